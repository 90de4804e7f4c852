package org.rulesc.compiler.diff;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;

/**
 * The declarations a revision renames: old name to new name. Found before anything is compared,
 * because a rule that only calls a renamed declaration by its new name is the same rule, and
 * comparing its canonical text with the renames applied ({@link #renamed}) says so. A rename is
 * marked in the new revision ({@code renamed from old_name}) or guessed: a removed and an added
 * declaration of one kind with the same definition.
 */
final class Renames {
    /** Old name to new name of every declaration the diff takes as renamed. */
    private final Map<String, String> renames = new LinkedHashMap<>();
    /** The old names of renames the new revision marks with {@code renamed from}. */
    private final Set<String> marked = new HashSet<>();

    private Renames() {}

    /** The renames between two revisions' declarations by key. */
    static Renames find(Map<String, Decl> before, Map<String, Decl> after) {
        Renames r = new Renames();
        r.findRenames(before, after);
        return r;
    }

    private void findRenames(Map<String, Decl> before, Map<String, Decl> after) {
        List<String> added = new ArrayList<>(after.keySet().stream().filter(k -> !before.containsKey(k)).toList());
        // marked in the new revision: `renamed from old_name`
        for (String candidate : List.copyOf(added)) {
            Decl now = after.get(candidate);
            String kind = candidate.substring(0, candidate.indexOf(':'));
            for (String old : now.meta().renamedFrom()) {
                if (before.containsKey(kind + ":" + old) && !after.containsKey(kind + ":" + old)) {
                    renames.put(old, now.name().text());
                    marked.add(old);
                    added.remove(candidate);
                }
            }
        }
        for (String key : before.keySet()) {
            if (after.containsKey(key)) {
                continue;
            }
            String kind = key.substring(0, key.indexOf(':'));
            String definition = withoutName(before.get(key));
            for (String candidate : added) {
                if (candidate.startsWith(kind + ":") && withoutName(after.get(candidate)).equals(definition)) {
                    renames.put(before.get(key).name().text(), after.get(candidate).name().text());
                    added.remove(candidate);
                    break;
                }
            }
        }
    }

    /** The new name of the declaration called {@code oldName}, or null when it is not renamed. */
    String newName(String oldName) {
        return renames.get(oldName);
    }

    /** Whether the rename of {@code oldName} is marked ({@code renamed from}) rather than guessed. */
    boolean marked(String oldName) {
        return marked.contains(oldName);
    }

    /** A canonical text with every renamed declaration called by its new name. */
    String renamed(String canonical) {
        for (Map.Entry<String, String> r : renames.entrySet()) {
            canonical = canonical.replace("text=\"" + r.getKey() + "\"", "text=\"" + r.getValue() + "\"");
        }
        return canonical;
    }

    private static String withoutName(Decl d) {
        return Canonical.behaviour(d).replaceFirst("name=Name\\(text=\"[^\"]*\"\\)", "name=_");
    }
}
