package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** How the checker puts types and parameters into words for messages and hints. */
final class Words {
    private Words() {}

    static String describe(List<Decl.Param> params) {
        if (params.isEmpty()) {
            return "none";
        }
        List<String> out = new ArrayList<>();
        for (Decl.Param p : params) {
            out.add(p.name().text() + ": " + typeText(p.type()) + (p.domain() == null ? "" : " in " + p.domain()));
        }
        return String.join(", ", out);
    }

    static String typeText(TypeRef t) {
        if (t instanceof TypeRef.MapOf m) {
            return "map<" + typeText(m.terrain()) + ">";
        }
        return t instanceof TypeRef.ListOf l ? "list<" + typeText(l.element()) + ">" : ((TypeRef.Named) t).name().text();
    }

    static String article(Type t) {
        if (t instanceof Type.Error) {
            return "something unknown";
        }
        String s = t.show();
        return ("aeiou".indexOf(Character.toLowerCase(s.charAt(0))) >= 0 ? "an " : "a ") + s;
    }

    static String conversionHint(Type expected, Type actual) {
        if (expected == Prim.LENGTH && actual == Prim.INT || expected == Prim.INT && actual == Prim.LENGTH) {
            return "lengths carry a unit: write 15cm, multiply an int by a length (n * 1step), or divide two lengths to get an int";
        }
        if (expected == Prim.HEX && (actual == Prim.TEXT || actual == Prim.INT)) {
            return "write a hex by its label: hex\"0707\"";
        }
        if (expected == Prim.SQUARE && (actual == Prim.TEXT || actual == Prim.INT)) {
            return "write a square by its coordinates: square(3, 2)";
        }
        if (expected == Prim.BOOL) {
            return "write a comparison such as `x > 0`";
        }
        return null;
    }

    static String hintOr(String hint, String fallback) {
        return hint != null ? hint : fallback;
    }
}
