package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.compiler.model.CheckSteps.Decision;
import org.rulesc.compiler.model.DiceMechanics;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.IntDistribution;

/**
 * Checks, interpreted in the generated engine's three steps: what is decided before rolling
 * ({@link Decision}), success (the faces, then {@code success when}), then grades and outputs.
 * {@link #roll} rolls with a {@link Dice}; {@link #outcomes} walks every possible sum of every
 * pool and follow-up roll with its exact probability, never sampling.
 */
public final class Checks {
    private final Interpreter in;
    private final Map<Decl.Check, Plan> plans = new java.util.IdentityHashMap<>();

    public Checks(Interpreter in) {
        this.in = in;
    }

    /** The plan of the last check rolled: a check rolled many times is not looked up each time. */
    private Plan last;

    /**
     * A check's steps made explicit once, so rolling it does not walk its items again: its lets
     * (and which of them the automatic decision reads), automatic decisions, faces, success
     * condition, follow-up rolls, grades and outputs, in order, with every expression compiled
     * ({@link Compiled}).
     *
     * <p>Rolling binds the check's locals in one frame ({@link Env#frame}) whose slots are laid
     * out as {@link #names}: the parameters, the pools' sums, the lets, {@code success}, then the
     * follow-up rolls, the order in which they come into scope. The expressions are compiled
     * against that layout ({@link Nodes#Nodes(Interpreter, String[], int)}), each seeing the
     * slots bound before it, so a local is read by index and nothing is looked up by name.
     */
    private record Plan(Decl.Check check, Spare spare, List<CheckSteps.Let> lets, boolean[] beforeRolling,
            List<CheckSteps.Always> automatics, Decision[] decisions, Faces faces, Typed success,
            List<CheckSteps.FollowUp> followUps, List<CheckSteps.Grade> grades, List<CheckSteps.Output> outputs,
            String[] pools,
            Decl.DiceSpec[] poolDice, boolean pooled, boolean chosen, List<String>[] gradeSets, String[] names,
            int params, boolean domains, Compiled code) {

        int poolSlot(int k) {
            return params + k;
        }

        int letSlot(int i) {
            return params + pools.length + i;
        }

        int successSlot() {
            return params + pools.length + lets.size();
        }

        int followUpSlot(int j) {
            return successSlot() + 1 + j;
        }

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
                    out.add(grades.get(i).name());
                }
            }
            return List.copyOf(out);
        }
    }

    /**
     * The plan's expressions compiled once against its frame's layout: each pool's dice count
     * (null for a fixed count), each let's value, each automatic decision's, grade's and output's
     * condition or value, the success condition (null without {@code success when}), and each
     * follow-up's condition (null when unconditional) and dice count (null for a fixed count).
     */
    private record Compiled(Nodes.Node[] poolCounts, Nodes.Node[] lets, Nodes.Node[] automatics,
            Nodes.Node success, Nodes.Node[] followUpConditions, Nodes.Node[] followUpCounts, Nodes.Node[] grades,
            String[] gradeNames, String[] outputNames, Nodes.Node[] outputs) {}

    private Compiled compile(List<CheckSteps.Pool> pools, String[] names, int params, List<CheckSteps.Let> lets,
            List<CheckSteps.Always> automatics, Typed success, List<CheckSteps.FollowUp> followUps,
            List<CheckSteps.Grade> grades, List<CheckSteps.Output> outputs) {
        int letBase = params + pools.size();
        int afterLets = letBase + lets.size();
        Nodes.Node[] poolCounts = new Nodes.Node[pools.size()];
        for (int k = 0; k < poolCounts.length; k++) {
            Typed count = pools.get(k).count();
            poolCounts[k] = count == null ? null : node(count, names, params);
        }
        Nodes.Node[] letNodes = new Nodes.Node[lets.size()];
        for (int i = 0; i < letNodes.length; i++) {
            letNodes[i] = node(lets.get(i).value(), names, letBase + i);
        }
        Nodes.Node[] conditions = new Nodes.Node[followUps.size()];
        Nodes.Node[] counts = new Nodes.Node[followUps.size()];
        for (int j = 0; j < conditions.length; j++) {
            CheckSteps.FollowUp f = followUps.get(j);
            int visible = afterLets + 1 + j;
            conditions[j] = f.condition() == null ? null : node(f.condition(), names, visible);
            counts[j] = f.count() == null ? null : node(f.count(), names, visible);
        }
        return new Compiled(poolCounts, letNodes,
                automatics.stream().map(a -> node(a.condition(), names, afterLets)).toArray(Nodes.Node[]::new),
                success == null ? null : node(success, names, afterLets),
                conditions, counts,
                grades.stream().map(g -> node(g.condition(), names, names.length)).toArray(Nodes.Node[]::new),
                grades.stream().map(CheckSteps.Grade::name).toArray(String[]::new),
                outputs.stream().map(CheckSteps.Output::name).toArray(String[]::new),
                outputs.stream().map(o -> node(o.value(), names, names.length)).toArray(Nodes.Node[]::new));
    }

    /** {@code e} compiled to read the first {@code visible} slots of a check's frame laid out as {@code names}. */
    private Nodes.Node node(Typed e, String[] names, int visible) {
        return new Nodes(in, names, visible).compile(e);
    }

    /** Checks with more grades than this keep no table of grade sets (2^n lists). */
    private static final int MAX_TABULATED_GRADES = 12;

    private Plan plan(Decl.Check check) {
        Plan plan = last;
        if (plan != null && plan.check() == check) {
            return plan;
        }
        plan = plans.get(check);
        if (plan == null) {
            plan = newPlan(check);
            plans.put(check, plan);
        }
        last = plan;
        return plan;
    }

    /** The plan of a check, from the steps the checker made explicit ({@link CheckSteps}). */
    private Plan newPlan(Decl.Check check) {
        CheckSteps steps = in.model.steps(check);
        List<CheckSteps.Let> lets = steps.lets();
        boolean[] mask = new boolean[lets.size()];
        for (int i = 0; i < lets.size(); i++) {
            mask[i] = lets.get(i).beforeRolling();
        }
        List<CheckSteps.Grade> grades = steps.grades();
        @SuppressWarnings("unchecked")
        List<String>[] gradeSets = steps.gradesChosen() && grades.size() <= MAX_TABULATED_GRADES
                ? (List<String>[]) new List<?>[1 << grades.size()] : null;
        List<CheckSteps.Always> automatics = steps.decisions();
        List<CheckSteps.Output> outputs = steps.outputs();
        List<CheckSteps.FollowUp> followUps = steps.followUps();
        String[] pools = steps.pools().stream().map(CheckSteps.Pool::name).toArray(String[]::new);
        List<String> names = new ArrayList<>(List.of(Interpreter.names(check.params())));
        names.addAll(List.of(pools));
        lets.forEach(l -> names.add(l.name()));
        names.add("success");
        followUps.forEach(f -> names.add(f.name()));
        String[] layout = names.toArray(String[]::new);
        Decision[] decisions = automatics.stream().map(CheckSteps.Always::decision).toArray(Decision[]::new);
        return new Plan(check, new Spare(layout, pools.length), lets, mask, automatics, decisions,
                Faces.of(steps.faces()), steps.success(), followUps, grades, outputs, pools,
                steps.pools().stream().map(CheckSteps.Pool::dice).toArray(Decl.DiceSpec[]::new), steps.pooled(),
                steps.gradesChosen(), gradeSets, layout,
                check.params().size(), ParamDomains.any(check.params()),
                compile(steps.pools(), layout, check.params().size(), lets, automatics, steps.success(), followUps,
                        grades, outputs));
    }

    /** The {@code always success on …}/{@code always failure on …} face ranges, in order, flattened. */
    private record Faces(int[] lo, int[] hi, boolean[] success) {
        static Faces of(List<CheckSteps.FaceRule> items) {
            List<int[]> ranges = new ArrayList<>();
            for (CheckSteps.FaceRule f : items) {
                for (Decl.FaceRange face : f.faces()) {
                    ranges.add(new int[] {face.lo(), face.hi(), f.success() ? 1 : 0});
                }
            }
            Faces out = new Faces(new int[ranges.size()], new int[ranges.size()], new boolean[ranges.size()]);
            for (int i = 0; i < ranges.size(); i++) {
                out.lo[i] = ranges.get(i)[0];
                out.hi[i] = ranges.get(i)[1];
                out.success[i] = ranges.get(i)[2] == 1;
            }
            return out;
        }
    }

    /**
     * One resolved check: a value, equal to another with the same parts, shown as a record is.
     * A roll keeps its outputs' values as computed and makes the map of {@link #outputs} when it
     * is first asked for, so rolling allocates no map (see {@link #Outcome(int, boolean, boolean,
     * String, List, Map, String[], Object)}).
     */
    public static final class Outcome {
        private final int roll;
        private final boolean rolled;
        private final boolean success;
        private final String grade;
        private final List<String> grades;
        private final Map<String, Integer> sums;
        /** The outputs' names, shared by every outcome of the check (null once {@link #outputs} is made). */
        private final String[] outputNames;
        /** The one output's value, or the outputs' values in an array when there are several. */
        private final Object outputValues;
        private Map<String, Object> outputs;

        /**
         * An outcome.
         *
         * @param roll the sum of every pool (0 when decided without rolling)
         * @param rolled whether dice were rolled
         * @param success whether it succeeded
         * @param grade the graded result's id ({@code success}/{@code failure} when no grade applies)
         * @param grades every grade that applied, in order, when the player chooses (else null)
         * @param sums each named pool's and each follow-up roll's sum
         * @param outputs each output's value
         */
        public Outcome(int roll, boolean rolled, boolean success, String grade, List<String> grades,
                Map<String, Integer> sums, Map<String, Object> outputs) {
            this(roll, rolled, success, grade, grades, sums, null, null);
            this.outputs = outputs;
        }

        /** An outcome whose outputs are {@code names} with {@code values} (the value itself for one name). */
        private Outcome(int roll, boolean rolled, boolean success, String grade, List<String> grades,
                Map<String, Integer> sums, String[] names, Object values) {
            this.roll = roll;
            this.rolled = rolled;
            this.success = success;
            this.grade = grade;
            this.grades = grades;
            this.sums = sums;
            this.outputNames = names;
            this.outputValues = values;
        }

        /** The sum of every pool (0 when decided without rolling). */
        public int roll() {
            return roll;
        }

        /** Whether dice were rolled. */
        public boolean rolled() {
            return rolled;
        }

        /** Whether it succeeded. */
        public boolean success() {
            return success;
        }

        /** The graded result's id ({@code success}/{@code failure} when no grade applies). */
        public String grade() {
            return grade;
        }

        /**
         * This outcome with the player's pick among the grades that applied as its grade.
         *
         * @throws IllegalArgumentException when {@code pick} did not apply
         */
        public Outcome chosen(String pick) {
            if (grades == null || !grades.contains(pick)) {
                throw new IllegalArgumentException("the player cannot choose " + pick + ": the grades that applied are "
                        + grades);
            }
            Outcome out = new Outcome(roll, rolled, success, pick, grades, sums, outputNames, outputValues);
            out.outputs = outputs;
            return out;
        }

        /** Every grade that applied, in order, when the player chooses (else null). */
        public List<String> grades() {
            return grades;
        }

        /** Each named pool's and each follow-up roll's sum. */
        public Map<String, Integer> sums() {
            return sums;
        }

        /** Each output's value, in the check's order. */
        public Map<String, Object> outputs() {
            Map<String, Object> known = outputs;
            if (known == null && outputNames != null) {
                known = outputMap(outputNames, outputValues);
                outputs = known; // the same map whoever makes it first: a race only makes it twice
            }
            return known;
        }

        private static Map<String, Object> outputMap(String[] names, Object values) {
            if (names.length == 0) {
                return Map.of();
            } else if (names.length == 1) {
                return Collections.singletonMap(names[0], values);
            }
            Object[] all = (Object[]) values;
            Map<String, Object> out = new LinkedHashMap<>();
            for (int i = 0; i < names.length; i++) {
                out.put(names[i], all[i]);
            }
            return Collections.unmodifiableMap(out);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Outcome x && roll == x.roll && rolled == x.rolled && success == x.success
                    && Objects.equals(grade, x.grade) && Objects.equals(grades, x.grades)
                    && Objects.equals(sums, x.sums) && Objects.equals(outputs(), x.outputs());
        }

        @Override
        public int hashCode() {
            return Objects.hash(roll, rolled, success, grade, grades, sums, outputs());
        }

        @Override
        public String toString() {
            return "Outcome[roll=" + roll + ", rolled=" + rolled + ", success=" + success + ", grade=" + grade
                    + ", grades=" + grades + ", sums=" + sums + ", outputs=" + outputs() + "]";
        }
    }

    /** Resolves the check, rolling its pools and follow-up rolls with {@code dice} in order. */
    public Outcome roll(Decl.Check check, List<Object> args, Dice dice) {
        Plan plan = plan(check);
        Spare spare = plan.spare();
        if (spare.busy) { // a roll within a roll of the same check (none today): a frame of its own
            return roll(check, plan, new Object[plan.names().length], null, new int[plan.pools().length], args, dice);
        }
        spare.busy = true;
        try {
            return roll(check, plan, spare.slots, spare.env, spare.pools, args, dice);
        } finally {
            spare.busy = false;
        }
    }

    private Outcome roll(Decl.Check check, Plan plan, Object[] slots, Env frame, int[] pools, List<Object> args,
            Dice dice) {
        bind(check, plan, args, slots);
        Env env = frame != null ? frame : Env.empty().frame(plan.names(), slots);
        Decision automatic = automatic(plan, slots, env);
        boolean rolls = automatic.rolls();
        Compiled code = plan.code();
        for (int k = 0; k < pools.length; k++) {
            Decl.DiceSpec spec = plan.poolDice()[k];
            pools[k] = rolls ? DiceMechanics.roll(spec, count(spec, code.poolCounts()[k], env), dice) : 0;
        }
        // the lets are computed once, with the pools' sums; success, then each follow-up's sum joins them
        for (int k = 0; k < pools.length; k++) {
            slots[plan.poolSlot(k)] = pools[k];
        }
        lets(plan, slots, env, false);
        boolean success = success(plan, env, pools, automatic);
        slots[plan.successSlot()] = success;
        for (int j = 0; j < plan.followUps().size(); j++) {
            slots[plan.followUpSlot(j)] = DiceMechanics.roll(plan.followUps().get(j).dice(),
                    followUpDice(plan, j, env), dice);
        }
        return resolve(check, plan, env, slots, pools, rolls, success);
    }

    /** A new frame for the check's locals with the parameters bound (see {@link #bind}). */
    private static Object[] frame(Decl.Check check, Plan plan, List<Object> args) {
        Object[] slots = new Object[plan.names().length];
        bind(check, plan, args, slots);
        return slots;
    }

    /**
     * Binds the parameters in {@code slots}, after their declared domains are checked; the other
     * slots are filled as their bindings come into scope.
     */
    private static void bind(Decl.Check check, Plan plan, List<Object> args, Object[] slots) {
        if (plan.domains()) {
            ParamDomains.require(check, check.params(), args);
        }
        int params = plan.params();
        if (args.size() != params) {
            throw new IllegalArgumentException("expected " + params + " arguments, got " + args.size());
        }
        for (int i = 0; i < params; i++) {
            slots[i] = args.get(i);
        }
    }

    /**
     * A frame kept for the rolls of a check, with its binding and the pools' sums, so that a roll
     * allocates only its outcome. One roll uses it at a time ({@link #busy}); a roll does not keep
     * it (no value refers to the frame), and each roll writes every slot before an expression can
     * read it, each seeing only the slots bound before it. Like the {@link Interpreter}, a
     * {@code Checks} is used from one thread at a time. The frame holds the last roll's values
     * until the next roll.
     */
    private static final class Spare {
        final Object[] slots;
        final Env env;
        final int[] pools;
        boolean busy;

        Spare(String[] names, int pools) {
            this.slots = new Object[names.length];
            this.env = Env.empty().frame(names, slots);
            this.pools = new int[pools];
        }
    }

    /** The exact distribution of whole outcomes over every possible roll. */
    public Distribution<Outcome> outcomes(Decl.Check check, List<Object> args) {
        Plan plan = plan(check);
        return walk(check, args, (pools, rolled, success, env, slots) ->
                resolve(check, plan, env, slots, pools, rolled, success));
    }

    /** The distribution of one part of the outcome (the grade, a pool's or output's value…). */
    public <T> Distribution<T> distribution(Decl.Check check, List<Object> args, Function<Outcome, T> part) {
        return outcomes(check, args).map(part);
    }

    /** The distribution of the graded result alone, without building outcome records (as generated code does). */
    public Distribution<String> grades(Decl.Check check, List<Object> args) {
        Plan plan = plan(check);
        return walk(check, args, (pools, rolled, success, env, slots) -> grade(plan, env, success));
    }

    /**
     * What one combination of sums resolves to; {@code env} holds the lets, success and every sum
     * ({@code slots} is its frame).
     */
    private interface Leaf<T> {
        T resolve(int[] pools, boolean rolled, boolean success, Env env, Object[] slots);
    }

    /**
     * Every possible sum of every pool and follow-up roll, each weighted by the number of ways
     * (the runtime's integer-weight dice sums), resolved by {@code leaf}.
     */
    private <T> Distribution<T> walk(Decl.Check check, List<Object> args, Leaf<T> leaf) {
        Plan plan = plan(check);
        Object[] slots = frame(check, plan, args);
        Env env = Env.empty().frame(plan.names(), slots);
        Decision automatic = automatic(plan, slots, env);
        Distribution.Builder<T> out = Distribution.builder();
        int n = check.pools().size() + plan.followUps().size();
        Walk<T> w = new Walk<>(check, plan, slots, env, automatic, leaf, out, new IntDistribution[n], new int[n]);
        w.pools(0);
        return out.build();
    }

    /**
     * One walk over the sums: the dice distributions and the position in each, so far. The walk
     * binds each combination in the one frame, overwriting the previous combination's sums, lets
     * and success: each leaf is resolved before the next is bound, and nothing it returns keeps
     * the frame.
     */
    private final class Walk<T> {
        private final Decl.Check check;
        private final Plan plan;
        private final Object[] slots;
        private final Env env;
        private final Decision automatic;
        private final Leaf<T> leaf;
        private final Distribution.Builder<T> out;
        private final IntDistribution[] dice;
        private final int[] at;
        private final int[] sums;

        Walk(Decl.Check check, Plan plan, Object[] slots, Env env, Decision automatic, Leaf<T> leaf,
                Distribution.Builder<T> out, IntDistribution[] dice, int[] at) {
            this.check = check;
            this.plan = plan;
            this.slots = slots;
            this.env = env;
            this.automatic = automatic;
            this.leaf = leaf;
            this.out = out;
            this.dice = dice;
            this.at = at;
            this.sums = new int[plan.pools().length];
        }

        void pools(int k) {
            if (k < sums.length) {
                Decl.DiceSpec spec = check.pools().get(k).dice();
                dice[k] = DiceMechanics.distribution(spec,
                        automatic.rolls() ? count(spec, plan.code().poolCounts()[k], env) : 0);
                for (int i = 0; i < dice[k].size(); i++) {
                    at[k] = i;
                    sums[k] = dice[k].value(i);
                    pools(k + 1);
                }
                return;
            }
            for (int p = 0; p < sums.length; p++) {
                slots[plan.poolSlot(p)] = sums[p];
            }
            lets(plan, slots, env, false);
            boolean success = success(plan, env, sums, automatic);
            slots[plan.successSlot()] = success;
            followUps(0, success);
        }

        void followUps(int j, boolean success) {
            if (j < plan.followUps().size()) {
                int slot = sums.length + j;
                dice[slot] = DiceMechanics.distribution(plan.followUps().get(j).dice(), followUpDice(plan, j, env));
                for (int i = 0; i < dice[slot].size(); i++) {
                    at[slot] = i;
                    slots[plan.followUpSlot(j)] = dice[slot].value(i);
                    followUps(j + 1, success);
                }
                return;
            }
            in.step();
            T result = leaf.resolve(sums, automatic.rolls(), success, env, slots);
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
        return in.model.steps(check).intComponents();
    }

    /** The value of an int component of an outcome (see {@link #intComponents}). */
    public static int component(Outcome o, String name) {
        Integer sum = o.sums().get(name);
        return sum != null ? sum : (Integer) o.outputs().get(name);
    }

    /** How many dice of {@code dice} are rolled; {@code count} is its compiled count (null for a fixed count). */
    private static int count(Decl.DiceSpec dice, Nodes.Node count, Env env) {
        return count == null ? (int) dice.fixedCount() : Math.max(0, count.evalInt(env));
    }

    /**
     * The check's lets ({@code automaticOnly}: those the automatic decision reads), evaluated in
     * order into their slots.
     */
    private static void lets(Plan plan, Object[] slots, Env env, boolean automaticOnly) {
        Nodes.Node[] lets = plan.code().lets();
        for (int i = 0; i < lets.length; i++) {
            if (!automaticOnly || plan.beforeRolling()[i]) {
                slots[plan.letSlot(i)] = lets[i].eval(env);
            }
        }
    }

    private static Decision automatic(Plan plan, Object[] slots, Env env) {
        if (plan.automatics().isEmpty()) {
            return Decision.ROLL;
        }
        for (int k = 0; k < plan.pools().length; k++) {
            slots[plan.poolSlot(k)] = 0; // nothing is rolled yet, so every sum is 0
        }
        lets(plan, slots, env, true);
        Nodes.Node[] conditions = plan.code().automatics();
        for (int i = 0; i < conditions.length; i++) {
            if (conditions[i].evalBool(env)) {
                return plan.decisions()[i];
            }
        }
        return Decision.ROLL;
    }

    /** Whether the check succeeds; {@code env} holds its parameters, pools and lets. */
    private static boolean success(Plan plan, Env env, int[] pools, Decision automatic) {
        if (automatic != Decision.ROLL) {
            return automatic.succeeds();
        }
        int roll = pools[0];
        Faces faces = plan.faces();
        for (int i = 0; i < faces.lo.length; i++) {
            if (roll >= faces.lo[i] && roll <= faces.hi[i]) {
                return faces.success[i];
            }
        }
        // without `success when` a check is a total: every roll counts as a success
        return plan.success() == null || plan.code().success().evalBool(env);
    }

    /**
     * How many dice follow-up {@code j} rolls (0 when its condition does not hold); {@code env}
     * holds what it may read.
     */
    private static int followUpDice(Plan plan, int j, Env env) {
        Nodes.Node condition = plan.code().followUpConditions()[j];
        if (condition != null && !condition.evalBool(env)) {
            return 0;
        }
        return count(plan.followUps().get(j).dice(), plan.code().followUpCounts()[j], env);
    }

    /** The graded result: the first grade whose condition holds, else success or failure. */
    private static String grade(Plan plan, Env env, boolean success) {
        Compiled code = plan.code();
        for (int i = 0; i < code.grades().length; i++) {
            if (code.grades()[i].evalBool(env)) {
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
            if (grades[i].evalBool(env)) {
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
            if (code.grades()[i].evalBool(env)) {
                out.add(code.gradeNames()[i]);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The outcome; {@code env} holds the lets, success and every sum: what grades and outputs read
     * ({@code slots} is its frame, where the follow-up rolls' sums are).
     */
    private static Outcome resolve(Decl.Check check, Plan plan, Env env, Object[] slots, int[] pools,
            boolean rolled, boolean success) {
        List<String> grades = null;
        String result;
        Compiled code = plan.code();
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
        int followUps = plan.code().followUpCounts().length;
        if (plan.pooled() || followUps > 0) {
            sums = new LinkedHashMap<>();
            if (plan.pooled()) {
                for (int i = 0; i < plan.pools().length; i++) {
                    sums.put(plan.pools()[i], pools[i]);
                }
            }
            for (int k = 0; k < followUps; k++) {
                sums.put(plan.followUps().get(k).name(), (Integer) slots[plan.followUpSlot(k)]);
            }
        }
        Nodes.Node[] outputs = code.outputs();
        Object values;
        if (outputs.length == 1) { // the common case, kept without an array
            values = outputs[0].eval(env);
        } else {
            Object[] all = new Object[outputs.length];
            for (int i = 0; i < all.length; i++) {
                all[i] = outputs[i].eval(env);
            }
            values = all;
        }
        int total = 0;
        for (int s : pools) {
            total += s;
        }
        return new Outcome(total, rolled, success, result, grades,
                sums.isEmpty() ? Map.of() : Collections.unmodifiableMap(sums), code.outputNames(), values);
    }
}
