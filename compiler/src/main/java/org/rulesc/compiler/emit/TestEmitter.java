package org.rulesc.compiler.emit;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.DiceMechanics;
import org.rulesc.compiler.model.Expect;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.SourceText;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.Rational;

/**
 * The rulebook's examples, forall properties and probability tables as JUnit 5 tests with
 * Truth assertions. Each example is one test named after it; forall and probability rows
 * are parameterised, one row per case.
 */
final class TestEmitter {
    private static final ClassName TEST = ClassName.get("org.junit.jupiter.api", "Test");
    private static final ClassName DISPLAY_NAME = ClassName.get("org.junit.jupiter.api", "DisplayName");
    private static final ClassName PARAMETERIZED = ClassName.get("org.junit.jupiter.params", "ParameterizedTest");
    private static final ClassName METHOD_SOURCE = ClassName.get("org.junit.jupiter.params.provider", "MethodSource");
    private static final ClassName ARGUMENTS = ClassName.get("org.junit.jupiter.params.provider", "Arguments");
    private static final ClassName TRUTH = ClassName.get("com.google.common.truth", "Truth");
    private static final ClassName RIGGED = ClassName.get(EmitContext.RUNTIME, "RiggedDice");

    private final EmitContext ctx;
    private int counter;
    /** Method names the test class has taken, so two examples with one title get two names. */
    private final java.util.Set<String> methods = new java.util.HashSet<>();

    TestEmitter(EmitContext ctx) {
        this.ctx = ctx;
    }

    TypeSpec emit() {
        TypeSpec.Builder type = TypeSpec.classBuilder(ctx.mainClass + JavaNames.RULES_TEST)
                .addJavadoc("The worked examples and properties of $L, as tests.\n", Docs.escape(ctx.model.rulebook.title()))
                .addAnnotation(AnnotationSpec.builder(DISPLAY_NAME).addMember("value", "$S",
                        ctx.model.rulebook.title() + " " + ctx.model.rulebook.version()).build());
        int example = 0;
        int forall = 0;
        int table = 0;
        for (Construct construct : ctx.model.constructs().values()) {
            Decl decl = construct.decl();
            if (decl instanceof Decl.Example e) {
                MethodSpec.Builder m = MethodSpec.methodBuilder(testName(e.title(), "example" + (++example), ""))
                        .addAnnotation(TEST)
                        .addAnnotation(AnnotationSpec.builder(DISPLAY_NAME).addMember("value", "$S", e.title()).build())
                        .addJavadoc(Docs.of(e.title(), e.meta()));
                for (Expect x : ((Construct.Example) construct).expects()) {
                    m.addCode(assertion(x, ExprEmitter.Env.empty()));
                }
                type.addMethod(m.build());
            } else if (decl instanceof Decl.Forall f) {
                forall++;
                emitForall(type, (Construct.Forall) construct, forall);
            } else if (decl instanceof Decl.Probabilities p) {
                table++;
                emitProbabilities(type, (Construct.Probabilities) construct, table);
            }
        }
        return type.build();
    }

