package org.rulesc.compiler.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Bounds;
import org.rulesc.compiler.interpret.Chains;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Json;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.MarkovChain;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RuleViolation;

/**
 * {@code rulesc odds RULEBOOK CHAIN name=value…}: a chain's exact odds, computed by the
 * interpreter: P(done by step k) for each step it reports, and the expected number of steps.
 */
final class ChainOdds {
    private static final int BAR = 40;

    private ChainOdds() {}

    static int run(Context ctx, Model model, Decl.Chain chain, List<String> words, OddsCommand.Format format) {
        Interpreter in = new Interpreter(model);
        String name = chain.name().text();
        List<Object> args = new CommandLineValues(ctx, model, in).arguments(name, chain.params(), words);
        if (args == null) {
            return Rulesc.EXIT_RULE_ERRORS;
        }
        MarkovChain.Result r;
        try {
            r = in.bounded(() -> new Chains(in).run(chain, args));
        } catch (RuleViolation refused) {
            ctx.err().println("rulesc: " + String.join(" ", words) + ": the rules refuse it: " + refused.getMessage());
            return Rulesc.EXIT_RULE_ERRORS;
        } catch (ArithmeticException | Bounds.Exceeded x) {
            ctx.err().println("rulesc: " + String.join(" ", words) + ": " + (x instanceof ArithmeticException
                    ? "arithmetic error: " : "") + x.getMessage());
            return Rulesc.EXIT_RULE_ERRORS;
        }
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            shown.add(chain.params().get(i).name().text() + ": " + in.show(args.get(i)));
        }
        switch (format) {
            case csv -> {
                ctx.out().println("step,done_by,percent");
                for (int k = 1; k <= r.doneBy().size(); k++) {
                    ctx.out().println(k + "," + r.doneBy(k) + "," + percent(r.doneBy(k), 4));
                }
            }
            case json -> {
                StringBuilder json = new StringBuilder("{\"chain\": " + Json.string(name) + ", \"arguments\": {");
                for (int i = 0; i < args.size(); i++) {
                    json.append(i == 0 ? "" : ", ").append(Json.string(chain.params().get(i).name().text()))
                            .append(": ").append(Json.value(in, args.get(i)));
                }
                json.append("}, \"doneBy\": [");
                for (int k = 1; k <= r.doneBy().size(); k++) {
                    json.append(k == 1 ? "" : ", ").append(Json.string(r.doneBy(k).toString()));
                }
                json.append("], \"expectedSteps\": ")
                        .append(r.expectedSteps() == null ? "null" : Json.string(r.expectedSteps().toString())).append('}');
                ctx.out().println(json);
            }
            default -> {
                ctx.out().println(name + " (" + String.join(", ", shown) + "): exact chance to be done by each step");
                int width = r.doneBy().stream().mapToInt(p -> p.toString().length()).max().orElse(1);
                for (int k = 1; k <= r.doneBy().size(); k++) {
                    Rational p = r.doneBy(k);
                    int bar = (int) Math.round(p.toDouble() * BAR);
                    ctx.out().println(String.format("  %4d  %-" + width + "s  %7s%%  %s", k, p, percent(p, 2),
                            "#".repeat(bar)).stripTrailing());
                }
                ctx.out().println(r.expectedSteps() == null
                        ? "expected steps: none (from some state it may never be done)"
                        : "expected steps: " + r.expectedSteps() + " (" + decimal(r.expectedSteps(), 2) + ")");
            }
        }
        return Rulesc.EXIT_OK;
    }

    /** {@code p} as a percentage with {@code scale} decimals. */
    private static String percent(Rational p, int scale) {
        return decimal(p.times(Rational.of(100)), scale);
    }

    private static String decimal(Rational x, int scale) {
        return new BigDecimal(x.numerator()).divide(new BigDecimal(x.denominator()), new MathContext(20))
                .setScale(scale, RoundingMode.HALF_EVEN).toPlainString();
    }
}
