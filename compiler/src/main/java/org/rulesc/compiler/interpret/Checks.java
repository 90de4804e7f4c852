package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.CheckResolution.automatic;
import static org.rulesc.compiler.interpret.CheckResolution.bind;
import static org.rulesc.compiler.interpret.CheckResolution.count;
import static org.rulesc.compiler.interpret.CheckResolution.followUpDice;
import static org.rulesc.compiler.interpret.CheckResolution.grade;
import static org.rulesc.compiler.interpret.CheckResolution.lets;
import static org.rulesc.compiler.interpret.CheckResolution.resolve;
import static org.rulesc.compiler.interpret.CheckResolution.success;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.CheckSteps.Decision;
import org.rulesc.compiler.model.DiceMechanics;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.Distribution;

/**
 * Checks, interpreted in the generated engine's three steps: what is decided before rolling
 * ({@link Decision}), success (the faces, then {@code success when}), then grades and outputs.
 * {@link #roll} rolls with a {@link Dice}; {@link #outcomes} walks every possible sum of every
 * pool and follow-up roll with its exact probability, never sampling.
 *
 * <p>This class is the interpreter's API for checks and their {@link Outcome}; the parts behind
 * it have their own files: a check's steps made explicit and compiled once ({@link CheckPlan}),
 * the steps of resolving it once its dice are known, shared by a roll and the walk
 * ({@link CheckResolution}), and the exact walk over every roll ({@link CheckWalk}).
 */
public final class Checks {
    private final Interpreter in;
    private final Map<Decl.Check, CheckPlan> plans = new java.util.IdentityHashMap<>();

    public Checks(Interpreter in) {
        this.in = in;
    }

    /** The plan of the last check rolled: a check rolled many times is not looked up each time. */
    private CheckPlan last;

    private CheckPlan plan(Decl.Check check) {
        CheckPlan plan = last;
        if (plan != null && plan.check() == check) {
            return plan;
        }
        plan = plans.get(check);
        if (plan == null) {
            plan = CheckPlan.of(in, check);
            plans.put(check, plan);
        }
        last = plan;
        return plan;
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
        Outcome(int roll, boolean rolled, boolean success, String grade, List<String> grades,
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
        CheckPlan plan = plan(check);
        CheckPlan.Spare spare = plan.spare();
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

    private Outcome roll(Decl.Check check, CheckPlan plan, Object[] slots, Env frame, int[] pools, List<Object> args,
            Dice dice) {
        bind(check, plan, args, slots);
        Env env = frame != null ? frame : Env.empty().frame(plan.names(), slots);
        Decision automatic = automatic(plan, slots, env);
        boolean rolls = automatic.rolls();
        CheckPlan.Compiled code = plan.code();
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

    /** The exact distribution of whole outcomes over every possible roll. */
    public Distribution<Outcome> outcomes(Decl.Check check, List<Object> args) {
        CheckPlan plan = plan(check);
        return walk(check, args, (pools, rolled, success, env, slots) ->
                resolve(check, plan, env, slots, pools, rolled, success));
    }

    /** The distribution of one part of the outcome (the grade, a pool's or output's value…). */
    public <T> Distribution<T> distribution(Decl.Check check, List<Object> args, Function<Outcome, T> part) {
        return outcomes(check, args).map(part);
    }

    /** The distribution of the graded result alone, without building outcome records (as generated code does). */
    public Distribution<String> grades(Decl.Check check, List<Object> args) {
        CheckPlan plan = plan(check);
        return walk(check, args, (pools, rolled, success, env, slots) -> grade(plan, env, success));
    }

    /** Every possible roll of {@code check} with {@code args}, each resolved by {@code leaf} (see {@link CheckWalk}). */
    private <T> Distribution<T> walk(Decl.Check check, List<Object> args, CheckWalk.Leaf<T> leaf) {
        return CheckWalk.walk(in, plan(check), args, leaf);
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
}
