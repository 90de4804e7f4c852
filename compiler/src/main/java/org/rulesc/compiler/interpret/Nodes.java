package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.Interpreter.bool;
import static org.rulesc.compiler.interpret.Interpreter.force;
import static org.rulesc.compiler.interpret.Interpreter.integer;
import static org.rulesc.compiler.interpret.Interpreter.list;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexPaths;
import org.rulesc.runtime.Lists;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquarePaths;

/**
 * Expressions compiled once into trees of closures ({@link Node}), which the interpreter then
 * runs: each name's reference, each call's callee and arguments, each operator and each
 * literal's value are looked up when an expression is compiled, not every time it is
 * evaluated, so evaluating is a walk of direct calls with no look-up in the checker's maps.
 *
 * <p>The semantics are the generated engine's: floor division and modulo, short-circuit
 * {@code &&}/{@code ||}, list concatenation with {@code +}, {@code max} and {@code min} of
 * nothing 0, integer arithmetic checked (an overflow throws {@link ArithmeticException}, never
 * wraps). Evaluation order is the source order, so errors surface where generated code's do.
 */
final class Nodes implements Expr.Visitor<Nodes.Node, Void> {
    /** A compiled expression: its value with the given locals in scope. */
    @FunctionalInterface
    interface Node {
        Object eval(Env env);
    }

    private final Interpreter in;

    Nodes(Interpreter in) {
        this.in = in;
    }

    Node compile(Expr e) {
        return e.accept(this, null);
    }

    private List<Node> compileAll(List<Expr> exprs) {
        List<Node> out = new ArrayList<>(exprs.size());
        exprs.forEach(x -> out.add(compile(x)));
        return out;
    }

    /**
     * A value that does not depend on the locals: computed on first use and kept. Not computed
     * while compiling, since computing it may evaluate other expressions (an entry's fields) and
     * may fail, and a failure belongs to the evaluation that meets it.
     */
    private static Node once(Supplier<Object> value) {
        return new Node() {
            private Object known;

            @Override
            public Object eval(Env env) {
                if (known == null) {
                    known = value.get();
                }
                return known;
            }
        };
    }

    @Override
    public Node visitIntLit(Expr.IntLit i, Void unused) {
        return once(() -> Math.toIntExact(i.value()));
    }

    @Override
    public Node visitBoolLit(Expr.BoolLit b, Void unused) {
        Boolean value = b.value();
        return env -> value;
    }

    @Override
    public Node visitTextLit(Expr.TextLit t, Void unused) {
        String value = t.value();
        return env -> value;
    }

    @Override
    public Node visitHexLit(Expr.HexLit h, Void unused) {
        return once(() -> in.hexLabels.parse(h.label()));
    }

    @Override
    public Node visitQuantityLit(Expr.QuantityLit q, Void unused) {
        return once(() -> Math.toIntExact(Math.multiplyExact(q.amount(), in.model.symbols.units.get(q.unit()))));
    }

    @Override
    public Node visitNameRef(Expr.NameRef n, Void unused) {
        return ref(in.model.refs.get(n), n.name().text());
    }

    private Node ref(Ref ref, String name) {
        if (ref instanceof Ref.Local) {
            return env -> force(env.get(name));
        } else if (ref instanceof Ref.Const c) {
            return env -> in.constant(c.decl());
        } else if (ref instanceof Ref.MapRef m) {
            return env -> in.map(m.decl());
        } else if (ref instanceof Ref.SquareMapRef m) {
            return env -> in.map(m.decl());
        } else if (ref instanceof Ref.Member m) {
            return once(() -> in.member(m.owner(), m.member().name().text()));
        } else if (ref instanceof Ref.Entry en) {
            return once(() -> in.entry(en.kind(), en.entry().name().text()));
        }
        return env -> {
            throw new IllegalStateException("unresolved name `" + name + "`");
        };
    }

    @Override
    public Node visitField(Expr.Field f, Void unused) {
        Ref ref = in.model.refs.get(f);
        String name = f.field().text();
        if (ref instanceof Ref.Member || ref instanceof Ref.Entry) {
            return ref(ref, name);
        }
        Node target = compile(f.target());
        return env -> in.fieldOf(target.eval(env), name);
    }

