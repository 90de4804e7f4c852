package org.rulesc.compiler.cli;

import java.util.concurrent.Callable;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.interpret.Bounds;
import org.rulesc.compiler.interpret.Env;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Json;
import org.rulesc.runtime.RuleViolation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc eval RULEBOOK 'EXPR'}: the value of an expression, computed by the interpreter (no javac). */
@Command(
        name = "eval",
        description = {
            "Evaluates an expression written in the rulebook language against a rulebook and prints its value.",
            "Example: rulesc eval my-game.rules 'hit_number(scout, 4)'"
        })
final class EvalCommand implements Callable<Integer> {
    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(index = "0", paramLabel = "RULEBOOK", description = "a bundled rulebook's id, or a .rules file")
    String rulebook;

    @Parameters(index = "1", paramLabel = "EXPR", description = "the expression (quote it for the shell)")
    String expression;

    @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json")
    OutputFormat format = OutputFormat.text;

    EvalCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        LoadedRulebook loaded = LoadedRulebook.load(ctx, rulebook);
        if (loaded == null) {
            return Rulesc.EXIT_RULE_ERRORS;
        }
        Interpreter in = new Interpreter(loaded.model());
        Expr e = new CommandLineValues(ctx, loaded.model(), in).expression(expression, "EXPR");
        if (e == null) {
            return Rulesc.EXIT_RULE_ERRORS;
        }
        Object value;
        try {
            value = in.bounded(() -> in.eval(loaded.model().typed(e), Env.empty())); // checked in the model's scope
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
        ctx.out().println(format == OutputFormat.json ? Json.value(in, value) : in.show(value));
        return Rulesc.EXIT_OK;
    }
}
