package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Expect;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.RuleViolation;

/**
 * Runs a rulebook's {@code example}, {@code forall} and {@code probabilities} blocks through
 * the interpreter, with the verdicts the generated JUnit tests give: so {@code rulesc check}
 * catches a wrong example without Maven, and the two back ends can be compared case by case.
 */
public final class Examples {
    private final Interpreter in;
    private final Checks checks;
    private final Statuses statuses;
    private final Notations notations;
    private int cases;
    private final List<Failure> failures = new ArrayList<>();

    /**
     * A case whose verdict is "fails".
     *
     * @param span the assertion (or probability row)
     * @param message what was expected and what the rules give
     * @param bounded whether the case was stopped by one of rulesc's {@link Bounds}, rather than failing
     */
    public record Failure(Span span, String message, boolean bounded) {
        Failure(Span span, String message) {
            this(span, message, false);
        }
    }

    /** What a run found: how many cases ran, and the ones that failed. */
    public record Report(int cases, List<Failure> failures) {}

    public Examples(Interpreter in) {
        this.in = in;
        this.checks = new Checks(in);
        this.statuses = new Statuses(in);
        this.notations = new Notations(in);
    }

    /** Every example, forall case and probability row of the rulebook. */
    public Report runAll() {
        for (Construct construct : in.model.constructs().values()) {
            if (construct instanceof Construct.Example e) {
                for (Expect x : e.expects()) {
                    run(x, Env.empty());
                }
            } else if (construct instanceof Construct.Forall f) {
                forall(f, 0, Env.empty());
            } else if (construct instanceof Construct.Probabilities p) {
                for (int r = 0; r < p.decl().rows().size(); r++) {
                    probabilities(p.decl().rows().get(r), p.calls().get(r));
                }
            }
        }
        return new Report(cases, List.copyOf(failures));
    }

    private void forall(Construct.Forall typed, int binder, Env env) {
        Decl.Forall f = typed.decl();
        if (binder == f.binders().size()) {
            for (Expect x : typed.expects()) {
                run(x, env);
            }
            return;
        }
        Decl.Binder b = f.binders().get(binder);
        if (b.type() == null) {
            for (long v = b.lo(); v <= b.hi(); v++) {
                forall(typed, binder + 1, env.with(b.name().text(), Math.toIntExact(v)));
            }
            return;
        }
        for (Object v : in.valuesOf(typed.binders().get(binder).type())) { // bool, an enum or a kind
            forall(typed, binder + 1, env.with(b.name().text(), v));
        }
    }

    private boolean stopped;

    /**
     * Whether the run has spent its total steps ({@link Bounds#TOTAL_STEPS}): then the case at {@code where} and
     * every later one are not run, and the first of them says so (a `forall` of many cases that
     * each stay within the bound of one evaluation must not run for hours either).
     */
    private boolean exhausted(Span where) {
        if (stopped) {
            return true;
        }
        if (in.spent()) {
            stopped = true;
            failures.add(new Failure(where, "the examples stopped here: together they took more than "
                    + String.format("%,d", in.limits().totalSteps()) + " steps (a bound of rulesc on one run, see "
                    + "docs/interpreter.md#bounds)", true));
            return true;
        }
        return false;
    }

    /** One assertion; an error the rules raise where none is expected is a failure too. */
    public void run(Expect expect, Env env) {
        Decl.Assertion a = expect.written();
        if (exhausted(a.span())) {
            return;
        }
        cases++;
        try {
            String problem = in.bounded(() -> verdict(expect, env));
            if (problem != null) {
                failures.add(new Failure(a.span(), problem));
            }
        } catch (Bounds.Exceeded x) {
            failures.add(new Failure(a.span(), x.getMessage(), true));
        } catch (RuleViolation v) {
            failures.add(new Failure(a.span(), "the rules refuse it: " + v.getMessage()));
        } catch (ArithmeticException x) {
            failures.add(new Failure(a.span(), "arithmetic error: " + x.getMessage()));
        } catch (IllegalStateException x) {
            failures.add(new Failure(a.span(), x.getMessage()));
        } catch (IllegalArgumentException x) {
            // odds too large to count exactly (a pool of many dice with mechanics), as the engine would throw
            failures.add(new Failure(a.span(), x.getMessage()));
        }
    }

