package org.rulesc.rulebooks.differential;

import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.runtime.Continuous;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexMap;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquareMap;

/**
 * Draws arguments from a parameter's domain, the same value for both back ends (see
 * docs/interpreter.md, "Differential testing"):
 * <ul>
 * <li>bool, enums and kinds: every value equally likely (exhaustive where a caller enumerates);
 * <li>int and length: half the time from -1..12, a third from the numbers the rulebook's tables
 *     and faces use (each ±1), else from -10..40; for a check's exact distribution, -1..12 only;
 * <li>an int parameter with a declared domain ({@code judge: int in 0..7}): from its domain, and
 *     one time in eight just outside it (both back ends must refuse that alike);
 * <li>hexes and squares: within a map the rulebook declares (else a 1..16 or 0..9 square area);
 * <li>points: 0..300 base units each way; text: "", "a", "W";
 * <li>maps: one of the rulebook's maps of that terrain; a layered square: one square's data of one;
 * <li>lists: 0 to 3 elements; builds: every field drawn.
 * </ul>
 * A type it cannot draw (vertices, hexsides) makes {@link #draw} return null: the declaration is skipped.
 */
final class Arguments {
    private final Model model;
    private final Interpreter in;
    private final JavaSide java;
    private final SplittableRandom random;
    private final List<Integer> tableNumbers;

    Arguments(Model model, Interpreter in, JavaSide java, long seed) {
        this.model = model;
        this.in = in;
        this.java = java;
        this.random = new SplittableRandom(seed);
        TreeSet<Integer> numbers = new TreeSet<>();
        for (Decl d : model.rulebook.declarations()) {
            if (d instanceof Decl.Table t) {
                for (Decl.Row row : t.rows()) {
                    row.keys().forEach(k -> bounds(k, numbers));
                }
                t.columns().forEach(k -> bounds(k, numbers));
            } else if (d instanceof Decl.Check c) {
                for (Decl.CheckItem item : c.items()) {
                    if (item instanceof Decl.CheckFaces f) {
                        f.faces().forEach(r -> {
                            numbers.add(r.lo());
                            numbers.add(r.hi());
                        });
                    }
                }
            }
        }
        List<Integer> around = new ArrayList<>();
        for (int n : numbers) {
            around.add(n - 1);
            around.add(n);
            around.add(n + 1);
        }
        this.tableNumbers = around;
    }

    private static void bounds(Decl.Key k, TreeSet<Integer> into) {
        if (k.lo() != null && k.lo() != Long.MIN_VALUE && Math.abs(k.lo()) < 100_000) {
            into.add(k.lo().intValue());
        }
        if (k.hi() != null && Math.abs(k.hi()) < 100_000) {
            into.add(k.hi().intValue());
        }
    }

    /** Whether ints are drawn from -1..12 only (for exact distributions, whose cost grows with dice counts). */
    private boolean narrow;

    SplittableRandom random() {
        return random;
    }

    /** Like {@link #draw(List)}, with ints from -1..12 only. */
    List<Pair> drawNarrow(List<Decl.Param> params) throws ReflectiveOperationException {
        narrow = true;
        try {
            return draw(params);
        } finally {
            narrow = false;
        }
    }

    /** Arguments for every parameter, or null when one has a type this generator does not draw. */
    List<Pair> draw(List<Decl.Param> params) throws ReflectiveOperationException {
        List<Pair> out = new ArrayList<>();
        for (Decl.Param p : params) {
            if (p.domain() != null) {
                int v = inDomain(p.domain());
                out.add(new Pair(v, v));
                continue;
            }
            Pair v = draw(model.type(p.type()));
            if (v == null) {
                return null;
            }
            out.add(v);
        }
        return out;
    }

