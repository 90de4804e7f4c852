package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.ExprWalk;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Type.Prim;

/** An order: the keys that put its actors in order, and the dice that break ties. */
final class OrderChecker {
    private final Reporter reporter;
    private final ExprChecker exprs;

    OrderChecker(Reporter reporter, ExprChecker exprs) {
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void check(Decl.Order o) {
        Scope scope = DeclChecker.params(exprs, reporter, o.params());
        if (o.params().isEmpty()) {
            reporter.report(Code.ORDER_WITHOUT_PARAMETERS, o.name().span(), o.name().text());
        }
        if (o.dice() != null && o.dice().count() != null) {
            reporter.report(Code.ORDER_DICE_COUNT, o.dice().span());
        }
        scope.put("roll", Prim.INT); // without dice, a `roll` is reported below, once
        boolean rolledBefore = false;
        boolean anyRolled = false;
        for (Decl.OrderKey key : o.keys()) {
            if (rolledBefore) {
                reporter.report(Code.UNDECISIVE_ORDER_KEY, key.key().span());
            }
            exprs.expect(key.key(), scope, Prim.INT, "a key of order `" + o.name().text() + "`");
            boolean rolled = rolled(key);
            if (rolled && o.dice() == null) {
                reporter.report(Code.ORDER_ROLL_UNDEFINED, key.key().span(), o.name().text());
            } else if (rolled && o.dice().sides() < 2) {
                reporter.report(Code.UNBREAKABLE_TIES, o.dice().span(), CheckChecker.diceText(o.dice()));
            }
            rolledBefore |= rolled;
            anyRolled |= rolled;
        }
        if (o.dice() != null && !anyRolled) {
            reporter.report(Code.UNREAD_ORDER_ROLL, o.dice().span(), o.name().text(), CheckChecker.diceText(o.dice()));
        }
    }

    /** Whether an order's key reads the roll. */
    static boolean rolled(Decl.OrderKey key) {
        boolean[] rolled = {false};
        ExprWalk.walk(key.key(), x -> rolled[0] |= x instanceof Expr.NameRef n && n.name().text().equals("roll"));
        return rolled[0];
    }
}
