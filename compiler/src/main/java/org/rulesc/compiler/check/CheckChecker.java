package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
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
                    reporter.warning(a.condition().span(), "`roll anyway` rolls dice that no grade or output of `"
                            + c.name().text() + "` reads", "drop `, roll anyway`: the result is decided without them");
                }
            } else if (item instanceof Decl.CheckFaces f) {
                if (c.pooled()) {
                    reporter.error(f.faces().get(0).span(), "`always … on` faces need a single unnamed roll, but `"
                            + c.name().text() + "` rolls pools " + poolNames(c),
                            "write the faces into `success when`, e.g. success when " + c.pools().get(0).variable()
                                    + " == 1 || …");
                    continue;
                }
                for (Decl.FaceRange face : f.faces()) {
                    if (c.dice().count() == null && (face.lo() < minFace || face.hi() > maxFace || face.hi() < face.lo())) {
                        reporter.error(face.span(), "face " + (face.lo() == face.hi() ? face.lo() : face.lo() + ".."
                                + face.hi()) + " cannot come up on " + diceText(c.dice()),
                                "possible rolls are " + minFace + ".." + maxFace);
                    }
                    contradicts(decidedFaces, f, face);
                }
                decidedFaces.add(f);
            } else if (item instanceof Decl.CheckSuccess s) {
                successes++;
                if (successes > 1) {
                    reporter.error(s.condition().span(), "a check has one `success when`", "combine them with `or`");
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
                    reporter.error(at, "check `" + c.name().text()
                            + "` has no `success when`: it is a total, so nothing can make it succeed or fail",
                            "add `success when …`, or remove the `always` line");
                }
            }
            for (Decl.CheckItem item : c.items()) {
                Expr e = item instanceof Decl.Grade g ? g.condition() : item instanceof Decl.Output o ? o.value()
                        : item instanceof Decl.FollowUp f ? f.condition() : null;
                if (e != null) {
                    Cycles.walk(e, x -> {
                        if (x instanceof Expr.NameRef n && n.name().text().equals("success")) {
                            reporter.error(n.span(), "check `" + c.name().text() + "` has no `success`: without "
                                    + "`success when` it is a total, and every roll counts",
                                    "add `success when …` to the check, or use the roll itself");
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
                reporter.error(f.name().span(), "the follow-up roll `" + f.name().text()
                        + "` would hide another name of the check", "name it after what it counts, e.g. removed");
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
                    reporter.error(g.name().span(), "`" + g.name().text() + "` is already an outcome of every check",
                            "name the grade after what it means, e.g. critical");
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
            reporter.error(choices.get(1).span(), "`grades chosen by player` is written twice", "once is enough");
        }
        if (!choices.isEmpty() && grades < 2) {
            reporter.error(choices.get(0).span(), "check `" + c.name().text() + "` has " + grades
                    + " grade" + (grades == 1 ? "" : "s") + ": there is nothing to choose between",
                    "the player chooses when two or more grades apply at once; remove this line or add the grades");
        }
    }

    /** Named pools: unique, not clashing with parameters, and `roll` no longer means anything. */
    private void pools(Decl.Check c, Scope params) {
        DeclChecker.unique(reporter, c.pools().stream().map(Decl.Pool::name).toList(), "pool");
        for (Decl.Pool pool : c.pools()) {
            String n = pool.name().text();
            if (n.equals("roll") || n.equals("success")) {
                reporter.error(pool.name().span(), "a pool cannot be called `" + n + "`",
                        "name it after whose dice it is, e.g. atk or tgt");
            } else if (params.find(n) != null) {
                reporter.error(pool.name().span(), "pool `" + n + "` hides the parameter of the same name",
                        "give the pool another name");
            }
        }
        for (Decl.CheckItem item : c.items()) {
            for (Expr e : itemExprs(item)) {
                Cycles.walk(e, x -> {
                    if (x instanceof Expr.NameRef n && n.name().text().equals("roll")) {
                        reporter.error(n.span(), "`" + c.name().text() + "` rolls pools " + poolNames(c)
                                + ", so `roll` is not defined", "name the pool whose sum you mean: "
                                + String.join(" or ", c.pools().stream().map(Decl.Pool::variable).toList()));
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
                    Cycles.walk(e, x -> reads[0] |= x instanceof Expr.NameRef n && pools.contains(n.name().text()));
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
                    reporter.error(face.span(), "face " + shared + " is both `always success` and `always failure`",
                            "the other is at line " + o.span().line() + "; each face can decide only one way");
                    return;
                }
            }
        }
    }
}
