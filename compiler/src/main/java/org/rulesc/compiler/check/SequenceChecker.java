package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type.Prim;

/** Turn flow: a sequence's sides, roles, flags, phases and triggers, and usage limits. */
final class SequenceChecker {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;
    private final Usage usage;

    SequenceChecker(Model model, Reporter reporter, ExprChecker exprs, Usage usage) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
        this.usage = usage;
    }

    void check(Decl.Sequence s) {
        List<String> sides = new ArrayList<>(s.sides().stream().map(x -> x.name().text()).toList());
        List<Name> sidesAndRoles = new ArrayList<>(s.sides().stream().map(Decl.Side::name).toList());
        sidesAndRoles.addAll(s.roles().stream().map(Decl.Side::name).toList());
        DeclChecker.unique(reporter, sidesAndRoles, "side or role");
        DeclChecker.unique(reporter, s.flags().stream().map(Decl.Side::name).toList(), "flag");
        for (Decl.Side flag : s.flags()) {
            if (flag.name().text().equals("turn")) {
                reporter.report(Code.FLAG_NAMED_TURN, flag.name().span());
            }
        }
        if (!s.roles().isEmpty() && s.sides().isEmpty()) {
            reporter.report(Code.ROLES_WITHOUT_SIDES, s.roles().get(0).name().span(), s.name().text());
        }
        sides.addAll(s.roles().stream().map(r -> r.name().text()).toList());
        DeclChecker.unique(reporter, s.phases().stream().map(Decl.Phase::name).toList(), "phase");
        DeclChecker.unique(reporter, s.triggers().stream().map(Decl.Trigger::name).toList(), "trigger");
        if (s.phases().isEmpty()) {
            reporter.report(Code.SEQUENCE_WITHOUT_PHASES, s.name().span(), s.name().text());
        }
        List<String> phases = s.phases().stream().map(p -> p.name().text()).toList();
        for (Decl.Phase p : s.phases()) {
            if (p.side() != null && !sides.contains(p.side().text())) {
                reporter.report(Code.UNKNOWN_SIDE, p.side().span(), p.side().text())
                        .hint(sides.isEmpty() ? "declare them: sides first \"…\", second \"…\""
                                : Suggestions.didYouMean(p.side().text(), sides));
            }
            if (p.each() != null) {
                Decl sub = model.symbols.lookup(p.each().text());
                if (!(sub instanceof Decl.Sequence)) {
                    reporter.report(Code.UNKNOWN_SEQUENCE, p.each().span(), p.each().text())
                            .hint(Words.hintOr(Suggestions.didYouMean(p.each().text(),
                                    model.all(Decl.Sequence.class).stream()
                                    .map(x -> x.name().text()).toList()), "`each` runs another sequence once per actor"));
                } else if (runsItself((Decl.Sequence) sub, s, new HashSet<>())) {
                    reporter.report(Code.RECURSIVE_SEQUENCE, p.each().span(), s.name().text(), p.each().text());
                }
            }
            for (Name action : p.actions()) {
                Decl decl = model.symbols.lookup(action.text());
                if (decl instanceof Decl.Action) {
                    usage.use(decl);
                } else {
                    reporter.report(Code.UNKNOWN_ACTION, action.span(), action.text())
                            .hint(Suggestions.didYouMean(action.text(), model.all(Decl.Action.class).stream()
                                    .map(a -> a.name().text()).toList()));
                }
            }
            if (p.condition() != null) {
                Scope scope = Scope.root().with("turn", Prim.INT);
                for (Decl.Side flag : s.flags()) {
                    scope.put(flag.name().text(), Prim.BOOL);
                }
                exprs.expect(p.condition(), scope, Prim.BOOL, "the condition of phase `" + p.name().text() + "`");
            }
        }
        for (Decl.Trigger t : s.triggers()) {
            s.phases().stream().filter(p -> p.name().text().equals(t.target().text())).findFirst()
                    .ifPresent(p -> model.partRefs.put(t.target(), p));
            if (!t.target().text().equals("turn") && !phases.contains(t.target().text())) {
                reporter.report(Code.BAD_TRIGGER_TARGET, t.target().span(), t.target().text())
                        .hint(Suggestions.didYouMean(t.target().text(), phases));
            }
            if (t.status() != null) {
                firedEvent(t);
            }
        }
        if (s.turns() != null && s.turns() < 1) {
            reporter.report(Code.NO_TURN, s.name().span());
        }
    }

    /** Whether {@code from} runs {@code target} (or itself) through `each`, directly or deeper. */
    private boolean runsItself(Decl.Sequence from, Decl.Sequence target, Set<String> seen) {
        if (from == target) {
            return true;
        }
        if (!seen.add(from.name().text())) {
            return false;
        }
        for (Decl.Phase p : from.phases()) {
            if (p.each() != null && model.symbols.lookup(p.each().text()) instanceof Decl.Sequence next
                    && runsItself(next, target, seen)) {
                return true;
            }
        }
        return false;
    }

    /** {@code fires posture.own_turn_start}: an event of a declared status. */
    private void firedEvent(Decl.Trigger t) {
        Decl decl = model.symbols.lookup(t.status().text());
        if (!(decl instanceof Decl.Status status)) {
            reporter.report(Code.UNKNOWN_STATUS, t.status().span(), t.status().text())
                    .hint(Suggestions.didYouMean(t.status().text(), model.all(Decl.Status.class).stream()
                            .map(x -> x.name().text()).toList()));
            return;
        }
        usage.use(status);
        model.declRefs.put(t.status(), status);
        List<String> events = status.transitions().stream().map(x -> x.event().text()).distinct().toList();
        if (!events.contains(t.event().text())) {
            reporter.report(Code.UNKNOWN_EVENT, t.event().span(), status.name().text(), t.event().text())
                    .hint(Words.hintOr(Suggestions.didYouMean(t.event().text(), events),
                            "its events: " + String.join(", ", events)));
        } else if (!status.params(t.event().text()).isEmpty()) {
            reporter.report(Code.TRIGGER_EVENT_WITH_VALUES, t.event().span(), t.event().text(),
                    Words.describe(status.params(t.event().text())));
        }
    }

    void limit(Decl.Limit l) {
        if (l.max() < 1) {
            reporter.report(Code.EMPTY_LIMIT, l.name().span());
        }
        if (l.owner() != null) {
            Decl owner = model.symbols.lookup(l.owner().text());
            usage.use(owner);
            if (owner instanceof Decl.Kind || owner instanceof Decl.Enum) {
                model.declRefs.put(l.owner(), owner);
            } else {
                reporter.report(Code.LIMIT_OWNER, l.owner().span(), l.owner().text())
                        .hint(Suggestions.didYouMean(l.owner().text(), model.symbols.named
                        .entrySet().stream().filter(e -> e.getValue() instanceof Decl.Kind
                                || e.getValue() instanceof Decl.Enum).map(java.util.Map.Entry::getKey).toList()));
            }
        }
    }
}
