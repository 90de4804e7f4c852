package org.rulesc.compiler.diag;

/**
 * One problem in a rulebook, positioned like a compiler message.
 *
 * @param severity error or warning
 * @param file the source's display path
 * @param line 1-based line
 * @param column 1-based column
 * @param length how many characters the caret underlines (at least 1)
 * @param message what is wrong
 * @param hint what to write instead, or null
 * @param sourceLine the text of the line, for the caret display
 */
public record Diagnostic(
        Severity severity,
        String file,
        int line,
        int column,
        int length,
        String message,
        String hint,
        String sourceLine) {

    /** {@code file:line:col: error: message}, the source line, a caret line, then the hint. */
    public String render() {
        StringBuilder out = new StringBuilder();
        out.append(file).append(':').append(line).append(':').append(column).append(": ")
                .append(severity.word()).append(": ").append(message).append('\n');
        if (sourceLine != null && !sourceLine.isEmpty()) {
            // a very long line (generated text, a minified file) is shown as a window around the caret
            String shown = sourceLine;
            int col = column;
            if (sourceLine.length() > WINDOW) {
                int from = Math.max(0, Math.min(column - 1 - WINDOW / 3, sourceLine.length() - WINDOW));
                if (Character.isLowSurrogate(sourceLine.charAt(from))) {
                    from++;
                }
                int to = Math.min(sourceLine.length(), from + WINDOW);
                if (to < sourceLine.length() && Character.isHighSurrogate(sourceLine.charAt(to - 1))) {
                    to--;
                }
                shown = (from > 0 ? "…" : "") + sourceLine.substring(from, to) + (to < sourceLine.length() ? "…" : "");
                col = column - from + (from > 0 ? 1 : 0);
            }
            out.append("    ").append(shown).append('\n');
            out.append("    ").append(caretPadding(shown, col)).append('^');
            out.append("~".repeat(Math.max(0, Math.min(length, Math.max(1, shown.length() - col + 1)) - 1)));
            out.append('\n');
        }
        if (hint != null && !hint.isEmpty()) {
            out.append("    hint: ").append(hint).append('\n');
        }
        return out.toString();
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
