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

    /** The distinct keys of each axis in written order, and each cell by its keys' positions. */
    private record Layout(List<List<Decl.Key>> keys, Map<List<Integer>, Decl.Cell> cells) {}

    Object lookup(Decl.Table t, List<Object> args) {
        Decl.Cell cell = cell(t, args);
        if (cell == null) {
            throw new RuleViolation(t.name().text(), label(t) + " has no entry for " + describe(t, args));
        }
        if (cell.forbidden()) {
            throw new RuleViolation(t.name().text(), label(t) + " does not allow " + describe(t, args));
        }
        return interpreter.eval(cell.value(), Env.empty());
    }

    boolean allowed(Decl.Table t, List<Object> args) {
        Decl.Cell cell = cell(t, args);
        return cell != null && !cell.forbidden();
    }

    private Decl.Cell cell(Decl.Table t, List<Object> args) {
        Layout layout = layouts.computeIfAbsent(t, Tables::layout);
        List<Integer> at = new ArrayList<>(args.size());
        for (int a = 0; a < args.size(); a++) {
            int i = index(layout.keys().get(a), Interpreter.force(args.get(a)));
            if (i < 0) {
                return null;
            }
            at.add(i);
        }
        return layout.cells().get(at);
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

    private static Layout layout(Decl.Table t) {
        int axes = t.axes().size();
        List<List<Decl.Key>> keys = new ArrayList<>();
        for (int a = 0; a < axes; a++) {
            keys.add(new ArrayList<>());
        }
        if (axes > 1) {
            keys.get(axes - 1).addAll(t.columns());
        }
        int rowAxes = axes == 1 ? 1 : axes - 1;
        for (Decl.Row row : t.rows()) {
            for (int a = 0; a < rowAxes; a++) {
                Decl.Key k = row.keys().get(a);
                if (keys.get(a).stream().noneMatch(x -> sameKey(x, k))) {
                    keys.get(a).add(k);
                }
            }
        }
        Map<List<Integer>, Decl.Cell> cells = new java.util.HashMap<>();
        for (Decl.Row row : t.rows()) {
            List<Integer> base = new ArrayList<>();
            for (int a = 0; a < rowAxes; a++) {
                base.add(indexOfSame(keys.get(a), row.keys().get(a)));
            }
            for (int c = 0; c < row.cells().size(); c++) {
                List<Integer> at = new ArrayList<>(base);
                if (axes > 1) {
                    at.add(c);
                }
                cells.put(List.copyOf(at), row.cells().get(c));
            }
        }
        return new Layout(keys, cells);
    }

    private static boolean sameKey(Decl.Key a, Decl.Key b) {
        if (a.member() != null || b.member() != null) {
            return a.member() != null && b.member() != null && a.member().text().equals(b.member().text());
        }
        if (a.bool() != null || b.bool() != null) {
            return a.bool() != null && a.bool().equals(b.bool());
        }
        return a.lo().equals(b.lo()) && a.open() == b.open() && (a.open() || a.hi().equals(b.hi()));
    }

    private static int indexOfSame(List<Decl.Key> keys, Decl.Key k) {
        for (int i = 0; i < keys.size(); i++) {
            if (sameKey(keys.get(i), k)) {
                return i;
            }
        }
        throw new IllegalStateException("key not collected");
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
