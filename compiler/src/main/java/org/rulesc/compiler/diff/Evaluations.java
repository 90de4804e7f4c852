package org.rulesc.compiler.diff;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Bounds;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RuleViolation;

/**
 * Both revisions of one callable declaration evaluated on the same inputs with the
 * interpreter: values for formulas, tables and modifiers, exact grade and output distributions
 * for checks. Reports only the inputs where the revisions differ, and how many there are.
 */
final class Evaluations {
    /** Most inputs shown per changed declaration; the rest are counted. */
    private static final int SHOWN = 3;

    private final Model oldModel;
    private final Model newModel;
    final Interpreter oldIn;
    final Interpreter newIn;
    /** The ints tried for an int parameter, worked out once per comparison (they read the whole rulebook). */
    private List<Integer> numbers;
    long inputs;
    boolean proven = true;
    /** Whether the last comparison covered every input of its domain. */
    boolean lastComplete;
    /** Whether the last comparison evaluated anything (its parameters' types can be enumerated). */
    boolean lastEvaluated;

    Evaluations(Model oldModel, Model newModel) {
        this.oldModel = oldModel;
        this.newModel = newModel;
        this.oldIn = new Interpreter(oldModel);
        this.newIn = new Interpreter(newModel);
    }

    /**
     * The changes in value of a formula, table or modifiers block; empty when it is equal on every
     * input. {@code call} evaluates the declaration of the revision whose interpreter it is given.
     */
    List<String> values(Decl oldDecl, List<Construct.Param> oldParams, List<Construct.Param> newParams,
            BiFunction<Interpreter, List<Object>, Object> call) {
        return compare(oldDecl, oldParams, newParams, (in, args) -> Domains.neutral(call.apply(in, args)), null);
    }

    boolean isOld(Interpreter in) {
        return in == oldIn;
    }

    /** The changes of a check's odds: each grade's probability, each int output's mean, on every input. */
    List<String> odds(Decl.Check oldCheck, Decl.Check newCheck) {
        Checks oldChecks = new Checks(oldIn);
        Checks newChecks = new Checks(newIn);
        return compare(oldCheck, oldModel.construct(oldCheck, Construct.Check.class).params(),
                newModel.construct(newCheck, Construct.Check.class).params(), (in, args) -> {
            Checks checks = in == oldIn ? oldChecks : newChecks;
            Decl.Check check = in == oldIn ? oldCheck : newCheck;
            Map<String, Object> odds = new LinkedHashMap<>();
            Distribution<Checks.Outcome> outcomes = checks.outcomes(check, args);
            // every grade in the check's own order, then success and failure: the order the report reads in
            Map<String, Rational> grades = new LinkedHashMap<>();
            Map<String, Rational> p = outcomes.map(Checks.Outcome::grade).asMap();
            for (String result : (in == oldIn ? oldModel : newModel).steps(check).results()) {
                grades.put(result, p.getOrDefault(result, Rational.ZERO));
            }
            odds.put("grades", grades);
            for (String part : checks.intComponents(check)) {
                odds.put(part, outcomes.map(o -> Checks.component(o, part)).asMap());
            }
            return odds;
        }, this::describeOdds);
    }

    /**
     * The changes of a chain's exact odds on every input: P(done by step k) for each step either
     * revision reports, and the expected number of steps.
     */
    List<String> chainOdds(Decl.Chain oldChain, Decl.Chain newChain) {
        org.rulesc.compiler.interpret.Chains oldChains = new org.rulesc.compiler.interpret.Chains(oldIn);
        org.rulesc.compiler.interpret.Chains newChains = new org.rulesc.compiler.interpret.Chains(newIn);
        return compare(oldChain, oldModel.construct(oldChain, Construct.Chain.class).params(),
                newModel.construct(newChain, Construct.Chain.class).params(), (in, args) -> {
            org.rulesc.runtime.MarkovChain.Result r = in == oldIn ? oldChains.run(oldChain, args)
                    : newChains.run(newChain, args);
            return new ChainOdds(r.doneBy(), r.expectedSteps());
        }, Evaluations::describeChain);
    }

    /** What a chain reports for one input; {@code expected} null: it may never be done. */
    private record ChainOdds(List<Rational> doneBy, Rational expected) {}

    /** {@code done by 4 1/6561 → 16/6561, …; expected steps 36 → 18}. */
    private static String describeChain(Object before, Object after) {
        if (!(before instanceof ChainOdds b) || !(after instanceof ChainOdds a)) {
            return show(before) + " → " + show(after);
        }
        List<String> parts = new ArrayList<>();
        for (int k = 1; k <= Math.max(b.doneBy().size(), a.doneBy().size()); k++) {
            String p = k <= b.doneBy().size() ? b.doneBy().get(k - 1).toString() : "(not reported)";
            String q = k <= a.doneBy().size() ? a.doneBy().get(k - 1).toString() : "(not reported)";
            if (!p.equals(q)) {
                parts.add("done by " + k + " " + p + " → " + q);
            }
        }
        if (!java.util.Objects.equals(b.expected(), a.expected())) {
            parts.add("expected steps " + (b.expected() == null ? "never" : b.expected()) + " → "
                    + (a.expected() == null ? "never" : a.expected()));
        }
        return String.join(", ", parts);
    }

