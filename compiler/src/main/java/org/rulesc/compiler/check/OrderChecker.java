package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
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
            reporter.error(o.name().span(), "order `" + o.name().text() + "` has no parameters: nothing tells its actors apart",
                    "give each actor's own values, e.g. (agility: int), or a name: (who: text)");
        }
        if (o.dice() != null && o.dice().count() != null) {
            reporter.error(o.dice().span(), "an order rolls a fixed number of dice for each actor", "write d100 or 2d6");
        }
        scope.put("roll", Prim.INT); // without dice, a `roll` is reported below, once
        boolean rolledBefore = false;
        boolean anyRolled = false;
        for (Decl.OrderKey key : o.keys()) {
            if (rolledBefore) {
                reporter.warning(key.key().span(), "this key never decides anything: actors tied on the rolled key "
                        + "before it roll again until they differ", "put the rolled key last");
            }
            exprs.expect(key.key(), scope, Prim.INT, "a key of order `" + o.name().text() + "`");
            boolean rolled = rolled(key);
            if (rolled && o.dice() == null) {
                reporter.error(key.key().span(), "order `" + o.name().text() + "` rolls no dice, so `roll` is not defined",
                        "say what it rolls after the parameters: order " + o.name().text() + " (…) roll d100 { … }");
            } else if (rolled && o.dice().sides() < 2) {
                reporter.error(o.dice().span(), "ties on a roll of " + CheckChecker.diceText(o.dice())
                        + " could never break", "roll a die with at least two faces");
            }
            rolledBefore |= rolled;
            anyRolled |= rolled;
        }
        if (o.dice() != null && !anyRolled) {
            reporter.warning(o.dice().span(), "order `" + o.name().text() + "` rolls " + CheckChecker.diceText(o.dice())
                    + " but no key reads `roll`", "remove `roll " + CheckChecker.diceText(o.dice()) + "`, or use `roll` in a key");
        }
    }

    /** Whether an order's key reads the roll. */
    static boolean rolled(Decl.OrderKey key) {
        boolean[] rolled = {false};
        Cycles.walk(key.key(), x -> rolled[0] |= x instanceof Expr.NameRef n && n.name().text().equals("roll"));
        return rolled[0];
    }
}
