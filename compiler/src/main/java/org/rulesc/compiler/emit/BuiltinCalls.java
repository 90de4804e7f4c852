package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;

/**
 * The built-in functions as Java: calls of the runtime's grids, sight lines and geometry
 * ({@code SquareGrid}, {@code SquareSight}, {@code HexPaths}, {@code Continuous},
 * {@code Bearings}, the rulebook's {@code GRID} and {@code ADJACENCY}) or of {@code Math}, the
 * generated engines' side of what {@code interpret.BuiltinCalls} does for the interpreter. Where a
 * built-in exists on both grids, the first argument's type (from the checker) chooses.
 *
 * <p>Split from {@link ExprEmitter} at the call of a built-in: that class writes the language's
 * own forms (operators, binders, names, calls of the rulebook's declarations) and hands a
 * built-in's call here; how tightly the Java of a built-in binds is decided here, beside it.
 */
final class BuiltinCalls {
    static final ClassName HEX_PATHS = ClassName.get(EmitContext.RUNTIME, "HexPaths");
    static final ClassName SQUARE_GRID = ClassName.get(EmitContext.RUNTIME, "SquareGrid");
    static final ClassName SQUARE_SIGHT = ClassName.get(EmitContext.RUNTIME, "SquareSight");
    static final ClassName CONTINUOUS = ClassName.get(EmitContext.RUNTIME, "Continuous");
    static final ClassName BEARINGS = ClassName.get(EmitContext.RUNTIME, "Bearings");

    private final ExprEmitter exprs;

    BuiltinCalls(ExprEmitter exprs) {
        this.exprs = exprs;
    }

    /**
     * The precedence ({@link ExprEmitter}'s levels) of a built-in's Java: {@code adjacent} is a
     * comparison ({@code distance(…) == 1}), {@code ceil_div} a negation; the others are calls.
     */
    static int precedence(String name) {
        return switch (name) {
            case "adjacent" -> ExprEmitter.EQUALITY;
            case "ceil_div" -> ExprEmitter.UNARY;
            default -> ExprEmitter.PRIMARY;
        };
    }

