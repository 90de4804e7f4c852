package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Type;

/**
 * A check as a class: {@code roll} rolls with a given {@code Dice} and returns an outcome
 * record; {@code distribution} gives the exact probability of each outcome by walking every
 * possible roll (the dice-sum distribution), never by sampling.
 */
final class CheckEmitter {
    private final EmitContext ctx;
    private final Decl.Check check;
    private final ClassName className;
    private final ClassName grade;
    private final ClassName outcome;

    CheckEmitter(EmitContext ctx, Decl.Check check) {
        this.ctx = ctx;
        this.check = check;
        this.className = ctx.types.named(check.name().text(), "Check");
        this.grade = className.nestedClass("Grade");
        this.outcome = className.nestedClass("Outcome");
    }

    static String className(Decl.Check check) {
        return JavaNames.type(check.name().text()) + "Check";
    }

    TypeSpec emit() {
        TypeSpec.Builder type = TypeSpec.classBuilder(className)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(Docs.of(check.label(), check.meta()))
                .addJavadoc("<p>Rolls $L.\n", DiceText.of(check.dice()))
                .addJavadoc(check.items().stream().anyMatch(i -> i instanceof Decl.CheckSuccess) ? ""
                        : "<p>A total: it has no success condition, so every roll is a {@code SUCCESS}; read its outputs.\n")
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        type.addType(gradeEnum());
        type.addType(outcomeRecord());
        type.addMethod(automatic());
        type.addMethod(resolve());
        type.addMethod(roll());
        type.addMethod(distribution("distribution", grade, "result"));
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.Output o && ctx.resolve(o.type()) == Type.Prim.INT) {
                type.addMethod(distribution(JavaNames.member(o.name().text()) + "Distribution",
                        ClassName.get(Integer.class), JavaNames.member(o.name().text())));
            }
        }
        return type.build();
    }

    private TypeSpec gradeEnum() {
        TypeSpec.Builder e = TypeSpec.enumBuilder("Grade").addModifiers(Modifier.PUBLIC)
                .addJavadoc("The outcomes of this check: its grades first, then plain success and failure.\n");
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.Grade g) {
                e.addEnumConstant(JavaNames.constant(g.name().text()), TypeSpec.anonymousClassBuilder("$S, $S",
                        g.name().text(), g.label() == null ? g.name().text() : g.label())
                        .addJavadoc(Docs.of(g.label(), g.meta())).build());
            }
        }
        e.addEnumConstant("SUCCESS", TypeSpec.anonymousClassBuilder("$S, $S", "success", "成功").build());
        e.addEnumConstant("FAILURE", TypeSpec.anonymousClassBuilder("$S, $S", "failure", "失敗").build());
        e.addField(String.class, "id", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "label", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addParameter(String.class, "id")
                        .addParameter(String.class, "label").addStatement("this.id = id")
                        .addStatement("this.label = label").build())
                .addMethod(MethodSpec.methodBuilder("id").addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addStatement("return id").build())
                .addMethod(MethodSpec.methodBuilder("label").addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addStatement("return label").build());
        return e.build();
    }

    private List<Decl.Output> outputs() {
        List<Decl.Output> out = new ArrayList<>();
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.Output o) {
                out.add(o);
            }
        }
        return out;
    }

    private TypeSpec outcomeRecord() {
        MethodSpec.Builder components = MethodSpec.constructorBuilder()
                .addParameter(int.class, "roll")
                .addParameter(boolean.class, "rolled")
                .addParameter(boolean.class, "success")
                .addParameter(grade, "result");
        for (Decl.Output o : outputs()) {
            components.addParameter(ctx.javaType(o.type()), JavaNames.member(o.name().text()));
        }
        return TypeSpec.recordBuilder("Outcome")
                .addModifiers(Modifier.PUBLIC)
                .addSuperinterface(EmitContext.CHECK_OUTCOME)
                .addJavadoc("One resolved check: the roll (0 when decided without rolling), whether dice were\n"
                        + "rolled, success, the graded result and the outputs.\n")
                .recordConstructor(components.build())
                .addMethod(MethodSpec.methodBuilder("grade").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addStatement("return result.id()").build())
                .build();
    }

    private List<ParameterSpec> params() {
        return ctx.parameters(check.params());
    }

    private String args() {
        return EmitContext.argumentNames(check.params());
    }

    /** Lets, evaluated with the given roll in scope. */
    private ExprEmitter.Env lets(MethodSpec.Builder m, ExprEmitter.Env env) {
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckLet l) {
                String var = ExprEmitter.local(l.name().text());
                m.addStatement("$T $L = $L", ctx.types.of(ctx.model.type(l.value())), var,
                        ctx.exprs.emit(l.value(), env));
                env = env.with(l.name().text(), var);
            }
        }
        return env;
    }

    private MethodSpec automatic() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("automatic")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(Boolean.class)
                .addParameters(params())
                .addJavadoc("The result decided without rolling, or null when the dice must be rolled.\n")
                .addStatement("int roll = 0");
        ExprEmitter.Env env = lets(m, ctx.env(check.params()).with("roll", "roll"));
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckAutomatic a) {
                m.beginControlFlow("if ($L)", ctx.exprs.emit(a.condition(), env))
                        .addStatement("return $L", a.success() ? "Boolean.TRUE" : "Boolean.FALSE").endControlFlow();
            }
        }
        return m.addStatement("return null").build();
    }

    private MethodSpec resolve() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("resolve")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(outcome)
                .addParameter(int.class, "roll")
                .addParameter(boolean.class, "rolled_")
                .addParameter(Boolean.class, "forced_")
                .addParameters(params());
        ExprEmitter.Env env = lets(m, ctx.env(check.params()).with("roll", "roll"));
        m.addStatement("boolean success");
        m.beginControlFlow("if (forced_ != null)").addStatement("success = forced_");
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckFaces f) {
                List<String> tests = new ArrayList<>();
                for (Decl.FaceRange face : f.faces()) {
                    tests.add(face.lo() == face.hi() ? "roll == " + face.lo()
                            : "(roll >= " + face.lo() + " && roll <= " + face.hi() + ")");
                }
                m.nextControlFlow("else if ($L)", String.join(" || ", tests))
                        .addStatement("success = $L", f.success());
            }
        }
        Decl.CheckSuccess success = (Decl.CheckSuccess) check.items().stream()
                .filter(i -> i instanceof Decl.CheckSuccess).findFirst().orElse(null);
        // without `success when` the check is a total: every roll counts as a success
        m.nextControlFlow("else").addStatement("success = $L",
                success == null ? "true" : ctx.exprs.emit(success.condition(), env)).endControlFlow();
        env = env.with("success", "success");
        StringBuilder gradeExpr = new StringBuilder();
        int open = 0;
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.Grade g) {
                gradeExpr.append(ctx.exprs.emit(g.condition(), env)).append(" ? $T.")
                        .append(JavaNames.constant(g.name().text())).append(" : ");
                open++;
            }
        }
        gradeExpr.append("success ? $T.SUCCESS : $T.FAILURE");
        Object[] grades = new Object[open + 2];
        java.util.Arrays.fill(grades, grade);
        m.addStatement("$T result_ = " + gradeExpr, prepend(grade, grades));
        List<String> outputs = new ArrayList<>();
        for (Decl.Output o : outputs()) {
            String var = JavaNames.member(o.name().text()) + "_";
            m.addStatement("$T $L = $L", ctx.javaType(o.type()), var, ctx.exprs.emit(o.value(), env));
            outputs.add(var);
        }
        return m.addStatement("return new $T(roll, rolled_, success, result_$L)", outcome,
                outputs.isEmpty() ? "" : ", " + String.join(", ", outputs)).build();
    }

    private static Object[] prepend(Object first, Object[] rest) {
        Object[] out = new Object[rest.length + 1];
        out[0] = first;
        System.arraycopy(rest, 0, out, 1, rest.length);
        return out;
    }

    /** The statement computing how many dice to roll. */
    private String diceCount(ExprEmitter.Env env) {
        return check.dice().count() == null ? String.valueOf(check.dice().fixedCount())
                : "Math.max(0, " + ctx.exprs.emit(check.dice().count(), env) + ")";
    }

    private MethodSpec roll() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("roll")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(outcome)
                .addParameter(EmitContext.DICE, "dice")
                .addParameters(params())
                .addJavadoc("Resolves the check, rolling $L with {@code dice} unless the result is automatic.\n",
                        DiceText.of(check.dice()))
                .addStatement("Boolean automatic = automatic($L)", args())
                .beginControlFlow("if (automatic != null)")
                .addStatement("return resolve(0, false, automatic$L)", args().isEmpty() ? "" : ", " + args())
                .endControlFlow()
                .addStatement("int count = $L", diceCount(ctx.env(check.params())))
                .addStatement("int roll = 0")
                .beginControlFlow("for (int i = 0; i < count; i++)")
                .addStatement("roll += dice.roll($L)", check.dice().sides())
                .endControlFlow();
        return m.addStatement("return resolve(roll, true, null$L)", args().isEmpty() ? "" : ", " + args()).build();
    }

    private MethodSpec distribution(String name, TypeName of, String component) {
        TypeName result = ParameterizedTypeName.get(EmitContext.DISTRIBUTION, of);
        String more = args().isEmpty() ? "" : ", " + args();
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(result)
                .addParameters(params())
                .addJavadoc("The exact distribution of {@code $L} over every possible roll.\n", component)
                .addStatement("$T.Builder<$T> out = $T.builder()", EmitContext.DISTRIBUTION, of, EmitContext.DISTRIBUTION)
                .addStatement("Boolean automatic = automatic($L)", args())
                .beginControlFlow("if (automatic != null)")
                .addStatement("return out.add(resolve(0, false, automatic$L).$L(), $T.ONE).build()", more, component,
                        EmitContext.RATIONAL)
                .endControlFlow()
                .addStatement("int count = $L", diceCount(ctx.env(check.params())))
                .beginControlFlow("for ($T<$T, $T> face : $T.diceSum(count, $L).asMap().entrySet())", Map.Entry.class,
                        Integer.class, EmitContext.RATIONAL, EmitContext.DISTRIBUTION, check.dice().sides())
                .addStatement("out.add(resolve(face.getKey(), true, null$L).$L(), face.getValue())", more, component)
                .endControlFlow()
                .addStatement("return out.build()")
                .build();
    }
}
