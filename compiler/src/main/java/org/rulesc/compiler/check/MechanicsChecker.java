package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.DiceMechanics;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.DiceExpression;
import org.rulesc.runtime.IntDistribution;

/**
 * What the checker knows about dice with mechanics ({@code roll 4d6kh3}, {@code roll 2d6r1!}):
 * the totals they can make (for face rules), that their exact odds can be counted at all, and how
 * many rigged faces an example's fixed dice ask for when rerolls and explosions take faces of
 * their own.
 */
final class MechanicsChecker {
    private MechanicsChecker() {}

    /**
     * The least and greatest total of the check's first roll when it has fixed dice with mechanics
     * (else null); reports every fixed roll of the check whose odds are too large to count.
     */
    static long[] range(Reporter reporter, Decl.Check c) {
        long[] first = null;
        List<Decl.DiceSpec> all = CheckPlanner.dice(c);
        for (int i = 0; i < all.size(); i++) {
            Decl.DiceSpec dice = all.get(i);
            if (!DiceMechanics.has(dice) || DiceMechanics.pooled(dice)) {
                continue;
            }
            try {
                IntDistribution d = DiceMechanics.expression(dice).distribution();
                if (i == 0) {
                    first = new long[] {d.min(), d.max()};
                }
            } catch (IllegalArgumentException tooLarge) {
                reporter.report(Code.MECHANICS_TOO_LARGE, dice.span(), dice.mechanics(), tooLarge.getMessage());
            }
        }
        return first;
    }

    /** Whether some roll of the check rerolls or explodes, so the faces it asks for depend on the faces. */
    static boolean asksForExtraFaces(Decl.Check c) {
        return CheckPlanner.dice(c).stream()
                .anyMatch(d -> DiceMechanics.has(d) && DiceMechanics.expression(d).throwsExtraDice());
    }

    /**
     * An example's literal rigged faces against the check's fixed dice (no pool counts, no
     * follow-up rolls; those the example run checks): replays the faces through the dice in the
     * documented order and reports faces that run out or are left over, on the list of faces.
     */
    static void riggedFaces(Reporter reporter, Decl.Check c, Decl.ExpectRoll r) {
        boolean fixed = c.pools().stream().allMatch(p -> !DiceMechanics.pooled(p.dice())) && c.followUps().isEmpty();
        if (!fixed || r.faces().isEmpty() || !r.faces().stream().allMatch(f -> f instanceof Expr.IntLit)) {
            return;
        }
        int[] faces = r.faces().stream().mapToInt(f -> (int) ((Expr.IntLit) f).value()).toArray();
        int[] next = {0};
        Dice replay = sides -> {
            if (next[0] == faces.length) {
                throw new IllegalStateException();
            }
            if (faces[next[0]] < 1 || faces[next[0]] > sides) {
                // not on the die thrown (E0510 where it is on no die of the check); the dice
                // notation must not see it, and the count is moot
                throw new IllegalArgumentException();
            }
            return faces[next[0]++];
        };
        List<String> thrown = new ArrayList<>();
        for (Decl.Pool p : c.pools()) {
            String name = p.variable();
            int before = next[0];
            try {
                if (DiceMechanics.has(p.dice())) {
                    DiceExpression.Rolled rolled = DiceMechanics.expression(p.dice()).roll(replay);
                    thrown.add(name + " " + rolled.detail() + " = " + rolled.total());
                } else {
                    int total = DiceMechanics.roll(p.dice(), (int) p.dice().fixedCount(), replay);
                    thrown.add(name + " = " + total);
                }
            } catch (IllegalArgumentException notOnTheDie) {
                return;
            } catch (IllegalStateException ranOut) {
                reporter.report(Code.RIGGED_FACES_RUN_OUT, facesSpan(r), c.name().text(), faces.length,
                        "`" + name + "` (" + CheckChecker.diceText(p.dice()) + ") asks for a face after the "
                                + (faces.length - before) + " left for it");
                return;
            }
        }
        if (next[0] < faces.length) {
            reporter.report(Code.RIGGED_FACES_LEFT_OVER, facesSpan(r), c.name().text(), next[0], faces.length,
                    String.join("; ", thrown));
        }
    }

    /** The list of rigged faces, where it is on one line; else the whole assertion. */
    private static Span facesSpan(Decl.ExpectRoll r) {
        Span first = r.faces().get(0).span();
        Span last = r.faces().get(r.faces().size() - 1).span();
        if (first.line() != last.line() || !first.file().equals(last.file())) {
            return r.span();
        }
        return new Span(first.file(), first.line(), first.column(), last.column() + last.length() - first.column());
    }
}
