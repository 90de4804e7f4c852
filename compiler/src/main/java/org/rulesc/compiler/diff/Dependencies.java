package org.rulesc.compiler.diff;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Typed;

/**
 * Which declarations a declaration uses, directly or through others (calls, constants, enum
 * members and entries, maps), read from the checker's resolved callees and references: so a
 * check whose text did not change is still evaluated when a table it looks up did.
 */
final class Dependencies {
    private Dependencies() {}

    static Set<Decl> of(Model model, Decl root) {
        Set<Decl> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Decl> todo = new ArrayDeque<>();
        todo.add(root);
        while (!todo.isEmpty()) {
            Decl d = todo.poll();
            for (Decl used : direct(model, d)) {
                if (used != root && seen.add(used)) {
                    todo.add(used);
                }
            }
        }
        return seen;
    }

    private static List<Decl> direct(Model model, Decl d) {
        List<Decl> out = new java.util.ArrayList<>();
        for (Typed t : model.trees(d)) { // every expression of d, sub-expressions included
            Callee callee = t instanceof Typed.Call c ? c.callee() : null;
            if (callee instanceof Callee.Formula f) {
                out.add(f.decl());
            } else if (callee instanceof Callee.Table tb) {
                out.add(tb.decl());
            } else if (callee instanceof Callee.Modifiers m) {
                out.add(m.decl());
            } else if (callee instanceof Callee.Check k) {
                out.add(k.decl());
            } else if (callee instanceof Callee.Order o) {
                out.add(o.decl());
            }
            Ref ref = refOf(t);
            if (ref instanceof Ref.Const c) {
                out.add(c.decl());
            } else if (ref instanceof Ref.MapRef m) {
                out.add(m.decl());
            } else if (ref instanceof Ref.SquareMapRef m) {
                out.add(m.decl());
            } else if (ref instanceof Ref.Entry en) {
                out.add(en.kind());
                model.constructs(Construct.Entries.class).stream().filter(x -> x.kind() == en.kind())
                        .forEach(x -> out.add(x.decl()));
            }
        }
        return out;
    }

    /** What a name or a field names, as the checker resolved it; null for any other expression. */
    private static Ref refOf(Typed t) {
        if (t instanceof Typed.Name n) {
            return n.ref();
        }
        return t instanceof Typed.Field f ? f.ref() : null;
    }
}
