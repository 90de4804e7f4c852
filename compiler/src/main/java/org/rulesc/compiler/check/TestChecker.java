package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.CheckSteps;
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
                    reporter.report(Code.EMPTY_EXAMPLE, e.name().span(), e.title());
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
                            reporter.report(Code.EMPTY_RANGE, b.name().span(), b.lo(), b.hi());
                        } else if (b.hi() - b.lo() > 10_000) {
                            reporter.report(Code.RANGE_TOO_LARGE, b.name().span(), b.lo(), b.hi());
                        }
                        scope.put(b.name().text(), Prim.INT);
                    } else {
                        Type t = exprs.resolve(b.type());
                        if (!(t instanceof Type.EnumType || t instanceof Type.KindType || t == Prim.BOOL
                                || t instanceof Type.Error)) {
                            reporter.report(Code.FORALL_DOMAIN, b.type().span(), t.show());
                        }
                        scope.put(b.name().text(), t);
                    }
                }
                if (combinations > MAX_FORALL_CASES) {
                    reporter.report(Code.FORALL_TOO_MANY_COMBINATIONS, f.name().span(), f.title(), MAX_FORALL_CASES);
                }
                if (f.assertions().isEmpty()) {
                    reporter.report(Code.EMPTY_FORALL, f.name().span(), f.title());
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
                    reporter.report(Code.COLUMN_FROM_ZERO, r.span());
                }
            } else if (a instanceof Decl.ExpectValid v) {
                build(v.build(), scope);
            } else if (a instanceof Decl.ExpectViolates v) {
                Decl.Build b = build(v.build(), scope);
                if (b != null) {
                    List<String> rules = b.rules().stream().map(r -> r.name().text()).toList();
                    for (Name n : v.rules()) {
                        if (!rules.contains(n.text())) {
                            reporter.report(Code.UNKNOWN_BUILD_RULE, n.span(), b.name().text(), n.text())
                                    .hint(Suggestions.didYouMean(n.text(), rules));
                        }
                    }
                }
            } else if (a instanceof Decl.ExpectRoll r) {
                roll(r, scope);
            } else if (a instanceof Decl.ExpectChain ch) {
                new ChainChecker(model, reporter, exprs).expect(ch, scope);
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
            reporter.report(Code.VALIDITY_NEEDS_BUILD, e.span(), Words.article(t));
        }
        return null;
    }

    /** Resolves the call of a check; returns null (after reporting) when it is not one. */
    private Decl.Check checkCall(Expr.Call call, Scope scope) {
        Decl decl = model.symbols.lookup(call.callee().text());
        if (!(decl instanceof Decl.Check c)) {
            reporter.report(Code.NOT_A_CHECK, call.callee().span(), call.callee().text())
                    .hint(Suggestions.didYouMean(call.callee().text(), model.all(Decl.Check.class).stream()
                            .map(k -> k.name().text()).toList()));
            return null;
        }
        model.facts.callees.put(call, new Callee.Check(c));
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
        CheckSteps steps = model.steps(c);
        List<Decl.DiceSpec> dice = steps.dice();
        int sides = dice.stream().mapToInt(Decl.DiceSpec::sides).max().orElse(1);
        boolean oneSize = dice.stream().allMatch(d -> d.sides() == sides);
        for (Expr face : r.faces()) {
            exprs.expect(face, scope, Prim.INT, "a rigged face");
            // a literal face is checked now; a computed one by the rigged dice when the test runs
            if (face instanceof Expr.IntLit lit && (lit.value() < 1 || lit.value() > sides)) {
                reporter.report(Code.FACE_NOT_ON_DIE, face.span(), lit.value(), sides)
                        .hint(oneSize ? "faces of " + CheckChecker.diceText(c.dice()) + " are 1.." + sides
                                : "the largest die of `" + c.name().text() + "` is a d" + sides);
            }
        }
        boolean fixed = dice.stream().allMatch(d -> d.count() == null) && c.followUps().isEmpty();
        long count = dice.stream().mapToLong(Decl.DiceSpec::fixedCount).sum();
        if (MechanicsChecker.asksForExtraFaces(c)) {
            MechanicsChecker.riggedFaces(reporter, c, r); // a reroll or an explosion takes faces of its own
        } else if (fixed && !r.faces().isEmpty() && r.faces().size() != count) {
            reporter.report(Code.RIGGED_FACE_COUNT, r.span(), c.name().text(), count, r.faces().size())
                    .hint(c.pooled() ? "list the faces pool by pool: "
                    + CheckChecker.poolsText(c) : null);
        }
        List<String> grades = steps.results();
        for (Decl.OutcomeExpect o : r.outcomes()) {
            if (o.kind().equals("grades")) {
                gradeSet(c, o.set(), o.span());
            } else if (o.kind().equals("grade") && !grades.contains(o.name().text())) {
                reporter.report(Code.UNKNOWN_GRADE, o.name().span(), c.name().text(), o.name().text())
                        .hint(Suggestions.didYouMean(o.name().text(), grades));
            } else if (o.kind().equals("output") && List.of("success", "rolled").contains(o.name().text())) {
                exprs.expect(o.value(), scope, Prim.BOOL, "the expected `" + o.name().text() + "`");
            } else if (o.kind().equals("output") && o.name().text().equals("roll")) {
                exprs.expect(o.value(), scope, Prim.INT, "the expected roll");
            } else if (o.kind().equals("output") && CheckPlanner.intRolls(c).contains(o.name().text())) {
                exprs.expect(o.value(), scope, Prim.INT, "the expected sum of `" + o.name().text() + "`");
            } else if (o.kind().equals("output")) {
                CheckSteps.Output output = steps.outputs().stream().filter(out -> out.name().equals(o.name().text()))
                        .findFirst().orElse(null);
                if (output == null) {
                    reporter.report(Code.UNKNOWN_OUTPUT, o.name().span(), c.name().text(), o.name().text())
                            .hint(Suggestions.didYouMean(o.name().text(), steps.outputs().stream()
                                    .map(CheckSteps.Output::name).toList()));
                } else {
                    exprs.expect(o.value(), scope, output.type(), "the expected `" + o.name().text() + "`");
                }
            }
        }
        if (r.outcomes().isEmpty()) {
            reporter.report(Code.ROLL_EXPECTS_NOTHING, r.span());
        }
    }

    /** {@code expect posture counter on own_turn_start => no_posture}: states, event, values and fields exist. */
    private void transition(Decl.ExpectTransition t, Scope scope) {
        if (!(model.symbols.lookup(t.status().text()) instanceof Decl.Status s)) {
            Code code = model.symbols.lookup(t.status().text()) != null ? Code.NOT_A_STATUS : Code.UNKNOWN_STATUS;
            reporter.report(code, t.status().span(), t.status().text())
                    .hint(Suggestions.didYouMean(t.status().text(), model.all(Decl.Status.class).stream()
                            .map(x -> x.name().text()).toList()));
            return;
        }
        List<String> states = s.states().stream().map(x -> x.name().text()).toList();
        for (Name n : t.to() == null ? List.of(t.from()) : List.of(t.from(), t.to())) {
            if (!states.contains(n.text())) {
                reporter.report(Code.UNKNOWN_STATUS_STATE, n.span(), s.name().text(), n.text())
                        .hint(Suggestions.didYouMean(n.text(), states));
            }
        }
        List<String> events = new ArrayList<>(s.events().stream().map(e -> e.name().text()).toList());
        s.transitions().forEach(x -> {
            if (!events.contains(x.event().text())) {
                events.add(x.event().text());
            }
        });
        if (!events.contains(t.event().callee().text())) {
            reporter.report(Code.UNKNOWN_EVENT, t.event().callee().span(), s.name().text(), t.event().callee().text())
                    .hint(Suggestions.didYouMean(t.event().callee().text(), events));
            return;
        }
        // the event's values are given like a call's arguments
        exprs.bind(t.event(), s.params(t.event().callee().text()), scope);
        boolean rich = s.rich();
        if (!rich && (t.since() != null || t.at() != null || !t.with().isEmpty() || !t.then().isEmpty())) {
            reporter.report(Code.STATELESS_STATUS_TEST, t.span(), s.name().text(), t.from().text(),
                    t.event().callee().text());
        }
        if (t.since() != null) {
            exprs.expect(t.since(), scope, Prim.INT, "the turn the state began");
        }
        if (t.at() != null) {
            exprs.expect(t.at(), scope, Prim.INT, "the turn of the event");
        }
        model.declRefs.put(t.status(), s);
        model.fieldOrder.put(t, FieldOrder.of(t.with(), s.fields().stream().map(Decl.StatusField::name).toList()));
        for (Expr.FieldValue fv : concat(t.with(), t.then())) {
            Decl.StatusField field = s.fields().stream().filter(f -> f.name().text().equals(fv.name().text()))
                    .findFirst().orElse(null);
            if (field == null) {
                reporter.report(Code.UNKNOWN_STATUS_FIELD, fv.name().span(), s.name().text(), fv.name().text())
                        .hint(Suggestions.didYouMean(fv.name().text(),
                                s.fields().stream().map(f -> f.name().text()).toList()));
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
        model.facts.callees.put(r.call(), new Callee.Order(o));
        List<Decl.Param> lists = o.params().stream().map(p -> new Decl.Param(p.name(),
                new org.rulesc.compiler.ast.TypeRef.ListOf(p.type(), p.type().span()))).toList();
        exprs.bind(r.call(), lists, scope);
        int actors = -1;
        for (Expr arg : model.facts.arguments.getOrDefault(r.call(), List.of())) {
            if (arg instanceof Expr.ListLit l) {
                if (actors >= 0 && l.elements().size() != actors) {
                    reporter.report(Code.ACTOR_LIST_LENGTH, arg.span(), l.elements().size(), actors);
                }
                actors = actors < 0 ? l.elements().size() : actors;
            }
        }
        for (Expr face : r.faces()) {
            exprs.expect(face, scope, Prim.INT, "a rigged face");
            if (o.dice() == null) {
                reporter.report(Code.ORDER_ROLLS_NO_DICE, face.span(), o.name().text());
                break;
            }
            if (face instanceof Expr.IntLit lit && (lit.value() < 1 || lit.value() > o.dice().sides())) {
                reporter.report(Code.FACE_NOT_ON_DIE, face.span(), lit.value(), o.dice().sides());
            }
        }
        boolean ordered = false;
        for (Decl.OutcomeExpect out : r.outcomes()) {
            if (!out.kind().equals("order")) {
                reporter.report(Code.ORDER_RESULT, out.span());
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
                            reporter.report(Code.UNKNOWN_ACTOR, e.span(), n.value(), actors);
                        } else if (seen.contains(n.value())) {
                            reporter.report(Code.ACTOR_LISTED_TWICE, e.span(), n.value());
                        }
                        seen.add(n.value());
                    }
                }
                if (l.elements().size() != actors) {
                    reporter.report(Code.INCOMPLETE_ORDER, out.value().span(), actors, l.elements().size());
                }
            }
        }
        if (!ordered) {
            reporter.report(Code.ORDER_EXPECTS_NOTHING, r.span());
        }
    }

    /** {@code grades [fatal, clean]}: the check lets the player choose, and each is one of its grades. */
    private void gradeSet(Decl.Check c, List<Name> set, org.rulesc.compiler.ast.Span span) {
        if (!c.gradesChosen()) {
            reporter.report(Code.GRADES_NOT_CHOSEN, span, c.name().text());
            return;
        }
        List<String> named = new ArrayList<>(model.steps(c).results());
        named.removeAll(List.of("success", "failure"));
        List<String> seen = new ArrayList<>();
        for (Name n : set) {
            if (!named.contains(n.text())) {
                reporter.report(Code.UNKNOWN_GRADE, n.span(), c.name().text(), n.text())
                        .hint(Words.hintOr(Suggestions.didYouMean(n.text(), named),
                                "its grades: " + String.join(", ", named)));
            } else if (seen.contains(n.text())) {
                reporter.report(Code.GRADE_LISTED_TWICE, n.span(), n.text());
            } else if (!seen.isEmpty() && named.indexOf(n.text()) < named.indexOf(seen.get(seen.size() - 1))) {
                reporter.report(Code.GRADES_OUT_OF_ORDER, n.span(), String.join(", ", named));
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
                reporter.report(Code.GRADES_ROW_VALUE, g.grade().span(), g.grade().text());
                continue;
            }
            gradeSet(c, g.set(), g.span());
            String key = g.set().stream().map(Name::text).toList().toString();
            if (seen.contains(key)) {
                reporter.report(Code.GRADE_SET_LISTED_TWICE, g.grade().span(), g.grade().text());
            }
            seen.add(key);
            total = total.plus(probability(g));
        }
        if (total.compareTo(Rational.ONE) > 0) {
            reporter.report(Code.PROBABILITIES_EXCEED_ONE, row.span(), total);
        }
    }

    /** {@code check(args).damage: 0 1/2, 3 1/6 …}: the output must be an int; values must be numbers. */
    private void outputRow(Decl.Check c, Decl.ProbabilityRow row) {
        if (row.output().text().equals("grades") && c.gradesChosen()) {
            gradesRow(c, row);
            return;
        }
        List<String> ints = model.steps(c).intComponents();
        if (!ints.contains(row.output().text())) {
            reporter.report(Code.UNKNOWN_INT_OUTPUT, row.output().span(), c.name().text(), row.output().text())
                    .hint(Words.hintOr(Suggestions.didYouMean(row.output().text(), ints), ints.isEmpty() ? null
                            : "its int outputs: " + String.join(", ", ints)));
            return;
        }
        Rational total = Rational.ZERO;
        List<String> seen = new ArrayList<>();
        for (Decl.GradeProbability g : row.grades()) {
            if (!g.grade().text().matches("-?[0-9]+")) {
                reporter.report(Code.OUTPUT_ROW_VALUE, g.grade().span(), g.grade().text(), row.output().text());
                continue;
            }
            if (seen.contains(g.grade().text())) {
                reporter.report(Code.OUTPUT_VALUE_LISTED_TWICE, g.grade().span(), g.grade().text());
            }
            seen.add(g.grade().text());
            total = total.plus(probability(g));
        }
        if (total.compareTo(Rational.ONE) > 0) {
            reporter.report(Code.PROBABILITIES_EXCEED_ONE, row.span(), total);
        }
    }

    /** A written probability, evaluated once: the back ends read it from the model. */
    private Rational probability(Decl.GradeProbability g) {
        Rational p = Rational.of(g.numerator(), g.denominator());
        model.probabilities.put(g, p);
        return p;
    }

    private void probabilityRow(Decl.ProbabilityRow row) {
        Decl.Check c = checkCall(row.call(), Scope.root());
        if (c == null) {
            return;
        }
        List<String> grades = model.steps(c).results();
        if (row.output() != null) {
            outputRow(c, row);
            return;
        }
        List<String> listed = new ArrayList<>();
        Rational total = Rational.ZERO;
        for (Decl.GradeProbability g : row.grades()) {
            if (g.set() != null) {
                reporter.report(Code.GRADE_SET_OUTSIDE_GRADES_ROW, g.grade().span(), c.name().text(), g.grade().text());
                continue;
            }
            if (!grades.contains(g.grade().text())) {
                reporter.report(Code.UNKNOWN_OUTCOME, g.grade().span(), c.name().text(), g.grade().text())
                        .hint(Suggestions.didYouMean(g.grade().text(), grades));
                continue;
            }
            if (listed.contains(g.grade().text())) {
                reporter.report(Code.OUTCOME_LISTED_TWICE, g.grade().span(), g.grade().text());
            }
            listed.add(g.grade().text());
            Rational p = probability(g);
            if (p.compareTo(Rational.ONE) > 0) {
                reporter.report(Code.PROBABILITY_ABOVE_ONE, g.span(), p);
            }
            total = total.plus(p);
        }
        if (listed.containsAll(grades) && !total.equals(Rational.ONE)) {
            reporter.report(Code.PROBABILITIES_DO_NOT_SUM_TO_ONE, row.span(), total);
        }
    }
}
