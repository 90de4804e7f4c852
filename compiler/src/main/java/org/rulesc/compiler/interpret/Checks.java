package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.check.Cycles;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;

/**
 * Checks, interpreted in the generated engine's three steps: what is decided before rolling
 * ({@link Automatic}), success (the faces, then {@code success when}), then grades and outputs.
 * {@link #roll} rolls with a {@link Dice}; {@link #outcomes} walks every possible sum of every
 * pool and follow-up roll with its exact probability, never sampling.
 */
public final class Checks {
    private final Interpreter in;

    public Checks(Interpreter in) {
        this.in = in;
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
        Env params = in.bind(check.params(), args);
        Automatic automatic = automatic(check, params);
        List<Integer> pools = new ArrayList<>();
        for (Decl.Pool p : check.pools()) {
            pools.add(automatic.rolls() ? sum(dice, count(p.dice(), params), p.dice().sides()) : 0);
        }
        boolean success = success(check, params, pools, automatic);
        List<Integer> followUps = new ArrayList<>();
        for (int i = 0; i < check.followUps().size(); i++) {
            Decl.FollowUp f = check.followUps().get(i);
            followUps.add(sum(dice, followUpDice(check, params, pools, success, followUps, i), f.dice().sides()));
        }
        return resolve(check, params, pools, followUps, automatic.rolls(), success);
    }

    /** The exact distribution of whole outcomes over every possible roll. */
    public Distribution<Outcome> outcomes(Decl.Check check, List<Object> args) {
        Env params = in.bind(check.params(), args);
        Automatic automatic = automatic(check, params);
        Distribution.Builder<Outcome> out = Distribution.builder();
        pools(check, params, automatic, new ArrayList<>(), Rational.ONE, out);
        return out.build();
    }

    /** The distribution of one part of the outcome (the grade, a pool's or output's value…). */
    public <T> Distribution<T> distribution(Decl.Check check, List<Object> args, Function<Outcome, T> part) {
        return outcomes(check, args).map(part);
    }

