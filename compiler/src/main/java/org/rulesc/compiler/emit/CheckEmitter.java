package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;

/**
 * A check as a class: {@code roll} rolls with a given {@code Dice} and returns an outcome
 * record; {@code outcomes} gives the exact probability of every outcome by walking every
 * possible sum of every pool (the dice-sum distributions, multiplied), never by sampling;
 * {@code distribution} and the {@code …Distribution} methods read one part of it.
 *
 * <p>The generated class resolves a check in three steps, each a private method:
 * {@code automatic} (a {@code Decision} made before rolling, from the lets its conditions need:
 * roll as usual, success or failure without rolling, or the same but rolling anyway); then,
 * with the check's lets computed once by the caller from the sums rolled,
 * {@code success} (the faces, then {@code success when}), and {@code resolve} (grades and outputs).
 * Those steps are emitted by {@link CheckStepsEmitter}, the distributions by
 * {@link DistributionEmitter}, the {@code Grade} enum and {@code Outcome} record by
 * {@link CheckOutcomeEmitter}; this class emits the rest and the names they share.
 */
final class CheckEmitter {
    final EmitContext ctx;
    final Decl.Check check;
    private final ClassName className;
    final ClassName grade;
    final ClassName outcome;
    final ClassName decision;
    /** The check's steps as the checker made them explicit: what every method below follows. */
    final CheckSteps plan;
    private final CheckStepsEmitter steps;
    private final DistributionEmitter distributions;
    private final CheckOutcomeEmitter outcomes;

    CheckEmitter(EmitContext ctx, Decl.Check check) {
        this.ctx = ctx;
        this.check = check;
        this.className = ctx.types.named(check.name().text(), JavaNames.CHECK);
        this.grade = className.nestedClass("Grade");
        this.outcome = className.nestedClass("Outcome");
        this.decision = className.nestedClass("Decision");
        this.plan = ctx.construct(check, Construct.Check.class).steps();
        this.steps = new CheckStepsEmitter(this);
        this.distributions = new DistributionEmitter(this);
        this.outcomes = new CheckOutcomeEmitter(this);
    }

    /** What {@code automatic} decides before rolling, and what each decision means. */
    private TypeSpec decisionEnum() {
        TypeSpec.Builder e = TypeSpec.enumBuilder(decision).addModifiers(Modifier.PRIVATE)
                .addJavadoc("What is decided before rolling ({@code always … when} rules).\n");
        for (CheckSteps.Decision d : CheckSteps.Decision.values()) {
            e.addEnumConstant(d.name(), TypeSpec.anonymousClassBuilder("").addJavadoc(DECISION_DOCS.get(d)).build());
        }
        return e.addMethod(MethodSpec.methodBuilder("rolls").returns(boolean.class)
                        .addJavadoc("Whether the dice are rolled.\n@return true unless decided without rolling\n")
                        .addStatement("return $L", decisionTest(CheckSteps.Decision::rolls))
                        .build())
                .addMethod(MethodSpec.methodBuilder("success").returns(boolean.class)
                        .addJavadoc("Whether it decides a success.\n@return true for a success, rolled or not\n")
                        .addStatement("return $L", decisionTest(CheckSteps.Decision::succeeds)).build())
                .build();
    }

    private static final java.util.Map<CheckSteps.Decision, String> DECISION_DOCS = java.util.Map.of(
            CheckSteps.Decision.ROLL, "Nothing: roll, and the dice decide.\n",
            CheckSteps.Decision.SUCCESS, "A success without rolling.\n",
            CheckSteps.Decision.FAILURE, "A failure without rolling.\n",
            CheckSteps.Decision.SUCCESS_ROLLING_ANYWAY, "A success, but the dice are rolled (for the outputs).\n",
            CheckSteps.Decision.FAILURE_ROLLING_ANYWAY, "A failure, but the dice are rolled (for the outputs).\n");

    /** {@code this == A || this == B}: the decisions for which {@code holds} is true, in order. */
    private static String decisionTest(java.util.function.Predicate<CheckSteps.Decision> holds) {
        return String.join(" || ", java.util.Arrays.stream(CheckSteps.Decision.values()).filter(holds)
                .map(d -> "this == " + d.name()).toList());
    }

    /** The emitter of the private steps ({@code automatic}, {@code success}, {@code resolve}…). */
    CheckStepsEmitter stepCode() {
        return steps;
    }

    static String className(Decl.Check check) {
        return JavaNames.type(check.name().text()) + JavaNames.CHECK;
    }

