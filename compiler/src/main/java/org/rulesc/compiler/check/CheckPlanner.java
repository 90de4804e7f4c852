package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.ExprWalk;
import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;

/**
 * Makes each check's steps explicit ({@link CheckSteps}), once, after its declaration is checked:
 * the one place that decides which lets a decision before rolling needs, what each {@code always}
 * line decides, the faces each face rule covers, the order of the grades and which parts of an
 * outcome are ints. The generated check class, the interpreter and the checker's own tests of
 * examples read the result ({@link Model#steps}); none works it out again.
 *
 * <p>It runs on a model with errors too (the language server's odds hover rolls a check of a
 * partial model): a type the checker could not resolve is {@link Type#ERROR} there.
 */
final class CheckPlanner {
    private final Model model;
    private final TypedTrees trees;

    private CheckPlanner(Model model, TypedTrees trees) {
        this.model = model;
        this.trees = trees;
    }

    /** Records the steps of every check of the model. */
    static void planAll(Model model, TypedTrees trees) {
        CheckPlanner planner = new CheckPlanner(model, trees);
        for (Decl.Check c : model.all(Decl.Check.class)) {
            model.checkSteps.put(c, planner.plan(c));
        }
    }

    private CheckSteps plan(Decl.Check c) {
        Set<String> beforeRolling = beforeRolling(c);
        List<CheckSteps.Pool> pools = new ArrayList<>();
        Set<String> sums = new HashSet<>();
        for (Decl.Pool p : c.pools()) {
            pools.add(new CheckSteps.Pool(p.variable(), p, beforeRolling.contains(p.variable()), tree(p.dice().count())));
            sums.add(p.variable());
        }
        List<CheckSteps.Let> lets = new ArrayList<>();
        List<CheckSteps.Always> decisions = new ArrayList<>();
        List<CheckSteps.FaceRule> faces = new ArrayList<>();
        Typed success = null;
        List<CheckSteps.FollowUp> followUps = new ArrayList<>();
        List<CheckSteps.Grade> grades = new ArrayList<>();
        List<CheckSteps.Output> outputs = new ArrayList<>();
        boolean sumFree = true; // a prefix: the lets are still evaluated in the order written
        for (Decl.CheckItem item : c.items()) {
            if (item instanceof Decl.CheckLet l) {
                Set<String> reads = locals(l.value(), new HashSet<>());
                reads.retainAll(sums);
                sumFree &= reads.isEmpty();
                lets.add(new CheckSteps.Let(l.name().text(), model.facts.type(l.value()), trees.tree(l.value()),
                        beforeRolling.contains(l.name().text()), sumFree));
            } else if (item instanceof Decl.CheckAutomatic a) {
                CheckSteps.Decision decision = CheckSteps.Decision.of(a.success(), a.rollAnyway());
                decisions.add(new CheckSteps.Always(decision, trees.tree(a.condition())));
            } else if (item instanceof Decl.CheckFaces f) {
                faces.add(new CheckSteps.FaceRule(f.success(), f.faces()));
            } else if (item instanceof Decl.CheckSuccess s) {
                success = success == null ? trees.tree(s.condition()) : success; // a second is reported (DUPLICATE_SUCCESS)
            } else if (item instanceof Decl.FollowUp f) {
                followUps.add(new CheckSteps.FollowUp(f.name().text(), f, tree(f.condition()), tree(f.dice().count())));
            } else if (item instanceof Decl.Grade g) {
                grades.add(new CheckSteps.Grade(g.name().text(), trees.tree(g.condition()), g));
            } else if (item instanceof Decl.Output o) {
                outputs.add(new CheckSteps.Output(o.name().text(), model.typeRefs.getOrDefault(o.type(), Type.ERROR),
                        trees.tree(o.value()), o));
            }
        }
        List<String> results = new ArrayList<>(grades.stream().map(CheckSteps.Grade::name).toList());
        results.add("success");
        results.add("failure");
        List<String> ints = new ArrayList<>(intRolls(c));
        outputs.stream().filter(o -> o.type() == Type.Prim.INT).forEach(o -> ints.add(o.name()));
        return new CheckSteps(pools, lets, decisions, faces, success, followUps, grades, c.gradesChosen(), outputs,
                results, ints);
    }

    /** The typed tree of an optional expression (null: not written). */
    private Typed tree(Expr e) {
        return e == null ? null : trees.tree(e);
    }

    /**
     * The locals that {@code always … when} conditions read, directly or through lets: those are
     * decided before rolling (every sum is 0), so a let that reads the roll, e.g. a table lookup
     * by die, is not evaluated there unless a condition needs it.
     */
    private Set<String> beforeRolling(Decl.Check c) {
        Set<String> needed = new HashSet<>();
        List<Decl.CheckItem> items = c.items();
        for (int i = items.size() - 1; i >= 0; i--) {
            if (items.get(i) instanceof Decl.CheckAutomatic a) {
                locals(a.condition(), needed);
            } else if (items.get(i) instanceof Decl.CheckLet l && needed.contains(l.name().text())) {
                locals(l.value(), needed);
            }
        }
        // a let may be used by a condition written before it only through a later let; walk again until stable
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

    /** The names of the locals {@code e} reads, added to {@code into}. */
    private Set<String> locals(Expr e, Set<String> into) {
        ExprWalk.walk(e, x -> {
            if (x instanceof Expr.NameRef n && model.facts.refs.get(n) instanceof Ref.Local) {
                into.add(n.name().text());
            }
        });
        return into;
    }

    /** The named rolls of a check (its pools when named, then its follow-up rolls): each is an int component. */
    static List<String> intRolls(Decl.Check c) {
        List<String> out = new ArrayList<>();
        if (c.pooled()) {
            c.pools().forEach(p -> out.add(p.variable()));
        }
        c.followUps().forEach(f -> out.add(f.name().text()));
        return out;
    }

    /** Every die a check may roll, pool by pool, then the follow-up rolls. */
    static List<Decl.DiceSpec> dice(Decl.Check c) {
        List<Decl.DiceSpec> out = new ArrayList<>(c.pools().stream().map(Decl.Pool::dice).toList());
        c.followUps().forEach(f -> out.add(f.dice()));
        return out;
    }
}