    private void emitForall(TypeSpec.Builder type, Construct.Forall typedForall, int index) {
        Decl.Forall f = typedForall.decl();
        String name = testName(f.title(), "forall" + index, "Cases");
        String source = name + "Cases";
        List<String> names = new ArrayList<>();
        for (int i = 0; i < f.binders().size(); i++) {
            names.add(f.binders().get(i).name().text() + "={" + i + "}");
        }
        MethodSpec.Builder test = MethodSpec.methodBuilder(name)
                .addAnnotation(AnnotationSpec.builder(PARAMETERIZED).addMember("name", "$S",
                        f.title() + ": " + String.join(", ", names)).build())
                .addAnnotation(AnnotationSpec.builder(METHOD_SOURCE).addMember("value", "$S", source).build())
                .addJavadoc(Docs.of(f.title(), f.meta()));
        MethodSpec.Builder cases = MethodSpec.methodBuilder(source).addModifiers(Modifier.STATIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Stream.class), ARGUMENTS))
                .addStatement("$T<$T> cases = new $T<>()", List.class, ARGUMENTS, ArrayList.class);
        ExprEmitter.Env env = ExprEmitter.Env.empty();
        List<String> vars = new ArrayList<>();
        List<Construct.Field> typed = typedForall.binders();
        for (int i = 0; i < f.binders().size(); i++) {
            Decl.Binder b = f.binders().get(i);
            String var = ExprEmitter.local(b.name().text());
            vars.add(var);
            env = env.with(b.name().text(), var);
            if (b.type() == null) {
                test.addParameter(int.class, var);
                cases.beginControlFlow("for (int $L = $L; $L <= $L; $L++)", var, b.lo(), var, b.hi(), var);
            } else {
                Type t = typed.get(i).type();
                TypeName javaType = ctx.types.of(t);
                test.addParameter(javaType, var);
                if (t == Type.Prim.BOOL) {
                    cases.beginControlFlow("for (boolean $L : new boolean[] {false, true})", var);
                } else {
                    cases.beginControlFlow("for ($T $L : $T.values())", javaType, var, javaType);
                }
            }
        }
        cases.addStatement("cases.add($T.of($L))", ARGUMENTS, String.join(", ", vars));
        for (int i = 0; i < f.binders().size(); i++) {
            cases.endControlFlow();
        }
        cases.addStatement("return cases.stream()");
        for (Expect x : typedForall.expects()) {
            test.addCode(assertion(x, env));
        }
        type.addMethod(test.build());
        type.addMethod(cases.build());
    }

    private void emitProbabilities(TypeSpec.Builder type, Construct.Probabilities typed, int index) {
        Decl.Probabilities p = typed.decl();
        String name = testName(p.title(), "probabilities" + index, "Rows");
        String source = name + "Rows";
        TypeName anyDistribution = ParameterizedTypeName.get(EmitContext.DISTRIBUTION, WildcardTypeName.subtypeOf(Object.class));
        TypeName expectedMap = ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(Object.class),
                EmitContext.RATIONAL);
        type.addMethod(MethodSpec.methodBuilder(name)
                .addAnnotation(AnnotationSpec.builder(PARAMETERIZED).addMember("name", "$S", p.title() + ": {0}").build())
                .addAnnotation(AnnotationSpec.builder(METHOD_SOURCE).addMember("value", "$S", source).build())
                .addJavadoc(Docs.of(p.title(), p.meta()))
                .addParameter(String.class, "call")
                .addParameter(anyDistribution, "actual")
                .addParameter(expectedMap, "expected")
                .addParameter(boolean.class, "complete")
                // the distribution makes its map on each call: once here
                .addStatement("$T<?, $T> probabilities = actual.asMap()", Map.class, EmitContext.RATIONAL)
                .beginControlFlow("for ($T<$T, $T> e : expected.entrySet())", Map.Entry.class, Object.class, EmitContext.RATIONAL)
                .addStatement("$T.assertWithMessage(call + \" \" + e.getKey())$Z.that(probabilities.getOrDefault(e.getKey(),$W$T.ZERO))"
                        + "$Z.isEqualTo(e.getValue())", TRUTH, EmitContext.RATIONAL)
                .endControlFlow()
                .beginControlFlow("if (complete)")
                .addComment("every outcome is listed: no probability may sit anywhere else")
                .beginControlFlow("for ($T<?, $T> e : probabilities.entrySet())", Map.Entry.class, EmitContext.RATIONAL)
                .addStatement("$T.assertWithMessage(call + \" \" + e.getKey())$Z.that(e.getValue())"
                        + "$Z.isEqualTo(expected.getOrDefault(e.getKey(),$W$T.ZERO))", TRUTH, EmitContext.RATIONAL)
                .endControlFlow()
                .endControlFlow()
                .build());
        MethodSpec.Builder rows = MethodSpec.methodBuilder(source).addModifiers(Modifier.STATIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Stream.class), ARGUMENTS))
                .addStatement("$T<$T> rows = new $T<>()", List.class, ARGUMENTS, ArrayList.class);
        for (int r = 0; r < p.rows().size(); r++) {
            Decl.ProbabilityRow row = p.rows().get(r);
            Typed.Call rowCall = typed.calls().get(r);
            Decl.Check check = ((Callee.Check) rowCall.callee()).decl();
            ClassName checkClass = ctx.types.named(check.name().text(), JavaNames.CHECK);
            ClassName grade = checkClass.nestedClass("Grade");
            CodeBlock.Builder map = CodeBlock.builder().add("$T.ofEntries(", Map.class);
            Rational total = Rational.ZERO;
            for (int i = 0; i < row.grades().size(); i++) {
                Decl.GradeProbability g = row.grades().get(i);
                CodeBlock key = g.set() != null
                        ? CodeBlock.of("$T.of($L)", List.class, gradeConstants(grade, g.set()))
                        : row.output() == null ? CodeBlock.of("$T.$L", grade, JavaNames.constant(g.grade().text()))
                        : CodeBlock.of("$L", Integer.parseInt(g.grade().text()));
                map.add(i == 0 ? "$T.entry($L, $T.of($L, $L))" : ",$W$T.entry($L, $T.of($L, $L))", Map.class, key,
                        EmitContext.RATIONAL, g.numerator(), g.denominator());
                total = total.plus(ctx.model.probability(g));
            }
            map.add(")");
            // outcome rows are complete when every grade is named; output rows when they sum to 1
            boolean complete = row.output() == null
                    ? row.grades().stream().map(g -> g.grade().text()).distinct().count() == results(check)
                    : total.equals(Rational.ONE);
            String method = row.output() == null ? "distribution" : JavaNames.member(row.output().text()) + JavaNames.DISTRIBUTION;
            String call = SourceText.text(ctx.model, row.call()) + (row.output() == null ? "" : "." + row.output().text());
            rows.addStatement("rows.add($T.of($S,$W$T.$L($L),$W$L,$W$L))", ARGUMENTS, call, checkClass, method,
                    args(rowCall, ExprEmitter.Env.empty()), map.build(), complete);
        }
        type.addMethod(rows.addStatement("return rows.stream()").build());
    }

    /**
     * An order with rigged dice: the actors are the positions 1..n of the argument lists, each
     * value read from its list; the result is the positions in order.
     */
    private CodeBlock order(Expect.OrderRoll r, String where, ExprEmitter.Env env) {
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
    private CodeBlock transition(Expect.Transition typed, ExprEmitter.Env env) {
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
                                ExprEmitter.Env.empty()));
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

    /**
     * A test method named after its title: {@code "hit number at range 4"} is
     * {@code hitNumberAtRange4}. Letters and digits of any script are kept, everything else
     * separates words; a title that leaves nothing, or a name taken already (with
     * {@code suffix} for its companion), gets {@code fallback} or a number.
     */
    private String testName(String title, String fallback, String suffix) {
        StringBuilder out = new StringBuilder();
        boolean wordStart = false;
        for (int i = 0; i < title.length() && out.length() < 60; ) {
            int c = title.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isLetterOrDigit(c) && Character.isJavaIdentifierPart(c) && !Character.isIdentifierIgnorable(c)) {
                if (out.length() == 0) {
                    out.appendCodePoint(Character.isJavaIdentifierStart(c) ? Character.toLowerCase(c) : c);
                } else if (wordStart && !Character.isUpperCase(c) && !Character.isLowerCase(c)) {
                    out.append('_').appendCodePoint(c); // a digit or a letter without case: no capital shows the word
                } else {
                    out.appendCodePoint(wordStart ? Character.toUpperCase(c) : c);
                }
                wordStart = false;
            } else {
                wordStart = out.length() > 0;
            }
        }
        String base = out.length() == 0 ? fallback
                : Character.isJavaIdentifierStart(out.codePointAt(0)) ? out.toString() : "case" + out;
        if (JavaNames.isKeyword(base)) {
            base = fallback;
        }
        String name = base;
        for (int n = 2; methods.contains(name) || !suffix.isEmpty() && methods.contains(name + suffix); n++) {
            name = base + "_" + n;
        }
        methods.add(name);
        if (!suffix.isEmpty()) {
            methods.add(name + suffix);
        }
        return name;
    }

    private static CodeBlock gradeConstants(ClassName grade, List<org.rulesc.compiler.ast.Name> set) {
        CodeBlock.Builder out = CodeBlock.builder();
        for (int i = 0; i < set.size(); i++) {
            out.add(i == 0 ? "$T.$L" : ",$W$T.$L", grade, JavaNames.constant(set.get(i).text()));
        }
        return out.build();
    }

    private static String gradeSetText(List<org.rulesc.compiler.ast.Name> set) {
        return "[" + String.join(", ", set.stream().map(org.rulesc.compiler.ast.Name::text).toList()) + "]";
    }

    /** How many values a check's result can take: its grades, success and failure. */
    private long results(Decl.Check check) {
        return ctx.construct(check, Construct.Check.class).steps().results().size();
    }

    private CodeBlock args(Typed.Call call, ExprEmitter.Env env) {
        return ExprEmitter.args(call.arguments().stream().map(a -> ctx.exprs.code(a, env)).toList());
    }

    private CodeBlock assertion(Expect x, ExprEmitter.Env env) {
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
    private CodeBlock roll(Expect.CheckRoll r, String where, ExprEmitter.Env env) {
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

    private static final ClassName ASSERTIONS = ClassName.get("org.junit.jupiter.api", "Assertions");

    /** Notation expectations: a line parses to a record (and the record's own line parses back), formats, or is rejected. */
    private CodeBlock notationAssertion(Decl.Assertion a, ExprEmitter.Env env) {
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
            List<Expr.FieldValue> values, ExprEmitter.Env env) {
        Decl.Format format = ctx.model.part(formatName, Decl.Format.class);
        List<CodeBlock> args = new ArrayList<>();
        for (Typed value : ctx.model.fieldValues(formatName)) {
            args.add(ctx.exprs.code(value, env));
        }
        return CodeBlock.of("new $T($L)", NotationEmitter.formatClass(ctx, notation, format), ExprEmitter.args(args));
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
