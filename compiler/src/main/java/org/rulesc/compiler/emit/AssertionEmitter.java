package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.DiceMechanics;
import org.rulesc.compiler.model.Expect;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.SourceText;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;

/**
 * One assertion of an {@code example} or a {@code forall} ({@link Expect}) as the Java statements
 * of a test method: a Truth assertion for a condition or comparison, a check or an order rolled
 * with rigged dice, a status transition, a notation's line parsed, formatted or rejected.
 *
 * <p>Split from {@link TestEmitter} where a test's shape ends and what it asserts begins:
 * {@code TestEmitter} lays out the test class (a method per example, a parameterised method and
 * its cases per forall or probability table, their names); this class writes the body of each
 * assertion, numbering the locals it declares ({@code dice1}, {@code outcome2}) across the class.
 */
final class AssertionEmitter {
    static final ClassName TRUTH = ClassName.get("com.google.common.truth", "Truth");
    private static final ClassName RIGGED = ClassName.get(EmitContext.RUNTIME, "RiggedDice");
    private static final ClassName ASSERTIONS = ClassName.get("org.junit.jupiter.api", "Assertions");

    private final EmitContext ctx;
    /** The last number given to a generated local, so two assertions of one method never share a name. */
    private int counter;

    AssertionEmitter(EmitContext ctx) {
        this.ctx = ctx;
    }

    /** The statements of one assertion, its expressions read in {@code env} (a forall's binders). */
    CodeBlock assertion(Expect x, ExprEnv env) {
        return x.accept(new Expect.Visitor<CodeBlock>() {
            @Override
            public CodeBlock visitCondition(Expect.Condition t) {
                return CodeBlock.builder().addStatement("$T.assertWithMessage($S)$Z.that($L)$Z.isTrue()", TRUTH,
                        where(t.written()), ctx.exprs.code(t.condition(), env)).build();
            }

            @Override
            public CodeBlock visitComparison(Expect.Comparison c) {
                return CodeBlock.builder().addStatement("$T.assertWithMessage($S)$Z.that($L)$Z.$L($L)", TRUTH,
                        where(c.written()), ctx.exprs.code(c.left(), env), c.equal() ? "isEqualTo" : "isNotEqualTo",
                        ctx.exprs.code(c.right(), env)).build();
            }

            @Override
            public CodeBlock visitRefused(Expect.Refused r) {
                return CodeBlock.builder().addStatement("$T.assertThrows($T.class, () -> {\n$>$T value = $L;\n$<}, $S)",
                        ASSERTIONS, EmitContext.RULE_VIOLATION, Object.class, ctx.exprs.code(r.expr(), env),
                        where(r.written()) + " is refused").build();
            }

            @Override
            public CodeBlock visitValid(Expect.Valid v) {
                return CodeBlock.builder().addStatement("$T.assertWithMessage($S)$Z.that($L.validate())$Z.isEmpty()",
                        TRUTH, where(v.written()), ctx.exprs.code(v.build(), env)).build();
            }

            @Override
            public CodeBlock visitViolates(Expect.Violates v) {
                CodeBlock.Builder names = CodeBlock.builder();
                for (int i = 0; i < v.written().rules().size(); i++) {
                    names.add(i == 0 ? "$S" : ", $S", v.written().rules().get(i).text());
                }
                return CodeBlock.builder().addStatement("$T.assertWithMessage($S)$Z.that($L.validate().stream()"
                        + ".map($T::rule).toList())$Z.containsExactly($L)", TRUTH, where(v.written()),
                        ctx.exprs.code(v.build(), env), EmitContext.VIOLATION, names.build()).build();
            }

            @Override
            public CodeBlock visitCheckRoll(Expect.CheckRoll r) {
                return roll(r, where(r.written()), env);
            }

            @Override
            public CodeBlock visitOrderRoll(Expect.OrderRoll r) {
                return order(r, where(r.written()), env);
            }

            @Override
            public CodeBlock visitChain(Expect.Chain c) {
                return ChainEmitter.assertion(ctx, c.written(), args(c.call(), env),
                        "line " + c.written().span().line() + ": " + SourceText.text(ctx.model, c.written().call()));
            }

            @Override
            public CodeBlock visitTransition(Expect.Transition t) {
                return transition(t, env);
            }

            @Override
            public CodeBlock visitNotation(Expect.Notation n) {
                return notationAssertion(n.written(), env);
            }
        });
    }

    /** {@code line N: SOURCE}: where an assertion is, as its messages say. */
    private String where(Decl.Assertion a) {
        return "line " + a.span().line() + ": " + SourceText.text(ctx.model, spanExpr(a));
    }

