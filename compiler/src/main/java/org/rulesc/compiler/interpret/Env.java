package org.rulesc.compiler.interpret;

/**
 * Local names in scope (parameters, lets, loop variables, a check's roll and success) and their
 * values; immutable, innermost binding first, as the checker's scopes are. A binding is one name
 * ({@link #with}) or a frame of several ({@link #frame}: a call's parameters), which a look-up
 * scans as one array instead of following one link per name.
 */
public final class Env {
    private static final Env EMPTY = new Env(null, null, null, null, null);

    private final String name;
    /** The name's hash (cached by String), compared first: most bindings passed over differ in it. */
    private final int hash;
    private final Object value;
    /** A frame's names, distinct, and their values (null for a single binding). */
    private final String[] names;
    private final Object[] values;
    /**
     * The values of the outermost frame below this binding (a check's or a formula's), which
     * expressions compiled for that frame's layout read by index ({@link #slot}) instead of by
     * name; null below no frame.
     */
    private final Object[] slots;
    private final Env parent;

    private Env(String name, Object value, String[] names, Object[] values, Env parent) {
        this.name = name;
        this.hash = name == null ? 0 : name.hashCode();
        this.value = value;
        this.names = names;
        this.values = values;
        this.parent = parent;
        this.slots = values != null ? values : parent == null ? null : parent.slots;
    }

    public static Env empty() {
        return EMPTY;
    }

    public Env with(String name, Object value) {
        return new Env(name, value, null, null, this);
    }

    /**
     * Binds {@code names[i]} to {@code values[i]} at once (a call's parameters); a later name
     * shadows an earlier one, as with {@link #with}. Both arrays are kept: the caller hands
     * them over and changes a value only to bring a binding into scope that no expression
     * evaluated so far has read (a check fills its lets' slots in order, see {@link Checks}).
     */
    Env frame(String[] names, Object[] values) {
        return new Env(null, null, names, values, this);
    }

    /**
     * The value in slot {@code i} of the frame below this binding: a local that an expression
     * compiled for the frame's layout ({@link Nodes#Nodes(Interpreter, String[], int)}) resolved
     * when it was compiled. The frame's array is the caller's, filled in as bindings come into
     * scope (a check's lets after its pools).
     */
    Object slot(int i) {
        return slots[i];
    }

    /**
     * The value bound to {@code name}, innermost first; the checker has resolved it, so a miss is
     * an interpreter bug. The rulebook's names are interned ({@code ast.Name}), as are the Java
     * literals the interpreter binds, so a binding is usually recognised by reference, without
     * comparing text; a name made otherwise is still matched by its text, in the same pass, so
     * shadowing is kept.
     */
    public Object get(String name) {
        int h = name.hashCode();
        for (Env e = this; e != EMPTY; e = e.parent) {
            String[] frame = e.names;
            if (frame == null) {
                String n = e.name;
                if (n == name || e.hash == h && n.equals(name)) {
                    return e.value;
                }
            } else {
                for (int i = frame.length - 1; i >= 0; i--) {
                    String n = frame[i];
                    if (n == name || n.hashCode() == h && n.equals(name)) {
                        return e.values[i];
                    }
                }
            }
        }
        throw new IllegalStateException("no value for local `" + name + "`");
    }
}
