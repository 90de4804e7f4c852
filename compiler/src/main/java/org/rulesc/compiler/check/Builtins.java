package org.rulesc.compiler.check;

import java.util.List;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** Type rules of the built-in functions. */
final class Builtins {
    private Builtins() {}

    /** Built-ins that only make sense on a hex map. */
    static final java.util.Set<String> HEX = java.util.Set.of("hex_distance", "adjacent", "neighbours", "straight",
            "straight_hexes", "hexes_on_line", "hexsides_on_line", "terrain", "on_map");

    /** Built-ins that only make sense on a square grid. */
    static final java.util.Set<String> SQUARE = java.util.Set.of("square", "square_distance", "within_squares",
            "squares_on_line", "squares_crossed", "edges_crossed", "vertices_passed", "edge", "edge_terrain", "footprint");

    /** Built-ins with a meaning on both grids, chosen by the header's space. */
    static final java.util.Set<String> BOTH = java.util.Set.of("adjacent", "neighbours", "terrain", "on_map");

    static Type check(ExprChecker checker, Expr.Call c, Scope scope, Reporter reporter, Model model) {
        String name = c.callee().text();
        List<Expr> args = c.arguments().stream().map(Expr.Argument::value).toList();
        int arity = switch (name) {
            case "abs", "size", "distinct", "neighbours", "allowed" -> 1;
            case "min", "max", "ceil_div", "point", "raised", "distance", "hex_distance", "adjacent", "straight",
                    "straight_hexes", "hexes_on_line", "hexsides_on_line", "terrain", "on_map", "square",
                    "square_distance", "within_squares", "squares_on_line", "squares_crossed", "edges_crossed",
                    "vertices_passed", "edge", "edge_terrain", "footprint" -> 2;
            default -> 3;
        };
        boolean squares = SquareSpaces.isSquare(model);
        if (SQUARE.contains(name)) {
            SquareSpaces.require(model, reporter, c.callee().span(), "`" + name + "`");
        } else if (BOTH.contains(name) && !squares && model.rulebook.hexes() == null) {
            reporter.error(c.callee().span(), "`" + name + "` needs a hex map or a square grid",
                    "write `space square4` or `space square8`, or `space hex` with `hexes \"CCRR\" even_columns_down`, "
                            + "in the header");
        } else if (HEX.contains(name) && !(BOTH.contains(name) && squares)) {
            HexSpaces.require(model, reporter, c.callee().span(), "`" + name + "`");
        }
        for (Expr.Argument a : c.arguments()) {
            if (a.name() != null) {
                reporter.error(a.name().span(), "built-in `" + name + "` takes positional arguments only", null);
            }
        }
        if (args.size() != arity) {
            reporter.error(c.span(), "`" + name + "` takes " + arity + " argument" + (arity == 1 ? "" : "s")
                    + ", not " + args.size(), null);
            args.forEach(a -> checker.check(a, scope));
            return Type.ERROR;
        }
        model.arguments.put(c, args);
        switch (name) {
            case "interleave" -> {
                // interleave(base, inserted, positions): inserted[i] goes before base[positions[i]]
                Type base = checker.check(args.get(0), scope);
                Type inserted = checker.check(args.get(1), scope);
                checker.expect(args.get(2), scope, new Type.ListType(Prim.INT), "the positions");
                for (int i = 0; i < 2; i++) {
                    Type t = i == 0 ? base : inserted;
                    if (!(t instanceof Type.ListType || t instanceof Type.EmptyList || t instanceof Type.Error)) {
                        reporter.error(args.get(i).span(), "`interleave` takes two lists and their positions, not "
                                + Words.article(t), "interleave(loser_order, winner_units, [0, 2])");
                        return Type.ERROR;
                    }
                }
                if (!Type.fits(base, inserted) && !Type.fits(inserted, base)) {
                    reporter.error(args.get(1).span(), "`interleave` puts elements of one type together: "
                            + base.show() + " and " + inserted.show(), null);
                    return Type.ERROR;
                }
                return base instanceof Type.EmptyList ? inserted : base;
            }
            case "allowed" -> {
                // allowed(table(args)): whether that cell is allowed, instead of looking it up
                checker.check(args.get(0), scope);
                if (!(args.get(0) instanceof Expr.Call inner
                        && model.callees.get(inner) instanceof org.rulesc.compiler.model.Callee.Table)) {
                    reporter.error(args.get(0).span(), "`allowed` takes a table lookup, like allowed(hit(shooter, 5))",
                            null);
                }
                return Prim.BOOL;
            }
            case "min", "max", "abs", "clamp" -> {
                Type first = checker.check(args.get(0), scope);
                if (!Type.isNumeric(first)) {
                    reporter.error(args.get(0).span(), "`" + name + "` works on numbers or lengths, not "
                            + Words.article(first), null);
                    return Type.ERROR;
                }
                for (int i = 1; i < args.size(); i++) {
                    checker.expect(args.get(i), scope, first, "every argument of `" + name + "`");
                }
                return first;
            }
            case "ceil_div" -> {
                checker.expect(args.get(0), scope, Prim.INT, "the dividend");
                checker.expect(args.get(1), scope, Prim.INT, "the divisor");
                return Prim.INT;
            }
            case "size", "distinct" -> {
                Type list = checker.check(args.get(0), scope);
                if (!(list instanceof Type.ListType || list instanceof Type.EmptyList || list instanceof Type.Error)) {
                    reporter.error(args.get(0).span(), "`" + name + "` needs a list, not " + Words.article(list), null);
                }
                return name.equals("size") ? Prim.INT : Prim.BOOL;
            }
            case "point" -> {
                checker.expect(args.get(0), scope, Prim.LENGTH, "x");
                checker.expect(args.get(1), scope, Prim.LENGTH, "y");
                return Prim.POINT;
            }
            case "raised" -> {
                checker.expect(args.get(0), scope, Prim.POINT, "the point");
                checker.expect(args.get(1), scope, Prim.LENGTH, "the height");
                return Prim.POINT;
            }
            case "distance" -> {
                checker.expect(args.get(0), scope, Prim.POINT, "the first point");
                checker.expect(args.get(1), scope, Prim.POINT, "the second point");
                return Prim.LENGTH;
            }
            case "square" -> {
                checker.expect(args.get(0), scope, Prim.INT, "x (the column)");
                checker.expect(args.get(1), scope, Prim.INT, "y (the row)");
                return Prim.SQUARE;
            }
            case "square_distance" -> {
                checker.expect(args.get(0), scope, Prim.SQUARE, "the first square");
                checker.expect(args.get(1), scope, Prim.SQUARE, "the second square");
                return Prim.INT;
            }
            case "squares_on_line", "squares_crossed", "edges_crossed", "vertices_passed" -> {
                checker.expect(args.get(0), scope, Prim.SQUARE, "where the line starts");
                checker.expect(args.get(1), scope, Prim.SQUARE, "where the line ends");
                return new Type.ListType(switch (name) {
                    case "edges_crossed" -> Prim.EDGE;
                    case "vertices_passed" -> Prim.VERTEX;
                    default -> Prim.SQUARE;
                });
            }
            case "edge" -> {
                checker.expect(args.get(0), scope, Prim.SQUARE, "the square the edge is crossed from");
                checker.expect(args.get(1), scope, Prim.SQUARE, "the square the edge is crossed to");
                int[] a = literalSquare(model, args.get(0));
                int[] b = literalSquare(model, args.get(1));
                if (a != null && b != null && Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) != 1) {
                    reporter.error(c.span(), "square(" + a[0] + ", " + a[1] + ") and square(" + b[0] + ", " + b[1]
                            + ") do not share a side", "an edge joins two squares next to each other");
                }
                return Prim.EDGE;
            }
            case "footprint" -> {
                checker.expect(args.get(0), scope, Prim.SQUARE, "the corner square (smallest x and y)");
                checker.expect(args.get(1), scope, Prim.INT, "the side");
                return new Type.ListType(Prim.SQUARE);
            }
            case "within_squares" -> {
                checker.expect(args.get(0), scope, Prim.SQUARE, "the centre square");
                checker.expect(args.get(1), scope, Prim.INT, "the distance");
                return new Type.ListType(Prim.SQUARE);
            }
            case "adjacent" -> {
                Prim cell = squares ? Prim.SQUARE : Prim.HEX;
                checker.expect(args.get(0), scope, cell, "the first " + cell.show());
                checker.expect(args.get(1), scope, cell, "the second " + cell.show());
                return Prim.BOOL;
            }
            case "hex_distance", "straight", "hexes_on_line" -> {
                checker.expect(args.get(0), scope, Prim.HEX, "the first hex");
                checker.expect(args.get(1), scope, Prim.HEX, "the second hex");
                return switch (name) {
                    case "hex_distance" -> Prim.INT;
                    case "hexes_on_line" -> new Type.ListType(Prim.HEX);
                    default -> Prim.BOOL;
                };
            }
            case "hexsides_on_line" -> {
                checker.expect(args.get(0), scope, Prim.HEX, "the first hex");
                checker.expect(args.get(1), scope, Prim.HEX, "the second hex");
                return new Type.ListType(Prim.HEXSIDE);
            }
            case "terrain", "on_map", "edge_terrain" -> {
                if (squares) {
                    return squareMapLookup(checker, name, args, scope, reporter);
                }
                Type map = checker.check(args.get(0), scope);
                checker.expect(args.get(1), scope, Prim.HEX, "the hex");
                if (!(map instanceof Type.MapType || map instanceof Type.Error)) {
                    reporter.error(args.get(0).span(), "`" + name + "` needs a map, not " + Words.article(map),
                            "name a `map` declaration, or a parameter of type map<Terrain>");
                    return name.equals("on_map") ? Prim.BOOL : Type.ERROR;
                }
                if (name.equals("on_map")) {
                    return Prim.BOOL;
                }
                return map instanceof Type.MapType m ? new Type.EnumType(m.terrain()) : Type.ERROR;
            }
            case "neighbours" -> {
                Prim cell = squares ? Prim.SQUARE : Prim.HEX;
                checker.expect(args.get(0), scope, cell, "the " + cell.show());
                return new Type.ListType(cell);
            }
            case "straight_hexes" -> {
                checker.expect(args.get(0), scope, Prim.HEX, "the hex");
                checker.expect(args.get(1), scope, Prim.INT, "the number of hexes");
                return new Type.ListType(Prim.HEX);
            }
            default -> { // within
                checker.expect(args.get(0), scope, Prim.POINT, "the first point");
                checker.expect(args.get(1), scope, Prim.POINT, "the second point");
                checker.expect(args.get(2), scope, Prim.LENGTH, "the radius");
                return Prim.BOOL;
            }
        }
    }

    /** terrain(m, s), on_map(m, s) and edge_terrain(m, e) on a square map. */
    private static Type squareMapLookup(ExprChecker checker, String name, List<Expr> args, Scope scope,
            Reporter reporter) {
        Type map = checker.check(args.get(0), scope);
        boolean edge = name.equals("edge_terrain");
        checker.expect(args.get(1), scope, edge ? Prim.EDGE : Prim.SQUARE, edge ? "the edge" : "the square");
        if (!(map instanceof Type.SquareMapType m)) {
            if (!(map instanceof Type.Error)) {
                reporter.error(args.get(0).span(), "`" + name + "` needs a map, not " + Words.article(map),
                        "name a `map` declaration, or a parameter of type map<Terrain>");
            }
            return name.equals("on_map") ? Prim.BOOL : Type.ERROR;
        }
        if (name.equals("on_map")) {
            return Prim.BOOL;
        }
        if (!edge) {
            return m.layers() != null ? new Type.LayersType(m.layers(), false)
                    : new Type.EnumType((org.rulesc.compiler.ast.Decl.Enum) m.terrain());
        }
        if (m.layers() == null || m.layers().layers().stream().noneMatch(org.rulesc.compiler.ast.Decl.Layer::edge)) {
            reporter.error(args.get(0).span(), "a " + m.show() + " has no edge data",
                    "declare the terrain with `layers` and give it `edge` layers, like `edge wall: Wall = none`");
            return Type.ERROR;
        }
        return new Type.LayersType(m.layers(), true);
    }

    /** The coordinates of {@code square(x, y)} written with two numbers, else null. */
    private static int[] literalSquare(Model model, Expr e) {
        if (e instanceof Expr.Call c && model.callees.get(c) instanceof org.rulesc.compiler.model.Callee.Builtin b
                && b.name().equals("square") && c.arguments().size() == 2
                && c.arguments().get(0).value() instanceof Expr.IntLit x
                && c.arguments().get(1).value() instanceof Expr.IntLit y) {
            return new int[] {(int) x.value(), (int) y.value()};
        }
        return null;
    }
}