    /** A check rolled with rigged dice, and each expected outcome. */
    private CodeBlock roll(Expect.CheckRoll r, String where, ExprEnv env) {
        CodeBlock.Builder code = CodeBlock.builder();
        Decl.Check check = r.check();
        ClassName checkClass = ctx.types.named(check.name().text(), JavaNames.CHECK);
        int n = ++counter;
        String dice = "dice" + n;
        String outcome = "outcome" + n;
        // one size of die: each face is checked against it; mixed sizes: against the die the rule rolls
        List<Integer> sizes = ctx.construct(check, Construct.Check.class).steps().dice().stream()
                .flatMap(d -> DiceMechanics.sizes(d).stream()).distinct().toList();
        CodeBlock.Builder faces = CodeBlock.builder();
        if (sizes.size() == 1) {
            faces.add("$L", sizes.get(0));
            r.faces().forEach(f -> faces.add(",$W$L", ctx.exprs.code(f, env)));
        } else {
            for (int i = 0; i < r.faces().size(); i++) {
                faces.add(i == 0 ? "$L" : ",$W$L", ctx.exprs.code(r.faces().get(i), env));
            }
        }
        code.addStatement("$T $L = $T.$L($L)", RIGGED, dice, RIGGED, sizes.size() == 1 ? "of" : "ofFaces",
                faces.build());
        CodeBlock args = args(r.call(), env);
        code.addStatement("$T $L = $T.roll($L$L)", checkClass.nestedClass("Outcome"), outcome, checkClass, dice,
                args.isEmpty() ? "" : CodeBlock.of(",$W$L", args));
        code.addStatement("$L.assertAllUsed()", dice);
        for (Expect.Outcome typed : r.outcomes()) {
            Decl.OutcomeExpect o = typed.written();
            switch (o.kind()) {
                case "success" -> code.addStatement("$T.assertWithMessage($S)$Z.that($L.success())$Z.isTrue()", TRUTH,
                        where + " => success", outcome);
                case "failure" -> code.addStatement("$T.assertWithMessage($S)$Z.that($L.success())$Z.isFalse()", TRUTH,
                        where + " => failure", outcome);
                case "noroll" -> code.addStatement("$T.assertWithMessage($S)$Z.that($L.rolled())$Z.isFalse()", TRUTH,
                        where + " => no roll", outcome);
                case "grades" -> {
                    if (o.set().isEmpty()) {
                        code.addStatement("$T.assertWithMessage($S)$Z.that($L.grades())$Z.isEmpty()", TRUTH,
                                where + " => grades []", outcome);
                    } else {
                        code.addStatement("$T.assertWithMessage($S)$Z.that($L.grades())$Z.containsExactly($L).inOrder()",
                                TRUTH, where + " => grades " + gradeSetText(o.set()), outcome,
                                gradeConstants(checkClass.nestedClass("Grade"), o.set()));
                    }
                }
                case "grade" -> code.addStatement("$T.assertWithMessage($S)$Z.that($L.result())$Z.isEqualTo($T.$L)", TRUTH,
                        where + " => grade " + o.name().text(), outcome, checkClass.nestedClass("Grade"),
                        JavaNames.constant(o.name().text()));
                default -> code.addStatement("$T.assertWithMessage($S)$Z.that($L.$L())$Z.isEqualTo($L)", TRUTH,
                        where + " => " + o.name().text(), outcome, JavaNames.member(o.name().text()),
                        ctx.exprs.code(typed.value(), env));
            }
        }
        return code.build();
    }

