package org.rulesc.compiler.doc;

import java.util.Locale;

/**
 * A page being written: XHTML-compatible HTML5 (every element closed, attributes quoted), so a
 * page parses as XML as well as HTML. Every text that comes from a rulebook goes through
 * {@link #text} or {@link #attr}: rulebooks are untrusted input.
 */
final class Html {
    private final StringBuilder out = new StringBuilder();

    /** Raw markup written by this package (never rulebook text). */
    Html raw(String markup) {
        out.append(markup);
        return this;
    }

    /** Text, escaped; a run with Japanese characters is marked {@code lang="ja"} for the font and screen readers. */
    Html text(String text) {
        if (text == null) {
            return this;
        }
        if (japanese(text)) {
            out.append("<span lang=\"ja\" xml:lang=\"ja\">").append(escape(text)).append("</span>");
        } else {
            out.append(escape(text));
        }
        return this;
    }

    /**
     * Text, escaped, never wrapped: for elements whose content is text only (the page's
     * {@code <title>}, SVG {@code <title>}, {@code <desc>} and {@code <text>}).
     */
    Html plain(String text) {
        if (text != null) {
            out.append(escape(text));
        }
        return this;
    }

    /** {@code <tag>text</tag>} with the text escaped. */
    Html el(String tag, String text) {
        return raw("<" + tag + ">").text(text).raw("</" + tag.split(" ", 2)[0] + ">");
    }

    /** An attribute value, escaped (write it between double quotes). */
    static String attr(String value) {
        return escape(value);
    }

    /** An id attribute's value: HTML ids have no whitespace, so each run of it becomes {@code _}. */
    static String id(String key) {
        return escape(key.replaceAll("\\s+", "_"));
    }

    /** Escapes the five XML specials and drops the control characters XML does not allow. */
    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> {
                    if (c >= 0x20 || c == '\n' || c == '\t') {
                        b.append(c);
                    } else if (c == '\r') {
                        b.append('\n');
                    }
                }
            }
        }
        return b.toString();
    }

    /** Whether the text has a kana or kanji (CJK punctuation and full-width forms included). */
    static boolean japanese(String s) {
        return s.codePoints().anyMatch(cp -> {
            Character.UnicodeScript script = Character.UnicodeScript.of(cp);
            return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                    || script == Character.UnicodeScript.KATAKANA
                    || Character.UnicodeBlock.of(cp) == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION
                    || Character.UnicodeBlock.of(cp) == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS;
        });
    }

    /** A number for SVG coordinates: at most two decimals, never a locale's comma. */
    static String num(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return s.equals("-0") ? "0" : s;
    }

    /** A probability as a percentage with one decimal: {@code 41.7%}. */
    static String percent(double p) {
        return String.format(Locale.ROOT, "%.1f%%", p * 100);
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