    @Override
    public Node visitUnary(Expr.Unary u, Void unused) {
        Node operand = compile(u.operand());
        if (u.op().equals("-")) {
            return env -> Math.negateExact(integer(operand.eval(env)));
        }
        return env -> !bool(operand.eval(env));
    }

    @Override
    public Node visitBinary(Expr.Binary b, Void unused) {
        Node l = compile(b.left());
        Node r = compile(b.right());
        return switch (b.op()) {
            case "&&" -> env -> bool(l.eval(env)) && bool(r.eval(env));
            case "||" -> env -> bool(l.eval(env)) || bool(r.eval(env));
            case "+" -> env -> {
                Object a = l.eval(env);
                Object c = r.eval(env);
                if (a instanceof List<?>) {
                    Bounds.listSize((long) list(a).size() + list(c).size());
                    return Lists.concat(list(a), list(c));
                }
                return Math.addExact(integer(a), integer(c));
            };
            case "-" -> env -> Math.subtractExact(integer(l.eval(env)), integer(r.eval(env)));
            case "*" -> env -> Math.multiplyExact(integer(l.eval(env)), integer(r.eval(env)));
            case "/" -> env -> Math.floorDiv(integer(l.eval(env)), integer(r.eval(env)));
            case "%" -> env -> Math.floorMod(integer(l.eval(env)), integer(r.eval(env)));
            case "<" -> env -> integer(l.eval(env)) < integer(r.eval(env));
            case "<=" -> env -> integer(l.eval(env)) <= integer(r.eval(env));
            case ">" -> env -> integer(l.eval(env)) > integer(r.eval(env));
            case ">=" -> env -> integer(l.eval(env)) >= integer(r.eval(env));
            case "==" -> env -> Objects.equals(l.eval(env), r.eval(env));
            case "!=" -> env -> !Objects.equals(l.eval(env), r.eval(env));
            case "contains" -> env -> {
                List<Object> a = list(l.eval(env));
                return a.contains(r.eval(env));
            };
            default -> env -> {
                throw new IllegalStateException("unknown operator " + b.op());
            };
        };
    }

    @Override
    public Node visitIf(Expr.If i, Void unused) {
        Node condition = compile(i.condition());
        Node then = compile(i.then());
        Node otherwise = compile(i.otherwise());
        return env -> bool(condition.eval(env)) ? then.eval(env) : otherwise.eval(env);
    }

    @Override
    public Node visitLet(Expr.Let l, Void unused) {
        String variable = l.variable().text();
        Node value = compile(l.value());
        Node body = compile(l.body());
        return env -> body.eval(env.with(variable, value.eval(env)));
    }

