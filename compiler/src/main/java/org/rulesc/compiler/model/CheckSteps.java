package org.rulesc.compiler.model;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;

/**
 * A check's steps, made explicit once by the checker ({@code check.CheckPlanner}): what the
 * generated check class and the interpreter both resolve a roll by, so that neither works out
 * again which lets are needed before rolling, what an {@code always} line decides, which faces
 * it covers, the order of the grades or which parts of an outcome are ints.
 *
 * <p>A roll goes through them in order: the {@link #decisions} are tried before rolling (each
 * {@link #pools pool} whose sum one reads is 0 then, and only the lets marked
 * {@link Let#beforeRolling} are computed); then the pools are rolled and every let computed;
 * success is the first {@link #faces face rule} covering the roll, else {@link #success}, else
 * (a total) always; then the {@link #followUps follow-up rolls}; then the {@link #grades} and
 * the {@link #outputs}.
 *
 * @param pools the pools rolled, in order
 * @param lets the lets in the order written, typed, each marked with when it is needed
 * @param decisions the {@code always … when} lines, in order: the first whose condition holds decides
 * @param faces the {@code always success/failure on …} lines, in order: the first covering the roll decides
 * @param success the {@code success when} condition; null for a total (every roll succeeds)
 * @param followUps the rolls made after success is decided, in order
 * @param grades the grades in the order they are tried
 * @param gradesChosen whether the player picks among the grades that apply
 * @param outputs the outputs in order, typed
 * @param results every value the result can take: the grades' names, then {@code success} and {@code failure}
 * @param intComponents the parts of an outcome that are ints, each with a distribution of its own:
 *     the pools when named, the follow-up rolls, then the int outputs
 */
public record CheckSteps(List<Pool> pools, List<Let> lets, List<Always> decisions, List<FaceRule> faces,
        Typed success, List<FollowUp> followUps, List<Grade> grades, boolean gradesChosen, List<Output> outputs,
        List<String> results, List<String> intComponents) {
    public CheckSteps {
        pools = List.copyOf(pools);
        lets = List.copyOf(lets);
        decisions = List.copyOf(decisions);
        faces = List.copyOf(faces);
        followUps = List.copyOf(followUps);
        grades = List.copyOf(grades);
        outputs = List.copyOf(outputs);
        results = List.copyOf(results);
        intComponents = List.copyOf(intComponents);
    }

    /** What is decided before rolling: the generated check's {@code Decision}, the same names. */
    public enum Decision {
        /** Nothing: roll, and the dice decide. */
        ROLL,
        /** A success without rolling. */
        SUCCESS,
        /** A failure without rolling. */
        FAILURE,
        /** A success, but the dice are rolled (for the outputs). */
        SUCCESS_ROLLING_ANYWAY,
        /** A failure, but the dice are rolled (for the outputs). */
        FAILURE_ROLLING_ANYWAY;

        /** The decision of {@code always success/failure [rolling anyway] when …}. */
        public static Decision of(boolean success, boolean rollingAnyway) {
            return success ? (rollingAnyway ? SUCCESS_ROLLING_ANYWAY : SUCCESS)
                    : (rollingAnyway ? FAILURE_ROLLING_ANYWAY : FAILURE);
        }

        /** Whether the dice are rolled. */
        public boolean rolls() {
            return this == ROLL || this == SUCCESS_ROLLING_ANYWAY || this == FAILURE_ROLLING_ANYWAY;
        }

        /** Whether it decides a success, rolled or not. */
        public boolean succeeds() {
            return this == SUCCESS || this == SUCCESS_ROLLING_ANYWAY;
        }
    }

    /**
     * A pool: the name its sum has in the check's expressions ({@code roll} for the single
     * unnamed pool), its dice, whether a decision before rolling reads its sum (as 0), and the
     * number of dice when an expression gives it ({@code (skill)d6}; null: a fixed count).
     */
    public record Pool(String name, Decl.Pool decl, boolean readBeforeRolling, Typed count) {
        public Decl.DiceSpec dice() {
            return decl.dice();
        }
    }

    /**
     * A let: its value and the value's type; {@code beforeRolling} when a decision before rolling
     * reads it (directly or through another let); {@code sumFree} when it and every let before it
     * read no pool's sum, so an exact distribution computes it once, before walking the sums.
     */
    public record Let(String name, Type type, Typed value, boolean beforeRolling, boolean sumFree) {}

    /** An {@code always … when} line: what it decides, and its condition. */
    public record Always(Decision decision, Typed condition) {}

    /** An {@code always success on …} or {@code always failure on …} line: the faces it covers, in order. */
    public record FaceRule(boolean success, List<Decl.FaceRange> faces) {
        public FaceRule {
            faces = List.copyOf(faces);
        }
    }

    /**
     * A follow-up roll ({@code then roll removed: d6 when success}): its condition (null: always
     * rolled) and the number of dice when an expression gives it (null: a fixed count).
     */
    public record FollowUp(String name, Decl.FollowUp decl, Typed condition, Typed count) {
        public Decl.DiceSpec dice() {
            return decl.dice();
        }
    }

    /** A grade: its name and condition ({@code decl} for its label and citation). */
    public record Grade(String name, Typed condition, Decl.Grade decl) {}

    /** An output: its name, declared type and value ({@code decl} for its label and citation). */
    public record Output(String name, Type type, Typed value, Decl.Output decl) {}

    /** Whether the check rolls named pools (then the outcome has each pool's sum). */
    public boolean pooled() {
        return pools.get(0).decl().name() != null;
    }

    /**
     * The named parts of an outcome, in the outcome's order: each pool's sum when the pools are
     * named, each follow-up roll's sum, then the outputs.
     */
    public List<String> parts() {
        List<String> out = new ArrayList<>();
        if (pooled()) {
            pools.forEach(p -> out.add(p.name()));
        }
        followUps.forEach(f -> out.add(f.name()));
        outputs.forEach(o -> out.add(o.name()));
        return out;
    }

    /** Every die the check may roll: pool by pool, then the follow-up rolls. */
    public List<Decl.DiceSpec> dice() {
        List<Decl.DiceSpec> out = new ArrayList<>(pools.stream().map(Pool::dice).toList());
        followUps.forEach(f -> out.add(f.dice()));
        return out;
    }

    /** The output named {@code name}. */
    public Output output(String name) {
        return outputs.stream().filter(o -> o.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no output " + name));
    }
}
