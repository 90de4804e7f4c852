package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
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
                reporter.error(flag.name().span(), "a flag cannot be called `turn`", "name it after the question it answers");
            }
        }
        if (!s.roles().isEmpty() && s.sides().isEmpty()) {
            reporter.error(s.roles().get(0).name().span(), "a role is played by one of the sides, but `"
                    + s.name().text() + "` has none", "declare them: sides first \"…\", second \"…\"");
        }
        sides.addAll(s.roles().stream().map(r -> r.name().text()).toList());
        DeclChecker.unique(reporter, s.phases().stream().map(Decl.Phase::name).toList(), "phase");
        DeclChecker.unique(reporter, s.triggers().stream().map(Decl.Trigger::name).toList(), "trigger");
        if (s.phases().isEmpty()) {
            reporter.error(s.name().span(), "sequence `" + s.name().text() + "` has no phases", null);
        }
        List<String> phases = s.phases().stream().map(p -> p.name().text()).toList();
        for (Decl.Phase p : s.phases()) {
            if (p.side() != null && !sides.contains(p.side().text())) {
                reporter.error(p.side().span(), "unknown side `" + p.side().text() + "`",
                        sides.isEmpty() ? "declare them: sides first \"…\", second \"…\""
                                : Suggestions.didYouMean(p.side().text(), sides));
            }
            if (p.each() != null) {
                Decl sub = model.symbols.lookup(p.each().text());
                if (!(sub instanceof Decl.Sequence)) {
                    reporter.error(p.each().span(), "unknown sequence `" + p.each().text() + "`",
                            Words.hintOr(Suggestions.didYouMean(p.each().text(), model.all(Decl.Sequence.class).stream()
                                    .map(x -> x.name().text()).toList()), "`each` runs another sequence once per actor"));
                } else if (runsItself((Decl.Sequence) sub, s, new HashSet<>())) {
                    reporter.error(p.each().span(), "sequence `" + s.name().text() + "` would run inside itself through `"
                            + p.each().text() + "`", "a sequence run in a phase must not run the one it is in");
                }
            }
            for (Name action : p.actions()) {
                Decl decl = model.symbols.lookup(action.text());
                if (decl instanceof Decl.Action) {
                    usage.use(decl);
                } else {
                    reporter.error(action.span(), "unknown action `" + action.text() + "`",
                            Suggestions.didYouMean(action.text(), model.all(Decl.Action.class).stream()
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
            if (!t.target().text().equals("turn") && !phases.contains(t.target().text())) {
                reporter.error(t.target().span(), "a trigger fires at the start or end of `turn` or of a phase, not `"
                        + t.target().text() + "`", Suggestions.didYouMean(t.target().text(), phases));
            }
            if (t.status() != null) {
                firedEvent(t);
            }
        }
        if (s.turns() != null && s.turns() < 1) {
            reporter.error(s.name().span(), "a game needs at least one turn", null);
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
            reporter.error(t.status().span(), "unknown status `" + t.status().text() + "`",
                    Suggestions.didYouMean(t.status().text(), model.all(Decl.Status.class).stream()
                            .map(x -> x.name().text()).toList()));
            return;
        }
        usage.use(status);
        List<String> events = status.transitions().stream().map(x -> x.event().text()).distinct().toList();
        if (!events.contains(t.event().text())) {
            reporter.error(t.event().span(), "status `" + status.name().text() + "` has no event `" + t.event().text() + "`",
                    Words.hintOr(Suggestions.didYouMean(t.event().text(), events), "its events: " + String.join(", ", events)));
        } else if (!status.params(t.event().text()).isEmpty()) {
            reporter.error(t.event().span(), "event `" + t.event().text() + "` carries values ("
                    + Words.describe(status.params(t.event().text())) + "), which a trigger cannot give",
                    "fire an event without values, and let the handler send this one");
        }
    }

    void limit(Decl.Limit l) {
        if (l.max() < 1) {
            reporter.error(l.name().span(), "a limit must allow at least one use", null);
        }
        if (l.owner() != null) {
            Decl owner = model.symbols.lookup(l.owner().text());
            usage.use(owner);
            if (!(owner instanceof Decl.Kind || owner instanceof Decl.Enum)) {
                reporter.error(l.owner().span(), "a limit counts per entry of a kind or per member of an enum, not `"
                        + l.owner().text() + "`", Suggestions.didYouMean(l.owner().text(), model.symbols.named
                        .entrySet().stream().filter(e -> e.getValue() instanceof Decl.Kind
                                || e.getValue() instanceof Decl.Enum).map(java.util.Map.Entry::getKey).toList()));
            }
        }
    }
}
