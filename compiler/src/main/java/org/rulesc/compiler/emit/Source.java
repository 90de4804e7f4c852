package org.rulesc.compiler.emit;

import org.rulesc.compiler.ast.Expr;

/** The source text of an expression, for messages and test names. */
public final class Source {
    private Source() {}

    /** The text of {@code e} in whichever file it was written (a house rule's base, too). */
    public static String text(org.rulesc.compiler.model.Model model, Expr e) {
        return text(model, e.span());
    }

    /**
     * The text at {@code span} (on its first line). Span columns and lengths count code points
     * (as the parser does), not Java chars: an emoji is one column, so counting chars would
     * cut it in half and leave a lone surrogate, which no file can hold.
     */
    public static String text(org.rulesc.compiler.model.Model model, org.rulesc.compiler.ast.Span span) {
        String line = model.fileOf(span).line(span.line());
        int points = line.codePointCount(0, line.length());
        int first = Math.min(points, span.column() - 1);
        int from = line.offsetByCodePoints(0, first);
        int to = line.offsetByCodePoints(from, Math.min(points - first, span.length()));
        return line.substring(from, to);
    }
}
