package org.rulesc.compiler.doc;

import org.rulesc.compiler.ast.ExprWalk;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;

/**
 * The exact odds of a check over its parameters' domains, from the interpreter's
 * {@link Checks#outcomes}: {@code int} and {@code length} parameters range over -1..S+1 (S the
 * most faces of any die in the rulebook, as the diff does), an {@code int} with a declared domain
 * ({@code judge: int in 0..7}) over its domain, {@code bool}, enums and kinds over every value.
 * Parameters that are not plotted stay at a baseline, shown on the page.
 */
final class CheckOdds {
    /** Above this many combinations of non-int arguments a check gets no per-combination table. */
    static final int MAX_POINTS = 60;
    /** The most dice a parameter that counts them is given. */
    static final int MAX_DICE = 12;

    private final Interpreter in;
    private final Checks checks;
    private final Decl.Check check;
    /** Each parameter's values, or null when its type cannot be enumerated (a hex, a list…). */
    final List<List<Object>> domains = new ArrayList<>();
    final List<Boolean> ints = new ArrayList<>();
    /** Whether an int parameter's values are its declared domain (else -1 and up). */
    private final List<Boolean> declared = new ArrayList<>();
    /** One value per parameter, where the check is not refused if such a value was found. */
    final List<Object> baseline = new ArrayList<>();
    private final CheckSteps steps;
    private final Map<List<Object>, Distribution<Checks.Outcome>> cache = new LinkedHashMap<>();

    CheckOdds(Model model, Interpreter in, Decl.Check check, int largestDie) {
        this.in = in;
        this.checks = new Checks(in);
        this.check = check;
        this.steps = model.construct(check, Construct.Check.class).steps();
        // a parameter that counts dice: the cost of the exact odds grows with it, so it ranges over
        // -1..12 at most (as the differential test's exact distributions do), and starts at 1
        java.util.Set<String> counts = new java.util.HashSet<>();
        for (Decl.DiceSpec d : steps.dice()) {
            if (d.count() != null) {
                ExprWalk.walk(d.count(), x -> {
                    if (x instanceof Expr.NameRef n) {
                        counts.add(n.name().text());
                    }
                });
            }
        }
        for (Construct.Param p : model.construct(check, Construct.Check.class).params()) {
            Type t = p.type();
            boolean isInt = t == Type.Prim.INT || t == Type.Prim.LENGTH;
            ints.add(isInt);
            Decl.Domain domain = isInt && t == Type.Prim.INT ? p.domain() : null;
            declared.add(domain != null);
            if (domain != null) {
                // the values the rules are declared for, no more than a chart shows (fewer dice, for a count)
                long upper = Math.min(domain.hi(), domain.lo() + MAX_POINTS - 1);
                if (counts.contains(p.name())) {
                    upper = Math.max(domain.lo(), Math.min(upper, MAX_DICE));
                }
                List<Object> values = new ArrayList<>();
                for (long v = domain.lo(); v <= upper; v++) {
                    values.add((int) v);
                }
                domains.add(values);
            } else if (isInt) {
                int upper = counts.contains(p.name()) ? Math.min(largestDie + 1, MAX_DICE) : largestDie + 1;
                List<Object> values = new ArrayList<>();
                for (int v = -1; v <= upper; v++) {
                    values.add(v);
                }
                domains.add(values);
            } else {
                List<Object> values = in.valuesOf(t);
                domains.add(values == null || values.isEmpty() ? null : values);
            }
            baseline.add(domain != null ? (domain.contains(0) ? 0 : (int) domain.lo())
                    : isInt ? 0 : domains.get(domains.size() - 1) == null ? null : domains.get(domains.size() - 1).get(0));
        }
        for (int i = 0; i < baseline.size(); i++) {
            if (ints.get(i) && !declared.get(i) && counts.contains(check.params().get(i).name().text())) {
                baseline.set(i, 1);
            }
        }
        // Off its axis, a parameter stays where the chart says most: for each parameter in turn, the
        // first value of its domain (ints from 0 up) that leaves the most of success and the grades
        // uncertain, if it leaves more than the value it has; twice, so a parameter can use the
        // values the ones after it took. A check certain at the baseline would draw flat lines.
        for (int pass = 0; pass < 2 && enumerable(); pass++) {
            for (int i = 0; i < baseline.size(); i++) {
                int best = uncertainty(baseline);
                for (Object v : candidates(i)) {
                    List<Object> at = with(baseline, i, v);
                    int u = uncertainty(at);
                    if (u > best) {
                        best = u;
                        baseline.set(i, v);
                    }
                }
            }
        }
    }

