package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.Interpreter.bool;
import static org.rulesc.compiler.interpret.Interpreter.force;
import static org.rulesc.compiler.interpret.Interpreter.integer;
import static org.rulesc.compiler.interpret.Interpreter.list;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.Lists;

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
 *
 * <p>This class holds what every node needs (the nodes' types, the frame's slots, the names
 * bound inside an expression) and the small forms; the larger families have their own files:
 * {@link Operators} (the unboxed int arithmetic and comparisons the interpreter spends most of
 * its time in), {@link Calls} (built-ins, formulas, tables, modifiers) and {@link Iterations}
 * (aggregates, folds, {@code reachable}: the forms that run a body once per item).
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

    /** An int literal (its value read in place by the int operators, {@link Operators}). */
    static final class IntConstant extends IntNode {
        final int value;

        IntConstant(int value) {
            this.value = value;
        }

        @Override
        public int evalInt(Env env) {
            return value;
        }
    }

    /**
     * A local read from its slot in the frame (see {@link #layout}), unboxed when read as an int
     * or a bool; the int operators ({@link Operators}) read its slot in place.
     */
    static final class SlotRead implements Node {
        final int slot;

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

    List<Node> compileAll(List<Typed> exprs) {
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
        return Operators.unary(u.op(), compile(u.operand()));
    }

    @Override
    public Node visitBinary(Typed.Binary b, Void unused) {
        Node l = compile(b.left());
        Node r = compile(b.right());
        return Operators.binary(b.op(), l, r, isInt(b.left()) && isInt(b.right()));
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
        Node body = compileWith(a.body(), a.variable(), a.index());
        return Iterations.aggregate(in, source, a.variable(), a.index(), body, a.function());
    }

    @Override
    public Node visitFold(Typed.Fold f, Void unused) {
        Node source = compile(f.source());
        Node init = compile(f.init());
        Node body = compileWith(f.body(), f.accumulator(), f.variable(), f.index());
        return Iterations.fold(in, source, init, f.accumulator(), f.variable(), f.index(), body,
                f.function().equals("scan"));
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
        Node condition = compileWith(r.condition(), r.variable());
        return Iterations.reachable(in, from, to, steps, r.variable(), condition);
    }

    @Override
    public Node visitCall(Typed.Call c, Void unused) {
        return Calls.of(this, in, c);
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
