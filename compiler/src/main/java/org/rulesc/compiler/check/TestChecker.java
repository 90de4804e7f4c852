package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;
import org.rulesc.runtime.Rational;

/** Examples, forall properties and probability tables: the rulebook's own tests. */
final class TestChecker {
    /** A generated test runs every combination of a forall's integer ranges: at most this many. */
    static final long MAX_FORALL_CASES = 1_000_000;

    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;

    TestChecker(Model model, Reporter reporter, ExprChecker exprs) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void checkAll() {
        for (Decl decl : model.rulebook.declarations()) {
            if (decl instanceof Decl.Example e) {
                if (e.assertions().isEmpty()) {
                    reporter.error(e.name().span(), "example \"" + e.title() + "\" asserts nothing",
                            "add `expect …` lines; a test that cannot fail is a defect");
                }
                assertions(e.assertions(), Scope.root());
            } else if (decl instanceof Decl.Forall f) {
                Scope scope = Scope.root().child();
                long combinations = 1;
                for (Decl.Binder b : f.binders()) {
                    if (b.type() == null) {
                        // at most (10^6 + 1) * 2^32: no overflow
                        combinations = Math.min(MAX_FORALL_CASES + 1, combinations * Math.max(1, b.hi() - b.lo() + 1));
                        if (b.hi() < b.lo()) {
                            reporter.error(b.name().span(), "range " + b.lo() + ".." + b.hi() + " is empty", null);
                        } else if (b.hi() - b.lo() > 10_000) {
                            reporter.error(b.name().span(), "range " + b.lo() + ".." + b.hi() + " is too large to test",
                                    "at most 10001 values");
                        }
                        scope.put(b.name().text(), Prim.INT);
                    } else {
                        Type t = exprs.resolve(b.type());
                        if (!(t instanceof Type.EnumType || t instanceof Type.KindType || t == Prim.BOOL
                                || t instanceof Type.Error)) {
                            reporter.error(b.type().span(), "forall ranges over lo..hi, an enum, a kind or bool, not "
                                    + t.show(), null);
                        }
                        scope.put(b.name().text(), t);
                    }
                }
                if (combinations > MAX_FORALL_CASES) {
                    reporter.error(f.name().span(), "forall \"" + f.title() + "\" has more than " + MAX_FORALL_CASES
                            + " combinations of its ranges, too many to test", "narrow the ranges");
                }
                if (f.assertions().isEmpty()) {
                    reporter.error(f.name().span(), "forall \"" + f.title() + "\" asserts nothing", null);
                }
                assertions(f.assertions(), scope);
            } else if (decl instanceof Decl.Probabilities p) {
                for (Decl.ProbabilityRow row : p.rows()) {
                    probabilityRow(row);
                }
            }
        }
    }

    private void assertions(List<Decl.Assertion> assertions, Scope scope) {
        for (Decl.Assertion a : assertions) {
            if (a instanceof Decl.ExpectTrue t) {
                exprs.expect(t.condition(), scope, Prim.BOOL, "an `expect` line");
            } else if (a instanceof Decl.ExpectParses p) {
                NotationChecker notations = new NotationChecker(model, reporter, exprs);
                Decl.Notation n = notations.notation(p.notation());
                if (n != null) {
                    notations.record(n, p.format(), p.fields(), scope, p.span());
                }
            } else if (a instanceof Decl.ExpectFormats f) {
                NotationChecker notations = new NotationChecker(model, reporter, exprs);
                Decl.Notation n = notations.notation(f.notation());
                if (n != null) {
                    notations.record(n, f.format(), f.fields(), scope, f.span());
                }
            } else if (a instanceof Decl.ExpectRejects r) {
                new NotationChecker(model, reporter, exprs).notation(r.notation());
                if (r.column() < 1) {
                    reporter.error(r.span(), "columns count from 1", null);
                }
            } else if (a instanceof Decl.ExpectValid v) {
                build(v.build(), scope);
            } else if (a instanceof Decl.ExpectViolates v) {
                Decl.Build b = build(v.build(), scope);
                if (b != null) {
                    List<String> rules = b.rules().stream().map(r -> r.name().text()).toList();
                    for (Name n : v.rules()) {
                        if (!rules.contains(n.text())) {
                            reporter.error(n.span(), "`" + b.name().text() + "` has no rule `" + n.text() + "`",
                                    Suggestions.didYouMean(n.text(), rules));
                        }
                    }
                }
            } else if (a instanceof Decl.ExpectRoll r) {
                roll(r, scope);
            } else if (a instanceof Decl.ExpectRefused x) {
                exprs.check(x.expr(), scope);
            } else if (a instanceof Decl.ExpectTransition t) {
                transition(t, scope);
            }
        }
    }

