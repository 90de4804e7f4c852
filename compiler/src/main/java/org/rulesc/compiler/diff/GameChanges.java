package org.rulesc.compiler.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.diff.Change.Severity;

/**
 * What a revision changes in a {@code game}, judged by what it does to stored records: a change
 * that may refuse a record the old revision accepted (an act removed or given other choices, a
 * requirement or an invariant changed or added, how records are written) is {@code breaking};
 * one that moves what happens in a legal game (an act's effects, when it ends, who wins) is
 * {@code balance}; one that only accepts more (an act added, an invariant dropped) or changes
 * words is {@code info}. {@code rulesc diff --records DIR} then says which records actually move.
 */
final class GameChanges {
    private final String key;
    private final List<Change> out = new ArrayList<>();

    private GameChanges(String key) {
        this.key = key;
    }

    static List<Change> of(String key, Play before, Play after) {
        GameChanges g = new GameChanges(key);
        g.compare(before, after);
        return g.out;
    }

    private void compare(Play a, Play b) {
        pieces(a, b);
        shared(a, b);
        acts(a, b);
        Map<String, Play.Invariant> oldInvariants = named(a.invariants(), i -> i.name().text());
        Map<String, Play.Invariant> newInvariants = named(b.invariants(), i -> i.name().text());
        oldInvariants.forEach((name, inv) -> {
            Play.Invariant now = newInvariants.get(name);
            String part = key + "/invariant:" + name;
            if (now == null) {
                add("invariant-removed", Severity.INFO, part, "invariant " + name
                        + " removed: states it refused are accepted");
            } else if (differs(inv.condition(), now.condition())) {
                add("invariant-changed", Severity.BREAKING, part, "invariant " + name
                        + " changed: records the old revision accepted may break it");
            } else {
                words(part, "invariant " + name, inv, now);
            }
        });
        newInvariants.keySet().stream().filter(n -> !oldInvariants.containsKey(n)).forEach(n -> add(
                "invariant-added", Severity.BREAKING, key + "/invariant:" + n,
                "invariant " + n + " added: records the old revision accepted may break it"));
        if (differs(a.setup(), b.setup()) || differs(a.records(), b.records())) {
            add("game-records-changed", Severity.BREAKING, key,
                    "the notations its setup or records are written in changed: old records may no longer parse");
        }
        if (differs(a.boards(), b.boards()) || differs(a.sequence(), b.sequence())) {
            add("game-changed", Severity.BALANCE, key, "the board(s) or the turn sequence it is played on changed");
        }
        if (differs(a.musts(), b.musts())) {
            add("game-musts-changed", Severity.BREAKING, key,
                    "the acts a piece owes before a phase ends changed: records the old revision accepted may skip one");
        }
        if (differs(a.phaseStart(), b.phaseStart())) {
            add("game-phase-start-changed", Severity.BALANCE, key, "what happens when a phase begins changed");
        }
        if (differs(a.end() == null ? null : a.end().value(), b.end() == null ? null : b.end().value())) {
            add("game-end-changed", Severity.BALANCE, key, "when the game ends changed");
        }
        if (differs(a.winner() == null ? null : a.winner().value(), b.winner() == null ? null : b.winner().value())) {
            add("game-winner-changed", Severity.BALANCE, key, "the result reported when it is over changed");
        }
        if (differs(a.scenarios(), b.scenarios())) {
            add("scenario-changed", Severity.INFO, key, "the self-play scenarios changed");
        }
    }

    private void pieces(Play a, Play b) {
        Map<String, Play.Piece> before = named(a.pieces(), p -> p.name().text());
        Map<String, Play.Piece> after = named(b.pieces(), p -> p.name().text());
        before.forEach((name, piece) -> {
            Play.Piece now = after.get(name);
            String part = key + "/piece:" + name;
            if (now == null) {
                add("piece-removed", Severity.BREAKING, part, "piece " + name + " removed");
                return;
            }
            if (differs(piece.sides(), now.sides())) {
                add("piece-changed", Severity.BREAKING, part, "the sides of piece " + name + " changed");
            }
            fields("piece", part, "state field ", piece.fields(), now.fields());
        });
        after.keySet().stream().filter(n -> !before.containsKey(n)).forEach(n -> add("piece-added",
                Severity.INFO, key + "/piece:" + n, "piece " + n + " added"));
    }

    /**
     * The game's own state ({@code state table { … }}): added or removed whole, or field by field.
     * A field added or removed changes what a state's JSON holds; an initial value changed is a
     * different game from the start.
     */
    private void shared(Play a, Play b) {
        Play.Shared before = a.shared().isEmpty() ? null : a.shared().get(0);
        Play.Shared after = b.shared().isEmpty() ? null : b.shared().get(0);
        if (before == null && after == null) {
            return;
        }
        String name = (after == null ? before : after).name().text();
        String part = key + "/state:" + name;
        if (before == null || after == null || !before.name().text().equals(after.name().text())) {
            add(before == null ? "state-added" : after == null ? "state-removed" : "state-changed", Severity.BREAKING,
                    part, before == null ? "the game's own state " + name + " added"
                    : after == null ? "the game's own state " + name + " removed"
                    : "the game's own state renamed from " + before.name().text() + " to " + name);
            return;
        }
        fields("state", part, "field " + name + ".", before.fields(), after.fields());
    }

