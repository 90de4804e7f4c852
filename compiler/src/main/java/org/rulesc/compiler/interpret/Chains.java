package org.rulesc.compiler.interpret;

import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.MarkovChain;
import org.rulesc.runtime.Rational;

/**
 * Chains, interpreted as the generated engine runs them: the check's exact outcomes from each
 * state (the interpreter's {@link Checks#outcomes}), the next state of each outcome kept within
 * the chain's range, and the runtime's {@link MarkovChain} for the exact odds.
 */
public final class Chains {
    private final Interpreter in;
    private final Checks checks;

    public Chains(Interpreter in) {
        this.in = in;
        this.checks = new Checks(in);
    }

    /** The chain's exact odds for these arguments. */
    public MarkovChain.Result run(Decl.Chain chain, List<Object> args) {
        Env params = in.bind(chain.params(), args);
        String state = chain.state().text();
        Construct.Chain typed = in.model.construct(chain, Construct.Chain.class);
        Decl.Check check = ((Callee.Check) typed.each().callee()).decl();
        int start = clamp(chain, Interpreter.integer(in.eval(typed.start(), params)));
        return MarkovChain.of(start, s -> Interpreter.bool(in.eval(typed.done(), params.with(state, s))), s -> {
            Env env = params.with(state, s);
            List<Object> checkArgs = in.evalAll(typed.each().arguments(), env);
            return checks.outcomes(check, checkArgs)
                    .map(o -> clamp(chain, Interpreter.integer(in.eval(typed.next(), outcome(env, o)))));
        }, chain.steps());
    }

    /** The names the next state reads: the check's success, roll, named rolls and outputs. */
    private static Env outcome(Env env, Checks.Outcome o) {
        Env out = env.with("success", o.success()).with("roll", o.roll());
        for (Map.Entry<String, Integer> e : o.sums().entrySet()) {
            out = out.with(e.getKey(), e.getValue());
        }
        for (Map.Entry<String, Object> e : o.outputs().entrySet()) {
            out = out.with(e.getKey(), e.getValue());
        }
        return out;
    }

    /** A state kept within the chain's range: below it is its low end, above it its high end. */
    static int clamp(Decl.Chain chain, int state) {
        return Math.max(chain.lo(), Math.min(chain.hi(), state));
    }

    /** Null when the expectation holds, else what went wrong. */
    String verdict(Decl.ExpectChain e, Typed.Call call, Env env) {
        Decl.Chain chain = in.model.decl(e.call().callee(), Decl.Chain.class);
        MarkovChain.Result r = run(chain, in.evalAll(call.arguments(), env));
        Rational expected = in.model.probability(e);
        if (e.by() != null) {
            Rational got = r.doneBy(e.by());
            return got.equals(expected) ? null
                    : "expected done by step " + e.by() + " with probability " + expected + ", but it is " + got;
        }
        if (r.expectedSteps() == null) {
            return "expected " + expected + " steps on average, but the chain may never be done";
        }
        return r.expectedSteps().equals(expected) ? null
                : "expected " + expected + " steps on average, but it is " + r.expectedSteps();
    }
}
