package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.Interpreter.bool;
import static org.rulesc.compiler.interpret.Interpreter.integer;
import static org.rulesc.compiler.interpret.Interpreter.list;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.runtime.Lists;

/**
 * Operators, aggregates and folds, with the generated engine's semantics: floor division and
 * modulo, short-circuit {@code &&}/{@code ||}, list concatenation with {@code +}, {@code max} and
 * {@code min} of nothing 0; integer arithmetic checked, so an overflow is an error, never a wrap.
 */
final class Operators {
    private Operators() {}

    static Object binary(Interpreter in, Expr.Binary b, Env env) {
        switch (b.op()) {
            case "&&":
                return bool(in.eval(b.left(), env)) && bool(in.eval(b.right(), env));
            case "||":
                return bool(in.eval(b.left(), env)) || bool(in.eval(b.right(), env));
            default:
                break;
        }
        Object l = in.eval(b.left(), env);
        Object r = in.eval(b.right(), env);
        return switch (b.op()) {
            case "+" -> l instanceof List<?> ? Lists.concat(list(l), list(r)) : (Object) Math.addExact(integer(l), integer(r));
            case "-" -> Math.subtractExact(integer(l), integer(r));
            case "*" -> Math.multiplyExact(integer(l), integer(r));
            case "/" -> Math.floorDiv(integer(l), integer(r));
            case "%" -> Math.floorMod(integer(l), integer(r));
            case "<" -> integer(l) < integer(r);
            case "<=" -> integer(l) <= integer(r);
            case ">" -> integer(l) > integer(r);
            case ">=" -> integer(l) >= integer(r);
            case "==" -> java.util.Objects.equals(l, r);
            case "!=" -> !java.util.Objects.equals(l, r);
            case "contains" -> list(l).contains(r);
            default -> throw new IllegalStateException("unknown operator " + b.op());
        };
    }

    static Object aggregate(Interpreter in, Expr.Aggregate a, Env env) {
        List<Object> source = list(in.eval(a.source(), env));
        String var = a.variable().text();
        String index = a.index() == null ? null : a.index().text();
        List<Object> results = new ArrayList<>(source.size());
        List<Object> kept = new ArrayList<>();
        for (int i = 0; i < source.size(); i++) {
            Env inner = env.with(var, source.get(i));
            if (index != null) {
                inner = inner.with(index, i);
            }
            Object v = in.eval(a.body(), inner);
            switch (a.function()) {
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
                        kept.add(source.get(i));
                    }
                }
                default -> results.add(v);
            }
        }
        return switch (a.function()) {
            case "all" -> true;
            case "any" -> false;
            case "filter" -> java.util.Collections.unmodifiableList(kept);
            case "each" -> java.util.Collections.unmodifiableList(results);
            case "count" -> (int) results.stream().filter(v -> bool(v)).count();
            case "sum" -> {
                int sum = 0;
                for (Object v : results) {
                    sum = Math.addExact(sum, integer(v));
                }
                yield sum;
            }
            case "max" -> results.stream().mapToInt(Interpreter::integer).max().orElse(0);
            case "min" -> results.stream().mapToInt(Interpreter::integer).min().orElse(0);
            default -> throw new IllegalStateException("unknown aggregate " + a.function());
        };
    }

    static Object fold(Interpreter in, Expr.Fold f, Env env) {
        List<Object> source = list(in.eval(f.source(), env));
        Object acc = in.eval(f.init(), env);
        List<Object> steps = new ArrayList<>(source.size());
        for (int i = 0; i < source.size(); i++) {
            Env inner = env.with(f.accumulator().text(), acc).with(f.variable().text(), source.get(i));
            if (f.index() != null) {
                inner = inner.with(f.index().text(), i);
            }
            acc = in.eval(f.body(), inner);
            steps.add(acc);
        }
        return f.function().equals("scan") ? java.util.Collections.unmodifiableList(steps) : acc;
    }
}