    private Decl.Build build(Expr e, Scope scope) {
        Type t = exprs.check(e, scope);
        if (t instanceof Type.BuildType b) {
            return b.decl();
        }
        if (!(t instanceof Type.Error)) {
            reporter.error(e.span(), "only a build value can be valid or violate rules, not " + Words.article(t),
                    null);
        }
        return null;
    }

    /** Resolves the call of a check; returns null (after reporting) when it is not one. */
    private Decl.Check checkCall(Expr.Call call, Scope scope) {
        Decl decl = model.symbols.lookup(call.callee().text());
        if (!(decl instanceof Decl.Check c)) {
            reporter.error(call.callee().span(), "`" + call.callee().text() + "` is not a check",
                    Suggestions.didYouMean(call.callee().text(), model.all(Decl.Check.class).stream()
                            .map(k -> k.name().text()).toList()));
            return null;
        }
        model.callees.put(call, new Callee.Check(c));
        exprs.bind(call, c.params(), scope);
        return c;
    }

    private void roll(Decl.ExpectRoll r, Scope scope) {
        if (model.symbols.lookup(r.call().callee().text()) instanceof Decl.Order o) {
            order(r, o, scope);
            return;
        }
        Decl.Check c = checkCall(r.call(), scope);
        if (c == null) {
            return;
        }
        List<Decl.DiceSpec> dice = dice(c);
        int sides = dice.stream().mapToInt(Decl.DiceSpec::sides).max().orElse(1);
        boolean oneSize = dice.stream().allMatch(d -> d.sides() == sides);
        for (Expr face : r.faces()) {
            exprs.expect(face, scope, Prim.INT, "a rigged face");
            // a literal face is checked now; a computed one by the rigged dice when the test runs
            if (face instanceof Expr.IntLit lit && (lit.value() < 1 || lit.value() > sides)) {
                reporter.error(face.span(), "rigged face " + lit.value() + " is not on a d" + sides,
                        oneSize ? "faces of " + CheckChecker.diceText(c.dice()) + " are 1.." + sides
                                : "the largest die of `" + c.name().text() + "` is a d" + sides);
            }
        }
        boolean fixed = dice.stream().allMatch(d -> d.count() == null) && c.followUps().isEmpty();
        long count = dice.stream().mapToLong(Decl.DiceSpec::fixedCount).sum();
        if (fixed && !r.faces().isEmpty() && r.faces().size() != count) {
            reporter.error(r.span(), "`" + c.name().text() + "` rolls " + count + " dice but "
                    + r.faces().size() + " faces are rigged", c.pooled() ? "list the faces pool by pool: "
                    + CheckChecker.poolsText(c) : null);
        }
        List<String> grades = grades(c);
        for (Decl.OutcomeExpect o : r.outcomes()) {
            if (o.kind().equals("grades")) {
                gradeSet(c, o.set(), o.span());
            } else if (o.kind().equals("grade") && !grades.contains(o.name().text())) {
                reporter.error(o.name().span(), "`" + c.name().text() + "` has no grade `" + o.name().text() + "`",
                        Suggestions.didYouMean(o.name().text(), grades));
            } else if (o.kind().equals("output") && List.of("success", "rolled").contains(o.name().text())) {
                exprs.expect(o.value(), scope, Prim.BOOL, "the expected `" + o.name().text() + "`");
            } else if (o.kind().equals("output") && o.name().text().equals("roll")) {
                exprs.expect(o.value(), scope, Prim.INT, "the expected roll");
            } else if (o.kind().equals("output") && intRolls(c).contains(o.name().text())) {
                exprs.expect(o.value(), scope, Prim.INT, "the expected sum of `" + o.name().text() + "`");
            } else if (o.kind().equals("output")) {
                Decl.Output output = c.items().stream().filter(i -> i instanceof Decl.Output out
                        && out.name().text().equals(o.name().text())).map(i -> (Decl.Output) i).findFirst().orElse(null);
                if (output == null) {
                    reporter.error(o.name().span(), "`" + c.name().text() + "` has no output `" + o.name().text() + "`",
                            Suggestions.didYouMean(o.name().text(), c.items().stream()
                                    .filter(i -> i instanceof Decl.Output).map(i -> ((Decl.Output) i).name().text())
                                    .toList()));
                } else {
                    exprs.expect(o.value(), scope, exprs.resolve(output.type()), "the expected `" + o.name().text() + "`");
                }
            }
        }
        if (r.outcomes().isEmpty()) {
            reporter.error(r.span(), "this roll expects nothing", "add `=> success`, `=> failure`, a grade or an output");
        }
    }

