package org.rulesc.compiler.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Env;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;

/**
 * For a hovered call of a check whose arguments are known without running the game (literals,
 * constants, entries: {@code attack(judge: 3)} in an example), its exact odds of success at
 * those arguments, computed by the interpreter as {@code rulesc odds} computes them.
 */
final class CallOdds {
    /** A hover waits no longer than this for the odds; a check with many dice is shown without them. */
    static final long TIMEOUT_MILLIS = 2_000;

    private CallOdds() {}

    /** A line for the hover, or null when the arguments depend on something only play decides. */
    static String of(Model model, Expr.Call call, Decl.Check check) {
        List<Typed> args = model.typedIfChecked(call) instanceof Typed.Call t ? t.arguments() : null;
        if (args == null || args.size() != check.params().size()) {
            return null;
        }
        Interpreter in = new Interpreter(model);
        List<Object> values = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            Object v;
            try {
                Typed arg = args.get(i);
                v = in.bounded(() -> in.eval(arg, Env.empty())); // a hostile constant stops at the bounds
            } catch (RuntimeException dependsOnALocal) {
                return null; // a parameter of the enclosing rule, a roll: not known here
            }
            values.add(v);
            shown.add(check.params().get(i).name().text() + " = " + in.show(v));
        }
        FutureTask<Rational> success = new FutureTask<>(() -> {
            // within the interpreter's bounds, so an abandoned computation ends by itself too
            Distribution<Checks.Outcome> outcomes = in.bounded(() -> new Checks(in).outcomes(check, values));
            return outcomes.probability(Checks.Outcome::success);
        });
        // a thread of its own, with the worker's stack: a slow check is abandoned after the timeout
        Thread odds = new Thread(null, success, "rulesc-lsp-odds", RulesTextDocumentService.STACK_BYTES);
        odds.setDaemon(true);
        odds.start();
        try {
            Rational p = success.get(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
            return "success " + p + String.format(java.util.Locale.ROOT, " (%.1f%%)", p.toDouble() * 100)
                    + (shown.isEmpty() ? "" : " at " + String.join(", ", shown));
        } catch (TimeoutException slow) {
            success.cancel(true);
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException failed) {
            // the rules refuse these arguments (a cell marked ×); anything else shows no odds
            return failed.getCause() instanceof org.rulesc.runtime.RuleViolation
                    ? "refused by the rules at " + String.join(", ", shown) : null;
        }
    }
}
