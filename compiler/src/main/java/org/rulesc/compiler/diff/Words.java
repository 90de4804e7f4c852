package org.rulesc.compiler.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.diff.Change.Severity;

/** Labels and provenance of a declaration or a part: what a revision changes in them is information only. */
final class Words {
    private Words() {}

    /** A declaration's label and provenance, old against new. */
    static List<Change> of(String key, Decl before, Decl after) {
        List<Change> out = new ArrayList<>();
        String oldLabel = label(before);
        String newLabel = label(after);
        if (!Objects.equals(oldLabel, newLabel)) {
            out.add(new Change("label-changed", Severity.INFO, key, "label " + quote(oldLabel) + " → " + quote(newLabel)));
        }
        out.addAll(provenance(key, before.meta(), after.meta()));
        return out;
    }

    /** Cited ↔ read ↔ house is {@code provenance-changed}; other sections cited is {@code citation-changed}. */
    static List<Change> provenance(String key, Meta before, Meta after) {
        if (Objects.equals(Canonical.of(before.cites()), Canonical.of(after.cites()))
                && before.house().equals(after.house())) {
            return List.of(); // a `renamed from` mark is not provenance
        }
        if (!kind(before).equals(kind(after))) {
            return List.of(new Change("provenance-changed", Severity.INFO, key, kind(before) + " → " + kind(after)));
        }
        return List.of(new Change("citation-changed", Severity.INFO, key,
                quote(before.citationText()) + " → " + quote(after.citationText())));
    }

    /** {@code cited}, {@code reading}, {@code house}, or a combination such as {@code cited+house}. */
    private static String kind(Meta m) {
        List<String> kinds = new ArrayList<>();
        if (m.cites().stream().anyMatch(c -> !c.isReading())) {
            kinds.add("cited");
        }
        if (m.cites().stream().anyMatch(Meta.Citation::isReading)) {
            kinds.add("reading");
        }
        if (!m.house().isEmpty()) {
            kinds.add("house");
        }
        return kinds.isEmpty() ? "untraced" : String.join("+", kinds);
    }

    /** Every declaration with a label has a {@code label()} component; the others have none. */
    private static String label(Decl d) {
        try {
            return (String) d.getClass().getMethod("label").invoke(d);
        } catch (ReflectiveOperationException none) {
            return null;
        }
    }

    private static String quote(String s) {
        return s == null ? "(none)" : "\"" + s + "\"";
    }
}
