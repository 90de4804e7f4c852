package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.CheckPlan.Compiled;
import org.rulesc.compiler.interpret.CheckPlan.Faces;
import org.rulesc.compiler.model.CheckSteps.Decision;

/**
 * The steps of resolving a check once its dice are known, shared by a roll ({@link Checks#roll})
 * and the exact walk over every roll ({@link CheckWalk}), so the two cannot resolve a check
 * differently: the parameters bound, what is decided before rolling, success (the faces, then
 * {@code success when}), the follow-ups' dice, then the grades and outputs. Each step reads and
 * writes the check's frame, laid out by its {@link CheckPlan}.
 */
final class CheckResolution {
    private CheckResolution() {}

    /** A new frame for the check's locals with the parameters bound (see {@link #bind}). */
    static Object[] frame(Decl.Check check, CheckPlan plan, List<Object> args) {
        Object[] slots = new Object[plan.names().length];
        bind(check, plan, args, slots);
        return slots;
    }

    /**
     * Binds the parameters in {@code slots}, after their declared domains are checked; the other
     * slots are filled as their bindings come into scope.
     */
    static void bind(Decl.Check check, CheckPlan plan, List<Object> args, Object[] slots) {
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

    /** How many dice of {@code dice} are rolled; {@code count} is its compiled count (null for a fixed count). */
    static int count(Decl.DiceSpec dice, Nodes.Node count, Env env) {
        return count == null ? (int) dice.fixedCount() : Math.max(0, count.evalInt(env));
    }

    /**
     * The check's lets ({@code automaticOnly}: those the automatic decision reads), evaluated in
     * order into their slots.
     */
    static void lets(CheckPlan plan, Object[] slots, Env env, boolean automaticOnly) {
        Nodes.Node[] lets = plan.code().lets();
        for (int i = 0; i < lets.length; i++) {
            if (!automaticOnly || plan.beforeRolling()[i]) {
                slots[plan.letSlot(i)] = lets[i].eval(env);
            }
        }
    }

    /** What is decided before rolling: the first {@code always} line whose condition holds, else a roll. */
    static Decision automatic(CheckPlan plan, Object[] slots, Env env) {
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
    static boolean success(CheckPlan plan, Env env, int[] pools, Decision automatic) {
        if (automatic != Decision.ROLL) {
            return automatic.succeeds();
        }
        int roll = pools[0];
        Faces faces = plan.faces();
        for (int i = 0; i < faces.lo().length; i++) {
            if (roll >= faces.lo()[i] && roll <= faces.hi()[i]) {
                return faces.success()[i];
            }
        }
        // without `success when` a check is a total: every roll counts as a success
        return plan.success() == null || plan.code().success().evalBool(env);
    }

    /**
     * How many dice follow-up {@code j} rolls (0 when its condition does not hold); {@code env}
     * holds what it may read.
     */
    static int followUpDice(CheckPlan plan, int j, Env env) {
        Nodes.Node condition = plan.code().followUpConditions()[j];
        if (condition != null && !condition.evalBool(env)) {
            return 0;
        }
        return count(plan.followUps().get(j).dice(), plan.code().followUpCounts()[j], env);
    }

    /** The graded result: the first grade whose condition holds, else success or failure. */
    static String grade(CheckPlan plan, Env env, boolean success) {
        Compiled code = plan.code();
        for (int i = 0; i < code.grades().length; i++) {
            if (code.grades()[i].evalBool(env)) {
                return code.gradeNames()[i];
            }
        }
        return success ? "success" : "failure";
    }

    /** Every grade whose condition holds (the player chooses among them), as a bit mask in grade order. */
    private static int appliedGrades(CheckPlan plan, Env env) {
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
    private static List<String> applied(CheckPlan plan, Env env) {
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
    static Checks.Outcome resolve(Decl.Check check, CheckPlan plan, Env env, Object[] slots, int[] pools,
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
        return new Checks.Outcome(total, rolled, success, result, grades,
                sums.isEmpty() ? Map.of() : Collections.unmodifiableMap(sums), code.outputNames(), values);
    }
}