    /**
     * An order with rigged dice: the actors are the positions 1..n of the argument lists, each
     * value read from its list; the result is the positions in order.
     */
    private CodeBlock order(Expect.OrderRoll r, String where, ExprEnv env) {
        Typed.Call rolled = r.call();
        Decl.Order order = r.order();
        CodeBlock.Builder code = CodeBlock.builder();
        int n = ++counter;
        ClassName orderClass = ctx.types.named(order.name().text(), JavaNames.ORDER);
        String dice = "dice" + n;
        List<Typed> args = rolled.arguments();
        List<String> lists = new ArrayList<>();
        for (int i = 0; i < order.params().size(); i++) {
            String var = ExprEmitter.local(order.params().get(i).name().text()) + n;
            TypeName listType = ctx.types.of(new Type.ListType(
                    ctx.construct(order, Construct.Order.class).params().get(i).type()));
            code.addStatement("$T $L = $L", listType, var, ctx.exprs.code(args.get(i), env));
            lists.add(var);
        }
        String actors = "actors" + n;
        code.addStatement("$T<$T> $L = $T.range(1, $L.size() + 1).boxed().toList()", List.class, Integer.class, actors,
                IntStream.class, lists.get(0));
        StringBuilder call = new StringBuilder();
        if (order.dice() != null) {
            CodeBlock.Builder faces = CodeBlock.builder().add("$L", order.dice().sides());
            r.faces().forEach(f -> faces.add(",$W$L", ctx.exprs.code(f, env)));
            code.addStatement("$T $L = $T.of($L)", RIGGED, dice, RIGGED, faces.build());
            call.append(dice).append(", ");
        }
        call.append(actors);
        String actor = env.fresh("actor");
        for (String list : lists) {
            call.append(", ").append(actor).append(" -> ").append(list).append(".get(").append(actor).append(" - 1)");
        }
        String result = "order" + n;
        code.addStatement("$T<$T> $L = $T.order($L)", List.class, Integer.class, result, orderClass,
                ExprEmitter.list(call.toString()));
        if (order.dice() != null) {
            code.addStatement("$L.assertAllUsed()", dice);
        }
        for (Expect.Outcome o : r.outcomes()) {
            code.addStatement("$T.assertWithMessage($S)$Z.that($L)$Z.isEqualTo($L)", TRUTH,
                    where + " => order " + SourceText.text(ctx.model, o.written().value()), result,
                    ctx.exprs.code(o.value(), env));
        }
        return code.build();
    }

    /**
     * One status transition: from a state (and for a status with fields, the turn it began and
     * its fields), on an event at a turn, to a state with fields, or refused.
     */
    private CodeBlock transition(Expect.Transition typed, ExprEnv env) {
        Decl.ExpectTransition t = typed.written();
        Decl.Status s = ctx.model.decl(t.status(), Decl.Status.class);
        String where = "line " + t.span().line() + ": " + SourceText.text(ctx.model, t.span());
        ClassName state = ctx.types.named(s.name().text(), JavaNames.STATE);
        ClassName event = ctx.types.named(s.name().text(), JavaNames.EVENT);
        CodeBlock.Builder code = CodeBlock.builder();
        String eventName = t.event().callee().text();
        CodeBlock call;
        if (!s.rich()) {
            call = CodeBlock.of("$T.$L.on($T.$L)", state, JavaNames.constant(t.from().text()), event,
                    JavaNames.constant(eventName));
        } else {
            ClassName self = StatusEmitter.richClass(ctx, s);
            List<CodeBlock> start = new ArrayList<>();
            start.add(CodeBlock.of("$T.$L", state, JavaNames.constant(t.from().text())));
            start.add(typed.since() == null ? CodeBlock.of("0") : ctx.exprs.code(typed.since(), env));
            List<Typed> with = typed.with();
            for (int i = 0; i < s.fields().size(); i++) {
                start.add(with.get(i) != null ? ctx.exprs.code(with.get(i), env)
                        : ctx.exprs.code(ctx.construct(s, Construct.Status.class).initials().get(i),
                                ExprEnv.empty()));
            }
            List<CodeBlock> args = new ArrayList<>();
            args.add(typed.at() == null ? CodeBlock.of("1") : ctx.exprs.code(typed.at(), env));
            typed.event().arguments().forEach(x -> args.add(ctx.exprs.code(x, env)));
            call = CodeBlock.of("new $T($L)$Z.$L($L)", self, ExprEmitter.args(start), JavaNames.member(eventName),
                    ExprEmitter.args(args));
        }
        if (t.to() == null) {
            code.addStatement("$T.assertThrows($T.class,$W() -> $L,$W$S)", ASSERTIONS, EmitContext.RULE_VIOLATION, call,
                    where);
            return code.build();
        }
        if (!s.rich()) {
            code.addStatement("$T.assertWithMessage($S)$Z.that($L)$Z.isEqualTo($T.$L)", TRUTH, where, call, state,
                    JavaNames.constant(t.to().text()));
            return code.build();
        }
        String next = "next" + (++counter);
        code.addStatement("$T $L = $L", StatusEmitter.richClass(ctx, s), next, call);
        code.addStatement("$T.assertWithMessage($S)$Z.that($L.state())$Z.isEqualTo($T.$L)", TRUTH, where, next, state,
                JavaNames.constant(t.to().text()));
        for (int i = 0; i < t.then().size(); i++) {
            Expr.FieldValue fv = t.then().get(i);
            code.addStatement("$T.assertWithMessage($S)$Z.that($L.$L())$Z.isEqualTo($L)", TRUTH,
                    where + " => " + fv.name().text(), next, JavaNames.member(fv.name().text()),
                    ctx.exprs.code(typed.then().get(i), env));
        }
        return code.build();
    }

