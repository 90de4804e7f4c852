package org.rulesc.compiler.diff;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Span;

/** Where a declaration or a part of one is written: its own span, else its name's. */
final class Locations {
    private Locations() {}

    static Span of(Object part) {
        if (part == null) {
            return null;
        }
        if (part instanceof Decl.Replace r) {
            return r.span();
        }
        for (String accessor : new String[] {"span", "name"}) {
            try {
                Object v = part.getClass().getMethod(accessor).invoke(part);
                if (v instanceof Span s) {
                    return s;
                } else if (v instanceof Name n) {
                    return n.span();
                }
            } catch (ReflectiveOperationException none) {
                // this part has no such accessor: try the next
            }
        }
        return null;
    }
}
