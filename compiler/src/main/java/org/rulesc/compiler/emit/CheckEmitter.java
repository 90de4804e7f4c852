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
 * record; {@code outcomes} gives the exact probability of every outcome by walking every
 * possible sum of every pool (the dice-sum distributions, multiplied), never by sampling;
 * {@code distribution} and the {@code …Distribution} methods read one part of it.
 *
 * <p>The generated class resolves a check in three steps, each a private method that
 * re-evaluates the check's lets: {@code automatic} (decided before rolling: 0 roll as
 * usual, 1 success and 2 failure without rolling, 3 and 4 the same but rolling anyway),
 * {@code success} (the faces, then {@code success when}), and {@code resolve} (grades and outputs).
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
                .addJavadoc("<p>Rolls $L.\n", DiceText.of(check))
                .addJavadoc(hasSuccessCondition() ? ""
                        : "<p>A total: it has no success condition, so every roll is a {@code SUCCESS}; read its outputs.\n")
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        type.addType(gradeEnum());
        type.addType(outcomeRecord());
        type.addMethod(automatic());
        type.addMethod(success());
        type.addMethod(resolve());
        for (int i = 0; i < check.followUps().size(); i++) {
            type.addMethod(followUpDice(i));
        }
        type.addMethod(roll());
        type.addMethod(sum());
        type.addMethod(outcomes());
        type.addMethod(distribution("distribution", grade, "result"));
        if (check.gradesChosen()) {
            type.addMethod(distribution("gradesDistribution", gradeList(), "grades"));
        }
        for (String component : intComponents()) {
            type.addMethod(distribution(JavaNames.member(component) + "Distribution", ClassName.get(Integer.class),
                    JavaNames.member(component)));
        }
        return type.build();
    }

    private TypeName gradeList() {
        return ParameterizedTypeName.get(ClassName.get(List.class), grade);
    }

    private boolean hasSuccessCondition() {
        return check.items().stream().anyMatch(i -> i instanceof Decl.CheckSuccess);
    }

    /** Pools (when named), follow-up rolls and int outputs: each gets a {@code …Distribution} method. */
    private List<String> intComponents() {
        List<String> out = new ArrayList<>();
        if (check.pooled()) {
            check.pools().forEach(p -> out.add(p.variable()));
        }
        check.followUps().forEach(f -> out.add(f.name().text()));
        for (Decl.Output o : outputs()) {
            if (ctx.resolve(o.type()) == Type.Prim.INT) {
                out.add(o.name().text());
            }
        }
        return out;
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
        if (check.gradesChosen()) {
            components.addParameter(gradeList(), "grades");
        }
        if (check.pooled()) {
            for (Decl.Pool p : check.pools()) {
                components.addParameter(int.class, pool(p));
            }
        }
        for (Decl.FollowUp f : check.followUps()) {
            components.addParameter(int.class, followUp(f));
        }
        for (Decl.Output o : outputs()) {
            components.addParameter(ctx.javaType(o.type()), JavaNames.member(o.name().text()));
        }
        TypeSpec.Builder record = TypeSpec.recordBuilder("Outcome");
        if (check.gradesChosen()) {
            record.addJavadoc("<p>When several grades apply the player picks one ({@code grades} lists them in order,\n"
                    + "{@code result} is the first until {@link #choose} says otherwise).\n");
            record.addMethod(choose(components.build()));
        }
        return record
                .addModifiers(Modifier.PUBLIC)
                .addSuperinterface(EmitContext.CHECK_OUTCOME)
                .addJavadoc("One resolved check: the roll (0 when decided without rolling$L), whether dice were\n"
                        + "rolled, success, the graded result$L$L and the outputs.\n",
                        check.pooled() ? "; the sum of every pool" : "", check.pooled() ? ", each pool's sum" : "",
                        check.followUps().isEmpty() ? "" : ", each follow-up roll's sum (0 when not rolled)")
                .recordConstructor(components.build())
                .addMethod(MethodSpec.methodBuilder("grade").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addStatement("return result.id()").build())
                .build();
    }

    /** {@code choose(grade)}: the same outcome with the player's pick as its result. */
    private MethodSpec choose(MethodSpec components) {
        List<String> args = new ArrayList<>();
        components.parameters().forEach(p -> args.add(p.name().equals("result") ? "grade" : p.name()));
        return MethodSpec.methodBuilder("choose").addModifiers(Modifier.PUBLIC).returns(outcome)
                .addParameter(grade, "grade")
                .addJavadoc("The player's pick among the grades that applied: this outcome with {@code grade} as its\n"
                        + "result.\n@throws RuleViolation when {@code grade} did not apply\n")
                .beginControlFlow("if (!grades.contains(grade))")
                .addStatement("throw new $T($S, $S + grade.label() + $S + grades)", EmitContext.RULE_VIOLATION,
                        check.name().text(), "the player cannot choose ", ": the grades that applied are ")
                .endControlFlow()
                .addStatement("return new $T($L)", outcome, String.join(", ", args)).build();
    }

    /** The Java local holding a pool's sum. */
    private static String pool(Decl.Pool p) {
        return ExprEmitter.local(p.variable());
    }

    /** The Java local holding a follow-up roll's sum. */
    private static String followUp(Decl.FollowUp f) {
        return ExprEmitter.local(f.name().text());
    }

    /** The first {@code n} follow-up rolls as parameters. */
    private List<ParameterSpec> followUpParams(int n) {
        List<ParameterSpec> out = new ArrayList<>();
        for (Decl.FollowUp f : check.followUps().subList(0, n)) {
            out.add(ParameterSpec.builder(int.class, followUp(f)).build());
        }
        return out;
    }

    /** The first {@code n} follow-up rolls as arguments, each with a leading comma. */
    private String followUpArgs(int n) {
        StringBuilder out = new StringBuilder();
        check.followUps().subList(0, n).forEach(f -> out.append(", ").append(followUp(f)));
        return out.toString();
    }

    private ExprEmitter.Env withFollowUps(ExprEmitter.Env env, int n) {
        for (Decl.FollowUp f : check.followUps().subList(0, n)) {
            env = env.with(f.name().text(), followUp(f));
        }
        return env;
    }

    /** How many dice follow-up roll {@code i} rolls: 0 unless its condition holds. */
    private MethodSpec followUpDice(int i) {
        Decl.FollowUp f = check.followUps().get(i);
        MethodSpec.Builder m = MethodSpec.methodBuilder(followUp(f) + "Dice")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class)
                .addParameters(poolParams())
                .addParameter(boolean.class, "success")
                .addParameters(followUpParams(i))
                .addParameters(params())
                .addJavadoc("How many dice the follow-up roll {@code $L}$L rolls: none unless its condition holds.\n",
                        f.name().text(), f.label() == null ? "" : " (" + Docs.escape(f.label()) + ")");
        ExprEmitter.Env env = withFollowUps(lets(m, poolEnv()).with("success", "success"), i);
        if (f.condition() != null) {
            m.beginControlFlow("if (!($L))", ctx.exprs.emit(f.condition(), env)).addStatement("return 0")
                    .endControlFlow();
        }
        return m.addStatement("return $L", f.dice().count() == null ? String.valueOf(f.dice().fixedCount())
                : "Math.max(0, " + ctx.exprs.emit(f.dice().count(), env) + ")").build();
    }

    /** The arguments of follow-up {@code i}'s dice count. */
    private String followUpDiceCall(int i) {
        return followUp(check.followUps().get(i)) + "Dice(" + poolArgs() + ", success" + followUpArgs(i) + moreArgs()
                + ")";
    }

    private List<ParameterSpec> params() {
        return ctx.parameters(check.params());
    }

    private List<ParameterSpec> poolParams() {
        List<ParameterSpec> out = new ArrayList<>();
        for (Decl.Pool p : check.pools()) {
            out.add(ParameterSpec.builder(int.class, pool(p)).build());
        }
        return out;
    }

    /** The pools' sums as arguments: {@code atk, tgt}. */
    private String poolArgs() {
        return String.join(", ", check.pools().stream().map(CheckEmitter::pool).toList());
    }

    private String args() {
        return EmitContext.argumentNames(check.params());
    }

    private String moreArgs() {
        return args().isEmpty() ? "" : ", " + args();
    }

    /** The check's parameters and its pools' sums, as the expressions see them. */
    private ExprEmitter.Env poolEnv() {
        ExprEmitter.Env env = ctx.env(check.params());
        for (Decl.Pool p : check.pools()) {
            env = env.with(p.variable(), pool(p));
        }
        return env;
    }

    /** Lets, evaluated with the given sums in scope. */
    private ExprEmitter.Env lets(MethodSpec.Builder m, ExprEmitter.Env env) {
        return lets(m, env, null);
    }

    /**
     * The lets that {@code always … when} conditions use, directly or through other lets:
     * those are decided before rolling (every sum is 0), so a let that reads the roll, e.g. a
     * table lookup by die, is not evaluated there unless a condition needs it.
     */
    private java.util.Set<String> automaticLets() {
        java.util.Set<String> needed = new java.util.HashSet<>();
        List<Decl.CheckItem> items = check.items();
        for (int i = items.size() - 1; i >= 0; i--) {
            Decl.CheckItem item = items.get(i);
            if (item instanceof Decl.CheckAutomatic a) {
                names(a.condition(), needed);
            } else if (item instanceof Decl.CheckLet l && needed.contains(l.name().text())) {
                names(l.value(), needed);
            }
        }
        // a let may be used by a condition written before it only through a later let; walk again until stable
        int before;
        do {
            before = needed.size();
            for (Decl.CheckItem item : items) {
                if (item instanceof Decl.CheckLet l && needed.contains(l.name().text())) {
                    names(l.value(), needed);
                }
            }
        } while (needed.size() != before);
        return needed;
    }

    private void names(org.rulesc.compiler.ast.Expr e, java.util.Set<String> into) {
        org.rulesc.compiler.check.Cycles.walk(e, x -> {
            if (x instanceof org.rulesc.compiler.ast.Expr.NameRef n
                    && ctx.model.refs.get(n) instanceof org.rulesc.compiler.model.Ref.Local) {
                into.add(n.name().text());
            }
        });
    }

    /** The lets named in {@code only} (all when null), evaluated with the given sums in scope. */
    private ExprEmitter.Env lets(MethodSpec.Builder m, ExprEmitter.Env env, java.util.Set<String> only) {
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckLet l && (only == null || only.contains(l.name().text()))) {
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
                .returns(int.class)
                .addParameters(params())
                .addJavadoc("What is decided before rolling: 0 roll as usual, 1 success and 2 failure without\n"
                        + "rolling, 3 success and 4 failure rolling anyway. Nothing is rolled yet, so every sum is 0.\n");
        java.util.Set<String> needed = automaticLets();
        for (Decl.Pool p : check.pools()) {
            if (needed.contains(p.variable())) {
                m.addStatement("int $L = 0", pool(p));
            }
        }
        ExprEmitter.Env env = lets(m, poolEnv(), needed);
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckAutomatic a) {
                m.beginControlFlow("if ($L)", ctx.exprs.emit(a.condition(), env))
                        .addStatement("return $L", (a.success() ? 1 : 2) + (a.rollAnyway() ? 2 : 0)).endControlFlow();
            }
        }
        return m.addStatement("return 0").build();
    }

    private MethodSpec success() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("success")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(boolean.class)
                .addParameters(poolParams())
                .addParameter(int.class, "automatic_")
                .addParameters(params())
                .addJavadoc("Success: decided before rolling, else by the faces, else by the success condition.\n");
        ExprEmitter.Env env = lets(m, poolEnv());
        m.beginControlFlow("if (automatic_ != 0)").addStatement("return automatic_ % 2 == 1").endControlFlow();
        for (Decl.CheckItem item : check.items()) {
            if (item instanceof Decl.CheckFaces f) {
                String roll = pool(check.pools().get(0));
                List<String> tests = new ArrayList<>();
                for (Decl.FaceRange face : f.faces()) {
                    tests.add(face.lo() == face.hi() ? roll + " == " + face.lo()
                            : "(" + roll + " >= " + face.lo() + " && " + roll + " <= " + face.hi() + ")");
                }
                m.beginControlFlow("if ($L)", String.join(" || ", tests)).addStatement("return $L", f.success())
                        .endControlFlow();
            }
        }
        Decl.CheckSuccess success = (Decl.CheckSuccess) check.items().stream()
                .filter(i -> i instanceof Decl.CheckSuccess).findFirst().orElse(null);
        // without `success when` the check is a total: every roll counts as a success
        return m.addStatement("return $L", success == null ? "true" : ctx.exprs.emit(success.condition(), env))
                .build();
    }

    private MethodSpec resolve() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("resolve")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(outcome)
                .addParameters(poolParams())
                .addParameters(followUpParams(check.followUps().size()))
                .addParameter(boolean.class, "rolled_")
                .addParameter(boolean.class, "success")
                .addParameters(params());
        ExprEmitter.Env env = withFollowUps(lets(m, poolEnv()).with("success", "success"), check.followUps().size());
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
        List<String> components = new ArrayList<>();
        if (check.gradesChosen()) {
            // every grade that applies, in order; the first is the result until the player chooses
            m.addStatement("$T<$T> grades_ = new $T<>()", List.class, grade, ArrayList.class);
            for (Decl.CheckItem item : check.items()) {
                if (item instanceof Decl.Grade g) {
                    m.beginControlFlow("if ($L)", ctx.exprs.emit(g.condition(), env))
                            .addStatement("grades_.add($T.$L)", grade, JavaNames.constant(g.name().text()))
                            .endControlFlow();
                }
            }
            m.addStatement("$T result_ = grades_.isEmpty() ? (success ? $T.SUCCESS : $T.FAILURE) : grades_.get(0)",
                    grade, grade, grade);
            components.add("java.util.List.copyOf(grades_)");
        } else {
            Object[] grades = new Object[open + 2];
            java.util.Arrays.fill(grades, grade);
            m.addStatement("$T result_ = " + gradeExpr, prepend(grade, grades));
        }
        if (check.pooled()) {
            check.pools().forEach(p -> components.add(pool(p)));
        }
        check.followUps().forEach(f -> components.add(followUp(f)));
        for (Decl.Output o : outputs()) {
            String var = JavaNames.member(o.name().text()) + "_";
            m.addStatement("$T $L = $L", ctx.javaType(o.type()), var, ctx.exprs.emit(o.value(), env));
            components.add(var);
        }
        String total = String.join(" + ", check.pools().stream().map(CheckEmitter::pool).toList());
        return m.addStatement("return new $T($L, rolled_, success, result_$L)", outcome, total,
                components.isEmpty() ? "" : ", " + String.join(", ", components)).build();
    }

    private static Object[] prepend(Object first, Object[] rest) {
        Object[] out = new Object[rest.length + 1];
        out[0] = first;
        System.arraycopy(rest, 0, out, 1, rest.length);
        return out;
    }

    /** The expression for how many dice a pool rolls. */
    private String diceCount(Decl.DiceSpec dice) {
        return dice.count() == null ? String.valueOf(dice.fixedCount())
                : "Math.max(0, " + ctx.exprs.emit(dice.count(), ctx.env(check.params())) + ")";
    }

    private MethodSpec roll() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("roll")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(outcome)
                .addParameter(EmitContext.DICE, "dice")
                .addParameters(params())
                .addJavadoc("Resolves the check, rolling $L with {@code dice} (in that order) unless the result is\n"
                        + "decided before rolling.\n", DiceText.of(check))
                .addStatement("int automatic_ = automatic($L)", args())
                .addStatement("boolean rolled_ = automatic_ == 0 || automatic_ >= 3");
        for (Decl.Pool p : check.pools()) {
            m.addStatement("int $L = rolled_ ? sum(dice, $L, $L) : 0", pool(p), diceCount(p.dice()), p.dice().sides());
        }
        m.addStatement("boolean success = success($L, automatic_$L)", poolArgs(), moreArgs());
        for (int i = 0; i < check.followUps().size(); i++) {
            Decl.FollowUp f = check.followUps().get(i);
            m.addStatement("int $L = sum(dice, $L, $L)", followUp(f), followUpDiceCall(i), f.dice().sides());
        }
        return m.addStatement("return resolve($L$L, rolled_, success$L)", poolArgs(),
                followUpArgs(check.followUps().size()), moreArgs()).build();
    }

    private static MethodSpec sum() {
        return MethodSpec.methodBuilder("sum").addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(int.class)
                .addParameter(EmitContext.DICE, "dice").addParameter(int.class, "count").addParameter(int.class, "sides")
                .addJavadoc("Rolls {@code count} dice of {@code sides} faces and adds them up.\n")
                .addStatement("int total = 0")
                .beginControlFlow("for (int i = 0; i < count; i++)").addStatement("total += dice.roll(sides)")
                .endControlFlow()
                .addStatement("return total").build();
    }

    private MethodSpec outcomes() {
        TypeName result = ParameterizedTypeName.get(EmitContext.DISTRIBUTION, outcome);
        MethodSpec.Builder m = MethodSpec.methodBuilder("outcomes")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(result)
                .addParameters(params())
                .addJavadoc("The exact distribution of whole outcomes over every possible roll$L.\n",
                        check.pools().size() > 1 ? " of every pool" : "")
                .addStatement("$T.Builder<$T> out = $T.builder()", EmitContext.DISTRIBUTION, outcome,
                        EmitContext.DISTRIBUTION)
                .addStatement("int automatic_ = automatic($L)", args())
                .addStatement("boolean rolled_ = automatic_ == 0 || automatic_ >= 3");
        String p = "$T.ONE";
        for (Decl.Pool pool : check.pools()) {
            String var = pool(pool);
            m.beginControlFlow("for ($T<$T, $T> $L_ : $T.diceSum(rolled_ ? $L : 0, $L).asMap().entrySet())",
                    Map.Entry.class, Integer.class, EmitContext.RATIONAL, var, EmitContext.DISTRIBUTION,
                    diceCount(pool.dice()), pool.dice().sides());
            m.addStatement("int $L = $L_.getKey()", var, var);
            p = p + ".times(" + var + "_.getValue())";
        }
        m.addStatement("boolean success = success($L, automatic_$L)", poolArgs(), moreArgs());
        for (int i = 0; i < check.followUps().size(); i++) {
            Decl.FollowUp f = check.followUps().get(i);
            String var = followUp(f);
            m.beginControlFlow("for ($T<$T, $T> $L_ : $T.diceSum($L, $L).asMap().entrySet())",
                    Map.Entry.class, Integer.class, EmitContext.RATIONAL, var, EmitContext.DISTRIBUTION,
                    followUpDiceCall(i), f.dice().sides());
            m.addStatement("int $L = $L_.getKey()", var, var);
            p = p + ".times(" + var + "_.getValue())";
        }
        m.addStatement("out.add(resolve($L$L, rolled_, success$L), " + p + ")", poolArgs(),
                followUpArgs(check.followUps().size()), moreArgs(), EmitContext.RATIONAL);
        for (int i = 0; i < check.pools().size() + check.followUps().size(); i++) {
            m.endControlFlow();
        }
        return m.addStatement("return out.build()").build();
    }

    private MethodSpec distribution(String name, TypeName of, String component) {
        TypeName result = ParameterizedTypeName.get(EmitContext.DISTRIBUTION, of);
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(result)
                .addParameters(params())
                .addJavadoc("The exact distribution of {@code $L} over every possible roll.\n", component)
                .addStatement("return outcomes($L).map($T::$L)", args(), outcome, component)
                .build();
    }
}