    /** Notation expectations: a line parses to a record (and the record's own line parses back), formats, or is rejected. */
    private CodeBlock notationAssertion(Decl.Assertion a, ExprEnv env) {
        String where = "line " + a.span().line() + ": " + SourceText.text(ctx.model, a.span());
        CodeBlock.Builder code = CodeBlock.builder();
        int n = ++counter;
        if (a instanceof Decl.ExpectParses p) {
            Decl.Notation notation = ctx.model.decl(p.notation(), Decl.Notation.class);
            ClassName type = ctx.types.named(notation.name().text());
            String expected = "expected" + n;
            code.addStatement("$T $L = $L", type, expected, record(notation, p.format(), p.fields(), env));
            code.addStatement("$T.assertWithMessage($S)$Z.that($T.parse($S))$Z.isEqualTo($L)", TRUTH, where, type,
                    p.text(), expected);
            code.addStatement("$T.assertWithMessage($S)$Z.that($T.parse($L.format()))$Z.isEqualTo($L)", TRUTH,
                    where + " (its canonical line parses back)", type, expected, expected);
        } else if (a instanceof Decl.ExpectFormats f) {
            Decl.Notation notation = ctx.model.decl(f.notation(), Decl.Notation.class);
            code.addStatement("$T.assertWithMessage($S)$Z.that($L.format())$Z.isEqualTo($S)", TRUTH, where,
                    record(notation, f.format(), f.fields(), env), f.text());
        } else if (a instanceof Decl.ExpectRejects r) {
            Decl.Notation notation = ctx.model.decl(r.notation(), Decl.Notation.class);
            ClassName type = ctx.types.named(notation.name().text());
            String error = "error" + n;
            code.addStatement("$T $L = $T.assertThrows($T.class, () -> $T.parse($S))", NotationEmitter.SYNTAX_ERROR,
                    error, ASSERTIONS, NotationEmitter.SYNTAX_ERROR, type, r.text());
            code.addStatement("$T.assertWithMessage($S + $L.getMessage())$Z.that($L.column())$Z.isEqualTo($L)", TRUTH,
                    where + ": ", error, error, r.column());
        }
        return code.build();
    }

    /** {@code new Notation.Format(…)} with the field values in the format's order. */
    private CodeBlock record(Decl.Notation notation, org.rulesc.compiler.ast.Name formatName,
            List<Expr.FieldValue> values, ExprEnv env) {
        Decl.Format format = ctx.model.part(formatName, Decl.Format.class);
        List<CodeBlock> args = new ArrayList<>();
        for (Typed value : ctx.model.fieldValues(formatName)) {
            args.add(ctx.exprs.code(value, env));
        }
        return CodeBlock.of("new $T($L)", NotationEmitter.formatClass(ctx, notation, format), ExprEmitter.args(args));
    }

    /** {@code Grade.A, Grade.B}: a set of a check's grades, in the order written. */
    static CodeBlock gradeConstants(ClassName grade, List<org.rulesc.compiler.ast.Name> set) {
        CodeBlock.Builder out = CodeBlock.builder();
        for (int i = 0; i < set.size(); i++) {
            out.add(i == 0 ? "$T.$L" : ",$W$T.$L", grade, JavaNames.constant(set.get(i).text()));
        }
        return out.build();
    }

    private static String gradeSetText(List<org.rulesc.compiler.ast.Name> set) {
        return "[" + String.join(", ", set.stream().map(org.rulesc.compiler.ast.Name::text).toList()) + "]";
    }

    /** A call's arguments as Java, each read in {@code env}. */
    CodeBlock args(Typed.Call call, ExprEnv env) {
        return ExprEmitter.args(call.arguments().stream().map(a -> ctx.exprs.code(a, env)).toList());
    }

    private static Expr spanExpr(Decl.Assertion a) {
        if (a instanceof Decl.ExpectTrue t) {
            return t.condition();
        } else if (a instanceof Decl.ExpectRefused r) {
            return r.expr();
        } else if (a instanceof Decl.ExpectValid v) {
            return v.build();
        } else if (a instanceof Decl.ExpectViolates v) {
            return v.build();
        }
        return ((Decl.ExpectRoll) a).call();
    }
}
