package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;

/**
 * Checks an expression written outside a rulebook (on the command line) in the scope of a
 * checked rulebook, recording its types and references in the same model, so the interpreter
 * evaluates it exactly as it evaluates the rulebook's own expressions.
 */
public final class Expressions {
    private Expressions() {}

    /** The expression's type; errors (unknown names, wrong types) go to {@code reporter}. */
    public static Type check(Model model, Expr e, Reporter reporter) {
        Type type = new ExprChecker(model, reporter, new Usage()).check(e, Scope.root());
        TypedTrees.build(model, model.facts, e); // what the interpreter evaluates
        return type;
    }

    /** Checks {@code e} as a value of the written type {@code expected} ("the argument `judge`"). */
    public static Type expect(Model model, Expr e, TypeRef expected, String what, Reporter reporter) {
        ExprChecker checker = new ExprChecker(model, reporter, new Usage());
        Type type = checker.expect(e, Scope.root(), checker.resolveQuietly(expected), what);
        TypedTrees.build(model, model.facts, e); // what the interpreter evaluates
        return type;
    }
}
