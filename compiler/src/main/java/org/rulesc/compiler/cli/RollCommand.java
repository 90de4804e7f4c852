package org.rulesc.compiler.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Bounds;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Json;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.RuleViolation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc roll RULEBOOK CHECK name=value…}: resolves a check once with seeded dice, interpreted. */
@Command(
        name = "roll",
        description = {
            "Rolls a check of a rulebook once and prints the outcome: the roll, success, the grade and the outputs.",
            "Arguments are written as in the language: judge=3 shooter=scout at=hex\"0707\" range=15cm.",
            "Example: rulesc roll my-game.rules attack judge=3 --seed 7",
            "Or rolls a dice expression and shows every die: rulesc roll 4d6kh3 --seed 1 (see docs/dice.md)."
        })
final class RollCommand implements Callable<Integer> {
    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(index = "0", paramLabel = "RULEBOOK", description = "a bundled rulebook's id, or a .rules file")
    String rulebook;

    @Parameters(index = "1", arity = "0..1", paramLabel = "CHECK", description = "the check to roll")
    String check;

    @Parameters(index = "2..*", paramLabel = "NAME=VALUE", description = "the check's arguments")
    List<String> arguments = new ArrayList<>();

    @Option(names = "--seed", paramLabel = "N", description = "seed for the dice (default: a new one, printed)")
    Long seed;

    @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json")
    OutputFormat format = OutputFormat.text;

    @Option(names = "--times", paramLabel = "N", description = "dice expressions: how many rolls (default: 1)")
    int times = 1;

    @Option(names = "--depth", paramLabel = "N",
            description = "dice expressions: most rerolls (rr) and explosions (!) per die (default: 10)")
    int depth = org.rulesc.runtime.DiceExpression.DEFAULT_DEPTH;

    RollCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        if (check == null && !DiceRolls.namesRulebook(ctx, rulebook)) {
            // `rulesc roll 4d6kh3`: no rulebook by that name, so a dice expression (docs/dice.md)
            return DiceRolls.roll(ctx, rulebook, seed, times, depth);
        }
        if (check == null) {
            throw new UserError("name the check of " + rulebook + " to roll: rulesc roll " + rulebook + " CHECK NAME=VALUE...");
        }
        LoadedRulebook loaded = LoadedRulebook.load(ctx, rulebook);
        if (loaded == null) {
            return Rulesc.EXIT_RULE_ERRORS;
        }
        Decl.Check decl = loaded.model().all(Decl.Check.class).stream()
                .filter(c -> c.name().text().equals(check)).findFirst().orElseThrow(() -> new UserError(
                        "no check `" + check + "` in " + rulebook + "; its checks: " + String.join(", ",
                                loaded.model().all(Decl.Check.class).stream().map(c -> c.name().text()).toList())));
        Interpreter in = new Interpreter(loaded.model());
        List<Object> args = new CommandLineValues(ctx, loaded.model(), in).arguments(check, decl.params(), arguments);
        if (args == null) {
            return Rulesc.EXIT_RULE_ERRORS;
        }
        long s = seed != null ? seed : System.nanoTime();
        Checks.Outcome o;
        try {
            o = in.bounded(() -> new Checks(in).roll(decl, args, Dice.seeded(s)));
        } catch (Bounds.Exceeded tooLarge) {
            ctx.err().println("rulesc: " + tooLarge.getMessage());
            return Rulesc.EXIT_RULE_ERRORS;
        } catch (RuleViolation refused) {
            ctx.err().println("rulesc: the rules refuse it: " + refused.getMessage());
            return Rulesc.EXIT_RULE_ERRORS;
        } catch (ArithmeticException x) {
            ctx.err().println("rulesc: arithmetic error: " + x.getMessage());
            return Rulesc.EXIT_RULE_ERRORS;
        }
        if (format == OutputFormat.json) {
            ctx.out().println("{\"check\": " + Json.string(check) + ", \"seed\": " + s + ", \"outcome\": "
                    + Json.outcome(in, o) + "}");
            return Rulesc.EXIT_OK;
        }
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < decl.params().size(); i++) {
            shown.add(decl.params().get(i).name().text() + ": " + in.show(args.get(i)));
        }
        ctx.out().println(check + "(" + String.join(", ", shown) + ") with seed " + s);
        ctx.out().println("  roll:    " + (o.rolled() ? String.valueOf(o.roll()) : "none (decided without rolling)"));
        o.sums().forEach((k, v) -> ctx.out().println("  " + k + ": " + v));
        ctx.out().println("  success: " + (o.success() ? "yes" : "no"));
        ctx.out().println("  grade:   " + o.grade() + (o.grades() == null ? "" : " (applied: " + o.grades() + ")"));
        o.outputs().forEach((k, v) -> ctx.out().println("  " + k + " = " + in.show(v)));
        return Rulesc.EXIT_OK;
    }
}
