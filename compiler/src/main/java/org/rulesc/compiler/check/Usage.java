package org.rulesc.compiler.check;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;

/** Which declarations something refers to, for "declared but never used" warnings. */
final class Usage {
    private final Set<Decl> used = Collections.newSetFromMap(new IdentityHashMap<>());

    void use(Decl decl) {
        if (decl != null) {
            used.add(decl);
        }
    }

    boolean isUsed(Decl decl) {
        return used.contains(decl);
    }
}
