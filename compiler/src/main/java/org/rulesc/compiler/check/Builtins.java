package org.rulesc.compiler.check;

import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Code;
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

    /** One parameter of a built-in: its type and how a message names it. */
    private record Arg(Type type, String what) {}

    /** A built-in whose parameter and result types never change. */
    private record Signature(Type result, List<Arg> args) {}

    private static Signature sig(Type result, Arg... args) {
        return new Signature(result, List.of(args));
    }

    private static final Type SQUARES = new Type.ListType(Prim.SQUARE);
    private static final Type HEXES = new Type.ListType(Prim.HEX);
    private static final Arg LINE_FROM = new Arg(Prim.SQUARE, "where the line starts");
    private static final Arg LINE_TO = new Arg(Prim.SQUARE, "where the line ends");
    private static final Arg FIRST_HEX = new Arg(Prim.HEX, "the first hex");
    private static final Arg SECOND_HEX = new Arg(Prim.HEX, "the second hex");
    private static final Arg FIRST_POINT = new Arg(Prim.POINT, "the first point");
    private static final Arg SECOND_POINT = new Arg(Prim.POINT, "the second point");

    /** Built-ins with fixed types: checked, and their number of arguments known, from this table. */
    private static final Map<String, Signature> FIXED = Map.ofEntries(
            Map.entry("upto", sig(new Type.ListType(Prim.INT), new Arg(Prim.INT, "the last number"))),
            Map.entry("ceil_div", sig(Prim.INT, new Arg(Prim.INT, "the dividend"), new Arg(Prim.INT, "the divisor"))),
            Map.entry("point", sig(Prim.POINT, new Arg(Prim.LENGTH, "x"), new Arg(Prim.LENGTH, "y"))),
            Map.entry("raised", sig(Prim.POINT, new Arg(Prim.POINT, "the point"), new Arg(Prim.LENGTH, "the height"))),
            Map.entry("on_table", sig(Prim.POINT, new Arg(Prim.POINT, "the point"))),
            Map.entry("left_of", sig(Prim.BOOL, new Arg(Prim.POINT, "where the line starts"),
                    new Arg(Prim.POINT, "a point the line goes through"), new Arg(Prim.POINT, "the point tested"))),
            Map.entry("right_of", sig(Prim.BOOL, new Arg(Prim.POINT, "where the line starts"),
                    new Arg(Prim.POINT, "a point the line goes through"), new Arg(Prim.POINT, "the point tested"))),
            Map.entry("within_angle", sig(Prim.BOOL, new Arg(Prim.POINT, "the apex"),
                    new Arg(Prim.POINT, "the point the angle is measured from"), new Arg(Prim.POINT, "the point tested"),
                    new Arg(Prim.INT, "the angle in degrees"))),
            Map.entry("distance", sig(Prim.LENGTH, FIRST_POINT, SECOND_POINT)),
            Map.entry("within", sig(Prim.BOOL, FIRST_POINT, SECOND_POINT, new Arg(Prim.LENGTH, "the radius"))),
            Map.entry("enters_before", sig(Prim.BOOL, new Arg(Prim.POINT, "where the move starts"),
                    new Arg(Prim.POINT, "where the move ends"), new Arg(Prim.POINT, "the circle's centre"),
                    new Arg(Prim.LENGTH, "the radius"))),
            Map.entry("in_box", sig(Prim.BOOL, new Arg(Prim.POINT, "the point"), new Arg(Prim.POINT, "a corner of the box"),
                    new Arg(Prim.POINT, "the opposite corner"))),
            Map.entry("crosses_box", sig(Prim.BOOL, new Arg(Prim.POINT, "where the move starts"),
                    new Arg(Prim.POINT, "where the move ends"), new Arg(Prim.POINT, "a corner of the box"),
                    new Arg(Prim.POINT, "the opposite corner"))),
            Map.entry("square", sig(Prim.SQUARE, new Arg(Prim.INT, "x (the column)"), new Arg(Prim.INT, "y (the row)"))),
            Map.entry("square_distance", sig(Prim.INT, new Arg(Prim.SQUARE, "the first square"),
                    new Arg(Prim.SQUARE, "the second square"))),
            Map.entry("squares_on_line", sig(SQUARES, LINE_FROM, LINE_TO)),
            Map.entry("squares_crossed", sig(SQUARES, LINE_FROM, LINE_TO)),
            Map.entry("edges_crossed", sig(new Type.ListType(Prim.EDGE), LINE_FROM, LINE_TO)),
            Map.entry("vertices_passed", sig(new Type.ListType(Prim.VERTEX), LINE_FROM, LINE_TO)),
            Map.entry("footprint", sig(SQUARES, new Arg(Prim.SQUARE, "the corner square (smallest x and y)"),
                    new Arg(Prim.INT, "the side"))),
            Map.entry("within_squares", sig(SQUARES, new Arg(Prim.SQUARE, "the centre square"),
                    new Arg(Prim.INT, "the distance"))),
            Map.entry("hex_distance", sig(Prim.INT, FIRST_HEX, SECOND_HEX)),
            Map.entry("straight", sig(Prim.BOOL, FIRST_HEX, SECOND_HEX)),
            Map.entry("hexes_on_line", sig(HEXES, FIRST_HEX, SECOND_HEX)),
            Map.entry("hexsides_on_line", sig(new Type.ListType(Prim.HEXSIDE), FIRST_HEX, SECOND_HEX)),
            Map.entry("straight_hexes", sig(HEXES, new Arg(Prim.HEX, "the hex"), new Arg(Prim.INT, "the number of hexes"))));

    static Type check(ExprChecker checker, Expr.Call c, Scope scope, Reporter reporter, Model model) {
        String name = c.callee().text();
        List<Expr> args = c.arguments().stream().map(Expr.Argument::value).toList();
        Signature fixed = FIXED.get(name);
        int arity = fixed != null ? fixed.args().size() : switch (name) {
            case "abs", "size", "distinct", "neighbours", "allowed" -> 1;
            case "min", "max", "adjacent", "terrain", "on_map", "edge", "edge_terrain" -> 2;
            default -> 3; // clamp, interleave
        };
        boolean squares = SquareSpaces.isSquare(model);
        if (SQUARE.contains(name)) {
            SquareSpaces.require(model, reporter, c.callee().span(), "`" + name + "`");
        } else if (BOTH.contains(name) && !squares && model.rulebook.hexes() == null) {
            reporter.report(Code.NEEDS_GRID, c.callee().span(), name);
        } else if (HEX.contains(name) && !(BOTH.contains(name) && squares)) {
            HexSpaces.require(model, reporter, c.callee().span(), "`" + name + "`");
        }
        for (Expr.Argument a : c.arguments()) {
            if (a.name() != null) {
                reporter.report(Code.BUILTIN_NAMED_ARGUMENT, a.name().span(), name);
            }
        }
        if (args.size() != arity) {
            reporter.report(Code.WRONG_ARGUMENT_COUNT, c.span(), name, arity, (arity == 1 ? "" : "s"), args.size());
            args.forEach(a -> checker.check(a, scope));
            return Type.ERROR;
        }
        model.facts.arguments.put(c, args);
        if (fixed != null) {
            for (int i = 0; i < args.size(); i++) {
                checker.expect(args.get(i), scope, fixed.args().get(i).type(), fixed.args().get(i).what());
            }
            return fixed.result();
        }
        switch (name) {
            case "interleave" -> {
                // interleave(base, inserted, positions): inserted[i] goes before base[positions[i]]
                Type base = checker.check(args.get(0), scope);
                Type inserted = checker.check(args.get(1), scope);
                checker.expect(args.get(2), scope, new Type.ListType(Prim.INT), "the positions");
                for (int i = 0; i < 2; i++) {
                    Type t = i == 0 ? base : inserted;
                    if (!(t instanceof Type.ListType || t instanceof Type.EmptyList || t instanceof Type.Error)) {
                        reporter.report(Code.INTERLEAVE_ARGUMENTS, args.get(i).span(), Words.article(t));
                        return Type.ERROR;
                    }
                }
                if (!Type.fits(base, inserted) && !Type.fits(inserted, base)) {
                    reporter.report(Code.INTERLEAVE_ELEMENT_TYPES, args.get(1).span(), base.show(), inserted.show());
                    return Type.ERROR;
                }
                return base instanceof Type.EmptyList ? inserted : base;
            }
            case "allowed" -> {
                // allowed(table(args)): whether that cell is allowed, instead of looking it up
                checker.check(args.get(0), scope);
                if (!(args.get(0) instanceof Expr.Call inner
                        && model.facts.callees.get(inner) instanceof org.rulesc.compiler.model.Callee.Table)) {
                    reporter.report(Code.ALLOWED_NEEDS_LOOKUP, args.get(0).span());
                }
                return Prim.BOOL;
            }
            case "min", "max", "abs", "clamp" -> {
                Type first = checker.check(args.get(0), scope);
                if (!Type.isNumeric(first)) {
                    reporter.report(Code.NEEDS_NUMBER, args.get(0).span(), name, Words.article(first));
                    return Type.ERROR;
                }
                for (int i = 1; i < args.size(); i++) {
                    checker.expect(args.get(i), scope, first, "every argument of `" + name + "`");
                }
                return first;
            }
            case "size", "distinct" -> {
                Type list = checker.check(args.get(0), scope);
                if (!(list instanceof Type.ListType || list instanceof Type.EmptyList || list instanceof Type.Error)) {
                    reporter.report(Code.NEEDS_LIST, args.get(0).span(), name, Words.article(list));
                }
                return name.equals("size") ? Prim.INT : Prim.BOOL;
            }
            case "edge" -> {
                checker.expect(args.get(0), scope, Prim.SQUARE, "the square the edge is crossed from");
                checker.expect(args.get(1), scope, Prim.SQUARE, "the square the edge is crossed to");
                int[] a = literalSquare(model, args.get(0));
                int[] b = literalSquare(model, args.get(1));
                if (a != null && b != null && Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) != 1) {
                    reporter.report(Code.SQUARES_NOT_ADJACENT, c.span(), a[0], a[1], b[0], b[1]);
                }
                return Prim.EDGE;
            }
            case "adjacent" -> {
                Prim cell = squares ? Prim.SQUARE : Prim.HEX;
                checker.expect(args.get(0), scope, cell, "the first " + cell.show());
                checker.expect(args.get(1), scope, cell, "the second " + cell.show());
                return Prim.BOOL;
            }
            case "terrain", "on_map", "edge_terrain" -> {
                if (squares) {
                    return squareMapLookup(checker, name, args, scope, reporter);
                }
                Type map = checker.check(args.get(0), scope);
                checker.expect(args.get(1), scope, Prim.HEX, "the hex");
                if (!(map instanceof Type.MapType || map instanceof Type.Error)) {
                    reporter.report(Code.NEEDS_MAP, args.get(0).span(), name, Words.article(map));
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
            default -> throw new IllegalStateException("built-in `" + name + "` has no type rule");
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
                reporter.report(Code.NEEDS_MAP, args.get(0).span(), name, Words.article(map));
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
            reporter.report(Code.NO_EDGE_DATA, args.get(0).span(), m.show());
            return Type.ERROR;
        }
        return new Type.LayersType(m.layers(), true);
    }

    /** The coordinates of {@code square(x, y)} written with two numbers, else null. */
    private static int[] literalSquare(Model model, Expr e) {
        if (e instanceof Expr.Call c && model.facts.callees.get(c) instanceof org.rulesc.compiler.model.Callee.Builtin b
                && b.name().equals("square") && c.arguments().size() == 2
                && c.arguments().get(0).value() instanceof Expr.IntLit x
                && c.arguments().get(1).value() instanceof Expr.IntLit y) {
            return new int[] {(int) x.value(), (int) y.value()};
        }
        return null;
    }
}
