package org.rulesc.compiler.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Values;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;

/**
 * The inputs a diff evaluates a formula, table or check on, written neutrally so both revisions
 * can read them: numbers, booleans, and enum members and entries by id ({@code "#scout"}).
 * Booleans, enums and kinds range over every value (a finite domain: evaluating all of it is a
 * proof); an {@code int} with a declared domain ({@code judge: int in 0..7}) over every value of
 * it, in either revision (a proof too); other {@code int}s and {@code length} over the numbers of
 * {@link #numbers} (a sample of an infinite domain: never a proof). When the product is over
 * {@link #LIMIT} points, {@link #LIMIT} are drawn with a fixed seed.
 */
public final class Domains {
    static final int LIMIT = 3000;

    private Domains() {}

    /**
     * The points, or null when a parameter's type cannot be enumerated (a hex, a list, a map…).
     * {@code newParams} are the same parameters in the new revision (their domains may differ).
     */
    static Points of(Model model, Interpreter in, List<Integer> numbers, List<Construct.Param> params,
            List<Construct.Param> newParams) {
        List<List<Object>> axes = new ArrayList<>();
        boolean infinite = false;
        for (int i = 0; i < params.size(); i++) {
            Construct.Param p = params.get(i);
            Type t = p.type();
            List<Object> values = new ArrayList<>();
            Decl.Domain before = p.domain();
            Decl.Domain after = i < newParams.size() ? newParams.get(i).domain() : null;
            if (t == Type.Prim.INT && (before != null || after != null)) {
                // every value either revision accepts; outside both, both refuse alike
                java.util.TreeSet<Integer> declared = new java.util.TreeSet<>();
                boolean whole = enumerate(before, declared) & enumerate(after, declared);
                if (before == null || after == null || !whole) {
                    // one revision takes any int (or a domain too large to list): the tried numbers too, no proof
                    infinite = true;
                    declared.addAll(numbers);
                }
                values.addAll(declared);
            } else if (t == Type.Prim.INT || t == Type.Prim.LENGTH) {
                // an int ranges over more than any list: evaluating these proves nothing, it samples
                infinite = true;
                values.addAll(numbers);
            } else if (t == Type.Prim.BOOL) {
                values.add(false);
                values.add(true);
            } else if (t instanceof Type.EnumType || t instanceof Type.KindType) {
                for (Object v : in.valuesOf(t)) {
                    values.add(neutral(v));
                }
            } else {
                return null;
            }
            axes.add(values);
        }
        long total = 1;
        for (List<Object> a : axes) {
            total = Math.min(Long.MAX_VALUE / 2, total * Math.max(1, a.size()));
        }
        List<List<Object>> points = new ArrayList<>();
        if (total <= LIMIT) {
            product(axes, 0, new ArrayList<>(), points);
            return new Points(points, !infinite, total);
        }
        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < LIMIT; i++) {
            List<Object> point = new ArrayList<>();
            for (List<Object> a : axes) {
                point.add(a.get(random.nextInt(a.size())));
            }
            points.add(point);
        }
        return new Points(points, false, total);
    }

    /** Most values of one declared domain listed; a larger one is sampled like an undeclared int. */
    private static final int LARGEST_DOMAIN = LIMIT;

    /**
     * Adds every value of a declared domain (null: none) and says whether it is all there; a domain
     * of more than {@link #LARGEST_DOMAIN} values adds its ends and their neighbours only.
     */
    private static boolean enumerate(Decl.Domain d, java.util.Set<Integer> into) {
        if (d == null) {
            return true;
        }
        if (d.hi() - d.lo() < LARGEST_DOMAIN) {
            for (long v = d.lo(); v <= d.hi(); v++) {
                into.add((int) v);
            }
            return true;
        }
        for (long v : new long[] {d.lo(), d.lo() + 1, d.hi() - 1, d.hi()}) {
            into.add((int) v);
        }
        return false;
    }

    /**
     * The ints a diff tries: -1..S+1 (S the most faces of a die in the rulebook) and every number
     * the rulebook writes in a table key, a face range or an expression, each with its
     * neighbours, so the points where a rule changes its answer (a band's edge, a threshold) are
     * among them.
     */
    static List<Integer> numbers(Model model) {
        java.util.TreeSet<Integer> out = new java.util.TreeSet<>();
        int sides = largestDie(model);
        for (int v = -1; v <= sides + 1; v++) {
            out.add(v);
        }
        for (Construct c : model.constructs().values()) {
            org.rulesc.compiler.ast.Nodes.walk(c.decl(), node -> {
                if (node instanceof org.rulesc.compiler.ast.Expr.IntLit i) {
                    around(i.value(), out);
                } else if (node instanceof Decl.Key k) {
                    if (k.lo() != null && k.lo() != Long.MIN_VALUE) {
                        around(k.lo(), out);
                    }
                    if (k.hi() != null) {
                        around(k.hi(), out);
                    }
                } else if (node instanceof Decl.FaceRange f) {
                    around(f.lo(), out);
                    around(f.hi(), out);
                }
            });
        }
        return List.copyOf(out);
    }

    private static void around(long n, java.util.Set<Integer> into) {
        if (Math.abs(n) <= 1000) {
            for (long v = n - 1; v <= n + 1; v++) {
                into.add((int) v);
            }
        }
    }

    /** Every point, or a sample; {@code complete} when every point of the domain is there. */
    record Points(List<List<Object>> points, boolean complete, long domainSize) {}

    private static void product(List<List<Object>> axes, int i, List<Object> prefix, List<List<Object>> out) {
        if (i == axes.size()) {
            out.add(List.copyOf(prefix));
            return;
        }
        for (Object v : axes.get(i)) {
            prefix.add(v);
            product(axes, i + 1, prefix, out);
            prefix.remove(prefix.size() - 1);
        }
    }

    public static int largestDie(Model model) {
        int sides = model.rulebook.defaultDieSides() == null ? 6 : model.rulebook.defaultDieSides();
        for (Construct.Check c : model.constructs(Construct.Check.class)) {
            for (Decl.Pool p : c.decl().pools()) {
                sides = Math.max(sides, p.dice().sides());
            }
        }
        return sides;
    }

    /** A value in the form both revisions share. */
    static Object neutral(Object v) {
        if (v instanceof Values.EnumValue e) {
            return "#" + e.id();
        } else if (v instanceof Values.EntryValue e) {
            return "#" + e.id();
        } else if (v instanceof List<?> list) {
            return list.stream().map(Domains::neutral).toList();
        } else if (v instanceof Values.RecordValue r) {
            java.util.Map<String, Object> out = new java.util.LinkedHashMap<>();
            r.fields().forEach((k, x) -> out.put(k, neutral(x)));
            return out;
        }
        return v;
    }

    /** A neutral point as one revision's arguments; null when a member or entry it names is gone. */
    static List<Object> arguments(Model model, Interpreter in, List<Construct.Param> params, List<Object> point) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < params.size(); i++) {
            Object v = point.get(i);
            if (v instanceof String s && s.startsWith("#")) {
                Type t = params.get(i).type();
                Object found = null;
                List<Object> values = in.valuesOf(t);
                if (values != null) {
                    for (Object x : values) {
                        if (neutral(x).equals(s)) {
                            found = x;
                        }
                    }
                }
                if (found == null) {
                    return null;
                }
                v = found;
            }
            out.add(v);
        }
        return out;
    }

    /** {@code judge: 3, shooter: scout}. */
    static String show(List<Construct.Param> params, List<Object> point) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < params.size(); i++) {
            Object v = point.get(i);
            parts.add(params.get(i).name() + ": " + (v instanceof String s && s.startsWith("#") ? s.substring(1) : v));
        }
        return String.join(", ", parts);
    }
}
