package org.rulesc.compiler.model;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.DiceExpression;
import org.rulesc.runtime.IntDistribution;

/**
 * The dice of a check's roll as both back ends throw and count them: plain dice are added up
 * ({@link IntDistribution#diceSum}); dice with mechanics ({@code 4d6kh3}, {@code (n)d10>=8},
 * {@code d8 + d6}) are the runtime's {@link DiceExpression}, which the generated engine calls in
 * the same way, so the interpreter and the engine ask rigged dice for the same faces in the same
 * order and count the same exact distribution.
 */
public final class DiceMechanics {
    /** Parsed expressions by text ("P" + a pool's dice, "F" + fixed dice): the parser has checked them. */
    private static final Map<String, DiceExpression> PARSED = new ConcurrentHashMap<>();

    private DiceMechanics() {}

    /** Whether {@code dice} keep, reroll, explode, count or mix sizes (else they are only added up). */
    public static boolean has(Decl.DiceSpec dice) {
        return dice.mechanics() != null;
    }

    /** Whether {@code dice} are a pool whose count is known when rolled ({@code (n)d10>=8}). */
    public static boolean pooled(Decl.DiceSpec dice) {
        return dice.count() != null;
    }

    /** The runtime expression of dice with mechanics: for a pool, the dice without their count. */
    public static DiceExpression expression(Decl.DiceSpec dice) {
        boolean pool = pooled(dice);
        return PARSED.computeIfAbsent((pool ? "P" : "F") + dice.mechanics(),
                k -> pool ? DiceExpression.pool(dice.mechanics()) : DiceExpression.parse(dice.mechanics()));
    }

    /** The die sizes the dice throw, in order of first use (several for {@code d8 + d6}). */
    public static List<Integer> sizes(Decl.DiceSpec dice) {
        return has(dice) ? expression(dice).sizes() : List.of(dice.sides());
    }

    /**
     * Throws the dice and returns the total: {@code count} dice of a pool; fixed dice as written,
     * or nothing when {@code count} is 0 (not rolled: decided before rolling, a follow-up not made).
     */
    public static int roll(Decl.DiceSpec dice, int count, Dice with) {
        if (!has(dice)) {
            int total = 0;
            for (int i = 0; i < count; i++) {
                total += with.roll(dice.sides());
            }
            return total;
        }
        if (pooled(dice)) {
            return expression(dice).times(count).total(with);
        }
        return count == 0 ? 0 : expression(dice).total(with);
    }

    /** The exact distribution of the total, {@code count} as in {@link #roll}. */
    public static IntDistribution distribution(Decl.DiceSpec dice, int count) {
        if (!has(dice)) {
            return IntDistribution.diceSum(count, dice.sides());
        }
        if (pooled(dice)) {
            return expression(dice).times(count).distribution();
        }
        return count == 0 ? IntDistribution.constant(0) : expression(dice).distribution();
    }
}
