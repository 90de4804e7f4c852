package org.rulesc.compiler.diff;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Model;

/**
 * The declarations that compute something (constants, formulas, tables, modifiers, checks,
 * chains), judged by their effect: both revisions are evaluated on the same inputs
 * ({@link Evaluations}) and a change is reported by the values or odds that moved, so a rule
 * rewritten to compute the same is at most {@code info}. What is found is added to the diff's
 * list of changes, in the order found.
 */
final class Effects {
    private final Model oldModel;
    private final Model newModel;
    private final Evaluations evaluations;
    private final List<Change> changes;

    Effects(Model oldModel, Model newModel, Evaluations evaluations, List<Change> changes) {
        this.oldModel = oldModel;
        this.newModel = newModel;
        this.evaluations = evaluations;
        this.changes = changes;
    }

    private void add(String id, Severity severity, String key, String message) {
        changes.add(new Change(id, severity, key, message, null));
    }

    void constant(String key, Decl.Const a, Decl.Const b) {
        if (!Canonical.behaviour(a.type()).equals(Canonical.behaviour(b.type()))) {
            add("result-type-changed", Severity.BREAKING, key, "the constant's type changed");
            return;
        }
        Object before = value(() -> evaluations.oldIn.constant(a));
        Object after = value(() -> evaluations.newIn.constant(b));
        evaluations.inputs++;
        if (!before.equals(after)) {
            add("constant-changed", Severity.BALANCE, key, show(before) + " → " + show(after));
        }
    }

    /** A value as compared: in the form both revisions share ({@link Domains#neutral}), or the error evaluating it gave. */
    static Object value(Supplier<Object> v) {
        try {
            return Domains.neutral(v.get());
        } catch (org.rulesc.runtime.RuleViolation | ArithmeticException x) {
            return "error: " + x.getMessage();
        }
    }

    static String show(Object v) {
        return v instanceof String s && s.startsWith("#") ? s.substring(1) : String.valueOf(v);
    }

    /** The parameters of a formula or modifiers block as the checker typed them. */
    static List<Construct.Param> params(Model model, Decl d) {
        Construct c = model.construct(d, Construct.class);
        if (c instanceof Construct.Formula f) {
            return f.params();
        } else if (c instanceof Construct.Modifiers m) {
            return m.params();
        }
        throw new IllegalStateException("no parameters are evaluated for " + c.key());
    }

    private void values(String key, String id, Decl decl, List<Construct.Param> oldParams,
            List<Construct.Param> newParams, BiFunction<Interpreter, List<Object>, Object> call) {
        List<String> found = evaluations.values(decl, oldParams, newParams, call);
        if (!found.isEmpty()) {
            add(id, Severity.BALANCE, key, String.join("; ", found));
        }
    }

    void formula(String key, Decl.Formula a, Decl.Formula b) {
        values(key, "formula-changed", a, params(oldModel, a), params(newModel, b),
                (in, args) -> in.formula(evaluations.isOld(in) ? a : b, args));
    }

    void table(String key, Decl.Table a, Decl.Table b) {
        changes.addAll(TableChanges.of(key, a, b, oldModel, newModel, evaluations));
    }

    void modifiers(String key, Decl.Modifiers a, Decl.Modifiers b) {
        changes.addAll(Parts.of(key, "modifier", a.terms(), b.terms(), t -> t.name().text(), Severity.BALANCE,
                Severity.BALANCE, Severity.BALANCE));
        values(key, "modifiers-changed", a, params(oldModel, a), params(newModel, b),
                (in, args) -> in.modifiers(evaluations.isOld(in) ? a : b, args));
    }

    void check(String key, Decl.Check a, Decl.Check b) {
        int before = changes.size();
        changes.addAll(Parts.of(key, "grade", a.itemsOf(Decl.Grade.class), b.itemsOf(Decl.Grade.class),
                g -> g.name().text(), Severity.BREAKING, Severity.BREAKING, Severity.BALANCE));
        changes.addAll(Parts.of(key, "output", a.itemsOf(Decl.Output.class), b.itemsOf(Decl.Output.class),
                o -> o.name().text(), Severity.BREAKING, Severity.BREAKING, Severity.BALANCE));
        if (!Canonical.behaviour(a.itemsOf(Decl.CheckFaces.class)).equals(Canonical.behaviour(b.itemsOf(Decl.CheckFaces.class)))) {
            add("check-faces-changed", Severity.BALANCE, key, "the automatic faces changed");
        }
        if (!Canonical.behaviour(a.pools()).equals(Canonical.behaviour(b.pools()))) {
            add("check-dice-changed", Severity.BALANCE, key, "the dice rolled changed");
        }
        if (!Canonical.behaviour(a.itemsOf(Decl.CheckSuccess.class)).equals(Canonical.behaviour(b.itemsOf(Decl.CheckSuccess.class)))
                || !Canonical.behaviour(a.itemsOf(Decl.CheckAutomatic.class))
                        .equals(Canonical.behaviour(b.itemsOf(Decl.CheckAutomatic.class)))) {
            add("check-condition-changed", Severity.BALANCE, key, "when it succeeds changed");
        }
        List<String> odds = evaluations.odds(a, b);
        if (!odds.isEmpty()) {
            add("odds-changed", Severity.BALANCE, key, String.join("; ", odds));
        } else if (evaluations.lastEvaluated) {
            // the same distributions on every input tried: what changed is how the rule is written
            // (proved on a finite domain; on ints, the tried numbers include every threshold the
            // rulebook writes, and the verdict says it is not proven)
            for (int i = before; i < changes.size(); i++) {
                Change c = changes.get(i);
                if (c.severity() == Severity.BALANCE) {
                    changes.set(i, new Change(c.id(), Severity.INFO, c.key(), c.message()
                            + (evaluations.lastComplete ? " (the odds are the same on every input)"
                                    : " (the odds are the same on every input tried)")));
                }
            }
        }
    }

    /**
     * A chain is a question, not a rule: what counts is whether its answer moved. The odds of
     * both revisions are computed exactly on every input; a chain written differently that
     * answers the same is {@code info}.
     */
    void chain(String key, Decl.Chain a, Decl.Chain b) {
        List<String> odds = evaluations.chainOdds(a, b);
        if (!odds.isEmpty() && !odds.get(0).startsWith("not evaluated")) {
            add("chain-odds-changed", Severity.BALANCE, key, String.join("; ", odds));
        } else if (odds.isEmpty()) {
            add("chain-changed", Severity.INFO, key, "the chain is written differently"
                    + (evaluations.lastComplete ? "; its odds are the same on every input"
                            : "; its odds are the same on every input tried"));
        } else {
            add("chain-changed", Severity.BALANCE, key, "the chain's definition changed (" + odds.get(0) + ")");
        }
    }
}