    /** A call of built-in {@code b}, its arguments read in {@code env}. */
    CodeBlock call(Callee.Builtin b, Typed.Call c, ExprEnv env) {
        List<Typed> args = c.arguments();
        List<CodeBlock> java = args.stream().map(a -> exprs.code(a, env)).toList();
        CodeBlock joined = ExprEmitter.args(java);
        if (b.name().equals("allowed")) {
            // a table's own check of its arguments: the method beside the table's
            Typed.Call lookup = (Typed.Call) args.get(0);
            return CodeBlock.of("$T.$L$L($L)", exprs.owner(lookup.callee()), JavaNames.member(lookup.name()),
                    JavaNames.ALLOWED,
                    ExprEmitter.args(lookup.arguments().stream().map(a -> exprs.code(a, env)).toList()));
        }
        if (onSquares(args)) {
            List<CodeBlock> first = new ArrayList<>(List.of(exprs.adjacency()));
            first.addAll(java);
            CodeBlock withAdjacency = ExprEmitter.args(first);
            switch (b.name()) {
                case "square_distance":
                    return CodeBlock.of("$T.distance($L)", SQUARE_GRID, withAdjacency);
                case "adjacent":
                    return CodeBlock.of("$T.distance($L) == 1", SQUARE_GRID, withAdjacency);
                case "neighbours":
                    return CodeBlock.of("$T.neighbours($L)", SQUARE_GRID, withAdjacency);
                case "within_squares":
                    return CodeBlock.of("$T.within($L)", SQUARE_GRID, withAdjacency);
                case "footprint":
                    return CodeBlock.of("$T.footprint($L)", SQUARE_GRID, joined);
                case "squares_on_line":
                    return CodeBlock.of("$T.between($L)$Z.squares()", SQUARE_SIGHT, joined);
                case "squares_crossed":
                    return CodeBlock.of("$T.between($L)$Z.entered()", SQUARE_SIGHT, joined);
                case "edges_crossed":
                    return CodeBlock.of("$T.between($L)$Z.edges()", SQUARE_SIGHT, joined);
                case "vertices_passed":
                    return CodeBlock.of("$T.between($L)$Z.passes()", SQUARE_SIGHT, joined);
                case "edge":
                    return CodeBlock.of("$T.between($L)", JavaTypes.EDGE, joined);
                default:
                    break;
            }
        }
        if (b.name().equals("edge_terrain")) {
            return CodeBlock.of("$L.edge($L)", receiver(args, env), java.get(1));
        }
        return switch (b.name()) {
            case "square" -> CodeBlock.of("$T.of($L)", JavaTypes.SQUARE, joined);
            case "min" -> CodeBlock.of("$T.min($L)", Math.class, joined);
            case "max" -> CodeBlock.of("$T.max($L)", Math.class, joined);
            case "abs" -> CodeBlock.of("$T.absExact($L)", Math.class, joined); // abs(MIN_VALUE) throws
            case "clamp" -> CodeBlock.of("$T.max($L,$W$T.min($L,$W$L))", Math.class, java.get(1), Math.class,
                    java.get(2), java.get(0));
            // the interpreter's: the dividend negated with a check (-MIN_VALUE overflows)
            case "ceil_div" -> CodeBlock.of("-$T.floorDiv($T.negateExact($L),$W$L)", Math.class, Math.class,
                    java.get(0), java.get(1));
            case "size" -> CodeBlock.of("$L.size()", receiver(args, env));
            case "upto" -> CodeBlock.of("$T.upto($L)", ExprEmitter.LISTS, java.get(0));
            case "distinct" -> CodeBlock.of("$T.distinct($L)", ExprEmitter.LISTS, java.get(0));
            case "interleave" -> CodeBlock.of("$T.interleave($L)", ExprEmitter.LISTS, joined);
            case "point" -> CodeBlock.of("$T.of($L)", JavaTypes.POINT, joined);
            case "raised" -> CodeBlock.of("$L.raised($L)", receiver(args, env), java.get(1));
            case "distance" -> CodeBlock.of("$T.toIntExact($T.distanceFloor($L))", Math.class, CONTINUOUS, joined);
            case "on_table" -> CodeBlock.of("$L.onTable()", receiver(args, env));
            case "left_of" -> CodeBlock.of("$T.leftOf($L)", BEARINGS, joined);
            case "right_of" -> CodeBlock.of("$T.rightOf($L)", BEARINGS, joined);
            case "within_angle" -> CodeBlock.of("$T.withinAngle($L)", BEARINGS, joined);
            case "enters_before" -> CodeBlock.of("$T.entersBefore($L)", CONTINUOUS, joined);
            case "in_box" -> CodeBlock.of("$T.inside($L)", ClassName.get(EmitContext.RUNTIME, "Boxes"), joined);
            case "crosses_box" -> CodeBlock.of("$T.crosses($L)", ClassName.get(EmitContext.RUNTIME, "Boxes"), joined);
            case "hex_distance" -> CodeBlock.of("$L.distance($L)", exprs.grid(), joined);
            case "adjacent" -> CodeBlock.of("$L.distance($L) == 1", exprs.grid(), joined);
            case "neighbours" -> CodeBlock.of("$L.neighbours($L)", exprs.grid(), joined);
            case "straight" -> CodeBlock.of("$T.straight($L,$W$L)", HEX_PATHS, exprs.grid(), joined);
            case "straight_hexes" -> CodeBlock.of("$T.straightRing($L,$W$L)", HEX_PATHS, exprs.grid(), joined);
            case "hexes_on_line" -> CodeBlock.of("$L.hexesOnLine($L)$Z.hexes()", exprs.grid(), joined);
            case "hexsides_on_line" -> CodeBlock.of("$L.hexesOnLine($L)$Z.edgePairs()", exprs.grid(), joined);
            case "terrain" -> CodeBlock.of("$L.terrain($L)", receiver(args, env), java.get(1));
            case "on_map" -> CodeBlock.of("$L.contains($L)", receiver(args, env), java.get(1));
            default -> CodeBlock.of("$T.within($L)", CONTINUOUS, joined);
        };
    }

    /** The first argument as the object a method is called on (parenthesised if it needs it). */
    private CodeBlock receiver(List<Typed> args, ExprEnv env) {
        return exprs.operand(args.get(0), env, ExprEmitter.PRIMARY, false);
    }

    private static boolean onSquares(List<Typed> args) {
        return !args.isEmpty() && args.get(0).type() == Type.Prim.SQUARE;
    }
}