    private interface Describer {
        String describe(Object oldValue, Object newValue);
    }

    private List<String> compare(Decl decl, List<Construct.Param> oldParams, List<Construct.Param> newParams,
            BiFunction<Interpreter, List<Object>, Object> call, Describer describer) {
        if (numbers == null) {
            numbers = Domains.numbers(oldModel);
        }
        Domains.Points points = Domains.of(oldModel, oldIn, numbers, oldParams, newParams);
        lastComplete = points != null && points.complete();
        lastEvaluated = points != null;
        if (points == null) {
            proven = false;
            return List.of("not evaluated: a parameter's type cannot be enumerated");
        }
        if (!points.complete()) {
            proven = false;
        }
        List<String> shown = new ArrayList<>();
        int differing = 0;
        for (List<Object> point : points.points()) {
            List<Object> oldArgs = Domains.arguments(oldModel, oldIn, oldParams, point);
            List<Object> newArgs = Domains.arguments(newModel, newIn, newParams, point);
            if (oldArgs == null || newArgs == null) {
                continue;
            }
            inputs++;
            Object before = outcome(oldIn, oldArgs, call);
            Object after = outcome(newIn, newArgs, call);
            if (!before.equals(after)) {
                differing++;
                if (shown.size() < SHOWN) {
                    String where = decl.name().text() + "(" + Domains.show(oldParams, point) + ")";
                    shown.add(where + ": " + (describer == null ? show(before) + " → " + show(after)
                            : describer.describe(before, after)));
                }
            }
        }
        if (differing > SHOWN) {
            shown.add("… and " + (differing - SHOWN) + " more of " + points.points().size() + " inputs");
        }
        if (differing > 0 && !points.complete()) {
            shown.add("(" + points.points().size() + " of " + points.domainSize() + " inputs sampled)");
        }
        return shown;
    }

    private static Object outcome(Interpreter in, List<Object> args, BiFunction<Interpreter, List<Object>, Object> call) {
        try {
            return in.bounded(() -> call.apply(in, args));
        } catch (Bounds.Exceeded tooLarge) {
            return "beyond rulesc's bounds";
        } catch (RuleViolation refused) {
            return "refused";
        } catch (ArithmeticException x) {
            return "arithmetic error";
        }
    }

    private static String show(Object v) {
        if (v instanceof String s && s.startsWith("#")) {
            return s.substring(1);
        }
        return String.valueOf(v);
    }

    /** {@code success 1/2 → 2/3 (+16.7 pp), damage mean 3/2 → 2 (TVD 1/6)}. */
    @SuppressWarnings("unchecked")
    private String describeOdds(Object before, Object after) {
        if (!(before instanceof Map<?, ?> b) || !(after instanceof Map<?, ?> a)) {
            return show(before) + " → " + show(after);
        }
        List<String> parts = new ArrayList<>();
        Map<Object, Rational> oldGrades = (Map<Object, Rational>) b.get("grades");
        Map<Object, Rational> newGrades = (Map<Object, Rational>) a.get("grades");
        Set<Object> grades = new LinkedHashSet<>(oldGrades.keySet());
        grades.addAll(newGrades.keySet());
        for (Object g : grades) {
            Rational p = oldGrades.getOrDefault(g, Rational.ZERO);
            Rational q = newGrades.getOrDefault(g, Rational.ZERO);
            if (!p.equals(q)) {
                parts.add(g + " " + p + " → " + q + " (" + pp(q.minus(p)) + ")");
            }
        }
        for (Object key : b.keySet()) {
            if (key.equals("grades") || !a.containsKey(key)) {
                continue;
            }
            Map<Object, Rational> p = (Map<Object, Rational>) b.get(key);
            Map<Object, Rational> q = (Map<Object, Rational>) a.get(key);
            if (!p.equals(q)) {
                parts.add(key + " mean " + mean(p) + " → " + mean(q) + " (total variation " + tvd(p, q) + ")");
            }
        }
        return String.join(", ", parts);
    }

    /** A probability difference in percentage points, one decimal: {@code +16.7 pp}. */
    static String pp(Rational delta) {
        BigDecimal points = new BigDecimal(delta.numerator()).multiply(BigDecimal.valueOf(100))
                .divide(new BigDecimal(delta.denominator()), new MathContext(12)).setScale(1, RoundingMode.HALF_EVEN);
        return (points.signum() > 0 ? "+" : "") + points.toPlainString() + " pp";
    }

    private static Rational mean(Map<Object, Rational> d) {
        Rational sum = Rational.ZERO;
        for (Map.Entry<Object, Rational> e : d.entrySet()) {
            sum = sum.plus(e.getValue().times(Rational.of((Integer) e.getKey())));
        }
        return sum;
    }

    /** Total variation distance: half the summed absolute differences. */
    private static Rational tvd(Map<Object, Rational> p, Map<Object, Rational> q) {
        Set<Object> keys = new LinkedHashSet<>(p.keySet());
        keys.addAll(q.keySet());
        Rational sum = Rational.ZERO;
        for (Object k : keys) {
            Rational d = p.getOrDefault(k, Rational.ZERO).minus(q.getOrDefault(k, Rational.ZERO));
            sum = sum.plus(d.signum() < 0 ? d.negate() : d);
        }
        return sum.times(Rational.of(1, 2));
    }
}