    /** Null when the assertion holds, else what went wrong. */
    private String verdict(Expect x, Env env) {
        return x.accept(new Expect.Visitor<String>() {
            @Override
            public String visitCondition(Expect.Condition t) {
                return Interpreter.bool(in.eval(t.condition(), env)) ? null : "expected true, but it is false";
            }

            @Override
            public String visitComparison(Expect.Comparison c) {
                Object left = in.eval(c.left(), env);
                Object right = in.eval(c.right(), env);
                boolean equal = java.util.Objects.equals(left, right);
                if (equal != c.equal()) {
                    return c.equal() ? "expected " + in.show(right) + ", but it is " + in.show(left)
                            : "expected anything but " + in.show(right);
                }
                return null;
            }

            @Override
            public String visitRefused(Expect.Refused r) {
                try {
                    Object value = in.eval(r.expr(), env);
                    return "expected the rules to refuse it, but it is " + in.show(value);
                } catch (RuleViolation expected) {
                    return null;
                }
            }

            @Override
            public String visitValid(Expect.Valid v) {
                List<org.rulesc.runtime.Violation> broken = Builds.validate(in, build(v.build()), in.eval(v.build(), env));
                return broken.isEmpty() ? null : "expected a valid build, but it breaks " + broken.get(0).message();
            }

            @Override
            public String visitViolates(Expect.Violates v) {
                List<String> broken = Builds.validate(in, build(v.build()), in.eval(v.build(), env)).stream()
                        .map(org.rulesc.runtime.Violation::rule).sorted().toList();
                List<String> expected = v.written().rules().stream().map(n -> n.text()).sorted().toList();
                return broken.equals(expected) ? null : "expected it to break " + expected + ", but it breaks " + broken;
            }

            @Override
            public String visitCheckRoll(Expect.CheckRoll r) {
                return roll(r, env);
            }

            @Override
            public String visitOrderRoll(Expect.OrderRoll r) {
                return Orders.verdict(in, r, env);
            }

            @Override
            public String visitChain(Expect.Chain c) {
                return new Chains(in).verdict(c.written(), c.call(), env);
            }

            @Override
            public String visitTransition(Expect.Transition t) {
                return statuses.verdict(t, env);
            }

            @Override
            public String visitNotation(Expect.Notation n) {
                return notations.verdict(n.written(), env);
            }
        });
    }

    /** The build the checker typed an expected build with. */
    private Decl.Build build(Typed e) {
        return ((org.rulesc.compiler.model.Type.BuildType) e.type()).decl();
    }