    @Override
    public Node visitAggregate(Expr.Aggregate a, Void unused) {
        Node source = compile(a.source());
        Node body = compile(a.body());
        String var = a.variable().text();
        String index = a.index() == null ? null : a.index().text();
        String function = a.function();
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

    @Override
    public Node visitFold(Expr.Fold f, Void unused) {
        Node source = compile(f.source());
        Node init = compile(f.init());
        Node body = compile(f.body());
        String accumulator = f.accumulator().text();
        String var = f.variable().text();
        String index = f.index() == null ? null : f.index().text();
        boolean scan = f.function().equals("scan");
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

    @Override
    public Node visitIndex(Expr.Index x, Void unused) {
        Node target = compile(x.target());
        Node index = compile(x.index());
        return env -> {
            List<Object> items = list(target.eval(env));
            return Lists.at(items, integer(index.eval(env)));
        };
    }

    @Override
    public Node visitReachable(Expr.Reachable r, Void unused) {
        Node from = compile(r.from());
        Node to = compile(r.to());
        Node steps = compile(r.steps());
        Node condition = compile(r.condition());
        String var = r.variable().text();
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

    @Override
    public Node visitCall(Expr.Call c, Void unused) {
        Callee callee = in.model.callees.get(c);
        List<Expr> argExprs = in.model.arguments.getOrDefault(c, List.of());
        if (callee instanceof Callee.Builtin b && b.name().equals("allowed")) {
            Expr.Call lookup = (Expr.Call) argExprs.get(0);
            Decl.Table t = ((Callee.Table) in.model.callees.get(lookup)).decl();
            List<Node> args = compileAll(in.model.arguments.get(lookup));
            return env -> {
                in.step();
                return in.tableAllowed(t, evalAll(args, env));
            };
        }
        List<Node> args = compileAll(argExprs);
        if (callee instanceof Callee.Builtin b) {
            String name = b.name();
            boolean squares = !argExprs.isEmpty() && in.model.type(argExprs.get(0)) == Type.Prim.SQUARE;
            Node arithmetic = squares ? null : arithmetic(name, args);
            if (arithmetic != null) {
                return arithmetic;
            }
            return env -> {
                in.step();
                return in.builtins.call(name, evalAll(args, env), squares);
            };
        } else if (callee instanceof Callee.Formula f) {
            return new Node() {
                /** Resolved on the first call, not while compiling: the formula may be the one being compiled. */
                private Interpreter.CompiledFormula formula;

                @Override
                public Object eval(Env env) {
                    in.step();
                    List<Object> values = evalAll(args, env);
                    if (formula == null) {
                        formula = in.compiled(f.decl());
                    }
                    return formula.call(values);
                }
            };
        } else if (callee instanceof Callee.Table t) {
            return env -> {
                in.step();
                return in.table(t.decl(), evalAll(args, env));
            };
        } else if (callee instanceof Callee.Modifiers m) {
            return env -> {
                in.step();
                return in.modifiers(m.decl(), evalAll(args, env));
            };
        }
        String name = c.callee().text();
        return env -> {
            evalAll(args, env);
            throw new IllegalStateException("`" + name + "` cannot be called in an expression");
        };
    }

    /**
     * The integer built-ins every rulebook uses, called directly rather than through the
     * built-ins' table (same results as {@link BuiltinCalls}); null for any other.
     */
    private static Node arithmetic(String name, List<Node> args) {
        if (args.size() == 2 && (name.equals("min") || name.equals("max"))) {
            Node a = args.get(0);
            Node b = args.get(1);
            return name.equals("min") ? env -> Math.min(integer(a.eval(env)), integer(b.eval(env)))
                    : env -> Math.max(integer(a.eval(env)), integer(b.eval(env)));
        }
        if (args.size() == 1 && name.equals("abs")) {
            Node a = args.get(0);
            return env -> Math.abs(integer(a.eval(env)));
        }
        return null;
    }

    private static List<Object> evalAll(List<Node> nodes, Env env) {
        Object[] out = new Object[nodes.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = nodes.get(i).eval(env);
        }
        return Arrays.asList(out);
    }

    @Override
    public Node visitRecordLit(Expr.RecordLit r, Void unused) {
        Decl.Build build = ((Type.BuildType) in.model.type(r)).decl();
        List<String> names = new ArrayList<>();
        List<List<Node>> values = new ArrayList<>();
        for (Decl.BuildField f : build.fields()) {
            List<Node> matching = new ArrayList<>();
            for (Expr.FieldValue fv : r.fields()) {
                if (fv.name().text().equals(f.name().text())) {
                    matching.add(compile(fv.value()));
                }
            }
            names.add(f.name().text());
            values.add(matching);
        }
        String type = build.name().text();
        return env -> {
            Map<String, Object> fields = new LinkedHashMap<>();
            for (int i = 0; i < names.size(); i++) {
                Object value = null;
                for (Node n : values.get(i)) {
                    value = n.eval(env);
                }
                fields.put(names.get(i), value);
            }
            return new Values.RecordValue(type, fields);
        };
    }

    @Override
    public Node visitListLit(Expr.ListLit l, Void unused) {
        List<Node> elements = compileAll(l.elements());
        return env -> {
            List<Object> out = new ArrayList<>(elements.size());
            for (Node x : elements) {
                out.add(x.eval(env));
            }
            return Collections.unmodifiableList(out);
        };
    }
}
