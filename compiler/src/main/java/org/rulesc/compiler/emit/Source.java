package org.rulesc.compiler.emit;

import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.SourceText;

/** The source text of an expression, for messages and test names (see {@link SourceText}). */
public final class Source {
    private Source() {}

    /** The text of {@code e} in whichever file it was written (a house rule's base, too), whole when it runs over several lines. */
    public static String text(Model model, Expr e) {
        return SourceText.of(model, e);
    }

    /** The text at {@code span}, on its first line. */
    public static String text(Model model, Span span) {
        return SourceText.at(model, span);
    }
}
