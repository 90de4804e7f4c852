package org.rulesc.compiler.interpret;

import org.rulesc.compiler.model.JavaNames;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.TableLayout;
import org.rulesc.runtime.RuleViolation;

/**
 * Table lookups with the generated engine's semantics: on each axis the first written key that
 * matches the value counts (an enum member, a boolean, a number or a band), the cell there is
 * looked up, and a missing or not-allowed ({@code ×}) cell is a {@link RuleViolation} whose
 * message matches the generated one.
 */
final class Tables {
    private final Interpreter interpreter;
    private final Map<Decl.Table, Layout> layouts = new IdentityHashMap<>();

    Tables(Interpreter interpreter) {
        this.interpreter = interpreter;
    }

    /** The shared flat layout (see {@link TableLayout}) and each cell's value, computed once. */
    private record Layout(TableLayout table, Object[] values) {
        List<List<Decl.Key>> keys() {
            return table.keys();
        }

        int[] strides() {
            return table.strides();
        }

        Decl.Cell[] cells() {
            return table.cells();
        }
    }

    Object lookup(Decl.Table t, List<Object> args) {
        ParamDomains.require(t, t.axes(), args);
        Layout layout = layout(t);
        int at = position(layout, args);
        Decl.Cell cell = at < 0 ? null : layout.cells()[at];
        if (cell == null) {
            throw new RuleViolation(t.name().text(), label(t) + " has no entry for " + describe(t, args));
        }
        if (cell.forbidden()) {
            throw new RuleViolation(t.name().text(), label(t) + " does not allow " + describe(t, args));
        }
        Object value = layout.values()[at];
        if (value == null) {
            int cellAt = at;
            value = interpreter.eval(interpreter.declared(t, Construct.Table.class, c -> c.cells().get(cellAt),
                    cell.value()), Env.empty());
            layout.values()[at] = value;
        }
        return value;
    }

    boolean allowed(Decl.Table t, List<Object> args) {
        ParamDomains.require(t, t.axes(), args);
        Layout layout = layout(t);
        int at = position(layout, args);
        return at >= 0 && layout.cells()[at] != null && !layout.cells()[at].forbidden();
    }

    private Layout layout(Decl.Table t) {
        Layout known = layouts.get(t);
        if (known == null) {
            TableLayout table = TableLayout.of(t);
            known = new Layout(table, new Object[table.size()]);
            layouts.put(t, known);
        }
        return known;
    }

    /** The flat position of the values' cell, or -1 when some value has no key. */
    private static int position(Layout layout, List<Object> args) {
        int at = 0;
        for (int a = 0; a < args.size(); a++) {
            int i = index(layout.keys().get(a), Interpreter.force(args.get(a)));
            if (i < 0) {
                return -1;
            }
            at += i * layout.strides()[a];
        }
        return at;
    }

    private static int index(List<Decl.Key> keys, Object value) {
        for (int i = 0; i < keys.size(); i++) {
            if (matches(keys.get(i), value)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean matches(Decl.Key k, Object value) {
        if (k.member() != null) {
            String id = value instanceof Values.EnumValue e ? e.id() : ((Values.EntryValue) value).id();
            return k.member().text().equals(id);
        } else if (k.bool() != null) {
            return k.bool().equals(value);
        }
        long v = (Integer) value;
        if (k.openBelow()) {
            return v <= k.hi();
        }
        return k.open() ? v >= k.lo() : v >= k.lo() && v <= k.hi();
    }

    private static String label(Decl.Table t) {
        return t.label() == null ? t.name().text() : t.label();
    }

    /** {@code shooter = SCOUT, distance = 4}, as the generated message prints its arguments. */
    private static String describe(Decl.Table t, List<Object> args) {
        List<String> parts = new ArrayList<>();
        for (int a = 0; a < args.size(); a++) {
            parts.add(t.axes().get(a).name().text() + " = " + javaText(args.get(a)));
        }
        return String.join(", ", parts);
    }

    /** How generated Java's string concatenation prints a value (enum constants by their Java name). */
    static String javaText(Object v) {
        v = Interpreter.force(v);
        if (v instanceof Values.EnumValue e) {
            return org.rulesc.compiler.model.JavaNames.constant(e.id());
        } else if (v instanceof Values.EntryValue e) {
            return org.rulesc.compiler.model.JavaNames.constant(e.id());
        }
        return String.valueOf(v);
    }
}
