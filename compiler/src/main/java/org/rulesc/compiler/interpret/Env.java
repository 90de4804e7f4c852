package org.rulesc.compiler.interpret;

/**
 * Local names in scope (parameters, lets, loop variables, a check's roll and success) and their
 * values; immutable, innermost binding first, as the checker's scopes are.
 */
public final class Env {
    private static final Env EMPTY = new Env(null, null, null);

    private final String name;
    /** The name's hash (cached by String), compared first: most bindings passed over differ in it. */
    private final int hash;
    private final Object value;
    private final Env parent;

    private Env(String name, Object value, Env parent) {
        this.name = name;
        this.hash = name == null ? 0 : name.hashCode();
        this.value = value;
        this.parent = parent;
    }

    public static Env empty() {
        return EMPTY;
    }

    public Env with(String name, Object value) {
        return new Env(name, value, this);
    }

    /** The value bound to {@code name}; the checker has resolved it, so a miss is an interpreter bug. */
    public Object get(String name) {
        int h = name.hashCode();
        for (Env e = this; e != EMPTY; e = e.parent) {
            if (e.hash == h && e.name.equals(name)) {
                return e.value;
            }
        }
        throw new IllegalStateException("no value for local `" + name + "`");
    }
}
