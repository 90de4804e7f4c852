package org.rulesc.compiler.emit;

import org.rulesc.compiler.ast.Expr;

/** The source text of an expression, for messages and test names. */
final class Source {
    private Source() {}

    /** The text of {@code e} in whichever file it was written (a house rule's base, too). */
    static String text(org.rulesc.compiler.model.Model model, Expr e) {
        return text(model, e.span());
    }

    /** The text at {@code span} (on its first line). */
    static String text(org.rulesc.compiler.model.Model model, org.rulesc.compiler.ast.Span span) {
        String line = model.fileOf(span).line(span.line());
        int from = Math.min(line.length(), span.column() - 1);
        int to = Math.min(line.length(), from + span.length());
        return line.substring(from, to);
    }
}
