package org.rulesc.compiler.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Rulebook;

/** Every top-level name of a rulebook, and the names inside enums and kinds. */
public final class Symbols {
    /** Declarations that are referred to by name: types, callables, constants and so on. */
    public final Map<String, Decl> named = new LinkedHashMap<>();
    /** Enum member name to every enum that has a member of that name. */
    public final Map<String, List<Ref.Member>> members = new LinkedHashMap<>();
    /** Entry name to every kind that has an entry of that name. */
    public final Map<String, List<Ref.Entry>> entries = new LinkedHashMap<>();
    /** Length units: name to amount in base units. */
    public final Map<String, Long> units = new LinkedHashMap<>();
    public String baseUnit;

    public Decl lookup(String name) {
        return named.get(name);
    }

    public Decl.Kind kind(String name) {
        return named.get(name) instanceof Decl.Kind k ? k : null;
    }

    public static Symbols empty(Rulebook rulebook) {
        return new Symbols();
    }

    public List<String> allValueNames() {
        List<String> out = new ArrayList<>(named.keySet());
        out.addAll(members.keySet());
        out.addAll(entries.keySet());
        return out;
    }
}