    TypeSpec emit() {
        TypeSpec.Builder type = TypeSpec.classBuilder(className)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(Docs.of(check.label(), check.meta()))
                .addJavadoc("<p>Rolls $L.\n", DiceText.of(check))
                .addJavadoc(hasSuccessCondition() ? ""
                        : "<p>A total: it has no success condition, so every roll is a {@code SUCCESS}; read its outputs.\n")
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        type.addType(outcomes.gradeEnum());
        if (check.gradesChosen() && gradeTable()) {
            type.addField(com.palantir.javapoet.FieldSpec.builder(ParameterizedTypeName.get(ClassName.get(List.class),
                            gradeList()), "GRADE_SETS", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("Every set of grades that can apply, by bit set (bit i: the i-th grade), each an immutable\n"
                            + "list in order, so that a roll picks one instead of building it.\n")
                    .initializer("gradeSets()").build());
            type.addMethod(gradeSets());
        }
        if (resultTable() && resultKept()) {
            type.addField(com.palantir.javapoet.FieldSpec.builder(com.palantir.javapoet.ArrayTypeName.of(grade), "RESULTS",
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The result by the grades that applied (a bit set, bit i the i-th grade, shifted up by one)\n"
                            + "and success (the lowest bit): the first grade that applied, else SUCCESS or FAILURE. A roll\n"
                            + "reads its result here instead of testing the grades one by one.\n")
                    .initializer("results()").build());
            type.addMethod(results());
        }
        if (distributions.tallies()) {
            type.addField(distributions.gradesField());
        }
        type.addType(outcomes.outcomeRecord());
        MechanicsEmitter.fields(type, check);
        type.addType(decisionEnum());
        type.addMethod(steps.automatic());
        type.addMethod(steps.success());
        type.addMethod(steps.resolve());
        type.addMethod(steps.gradeOnly());
        for (int i = 0; i < check.followUps().size(); i++) {
            type.addMethod(steps.followUpDice(i));
        }
        type.addMethod(roll());
        if (usesSum()) {
            type.addMethod(sum());
        }
        type.addMethod(distributions.outcomes());
        type.addMethod(distributions.distribution("distribution", grade, "result"));
        if (check.gradesChosen()) {
            type.addMethod(distributions.distribution("gradesDistribution", gradeList(), "grades"));
        }
        for (String component : distributions.intComponents()) {
            type.addMethod(distributions.distribution(JavaNames.member(component) + JavaNames.DISTRIBUTION,
                    ClassName.get(Integer.class), JavaNames.member(component)));
        }
        return type.build();
    }

    /** Grades of a check whose player chooses, at most this many: a table of every set of them is small. */
    private static final int MAX_TABLE_GRADES = 10;

    /** Whether {@code resolve} picks the grades that apply from a precomputed table by bit set. */
    boolean gradeTable() {
        return grades().size() <= MAX_TABLE_GRADES;
    }

    private List<CheckSteps.Grade> grades() {
        return plan.grades();
    }

    private MethodSpec gradeSets() {
        String order = String.join(", ", grades().stream()
                .map(g -> grade.simpleName() + "." + JavaNames.constant(g.name())).toList());
        return MethodSpec.methodBuilder("gradeSets").addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(ParameterizedTypeName.get(ClassName.get(List.class), gradeList()))
                .addStatement("$T[] order = {$L}", grade, order)
                .addStatement("$T<$T> out = new $T<>()", List.class, gradeList(), ArrayList.class)
                .beginControlFlow("for (int set = 0; set < 1 << order.length; set++)")
                .addStatement("$T<$T> grades = new $T<>()", List.class, grade, ArrayList.class)
                .beginControlFlow("for (int i = 0; i < order.length; i++)")
                .beginControlFlow("if ((set & 1 << i) != 0)")
                .addStatement("grades.add(order[i])")
                .endControlFlow()
                .endControlFlow()
                .addStatement("out.add($T.copyOf(grades))", List.class)
                .endControlFlow()
                .addStatement("return $T.copyOf(out)", List.class).build();
    }

    /**
     * Whether {@code resolve} reads the result from {@code RESULTS}: with no grades, with a table
     * of chosen grades, or when every grade's condition has a branch-free form ({@link BranchLight}).
     */
    boolean resultTable() {
        if (check.gradesChosen()) {
            return gradeTable();
        }
        BranchLight light = new BranchLight(this);
        return grades().size() <= MAX_TABLE_GRADES && grades().stream().allMatch(g -> light.light(g.condition()));
    }

    private MethodSpec results() {
        String order = String.join(", ", grades().stream()
                .map(g -> grade.simpleName() + "." + JavaNames.constant(g.name())).toList());
        return MethodSpec.methodBuilder("results").addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(com.palantir.javapoet.ArrayTypeName.of(grade))
                .addStatement("$T[] order = {$L}", grade, order)
                .addStatement("$T[] out = new $T[2 << order.length]", grade, grade)
                .beginControlFlow("for (int i = 0; i < out.length; i++)")
                .addStatement("int set = i >> 1")
                .addStatement("boolean success = (i & 1) != 0")
                .addStatement("out[i] = set != 0 ? order[$T.numberOfTrailingZeros(set)]$W: success ? $T.SUCCESS : $T.FAILURE",
                        Integer.class, grade, grade)
                .endControlFlow()
                .addStatement("return out").build();
    }

    TypeName gradeList() {
        return ParameterizedTypeName.get(ClassName.get(List.class), grade);
    }

    private boolean hasSuccessCondition() {
        return plan.success() != null;
    }

    List<CheckSteps.Output> outputs() {
        return plan.outputs();
    }

    /**
     * Whether the outcome record holds {@code rolled}: only when an {@code always … when} rule can
     * decide without rolling. Otherwise the dice are always rolled and {@code rolled()} is a method
     * that says so, which keeps the record, allocated once per roll, smaller.
     */
    boolean rolledKept() {
        return !plan.decisions().isEmpty();
    }

    /**
     * Whether the outcome record holds {@code result}: only when the check has grades. Without
     * them the result is SUCCESS or FAILURE as {@code success} says, so {@code result()} is a method
     * that reads it, and a roll neither looks the result up nor stores it.
     */
    boolean resultKept() {
        return plan.gradesChosen() || !grades().isEmpty();
    }

    /** The Java local holding a pool's sum. */
    static String pool(Decl.Pool p) {
        // the single unnamed pool is the check's `roll`, a local of the generated code's own (see ExprEmitter.INTERNAL)
        return p.name() == null ? "roll" : ExprEmitter.local(p.variable());
    }

    /** The Java local holding a follow-up roll's sum. */
    static String followUp(Decl.FollowUp f) {
        return ExprEmitter.local(f.name().text());
    }

    /** The first {@code n} follow-up rolls as parameters. */
    List<ParameterSpec> followUpParams(int n) {
        List<ParameterSpec> out = new ArrayList<>();
        for (Decl.FollowUp f : check.followUps().subList(0, n)) {
            out.add(ParameterSpec.builder(int.class, followUp(f)).build());
        }
        return out;
    }

    /** The first {@code n} follow-up rolls as arguments, each with a leading comma. */
    String followUpArgs(int n) {
        StringBuilder out = new StringBuilder();
        check.followUps().subList(0, n).forEach(f -> out.append(", ").append(followUp(f)));
        return out.toString();
    }

    ExprEnv withFollowUps(ExprEnv env, int n) {
        for (Decl.FollowUp f : check.followUps().subList(0, n)) {
            env = env.with(f.name().text(), followUp(f));
        }
        return env;
    }


    /** The arguments of follow-up {@code i}'s dice count. */
    String followUpDiceCall(int i) {
        return followUp(check.followUps().get(i)) + "Dice(" + poolArgs() + ", success" + followUpArgs(i) + moreArgs()
                + ")";
    }

    List<ParameterSpec> params() {
        return ctx.parameters(resolved().params());
    }

    /** What the checker resolved for the check. */
    Construct.Check resolved() {
        return ctx.construct(check, Construct.Check.class);
    }

    List<ParameterSpec> poolParams() {
        List<ParameterSpec> out = new ArrayList<>();
        for (Decl.Pool p : check.pools()) {
            out.add(ParameterSpec.builder(int.class, pool(p)).build());
        }
        return out;
    }

    /** The pools' sums as arguments: {@code atk, tgt}. */
    String poolArgs() {
        return String.join(", ", check.pools().stream().map(CheckEmitter::pool).toList());
    }

    String args() {
        return EmitContext.argumentNames(check.params());
    }

    /** The check's parameters, then its lets, each with a leading comma: what the steps after rolling take. */
    String moreArgs() {
        List<String> all = new ArrayList<>();
        check.params().forEach(p -> all.add(ExprEmitter.local(p.name().text())));
        lets().forEach(l -> all.add(ExprEmitter.local(l.name())));
        return all.isEmpty() ? "" : ", " + String.join(", ", all);
    }

    /** The check's lets, in order. */
    List<CheckSteps.Let> lets() {
        return plan.lets();
    }

    /**
     * The parameters of the steps after rolling: the check's, then each let's value, computed
     * once by the caller ({@code roll} or a distribution) when the sums are known.
     */
    List<ParameterSpec> stepParams() {
        List<ParameterSpec> out = new ArrayList<>(params());
        for (CheckSteps.Let l : lets()) {
            out.add(ParameterSpec.builder(ctx.types.of(l.type()), ExprEmitter.local(l.name())).build());
        }
        return out;
    }

    /** {@code env} with every let read from its parameter. */
    ExprEnv withLets(ExprEnv env) {
        for (CheckSteps.Let l : lets()) {
            env = env.with(l.name(), ExprEmitter.local(l.name()));
        }
        return env;
    }

    /** The check's parameters and its pools' sums, as the expressions see them. */
    ExprEnv poolEnv() {
        ExprEnv env = ctx.env(check.params());
        for (Decl.Pool p : check.pools()) {
            env = env.with(p.variable(), pool(p));
        }
        return env;
    }


    /** The expression for how many dice a pool (its dice as written) rolls. */
    CodeBlock diceCount(Decl.DiceSpec dice) {
        if (dice.count() == null) {
            return CodeBlock.of("$L", dice.fixedCount());
        }
        CheckSteps.Pool pool = plan.pools().stream().filter(p -> p.dice() == dice).findFirst()
                .orElseThrow(() -> new IllegalStateException("no pool of " + check.name().text() + " rolls " + dice));
        return CodeBlock.of("$T.max(0,$W$L)", Math.class, ctx.exprs.code(pool.count(), ctx.env(check.params())));
    }

    private MethodSpec roll() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("roll")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(outcome)
                .addParameter(EmitContext.DICE, "dice")
                .addParameters(params())
                .addJavadoc("Resolves the check, rolling $L with {@code dice} (in that order) unless the result is\n"
                        + "decided before rolling.\n", DiceText.of(check))
                .addJavadoc("@param dice the dice to roll\n")
                .addJavadoc(Docs.params(check.params()))
                .addJavadoc("@return the outcome: roll, success, result and outputs\n")
                .addStatement("$T decision = automatic($L)", decision, ExprEmitter.list(args()))
                .addStatement("boolean diceRolled = decision.rolls()");
        for (Decl.Pool p : check.pools()) {
            CodeBlock mechanics = MechanicsEmitter.roll(p.variable(), p.dice(), diceCount(p.dice()));
            if (mechanics != null) {
                m.addStatement("int $L = diceRolled ? $L : 0", pool(p), mechanics);
            } else if (p.dice().count() == null && p.dice().fixedCount() == 1) {
                // one die: the call a caller would write, with no loop around it
                m.addStatement("int $L = diceRolled ? dice.roll($L) : 0", pool(p), p.dice().sides());
            } else {
                m.addStatement("int $L = diceRolled ? sum(dice,$W$L,$W$L) : 0", pool(p), diceCount(p.dice()),
                        p.dice().sides());
            }
        }
        steps.computeLets(m);
        m.addStatement("boolean success = success($L,$Wdecision$L)", ExprEmitter.list(poolArgs()),
                ExprEmitter.list(moreArgs()));
        for (int i = 0; i < check.followUps().size(); i++) {
            Decl.FollowUp f = check.followUps().get(i);
            CodeBlock mechanics = MechanicsEmitter.roll(f.name().text(), f.dice(),
                    CodeBlock.of("$L", followUpDiceCall(i)));
            if (mechanics != null) {
                m.addStatement("int $L = $L", followUp(f), mechanics);
            } else {
                m.addStatement("int $L = sum(dice,$W$L,$W$L)", followUp(f), ExprEmitter.list(followUpDiceCall(i)),
                        f.dice().sides());
            }
        }
        return m.addStatement("return resolve($L$L,$WdiceRolled,$Wsuccess$L)", ExprEmitter.list(poolArgs()),
                ExprEmitter.list(followUpArgs(check.followUps().size())), ExprEmitter.list(moreArgs())).build();
    }

    /** Whether {@code roll} calls {@code sum}: for a pool or follow-up of plain dice, but one die. */
    private boolean usesSum() {
        for (Decl.Pool p : check.pools()) {
            if (MechanicsEmitter.roll(p.variable(), p.dice(), diceCount(p.dice())) == null
                    && !(p.dice().count() == null && p.dice().fixedCount() == 1)) {
                return true;
            }
        }
        for (int i = 0; i < check.followUps().size(); i++) {
            Decl.FollowUp f = check.followUps().get(i);
            if (MechanicsEmitter.roll(f.name().text(), f.dice(), CodeBlock.of("$L", followUpDiceCall(i))) == null) {
                return true;
            }
        }
        return false;
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
}
