package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.compiler.model.CheckSteps.Decision;
import org.rulesc.compiler.model.Typed;

/**
 * A check's steps made explicit once, so rolling it does not walk its items again: its lets
 * (and which of them the automatic decision reads), automatic decisions, faces, success
 * condition, follow-up rolls, grades and outputs, in order, with every expression compiled
 * ({@link Compiled}). {@link Checks} makes one per check, on its first roll, and keeps it.
 *
 * <p>Rolling binds the check's locals in one frame ({@link Env#frame}) whose slots are laid
 * out as {@link #names}: the parameters, the pools' sums, the lets, {@code success}, then the
 * follow-up rolls, the order in which they come into scope. The expressions are compiled
 * against that layout ({@link Nodes#Nodes(Interpreter, String[], int)}), each seeing the
 * slots bound before it, so a local is read by index and nothing is looked up by name.
 */
record CheckPlan(Decl.Check check, Spare spare, List<CheckSteps.Let> lets, boolean[] beforeRolling,
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

    /**
     * The plan's expressions compiled once against its frame's layout: each pool's dice count
     * (null for a fixed count), each let's value, each automatic decision's, grade's and output's
     * condition or value, the success condition (null without {@code success when}), and each
     * follow-up's condition (null when unconditional) and dice count (null for a fixed count).
     */
    record Compiled(Nodes.Node[] poolCounts, Nodes.Node[] lets, Nodes.Node[] automatics,
            Nodes.Node success, Nodes.Node[] followUpConditions, Nodes.Node[] followUpCounts, Nodes.Node[] grades,
            String[] gradeNames, String[] outputNames, Nodes.Node[] outputs) {}

    /** The {@code always success on …}/{@code always failure on …} face ranges, in order, flattened. */
    record Faces(int[] lo, int[] hi, boolean[] success) {
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
     * A frame kept for the rolls of a check, with its binding and the pools' sums, so that a roll
     * allocates only its outcome. One roll uses it at a time ({@link #busy}); a roll does not keep
     * it (no value refers to the frame), and each roll writes every slot before an expression can
     * read it, each seeing only the slots bound before it. Like the {@link Interpreter}, a
     * {@link Checks} is used from one thread at a time. The frame holds the last roll's values
     * until the next roll.
     */
    static final class Spare {
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

    /** Checks with more grades than this keep no table of grade sets (2^n lists). */
    private static final int MAX_TABULATED_GRADES = 12;

    /** The plan of a check, from the steps the checker made explicit ({@link CheckSteps}). */
    static CheckPlan of(Interpreter in, Decl.Check check) {
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
        return new CheckPlan(check, new Spare(layout, pools.length), lets, mask, automatics, decisions,
                Faces.of(steps.faces()), steps.success(), followUps, grades, outputs, pools,
                steps.pools().stream().map(CheckSteps.Pool::dice).toArray(Decl.DiceSpec[]::new), steps.pooled(),
                steps.gradesChosen(), gradeSets, layout,
                check.params().size(), ParamDomains.any(check.params()),
                compile(in, steps.pools(), layout, check.params().size(), lets, automatics, steps.success(),
                        followUps, grades, outputs));
    }

    private static Compiled compile(Interpreter in, List<CheckSteps.Pool> pools, String[] names, int params,
            List<CheckSteps.Let> lets, List<CheckSteps.Always> automatics, Typed success,
            List<CheckSteps.FollowUp> followUps, List<CheckSteps.Grade> grades, List<CheckSteps.Output> outputs) {
        int letBase = params + pools.size();
        int afterLets = letBase + lets.size();
        Nodes.Node[] poolCounts = new Nodes.Node[pools.size()];
        for (int k = 0; k < poolCounts.length; k++) {
            Typed count = pools.get(k).count();
            poolCounts[k] = count == null ? null : node(in, count, names, params);
        }
        Nodes.Node[] letNodes = new Nodes.Node[lets.size()];
        for (int i = 0; i < letNodes.length; i++) {
            letNodes[i] = node(in, lets.get(i).value(), names, letBase + i);
        }
        Nodes.Node[] conditions = new Nodes.Node[followUps.size()];
        Nodes.Node[] counts = new Nodes.Node[followUps.size()];
        for (int j = 0; j < conditions.length; j++) {
            CheckSteps.FollowUp f = followUps.get(j);
            int visible = afterLets + 1 + j;
            conditions[j] = f.condition() == null ? null : node(in, f.condition(), names, visible);
            counts[j] = f.count() == null ? null : node(in, f.count(), names, visible);
        }
        return new Compiled(poolCounts, letNodes,
                automatics.stream().map(a -> node(in, a.condition(), names, afterLets)).toArray(Nodes.Node[]::new),
                success == null ? null : node(in, success, names, afterLets),
                conditions, counts,
                grades.stream().map(g -> node(in, g.condition(), names, names.length)).toArray(Nodes.Node[]::new),
                grades.stream().map(CheckSteps.Grade::name).toArray(String[]::new),
                outputs.stream().map(CheckSteps.Output::name).toArray(String[]::new),
                outputs.stream().map(o -> node(in, o.value(), names, names.length)).toArray(Nodes.Node[]::new));
    }

    /** {@code e} compiled to read the first {@code visible} slots of a check's frame laid out as {@code names}. */
    private static Nodes.Node node(Interpreter in, Typed e, String[] names, int visible) {
        return new Nodes(in, names, visible).compile(e);
    }
}
