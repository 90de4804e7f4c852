package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;

/**
 * Applies a house-rule rulebook to its base: new declarations are added, {@code replace}
 * swaps a base declaration of the same name and kind, {@code remove} drops one, and new
 * {@code entries} extend the base's kinds. A patch that names nothing in the base is an
 * error. The base's own tests are left out: they pin the base's rules, which the house
 * rules may change on purpose; the house file's tests pin the result.
 */
public final class HouseRules {
    private HouseRules() {}

    public static Rulebook merge(Rulebook house, Rulebook base, Reporter reporter) {
        List<Decl> merged = new ArrayList<>();
        for (Decl d : base.declarations()) {
            if (!(d instanceof Decl.Example || d instanceof Decl.Forall || d instanceof Decl.Probabilities)) {
                merged.add(d);
            }
        }
        for (Decl d : house.declarations()) {
            if (d instanceof Decl.Remove r) {
                int at = indexOf(merged, r.name().text(), null);
                if (at < 0) {
                    nothing(reporter, r.name(), "remove", base, declared(merged));
                } else {
                    merged.remove(at);
                }
            } else if (d instanceof Decl.Replace rep) {
                replace(merged, rep, base, reporter);
            } else if (d instanceof Decl.Entries || d instanceof Decl.Omit || d instanceof Decl.Part || d instanceof Decl.Example
                    || d instanceof Decl.Forall || d instanceof Decl.Probabilities) {
                merged.add(d);
            } else {
                int at = indexOf(merged, d.name().text(), null);
                if (at >= 0) {
                    reporter.report(Code.ALREADY_IN_BASE, d.name().span(), d.name().text(), base.id().text());
                } else {
                    merged.add(d);
                }
            }
        }
        return house.withDeclarations(merged, base);
    }

    private static void replace(List<Decl> merged, Decl.Replace rep, Rulebook base, Reporter reporter) {
        Decl replacement = rep.replacement();
        if (replacement instanceof Decl.Replace || replacement instanceof Decl.Remove) {
            reporter.report(Code.REPLACE_WITHOUT_DECLARATION, rep.span());
            return;
        }
        if (replacement instanceof Decl.Entries entries) {
            replaceEntries(merged, entries, base, reporter);
            return;
        }
        int at = indexOf(merged, replacement.name().text(), null);
        if (at < 0) {
            nothing(reporter, replacement.name(), "replace", base, declared(merged));
        } else if (merged.get(at).getClass() != replacement.getClass()) {
            reporter.report(Code.REPLACEMENT_KIND_MISMATCH, replacement.name().span(), replacement.name().text(),
                    what(merged.get(at)), base.id().text(), what(replacement));
        } else {
            merged.set(at, replacement);
        }
    }

    /** {@code replace entries Weapon { pistol {…} }}: each named entry must exist in the base. */
    private static void replaceEntries(List<Decl> merged, Decl.Entries patch, Rulebook base, Reporter reporter) {
        for (Decl.Entry entry : patch.entries()) {
            boolean found = false;
            for (int i = 0; i < merged.size() && !found; i++) {
                if (merged.get(i) instanceof Decl.Entries es && es.kind().text().equals(patch.kind().text())) {
                    List<Decl.Entry> list = new ArrayList<>(es.entries());
                    for (int j = 0; j < list.size(); j++) {
                        if (list.get(j).name().text().equals(entry.name().text())) {
                            list.set(j, entry);
                            merged.set(i, new Decl.Entries(es.name(), es.kind(), list, es.meta()));
                            found = true;
                            break;
                        }
                    }
                }
            }
            if (!found) {
                List<String> entries = new ArrayList<>();
                merged.stream().filter(d -> d instanceof Decl.Entries es && es.kind().text().equals(patch.kind().text()))
                        .forEach(d -> ((Decl.Entries) d).entries().forEach(e -> entries.add(e.name().text())));
                nothing(reporter, entry.name(), "replace", base, entries);
            }
        }
    }

    private static void nothing(Reporter reporter, Name name, String verb, Rulebook base, List<String> known) {
        String near = org.rulesc.compiler.diag.Suggestions.didYouMean(name.text(), known);
        reporter.report(Code.UNKNOWN_BASE_DECLARATION, name.span(), verb, name.text(), base.id().text()).hint(near);
    }

    /** The names a patch may refer to. */
    private static List<String> declared(List<Decl> decls) {
        List<String> names = new ArrayList<>();
        for (Decl d : decls) {
            if (!(d instanceof Decl.Entries) && !(d instanceof Decl.Omit)) {
                names.add(d.name().text());
            }
        }
        return names;
    }

    private static int indexOf(List<Decl> decls, String name, Class<?> kind) {
        for (int i = 0; i < decls.size(); i++) {
            Decl d = decls.get(i);
            if (!(d instanceof Decl.Entries) && !(d instanceof Decl.Omit) && d.name().text().equals(name)
                    && (kind == null || kind.isInstance(d))) {
                return i;
            }
        }
        return -1;
    }

    private static String what(Decl d) {
        return d.getClass().getSimpleName().toLowerCase();
    }
}
