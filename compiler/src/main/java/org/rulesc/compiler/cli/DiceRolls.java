package org.rulesc.compiler.cli;

import java.security.SecureRandom;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.DiceExpression;
import org.rulesc.runtime.DiceSyntaxError;

/**
 * Reading and rolling a dice expression from the command line, for {@code rulesc odds} and
 * {@code rulesc roll}: a rulebook-aware {@code roll} hands its argument here when it names no
 * rulebook.
 */
final class DiceRolls {
    private DiceRolls() {}

    /**
     * Whether {@code arg} names a rulebook (a {@code .rules} file, an existing file, or a bundled
     * rulebook's id) rather than a dice expression: {@code rulesc roll X} and {@code rulesc odds X}
     * read X as a rulebook when it names one.
     */
    static boolean namesRulebook(Context ctx, String arg) {
        if (arg.endsWith(".rules") || java.nio.file.Files.isRegularFile(ctx.resolve(arg))) {
            return true;
        }
        try {
            return Sources.resolver(ctx, java.util.List.of()).find(arg).isPresent();
        } catch (UserError | java.io.UncheckedIOException unreadable) {
            return false;
        }
    }

    /**
     * Parses {@code text}, or reports where it goes wrong like a compiler does
     * ({@code dice:1:col: error: …}, the expression, a caret) and returns null.
     */
    static DiceExpression parse(Context ctx, String text, int depth) {
        if (depth < 1 || depth > DiceExpression.MAX_DEPTH) {
            throw new UserError("--depth must be 1.." + DiceExpression.MAX_DEPTH + ", got " + depth);
        }
        try {
            return DiceExpression.parse(text, depth);
        } catch (DiceSyntaxError e) {
            ctx.err().println("dice:1:" + e.column() + ": error: " + e.reason());
            ctx.err().println("  " + text);
            ctx.err().println("  " + " ".repeat(Math.max(0, e.column() - 1)) + "^");
            ctx.err().println("  hint: see docs/dice.md for the notation, e.g. 4d6kh3, 10d10>=8, 2d6!+1");
            return null;
        }
    }

    /**
     * Rolls {@code text} {@code times} times with dice seeded by {@code seed} (a random seed when
     * null, printed to stderr so the roll can be replayed), one line per roll on stdout:
     * {@code 4d6kh3: [2, 5, (1), 6] = 13}. Returns the exit code.
     */
    static int roll(Context ctx, String text, Long seed, int times, int depth) {
        DiceExpression e = parse(ctx, text, depth);
        if (e == null) {
            return Rulesc.EXIT_USAGE;
        }
        if (times < 1) {
            throw new UserError("--times must be at least 1, got " + times);
        }
        long s = seed != null ? seed : new SecureRandom().nextLong();
        if (seed == null) {
            ctx.err().println("seed " + s + " (roll again with --seed " + s + ")");
        }
        Dice dice = Dice.seeded(s);
        for (int i = 0; i < times; i++) {
            DiceExpression.Rolled r = e.roll(dice);
            ctx.out().println(e.text().strip() + ": " + r.detail() + " = " + r.total()
                    + (r.truncated() ? "  (cut at depth " + depth + ")" : ""));
        }
        return Rulesc.EXIT_OK;
    }
}
