package org.rulesc.compiler.check;

import java.util.List;
import java.util.function.Consumer;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;

/**
 * Phases without a side in a game (every side's pieces act in them): the effects run when a
 * phase starts see {@code side} as none there, so a test like {@code p.side == side} holds for
 * no piece. Reading {@code side} in them is then most likely a mistake (W1002). And no phase's
 * start rolls, sideless or not: no act is being performed, so no player rolls (E1021).
 */
final class SidelessPhases {
    private SidelessPhases() {}

    static void check(Reporter reporter, Decl.Sequence sequence, Play play) {
        if (sequence == null) {
            return;
        }
        Decl.Phase sideless = sequence.phases().stream().filter(p -> p.side() == null).findFirst().orElse(null);
        if (sideless == null) {
            return;
        }
        Expr[] first = {null};
        effects(play.phaseStart(), e -> org.rulesc.compiler.ast.ExprWalk.walk(e, x -> {
            if (first[0] == null && x instanceof Expr.NameRef n && n.name().text().equals("side")) {
                first[0] = x;
            }
        }));
        if (first[0] != null) {
            reporter.report(Code.GAME_SIDE_IN_SIDELESS_PHASE, first[0].span(), sideless.name().text(),
                    sequence.name().text());
        }
    }

    /** Effects run when a phase starts have no dice to roll. */
    static void noRolls(Reporter reporter, List<Play.Effect> effects) {
        for (Play.Effect e : effects) {
            if (e instanceof Play.Roll r) {
                reporter.report(Code.GAME_ROLL_AT_PHASE_START, r.call().callee().span());
            } else if (e instanceof Play.If i) {
                noRolls(reporter, i.then());
                noRolls(reporter, i.otherwise());
            } else if (e instanceof Play.ForEach f) {
                noRolls(reporter, f.body());
            } else if (e instanceof Play.ForRange f) {
                noRolls(reporter, f.body());
            } else if (e instanceof Play.On o) {
                noRolls(reporter, o.body());
            }
        }
    }

    /** Every expression of the effects, in order. */
    private static void effects(List<Play.Effect> effects, Consumer<Expr> out) {
        for (Play.Effect e : effects) {
            if (e instanceof Play.Set s) {
                out.accept(s.value());
            } else if (e instanceof Play.Roll r) {
                r.call().arguments().forEach(a -> out.accept(a.value()));
                effects(r.body(), out);
            } else if (e instanceof Play.On o) {
                effects(o.body(), out);
            } else if (e instanceof Play.If i) {
                out.accept(i.condition());
                effects(i.then(), out);
                effects(i.otherwise(), out);
            } else if (e instanceof Play.ForEach f) {
                out.accept(f.source());
                effects(f.body(), out);
            } else if (e instanceof Play.ForRange f) {
                out.accept(f.lo());
                out.accept(f.hi());
                effects(f.body(), out);
            } else if (e instanceof Play.Write w) {
                w.fields().forEach(f -> out.accept(f.value()));
            }
        }
    }
}
