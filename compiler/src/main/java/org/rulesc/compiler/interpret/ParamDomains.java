package org.rulesc.compiler.interpret;

import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.runtime.Domain;

/**
 * Declared parameter domains on entry to a formula, table, modifiers block or check: a value
 * outside one is refused with the runtime's own {@link Domain#require}, so the interpreter's
 * refusal and the generated engine's carry the same rule and message.
 */
final class ParamDomains {
    private ParamDomains() {}

    static void require(Decl owner, List<Decl.Param> params, List<Object> args) {
        for (int i = 0; i < params.size() && i < args.size(); i++) {
            Decl.Domain d = params.get(i).domain();
            if (d != null && args.get(i) instanceof Integer v) {
                Domain.require(owner.name().text(), label(owner), params.get(i).name().text(), v, (int) d.lo(),
                        (int) d.hi());
            }
        }
    }

    /** Whether any of {@code params} declares a domain (else {@link #require} has nothing to check). */
    static boolean any(List<Decl.Param> params) {
        for (Decl.Param p : params) {
            if (p.domain() != null) {
                return true;
            }
        }
        return false;
    }

    private static String label(Decl owner) {
        String label = null;
        if (owner instanceof Decl.Formula f) {
            label = f.label();
        } else if (owner instanceof Decl.Table t) {
            label = t.label();
        } else if (owner instanceof Decl.Modifiers m) {
            label = m.label();
        } else if (owner instanceof Decl.Check c) {
            label = c.label();
        }
        return label == null ? owner.name().text() : label;
    }
}
