package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type.Prim;
import org.rulesc.runtime.MarkovChain;

/**
 * A chain (repeated checks, see {@link Decl.Chain}) and the expectations that ask it: the state's
 * range and the steps are bounded (the chain is solved exactly), the check is called with the
 * parameters and the state, and the next state reads the check's outcome by name.
 */
final class ChainChecker {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;

    ChainChecker(Model model, Reporter reporter, ExprChecker exprs) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void check(Decl.Chain c) {
        Scope params = DeclChecker.params(exprs, reporter, c.params());
        if (c.hi() < c.lo() || (long) c.hi() - c.lo() + 1 > MarkovChain.MAX_STATES) {
            reporter.report(Code.CHAIN_STATE_RANGE, c.state().span(), c.name().text(), c.lo(), c.hi(),
                    MarkovChain.MAX_STATES);
        }
        if (c.steps() < 1 || c.steps() > MarkovChain.MAX_STEPS) {
            reporter.report(Code.CHAIN_STEPS, c.name().span(), c.name().text(), MarkovChain.MAX_STEPS, c.steps());
        }
        if (c.params().stream().anyMatch(p -> p.name().text().equals(c.state().text()))) {
            reporter.report(Code.CHAIN_STATE_HIDES_PARAMETER, c.state().span(), c.state().text(), c.name().text());
        }
        exprs.expect(c.start(), params, Prim.INT, "the first state of `" + c.name().text() + "`");
        Scope state = params.with(c.state().text(), Prim.INT);
        exprs.expect(c.done(), state, Prim.BOOL, "the end of `" + c.name().text() + "`");
        Decl decl = model.symbols.lookup(c.each().callee().text());
        if (!(decl instanceof Decl.Check check)) {
            reporter.report(Code.NOT_A_CHECK, c.each().callee().span(), c.each().callee().text())
                    .hint(Suggestions.didYouMean(c.each().callee().text(), model.all(Decl.Check.class).stream()
                            .map(k -> k.name().text()).toList()));
            return;
        }
        model.facts.callees.put(c.each(), new Callee.Check(check));
        exprs.bind(c.each(), check.params(), state);
        exprs.expect(c.next(), outcome(check, state), Prim.INT, "the next state of `" + c.name().text() + "`");
    }

    /** The names the next state reads: the state, parameters, and the check's outcome. */
    private Scope outcome(Decl.Check check, Scope state) {
        Scope s = state.child();
        s.put("success", Prim.BOOL);
        s.put("roll", Prim.INT);
        for (String roll : CheckPlanner.intRolls(check)) {
            s.put(roll, Prim.INT);
        }
        for (Decl.Output o : check.itemsOf(Decl.Output.class)) {
            s.put(o.name().text(), exprs.resolve(o.type()));
        }
        return s;
    }

    /** {@code expect chain(…) done by k with p} or {@code … steps p}. */
    void expect(Decl.ExpectChain e, Scope scope) {
        Expr.Call call = e.call();
        Decl decl = model.symbols.lookup(call.callee().text());
        if (!(decl instanceof Decl.Chain c)) {
            reporter.report(Code.NOT_A_CHAIN, call.callee().span(), call.callee().text())
                    .hint(Suggestions.didYouMean(call.callee().text(), model.all(Decl.Chain.class).stream()
                            .map(k -> k.name().text()).toList()));
            return;
        }
        model.declRefs.put(call.callee(), c);
        // evaluated once: the back ends read it
        model.probabilities.put(e, org.rulesc.runtime.Rational.of(e.numerator(), e.denominator()));
        exprs.bind(call, c.params(), scope);
        if (e.by() != null && (e.by() < 1 || e.by() > c.steps())) {
            reporter.report(Code.CHAIN_STEP_NOT_REPORTED, e.span(), c.name().text(), c.steps(), e.by());
        }
    }
}
