package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Typed;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;

/** Statuses: the state and event enums, and for a status that keeps more, a record of it. */
final class StatusEmitter {
    private StatusEmitter() {}

    static List<TypeSpec> status(EmitContext ctx, Decl.Status s) {
        String base = JavaNames.type(s.name().text());
        ClassName state = ctx.types.named(s.name().text(), JavaNames.STATE);
        ClassName event = ctx.types.named(s.name().text(), JavaNames.EVENT);
        List<String> events = new ArrayList<>();
        TypeSpec.Builder eventType = SequenceEmitter.labelledEnum(event.simpleName(), "What moves " + s.name().text()
                + " from one state to another.");
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
        TypeSpec.Builder stateType = SequenceEmitter.labelledEnum(state.simpleName(),
                Docs.of(s.label(), s.meta()).trim() + " The first state is the initial one.");
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
                .addJavadoc("The state after {@code event}.\n@param event what happens\n@return the next state\n"
                        + "@throws RuleViolation when the rules allow no such transition\n");
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
        on.addStatement("throw new $T($S,$W$S + label()$W+ $S + event.label())", EmitContext.RULE_VIOLATION,
                s.name().text(), "no transition from ", " on ");
        if (!events.isEmpty()) { // without events there is no event type, nor anything to move on
            stateType.addMethod(on.build());
        }
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
        Construct.Status typed = ctx.construct(s, Construct.Status.class);
        for (int i = 0; i < s.fields().size(); i++) {
            Decl.StatusField f = s.fields().get(i);
            components.addParameter(ctx.types.of(typed.fields().get(i).type()), JavaNames.member(f.name().text()));
            fieldNames.add(JavaNames.member(f.name().text()));
        }
        TypeSpec.Builder type = TypeSpec.recordBuilder(self.simpleName()).addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.of(s.label(), s.meta()))
                .addJavadoc("<p>One holder's status: its state, the turn that state began ({@code since}) and its\n"
                        + "fields. Each event is a method taking the turn it happens on and the event's values; it\n"
                        + "returns the next status or throws {@code RuleViolation} when the rules allow no transition.\n")
                .recordConstructor(components.build())
                .addMethods(JavaTypes.copyingLists(components.build()));
        List<CodeBlock> initial = new ArrayList<>();
        initial.add(CodeBlock.of("$T.$L", state, JavaNames.constant(s.states().get(0).name().text())));
        initial.add(CodeBlock.of("0"));
        for (Typed f : typed.initials()) {
            initial.add(ctx.exprs.code(f, ExprEnv.empty()));
        }
        type.addMethod(MethodSpec.methodBuilder("initial").addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(self)
                .addJavadoc("The first state, from turn 0, with every field at its start value.\n"
                        + "@return the status a holder starts with\n")
                .addStatement("return new $T($L)", self, ExprEmitter.args(initial)).build());
        ExprEnv fieldsEnv = ExprEnv.empty().with("turn", "turn").with("since", "since");
        for (Decl.StatusField f : s.fields()) {
            fieldsEnv = fieldsEnv.with(f.name().text(), JavaNames.member(f.name().text()));
        }
        // transitions from a named state first: they win over `*`; among them, the first whose guard holds
        List<Construct.Status.Transition> ordered = new ArrayList<>(typed.transitions().stream()
                .filter(t -> t.decl().from() != null).toList());
        ordered.addAll(typed.transitions().stream().filter(t -> t.decl().from() == null).toList());
        MethodSpec.Builder on = MethodSpec.methodBuilder("on").addModifiers(Modifier.PUBLIC).returns(self)
                .addParameter(int.class, "turn").addParameter(event, "event")
                .addJavadoc("The status after {@code event} on turn {@code turn}, for an event that carries no values.\n"
                        + "@param turn the turn it happens on\n@param event what happens\n@return the next status\n"
                        + "@throws RuleViolation when the rules allow no such transition\n")
                .beginControlFlow("switch (event)");
        for (String e : events) {
            List<Decl.Param> params = s.params(e);
            List<Construct.Param> typedParams = typed.events().stream().filter(x -> x.name().equals(e)).findFirst()
                    .map(Construct.Event::params).orElse(List.of());
            String method = JavaNames.member(e);
            if (params.isEmpty()) {
                on.addStatement("case $L: return $L(turn)", JavaNames.constant(e), method);
            }
            MethodSpec.Builder m = MethodSpec.methodBuilder(method).addModifiers(Modifier.PUBLIC).returns(self)
                    .addParameter(int.class, "turn").addParameters(ctx.parameters(typedParams))
                    .addJavadoc("The status after {@code $L} on turn {@code turn}.\n@param turn the turn it happens on\n", e)
                    .addJavadoc(Docs.params(params))
                    .addJavadoc("@return the next status\n@throws RuleViolation when the rules allow no such transition\n");
            ExprEnv env = fieldsEnv;
            for (Decl.Param p : params) {
                env = env.with(p.name().text(), ExprEmitter.local(p.name().text()));
            }
            for (Construct.Status.Transition typedTransition : ordered) {
                Decl.Transition t = typedTransition.decl();
                if (!t.event().text().equals(e)) {
                    continue;
                }
                List<CodeBlock> conditions = new ArrayList<>();
                if (t.from() != null) {
                    conditions.add(CodeBlock.of("state == $T.$L", state, JavaNames.constant(t.from().text())));
                }
                if (t.guard() != null) {
                    conditions.add(CodeBlock.of("($L)", ctx.exprs.code(typedTransition.guard(), env)));
                }
                List<CodeBlock> next = new ArrayList<>();
                CodeBlock to = CodeBlock.of("$T.$L", state, JavaNames.constant(t.to().text()));
                next.add(to);
                next.add(CodeBlock.of("$L == state ? since : turn", to));
                List<Typed> sets = typedTransition.sets();
                for (int i = 0; i < s.fields().size(); i++) {
                    next.add(sets.get(i) != null ? ctx.exprs.code(sets.get(i), env)
                            : CodeBlock.of("$L", JavaNames.member(s.fields().get(i).name().text())));
                }
                String comment = (t.from() == null ? "*" : t.from().text()) + " -> " + t.to().text()
                        + (t.meta().citationText().isEmpty() ? "" : ": " + t.meta().citationText());
                if (conditions.isEmpty()) {
                    m.addComment("$L", comment).addStatement("return new $T($L)", self, ExprEmitter.args(next));
                } else {
                    m.beginControlFlow("if ($L)", CodeBlock.join(conditions, "$W&& ")).addComment("$L", comment)
                            .addStatement("return new $T($L)", self, ExprEmitter.args(next)).endControlFlow();
                }
            }
            boolean total = ordered.stream().map(Construct.Status.Transition::decl)
                    .anyMatch(t -> t.event().text().equals(e) && t.from() == null && t.guard() == null);
            if (!total) {
                m.addStatement("throw new $T($S,$W$S + state.label()$W+ $S + $T.$L.label())", EmitContext.RULE_VIOLATION,
                        s.name().text(), "no transition from ", " on ", event, JavaNames.constant(e));
            }
            type.addMethod(m.build());
        }
        on.addStatement("default: throw new $T(event.label() + $S)", IllegalArgumentException.class,
                " carries values: call its own method").endControlFlow();
        type.addMethod(on.build());
        return type.build();
    }
}
