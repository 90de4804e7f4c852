package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.Interpreter.bool;
import static org.rulesc.compiler.interpret.Interpreter.integer;
import static org.rulesc.compiler.interpret.Interpreter.list;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.rulesc.compiler.interpret.Nodes.Node;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexPaths;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquarePaths;

/**
 * The expressions that run a body once per item, binding a name each time: aggregates
 * ({@code all}, {@code sum}, {@code filter}…), folds and scans, and {@code reachable} (once per
 * space on the way). {@link Nodes} compiles their parts, with the bound names in scope of the
 * body; here is what runs them. Each pass of a body is one {@link Interpreter#step}, so in a bounded evaluation a loop
 * over a huge list is stopped by the step limit like any other long evaluation.
 */
final class Iterations {
    private Iterations() {}

    /**
     * {@code function} of {@code body} over each item of {@code source}, bound to {@code var}
     * (and its position to {@code index}, when named). {@code all} and {@code any} stop at the
     * first item that decides them, as generated code does.
     */
    static Node aggregate(Interpreter in, Node source, String var, String index, Node body, String function) {
        return env -> {
            List<Object> items = list(source.eval(env));
            List<Object> results = new ArrayList<>(items.size());
            List<Object> kept = new ArrayList<>();
            for (int i = 0; i < items.size(); i++) {
                in.step();
                Env inner = env.with(var, items.get(i));
                if (index != null) {
                    inner = inner.with(index, i);
                }
                Object v = body.eval(inner);
                switch (function) {
                    case "all" -> {
                        if (!bool(v)) {
                            return false;
                        }
                    }
                    case "any" -> {
                        if (bool(v)) {
                            return true;
                        }
                    }
                    case "filter" -> {
                        if (bool(v)) {
                            kept.add(items.get(i));
                        }
                    }
                    default -> results.add(v);
                }
            }
            return aggregated(function, results, kept);
        };
    }

    /** An aggregate's value once every item is seen: {@code max} and {@code min} of nothing are 0. */
    private static Object aggregated(String function, List<Object> results, List<Object> kept) {
        return switch (function) {
            case "all" -> true;
            case "any" -> false;
            case "filter" -> Collections.unmodifiableList(kept);
            case "each" -> Collections.unmodifiableList(results);
            case "count" -> (int) results.stream().filter(Interpreter::bool).count();
            case "sum" -> {
                int sum = 0;
                for (Object v : results) {
                    sum = Math.addExact(sum, integer(v));
                }
                yield sum;
            }
            case "max" -> results.stream().mapToInt(Interpreter::integer).max().orElse(0);
            case "min" -> results.stream().mapToInt(Interpreter::integer).min().orElse(0);
            default -> throw new IllegalStateException("unknown aggregate " + function);
        };
    }

    /**
     * A fold of {@code body} over {@code source} from {@code init}, the value so far bound to
     * {@code accumulator}; a scan ({@code scan}) gives every value so far instead of the last.
     */
    static Node fold(Interpreter in, Node source, Node init, String accumulator, String var, String index, Node body,
            boolean scan) {
        return env -> {
            List<Object> items = list(source.eval(env));
            Object acc = init.eval(env);
            List<Object> steps = new ArrayList<>(items.size());
            for (int i = 0; i < items.size(); i++) {
                in.step();
                Env inner = env.with(accumulator, acc).with(var, items.get(i));
                if (index != null) {
                    inner = inner.with(index, i);
                }
                acc = body.eval(inner);
                steps.add(acc);
            }
            return scan ? Collections.unmodifiableList(steps) : acc;
        };
    }

    /**
     * Whether {@code to} is reachable from {@code from} in at most {@code steps} steps through
     * spaces where {@code condition} holds (each bound to {@code var}). Which grid the path runs
     * over is the rulebook's, known when compiling: squares when it has a square adjacency, else
     * hexes.
     */
    static Node reachable(Interpreter in, Node from, Node to, Node steps, String var, Node condition) {
        if (in.adjacency != null) { // on a square grid the path runs over squares
            return env -> {
                SquareGrid.Square a = (SquareGrid.Square) from.eval(env);
                SquareGrid.Square b = (SquareGrid.Square) to.eval(env);
                int n = integer(steps.eval(env));
                Bounds.radius("reachable", n);
                return SquarePaths.reachable(in.adjacency, a, b, n, s -> {
                    in.step();
                    return bool(condition.eval(env.with(var, s)));
                });
            };
        }
        return env -> {
            HexGrid.Hex a = (HexGrid.Hex) from.eval(env);
            HexGrid.Hex b = (HexGrid.Hex) to.eval(env);
            int n = integer(steps.eval(env));
            Bounds.radius("reachable", n);
            return HexPaths.reachable(in.grid, a, b, n, h -> {
                in.step();
                return bool(condition.eval(env.with(var, h)));
            });
        };
    }
}
