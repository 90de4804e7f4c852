package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
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

    /**
     * The distinct keys of each axis in written order, and the cells flat by position (the
     * generated layout), with each cell's value computed once.
     */
    private record Layout(List<List<Decl.Key>> keys, int[] strides, Decl.Cell[] cells, Object[] values) {}

    Object lookup(Decl.Table t, List<Object> args) {
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
            value = interpreter.eval(cell.value(), Env.empty());
            layout.values()[at] = value;
        }
        return value;
    }

    boolean allowed(Decl.Table t, List<Object> args) {
        Layout layout = layout(t);
        int at = position(layout, args);
        return at >= 0 && layout.cells()[at] != null && !layout.cells()[at].forbidden();
    }

    private Layout layout(Decl.Table t) {
        Layout known = layouts.get(t);
        if (known == null) {
            known = build(t);
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

    private static Layout build(Decl.Table t) {
        int axes = t.axes().size();
        List<List<Decl.Key>> keys = new ArrayList<>();
        for (int a = 0; a < axes; a++) {
            keys.add(new ArrayList<>());
        }
        if (axes > 1) {
            keys.get(axes - 1).addAll(t.columns());
        }
        int rowAxes = axes == 1 ? 1 : axes - 1;
        // each key's position on its axis, found by its identity (so a large table is laid out in linear time)
        List<Map<String, Integer>> positions = new ArrayList<>();
        for (int a = 0; a < axes; a++) {
            Map<String, Integer> p = new java.util.HashMap<>();
            for (Decl.Key k : keys.get(a)) {
                p.putIfAbsent(identity(k), p.size());
            }
            positions.add(p);
        }
        for (Decl.Row row : t.rows()) {
            for (int a = 0; a < rowAxes; a++) {
                Decl.Key k = row.keys().get(a);
                if (positions.get(a).putIfAbsent(identity(k), keys.get(a).size()) == null) {
                    keys.get(a).add(k);
                }
            }
        }
        int[] strides = new int[axes];
        int size = 1;
        for (int a = axes - 1; a >= 0; a--) {
            strides[a] = size;
            size *= Math.max(1, keys.get(a).size());
        }
        Decl.Cell[] cells = new Decl.Cell[size];
        for (Decl.Row row : t.rows()) {
            int base = 0;
            for (int a = 0; a < rowAxes; a++) {
                base += positions.get(a).get(identity(row.keys().get(a))) * strides[a];
            }
            for (int c = 0; c < row.cells().size(); c++) {
                cells[base + (axes > 1 ? c * strides[axes - 1] : 0)] = row.cells().get(c);
            }
        }
        return new Layout(keys, strides, cells, new Object[size]);
    }

    /** Two keys are the same key when their identities are equal (a band's upper end counts unless it is open). */
    private static String identity(Decl.Key k) {
        if (k.member() != null) {
            return "m:" + k.member().text();
        } else if (k.bool() != null) {
            return "b:" + k.bool();
        }
        return "i:" + k.lo() + ":" + k.open() + (k.open() ? "" : ":" + k.hi());
    }

    private static String label(Decl.Table t) {
        return t.label() == null ? t.name().text() : t.label();
    }

    /** {@code shooter = BRUTISH_DOG, distance = 4}, as the generated message prints its arguments. */
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
            return org.rulesc.compiler.emit.JavaNames.constant(e.id());
        } else if (v instanceof Values.EntryValue e) {
            return org.rulesc.compiler.emit.JavaNames.constant(e.id());
        }
        return String.valueOf(v);
    }
}
