package org.rulesc.compiler.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diff.Change.Severity;

/**
 * A declaration's named parts (an enum's members, a kind's fields, a check's grades, a
 * sequence's phases…) matched by name, so a revision that adds, removes or changes one part is
 * reported on that part's key rather than as the whole declaration changed. Each caller says
 * how severe an added, a removed and a changed part of its kind is.
 */
final class Parts {
    private Parts() {}

    /** Named parts of a declaration: added, removed, or changed (by what they compute; their words apart). */
    static <T> List<Change> of(String key, String what, List<T> before, List<T> after, Function<T, String> name,
            Severity added, Severity removed, Severity changed) {
        List<Change> out = new ArrayList<>();
        Map<String, T> a = new LinkedHashMap<>();
        before.forEach(x -> a.put(name.apply(x), x));
        Map<String, T> b = new LinkedHashMap<>();
        after.forEach(x -> b.put(name.apply(x), x));
        for (Map.Entry<String, T> e : a.entrySet()) {
            String partKey = key + "/" + what + ":" + e.getKey();
            T now = b.get(e.getKey());
            if (now == null) {
                out.add(change(what + "-removed", removed, partKey, what.replace('-', ' ') + " " + e.getKey()
                        + " removed"));
            } else if (!Canonical.behaviour(e.getValue()).equals(Canonical.behaviour(now))) {
                out.add(change(what + "-changed", changed, partKey, what.replace('-', ' ') + " " + e.getKey()
                        + " changed"));
            } else if (!Canonical.of(e.getValue()).equals(Canonical.of(now))) {
                out.add(change(what + "-words-changed", Severity.INFO, partKey,
                        "the label or provenance of " + what.replace('-', ' ') + " " + e.getKey() + " changed"));
            }
        }
        for (String k : b.keySet()) {
            if (!a.containsKey(k)) {
                out.add(change(what + "-added", added, key + "/" + what + ":" + k, what.replace('-', ' ') + " " + k
                        + " added"));
            }
        }
        return out;
    }

    /**
     * A sequence: its phases as named parts, then their order (of the phases both revisions
     * have), then its triggers and number of turns, which have no names to match.
     */
    static List<Change> sequence(String key, Decl.Sequence a, Decl.Sequence b) {
        List<String> before = a.phases().stream().map(p -> p.name().text()).toList();
        List<String> after = b.phases().stream().map(p -> p.name().text()).toList();
        List<Change> out = new ArrayList<>(of(key, "phase", a.phases(), b.phases(), p -> p.name().text(),
                Severity.BALANCE, Severity.BALANCE, Severity.BALANCE));
        List<String> common = before.stream().filter(after::contains).toList();
        if (!common.equals(after.stream().filter(before::contains).toList())) {
            out.add(change("phases-reordered", Severity.BALANCE, key, String.join(", ", before) + " → "
                    + String.join(", ", after)));
        }
        if (!Canonical.behaviour(a.triggers()).equals(Canonical.behaviour(b.triggers()))
                || !Objects.equals(a.turns(), b.turns())) {
            out.add(change("sequence-changed", Severity.BALANCE, key, "triggers or the number of turns changed"));
        }
        return out;
    }

    private static Change change(String id, Severity severity, String key, String message) {
        return new Change(id, severity, key, message, null);
    }
}