    private String roll(Expect.CheckRoll r, Env env) {
        Decl.Check check = r.check();
        List<Integer> sizes = in.model.steps(check).dice().stream()
                .flatMap(d -> org.rulesc.compiler.model.DiceMechanics.sizes(d).stream()).distinct().toList();
        int[] faces = r.faces().stream().mapToInt(f -> Interpreter.integer(in.eval(f, env))).toArray();
        RiggedDice dice = sizes.size() == 1 ? RiggedDice.of(sizes.get(0), faces) : RiggedDice.ofFaces(faces);
        Checks.Outcome outcome = checks.roll(check, in.evalAll(r.call().arguments(), env), dice);
        dice.assertAllUsed();
        for (Expect.Outcome typed : r.outcomes()) {
            Decl.OutcomeExpect o = typed.written();
            String problem = switch (o.kind()) {
                case "success" -> outcome.success() ? null : "expected success, but it failed";
                case "failure" -> !outcome.success() ? null : "expected failure, but it succeeded";
                case "noroll" -> !outcome.rolled() ? null : "expected no roll, but the dice were rolled";
                case "grades" -> {
                    List<String> expected = o.set().stream().map(n -> n.text()).toList();
                    yield expected.equals(outcome.grades()) ? null
                            : "expected grades " + expected + ", but they are " + outcome.grades();
                }
                case "grade" -> o.name().text().equals(outcome.grade()) ? null
                        : "expected grade " + o.name().text() + ", but it is " + outcome.grade();
                default -> {
                    Object expected = in.eval(typed.value(), env);
                    Object actual = part(outcome, o.name().text());
                    yield java.util.Objects.equals(expected, actual) ? null
                            : "expected " + o.name().text() + " " + in.show(expected) + ", but it is " + in.show(actual);
                }
            };
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    /**
     * A part of an outcome by the name the generated {@code Outcome} record gives it: an output,
     * a pool's or follow-up's sum, or {@code roll}, {@code rolled}, {@code success}, {@code grades}.
     */
    static Object part(Checks.Outcome outcome, String name) {
        if (outcome.outputs().containsKey(name)) {
            return outcome.outputs().get(name);
        } else if (outcome.sums().containsKey(name)) {
            return outcome.sums().get(name);
        }
        return switch (name) {
            case "rolled" -> outcome.rolled();
            case "success" -> outcome.success();
            case "grades" -> outcome.grades();
            case "result" -> outcome.grade();
            default -> outcome.roll();
        };
    }

    private void probabilities(Decl.ProbabilityRow row, Typed.Call call) {
        if (exhausted(row.span())) {
            return;
        }
        cases++;
        try {
            String problem = in.bounded(() -> probabilityVerdict(row, call));
            if (problem != null) {
                failures.add(new Failure(row.span(), problem));
            }
        } catch (Bounds.Exceeded x) {
            failures.add(new Failure(row.span(), x.getMessage(), true));
        } catch (RuleViolation v) {
            failures.add(new Failure(row.span(), "the rules refuse it: " + v.getMessage()));
        } catch (ArithmeticException x) {
            failures.add(new Failure(row.span(), "arithmetic error: " + x.getMessage()));
        } catch (IllegalArgumentException x) {
            failures.add(new Failure(row.span(), x.getMessage()));
        }
    }

    private String probabilityVerdict(Decl.ProbabilityRow row, Typed.Call call) {
        Decl.Check check = ((Callee.Check) call.callee()).decl();
        List<Object> args = in.evalAll(call.arguments(), Env.empty());
        Distribution<Object> actual;
        if (row.output() == null) {
            actual = checks.distribution(check, args, Checks.Outcome::grade);
        } else {
            String output = row.output().text();
            actual = checks.distribution(check, args, o -> part(o, output));
        }
        Map<Object, Rational> expected = new java.util.LinkedHashMap<>();
        Rational total = Rational.ZERO;
        for (Decl.GradeProbability g : row.grades()) {
            Object key = g.set() != null ? g.set().stream().map(n -> n.text()).toList()
                    : row.output() == null ? g.grade().text() : (Object) Integer.parseInt(g.grade().text());
            Rational p = in.model.probability(g);
            expected.put(key, p);
            total = total.plus(p);
        }
        Map<Object, Rational> probabilities = actual.asMap(); // made on each call: once here
        for (Map.Entry<Object, Rational> e : expected.entrySet()) {
            Rational got = probabilities.getOrDefault(e.getKey(), Rational.ZERO);
            if (!got.equals(e.getValue())) {
                return "expected " + e.getKey() + " with probability " + e.getValue() + ", but it is " + got;
            }
        }
        long grades = in.model.steps(check).results().size();
        boolean complete = row.output() == null
                ? row.grades().stream().map(g -> g.grade().text()).distinct().count() == grades
                : total.equals(Rational.ONE);
        if (complete) {
            for (Map.Entry<Object, Rational> e : probabilities.entrySet()) {
                if (!e.getValue().equals(expected.getOrDefault(e.getKey(), Rational.ZERO))) {
                    return "expected " + e.getKey() + " with probability "
                            + expected.getOrDefault(e.getKey(), Rational.ZERO) + ", but it is " + e.getValue();
                }
            }
        }
        return null;
    }
}
