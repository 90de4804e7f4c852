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
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;
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
final class Nodes implements Typed.Visitor<Nodes.Node, Void> {
    /**
     * A compiled expression: its value with the given locals in scope. An int- or bool-typed
     * node also gives its value unboxed ({@link IntNode}, {@link BoolNode}), so arithmetic and
     * conditions over ints box nothing between operators; any other node unboxes its value.
     */
    @FunctionalInterface
    interface Node {
        Object eval(Env env);

        default int evalInt(Env env) {
            return integer(eval(env));
        }

        default boolean evalBool(Env env) {
            return bool(eval(env));
        }
    }

    /** A node whose value is an int, computed without boxing (boxed only when read as an object). */
    abstract static class IntNode implements Node {
        @Override
        public final Object eval(Env env) {
            return evalInt(env);
        }

        @Override
        public abstract int evalInt(Env env);
    }

    /** A node whose value is a bool, computed without boxing. */
    abstract static class BoolNode implements Node {
        @Override
        public final Object eval(Env env) {
            return evalBool(env);
        }

        @Override
        public abstract boolean evalBool(Env env);
    }

    /** An int literal. */
    private static final class IntConstant extends IntNode {
        private final int value;

        IntConstant(int value) {
            this.value = value;
        }

        @Override
        public int evalInt(Env env) {
            return value;
        }
    }

    /** A local read from its slot in the frame (see {@link #layout}), unboxed when read as an int or a bool. */
    private static final class SlotRead implements Node {
        private final int slot;

        SlotRead(int slot) {
            this.slot = slot;
        }

        @Override
        public Object eval(Env env) {
            return force(env.slot(slot));
        }

        @Override
        public int evalInt(Env env) {
            return integerAt(env, slot);
        }

        static int integerAt(Env env, int slot) {
            Object v = env.slot(slot);
            return v instanceof Integer i ? i : integer(v);
        }

        @Override
        public boolean evalBool(Env env) {
            return env.slot(slot) instanceof Boolean b ? b : bool(env.slot(slot));
        }
    }

    private final Interpreter in;
    /**
     * The names of a frame's slots (a check's parameters, pools, lets…; a formula's parameters),
     * of which the first {@code visible} are in scope of the expression compiled: a local among
     * them is read from its slot ({@link Env#slot}) instead of being looked up by name. Null for
     * an expression compiled without a frame (evaluated with any {@link Env}).
     */
    private final String[] layout;
    private final int visible;
    /** The names bound inside the expression (by let, aggregates, folds…) around the part being compiled. */
    private final List<String> inner = new ArrayList<>();

    Nodes(Interpreter in) {
        this(in, null, 0);
    }

    /** Compiles for evaluation with an {@link Env} whose frame has slots named {@code layout}. */
    Nodes(Interpreter in, String[] layout, int visible) {
        this.in = in;
        this.layout = layout;
        this.visible = visible;
    }

    /**
     * The slot of local {@code name} in the frame, the last one in scope; -1 when bound inside
     * the expression or unknown.
     */
    private int slot(String name) {
        if (layout == null || inner.contains(name)) {
            return -1;
        }
        for (int j = visible - 1; j >= 0; j--) {
            if (layout[j].equals(name)) {
                return j;
            }
        }
        return -1;
    }

    /** {@code e} compiled with {@code names} bound inside it (a let's variable, a loop's…). */
    private Node compileWith(Typed e, String... names) {
        int before = inner.size();
        for (String n : names) {
            if (n != null) {
                inner.add(n);
            }
        }
        try {
            return compile(e);
        } finally {
            while (inner.size() > before) {
                inner.remove(inner.size() - 1);
            }
        }
    }

    /** Whether the checker typed {@code e} as a number held in an int (an int or a length). */
    private static boolean isInt(Typed e) {
        Type t = e.type();
        return t == Type.Prim.INT || t == Type.Prim.LENGTH;
    }

    Node compile(Typed e) {
        return e.accept(this, null);
    }

