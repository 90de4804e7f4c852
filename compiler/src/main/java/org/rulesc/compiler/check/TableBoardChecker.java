package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type.Prim;

/**
 * {@code board play_table "卓上": 180cm by 120cm grid 5cm borders zoc_radius}: an open table
 * needs a {@code space continuous} rulebook (elsewhere pieces stand on hexes or squares of a
 * {@code map}), and its size, grid step and border distance are lengths, evaluated once when the
 * game starts.
 */
final class TableBoardChecker {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;

    TableBoardChecker(Model model, Reporter reporter, ExprChecker exprs) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void check(Decl.TableBoard b) {
        if (model.rulebook.space() == null || !model.rulebook.space().text().equals("continuous")) {
            reporter.report(Code.BOARD_TABLE_SPACE, b.name().span(), b.name().text(),
                    model.rulebook.space() == null ? "none" : model.rulebook.space().text());
        }
        Scope scope = Scope.root().child();
        length(b, b.width(), "width", scope);
        length(b, b.height(), "height", scope);
        length(b, b.grid(), "grid", scope);
        if (b.border() != null) {
            length(b, b.border(), "borders", scope);
        }
    }

    private void length(Decl.TableBoard b, Expr e, String what, Scope scope) {
        var t = exprs.check(e, scope);
        if (t != Prim.LENGTH && !(t instanceof org.rulesc.compiler.model.Type.Error)) {
            reporter.report(Code.BOARD_TABLE_LENGTH, e.span(), what, b.name().text(), Words.article(t));
        }
    }
}
