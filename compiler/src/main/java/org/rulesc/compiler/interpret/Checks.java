package org.rulesc.compiler.interpret;

import org.rulesc.compiler.ast.ExprWalk;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.model.DiceMechanics;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.IntDistribution;

/**
 * Checks, interpreted in the generated engine's three steps: what is decided before rolling
 * ({@link Automatic}), success (the faces, then {@code success when}), then grades and outputs.
 * {@link #roll} rolls with a {@link Dice}; {@link #outcomes} walks every possible sum of every
 * pool and follow-up roll with its exact probability, never sampling.
 */
public final class Checks {
    private final Interpreter in;
    private final Map<Decl.Check, Plan> plans = new java.util.IdentityHashMap<>();

    public Checks(Interpreter in) {
        this.in = in;
    }

    /**
     * A check's steps made explicit once, so rolling it does not walk its items again: its lets
     * (and which of them the automatic decision reads), automatic decisions, faces, success
     * condition, follow-up rolls, grades and outputs, in order.
     */
    private record Plan(List<Decl.CheckLet> lets, boolean[] automaticLets, List<Decl.CheckAutomatic> automatics,
            List<Decl.CheckFaces> faces, Decl.CheckSuccess success, List<Decl.FollowUp> followUps,
            List<Decl.Grade> grades, List<Decl.Output> outputs, String[] pools, boolean chosen,
            List<String>[] gradeSets, Compiled code) {

        /**
         * The grades that applied, as an immutable list made once per set (indexed by the set's bit
         * mask, grade {@code i} being bit {@code i}), as generated code precomputes them.
         */
        List<String> gradeSet(int mask) {
            if (gradeSets == null) {
                return names(mask);
            }
            List<String> known = gradeSets[mask];
            if (known == null) {
                known = names(mask);
                gradeSets[mask] = known;
            }
            return known;
        }

        private List<String> names(int mask) {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < grades.size(); i++) {
                if ((mask & (1 << i)) != 0) {
                    out.add(grades.get(i).name().text());
                }
            }
            return List.copyOf(out);
        }
    }

    /**
     * The plan's expressions compiled once ({@link Interpreter#node}), with the names they bind,
     * so that rolling looks nothing up: the parameters' names (one {@link Env#frame}), each let's
     * name and value, each automatic decision's, grade's and output's condition or value, and the
     * success condition (null without {@code success when}).
     */
    private record Compiled(String[] params, String[] letNames, Nodes.Node[] lets, Nodes.Node[] automatics,
            Nodes.Node success, Nodes.Node[] grades, String[] gradeNames, String[] outputNames, Nodes.Node[] outputs) {}

    private Compiled compile(Decl.Check check, List<Decl.CheckLet> lets, List<Decl.CheckAutomatic> automatics,
            Decl.CheckSuccess success, List<Decl.Grade> grades, List<Decl.Output> outputs) {
        return new Compiled(Interpreter.names(check.params()),
                lets.stream().map(l -> l.name().text()).toArray(String[]::new),
                lets.stream().map(l -> in.node(l.value())).toArray(Nodes.Node[]::new),
                automatics.stream().map(a -> in.node(a.condition())).toArray(Nodes.Node[]::new),
                success == null ? null : in.node(success.condition()),
                grades.stream().map(g -> in.node(g.condition())).toArray(Nodes.Node[]::new),
                grades.stream().map(g -> g.name().text()).toArray(String[]::new),
                outputs.stream().map(o -> o.name().text()).toArray(String[]::new),
                outputs.stream().map(o -> in.node(o.value())).toArray(Nodes.Node[]::new));
    }

    /** Checks with more grades than this keep no table of grade sets (2^n lists). */
    private static final int MAX_TABULATED_GRADES = 12;

    private Plan plan(Decl.Check check) {
        Plan known = plans.get(check);
        if (known != null) {
            return known;
        }
        List<Decl.CheckLet> lets = check.itemsOf(Decl.CheckLet.class);
        Set<String> needed = automaticLets(check);
        boolean[] mask = new boolean[lets.size()];
        for (int i = 0; i < lets.size(); i++) {
            mask[i] = needed.contains(lets.get(i).name().text());
        }
        List<Decl.CheckSuccess> success = check.itemsOf(Decl.CheckSuccess.class);
        List<Decl.Grade> grades = check.itemsOf(Decl.Grade.class);
        @SuppressWarnings("unchecked")
        List<String>[] gradeSets = check.gradesChosen() && grades.size() <= MAX_TABULATED_GRADES
                ? (List<String>[]) new List<?>[1 << grades.size()] : null;
        List<Decl.CheckAutomatic> automatics = check.itemsOf(Decl.CheckAutomatic.class);
        List<Decl.Output> outputs = check.itemsOf(Decl.Output.class);
        Decl.CheckSuccess condition = success.isEmpty() ? null : success.get(0);
        Plan plan = new Plan(lets, mask, automatics, check.itemsOf(Decl.CheckFaces.class), condition,
                check.followUps(), grades, outputs,
                check.pools().stream().map(Decl.Pool::variable).toArray(String[]::new), check.gradesChosen(), gradeSets,
                compile(check, lets, automatics, condition, grades, outputs));
        plans.put(check, plan);
        return plan;
    }

    /** What is decided before rolling, as the generated {@code automatic} step decides it. */
    public enum Automatic {
        ROLL, SUCCESS, FAILURE, SUCCESS_ROLLING_ANYWAY, FAILURE_ROLLING_ANYWAY;

        boolean rolls() {
            return this == ROLL || this == SUCCESS_ROLLING_ANYWAY || this == FAILURE_ROLLING_ANYWAY;
        }

        boolean succeeds() {
            return this == SUCCESS || this == SUCCESS_ROLLING_ANYWAY;
        }
    }

    /**
     * One resolved check.
     *
     * @param roll the sum of every pool (0 when decided without rolling)
     * @param rolled whether dice were rolled
     * @param success whether it succeeded
     * @param grade the graded result's id ({@code success}/{@code failure} when no grade applies)
     * @param grades every grade that applied, in order, when the player chooses (else null)
     * @param sums each named pool's and each follow-up roll's sum
     * @param outputs each output's value
     */
    public record Outcome(int roll, boolean rolled, boolean success, String grade, List<String> grades,
            Map<String, Integer> sums, Map<String, Object> outputs) {}

    /** Resolves the check, rolling its pools and follow-up rolls with {@code dice} in order. */
    public Outcome roll(Decl.Check check, List<Object> args, Dice dice) {
        Plan plan = plan(check);
        Env params = params(check, plan, args);
        Automatic automatic = automatic(plan, params);
        List<Integer> pools = new ArrayList<>(plan.pools().length);
        for (Decl.Pool p : check.pools()) {
            pools.add(automatic.rolls() ? DiceMechanics.roll(p.dice(), count(p.dice(), params), dice) : 0);
        }
        // the lets are computed once, with the pools' sums; success, then each follow-up's sum joins them
        Env env = lets(plan, withPools(plan, params, pools), false);
        boolean success = success(plan, env, pools, automatic);
        env = env.with("success", success);
        List<Integer> followUps = plan.followUps().isEmpty() ? List.of() : new ArrayList<>();
        for (Decl.FollowUp f : plan.followUps()) {
            int sum = DiceMechanics.roll(f.dice(), followUpDice(f, env), dice);
            followUps.add(sum);
            env = env.with(f.name().text(), sum);
        }
        return resolve(check, plan, env, pools, followUps, automatic.rolls(), success);
    }

    /** The parameters bound, after their declared domains are checked. */
    private static Env params(Decl.Check check, Plan plan, List<Object> args) {
        ParamDomains.require(check, check.params(), args);
        if (args.size() != plan.code().params().length) {
            throw new IllegalArgumentException("expected " + plan.code().params().length + " arguments, got "
                    + args.size());
        }
        return Env.empty().frame(plan.code().params(), args.toArray());
    }

    /** The exact distribution of whole outcomes over every possible roll. */
    public Distribution<Outcome> outcomes(Decl.Check check, List<Object> args) {
        Plan plan = plan(check);
        return walk(check, args, (pools, followUps, rolled, success, env) ->
                resolve(check, plan, env, pools, followUps, rolled, success));
    }

    /** The distribution of one part of the outcome (the grade, a pool's or output's value…). */
    public <T> Distribution<T> distribution(Decl.Check check, List<Object> args, Function<Outcome, T> part) {
        return outcomes(check, args).map(part);
    }

    /** The distribution of the graded result alone, without building outcome records (as generated code does). */
    public Distribution<String> grades(Decl.Check check, List<Object> args) {
        Plan plan = plan(check);
        return walk(check, args, (pools, followUps, rolled, success, env) -> grade(plan, env, success));
    }

    /** What one combination of sums resolves to; {@code env} holds the lets, success and every sum. */
    private interface Leaf<T> {
        T resolve(List<Integer> pools, List<Integer> followUps, boolean rolled, boolean success, Env env);
    }

    /**
     * Every possible sum of every pool and follow-up roll, each weighted by the number of ways
     * (the runtime's integer-weight dice sums), resolved by {@code leaf}.
     */
    private <T> Distribution<T> walk(Decl.Check check, List<Object> args, Leaf<T> leaf) {
        Plan plan = plan(check);
        Env params = params(check, plan, args);
        Automatic automatic = automatic(plan, params);
        Distribution.Builder<T> out = Distribution.builder();
        int n = check.pools().size() + plan.followUps().size();
        Walk<T> w = new Walk<>(check, params, automatic, leaf, out, new IntDistribution[n], new int[n]);
        w.pools(new ArrayList<>());
        return out.build();
    }

    /** One walk over the sums: the dice distributions and the position in each, so far. */
    private final class Walk<T> {
        private final Decl.Check check;
        private final Plan plan;
        private final Env params;
        private final Automatic automatic;
        private final Leaf<T> leaf;
        private final Distribution.Builder<T> out;
        private final IntDistribution[] dice;
        private final int[] at;

        Walk(Decl.Check check, Env params, Automatic automatic, Leaf<T> leaf, Distribution.Builder<T> out,
                IntDistribution[] dice, int[] at) {
            this.check = check;
            this.plan = plan(check);
            this.params = params;
            this.automatic = automatic;
            this.leaf = leaf;
            this.out = out;
            this.dice = dice;
            this.at = at;
        }

        void pools(List<Integer> sums) {
            int k = sums.size();
            if (k < check.pools().size()) {
                Decl.Pool pool = check.pools().get(k);
                dice[k] = DiceMechanics.distribution(pool.dice(), automatic.rolls() ? count(pool.dice(), params) : 0);
                for (int i = 0; i < dice[k].size(); i++) {
                    at[k] = i;
                    sums.add(dice[k].value(i));
                    pools(sums);
                    sums.remove(k);
                }
                return;
            }
            Env env = lets(plan, withPools(plan, params, sums), false);
            boolean success = success(plan, env, sums, automatic);
            followUps(sums, success, new ArrayList<>(), env.with("success", success));
        }

        void followUps(List<Integer> pools, boolean success, List<Integer> sums, Env env) {
            int k = sums.size();
            if (k < plan.followUps().size()) {
                int slot = check.pools().size() + k;
                Decl.FollowUp f = plan.followUps().get(k);
                dice[slot] = DiceMechanics.distribution(f.dice(), followUpDice(f, env));
                for (int i = 0; i < dice[slot].size(); i++) {
                    at[slot] = i;
                    int sum = dice[slot].value(i);
                    sums.add(sum);
                    followUps(pools, success, sums, env.with(f.name().text(), sum));
                    sums.remove(k);
                }
                return;
            }
            in.step();
            T result = leaf.resolve(pools, sums, automatic.rolls(), success, env);
            switch (dice.length) {
                case 0 -> out.add(result, 1, 1);
                case 1 -> out.add(result, dice[0], at[0]);
                case 2 -> out.add(result, dice[0], at[0], dice[1], at[1]);
                default -> out.add(result, dice, at);
            }
        }
    }

    /** Pools, follow-ups and int outputs: the parts with a {@code …Distribution} in generated code. */
    public List<String> intComponents(Decl.Check check) {
        List<String> out = new ArrayList<>();
        if (check.pooled()) {
            check.pools().forEach(p -> out.add(p.variable()));
        }
        plan(check).followUps().forEach(f -> out.add(f.name().text()));
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.Output o && in.model.type(o.value()) == Type.Prim.INT) {
                out.add(o.name().text());
            }
        }
        return out;
    }

    /** The value of an int component of an outcome (see {@link #intComponents}). */
    public static int component(Outcome o, String name) {
        Integer sum = o.sums().get(name);
        return sum != null ? sum : (Integer) o.outputs().get(name);
    }

    private int count(Decl.DiceSpec dice, Env params) {
        return dice.count() == null ? (int) dice.fixedCount() : Math.max(0, Interpreter.integer(in.eval(dice.count(), params)));
    }

    private static Env withPools(Plan plan, Env env, List<Integer> pools) {
        for (int i = 0; i < plan.pools().length; i++) {
            env = env.with(plan.pools()[i], pools.get(i));
        }
        return env;
    }

    /** The check's lets ({@code automaticOnly}: those the automatic decision reads), evaluated in order. */
    private static Env lets(Plan plan, Env env, boolean automaticOnly) {
        Compiled code = plan.code();
        for (int i = 0; i < code.lets().length; i++) {
            if (!automaticOnly || plan.automaticLets()[i]) {
                env = env.with(code.letNames()[i], code.lets()[i].eval(env));
            }
        }
        return env;
    }

    Automatic automatic(Decl.Check check, Env params) {
        return automatic(plan(check), params);
    }

    private static Automatic automatic(Plan plan, Env params) {
        if (plan.automatics().isEmpty()) {
            return Automatic.ROLL;
        }
        Env env = params;
        for (String pool : plan.pools()) {
            env = env.with(pool, 0); // nothing is rolled yet, so every sum is 0
        }
        env = lets(plan, env, true);
        for (int i = 0; i < plan.automatics().size(); i++) {
            Decl.CheckAutomatic a = plan.automatics().get(i);
            if (Interpreter.bool(plan.code().automatics()[i].eval(env))) {
                return a.success() ? (a.rollAnyway() ? Automatic.SUCCESS_ROLLING_ANYWAY : Automatic.SUCCESS)
                        : (a.rollAnyway() ? Automatic.FAILURE_ROLLING_ANYWAY : Automatic.FAILURE);
            }
        }
        return Automatic.ROLL;
    }

    /** The lets that {@code always … when} conditions read, directly or through other lets. */
    private Set<String> automaticLets(Decl.Check check) {
        Set<String> needed = new HashSet<>();
        List<Decl.CheckItem> items = check.items();
        for (int i = items.size() - 1; i >= 0; i--) {
            if (items.get(i) instanceof Decl.CheckAutomatic a) {
                locals(a.condition(), needed);
            } else if (items.get(i) instanceof Decl.CheckLet l && needed.contains(l.name().text())) {
                locals(l.value(), needed);
            }
        }
        int before;
        do {
            before = needed.size();
            for (Decl.CheckItem item : items) {
                if (item instanceof Decl.CheckLet l && needed.contains(l.name().text())) {
                    locals(l.value(), needed);
                }
            }
        } while (needed.size() != before);
        return needed;
    }

    private void locals(Expr e, Set<String> into) {
        ExprWalk.walk(e, x -> {
            if (x instanceof Expr.NameRef n && in.model.refs.get(n) instanceof Ref.Local) {
                into.add(n.name().text());
            }
        });
    }

    /** Whether the check succeeds; {@code env} holds its parameters, pools and lets. */
    private static boolean success(Plan plan, Env env, List<Integer> pools, Automatic automatic) {
        if (automatic != Automatic.ROLL) {
            return automatic.succeeds();
        }
        int roll = pools.get(0);
        for (Decl.CheckFaces f : plan.faces()) {
            for (Decl.FaceRange face : f.faces()) {
                if (roll >= face.lo() && roll <= face.hi()) {
                    return f.success();
                }
            }
        }
        // without `success when` a check is a total: every roll counts as a success
        return plan.success() == null || Interpreter.bool(plan.code().success().eval(env));
    }

    /** How many dice a follow-up rolls (0 when its condition does not hold); {@code env} holds what it may read. */
    private int followUpDice(Decl.FollowUp f, Env env) {
        if (f.condition() != null && !Interpreter.bool(in.eval(f.condition(), env))) {
            return 0;
        }
        return count(f.dice(), env);
    }

    /** The graded result: the first grade whose condition holds, else success or failure. */
    private static String grade(Plan plan, Env env, boolean success) {
        Compiled code = plan.code();
        for (int i = 0; i < code.grades().length; i++) {
            if (Interpreter.bool(code.grades()[i].eval(env))) {
                return code.gradeNames()[i];
            }
        }
        return success ? "success" : "failure";
    }

    /** Every grade whose condition holds (the player chooses among them), as a bit mask in grade order. */
    private static int appliedGrades(Plan plan, Env env) {
        int mask = 0;
        Nodes.Node[] grades = plan.code().grades();
        for (int i = 0; i < grades.length; i++) {
            if (Interpreter.bool(grades[i].eval(env))) {
                mask |= 1 << i;
            }
        }
        return mask;
    }

    /** Every grade that holds, in order, for a check with too many grades to tabulate their sets. */
    private static List<String> applied(Plan plan, Env env) {
        List<String> out = new ArrayList<>();
        Compiled code = plan.code();
        for (int i = 0; i < code.grades().length; i++) {
            if (Interpreter.bool(code.grades()[i].eval(env))) {
                out.add(code.gradeNames()[i]);
            }
        }
        return List.copyOf(out);
    }

    /** The outcome; {@code env} holds the lets, success and every sum: what grades and outputs read. */
    private static Outcome resolve(Decl.Check check, Plan plan, Env env, List<Integer> pools, List<Integer> followUps,
            boolean rolled, boolean success) {
        List<String> grades = null;
        String result;
        if (plan.chosen() && plan.gradeSets() != null) {
            int mask = appliedGrades(plan, env);
            grades = plan.gradeSet(mask);
            result = mask == 0 ? (success ? "success" : "failure")
                    : plan.code().gradeNames()[Integer.numberOfTrailingZeros(mask)];
        } else if (plan.chosen()) {
            grades = applied(plan, env);
            result = grades.isEmpty() ? (success ? "success" : "failure") : grades.get(0);
        } else {
            result = grade(plan, env, success);
        }
        Map<String, Integer> sums = Map.of();
        if (check.pooled() || !followUps.isEmpty()) {
            sums = new LinkedHashMap<>();
            if (check.pooled()) {
                for (int i = 0; i < plan.pools().length; i++) {
                    sums.put(plan.pools()[i], pools.get(i));
                }
            }
            for (int k = 0; k < followUps.size(); k++) {
                sums.put(plan.followUps().get(k).name().text(), followUps.get(k));
            }
        }
        Compiled code = plan.code();
        Map<String, Object> outputs;
        if (code.outputs().length == 1) { // the common case, without a LinkedHashMap
            outputs = Collections.singletonMap(code.outputNames()[0], code.outputs()[0].eval(env));
        } else {
            outputs = new LinkedHashMap<>();
            for (int i = 0; i < code.outputs().length; i++) {
                outputs.put(code.outputNames()[i], code.outputs()[i].eval(env));
            }
        }
        int total = 0;
        for (int s : pools) {
            total += s;
        }
        return new Outcome(total, rolled, success, result, grades,
                sums.isEmpty() ? Map.of() : Collections.unmodifiableMap(sums),
                code.outputs().length <= 1 ? (outputs.isEmpty() ? Map.of() : outputs)
                        : Collections.unmodifiableMap(outputs));
    }
}
