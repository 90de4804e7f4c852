package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;

/** Turn sequences (phases, sides, triggers, a driver), actions, statuses and usage limits. */
final class SequenceEmitter {
    private SequenceEmitter() {}

    static List<TypeSpec> sequence(EmitContext ctx, Decl.Sequence s) {
        String base = JavaNames.type(s.name().text());
        ClassName side = ctx.types.named(s.name().text(), "Side");
        ClassName role = ctx.types.named(s.name().text(), "Role");
        ClassName phase = ctx.types.named(s.name().text(), "Phase");
        ClassName trigger = ctx.types.named(s.name().text(), "Trigger");
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
        TypeSpec.Builder phases = TypeSpec.enumBuilder(phase.simpleName()).addModifiers(Modifier.PUBLIC)
                .addJavadoc("The phases of $L, in order.\n", Docs.of(s.label(), s.meta()).trim());
        for (Decl.Phase p : s.phases()) {
            CodeBlock actions = CodeBlock.of("$T.of($L)", List.class, String.join(", ", p.actions().stream()
                    .map(a -> "Action." + JavaNames.constant(a.text())).toList()));
            boolean byRole = p.side() != null && roleNames.contains(p.side().text());
            String sideArg = p.side() == null || s.sides().isEmpty() || byRole ? "null"
                    : side.simpleName() + "." + JavaNames.constant(p.side().text());
            String roleArg = byRole ? role.simpleName() + "." + JavaNames.constant(p.side().text()) : "null";
            phases.addEnumConstant(JavaNames.constant(p.name().text()), TypeSpec.anonymousClassBuilder(
                    hasRoles ? "$S, $S, $L, $L, $L, $S" : "$S, $S, $L, $L, $S",
                    hasRoles ? new Object[] {p.name().text(), p.label() == null ? p.name().text() : p.label(), sideArg,
                            roleArg, actions, p.meta().citationText()}
                            : new Object[] {p.name().text(), p.label() == null ? p.name().text() : p.label(), sideArg,
                            actions, p.meta().citationText()}).addJavadoc(Docs.of(p.label(), p.meta())).build());
        }
        boolean hasSides = !s.sides().isEmpty();
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addParameter(String.class, "id").addParameter(String.class, "label")
                .addParameter(hasSides ? side : ClassName.get(Object.class), "side");
        if (hasRoles) {
            constructor.addParameter(role, "role");
        }
        constructor.addParameter(ParameterizedTypeName.get(ClassName.get(List.class), actionEnum), "actions")
                .addParameter(String.class, "citation")
                .addStatement("this.id = id").addStatement("this.label = label").addStatement("this.side = side");
        if (hasRoles) {
            constructor.addStatement("this.role = role");
            phases.addField(role, "role", Modifier.PRIVATE, Modifier.FINAL)
                    .addMethod(getter("role", role, "The role whose side acts in this phase (decided during play), or null."));
        }
        constructor.addStatement("this.actions = actions").addStatement("this.citation = citation");
        phases.addField(String.class, "id", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "label", Modifier.PRIVATE, Modifier.FINAL)
                .addField(hasSides ? side : ClassName.get(Object.class), "side", Modifier.PRIVATE, Modifier.FINAL)
                .addField(ParameterizedTypeName.get(ClassName.get(List.class), actionEnum), "actions",
                        Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "citation", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(constructor.build())
                .addMethod(getter("id", ClassName.get(String.class), "The name used in the rulebook."))
                .addMethod(getter("label", ClassName.get(String.class), "The name used in the source document."))
                .addMethod(getter("side", hasSides ? side : ClassName.get(Object.class), hasRoles
                        ? "The side that acts in this phase, or null when every side does or a role decides it."
                        : "The side that acts in this phase, or null when every side does."))
                .addMethod(getter("actions", ParameterizedTypeName.get(ClassName.get(List.class), actionEnum),
                        "The actions the rules allow in this phase."))
                .addMethod(getter("citation", ClassName.get(String.class), "Where the document describes this phase."))
                .addMethod(MethodSpec.methodBuilder("allows").addModifiers(Modifier.PUBLIC).returns(boolean.class)
                        .addParameter(actionEnum, "action").addJavadoc("Whether the rules allow {@code action} in this phase.\n")
                        .addStatement("return actions.contains(action)").build())
                .addMethod(activeOn(ctx, s))
                .addMethod(MethodSpec.methodBuilder("next").addModifiers(Modifier.PUBLIC).returns(phase)
                        .addJavadoc("The following phase, or null after the last one of the turn.\n")
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
        List<String> statuses = s.triggers().stream().filter(t -> t.status() != null).map(t -> t.status().text())
                .distinct().toList();
        for (String status : statuses) {
            ClassName event = ctx.types.named(status, "Event");
            MethodSpec.Builder m = MethodSpec.methodBuilder(JavaNames.member(status) + "Event")
                    .addModifiers(Modifier.PUBLIC).returns(event)
                    .addJavadoc("The {@code $L} event this trigger fires, or null when it fires none.\n", status)
                    .beginControlFlow("switch (this)");
            for (Decl.Trigger t : s.triggers()) {
                if (t.status() != null && t.status().text().equals(status)) {
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
        ClassName handler = ctx.types.named(s.name().text(), "Sequence").nestedClass("Handler");
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
                ClassName sub = ctx.types.named(p.each().text(), "Sequence").nestedClass("Handler");
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
        fire(runTurn, s, true, "turn", trigger);
        runTurn.beginControlFlow("for ($T phase : $T.values())", phase, phase);
        runTurn.beginControlFlow("if (!phase.activeOn(turn$L))", s.flags().isEmpty() ? "" : ", handler")
                .addStatement("continue").endControlFlow();
        for (Decl.Phase p : s.phases()) {
            boolean any = s.triggers().stream().anyMatch(t -> t.atStart() && t.target().text().equals(p.name().text()));
            if (any) {
                runTurn.beginControlFlow("if (phase == $T.$L)", phase, JavaNames.constant(p.name().text()));
                fire(runTurn, s, true, p.name().text(), trigger);
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
                ClassName subSequence = ctx.types.named(p.each().text(), "Sequence");
                runTurn.beginControlFlow("if (phase == $T.$L)", phase, JavaNames.constant(p.name().text()))
                        .beginControlFlow("for ($T.Handler actor : handler.$L(turn))", subSequence, eachMethod(p))
                        .addStatement("$T.runTurn(actor, turn)", subSequence)
                        .endControlFlow().endControlFlow();
            }
        }
        for (Decl.Phase p : s.phases()) {
            boolean any = s.triggers().stream().anyMatch(t -> !t.atStart() && t.target().text().equals(p.name().text()));
            if (any) {
                runTurn.beginControlFlow("if (phase == $T.$L)", phase, JavaNames.constant(p.name().text()));
                fire(runTurn, s, false, p.name().text(), trigger);
                runTurn.endControlFlow();
            }
        }
        runTurn.endControlFlow();
        fire(runTurn, s, false, "turn", trigger);
        MethodSpec run = MethodSpec.methodBuilder("run").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addParameter(handler, "handler").addParameter(int.class, "turns")
                .addJavadoc("Walks {@code turns} turns phase by phase, firing triggers at their boundaries.\n")
                .beginControlFlow("for (int turn = 1; turn <= turns; turn++)")
                .addStatement("runTurn(handler, turn)")
                .endControlFlow().build();
        TypeSpec.Builder type = TypeSpec.classBuilder(base + "Sequence").addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(Docs.of(s.label(), s.meta()))
                .addJavadoc("<p>Drives the phases of one game.\n")
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addType(handlerType.build())
                .addMethod(run)
                .addMethod(runTurn.build())
                .addMethod(MethodSpec.methodBuilder("order").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(List.class), phase))
                        .addJavadoc("The phases of one turn in order.\n")
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
                .addJavadoc("Whether this phase runs on turn {@code turn} (turns count from 1)$L.\n",
                        s.flags().isEmpty() ? "" : ", with the game's answers to the flags");
        ExprEmitter.Env env = ExprEmitter.Env.empty().with("turn", "turn");
        if (!s.flags().isEmpty()) {
            m.addParameter(ctx.types.named(s.name().text(), "Sequence").nestedClass("Handler"), "handler");
            for (Decl.Side flag : s.flags()) {
                env = env.with(flag.name().text(), "handler." + JavaNames.member(flag.name().text()) + "(turn)");
            }
        }
        boolean any = s.phases().stream().anyMatch(p -> p.condition() != null);
        if (!any) {
            return m.addStatement("return true").build();
        }
        m.beginControlFlow("switch (this)");
        for (Decl.Phase p : s.phases()) {
            if (p.condition() != null) {
                m.addStatement("case $L: return $L", JavaNames.constant(p.name().text()),
                        ctx.exprs.emit(p.condition(), env));
            }
        }
        return m.addStatement("default: return true").endControlFlow().build();
    }

    private static void fire(MethodSpec.Builder run, Decl.Sequence s, boolean atStart, String target, ClassName trigger) {
        for (Decl.Trigger t : s.triggers()) {
            if (t.atStart() == atStart && t.target().text().equals(target)) {
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

    static List<TypeSpec> status(EmitContext ctx, Decl.Status s) {
        String base = JavaNames.type(s.name().text());
        ClassName state = ctx.types.named(s.name().text(), "State");
        ClassName event = ctx.types.named(s.name().text(), "Event");
        List<String> events = new ArrayList<>();
        TypeSpec.Builder eventType = labelledEnum(event.simpleName(), "What moves " + s.name().text() + " from one state to another.");
        for (Decl.StatusEvent e : s.events()) {
            events.add(e.name().text());
            eventType.addEnumConstant(JavaNames.constant(e.name().text()), TypeSpec.anonymousClassBuilder("$S, $S",
                    e.name().text(), e.label() == null ? e.name().text() : e.label())
                    .addJavadoc(Docs.of(e.label(), e.meta())).build());
        }
        for (Decl.Transition t : s.transitions()) {
            if (!events.contains(t.event().text())) {
                events.add(t.event().text());
                eventType.addEnumConstant(JavaNames.constant(t.event().text()), TypeSpec.anonymousClassBuilder("$S, $S",
                        t.event().text(), t.label() == null ? t.event().text() : t.label()).build());
            }
        }
        TypeSpec.Builder stateType = labelledEnum(state.simpleName(), Docs.of(s.label(), s.meta()).trim()
                + " The first state is the initial one.");
        for (Decl.State x : s.states()) {
            stateType.addEnumConstant(JavaNames.constant(x.name().text()), TypeSpec.anonymousClassBuilder("$S, $S",
                    x.name().text(), x.label() == null ? x.name().text() : x.label()).build());
        }
        if (s.rich()) {
            stateType.addMethod(MethodSpec.methodBuilder("initial").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                    .returns(state).addStatement("return $L", JavaNames.constant(s.states().get(0).name().text())).build());
            return List.of(stateType.build(), eventType.build(), richStatus(ctx, s, state, event, events));
        }
        MethodSpec.Builder on = MethodSpec.methodBuilder("on").addModifiers(Modifier.PUBLIC).returns(state)
                .addParameter(event, "event")
                .addJavadoc("The state after {@code event}.\n@throws RuleViolation when the rules allow no such transition\n");
        // transitions from a named state first: they win over `*` for the same event
        List<Decl.Transition> ordered = new ArrayList<>(s.transitions().stream().filter(t -> t.from() != null).toList());
        ordered.addAll(s.transitions().stream().filter(t -> t.from() == null).toList());
        for (Decl.Transition t : ordered) {
            String from = t.from() == null ? "*" : t.from().text();
            if (t.from() == null) {
                on.beginControlFlow("if (event == $T.$L)", event, JavaNames.constant(t.event().text()));
            } else {
                on.beginControlFlow("if (this == $L && event == $T.$L)", JavaNames.constant(from), event,
                        JavaNames.constant(t.event().text()));
            }
            on.addComment("$L", t.meta().citationText().isEmpty() ? from + " -> " + t.to().text()
                    : t.meta().citationText());
            on.addStatement("return $L", JavaNames.constant(t.to().text())).endControlFlow();
        }
        on.addStatement("throw new $T($S, $S + label() + $S + event.label())", EmitContext.RULE_VIOLATION,
                s.name().text(), "no transition from ", " on ");
        stateType.addMethod(on.build());
        stateType.addMethod(MethodSpec.methodBuilder("initial").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(state).addStatement("return $L", JavaNames.constant(s.states().get(0).name().text())).build());
        List<TypeSpec> out = new ArrayList<>();
        out.add(stateType.build());
        if (!events.isEmpty()) {
            out.add(eventType.build());
        }
        return out;
    }

    /** The record class of a status that keeps more than its state: fields, the turn its state began. */
    static ClassName richClass(EmitContext ctx, Decl.Status s) {
        return ctx.types.named(s.name().text());
    }

    /**
     * A status with fields, events that carry values or guarded transitions: a record of its state,
     * the turn that state began ({@code since}) and its fields, with one method per event (the
     * turn of the event, then the event's values) returning the next record.
     */
    private static TypeSpec richStatus(EmitContext ctx, Decl.Status s, ClassName state, ClassName event,
            List<String> events) {
        ClassName self = richClass(ctx, s);
        MethodSpec.Builder components = MethodSpec.constructorBuilder()
                .addParameter(state, "state").addParameter(int.class, "since");
        List<String> fieldNames = new ArrayList<>();
        for (Decl.StatusField f : s.fields()) {
            components.addParameter(ctx.javaType(f.type()), JavaNames.member(f.name().text()));
            fieldNames.add(JavaNames.member(f.name().text()));
        }
        TypeSpec.Builder type = TypeSpec.recordBuilder(self.simpleName()).addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.of(s.label(), s.meta()))
                .addJavadoc("<p>One holder's status: its state, the turn that state began ({@code since}) and its\n"
                        + "fields. Each event is a method taking the turn it happens on and the event's values; it\n"
                        + "returns the next status or throws {@code RuleViolation} when the rules allow no transition.\n")
                .recordConstructor(components.build());
        List<String> initial = new ArrayList<>();
        initial.add(state.simpleName() + "." + JavaNames.constant(s.states().get(0).name().text()));
        initial.add("0");
        for (Decl.StatusField f : s.fields()) {
            initial.add(ctx.exprs.emit(f.initial(), ExprEmitter.Env.empty()));
        }
        type.addMethod(MethodSpec.methodBuilder("initial").addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(self)
                .addJavadoc("The first state, from turn 0, with every field at its start value.\n")
                .addStatement("return new $T($L)", self, String.join(", ", initial)).build());
        ExprEmitter.Env fieldsEnv = ExprEmitter.Env.empty().with("turn", "turn").with("since", "since");
        for (Decl.StatusField f : s.fields()) {
            fieldsEnv = fieldsEnv.with(f.name().text(), JavaNames.member(f.name().text()));
        }
        // transitions from a named state first: they win over `*`; among them, the first whose guard holds
        List<Decl.Transition> ordered = new ArrayList<>(s.transitions().stream().filter(t -> t.from() != null).toList());
        ordered.addAll(s.transitions().stream().filter(t -> t.from() == null).toList());
        MethodSpec.Builder on = MethodSpec.methodBuilder("on").addModifiers(Modifier.PUBLIC).returns(self)
                .addParameter(int.class, "turn").addParameter(event, "event")
                .addJavadoc("The status after {@code event} on turn {@code turn}, for an event that carries no values.\n"
                        + "@throws RuleViolation when the rules allow no such transition\n")
                .beginControlFlow("switch (event)");
        for (String e : events) {
            List<Decl.Param> params = s.params(e);
            String method = JavaNames.member(e);
            if (params.isEmpty()) {
                on.addStatement("case $L: return $L(turn)", JavaNames.constant(e), method);
            }
            MethodSpec.Builder m = MethodSpec.methodBuilder(method).addModifiers(Modifier.PUBLIC).returns(self)
                    .addParameter(int.class, "turn").addParameters(ctx.parameters(params))
                    .addJavadoc("The status after {@code $L} on turn {@code turn}.\n"
                            + "@throws RuleViolation when the rules allow no such transition\n", e);
            ExprEmitter.Env env = fieldsEnv;
            for (Decl.Param p : params) {
                env = env.with(p.name().text(), ExprEmitter.local(p.name().text()));
            }
            for (Decl.Transition t : ordered) {
                if (!t.event().text().equals(e)) {
                    continue;
                }
                List<String> conditions = new ArrayList<>();
                if (t.from() != null) {
                    conditions.add("state == " + state.simpleName() + "." + JavaNames.constant(t.from().text()));
                }
                if (t.guard() != null) {
                    conditions.add("(" + ctx.exprs.emit(t.guard(), env) + ")");
                }
                List<String> next = new ArrayList<>();
                String to = state.simpleName() + "." + JavaNames.constant(t.to().text());
                next.add(to);
                next.add(to + " == state ? since : turn");
                for (Decl.StatusField f : s.fields()) {
                    final ExprEmitter.Env fenv = env;
                    next.add(t.sets().stream().filter(fv -> fv.name().text().equals(f.name().text())).findFirst()
                            .map(fv -> ctx.exprs.emit(fv.value(), fenv)).orElse(JavaNames.member(f.name().text())));
                }
                String comment = (t.from() == null ? "*" : t.from().text()) + " -> " + t.to().text()
                        + (t.meta().citationText().isEmpty() ? "" : ": " + t.meta().citationText());
                if (conditions.isEmpty()) {
                    m.addComment("$L", comment).addStatement("return new $T($L)", self, String.join(", ", next));
                } else {
                    m.beginControlFlow("if ($L)", String.join(" && ", conditions)).addComment("$L", comment)
                            .addStatement("return new $T($L)", self, String.join(", ", next)).endControlFlow();
                }
            }
            boolean total = ordered.stream().anyMatch(t -> t.event().text().equals(e) && t.from() == null
                    && t.guard() == null);
            if (!total) {
                m.addStatement("throw new $T($S, $S + state.label() + $S + $T.$L.label())", EmitContext.RULE_VIOLATION,
                        s.name().text(), "no transition from ", " on ", event, JavaNames.constant(e));
            }
            type.addMethod(m.build());
        }
        on.addStatement("default: throw new $T(event.label() + $S)", IllegalArgumentException.class,
                " carries values: call its own method").endControlFlow();
        type.addMethod(on.build());
        return type.build();
    }

    static TypeSpec limits(EmitContext ctx, List<Decl.Limit> limits) {
        TypeSpec.Builder type = TypeSpec.enumBuilder("Limit").addModifiers(Modifier.PUBLIC)
                .addJavadoc("Usage limits (so many uses per turn, per battle, …); count them with a {@code UsageTracker}.\n");
        for (Decl.Limit l : limits) {
            type.addEnumConstant(JavaNames.constant(l.name().text()), TypeSpec.anonymousClassBuilder("$S, $S, $L, $S, $S",
                    l.name().text(), l.label() == null ? l.name().text() : l.label(), l.max(), l.scope().text(),
                    l.owner() == null ? null : l.owner().text())
                    .addJavadoc(Docs.of(l.label(), l.meta())).build());
        }
        // one overload per kind of owner, so each entry (or member) is counted on its own
        List<String> owners = limits.stream().filter(l -> l.owner() != null).map(l -> l.owner().text()).distinct().toList();
        for (String owner : owners) {
            ClassName ownerType = ctx.type(owner);
            type.addMethod(MethodSpec.methodBuilder("use").addModifiers(Modifier.PUBLIC)
                    .addParameter(EmitContext.USAGE_TRACKER, "tracker").addParameter(ownerType, "owner")
                    .addJavadoc("Counts one use by {@code owner}.\n@throws RuleViolation when its limit is reached\n")
                    .addStatement("tracker.use(keyFor($S, owner.id()), max, scope)", owner).build());
            type.addMethod(MethodSpec.methodBuilder("tryUse").addModifiers(Modifier.PUBLIC).returns(boolean.class)
                    .addParameter(EmitContext.USAGE_TRACKER, "tracker").addParameter(ownerType, "owner")
                    .addJavadoc("Counts one use by {@code owner} if its limit allows it.\n")
                    .addStatement("return tracker.tryUse(keyFor($S, owner.id()), max, scope)", owner).build());
        }
        type.addMethod(MethodSpec.methodBuilder("keyFor").addModifiers(Modifier.PRIVATE).returns(String.class)
                .addParameter(String.class, "ownerKind").addParameter(String.class, "ownerId")
                .addJavadoc("The tracker key: the limit, and for a limit counted per owner, the owner too.\n")
                .beginControlFlow("if (!$T.equals(ownerKind, owner))", java.util.Objects.class)
                .addStatement("throw new $T(id, label + (owner == null ? $S : $S + owner + $S))",
                        EmitContext.RULE_VIOLATION, " is not counted per owner: call use(tracker)",
                        " is counted per ", ": pass it")
                .endControlFlow()
                .addStatement("return ownerId == null ? id : id + $S + ownerId", ":").build());
        type.addField(String.class, "id", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "label", Modifier.PRIVATE, Modifier.FINAL)
                .addField(int.class, "max", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "scope", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "owner", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addParameter(String.class, "id").addParameter(String.class, "label")
                        .addParameter(int.class, "max").addParameter(String.class, "scope").addParameter(String.class, "owner")
                        .addStatement("this.id = id").addStatement("this.label = label")
                        .addStatement("this.max = max").addStatement("this.scope = scope")
                        .addStatement("this.owner = owner").build())
                .addMethod(getter("id", ClassName.get(String.class), "The name used in the rulebook."))
                .addMethod(getter("label", ClassName.get(String.class), "The name used in the source document."))
                .addMethod(getter("max", com.palantir.javapoet.TypeName.INT, "Uses allowed per scope."))
                .addMethod(getter("scope", ClassName.get(String.class), "When the count starts again (turn, phase, battle, …)."))
                .addMethod(MethodSpec.methodBuilder("use").addModifiers(Modifier.PUBLIC)
                        .addParameter(EmitContext.USAGE_TRACKER, "tracker")
                        .addJavadoc("Counts one use.\n@throws RuleViolation when the limit is already reached, or is"
                                + " counted per owner\n")
                        .addStatement("tracker.use(keyFor(null, null), max, scope)").build())
                .addMethod(MethodSpec.methodBuilder("tryUse").addModifiers(Modifier.PUBLIC).returns(boolean.class)
                        .addParameter(EmitContext.USAGE_TRACKER, "tracker")
                        .addJavadoc("Counts one use if the limit allows it.\n@return false when the limit is reached\n")
                        .addStatement("return tracker.tryUse(keyFor(null, null), max, scope)").build());
        return type.build();
    }

    private static TypeSpec.Builder labelledEnum(String name, String doc) {
        return TypeSpec.enumBuilder(name).addModifiers(Modifier.PUBLIC).addJavadoc("$L\n", doc)
                .addField(String.class, "id", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "label", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addParameter(String.class, "id")
                        .addParameter(String.class, "label").addStatement("this.id = id")
                        .addStatement("this.label = label").build())
                .addMethod(getter("id", ClassName.get(String.class), "The name used in the rulebook."))
                .addMethod(getter("label", ClassName.get(String.class), "The name used in the source document."));
    }

    private static MethodSpec getter(String name, com.palantir.javapoet.TypeName type, String doc) {
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(type)
                .addJavadoc("$L\n", doc).addStatement("return $L", name).build();
    }
}