    /** The values parameter {@code i} may take at the baseline: undeclared ints from 0 up, else its domain. */
    private List<Object> candidates(int i) {
        return ints.get(i) && !declared.get(i) ? domains.get(i).subList(1, domains.get(i).size()) : domains.get(i);
    }

    /**
     * How much a chart at {@code args} can show: -1 when refused, else how many of success and
     * the grades have a probability strictly between 0 and 1.
     */
    private int uncertainty(List<Object> args) {
        Distribution<Checks.Outcome> d = outcomes(args);
        if (d == null) {
            return -1;
        }
        int n = uncertain(success(args)) ? 1 : 0;
        for (CheckSteps.Grade g : steps().grades()) {
            n += uncertain(grade(args, g.name())) ? 1 : 0;
        }
        return n;
    }

    private static boolean uncertain(Rational p) {
        return p != null && p.signum() > 0 && p.compareTo(Rational.ONE) < 0;
    }

    /** Whether every parameter can be enumerated (else no odds are drawn). */
    boolean enumerable() {
        return domains.stream().allMatch(d -> d != null);
    }

    /** The whole-outcome distribution at {@code args}, or null when the rules refuse them. */
    Distribution<Checks.Outcome> outcomes(List<Object> args) {
        List<Object> key = List.copyOf(args);
        if (cache.containsKey(key)) {
            return cache.get(key);
        }
        Distribution<Checks.Outcome> d;
        try {
            d = in.bounded(() -> checks.outcomes(check, key));
        } catch (RuntimeException refused) { // a × cell, an overflow: no odds at this point
            d = null;
        }
        cache.put(key, d);
        return d;
    }

    /** P(success) at {@code args}, or null when refused. */
    Rational success(List<Object> args) {
        Distribution<Checks.Outcome> d = outcomes(args);
        return d == null ? null : d.probability(Checks.Outcome::success);
    }

    /** P(the grade applies) at {@code args} (for a player's choice: among the grades that apply). */
    Rational grade(List<Object> args, String grade) {
        Distribution<Checks.Outcome> d = outcomes(args);
        if (d == null) {
            return null;
        }
        return d.probability(o -> o.grades() != null ? o.grades().contains(grade) : o.grade().equals(grade));
    }

    /** The check's steps, as the checker made them explicit: its grades in order, the parts of an outcome. */
    CheckSteps steps() {
        return steps;
    }

    /** {@code args} with parameter {@code i} set to {@code value}. */
    static List<Object> with(List<Object> args, int i, Object value) {
        List<Object> out = new ArrayList<>(args);
        out.set(i, value);
        return out;
    }

    /** Every combination of the non-int parameters' values, ints at the baseline (null when too many). */
    List<List<Object>> points() {
        long size = 1;
        for (int i = 0; i < domains.size(); i++) {
            size *= ints.get(i) ? 1 : domains.get(i).size();
            if (size > MAX_POINTS) {
                return null;
            }
        }
        List<List<Object>> out = new ArrayList<>();
        out.add(baseline);
        for (int i = 0; i < domains.size(); i++) {
            if (ints.get(i)) {
                continue;
            }
            List<List<Object>> next = new ArrayList<>();
            for (List<Object> p : out) {
                for (Object v : domains.get(i)) {
                    next.add(with(p, i, v));
                }
            }
            out = next;
        }
        return out;
    }

    /** A value as the rulebook writes it. */
    String show(Object v) {
        return in.show(v);
    }
}
