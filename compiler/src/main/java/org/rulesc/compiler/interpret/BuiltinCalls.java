package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.Interpreter.integer;
import static org.rulesc.compiler.interpret.Interpreter.list;

import java.util.List;
import org.rulesc.runtime.Continuous;
import org.rulesc.runtime.HexGrid.Hex;
import org.rulesc.runtime.HexMap;
import org.rulesc.runtime.HexPaths;
import org.rulesc.runtime.Lists;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquareGrid.Square;
import org.rulesc.runtime.SquareMap;
import org.rulesc.runtime.SquareSight;

/**
 * The built-in functions, on the runtime's own grids, sight lines and geometry, so the
 * interpreter and generated engines share one implementation of each primitive. Where a
 * built-in exists on both grids, the first argument's type (from the checker) chooses.
 */
final class BuiltinCalls {
    private final Interpreter in;

    BuiltinCalls(Interpreter in) {
        this.in = in;
    }

    /** A built-in applied to its arguments; {@code squares} when the first argument is a square (from the checker). */
    Object call(String name, List<Object> args, boolean squares) {
        bound(name, args);
        if (squares) {
            Object v = onSquares(name, args);
            if (v != null) {
                return v;
            }
        }
        return switch (name) {
            case "edge_terrain" -> ((SquareMap<?, ?>) args.get(0)).edge((SquareGrid.Edge) args.get(1));
            case "square" -> Square.of(integer(args.get(0)), integer(args.get(1)));
            case "min" -> Math.min(integer(args.get(0)), integer(args.get(1)));
            case "max" -> Math.max(integer(args.get(0)), integer(args.get(1)));
            case "abs" -> Math.absExact(integer(args.get(0)));
            case "clamp" -> Math.max(integer(args.get(1)), Math.min(integer(args.get(2)), integer(args.get(0))));
            case "ceil_div" -> -Math.floorDiv(Math.negateExact(integer(args.get(0))), integer(args.get(1)));
            case "size" -> list(args.get(0)).size();
            case "upto" -> Lists.upto(integer(args.get(0)));
            case "distinct" -> Lists.distinct(list(args.get(0)));
            case "interleave" -> Lists.interleave(list(args.get(0)), list(args.get(1)), ints(args.get(2)));
            case "point" -> Continuous.Point.of(integer(args.get(0)), integer(args.get(1)));
            case "raised" -> ((Continuous.Point) args.get(0)).raised(integer(args.get(1)));
            case "distance" -> Math.toIntExact(Continuous.distanceFloor((Continuous.Point) args.get(0),
                    (Continuous.Point) args.get(1)));
            case "on_table" -> ((Continuous.Point) args.get(0)).onTable();
            case "left_of" -> org.rulesc.runtime.Bearings.leftOf((Continuous.Point) args.get(0),
                    (Continuous.Point) args.get(1), (Continuous.Point) args.get(2));
            case "right_of" -> org.rulesc.runtime.Bearings.rightOf((Continuous.Point) args.get(0),
                    (Continuous.Point) args.get(1), (Continuous.Point) args.get(2));
            case "within_angle" -> org.rulesc.runtime.Bearings.withinAngle((Continuous.Point) args.get(0),
                    (Continuous.Point) args.get(1), (Continuous.Point) args.get(2), integer(args.get(3)));
            case "enters_before" -> Continuous.entersBefore((Continuous.Point) args.get(0),
                    (Continuous.Point) args.get(1), (Continuous.Point) args.get(2), integer(args.get(3)));
            case "in_box" -> org.rulesc.runtime.Boxes.inside((Continuous.Point) args.get(0),
                    (Continuous.Point) args.get(1), (Continuous.Point) args.get(2));
            case "crosses_box" -> org.rulesc.runtime.Boxes.crosses((Continuous.Point) args.get(0),
                    (Continuous.Point) args.get(1), (Continuous.Point) args.get(2), (Continuous.Point) args.get(3));
            case "within" -> Continuous.within((Continuous.Point) args.get(0), (Continuous.Point) args.get(1),
                    integer(args.get(2)));
            case "hex_distance" -> in.grid.distance(hex(args, 0), hex(args, 1));
            case "adjacent" -> in.grid.distance(hex(args, 0), hex(args, 1)) == 1;
            case "neighbours" -> in.grid.neighbours(hex(args, 0));
            case "straight" -> HexPaths.straight(in.grid, hex(args, 0), hex(args, 1));
            case "straight_hexes" -> HexPaths.straightRing(in.grid, hex(args, 0), integer(args.get(1)));
            case "hexes_on_line" -> in.grid.hexesOnLine(hex(args, 0), hex(args, 1)).hexes();
            case "hexsides_on_line" -> in.grid.hexesOnLine(hex(args, 0), hex(args, 1)).edgePairs();
            case "terrain" -> args.get(0) instanceof HexMap<?> m ? m.terrain(hex(args, 1))
                    : ((SquareMap<?, ?>) args.get(0)).terrain((Square) args.get(1));
            case "on_map" -> args.get(0) instanceof HexMap<?> m ? m.contains(hex(args, 1))
                    : ((SquareMap<?, ?>) args.get(0)).contains((Square) args.get(1));
            default -> throw new IllegalStateException("unknown built-in " + name);
        };
    }