    /** {@code expect posture counter on own_turn_start => no_posture}: states, event, values and fields exist. */
    private void transition(Decl.ExpectTransition t, Scope scope) {
        if (!(model.symbols.lookup(t.status().text()) instanceof Decl.Status s)) {
            reporter.error(t.status().span(), model.symbols.lookup(t.status().text()) != null
                    ? "`" + t.status().text() + "` is not a status" : "unknown status `" + t.status().text() + "`",
                    Suggestions.didYouMean(t.status().text(), model.all(Decl.Status.class).stream()
                            .map(x -> x.name().text()).toList()));
            return;
        }
        List<String> states = s.states().stream().map(x -> x.name().text()).toList();
        for (Name n : t.to() == null ? List.of(t.from()) : List.of(t.from(), t.to())) {
            if (!states.contains(n.text())) {
                reporter.error(n.span(), "status `" + s.name().text() + "` has no state `" + n.text() + "`",
                        Suggestions.didYouMean(n.text(), states));
            }
        }
        List<String> events = new ArrayList<>(s.events().stream().map(e -> e.name().text()).toList());
        s.transitions().forEach(x -> {
            if (!events.contains(x.event().text())) {
                events.add(x.event().text());
            }
        });
        if (!events.contains(t.event().callee().text())) {
            reporter.error(t.event().callee().span(), "status `" + s.name().text() + "` has no event `"
                    + t.event().callee().text() + "`", Suggestions.didYouMean(t.event().callee().text(), events));
            return;
        }
        // the event's values are given like a call's arguments
        exprs.bind(t.event(), s.params(t.event().callee().text()), scope);
        boolean rich = s.rich();
        if (!rich && (t.since() != null || t.at() != null || !t.with().isEmpty() || !t.then().isEmpty())) {
            reporter.error(t.span(), "status `" + s.name().text() + "` keeps only its state: it has no turn or fields",
                    "write `expect " + s.name().text() + " " + t.from().text() + " on " + t.event().callee().text()
                            + " => …`");
        }
        if (t.since() != null) {
            exprs.expect(t.since(), scope, Prim.INT, "the turn the state began");
        }
        if (t.at() != null) {
            exprs.expect(t.at(), scope, Prim.INT, "the turn of the event");
        }
        for (Expr.FieldValue fv : concat(t.with(), t.then())) {
            Decl.StatusField field = s.fields().stream().filter(f -> f.name().text().equals(fv.name().text()))
                    .findFirst().orElse(null);
            if (field == null) {
                reporter.error(fv.name().span(), "status `" + s.name().text() + "` has no field `" + fv.name().text() + "`",
                        Suggestions.didYouMean(fv.name().text(), s.fields().stream().map(f -> f.name().text()).toList()));
                continue;
            }
            exprs.expect(fv.value(), scope, exprs.resolveQuietly(field.type()), "field `" + fv.name().text() + "`");
        }
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /**
     * {@code expect by_agility(agility: [12, 14, 12]) rolls [60, 30] => order [2, 1, 3]}: one list per
     * parameter, a value per actor; the result lists the actors' positions (from 1) in order.
     */
    private void order(Decl.ExpectRoll r, Decl.Order o, Scope scope) {
        model.callees.put(r.call(), new Callee.Order(o));
        List<Decl.Param> lists = o.params().stream().map(p -> new Decl.Param(p.name(),
                new org.rulesc.compiler.ast.TypeRef.ListOf(p.type(), p.type().span()))).toList();
        exprs.bind(r.call(), lists, scope);
        int actors = -1;
        for (Expr arg : model.arguments.getOrDefault(r.call(), List.of())) {
            if (arg instanceof Expr.ListLit l) {
                if (actors >= 0 && l.elements().size() != actors) {
                    reporter.error(arg.span(), "every list gives one value per actor: this one has "
                            + l.elements().size() + ", the first " + actors, null);
                }
                actors = actors < 0 ? l.elements().size() : actors;
            }
        }
        for (Expr face : r.faces()) {
            exprs.expect(face, scope, Prim.INT, "a rigged face");
            if (o.dice() == null) {
                reporter.error(face.span(), "order `" + o.name().text() + "` rolls no dice", "write `rolls []`");
                break;
            }
            if (face instanceof Expr.IntLit lit && (lit.value() < 1 || lit.value() > o.dice().sides())) {
                reporter.error(face.span(), "rigged face " + lit.value() + " is not on a d" + o.dice().sides(), null);
            }
        }
        boolean ordered = false;
        for (Decl.OutcomeExpect out : r.outcomes()) {
            if (!out.kind().equals("order")) {
                reporter.error(out.span(), "an order's result is the order of its actors",
                        "write `=> order [2, 1, 3]`: the actors' positions in the lists, first to act first");
                ordered = true; // reported here: not also as "expects nothing"
                continue;
            }
            ordered = true;
            exprs.expect(out.value(), scope, new Type.ListType(Prim.INT), "the expected order");
            if (out.value() instanceof Expr.ListLit l && actors >= 0) {
                List<Long> seen = new ArrayList<>();
                for (Expr e : l.elements()) {
                    if (e instanceof Expr.IntLit n) {
                        if (n.value() < 1 || n.value() > actors) {
                            reporter.error(e.span(), "there is no actor " + n.value() + ": the lists give " + actors,
                                    "number the actors from 1, in the order the lists give them");
                        } else if (seen.contains(n.value())) {
                            reporter.error(e.span(), "actor " + n.value() + " is listed twice", null);
                        }
                        seen.add(n.value());
                    }
                }
                if (l.elements().size() != actors) {
                    reporter.error(out.value().span(), "the order must list all " + actors + " actors, not "
                            + l.elements().size(), null);
                }
            }
        }
        if (!ordered) {
            reporter.error(r.span(), "this order expects nothing", "add `=> order [2, 1, 3]`");
        }
    }

    /** {@code grades [fatal, clean]}: the check lets the player choose, and each is one of its grades. */
    private void gradeSet(Decl.Check c, List<Name> set, org.rulesc.compiler.ast.Span span) {
        if (!c.gradesChosen()) {
            reporter.error(span, "`" + c.name().text() + "` does not list the grades that applied: its player does "
                    + "not choose", "add `grades chosen by player` to the check, or expect one `grade`");
            return;
        }
        List<String> named = new ArrayList<>(grades(c));
        named.removeAll(List.of("success", "failure"));
        List<String> seen = new ArrayList<>();
        for (Name n : set) {
            if (!named.contains(n.text())) {
                reporter.error(n.span(), "`" + c.name().text() + "` has no grade `" + n.text() + "`",
                        Words.hintOr(Suggestions.didYouMean(n.text(), named), "its grades: " + String.join(", ", named)));
            } else if (seen.contains(n.text())) {
                reporter.error(n.span(), "grade `" + n.text() + "` is listed twice", null);
            } else if (!seen.isEmpty() && named.indexOf(n.text()) < named.indexOf(seen.get(seen.size() - 1))) {
                reporter.error(n.span(), "list the grades in the order the check declares them",
                        "the order is " + String.join(", ", named));
            }
            seen.add(n.text());
        }
    }

    /** {@code check(args).grades: [fatal, clean] 1/50, [] 1/2}: the sets of grades that applied. */
    private void gradesRow(Decl.Check c, Decl.ProbabilityRow row) {
        Rational total = Rational.ZERO;
        List<String> seen = new ArrayList<>();
        for (Decl.GradeProbability g : row.grades()) {
            if (g.set() == null) {
                reporter.error(g.grade().span(), "a `grades` row lists sets of grades, not `" + g.grade().text() + "`",
                        "write `[fatal, clean] 1/50, [] 1/2`");
                continue;
            }
            gradeSet(c, g.set(), g.span());
            String key = g.set().stream().map(Name::text).toList().toString();
            if (seen.contains(key)) {
                reporter.error(g.grade().span(), "set " + g.grade().text() + " is listed twice", null);
            }
            seen.add(key);
            total = total.plus(Rational.of(g.numerator(), g.denominator()));
        }
        if (total.compareTo(Rational.ONE) > 0) {
            reporter.error(row.span(), "these probabilities add up to " + total + ", more than 1", null);
        }
    }

    /** {@code check(args).damage: 0 1/2, 3 1/6 …}: the output must be an int; values must be numbers. */
    private void outputRow(Decl.Check c, Decl.ProbabilityRow row) {
        if (row.output().text().equals("grades") && c.gradesChosen()) {
            gradesRow(c, row);
            return;
        }
        List<String> ints = intComponents(c);
        if (!ints.contains(row.output().text())) {
            reporter.error(row.output().span(), "`" + c.name().text() + "` has no int output `" + row.output().text() + "`",
                    Words.hintOr(Suggestions.didYouMean(row.output().text(), ints), ints.isEmpty() ? null
                            : "its int outputs: " + String.join(", ", ints)));
            return;
        }
        Rational total = Rational.ZERO;
        List<String> seen = new ArrayList<>();
        for (Decl.GradeProbability g : row.grades()) {
            if (!g.grade().text().matches("-?[0-9]+")) {
                reporter.error(g.grade().span(), "an output row lists values, not `" + g.grade().text() + "`",
                        "write `" + row.output().text() + ": 0 1/2, 3 1/6`");
                continue;
            }
            if (seen.contains(g.grade().text())) {
                reporter.error(g.grade().span(), "value " + g.grade().text() + " is listed twice", null);
            }
            seen.add(g.grade().text());
            total = total.plus(Rational.of(g.numerator(), g.denominator()));
        }
        if (total.compareTo(Rational.ONE) > 0) {
            reporter.error(row.span(), "these probabilities add up to " + total + ", more than 1", null);
        }
    }

    /** The int components of a check's outcome that a probabilities row may pin: pools, then int outputs. */
    private List<String> intComponents(Decl.Check c) {
        List<String> out = new ArrayList<>(intRolls(c));
        for (Decl.CheckItem item : c.items()) {
            if (item instanceof Decl.Output o && exprs.resolveQuietly(o.type()) == Prim.INT) {
                out.add(o.name().text());
            }
        }
        return out;
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

    static List<String> grades(Decl.Check c) {
        List<String> grades = new ArrayList<>();
        for (Decl.CheckItem item : c.items()) {
            if (item instanceof Decl.Grade g) {
                grades.add(g.name().text());
            }
        }
        grades.add("success");
        grades.add("failure");
        return grades;
    }

    private void probabilityRow(Decl.ProbabilityRow row) {
        Decl.Check c = checkCall(row.call(), Scope.root());
        if (c == null) {
            return;
        }
        List<String> grades = grades(c);
        if (row.output() != null) {
            outputRow(c, row);
            return;
        }
        List<String> listed = new ArrayList<>();
        Rational total = Rational.ZERO;
        for (Decl.GradeProbability g : row.grades()) {
            if (g.set() != null) {
                reporter.error(g.grade().span(), "a set of grades belongs in a `.grades` row",
                        "write `" + c.name().text() + "(…).grades: " + g.grade().text() + " …`");
                continue;
            }
            if (!grades.contains(g.grade().text())) {
                reporter.error(g.grade().span(), "`" + c.name().text() + "` has no outcome `" + g.grade().text() + "`",
                        Suggestions.didYouMean(g.grade().text(), grades));
                continue;
            }
            if (listed.contains(g.grade().text())) {
                reporter.error(g.grade().span(), "outcome `" + g.grade().text() + "` is listed twice", null);
            }
            listed.add(g.grade().text());
            Rational p = Rational.of(g.numerator(), g.denominator());
            if (p.compareTo(Rational.ONE) > 0) {
                reporter.error(g.span(), "a probability cannot exceed 1: " + p, null);
            }
            total = total.plus(p);
        }
        if (listed.containsAll(grades) && !total.equals(Rational.ONE)) {
            reporter.error(row.span(), "these probabilities add up to " + total + ", not 1",
                    "every outcome is listed, so they must sum to exactly 1");
        }
    }
}
