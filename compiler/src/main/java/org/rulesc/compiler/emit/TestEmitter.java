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
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Construct;
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
 *
 * <p>This class lays the test class out (its methods, their names, annotations and cases);
 * the statements of each assertion in them are {@link AssertionEmitter}'s.
 */
final class TestEmitter {
    private static final ClassName TEST = ClassName.get("org.junit.jupiter.api", "Test");
    private static final ClassName DISPLAY_NAME = ClassName.get("org.junit.jupiter.api", "DisplayName");
    private static final ClassName PARAMETERIZED = ClassName.get("org.junit.jupiter.params", "ParameterizedTest");
    private static final ClassName METHOD_SOURCE = ClassName.get("org.junit.jupiter.params.provider", "MethodSource");
    private static final ClassName ARGUMENTS = ClassName.get("org.junit.jupiter.params.provider", "Arguments");

    private final EmitContext ctx;
    /** Writes each assertion; one for the class, so the locals it numbers are unique in it. */
    private final AssertionEmitter assertions;
    /** Method names the test class has taken, so two examples with one title get two names. */
    private final java.util.Set<String> methods = new java.util.HashSet<>();

    TestEmitter(EmitContext ctx) {
        this.ctx = ctx;
        this.assertions = new AssertionEmitter(ctx);
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
                    m.addCode(assertions.assertion(x, ExprEnv.empty()));
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
        ExprEnv env = ExprEnv.empty();
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
            test.addCode(assertions.assertion(x, env));
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
                        + "$Z.isEqualTo(e.getValue())", AssertionEmitter.TRUTH,
                        EmitContext.RATIONAL)
                .endControlFlow()
                .beginControlFlow("if (complete)")
                .addComment("every outcome is listed: no probability may sit anywhere else")
                .beginControlFlow("for ($T<?, $T> e : probabilities.entrySet())", Map.Entry.class, EmitContext.RATIONAL)
                .addStatement("$T.assertWithMessage(call + \" \" + e.getKey())$Z.that(e.getValue())"
                        + "$Z.isEqualTo(expected.getOrDefault(e.getKey(),$W$T.ZERO))", AssertionEmitter.TRUTH,
                        EmitContext.RATIONAL)
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
                        ? CodeBlock.of("$T.of($L)", List.class, AssertionEmitter.gradeConstants(grade, g.set()))
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
                    assertions.args(rowCall, ExprEnv.empty()), map.build(), complete);
        }
        type.addMethod(rows.addStatement("return rows.stream()").build());
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

    /** How many values a check's result can take: its grades, success and failure. */
    private long results(Decl.Check check) {
        return ctx.construct(check, Construct.Check.class).steps().results().size();
    }
}
