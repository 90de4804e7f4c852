package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** A status: its states, fields and events, and transitions that are known, typed and deterministic. */
final class StatusChecker {
    private final Reporter reporter;
    private final ExprChecker exprs;
    private final org.rulesc.compiler.model.Model model;

    StatusChecker(org.rulesc.compiler.model.Model model, Reporter reporter, ExprChecker exprs) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void check(Decl.Status s) {
        DeclChecker.unique(reporter, s.states().stream().map(Decl.State::name).toList(), "state");
        DeclChecker.unique(reporter, s.events().stream().map(Decl.StatusEvent::name).toList(), "event");
        DeclChecker.unique(reporter, s.fields().stream().map(Decl.StatusField::name).toList(), "field");
        List<String> states = s.states().stream().map(x -> x.name().text()).toList();
        // fields: their start values are constants of their type; `turn` and `since` are built in
        Scope fields = Scope.root().child();
        for (Decl.StatusField f : s.fields()) {
            Type t = exprs.resolve(f.type());
            if (List.of("turn", "since", "state").contains(f.name().text())) {
                reporter.report(Code.RESERVED_STATUS_FIELD, f.name().span(), f.name().text());
            }
            exprs.expect(f.initial(), Scope.root(), t, "the start value of `" + f.name().text() + "`");
            fields.put(f.name().text(), t);
        }
        for (Decl.StatusEvent e : s.events()) {
            DeclChecker.params(exprs, reporter, e.params()); // resolves the types, reports duplicates
            e.params().forEach(p -> {
                if (fields.find(p.name().text()) != null || List.of("turn", "since").contains(p.name().text())) {
                    reporter.report(Code.EVENT_VALUE_HIDES_FIELD, p.name().span(), p.name().text());
                }
            });
        }
        fields.put("turn", Prim.INT);
        fields.put("since", Prim.INT);
        java.util.Map<String, Decl.Transition> unguarded = new java.util.HashMap<>();
        for (Decl.Transition t : s.transitions()) {
            for (Name n : t.from() == null ? List.of(t.to()) : List.of(t.from(), t.to())) {
                if (!states.contains(n.text())) {
                    reporter.report(Code.UNKNOWN_STATE, n.span(), n.text())
                            .hint(Suggestions.didYouMean(n.text(), states));
                }
            }
            String from = t.from() == null ? "*" : t.from().text();
            Decl.Transition earlier = unguarded.get(from + " " + t.event().text());
            if (earlier != null) {
                reporter.report(Code.UNREACHABLE_TRANSITION, t.event().span(),
                        (t.from() == null ? "`*`" : "state `" + from + "`"), t.event().text(), earlier.span().line())
                        .related(earlier.span(), "the transition that always applies");
            } else if (t.guard() == null) {
                unguarded.put(from + " " + t.event().text(), t);
            }
            Scope scope = fields.child();
            for (Decl.Param p : s.params(t.event().text())) {
                scope.put(p.name().text(), exprs.resolveQuietly(p.type()));
            }
            if (t.guard() != null) {
                exprs.expect(t.guard(), scope, Prim.BOOL, "the condition of this transition");
            }
            model.fieldOrder.put(t, FieldOrder.of(t.sets(), s.fields().stream().map(Decl.StatusField::name).toList()));
            List<String> set = new ArrayList<>();
            for (Expr.FieldValue fv : t.sets()) {
                Decl.StatusField field = s.fields().stream().filter(f -> f.name().text().equals(fv.name().text()))
                        .findFirst().orElse(null);
                if (field == null) {
                    reporter.report(Code.UNKNOWN_STATUS_FIELD, fv.name().span(), s.name().text(), fv.name().text())
                            .hint(Words.hintOr(Suggestions.didYouMean(fv.name().text(), s.fields().stream()
                                    .map(f -> f.name().text()).toList()), "declare it: field " + fv.name().text() + ": int = 0"));
                    exprs.check(fv.value(), scope);
                    continue;
                }
                if (set.contains(fv.name().text())) {
                    reporter.report(Code.STATUS_FIELD_SET_TWICE, fv.name().span(), fv.name().text());
                }
                set.add(fv.name().text());
                exprs.expect(fv.value(), scope, exprs.resolveQuietly(field.type()), "the new `" + fv.name().text() + "`");
            }
        }
        for (Decl.StatusEvent e : s.events()) {
            if (s.transitions().stream().noneMatch(t -> t.event().text().equals(e.name().text()))) {
                reporter.report(Code.UNUSED_EVENT, e.name().span(), e.name().text());
            }
        }
    }
}
