package org.rulesc.compiler.model;

import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.ExprWalk;
import org.rulesc.compiler.ast.Span;

/**
 * The source text of what a rulebook writes, for every pass that quotes it: messages, refusals,
 * generated tests' names and Javadoc, the reference pages. One place, so an expression broken over
 * several lines is quoted whole everywhere, not by its first line.
 */
public final class SourceText {
    private SourceText() {}

    /**
     * The text at {@code span} (on its first line). Span columns and lengths count code points
     * (as the parser does), not Java chars: an emoji is one column, so counting chars would
     * cut it in half and leave a lone surrogate, which no file can hold.
     */
    public static String text(Model model, Span span) {
        String line = model.fileOf(span).line(span.line());
        int points = line.codePointCount(0, line.length());
        int first = Math.min(points, span.column() - 1);
        int from = line.offsetByCodePoints(0, first);
        int to = line.offsetByCodePoints(from, Math.min(points - first, span.length()));
        return line.substring(from, to);
    }

    /**
     * An expression as the rulebook writes it, also when it runs over several lines: the parser's
     * span of a multi-line expression covers only its first token, so the text runs from there to
     * the end of its last sub-expression, then on to the brackets that close it; line breaks and
     * comments become single spaces. An expression on one line is returned exactly as written.
     */
    public static String text(Model model, Expr e) {
        int[] end = {e.span().line(), e.span().column() - 1 + e.span().length()};
        ExprWalk.walk(e, x -> {
            Span s = x.span();
            int col = s.column() - 1 + s.length();
            if (s.file().equals(e.span().file()) && (s.line() > end[0] || s.line() == end[0] && col > end[1])) {
                end[0] = s.line();
                end[1] = col;
            }
        });
        if (end[0] == e.span().line()) {
            return text(model, e.span());
        }
        SourceFile file = model.fileOf(e.span());
        StringBuilder text = new StringBuilder();
        int depth = 0;
        for (int line = e.span().line(); line <= file.text().lines().count() + 1; line++) {
            String l = withoutComment(file.line(line));
            // span columns count code points, as the parser does, not Java chars
            int from = line == e.span().line() ? chars(l, e.span().column() - 1) : 0;
            int to = line == end[0] ? chars(l, end[1]) : l.length();
            if (line > end[0]) { // past the last sub-expression: only the brackets still open
                to = from;
                while (depth > 0 && to < l.length() && (Character.isWhitespace(l.charAt(to)) || closes(l.charAt(to)))) {
                    depth -= closes(l.charAt(to)) ? 1 : 0;
                    to++;
                }
                text.append(' ').append(l, from, to);
                if (to < l.length() || depth == 0) {
                    break;
                }
                continue;
            }
            String part = l.substring(from, Math.max(from, to));
            depth += balance(part);
            if (line == end[0]) { // the brackets that close it, on the same line
                while (depth > 0 && to < l.length() && (Character.isWhitespace(l.charAt(to)) || closes(l.charAt(to)))) {
                    depth -= closes(l.charAt(to)) ? 1 : 0;
                    part = l.substring(from, ++to);
                }
            }
            text.append(' ').append(part);
            if (line >= end[0] && depth <= 0) {
                break;
            }
        }
        return text.toString().trim().replaceAll("\\s+", " ").replaceAll("\\( ", "(").replaceAll(" \\)", ")");
    }

    /** The char index of code point {@code points} of the line (its end when past it). */
    private static int chars(String line, int points) {
        return line.offsetByCodePoints(0, Math.min(Math.max(0, points), line.codePointCount(0, line.length())));
    }

    private static boolean closes(char c) {
        return c == ')' || c == ']';
    }

    /** Opening minus closing brackets outside text literals. */
    private static int balance(String s) {
        int depth = 0;
        boolean quoted = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && (c == '(' || c == '[')) {
                depth++;
            } else if (!quoted && closes(c)) {
                depth--;
            }
        }
        return depth;
    }

    /** The line without a {@code //} comment outside text literals. */
    private static String withoutComment(String line) {
        boolean quoted = false;
        for (int i = 0; i + 1 < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && c == '/' && line.charAt(i + 1) == '/') {
                return line.substring(0, i);
            }
        }
        return line;
    }
}
