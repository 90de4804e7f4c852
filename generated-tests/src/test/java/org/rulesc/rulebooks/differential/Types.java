package org.rulesc.rulebooks.differential;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;

/** Written types of parameters as the checker resolved them (test-side: for drawing arguments). */
final class Types {
    private Types() {}

    static Type of(Model model, TypeRef ref) {
        if (ref instanceof TypeRef.ListOf l) {
            return new Type.ListType(of(model, l.element()));
        }
        if (ref instanceof TypeRef.MapOf m) {
            Decl terrain = model.symbols.lookup(((TypeRef.Named) m.terrain()).name().text());
            if (org.rulesc.compiler.check.SquareSpaces.adjacency(model.rulebook) != null) {
                return new Type.SquareMapType(terrain);
            }
            return new Type.MapType((Decl.Enum) terrain);
        }
        String name = ((TypeRef.Named) ref).name().text();
        for (Type.Prim p : Type.Prim.values()) {
            if (p.show().equals(name)) {
                return p;
            }
        }
        Decl decl = model.symbols.lookup(name);
        if (decl instanceof Decl.Enum e) {
            return new Type.EnumType(e);
        } else if (decl instanceof Decl.Kind k) {
            return new Type.KindType(k);
        } else if (decl instanceof Decl.Layers l) {
            return new Type.LayersType(l, false);
        }
        return new Type.BuildType((Decl.Build) decl);
    }
}
