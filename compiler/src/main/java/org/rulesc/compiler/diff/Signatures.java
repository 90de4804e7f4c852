package org.rulesc.compiler.diff;

import java.util.List;
import java.util.Objects;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diff.Change.Severity;

/**
 * The generated API of a formula, table, modifiers block, check or chain: its parameters and
 * result type. Compared before the values, since a changed signature breaks every caller of the
 * generated Java whatever the values do, and the values of two different signatures cannot be
 * compared on the same inputs.
 */
final class Signatures {
    private Signatures() {}

    /**
     * False (after reporting in {@code out}) when the parameters or the result type changed: the
     * generated API breaks. A parameter whose declared domain alone changed keeps the API: that is
     * reported on its own ({@link #domains}) and the values are compared over both domains.
     */
    static boolean same(List<Change> out, String key, List<Decl.Param> before, List<Decl.Param> after,
            Object oldResult, Object newResult) {
        String a = Canonical.behaviour(withoutDomains(before));
        String b = Canonical.behaviour(withoutDomains(after));
        if (!a.equals(b)) {
            out.add(new Change("parameters-changed", Severity.BREAKING, key, "parameters (" + params(before) + ") → ("
                    + params(after) + ")", null));
            return false;
        }
        domains(out, key, before, after);
        if (!Canonical.behaviour(oldResult).equals(Canonical.behaviour(newResult))) {
            out.add(new Change("result-type-changed", Severity.BREAKING, key, "the result's type changed", null));
            return false;
        }
        return true;
    }

    private static List<Decl.Param> withoutDomains(List<Decl.Param> params) {
        return params.stream().map(p -> new Decl.Param(p.name(), p.type())).toList();
    }

    /**
     * {@code domain-changed}: breaking when the new domain refuses a value the old one accepted
     * (a domain added or narrowed), balance when it only accepts more (widened or dropped).
     */
    private static void domains(List<Change> out, String key, List<Decl.Param> before, List<Decl.Param> after) {
        for (int i = 0; i < before.size(); i++) {
            Decl.Domain a = before.get(i).domain();
            Decl.Domain b = after.get(i).domain();
            if (Objects.equals(a == null ? null : a.toString(), b == null ? null : b.toString())) {
                continue;
            }
            boolean refusesMore = b != null && (a == null || a.lo() < b.lo() || a.hi() > b.hi());
            out.add(new Change("domain-changed", refusesMore ? Severity.BREAKING : Severity.BALANCE, key,
                    "parameter " + before.get(i).name().text() + ": domain " + (a == null ? "any int" : a) + " → "
                            + (b == null ? "any int" : b)
                            + (refusesMore ? " (values the old revision accepted are refused)" : ""), null));
        }
    }

    private static String params(List<Decl.Param> params) {
        return String.join(", ", params.stream().map(p -> p.name().text()).toList());
    }
}
