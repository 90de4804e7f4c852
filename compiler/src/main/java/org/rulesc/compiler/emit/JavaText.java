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

    /**
     * Text for a line comment: every backslash doubled (so no unicode escape can end the line),
     * line breaks and control characters as spaces, a lone surrogate replaced.
     */
    public static String comment(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                out.append("\\\\");
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length()
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
        return out.toString();
    }

    /**
     * A generated source with every comment line (Javadoc or {@code //}) longer than
     * {@code width} columns broken into lines that fit: after the last space that fits, else
     * (Japanese text has few spaces) at the width, never inside an HTML entity. Code lines are
     * left as they are: JavaPoet breaks those.
     */
    public static String wrapComments(String source, int width) {
        StringBuilder out = new StringBuilder(source.length() + 256);
        boolean javadoc = false;
        for (String line : source.split("\n", -1)) {
            String trimmed = line.stripLeading();
            String indent = line.substring(0, line.length() - trimmed.length());
            String prefix = null;
            if (trimmed.startsWith("/**")) {
                javadoc = !trimmed.contains("*/");
            } else if (javadoc) {
                if (trimmed.startsWith("*/")) {
                    javadoc = false;
                } else if (trimmed.startsWith("* ")) {
                    prefix = indent + "* ";
                }
            } else if (trimmed.startsWith("// ")) {
                prefix = indent + "// ";
            }
            if (out.length() > 0) {
                out.append('\n');
            }
            if (prefix == null || line.codePointCount(0, line.length()) <= width) {
                out.append(line);
                continue;
            }
            String rest = line.substring(prefix.length());
            int room = Math.max(20, width - prefix.length());
            boolean first = true;
            while (true) {
                if (!first) {
                    out.append('\n');
                }
                first = false;
                if (rest.codePointCount(0, rest.length()) <= room) {
                    out.append(prefix).append(rest);
                    break;
                }
                int cut = rest.offsetByCodePoints(0, room);
                int space = rest.lastIndexOf(' ', cut);
                if (space > rest.length() / 8 && space > 0) {
                    cut = space;
                } else {
                    int amp = rest.lastIndexOf('&', cut - 1);
                    if (amp > 0 && rest.indexOf(';', amp) >= cut) {
                        cut = amp; // an entity stays whole
                    }
                }
                out.append(prefix).append(rest, 0, cut);
                rest = rest.substring(cut).stripLeading();
                if (rest.isEmpty()) {
                    break;
                }
            }
        }
        return out.toString();
    }
}
