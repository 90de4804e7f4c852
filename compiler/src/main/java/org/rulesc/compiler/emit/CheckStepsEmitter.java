package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.CheckSteps;

/**
 * The private steps a generated check resolves by: {@code automatic} (which evaluates the lets
 * its conditions need, before rolling), {@code success}, {@code resolve}, and the dice count of
 * each follow-up roll, which take the lets computed once by their caller.
 */
final class CheckStepsEmitter {
    private final CheckEmitter checkClass;
    private final EmitContext ctx;
    private final Decl.Check check;
    private final CheckSteps plan;
    private final ClassName grade;
    private final ClassName outcome;
    private final BranchLight light;

    CheckStepsEmitter(CheckEmitter checkClass) {
        this.checkClass = checkClass;
        this.ctx = checkClass.ctx;
        this.check = checkClass.check;
        this.plan = checkClass.plan;
        this.grade = checkClass.grade;
        this.outcome = checkClass.outcome;
        this.light = new BranchLight(checkClass);
    }

    /** How many dice follow-up roll {@code i} rolls: 0 unless its condition holds. */
    MethodSpec followUpDice(int i) {
        Decl.FollowUp f = check.followUps().get(i);
        MethodSpec.Builder m = MethodSpec.methodBuilder(CheckEmitter.followUp(f) + "Dice")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class)
                .addParameters(checkClass.poolParams())
                .addParameter(boolean.class, "success")
                .addParameters(checkClass.followUpParams(i))
                .addParameters(checkClass.stepParams())
                .addJavadoc("How many dice the follow-up roll {@code $L}$L rolls: none unless its condition holds.\n",
                        f.name().text(), f.label() == null ? "" : " (" + Docs.escape(f.label()) + ")");
        ExprEnv env = checkClass.withFollowUps(checkClass.withLets(checkClass.poolEnv()).with("success", "success"),
                i);
        CheckSteps.FollowUp typed = plan.followUps().get(i);
        if (typed.condition() != null) {
            m.beginControlFlow("if (!($L))", ctx.exprs.code(typed.condition(), env)).addStatement("return 0")
                    .endControlFlow();
        }
        return m.addStatement("return $L", typed.count() == null ? CodeBlock.of("$L", f.dice().fixedCount())
                : CodeBlock.of("$T.max(0,$W$L)", Math.class, ctx.exprs.code(typed.count(), env))).build();
    }

    /** Every let, computed once with the pools' sums in scope, for the steps after rolling. */
    void computeLets(MethodSpec.Builder m) {
        lets(m, checkClass.poolEnv(), l -> true);
    }

    /**
     * The lets that read no pool's sum ({@code sumFree}: the same for every sum, so a distribution
     * computes them once, before its loops), or ({@code sumFree} false) the others, the first
     * being computed already.
     */
    void computeLets(MethodSpec.Builder m, boolean sumFree) {
        lets(m, checkClass.poolEnv(), l -> l.sumFree() == sumFree);
    }

    /** The lets {@code only} accepts, evaluated with the given sums in scope. */
    private ExprEnv lets(MethodSpec.Builder m, ExprEnv env,
            java.util.function.Predicate<CheckSteps.Let> only) {
        for (CheckSteps.Let l : checkClass.lets()) {
            String var = ExprEmitter.local(l.name());
            if (only.test(l)) {
                m.addStatement("$T $L = $L", ctx.types.of(l.type()), var, ctx.exprs.code(l.value(), env));
            }
            // one left out is either computed already or read by none of those emitted
            env = env.with(l.name(), var);
        }
        return env;
    }

    MethodSpec automatic() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("automatic")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(checkClass.decision)
                .addParameters(checkClass.params())
                .addJavadoc("What is decided before rolling. Nothing is rolled yet, so every sum is 0.\n")
                .addCode(DomainChecks.of(check.name(), check.label(), check.params()));
        for (CheckSteps.Pool p : plan.pools()) {
            if (p.readBeforeRolling()) {
                m.addStatement("int $L = 0", CheckEmitter.pool(p.decl()));
            }
        }
        ExprEnv env = lets(m, checkClass.poolEnv(), CheckSteps.Let::beforeRolling);
        for (CheckSteps.Always a : plan.decisions()) {
            m.beginControlFlow("if ($L)", ctx.exprs.code(a.condition(), env))
                    .addStatement("return $T.$L", checkClass.decision, a.decision().name()).endControlFlow();
        }
        return m.addStatement("return $T.ROLL", checkClass.decision).build();
    }

    MethodSpec success() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("success")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(boolean.class)
                .addParameters(checkClass.poolParams())
                .addParameter(checkClass.decision, "decision")
                .addParameters(checkClass.stepParams())
                .addJavadoc("Success: decided before rolling, else by the faces, else by the success condition.\n");
        ExprEnv env = checkClass.withLets(checkClass.poolEnv());
        m.beginControlFlow("if (decision != $T.ROLL)", checkClass.decision).addStatement("return decision.success()")
                .endControlFlow();
        CodeBlock branchFree = light.success(env);
        if (branchFree != null) {
            return m.addCode(branchFree).build();
        }
        for (CheckSteps.FaceRule f : plan.faces()) {
            String roll = CheckEmitter.pool(check.pools().get(0));
            List<String> tests = new ArrayList<>();
            for (Decl.FaceRange face : f.faces()) {
                tests.add(face.lo() == face.hi() ? roll + " == " + face.lo()
                        : "(" + roll + " >= " + face.lo() + " && " + roll + " <= " + face.hi() + ")");
            }
            m.beginControlFlow("if ($L)", String.join(" || ", tests)).addStatement("return $L", f.success())
                    .endControlFlow();
        }
        // without `success when` the check is a total: every roll counts as a success
        return m.addStatement("return $L", plan.success() == null ? "true" : ctx.exprs.code(plan.success(), env))
                .build();
    }

    /**
     * {@code resultOnly}: the result {@code resolve} would give, alone (the first grade that applies,
     * else success or failure), so the distribution of the result needs no outcome record.
     */
    MethodSpec gradeOnly() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("resultOnly")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(grade)
                .addParameters(resolveParams())
                .addJavadoc("The result {@code resolve} gives, without the rest of the outcome.\n");
        ExprEnv env = checkClass.withFollowUps(checkClass.withLets(checkClass.poolEnv()).with("success", "success"),
                check.followUps().size());
        return m.addStatement("return $L", gradeExpr(env)).build();
    }

    private List<com.palantir.javapoet.ParameterSpec> resolveParams() {
        List<com.palantir.javapoet.ParameterSpec> out = new ArrayList<>(checkClass.poolParams());
        out.addAll(checkClass.followUpParams(check.followUps().size()));
        out.add(com.palantir.javapoet.ParameterSpec.builder(boolean.class, "diceRolled").build());
        out.add(com.palantir.javapoet.ParameterSpec.builder(boolean.class, "success").build());
        out.addAll(checkClass.stepParams());
        return out;
    }

    /** The first grade whose condition holds, else success or failure. */
    private CodeBlock gradeExpr(ExprEnv env) {
        CodeBlock.Builder gradeExpr = CodeBlock.builder();
        for (CheckSteps.Grade g : plan.grades()) {
            gradeExpr.add("$L$W? $T.$L$W: ", ctx.exprs.code(g.condition(), env), grade, JavaNames.constant(g.name()));
        }
        return gradeExpr.add("success$W? $T.SUCCESS$W: $T.FAILURE", grade, grade).build();
    }

    /**
     * {@code int gradeBits}: bit i set when the i-th grade applies (none without grades). Without
     * a jump on the face when every condition is a light one ({@link BranchLight#condition}).
     */
    private void gradeBits(MethodSpec.Builder m, ExprEnv env) {
        List<CheckSteps.Grade> grades = plan.grades();
        List<CodeBlock> bits = new ArrayList<>();
        for (int i = 0; i < grades.size() && bits != null; i++) {
            CodeBlock c = light.condition(grades.get(i).condition(), env);
            if (c == null) {
                bits = null;
            } else {
                bits.add(CodeBlock.of("$T.bit($L,$W$L)", BranchLight.FACES, c, i));
            }
        }
        if (grades.isEmpty()) {
            m.addStatement("int gradeBits = 0");
        } else if (bits != null) {
            m.addComment("each grade's condition as comparisons joined by &, not &&: no jump on the face");
            m.addStatement("int gradeBits = 0");
            bits.forEach(b -> m.addStatement("gradeBits |= $L", b));
        } else {
            m.addStatement("int gradeBits = 0");
            for (int i = 0; i < grades.size(); i++) {
                m.beginControlFlow("if ($L)", ctx.exprs.code(grades.get(i).condition(), env))
                        .addStatement("gradeBits |= $L", 1 << i)
                        .endControlFlow();
            }
        }
    }

    /** {@code graded} from {@code RESULTS} ({@link CheckEmitter#resultTable}): the first grade that applied, else success or failure. */
    private void resultFromTable(MethodSpec.Builder m) {
        m.addStatement("$T graded = RESULTS[gradeBits << 1 | $T.bit(success,$W0)]", grade, BranchLight.FACES);
    }

    MethodSpec resolve() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("resolve")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(outcome)
                .addParameters(resolveParams());
        ExprEnv env = checkClass.withFollowUps(checkClass.withLets(checkClass.poolEnv()).with("success", "success"),
                check.followUps().size());
        CodeBlock gradeExpr = gradeExpr(env);
        List<CodeBlock> components = new ArrayList<>();
        if (check.gradesChosen() && !checkClass.gradeTable()) {
            // too many grades for a table of every set: build the list of those that apply per roll
            m.addStatement("$T<$T> gradesApplied = new $T<>()", List.class, grade, ArrayList.class);
            for (CheckSteps.Grade g : plan.grades()) {
                m.beginControlFlow("if ($L)", ctx.exprs.code(g.condition(), env))
                        .addStatement("gradesApplied.add($T.$L)", grade, JavaNames.constant(g.name()))
                        .endControlFlow();
            }
            m.addStatement("$T graded = gradesApplied.isEmpty()$W? (success ? $T.SUCCESS : $T.FAILURE)$W: gradesApplied.get(0)",
                    grade, grade, grade);
            components.add(CodeBlock.of("$T.copyOf(gradesApplied)", List.class));
        } else if (check.gradesChosen()) {
            // every grade that applies, in order, as a bit set naming one of the precomputed lists
            // (CheckEmitter.gradeSets): no list is built per roll
            gradeBits(m, env);
            m.addStatement("$T<$T> gradesApplied = GRADE_SETS.get(gradeBits)", List.class, grade);
            resultFromTable(m);
            components.add(CodeBlock.of("gradesApplied"));
        } else if (!checkClass.resultKept()) {
            // no grades: the record's result() reads success, so none is looked up here
        } else if (checkClass.resultTable()) {
            gradeBits(m, env);
            resultFromTable(m);
        } else {
            m.addStatement("$T graded = $L", grade, gradeExpr);
        }
        if (check.pooled()) {
            check.pools().forEach(p -> components.add(CodeBlock.of("$L", CheckEmitter.pool(p))));
        }
        check.followUps().forEach(f -> components.add(CodeBlock.of("$L", CheckEmitter.followUp(f))));
        for (CheckSteps.Output o : checkClass.outputs()) {
            String var = env.fresh(o.name());
            CodeBlock picked = light.pick(o, var, env);
            if (picked != null) {
                m.addCode(picked);
            } else {
                m.addStatement("$T $L = $L", ctx.types.of(o.type()), var, ctx.exprs.code(o.value(), env));
            }
            env = env.declaring(var);
            components.add(CodeBlock.of("$L", var));
        }
        List<CodeBlock> args = new ArrayList<>();
        args.add(CodeBlock.of("$L", String.join(" + ", check.pools().stream().map(CheckEmitter::pool).toList())));
        if (checkClass.rolledKept()) {
            args.add(CodeBlock.of("diceRolled"));
        }
        args.add(CodeBlock.of("success"));
        if (checkClass.resultKept()) {
            args.add(CodeBlock.of("graded"));
        }
        args.addAll(components);
        return m.addStatement("return new $T($L)", outcome, ExprEmitter.args(args)).build();
    }
}
