package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.ExprWalk;
import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** A check: its pools, faces, success condition, follow-up rolls, grades and outputs. */
final class CheckChecker {
    private final Reporter reporter;
    private final ExprChecker exprs;

    CheckChecker(Reporter reporter, ExprChecker exprs) {
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void check(Decl.Check c) {
        Scope scope = DeclChecker.params(exprs, reporter, c.params());
        for (Decl.Pool pool : c.pools()) {
            if (pool.dice().count() != null) {
                exprs.expect(pool.dice().count(), scope, Prim.INT, "the number of dice");
            }
        }
        long maxFace = c.dice().sides() * Math.max(1, c.dice().fixedCount());
        long minFace = c.dice().count() != null ? 0 : c.dice().fixedCount();
        long[] mechanics = MechanicsChecker.range(reporter, c); // a total with mechanics: from its exact odds
        if (mechanics != null) {
            minFace = mechanics[0];
            maxFace = mechanics[1];
        }
        Scope body = scope.child();
        if (c.pooled()) {
            pools(c, scope);
            c.pools().forEach(p -> body.put(p.name().text(), Prim.INT));
        }
        body.put("roll", Prim.INT); // in a pooled check a stray `roll` is reported once, by pools()
        int successes = 0;
        java.util.List<Decl.CheckFaces> decidedFaces = new java.util.ArrayList<>();
        for (Decl.CheckItem item : c.items()) {
            if (item instanceof Decl.CheckLet l) {
                body.put(l.name().text(), exprs.check(l.value(), body));
            } else if (item instanceof Decl.CheckAutomatic a) {
                exprs.expect(a.condition(), body, Prim.BOOL, "an automatic-result condition");
                if (a.rollAnyway() && !readsDice(c)) {
                    reporter.report(Code.UNUSED_ROLL_ANYWAY, a.condition().span(), c.name().text());
                }
            } else if (item instanceof Decl.CheckFaces f) {
                if (c.pooled()) {
                    reporter.report(Code.ALWAYS_FACES_NEED_ONE_ROLL, f.faces().get(0).span(), c.name().text(),
                            poolNames(c), c.pools().get(0).variable());
                    continue;
                }
                for (Decl.FaceRange face : f.faces()) {
                    if (c.dice().count() == null && (face.lo() < minFace || face.hi() > maxFace || face.hi() < face.lo())) {
                        reporter.report(Code.IMPOSSIBLE_FACE, face.span(),
                                (face.lo() == face.hi() ? face.lo() : face.lo() + ".."
                                + face.hi()), diceText(c.dice()), minFace, maxFace);
                    }
                    contradicts(decidedFaces, f, face);
                }
                decidedFaces.add(f);
            } else if (item instanceof Decl.CheckSuccess s) {
                successes++;
                if (successes > 1) {
                    reporter.report(Code.DUPLICATE_SUCCESS, s.condition().span());
                }
                exprs.expect(s.condition(), body, Prim.BOOL, "the success condition");
            }
        }
        if (successes == 0) {
            // a total: every roll counts, nothing can succeed or fail
            for (Decl.CheckItem item : c.items()) {
                org.rulesc.compiler.ast.Span at = item instanceof Decl.CheckAutomatic a ? a.condition().span()
                        : item instanceof Decl.CheckFaces f ? f.faces().get(0).span() : null;
                if (at != null) {
                    reporter.report(Code.ALWAYS_WITHOUT_SUCCESS, at, c.name().text());
                }
            }
            for (Decl.CheckItem item : c.items()) {
                Expr e = item instanceof Decl.Grade g ? g.condition() : item instanceof Decl.Output o ? o.value()
                        : item instanceof Decl.FollowUp f ? f.condition() : null;
                if (e != null) {
                    ExprWalk.walk(e, x -> {
                        if (x instanceof Expr.NameRef n && n.name().text().equals("success")) {
                            reporter.report(Code.TOTAL_HAS_NO_SUCCESS, n.span(), c.name().text());
                        }
                    });
                }
            }
        }
        body.put("success", Prim.BOOL); // also in a total, so a stray `success` is reported once
        List<Name> outcomeNames = new ArrayList<>();
        if (c.pooled()) {
            // duplicate pools are reported by pools(): count each name once here
            c.pools().stream().filter(p -> outcomeNames.stream().noneMatch(n -> n.text().equals(p.variable())))
                    .forEach(p -> outcomeNames.add(p.name()));
        }
        for (Decl.FollowUp f : c.followUps()) {
            // rolled after success is decided: sees success and the rolls before it
            outcomeNames.add(f.name());
            if (List.of("roll", "success").contains(f.name().text()) || scope.find(f.name().text()) != null
                    || c.pools().stream().anyMatch(p -> p.variable().equals(f.name().text()))) {
                reporter.report(Code.FOLLOW_UP_HIDES_NAME, f.name().span(), f.name().text());
            }
            if (f.dice().count() != null) {
                exprs.expect(f.dice().count(), body, Prim.INT, "the number of dice");
            }
            if (f.condition() != null) {
                exprs.expect(f.condition(), body, Prim.BOOL, "the condition of roll `" + f.name().text() + "`");
            }
            body.put(f.name().text(), Prim.INT);
        }
        for (Decl.CheckItem item : c.items()) {
            if (item instanceof Decl.Grade g) {
                outcomeNames.add(g.name());
                if (g.name().text().equals("success") || g.name().text().equals("failure")) {
                    reporter.report(Code.RESERVED_GRADE_NAME, g.name().span(), g.name().text());
                }
                exprs.expect(g.condition(), body, Prim.BOOL, "the condition of grade `" + g.name().text() + "`");
            } else if (item instanceof Decl.Output o) {
                outcomeNames.add(o.name());
                Type t = exprs.resolve(o.type());
                exprs.expect(o.value(), body, t, "output `" + o.name().text() + "`");
            }
        }
        DeclChecker.unique(reporter, outcomeNames,
                c.pooled() || !c.followUps().isEmpty() ? "roll, grade or output" : "grade or output");
        List<Decl.GradeChoice> choices = c.items().stream().filter(i -> i instanceof Decl.GradeChoice)
                .map(i -> (Decl.GradeChoice) i).toList();
        long grades = c.items().stream().filter(i -> i instanceof Decl.Grade).count();
        if (choices.size() > 1) {
            reporter.report(Code.DUPLICATE_GRADE_CHOICE, choices.get(1).span());
        }
        if (!choices.isEmpty() && grades < 2) {
            reporter.report(Code.NOTHING_TO_CHOOSE, choices.get(0).span(), c.name().text(), grades,
                    (grades == 1 ? "" : "s"));
        }
    }

    /** Named pools: unique, not clashing with parameters, and `roll` no longer means anything. */
    private void pools(Decl.Check c, Scope params) {
        DeclChecker.unique(reporter, c.pools().stream().map(Decl.Pool::name).toList(), "pool");
        for (Decl.Pool pool : c.pools()) {
            String n = pool.name().text();
            if (n.equals("roll") || n.equals("success")) {
                reporter.report(Code.RESERVED_POOL_NAME, pool.name().span(), n);
            } else if (params.find(n) != null) {
                reporter.report(Code.POOL_HIDES_PARAMETER, pool.name().span(), n);
            }
        }
        for (Decl.CheckItem item : c.items()) {
            for (Expr e : itemExprs(item)) {
                ExprWalk.walk(e, x -> {
                    if (x instanceof Expr.NameRef n && n.name().text().equals("roll")) {
                        reporter.report(Code.AMBIGUOUS_ROLL, n.span(), c.name().text(), poolNames(c),
                                String.join(" or ", c.pools().stream().map(Decl.Pool::variable).toList()));
                    }
                });
            }
        }
    }

    /** Whether a grade or an output of the check reads a pool's sum. */
    private static boolean readsDice(Decl.Check c) {
        List<String> pools = c.pools().stream().map(Decl.Pool::variable).toList();
        boolean[] reads = {false};
        for (Decl.CheckItem item : c.items()) {
            if (item instanceof Decl.Grade || item instanceof Decl.Output || item instanceof Decl.CheckLet
                    || item instanceof Decl.FollowUp) {
                for (Expr e : itemExprs(item)) {
                    ExprWalk.walk(e, x -> reads[0] |= x instanceof Expr.NameRef n && pools.contains(n.name().text()));
                }
            }
        }
        return reads[0];
    }

    private static String poolNames(Decl.Check c) {
        return String.join(", ", c.pools().stream().map(Decl.Pool::variable).toList());
    }

    /** The expressions of one item of a check. */
    static List<Expr> itemExprs(Decl.CheckItem item) {
        if (item instanceof Decl.CheckLet l) {
            return List.of(l.value());
        } else if (item instanceof Decl.CheckAutomatic a) {
            return List.of(a.condition());
        } else if (item instanceof Decl.CheckSuccess s) {
            return List.of(s.condition());
        } else if (item instanceof Decl.Grade g) {
            return List.of(g.condition());
        } else if (item instanceof Decl.Output o) {
            return List.of(o.value());
        } else if (item instanceof Decl.FollowUp f) {
            List<Expr> out = new ArrayList<>();
            if (f.condition() != null) {
                out.add(f.condition());
            }
            if (f.dice().count() != null) {
                out.add(f.dice().count());
            }
            return out;
        }
        return List.of();
    }

    /** {@code atk: (n)d6, tgt: d6} */
    static String poolsText(Decl.Check c) {
        return String.join(", ", c.pools().stream().map(p -> (p.name() == null ? "" : p.name().text() + ": ")
                + diceText(p.dice())).toList());
    }

    static String diceText(Decl.DiceSpec dice) {
        if (dice.mechanics() != null) {
            return (dice.count() != null ? "a pool of " : "") + dice.mechanics();
        }
        return dice.count() != null ? "a pool of d" + dice.sides()
                : (dice.fixedCount() == 1 ? "" : dice.fixedCount()) + "d" + dice.sides();
    }

    /** A face that one `always` line makes a success and another a failure has no meaning. */
    private void contradicts(java.util.List<Decl.CheckFaces> earlier, Decl.CheckFaces line, Decl.FaceRange face) {
        for (Decl.CheckFaces other : earlier) {
            if (other.success() == line.success()) {
                continue;
            }
            for (Decl.FaceRange o : other.faces()) {
                if (face.lo() <= o.hi() && o.lo() <= face.hi()) {
                    long shared = Math.max(face.lo(), o.lo());
                    reporter.report(Code.CONTRADICTORY_ALWAYS_FACE, face.span(), shared, o.span().line())
                            .related(o.span(), "the other `always` line with face " + shared);
                    return;
                }
            }
        }
    }
}