    /**
     * Refuses a built-in whose result would go past {@link Bounds} before it is built: an area by
     * its radius, a line by its length.
     */
    private void bound(String name, List<Object> args) {
        switch (name) {
            case "within_squares", "footprint", "straight_hexes" -> Bounds.radius(name, integer(args.get(1)));
            case "upto" -> Bounds.listSize(integer(args.get(0)));
            case "hexes_on_line", "hexsides_on_line" -> Bounds.listSize(in.grid.distance(hex(args, 0), hex(args, 1)));
            case "squares_on_line", "squares_crossed", "edges_crossed", "vertices_passed" -> {
                Square a = sq(args, 0);
                Square b = sq(args, 1);
                Bounds.listSize(Math.abs((long) a.col() - b.col()) + Math.abs((long) a.row() - b.row()));
            }
            default -> {
                // every other built-in's result is no larger than its arguments
            }
        }
    }

    /** Built-ins whose first argument is a square; null when {@code name} has no square form. */
    private Object onSquares(String name, List<Object> args) {
        return switch (name) {
            case "square_distance" -> SquareGrid.distance(in.adjacency, sq(args, 0), sq(args, 1));
            case "adjacent" -> SquareGrid.distance(in.adjacency, sq(args, 0), sq(args, 1)) == 1;
            case "neighbours" -> SquareGrid.neighbours(in.adjacency, sq(args, 0));
            case "within_squares" -> SquareGrid.within(in.adjacency, sq(args, 0), integer(args.get(1)));
            case "footprint" -> SquareGrid.footprint(sq(args, 0), integer(args.get(1)));
            case "squares_on_line" -> SquareSight.between(sq(args, 0), sq(args, 1)).squares();
            case "squares_crossed" -> SquareSight.between(sq(args, 0), sq(args, 1)).entered();
            case "edges_crossed" -> SquareSight.between(sq(args, 0), sq(args, 1)).edges();
            case "vertices_passed" -> SquareSight.between(sq(args, 0), sq(args, 1)).passes();
            case "edge" -> SquareGrid.Edge.between(sq(args, 0), sq(args, 1));
            default -> null;
        };
    }

    private static Square sq(List<Object> args, int i) {
        return (Square) Interpreter.force(args.get(i));
    }

    private static Hex hex(List<Object> args, int i) {
        return (Hex) Interpreter.force(args.get(i));
    }

    @SuppressWarnings("unchecked")
    private static List<Integer> ints(Object v) {
        return (List<Integer>) Interpreter.force(v);
    }
}
