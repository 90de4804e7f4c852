package org.rulesc.compiler.check;

import java.util.LinkedHashMap;
import java.util.Map;
import org.rulesc.compiler.model.Type;

/** Local names (parameters, lets, loop variables), innermost first. */
final class Scope {
    private final Scope parent;
    private final Map<String, Type> locals = new LinkedHashMap<>();

    private Scope(Scope parent) {
        this.parent = parent;
    }

    static Scope root() {
        return new Scope(null);
    }

    Scope child() {
        return new Scope(this);
    }

    Scope with(String name, Type type) {
        Scope s = child();
        s.locals.put(name, type);
        return s;
    }

    void put(String name, Type type) {
        locals.put(name, type);
    }

    Type find(String name) {
        for (Scope s = this; s != null; s = s.parent) {
            Type t = s.locals.get(name);
            if (t != null) {
                return t;
            }
        }
        return null;
    }

    java.util.List<String> names() {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (Scope s = this; s != null; s = s.parent) {
            out.addAll(s.locals.keySet());
        }
        return out;
    }
}
