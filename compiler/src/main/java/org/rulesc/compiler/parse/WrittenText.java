package org.rulesc.compiler.parse;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.misc.Interval;

/**
 * The text of a parsed construct as its author wrote it, brought onto one line, for messages that
 * quote it (a refusal's {@code requires …}). A span covers only its first line, so a condition broken
 * over several lines would otherwise be quoted by its first token alone.
 */
final class WrittenText {
    private WrittenText() {}

    /**
     * The source text of {@code c}, with comments left out and each line break (and the indentation
     * around it) read as one space, or as nothing just inside brackets; text on one line is returned
     * exactly as written.
     */
    static String oneLine(ParserRuleContext c) {
        if (c.getStop() == null || c.getStop().getStopIndex() < c.getStart().getStartIndex()) {
            return c.getText();
        }
        String text = c.getStart().getInputStream().getText(Interval.of(c.getStart().getStartIndex(), c.getStop().getStopIndex()));
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char ch = text.charAt(i);
            if (ch == '"') {
                int end = stringEnd(text, i);
                out.append(text, i, end);
                i = end;
            } else if (ch == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
                while (out.length() > 0 && Character.isWhitespace(out.charAt(out.length() - 1))) {
                    out.setLength(out.length() - 1); // the spaces before a comment go with it
                }
                while (i < text.length() && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (Character.isWhitespace(ch)) {
                int end = i;
                boolean lineBreak = false;
                while (end < text.length() && Character.isWhitespace(text.charAt(end))) {
                    lineBreak |= text.charAt(end) == '\n' || text.charAt(end) == '\r';
                    end++;
                }
                if (!lineBreak) {
                    out.append(text, i, end);
                } else if (!opensBracket(out) && !closesBracket(text, end)) {
                    out.append(' ');
                }
                i = end;
            } else {
                out.append(ch);
                i++;
            }
        }
        return out.toString().strip();
    }

    /** The index just past the string literal opening at {@code from} (escapes skipped). */
    private static int stringEnd(String text, int from) {
        int i = from + 1;
        while (i < text.length() && text.charAt(i) != '"') {
            i += text.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(text.length(), i + 1);
    }

    private static boolean opensBracket(StringBuilder out) {
        int n = out.length();
        while (n > 0 && out.charAt(n - 1) == ' ') {
            n--;
        }
        return n > 0 && (out.charAt(n - 1) == '(' || out.charAt(n - 1) == '[');
    }

    private static boolean closesBracket(String text, int at) {
        return at < text.length() && (text.charAt(at) == ')' || text.charAt(at) == ']');
    }
}