    /** A piece's or the game's state fields, each by name: removed, retyped, given another initial value, added. */
    private void fields(String kind, String part, String what, List<Play.PieceField> before, List<Play.PieceField> after) {
        Map<String, Play.PieceField> oldFields = named(before, f -> f.name().text());
        Map<String, Play.PieceField> newFields = named(after, f -> f.name().text());
        oldFields.forEach((field, f) -> {
            Play.PieceField g = newFields.get(field);
            if (g == null) {
                add(kind + "-field-removed", Severity.BREAKING, part + "/field:" + field, what + field + " removed");
            } else if (differs(f.type(), g.type())) {
                add(kind + "-field-changed", Severity.BREAKING, part + "/field:" + field,
                        "the type of " + what + field + " changed");
            } else if (differs(f.initial(), g.initial())) {
                add(kind + "-field-changed", Severity.BALANCE, part + "/field:" + field,
                        "the initial value of " + what + field + " changed");
            }
        });
        newFields.keySet().stream().filter(f -> !oldFields.containsKey(f)).forEach(f -> add(kind + "-field-added",
                Severity.BREAKING, part + "/field:" + f, what + f + " added"));
    }

    private void acts(Play a, Play b) {
        Map<String, Play.Act> before = named(a.acts(), x -> x.name().text());
        Map<String, Play.Act> after = named(b.acts(), x -> x.name().text());
        before.forEach((name, act) -> {
            Play.Act now = after.get(name);
            String part = key + "/act:" + name;
            if (now == null) {
                add("act-removed", Severity.BREAKING, part, "act " + name
                        + " removed: records that use it are refused");
                return;
            }
            boolean changed = false;
            if (differs(act.params(), now.params()) || differs(act.action(), now.action())
                    || differs(act.limit(), now.limit())) {
                add("act-choices-changed", Severity.BREAKING, part, "the choices of act " + name
                        + " (its parameters, the action it counts as, or its limit) changed");
                changed = true;
            }
            if (differs(conditions(act.requires()), conditions(now.requires()))) {
                add("act-requires-changed", Severity.BREAKING, part, "what act " + name + " requires changed ("
                        + which(conditions(act.requires()), conditions(now.requires()))
                        + "): records the old revision accepted may be refused");
                changed = true;
            }
            if (differs(act.effects(), now.effects())) {
                add("act-effect-changed", Severity.BALANCE, part, "what act " + name
                        + " does changed: the state after it (and the result lines it writes) may move");
                changed = true;
            }
            if (!changed) {
                words(part, "act " + name, act, now);
            }
        });
        after.keySet().stream().filter(n -> !before.containsKey(n)).forEach(n -> add("act-added", Severity.INFO,
                key + "/act:" + n, "act " + n + " added: lines the old revision refused may be accepted"));
    }

    /**
     * {@code requirement 1 changed}, {@code requirement 4 added}: which of the act's requirements moved,
     * aligned by their longest common run (so one requirement inserted does not read as every later one
     * changed). A requirement added or changed is numbered as in the new revision, one removed as in the
     * old; a removal and an addition at the same place read as a change.
     */
    private static String which(List<Object> before, List<Object> after) {
        List<String> a = before.stream().map(Canonical::behaviour).map(String::valueOf).toList();
        List<String> b = after.stream().map(Canonical::behaviour).map(String::valueOf).toList();
        if ((long) a.size() * b.size() > MAX_ALIGNED) {
            return positional(a, b);
        }
        int[][] common = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                common[i][j] = a.get(i).equals(b.get(j)) ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<String> out = new ArrayList<>();
        List<Integer> removed = new ArrayList<>();
        List<Integer> added = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                run(removed, added, out);
                i++;
                j++;
            } else if (j == b.size() || i < a.size() && common[i + 1][j] >= common[i][j + 1]) {
                removed.add(i++);
            } else {
                added.add(j++);
            }
        }
        run(removed, added, out);
        return String.join(", ", out);
    }

    /** How large a table of common runs the alignment may build (a rulebook is untrusted input). */
    private static final long MAX_ALIGNED = 1_000_000;

    /** Requirement by requirement, for acts too long to align. */
    private static String positional(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            if (i >= b.size()) {
                out.add("requirement " + (i + 1) + " of the old revision removed");
            } else if (i >= a.size()) {
                out.add("requirement " + (i + 1) + " added");
            } else if (!a.get(i).equals(b.get(i))) {
                out.add("requirement " + (i + 1) + " changed");
            }
        }
        return String.join(", ", out);
    }

    /** One run of requirements that differ: as many changes as it can pair, then what is left removed or added. */
    private static void run(List<Integer> removed, List<Integer> added, List<String> out) {
        int paired = Math.min(removed.size(), added.size());
        for (int k = 0; k < paired; k++) {
            out.add("requirement " + (added.get(k) + 1) + " changed");
        }
        for (int k = paired; k < removed.size(); k++) {
            out.add("requirement " + (removed.get(k) + 1) + " of the old revision removed");
        }
        for (int k = paired; k < added.size(); k++) {
            out.add("requirement " + (added.get(k) + 1) + " added");
        }
        removed.clear();
        added.clear();
    }

    private static List<Object> conditions(List<Play.Requirement> requires) {
        return requires.stream().map(r -> (Object) r.condition()).toList();
    }

    private void words(String part, String what, Object before, Object after) {
        if (!Canonical.of(before).equals(Canonical.of(after))) {
            add(part.substring(part.lastIndexOf('/') + 1, part.lastIndexOf(':')) + "-words-changed", Severity.INFO,
                    part, "the label or provenance of " + what + " changed");
        }
    }

    private static boolean differs(Object a, Object b) {
        return !Objects.equals(Canonical.behaviour(a), Canonical.behaviour(b));
    }

    private static <T> Map<String, T> named(List<T> parts, Function<T, String> name) {
        Map<String, T> out = new LinkedHashMap<>();
        parts.forEach(p -> out.put(name.apply(p), p));
        return out;
    }

    private void add(String id, Severity severity, String part, String message) {
        out.add(new Change(id, severity, part, message));
    }
}
