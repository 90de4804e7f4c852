package org.rulesc.compiler.check;

import java.util.List;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Type;

/**
 * An act's parameter of one selection per selected piece ({@code guards: list<list<T>> from pool
 * for t in targets}): each piece of an earlier parameter selecting pieces declares its own
 * selection from the pool, which reads that piece as {@code t}.
 */
final class PerPieceSelections {
    private final Reporter reporter;
    private final ExprChecker exprs;

    PerPieceSelections(Reporter reporter, ExprChecker exprs) {
        this.reporter = reporter;
        this.exprs = exprs;
    }

    /**
     * {@code p: list<list<T>> from pool for t in pieces}: {@code pieces} is an earlier parameter
     * selecting pieces, and the pool, a list of T, may read {@code t}.
     */
    void check(Play.ActParam p, Type t, Scope scope, Type pieceType, String what, List<String> before) {
        Type over = before.contains(p.over().text()) ? scope.find(p.over().text()) : null;
        if (over == null || !over.equals(new Type.ListType(pieceType))) {
            reporter.report(Code.GAME_PARAM_FOR, p.over().span(), p.name().text(), p.each().text(), p.over().text(),
                    over == null ? "`" + p.over().text() + "` is not a parameter before it"
                            : "`" + p.over().text() + "` is " + Words.article(over) + ", not a parameter selecting pieces");
        }
        Scope inner = scope.with(p.each().text(), pieceType);
        if (t instanceof Type.ListType outer && outer.element() instanceof Type.ListType values
                && values.element().equals(pieceType)) {
            // each piece's selection of pieces: records write pieces by their places, one list deep only
            reporter.report(Code.GAME_PARAM_FOR, p.name().span(), p.name().text(), p.each().text(), p.over().text(),
                    "its values are pieces: a selection per piece is of values (elements, places), not of pieces");
            exprs.check(p.pool(), inner);
        } else if (t instanceof Type.ListType outer && outer.element() instanceof Type.ListType) {
            exprs.expect(p.pool(), inner, outer.element(), what);
        } else {
            if (!(t instanceof Type.Error)) {
                reporter.report(Code.GAME_PARAM_FOR, p.name().span(), p.name().text(), p.each().text(), p.over().text(),
                        "its type is " + Words.article(t) + ", not a list of selections (list<list<…>>)");
            }
            exprs.check(p.pool(), inner);
        }
    }
}