    /** Pools, follow-ups and int outputs: the parts with a {@code …Distribution} in generated code. */
    public List<String> intComponents(Decl.Check check) {
        List<String> out = new ArrayList<>();
        if (check.pooled()) {
            check.pools().forEach(p -> out.add(p.variable()));
        }
        check.followUps().forEach(f -> out.add(f.name().text()));
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

    private void pools(Decl.Check check, Env params, Automatic automatic, List<Integer> sums, Rational p,
            Distribution.Builder<Outcome> out) {
        if (sums.size() < check.pools().size()) {
            Decl.Pool pool = check.pools().get(sums.size());
            int count = automatic.rolls() ? count(pool.dice(), params) : 0;
            for (Map.Entry<Integer, Rational> e : Distribution.diceSum(count, pool.dice().sides()).asMap().entrySet()) {
                sums.add(e.getKey());
                pools(check, params, automatic, sums, p.times(e.getValue()), out);
                sums.remove(sums.size() - 1);
            }
            return;
        }
        boolean success = success(check, params, sums, automatic);
        followUps(check, params, sums, success, automatic.rolls(), new ArrayList<>(), p, out);
    }

    private void followUps(Decl.Check check, Env params, List<Integer> pools, boolean success, boolean rolled,
            List<Integer> sums, Rational p, Distribution.Builder<Outcome> out) {
        if (sums.size() < check.followUps().size()) {
            int i = sums.size();
            int count = followUpDice(check, params, pools, success, sums, i);
            int sides = check.followUps().get(i).dice().sides();
            for (Map.Entry<Integer, Rational> e : Distribution.diceSum(count, sides).asMap().entrySet()) {
                sums.add(e.getKey());
                followUps(check, params, pools, success, rolled, sums, p.times(e.getValue()), out);
                sums.remove(sums.size() - 1);
            }
            return;
        }
        out.add(resolve(check, params, pools, sums, rolled, success), p);
    }

    private int count(Decl.DiceSpec dice, Env params) {
        return dice.count() == null ? (int) dice.fixedCount() : Math.max(0, Interpreter.integer(in.eval(dice.count(), params)));
    }

    private static int sum(Dice dice, int count, int sides) {
        int total = 0;
        for (int i = 0; i < count; i++) {
            total += dice.roll(sides);
        }
        return total;
    }

    private Env withPools(Decl.Check check, Env env, List<Integer> pools) {
        for (int i = 0; i < check.pools().size(); i++) {
            env = env.with(check.pools().get(i).variable(), pools.get(i));
        }
        return env;
    }

    /** The check's lets named in {@code only} (every let when null), evaluated in order. */
    private Env lets(Decl.Check check, Env env, Set<String> only) {
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckLet l && (only == null || only.contains(l.name().text()))) {
                env = env.with(l.name().text(), in.eval(l.value(), env));
            }
        }
        return env;
    }

    Automatic automatic(Decl.Check check, Env params) {
        Set<String> needed = automaticLets(check);
        List<Integer> zeros = new ArrayList<>();
        check.pools().forEach(p -> zeros.add(0));
        // nothing is rolled yet, so every sum is 0
        Env env = lets(check, withPools(check, params, zeros), needed);
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckAutomatic a && Interpreter.bool(in.eval(a.condition(), env))) {
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
        Cycles.walk(e, x -> {
            if (x instanceof Expr.NameRef n && in.model.refs.get(n) instanceof Ref.Local) {
                into.add(n.name().text());
            }
        });
    }

    private boolean success(Decl.Check check, Env params, List<Integer> pools, Automatic automatic) {
        Env env = lets(check, withPools(check, params, pools), null);
        if (automatic != Automatic.ROLL) {
            return automatic.succeeds();
        }
        int roll = pools.get(0);
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckFaces f) {
                for (Decl.FaceRange face : f.faces()) {
                    if (roll >= face.lo() && roll <= face.hi()) {
                        return f.success();
                    }
                }
            }
        }
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckSuccess s) {
                return Interpreter.bool(in.eval(s.condition(), env));
            }
        }
        return true; // a total: every roll counts as a success
    }

    private int followUpDice(Decl.Check check, Env params, List<Integer> pools, boolean success, List<Integer> sums,
            int i) {
        Env env = lets(check, withPools(check, params, pools), null).with("success", success);
        for (int k = 0; k < i; k++) {
            env = env.with(check.followUps().get(k).name().text(), sums.get(k));
        }
        Decl.FollowUp f = check.followUps().get(i);
        if (f.condition() != null && !Interpreter.bool(in.eval(f.condition(), env))) {
            return 0;
        }
        return count(f.dice(), env);
    }

    private Outcome resolve(Decl.Check check, Env params, List<Integer> pools, List<Integer> followUps, boolean rolled,
            boolean success) {
        Env env = lets(check, withPools(check, params, pools), null).with("success", success);
        for (int k = 0; k < followUps.size(); k++) {
            env = env.with(check.followUps().get(k).name().text(), followUps.get(k));
        }
        List<String> grades = check.gradesChosen() ? new ArrayList<>() : null;
        String result = null;
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.Grade g && (grades != null || result == null)
                    && Interpreter.bool(in.eval(g.condition(), env))) {
                if (grades != null) {
                    grades.add(g.name().text());
                }
                if (result == null) {
                    result = g.name().text();
                }
            }
        }
        if (result == null) {
            result = success ? "success" : "failure";
        }
        Map<String, Integer> sums = new LinkedHashMap<>();
        if (check.pooled()) {
            for (int i = 0; i < check.pools().size(); i++) {
                sums.put(check.pools().get(i).variable(), pools.get(i));
            }
        }
        for (int k = 0; k < followUps.size(); k++) {
            sums.put(check.followUps().get(k).name().text(), followUps.get(k));
        }
        Map<String, Object> outputs = new LinkedHashMap<>();
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.Output o) {
                outputs.put(o.name().text(), in.eval(o.value(), env));
            }
        }
        int total = 0;
        for (int s : pools) {
            total += s;
        }
        return new Outcome(total, rolled, success, result, grades == null ? null : List.copyOf(grades),
                java.util.Collections.unmodifiableMap(sums), java.util.Collections.unmodifiableMap(outputs));
    }
}