    private List<Node> compileAll(List<Typed> exprs) {
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
    public Node visitIntLit(Typed.IntLit i, Void unused) {
        if (i.value() != (int) i.value()) {
            return once(() -> Math.toIntExact(i.value())); // fails when evaluated, as before
        }
        return new IntConstant((int) i.value());
    }

    @Override
    public Node visitBoolLit(Typed.BoolLit b, Void unused) {
        boolean value = b.value();
        return new BoolNode() {
            @Override
            public boolean evalBool(Env env) {
                return value;
            }
        };
    }

    @Override
    public Node visitTextLit(Typed.TextLit t, Void unused) {
        String value = t.value();
        return env -> value;
    }

    @Override
    public Node visitHexLit(Typed.HexLit h, Void unused) {
        HexGrid.Hex hex = h.hex();
        return env -> hex;
    }

    @Override
    public Node visitQuantityLit(Typed.QuantityLit q, Void unused) {
        long length = q.length();
        return once(() -> Math.toIntExact(length)); // fails when evaluated, as an int literal out of range
    }

    @Override
    public Node visitName(Typed.Name n, Void unused) {
        return ref(n.ref(), n.name());
    }

    private Node ref(Ref ref, String name) {
        if (ref instanceof Ref.Local) {
            int slot = slot(name);
            if (slot >= 0) {
                return new SlotRead(slot);
            }
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
    public Node visitField(Typed.Field f, Void unused) {
        Ref ref = f.ref();
        String name = f.field();
        if (ref instanceof Ref.Member || ref instanceof Ref.Entry) {
            return ref(ref, name);
        }
        Node target = compile(f.target());
        // a build's derived value is computed by the build the checker typed the target with
        Decl.Build build = f.target().type() instanceof Type.BuildType b ? b.decl() : null;
        return env -> in.fieldOf(target.eval(env), name, build);
    }

    @Override
    public Node visitUnary(Typed.Unary u, Void unused) {
        Node operand = compile(u.operand());
        if (u.op().equals("-")) {
            return new IntNode() {
                @Override
                public int evalInt(Env env) {
                    return Math.negateExact(operand.evalInt(env));
                }
            };
        }
        return new BoolNode() {
            @Override
            public boolean evalBool(Env env) {
                return !operand.evalBool(env);
            }
        };
    }

    @Override
    public Node visitBinary(Typed.Binary b, Void unused) {
        Node l = compile(b.left());
        Node r = compile(b.right());
        Node fast = intsAndBools(b.op(), l, r, isInt(b.left()) && isInt(b.right()));
        if (fast != null) {
            return fast;
        }
        return switch (b.op()) {
            case "+" -> env -> {
                Object a = l.eval(env);
                Object c = r.eval(env);
                if (a instanceof List<?>) {
                    Bounds.listSize((long) list(a).size() + list(c).size());
                    return Lists.concat(list(a), list(c));
                }
                return Math.addExact(integer(a), integer(c));
            };
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

    /**
     * Two int operands, each read in place when it is a local in the frame or a constant (the
     * leaves of most of a check's arithmetic), else evaluated by its node: an operator over two
     * locals makes no call.
     */
    private abstract static class Binary implements Node {
        private final Node left;
        private final Node right;
        private final int leftSlot;
        private final int rightSlot;
        private final int leftValue;
        private final int rightValue;

        Binary(Node left, Node right) {
            this.leftSlot = left instanceof SlotRead s ? s.slot : -1;
            this.rightSlot = right instanceof SlotRead s ? s.slot : -1;
            this.leftValue = left instanceof IntConstant c ? c.value : 0;
            this.rightValue = right instanceof IntConstant c ? c.value : 0;
            this.left = leftSlot >= 0 || left instanceof IntConstant ? null : left;
            this.right = rightSlot >= 0 || right instanceof IntConstant ? null : right;
        }

        final int left(Env env) {
            return leftSlot >= 0 ? SlotRead.integerAt(env, leftSlot)
                    : left == null ? leftValue : left.evalInt(env);
        }

        final int right(Env env) {
            return rightSlot >= 0 ? SlotRead.integerAt(env, rightSlot)
                    : right == null ? rightValue : right.evalInt(env);
        }
    }

    /** Checked integer arithmetic, and {@code min}/{@code max} of two ints. */
    static final class IntOp extends Binary {
        static final int ADD = 0;
        static final int SUBTRACT = 1;
        static final int MULTIPLY = 2;
        static final int DIVIDE = 3;
        static final int MODULO = 4;
        static final int MIN = 5;
        static final int MAX = 6;

        private final int op;

        IntOp(int op, Node left, Node right) {
            super(left, right);
            this.op = op;
        }

        @Override
        public Object eval(Env env) {
            return evalInt(env);
        }

        @Override
        public int evalInt(Env env) {
            int a = left(env);
            int b = right(env);
            return switch (op) {
                case ADD -> Math.addExact(a, b);
                case SUBTRACT -> Math.subtractExact(a, b);
                case MULTIPLY -> Math.multiplyExact(a, b);
                case DIVIDE -> Math.floorDiv(a, b);
                case MODULO -> Math.floorMod(a, b);
                case MIN -> Math.min(a, b);
                default -> Math.max(a, b);
            };
        }
    }

    /** A comparison of two ints. */
    static final class Comparison extends Binary {
        static final int LESS = 0;
        static final int AT_MOST = 1;
        static final int MORE = 2;
        static final int AT_LEAST = 3;
        static final int EQUAL = 4;
        static final int NOT_EQUAL = 5;

        private final int op;

        Comparison(int op, Node left, Node right) {
            super(left, right);
            this.op = op;
        }

        @Override
        public Object eval(Env env) {
            return evalBool(env);
        }

        @Override
        public boolean evalBool(Env env) {
            int a = left(env);
            int b = right(env);
            return switch (op) {
                case LESS -> a < b;
                case AT_MOST -> a <= b;
                case MORE -> a > b;
                case AT_LEAST -> a >= b;
                case EQUAL -> a == b;
                default -> a != b;
            };
        }
    }

    /**
     * The operators over ints and bools, unboxed: the logical ones, the arithmetic ones and the
     * comparisons (equality when both sides are numbers); null for the others ({@code +} of lists,
     * equality of other values, {@code contains}). Integer arithmetic is checked.
     */
    private static Node intsAndBools(String op, Node l, Node r, boolean numbers) {
        return switch (op) {
            case "&&" -> new BoolNode() {
                @Override
                public boolean evalBool(Env env) {
                    return l.evalBool(env) && r.evalBool(env);
                }
            };
            case "||" -> new BoolNode() {
                @Override
                public boolean evalBool(Env env) {
                    return l.evalBool(env) || r.evalBool(env);
                }
            };
            case "+" -> numbers ? new IntOp(IntOp.ADD, l, r) : null;
            case "-" -> new IntOp(IntOp.SUBTRACT, l, r);
            case "*" -> new IntOp(IntOp.MULTIPLY, l, r);
            case "/" -> new IntOp(IntOp.DIVIDE, l, r);
            case "%" -> new IntOp(IntOp.MODULO, l, r);
            case "<" -> new Comparison(Comparison.LESS, l, r);
            case "<=" -> new Comparison(Comparison.AT_MOST, l, r);
            case ">" -> new Comparison(Comparison.MORE, l, r);
            case ">=" -> new Comparison(Comparison.AT_LEAST, l, r);
            case "==" -> numbers ? new Comparison(Comparison.EQUAL, l, r) : null;
            case "!=" -> numbers ? new Comparison(Comparison.NOT_EQUAL, l, r) : null;
            default -> null;
        };
    }

    @Override
    public Node visitIf(Typed.If i, Void unused) {
        Node condition = compile(i.condition());
        Node then = compile(i.then());
        Node otherwise = compile(i.otherwise());
        if (isInt(i)) {
            return new IntNode() {
                @Override
                public int evalInt(Env env) {
                    return condition.evalBool(env) ? then.evalInt(env) : otherwise.evalInt(env);
                }
            };
        }
        return env -> condition.evalBool(env) ? then.eval(env) : otherwise.eval(env);
    }

    @Override
    public Node visitLet(Typed.Let l, Void unused) {
        String variable = l.variable();
        Node value = compile(l.value());
        Node body = compileWith(l.body(), variable);
        return env -> body.eval(env.with(variable, value.eval(env)));
    }

    @Override
    public Node visitAggregate(Typed.Aggregate a, Void unused) {
        Node source = compile(a.source());
        String var = a.variable();
        String index = a.index();
        Node body = compileWith(a.body(), var, index);
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
    public Node visitFold(Typed.Fold f, Void unused) {
        Node source = compile(f.source());
        Node init = compile(f.init());
        String accumulator = f.accumulator();
        String var = f.variable();
        String index = f.index();
        Node body = compileWith(f.body(), accumulator, var, index);
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
    public Node visitIndex(Typed.Index x, Void unused) {
        Node target = compile(x.target());
        Node index = compile(x.index());
        return env -> {
            List<Object> items = list(target.eval(env));
            return Lists.at(items, integer(index.eval(env)));
        };
    }

    @Override
    public Node visitReachable(Typed.Reachable r, Void unused) {
        Node from = compile(r.from());
        Node to = compile(r.to());
        Node steps = compile(r.steps());
        String var = r.variable();
        Node condition = compileWith(r.condition(), var);
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
    public Node visitCall(Typed.Call c, Void unused) {
        Callee callee = c.callee();
        List<Typed> argExprs = c.arguments();
        if (callee instanceof Callee.Builtin b && b.name().equals("allowed")) {
            Typed.Call lookup = (Typed.Call) argExprs.get(0);
            Decl.Table t = ((Callee.Table) lookup.callee()).decl();
            List<Node> args = compileAll(lookup.arguments());
            return env -> {
                in.step();
                return in.tableAllowed(t, evalAll(args, env));
            };
        }
        List<Node> args = compileAll(argExprs);
        if (callee instanceof Callee.Builtin b) {
            String name = b.name();
            boolean squares = !argExprs.isEmpty() && argExprs.get(0).type() == Type.Prim.SQUARE;
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

                private final Node[] argNodes = args.toArray(Node[]::new);

                @Override
                public Object eval(Env env) {
                    in.step();
                    Object[] values = new Object[argNodes.length];
                    for (int i = 0; i < values.length; i++) {
                        values[i] = argNodes[i].eval(env);
                    }
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
        String name = c.name();
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
            return new IntOp(name.equals("min") ? IntOp.MIN : IntOp.MAX, a, b);
        }
        if (args.size() == 1 && name.equals("abs")) {
            Node a = args.get(0);
            return new IntNode() {
                @Override
                public int evalInt(Env env) {
                    return Math.absExact(a.evalInt(env));
                }
            };
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
    public Node visitRecordLit(Typed.RecordLit r, Void unused) {
        Decl.Build build = r.build();
        List<String> names = new ArrayList<>();
        List<Node> values = new ArrayList<>();
        for (int i = 0; i < build.fields().size(); i++) {
            names.add(build.fields().get(i).name().text());
            Typed value = r.values().get(i);
            values.add(value == null ? null : compile(value)); // a field not written is null, as in generated code
        }
        String type = build.name().text();
        return env -> {
            Map<String, Object> fields = new LinkedHashMap<>();
            for (int i = 0; i < names.size(); i++) {
                Node n = values.get(i);
                fields.put(names.get(i), n == null ? null : n.eval(env));
            }
            return new Values.RecordValue(type, fields);
        };
    }

    @Override
    public Node visitListLit(Typed.ListLit l, Void unused) {
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
