package org.rulesc.compiler.emit;

/**
 * Rulebook text as it may appear in generated Java: inside a string literal or inside a
 * Javadoc comment. Rulebooks are untrusted, so the text must stay text wherever it goes.
 *
 * <p>javac turns every {@code \}{@code u} escape into its character before it reads the
 * source, in comments and strings alike, so a label holding {@code \}{@code u002a\}{@code u002f}
 * would close a comment as surely as {@code *}{@code /}. Neither form writes a backslash followed
 * by {@code u} that javac would read as an escape. Both forms are also free of {@code $}, so the
 * text is safe inside a JavaPoet format string, and free of lone surrogates, which cannot be
 * written as UTF-8.
 */
public final class JavaText {
    private JavaText() {}

    /** A Java string literal (quotes included) for any text. */
    public static String literal(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '$' -> out.append("\\u0024");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(c).append(text.charAt(++i));
                    } else if (Character.isSurrogate(c) || Character.isISOControl(c) || c == '\u2028'
                            || c == '\u2029' || c == '\ufeff') {
                        // javac reads these escapes back to the very same character inside the literal
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    /**
     * Text for a Javadoc comment: HTML special characters as entities, no comment terminator,
     * no block tag ({@code @} as an entity), no backslash (so no unicode escape), no line break,
     * control character or lone surrogate.
     */
    public static String javadoc(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '@' -> out.append("&#64;");
                case '\\' -> out.append("&#92;");
                case '$' -> out.append("&#36;");
                case '*' -> out.append(i + 1 == text.length() || text.charAt(i + 1) == '/' ? "&#42;" : "*");
                case '/' -> out.append(i == 0 ? "&#47;" : "/");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(c).append(text.charAt(++i));
                    } else if (Character.isSurrogate(c)) {
                        out.append('\ufffd');
                    } else if (Character.isISOControl(c) || Character.getType(c) == Character.LINE_SEPARATOR
                            || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                        out.append(' ');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
