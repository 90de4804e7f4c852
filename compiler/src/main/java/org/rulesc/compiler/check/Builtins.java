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

    static Type check(ExprChecker checker, Expr.Call c, Scope scope, Reporter reporter, Model model) {
        String name = c.callee().text();
        List<Expr> args = c.arguments().stream().map(Expr.Argument::value).toList();
        int arity = switch (name) {
            case "abs", "size", "distinct", "neighbours", "allowed" -> 1;
            case "min", "max", "ceil_div", "point", "raised", "distance", "hex_distance", "adjacent", "straight",
                    "straight_hexes", "hexes_on_line", "hexsides_on_line", "terrain", "on_map" -> 2;
            default -> 3;
        };
        if (HEX.contains(name)) {
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
            case "hex_distance", "adjacent", "straight", "hexes_on_line" -> {
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
            case "terrain", "on_map" -> {
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
                checker.expect(args.get(0), scope, Prim.HEX, "the hex");
                return new Type.ListType(Prim.HEX);
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
}
