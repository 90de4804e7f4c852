package org.rulesc.compiler.diag;

import java.util.List;

/**
 * One problem in a rulebook, positioned like a compiler message.
 *
 * @param code the catalogue entry: code, name and severity
 * @param at where: file, line, column, the length the caret underlines, the source line
 * @param message what is wrong, rendered from the catalogue's template
 * @param hint what to write instead, or null
 * @param arguments the values that filled the template, for machine-readable output
 * @param related other places that explain this one (the first declaration of a duplicate)
 */
public record Diagnostic(
        Code code,
        Location at,
        String message,
        String hint,
        List<String> arguments,
        List<Related> related) {

    /**
     * A place in a source file.
     *
     * @param file the source's display path
     * @param line 1-based line
     * @param column 1-based column
     * @param length how many characters the caret underlines (at least 1)
     * @param sourceLine the text of the line, for the caret display
     */
    public record Location(String file, int line, int column, int length, String sourceLine) {}

    /** A related place and what it shows. */
    public record Related(Location at, String message) {}

    public Severity severity() {
        return code.severity();
    }

    public String file() {
        return at.file();
    }

    public int line() {
        return at.line();
    }

    public int column() {
        return at.column();
    }

    public int length() {
        return at.length();
    }

    /**
     * {@code file:line:col: error[E0101]: message}, the source line, a caret line, then the hint
     * and each related place as a note.
     */
    public String render() {
        StringBuilder out = new StringBuilder();
        heading(out, at, severity().word() + "[" + code.code() + "]", message);
        if (hint != null && !hint.isEmpty()) {
            out.append("    hint: ").append(hint).append('\n');
        }
        for (Related r : related) {
            heading(out, r.at(), "note", r.message());
        }
        return out.toString();
    }

    private static void heading(StringBuilder out, Location at, String label, String message) {
        out.append(at.file()).append(':').append(at.line()).append(':').append(at.column()).append(": ")
                .append(label).append(": ").append(message).append('\n');
        String sourceLine = at.sourceLine();
        if (sourceLine != null && !sourceLine.isEmpty()) {
            // a very long line (generated text, a minified file) is shown as a window around the caret
            String shown = sourceLine;
            int col = at.column();
            if (sourceLine.length() > WINDOW) {
                int from = Math.max(0, Math.min(col - 1 - WINDOW / 3, sourceLine.length() - WINDOW));
                if (Character.isLowSurrogate(sourceLine.charAt(from))) {
                    from++;
                }
                int to = Math.min(sourceLine.length(), from + WINDOW);
                if (to < sourceLine.length() && Character.isHighSurrogate(sourceLine.charAt(to - 1))) {
                    to--;
                }
                shown = (from > 0 ? "…" : "") + sourceLine.substring(from, to) + (to < sourceLine.length() ? "…" : "");
                col = col - from + (from > 0 ? 1 : 0);
            }
            out.append("    ").append(shown).append('\n');
            out.append("    ").append(caretPadding(shown, col)).append('^');
            int room = Math.max(1, shown.length() - col + 1);
            out.append("~".repeat(Math.max(0, Math.min(at.length(), room) - 1)));
            out.append('\n');
        }
    }

    /** Longer source lines are shown cut to this many characters around the caret. */
    private static final int WINDOW = 160;

    /**
     * Keeps tabs as tabs so the caret lines up under wide or tabbed text. Columns count code
     * points, as the parser does (an emoji is one column).
     */
    private static String caretPadding(String sourceLine, int column) {
        StringBuilder pad = new StringBuilder();
        int[] points = sourceLine.codePoints().limit(Math.max(0, column - 1)).toArray();
        for (int c : points) {
            pad.append(c == '\t' ? "\t" : isWide(c) ? "  " : " ");
        }
        return pad.toString();
    }

    /** East Asian wide characters take two terminal cells. */
    private static boolean isWide(int c) {
        Character.UnicodeBlock block = Character.UnicodeBlock.of(c);
        return block == Character.UnicodeBlock.CJK_UNIFIED_IDEOGRAPHS
                || block == Character.UnicodeBlock.HIRAGANA
                || block == Character.UnicodeBlock.KATAKANA
                || block == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS
                || block == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION
                || Character.isSupplementaryCodePoint(c) && Character.getType(c) == Character.OTHER_SYMBOL;
    }
}