    Pair draw(Type t) throws ReflectiveOperationException {
        if (t == Type.Prim.INT || t == Type.Prim.LENGTH) {
            int v = integer();
            return new Pair(v, v);
        } else if (t == Type.Prim.BOOL) {
            boolean v = random.nextBoolean();
            return new Pair(v, v);
        } else if (t == Type.Prim.TEXT) {
            String v = List.of("", "a", "W").get(random.nextInt(3));
            return new Pair(v, v);
        } else if (t == Type.Prim.POINT) {
            Continuous.Point v = Continuous.Point.of(random.nextInt(301), random.nextInt(301));
            return new Pair(v, v);
        } else if (t == Type.Prim.HEX) {
            HexGrid.Hex v = hex();
            return new Pair(v, v);
        } else if (t == Type.Prim.SQUARE) {
            SquareGrid.Square v = square();
            return new Pair(v, v);
        } else if (t == Type.Prim.EDGE) {
            SquareGrid.Square a = square();
            SquareGrid.Square b = random.nextBoolean() ? SquareGrid.Square.of(a.col() + 1, a.row())
                    : SquareGrid.Square.of(a.col(), a.row() + 1);
            SquareGrid.Edge v = SquareGrid.Edge.between(a, b);
            return new Pair(v, v);
        } else if (t instanceof Type.EnumType || t instanceof Type.KindType) {
            List<Object> values = in.valuesOf(t);
            if (values.isEmpty()) {
                return null;
            }
            Object v = values.get(random.nextInt(values.size()));
            return toPair(v);
        } else if (t instanceof Type.ListType l) {
            int n = random.nextInt(4);
            List<Object> a = new ArrayList<>();
            List<Object> b = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Pair e = draw(l.element());
                if (e == null) {
                    return null;
                }
                a.add(e.interpreted());
                b.add(e.java());
            }
            return new Pair(List.copyOf(a), List.copyOf(b));
        } else if (t instanceof Type.MapType || t instanceof Type.SquareMapType) {
            List<Decl> maps = maps(t);
            if (maps.isEmpty()) {
                return null;
            }
            Decl m = maps.get(random.nextInt(maps.size()));
            return new Pair(mapOf(m), JavaSide.method(java.owner(m), JavaNames.member(m.name().text()), 0).invoke(null));
        } else if (t instanceof Type.LayersType l && !l.edge()) {
            List<Decl> maps = maps(new Type.SquareMapType(l.decl()));
            if (maps.isEmpty()) {
                return null;
            }
            Decl m = maps.get(random.nextInt(maps.size()));
            SquareMap<?, ?> interpreted = (SquareMap<?, ?>) mapOf(m);
            SquareMap<?, ?> generated = (SquareMap<?, ?>) JavaSide.method(java.owner(m), JavaNames.member(m.name().text()), 0)
                    .invoke(null);
            List<SquareGrid.Square> squares = interpreted.squares();
            SquareGrid.Square s = squares.get(random.nextInt(squares.size()));
            return new Pair(interpreted.terrain(s), generated.terrain(s));
        } else if (t instanceof Type.BuildType b) {
            List<Object> a = new ArrayList<>();
            List<Object> j = new ArrayList<>();
            Map<String, Object> fields = new LinkedHashMap<>();
            for (Decl.BuildField f : b.decl().fields()) {
                Pair v = draw(model.type(f.type()));
                if (v == null) {
                    return null;
                }
                fields.put(f.name().text(), v.interpreted());
                j.add(v.java());
            }
            Class<?> record = java.declaredType(b.decl().name().text());
            Constructor<?> c = record.getDeclaredConstructors()[0];
            for (Constructor<?> k : record.getDeclaredConstructors()) {
                if (k.getParameterCount() == j.size()) {
                    c = k;
                }
            }
            return new Pair(new org.rulesc.compiler.interpret.Values.RecordValue(b.decl().name().text(), fields),
                    c.newInstance(j.toArray()));
        }
        return null;
    }

    /** An enum member or kind entry as both back ends spell it. */
    Pair toPair(Object interpreted) throws ReflectiveOperationException {
        if (interpreted instanceof org.rulesc.compiler.interpret.Values.EnumValue e) {
            return new Pair(e, java.constant(java.declaredType(e.decl().name().text()), e.id()));
        }
        org.rulesc.compiler.interpret.Values.EntryValue e = (org.rulesc.compiler.interpret.Values.EntryValue) interpreted;
        return new Pair(e, java.constant(java.declaredType(e.kind().name().text()), e.id()));
    }

    /** A value of a declared domain, or one time in eight the value just below or above it. */
    private int inDomain(Decl.Domain d) {
        if (random.nextInt(8) == 0) {
            return (int) (random.nextBoolean() ? d.lo() - 1 : d.hi() + 1);
        }
        return (int) (d.lo() + random.nextLong(d.hi() - d.lo() + 1));
    }

    private int integer() {
        int pick = random.nextInt(6);
        if (pick < 3 || narrow) {
            return random.nextInt(-1, 13);
        } else if (pick < 5 && !tableNumbers.isEmpty()) {
            return tableNumbers.get(random.nextInt(tableNumbers.size()));
        }
        return random.nextInt(-10, 41);
    }

    private List<Decl> maps(Type t) {
        List<Decl> out = new ArrayList<>();
        for (Decl d : model.rulebook.declarations()) {
            if (d instanceof Decl.HexMap h && t instanceof Type.MapType m && h.terrain().text().equals(m.terrain().name().text())) {
                out.add(d);
            } else if (d instanceof Decl.SquareMap s && t instanceof Type.SquareMapType m
                    && s.terrain().text().equals(m.terrain().name().text())) {
                out.add(d);
            }
        }
        return out;
    }

    private Object mapOf(Decl m) {
        return in.map(m);
    }

    private HexGrid.Hex hex() {
        List<HexMap<?>> maps = new ArrayList<>();
        for (Decl d : model.rulebook.declarations()) {
            if (d instanceof Decl.HexMap) {
                maps.add((HexMap<?>) mapOf(d));
            }
        }
        if (maps.isEmpty()) {
            return HexGrid.Hex.of(1 + random.nextInt(16), 1 + random.nextInt(16));
        }
        List<HexGrid.Hex> hexes = maps.get(random.nextInt(maps.size())).hexes();
        return hexes.get(random.nextInt(hexes.size()));
    }

    private SquareGrid.Square square() {
        List<SquareMap<?, ?>> maps = new ArrayList<>();
        for (Decl d : model.rulebook.declarations()) {
            if (d instanceof Decl.SquareMap) {
                maps.add((SquareMap<?, ?>) mapOf(d));
            }
        }
        if (maps.isEmpty()) {
            return SquareGrid.Square.of(random.nextInt(10), random.nextInt(10));
        }
        List<SquareGrid.Square> squares = maps.get(random.nextInt(maps.size())).squares();
        return squares.get(random.nextInt(squares.size()));
    }
}
