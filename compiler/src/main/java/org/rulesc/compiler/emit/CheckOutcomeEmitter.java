package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.compiler.model.JavaNames;

/**
 * The public types a generated check's class nests for what a roll gives its caller: the
 * {@code Grade} enum (the check's grades, then success and failure) and the {@code Outcome}
 * record (the sums rolled, success, the result, the grades that applied, the outputs), with its
 * {@code toString} and, for chosen grades, {@code choose}.
 *
 * <p>Split from {@link CheckEmitter} at the boundary of the generated API: how the check is
 * rolled and resolved stays there (and in {@link CheckStepsEmitter}, {@link DistributionEmitter});
 * this is the shape of its answer. Which components the record keeps is decided there
 * ({@code rolledKept}, {@code resultKept}), since the steps that build the record read it too.
 */
final class CheckOutcomeEmitter {
    private final CheckEmitter checkClass;
    private final EmitContext ctx;
    private final Decl.Check check;
    private final CheckSteps plan;
    private final ClassName grade;
    private final ClassName outcome;

    CheckOutcomeEmitter(CheckEmitter checkClass) {
        this.checkClass = checkClass;
        this.ctx = checkClass.ctx;
        this.check = checkClass.check;
        this.plan = checkClass.plan;
        this.grade = checkClass.grade;
        this.outcome = checkClass.outcome;
    }

    /** {@code Grade}: the check's grades in order, then SUCCESS and FAILURE, each with its id and label. */
    TypeSpec gradeEnum() {
        TypeSpec.Builder e = TypeSpec.enumBuilder("Grade").addModifiers(Modifier.PUBLIC)
                .addJavadoc("The outcomes of this check: its grades first, then plain success and failure.\n");
        for (CheckSteps.Grade g : plan.grades()) {
            String label = g.decl().label();
            e.addEnumConstant(JavaNames.constant(g.name()), TypeSpec.anonymousClassBuilder("$S, $S",
                    g.name(), label == null ? g.name() : label).addJavadoc(Docs.of(label, g.decl().meta())).build());
        }
        e.addEnumConstant("SUCCESS", TypeSpec.anonymousClassBuilder("$S, $S", "success", "成功").build());
        e.addEnumConstant("FAILURE", TypeSpec.anonymousClassBuilder("$S, $S", "failure", "失敗").build());
        e.addField(String.class, "id", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "label", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addParameter(String.class, "id")
                        .addParameter(String.class, "label").addStatement("this.id = id")
                        .addStatement("this.label = label").build())
                .addMethod(SequenceEmitter.getter("id", ClassName.get(String.class), "The name used in the rulebook."))
                .addMethod(SequenceEmitter.getter("label", ClassName.get(String.class),
                        "The name used in the source document."));
        return e.build();
    }

    /**
     * {@code Outcome}: what {@code roll} returns, a record holding only what it cannot derive
     * ({@link CheckEmitter#rolledKept}, {@link CheckEmitter#resultKept}).
     */
    TypeSpec outcomeRecord() {
        MethodSpec.Builder components = MethodSpec.constructorBuilder()
                .addParameter(int.class, "roll");
        if (checkClass.rolledKept()) {
            components.addParameter(boolean.class, "rolled");
        }
        components.addParameter(boolean.class, "success");
        if (checkClass.resultKept()) {
            components.addParameter(grade, "result");
        }
        if (check.gradesChosen()) {
            components.addParameter(checkClass.gradeList(), "grades");
        }
        // components are spelt as members (their accessors); the generated methods hold them in locals
        if (check.pooled()) {
            for (Decl.Pool p : check.pools()) {
                components.addParameter(int.class, JavaNames.member(p.variable()));
            }
        }
        for (Decl.FollowUp f : check.followUps()) {
            components.addParameter(int.class, JavaNames.member(f.name().text()));
        }
        for (CheckSteps.Output o : checkClass.outputs()) {
            components.addParameter(ctx.types.of(o.type()), JavaNames.member(o.name()));
        }
        TypeSpec.Builder record = TypeSpec.recordBuilder("Outcome");
        if (!checkClass.rolledKept()) {
            record.addMethod(MethodSpec.methodBuilder("rolled").addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC).returns(boolean.class)
                    .addJavadoc("Whether dice were rolled: always, since nothing decides this check before rolling.\n"
                            + "@return true\n")
                    .addStatement("return true").build());
        }
        if (!checkClass.resultKept()) {
            record.addMethod(MethodSpec.methodBuilder("result").addModifiers(Modifier.PUBLIC).returns(grade)
                    .addJavadoc("The result: this check has no grades, so it is SUCCESS or FAILURE as {@link #success} says.\n"
                            + "@return the result\n")
                    .addStatement("return success$W? $T.SUCCESS$W: $T.FAILURE", grade, grade).build());
        }
        if (!checkClass.rolledKept() || !checkClass.resultKept()) {
            record.addMethod(toStringWithDerived(components.build()));
        }
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
                .addMethods(JavaTypes.copyingLists(components.build()))
                .addMethod(MethodSpec.methodBuilder("grade").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addStatement("return $L.id()", checkClass.resultKept() ? "result" : "result()").build())
                .build();
    }

    /**
     * {@code toString} as the record's own would read with {@code rolled} and {@code result} among
     * its components, so an outcome prints the same whichever of them the record holds.
     */
    private MethodSpec toStringWithDerived(MethodSpec components) {
        List<String> parts = new ArrayList<>();
        parts.add("roll");
        parts.add("rolled");
        parts.add("success");
        parts.add("result");
        components.parameters().stream().map(p -> p.name())
                .filter(n -> !List.of("roll", "rolled", "success", "result").contains(n)).forEach(parts::add);
        CodeBlock.Builder text = CodeBlock.builder();
        for (int i = 0; i < parts.size(); i++) {
            text.add(i == 0 ? "return $S + $L()" : "$W+ $S + $L()", (i == 0 ? "Outcome[" : ", ") + parts.get(i) + "=",
                    parts.get(i));
        }
        text.add("$W+ $S", "]");
        return MethodSpec.methodBuilder("toString").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(String.class).addStatement(text.build()).build();
    }

    /** {@code choose(grade)}: the same outcome with the player's pick as its result. */
    private MethodSpec choose(MethodSpec components) {
        List<String> args = new ArrayList<>();
        components.parameters().forEach(p -> args.add(p.name().equals("result") ? "grade" : p.name()));
        return MethodSpec.methodBuilder("choose").addModifiers(Modifier.PUBLIC).returns(outcome)
                .addParameter(grade, "grade")
                .addJavadoc("The player's pick among the grades that applied.\n\n@param grade the grade the player picks\n"
                        + "@return this outcome with {@code grade} as its result\n"
                        + "@throws RuleViolation when {@code grade} did not apply\n")
                .beginControlFlow("if (!grades.contains(grade))")
                .addStatement("throw new $T($S,$W$S + grade.label()$W+ $S + grades)", EmitContext.RULE_VIOLATION,
                        check.name().text(), "the player cannot choose ", ": the grades that applied are ")
                .endControlFlow()
                .addStatement("return new $T($L)", outcome, ExprEmitter.list(String.join(", ", args))).build();
    }
}
