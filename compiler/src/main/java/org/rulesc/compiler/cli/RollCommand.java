package org.rulesc.compiler.cli;

import java.util.concurrent.Callable;
import org.rulesc.runtime.DiceExpression;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc roll DICE [--seed N]}: roll a dice expression and show every die. */
@Command(
        name = "roll",
        description = {
            "Rolls a dice expression (like 4d6kh3 or 2d6!+1) and shows every die thrown.",
            "1r4 is a 1 rerolled to 4, 6!3 a 6 exploding into a 3, (2) a dropped die."
        })
final class RollCommand implements Callable<Integer> {
    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(paramLabel = "DICE", description = "the dice expression (see docs/dice.md)")
    String dice;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the dice, to replay a roll (default: random)")
    Long seed;

    @Option(names = "--times", paramLabel = "N", description = "how many rolls (default: ${DEFAULT-VALUE})")
    int times = 1;

    @Option(names = "--depth", paramLabel = "N",
            description = "most rerolls (rr) and explosions (!) per die (default: ${DEFAULT-VALUE})")
    int depth = DiceExpression.DEFAULT_DEPTH;

    RollCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        return DiceRolls.roll(ctx, dice, seed, times, depth);
    }
}
