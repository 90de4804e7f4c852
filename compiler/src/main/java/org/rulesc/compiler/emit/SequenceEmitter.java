package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Typed;

/**
 * Turn sequences (phases, sides, triggers, a driver) and actions; statuses are in
 * {@link StatusEmitter}, usage limits in {@link LimitEmitter}.
 */
final class SequenceEmitter {
    private SequenceEmitter() {}

    static List<TypeSpec> sequence(EmitContext ctx, Decl.Sequence s) {
        String base = JavaNames.type(s.name().text());
        ClassName side = ctx.types.named(s.name().text(), JavaNames.SIDE);
        ClassName role = ctx.types.named(s.name().text(), JavaNames.ROLE);
        ClassName phase = ctx.types.named(s.name().text(), JavaNames.PHASE);
        ClassName trigger = ctx.types.named(s.name().text(), JavaNames.TRIGGER);
        ClassName actionEnum = ClassName.get(ctx.model.javaPackage, "Action");
        List<TypeSpec> out = new ArrayList<>();
        if (!s.sides().isEmpty()) {
            TypeSpec.Builder sides = labelledEnum(side.simpleName(), "The sides of " + s.name().text() + ".");
            for (Decl.Side x : s.sides()) {
                sides.addEnumConstant(JavaNames.constant(x.name().text()), TypeSpec.anonymousClassBuilder("$S, $S",
                        x.name().text(), x.label() == null ? x.name().text() : x.label()).build());
            }
            out.add(sides.build());
        }
        boolean hasRoles = !s.roles().isEmpty();
        if (hasRoles) {
            TypeSpec.Builder roles = labelledEnum(role.simpleName(), "The roles of " + s.name().text()
                    + ": sides decided during play (each turn the game says which side plays each).");
            for (Decl.Side x : s.roles()) {
                roles.addEnumConstant(JavaNames.constant(x.name().text()), TypeSpec.anonymousClassBuilder("$S, $S",
                        x.name().text(), x.label() == null ? x.name().text() : x.label()).build());
            }
            out.add(roles.build());
        }
        List<String> roleNames = s.roles().stream().map(r -> r.name().text()).toList();
        // without any action declared there is no Action type: the phases then carry no action list
        boolean hasActions = ctx.model.actionKind != null || !ctx.model.all(Decl.Action.class).isEmpty();
        TypeSpec.Builder phases = TypeSpec.enumBuilder(phase.simpleName()).addModifiers(Modifier.PUBLIC)
                .addJavadoc("The phases of $L, in order.\n", Docs.of(s.label(), s.meta()).trim());
        for (Decl.Phase p : s.phases()) {
            CodeBlock actions = CodeBlock.of("$T.of($L)", List.class, ExprEmitter.list(String.join(", ",
                    p.actions().stream().map(a -> "Action." + JavaNames.constant(a.text())).toList())));
            boolean byRole = p.side() != null && roleNames.contains(p.side().text());
            String sideArg = p.side() == null || s.sides().isEmpty() || byRole ? "null"
                    : side.simpleName() + "." + JavaNames.constant(p.side().text());
            String roleArg = byRole ? role.simpleName() + "." + JavaNames.constant(p.side().text()) : "null";
            List<Object> args = new ArrayList<>(List.of(p.name().text(), p.label() == null ? p.name().text() : p.label(),
                    sideArg));
            if (hasRoles) {
                args.add(roleArg);
            }
            if (hasActions) {
                args.add(actions);
            }
            args.add(p.meta().citationText());
            String format = "$S,$W$S,$W$L," + "$W$L,".repeat(args.size() - 4) + "$W$S";
            phases.addEnumConstant(JavaNames.constant(p.name().text()), TypeSpec.anonymousClassBuilder(format,
                    args.toArray()).addJavadoc(Docs.of(p.label(), p.meta())).build());
        }
        boolean hasSides = !s.sides().isEmpty();
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addParameter(String.class, "id").addParameter(String.class, "label")
                .addParameter(hasSides ? side : ClassName.get(Object.class), "side");
        if (hasRoles) {
            constructor.addParameter(role, "role");
        }
        if (hasActions) {
            constructor.addParameter(ParameterizedTypeName.get(ClassName.get(List.class), actionEnum), "actions");
        }
        constructor.addParameter(String.class, "citation")
                .addStatement("this.id = id").addStatement("this.label = label").addStatement("this.side = side");
        if (hasRoles) {
            constructor.addStatement("this.role = role");
            phases.addField(role, "role", Modifier.PRIVATE, Modifier.FINAL)
                    .addMethod(getter("role", role, "The role whose side acts in this phase (decided during play), or null."));
        }
        TypeName actionList = ParameterizedTypeName.get(ClassName.get(List.class), actionEnum);
        if (hasActions) {
            constructor.addStatement("this.actions = actions");
        }
        constructor.addStatement("this.citation = citation");
        phases.addField(String.class, "id", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "label", Modifier.PRIVATE, Modifier.FINAL)
                .addField(hasSides ? side : ClassName.get(Object.class), "side", Modifier.PRIVATE, Modifier.FINAL);
        if (hasActions) {
            phases.addField(actionList, "actions", Modifier.PRIVATE, Modifier.FINAL);
        }
        phases.addField(String.class, "citation", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(constructor.build())
                .addMethod(getter("id", ClassName.get(String.class), "The name used in the rulebook."))
                .addMethod(getter("label", ClassName.get(String.class), "The name used in the source document."))
                .addMethod(getter("side", hasSides ? side : ClassName.get(Object.class), hasRoles
                        ? "The side that acts in this phase, or null when every side does or a role decides it."
                        : "The side that acts in this phase, or null when every side does."));
        if (hasActions) {
            phases.addMethod(getter("actions", actionList, "The actions the rules allow in this phase."));
        }
        phases.addMethod(getter("citation", ClassName.get(String.class), "Where the document describes this phase."));
        if (hasActions) {
            phases.addMethod(MethodSpec.methodBuilder("allows").addModifiers(Modifier.PUBLIC).returns(boolean.class)
                    .addParameter(actionEnum, "action").addJavadoc("Whether the rules allow {@code action} in this phase.\n"
                            + "@param action the action\n@return true when this phase allows it\n")
                    .addStatement("return actions.contains(action)").build());
        }
        phases.addMethod(activeOn(ctx, s))
                .addMethod(MethodSpec.methodBuilder("next").addModifiers(Modifier.PUBLIC).returns(phase)
                        .addJavadoc("The following phase, or null after the last one of the turn.\n"
                                + "@return the next phase, or null\n")
                        .addStatement("$T[] all = values()", phase)
                        .addStatement("return ordinal() + 1 < all.length ? all[ordinal() + 1] : null").build());
        out.add(phases.build());

        TypeSpec.Builder triggers = labelledEnum(trigger.simpleName(), "What happens at phase and turn boundaries.");
        for (Decl.Trigger t : s.triggers()) {
            triggers.addEnumConstant(JavaNames.constant(t.name().text()), TypeSpec.anonymousClassBuilder("$S, $S",
                    t.name().text(), t.label() == null ? t.name().text() : t.label())
                    .addJavadoc(Docs.of(t.label(), t.meta())).build());
        }
        // a trigger that fires a status event: one accessor per status named, null for the other triggers
        List<Decl.Status> fired = s.triggers().stream().filter(t -> t.status() != null)
                .map(t -> ctx.model.decl(t.status(), Decl.Status.class)).distinct().toList();
        for (Decl.Status firedStatus : fired) {
            String status = firedStatus.name().text();
            ClassName event = ctx.types.named(status, JavaNames.EVENT);
            MethodSpec.Builder m = MethodSpec.methodBuilder(JavaNames.member(status) + JavaNames.EVENT)
                    .addModifiers(Modifier.PUBLIC).returns(event)
                    .addJavadoc("The {@code $L} event this trigger fires, or null when it fires none.\n"
                            + "@return the event, or null\n", status)
                    .beginControlFlow("switch (this)");
            for (Decl.Trigger t : s.triggers()) {
                if (t.status() != null && ctx.model.decl(t.status(), Decl.Status.class) == firedStatus) {
                    m.addStatement("case $L: return $T.$L", JavaNames.constant(t.name().text()), event,
                            JavaNames.constant(t.event().text()));
                }
            }
            triggers.addMethod(m.addStatement("default: return null").endControlFlow().build());
        }
        if (!s.triggers().isEmpty()) {
            out.add(triggers.build());
        }
        out.add(driver(ctx, s, base, phase, trigger, side, role));
        return out;
    }

    private static TypeSpec driver(EmitContext ctx, Decl.Sequence s, String base, ClassName phase, ClassName trigger,
            ClassName side, ClassName role) {
        ClassName handler = ctx.types.named(s.name().text(), JavaNames.SEQUENCE).nestedClass("Handler");
        boolean hasRoles = !s.roles().isEmpty();
        MethodSpec.Builder handlerTrigger = MethodSpec.methodBuilder("trigger")
                .addModifiers(Modifier.PUBLIC, Modifier.DEFAULT)
                .addParameter(int.class, "turn").addParameter(trigger, "trigger")
                .addJavadoc("Called when a trigger fires; does nothing unless overridden.\n");
        MethodSpec.Builder phaseMethod = MethodSpec.methodBuilder("phase").addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .addParameter(int.class, "turn").addParameter(phase, "phase");
        if (hasRoles) {
            phaseMethod.addParameter(side, "side").addJavadoc("Plays one phase; {@code side} is the side that acts in it"
                    + " (the side playing its role this turn), or null when every side does.\n");
        }
        TypeSpec.Builder handlerType = TypeSpec.interfaceBuilder("Handler").addModifiers(Modifier.PUBLIC)
                .addJavadoc("What a game does in each phase.\n")
                .addMethod(phaseMethod.build());
        if (hasRoles) {
            handlerType.addMethod(MethodSpec.methodBuilder("side").addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                    .returns(side).addParameter(int.class, "turn").addParameter(role, "role")
                    .addJavadoc("Which side plays {@code role} on turn {@code turn} (asked when a phase of that role\n"
                            + "begins, so earlier phases of the turn may decide it).\n").build());
        }
        for (Decl.Side flag : s.flags()) {
            handlerType.addMethod(MethodSpec.methodBuilder(JavaNames.member(flag.name().text()))
                    .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT).returns(boolean.class)
                    .addParameter(int.class, "turn")
                    .addJavadoc("$L on turn {@code turn}? (asked when a phase whose condition reads it is reached)\n",
                            Docs.escape(flag.label() == null ? flag.name().text() : flag.label())).build());
        }
        for (Decl.Phase p : s.phases()) {
            if (p.each() != null) {
                ClassName sub = ctx.types.named(p.each().text(), JavaNames.SEQUENCE).nestedClass("Handler");
                handlerType.addMethod(MethodSpec.methodBuilder(eachMethod(p)).addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                        .returns(ParameterizedTypeName.get(ClassName.get(List.class), WildcardTypeName.subtypeOf(sub)))
                        .addParameter(int.class, "turn")
                        .addJavadoc("The actors of phase {@code $L} on turn {@code turn}, in the order they act, each as\n"
                                + "the handler of one turn of {@code $L} (asked after {@link #phase} for it).\n",
                                p.name().text(), p.each().text()).build());
            }
        }
        if (!s.triggers().isEmpty()) {
            handlerType.addMethod(handlerTrigger.build());
        }
        MethodSpec.Builder runTurn = MethodSpec.methodBuilder("runTurn").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addParameter(handler, "handler").addParameter(int.class, "turn")
                .addJavadoc("Plays turn {@code turn} phase by phase, firing triggers at their boundaries$L.\n",
                        s.phases().stream().anyMatch(p -> p.each() != null)
                                ? " and running the sequences of each phase's actors" : "");
        fire(ctx, runTurn, s, true, null, trigger);
        runTurn.beginControlFlow("for ($T phase : $T.values())", phase, phase);
        runTurn.beginControlFlow("if (!phase.activeOn(turn$L))", s.flags().isEmpty() ? "" : ", handler")
                .addStatement("continue").endControlFlow();
        for (Decl.Phase p : s.phases()) {
            boolean any = s.triggers().stream().anyMatch(t -> t.atStart() && ctx.model.part(t.target(), Decl.Phase.class) == p);
            if (any) {
                runTurn.beginControlFlow("if (phase == $T.$L)", phase, JavaNames.constant(p.name().text()));
                fire(ctx, runTurn, s, true, p, trigger);
                runTurn.endControlFlow();
            }
        }
        if (hasRoles) {
            runTurn.addStatement("handler.phase(turn, phase, phase.role() != null ? handler.side(turn, phase.role()) : phase.side())");
        } else {
            runTurn.addStatement("handler.phase(turn, phase)");
        }
        for (Decl.Phase p : s.phases()) {
            if (p.each() != null) {
                ClassName subSequence = ctx.types.named(p.each().text(), JavaNames.SEQUENCE);
                runTurn.beginControlFlow("if (phase == $T.$L)", phase, JavaNames.constant(p.name().text()))
                        .beginControlFlow("for ($T.Handler actor : handler.$L(turn))", subSequence, eachMethod(p))
                        .addStatement("$T.runTurn(actor, turn)", subSequence)
                        .endControlFlow().endControlFlow();
            }
        }
        for (Decl.Phase p : s.phases()) {
            boolean any = s.triggers().stream().anyMatch(t -> !t.atStart() && ctx.model.part(t.target(), Decl.Phase.class) == p);
            if (any) {
                runTurn.beginControlFlow("if (phase == $T.$L)", phase, JavaNames.constant(p.name().text()));
                fire(ctx, runTurn, s, false, p, trigger);
                runTurn.endControlFlow();
            }
        }
        runTurn.endControlFlow();
        fire(ctx, runTurn, s, false, null, trigger);
        MethodSpec run = MethodSpec.methodBuilder("run").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addParameter(handler, "handler").addParameter(int.class, "turns")
                .addJavadoc("Walks {@code turns} turns phase by phase, firing triggers at their boundaries.\n")
                .beginControlFlow("for (int turn = 1; turn <= turns; turn++)")
                .addStatement("runTurn(handler, turn)")
                .endControlFlow().build();
        TypeSpec.Builder type = TypeSpec.classBuilder(base + JavaNames.SEQUENCE).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(Docs.of(s.label(), s.meta()))
                .addJavadoc("<p>Drives the phases of one game.\n")
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addType(handlerType.build())
                .addMethod(run)
                .addMethod(runTurn.build())
                .addMethod(MethodSpec.methodBuilder("order").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(List.class), phase))
                        .addJavadoc("{@return the phases of one turn in order}\n")
                        .addStatement("return $T.of($T.values())", List.class, phase).build());
        if (s.turns() != null) {
            type.addField(FieldSpec.builder(int.class, "TURNS", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$L", s.turns()).addJavadoc("The length of a game in turns.\n").build());
        }
        return type.build();
    }

    /** The handler method giving the actors of a phase that runs a sequence for each: {@code mainPhaseActors}. */
    static String eachMethod(Decl.Phase p) {
        return JavaNames.member(p.name().text()) + "Actors";
    }

    /** Whether a phase runs on a given turn: its {@code when} condition, or always. */
    private static MethodSpec activeOn(EmitContext ctx, Decl.Sequence s) {
        MethodSpec.Builder m = MethodSpec.methodBuilder("activeOn").addModifiers(Modifier.PUBLIC).returns(boolean.class)
                .addParameter(int.class, "turn")
                .addJavadoc("{@return whether this phase runs on turn {@code turn} (turns count from 1)$L}\n",
                        s.flags().isEmpty() ? "" : ", with the game's answers to the flags");
        ExprEnv env = ExprEnv.empty().with("turn", "turn");
        if (!s.flags().isEmpty()) {
            m.addParameter(ctx.types.named(s.name().text(), JavaNames.SEQUENCE).nestedClass("Handler"), "handler");
            for (Decl.Side flag : s.flags()) {
                env = env.with(flag.name().text(), "handler." + JavaNames.member(flag.name().text()) + "(turn)");
            }
        }
        boolean any = s.phases().stream().anyMatch(p -> p.condition() != null);
        if (!any) {
            return m.addStatement("return true").build();
        }
        m.beginControlFlow("switch (this)");
        List<Typed> conditions = ctx.construct(s, Construct.Sequence.class).conditions();
        for (int i = 0; i < s.phases().size(); i++) {
            Decl.Phase p = s.phases().get(i);
            if (p.condition() != null) {
                m.addStatement("case $L: return $L", JavaNames.constant(p.name().text()),
                        ctx.exprs.code(conditions.get(i), env));
            }
        }
        return m.addStatement("default: return true").endControlFlow().build();
    }

    /** Fires the triggers at the start or end of {@code target}: a phase, or the turn when null. */
    private static void fire(EmitContext ctx, MethodSpec.Builder run, Decl.Sequence s, boolean atStart, Decl.Phase target,
            ClassName trigger) {
        for (Decl.Trigger t : s.triggers()) {
            if (t.atStart() == atStart && ctx.model.part(t.target(), Decl.Phase.class) == target) {
                run.addStatement("handler.trigger(turn, $T.$L)", trigger, JavaNames.constant(t.name().text()));
            }
        }
    }

    static TypeSpec actions(EmitContext ctx, List<Decl.Action> actions) {
        TypeSpec.Builder type = labelledEnum("Action", "Every action the rules name.");
        for (Decl.Action a : actions) {
            type.addEnumConstant(JavaNames.constant(a.name().text()), TypeSpec.anonymousClassBuilder("$S, $S",
                    a.name().text(), a.label() == null ? a.name().text() : a.label())
                    .addJavadoc(Docs.of(a.label(), a.meta())).build());
        }
        return type.build();
    }


    /** An enum whose constants carry the rulebook's name ({@code id}) and the document's ({@code label}). */
    static TypeSpec.Builder labelledEnum(String name, String doc) {
        return TypeSpec.enumBuilder(name).addModifiers(Modifier.PUBLIC).addJavadoc("$L\n", doc)
                .addField(String.class, "id", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "label", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addParameter(String.class, "id")
                        .addParameter(String.class, "label").addStatement("this.id = id")
                        .addStatement("this.label = label").build())
                .addMethod(getter("id", ClassName.get(String.class), "The name used in the rulebook."))
                .addMethod(getter("label", ClassName.get(String.class), "The name used in the source document."));
    }

    /** A public getter returning the field of the same name; {@code doc} is one sentence. */
    static MethodSpec getter(String name, com.palantir.javapoet.TypeName type, String doc) {
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(type)
                .addJavadoc("$L\n@return $L\n", doc, returns(doc)).addStatement("return $L", name).build();
    }

    /** A sentence as the text of an {@code @return}: {@code "The side."} is {@code "the side"}. */
    static String returns(String sentence) {
        String text = sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
        return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
}
