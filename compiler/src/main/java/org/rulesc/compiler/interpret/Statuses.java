package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Expect;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.RuleViolation;

/**
 * Statuses: one holder's state, the turn it began and its fields, moved by events with the
 * generated engine's rules (transitions from a named state win over {@code *}; among them the
 * first whose guard holds; {@code since} changes only when the state does).
 */
public final class Statuses {
    private final Interpreter in;

    public Statuses(Interpreter in) {
        this.in = in;
    }

    /** One holder's status. */
    public record Status(String state, int since, Map<String, Object> fields) {}

    /** The first state, from turn 0, every field at its start value. */
    public Status initial(Decl.Status s) {
        Map<String, Object> fields = new LinkedHashMap<>();
        List<Typed> initials = in.model.construct(s, Construct.Status.class).initials();
        for (int i = 0; i < s.fields().size(); i++) {
            fields.put(s.fields().get(i).name().text(), in.eval(initials.get(i), Env.empty()));
        }
        return new Status(s.states().get(0).name().text(), 0, fields);
    }

    /** The status after {@code event} (with its values) on {@code turn}. @throws RuleViolation when no transition applies */
    public Status on(Decl.Status s, Status from, String event, List<Object> args, int turn) {
        Env env = Env.empty().with("turn", turn).with("since", from.since());
        for (Map.Entry<String, Object> f : from.fields().entrySet()) {
            env = env.with(f.getKey(), f.getValue());
        }
        List<Decl.Param> params = s.params(event);
        for (int i = 0; i < params.size(); i++) {
            env = env.with(params.get(i).name().text(), args.get(i));
        }
        Construct.Status typed = in.model.construct(s, Construct.Status.class);
        List<Construct.Status.Transition> ordered = new ArrayList<>(typed.transitions().stream()
                .filter(t -> t.decl().from() != null).toList());
        ordered.addAll(typed.transitions().stream().filter(t -> t.decl().from() == null).toList());
        for (Construct.Status.Transition typedTransition : ordered) {
            Decl.Transition t = typedTransition.decl();
            if (!t.event().text().equals(event) || t.from() != null && !t.from().text().equals(from.state())) {
                continue;
            }
            if (typedTransition.guard() != null && !Interpreter.bool(in.eval(typedTransition.guard(), env))) {
                continue;
            }
            Map<String, Object> fields = new LinkedHashMap<>(from.fields());
            List<Typed> sets = typedTransition.sets(); // in field order, null where not set
            for (int i = 0; i < s.fields().size(); i++) {
                if (sets.get(i) != null) {
                    fields.put(s.fields().get(i).name().text(), in.eval(sets.get(i), env));
                }
            }
            String to = t.to().text();
            return new Status(to, to.equals(from.state()) ? from.since() : turn, fields);
        }
        throw new RuleViolation(s.name().text(), "no transition from " + from.state() + " on " + event);
    }

    String verdict(Expect.Transition typed, Env env) {
        Decl.ExpectTransition t = typed.written();
        Decl.Status s = in.model.decl(t.status(), Decl.Status.class);
        Map<String, Object> fields = new LinkedHashMap<>();
        List<Typed> with = typed.with();
        List<Typed> initials = in.model.construct(s, Construct.Status.class).initials();
        for (int i = 0; i < s.fields().size(); i++) {
            Decl.StatusField f = s.fields().get(i);
            fields.put(f.name().text(), with.get(i) != null ? in.eval(with.get(i), env) : in.eval(initials.get(i), Env.empty()));
        }
        int since = typed.since() == null ? 0 : Interpreter.integer(in.eval(typed.since(), env));
        int at = typed.at() == null ? 1 : Interpreter.integer(in.eval(typed.at(), env));
        List<Object> args = in.evalAll(typed.event().arguments(), env);
        Status start = new Status(t.from().text(), since, fields);
        Status next;
        try {
            next = on(s, start, t.event().callee().text(), args, at);
        } catch (RuleViolation refused) {
            return t.to() == null ? null : "expected " + t.to().text() + ", but the rules refuse it: " + refused.getMessage();
        }
        if (t.to() == null) {
            return "expected the rules to refuse it, but it goes to " + next.state();
        }
        if (!next.state().equals(t.to().text())) {
            return "expected " + t.to().text() + ", but it goes to " + next.state();
        }
        for (int i = 0; i < t.then().size(); i++) {
            Expr.FieldValue fv = t.then().get(i);
            Object expected = in.eval(typed.then().get(i), env);
            Object actual = next.fields().get(fv.name().text());
            if (!expected.equals(actual)) {
                return "expected " + fv.name().text() + " " + in.show(expected) + ", but it is " + in.show(actual);
            }
        }
        return null;
    }
}
