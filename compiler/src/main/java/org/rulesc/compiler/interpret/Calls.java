package org.rulesc.compiler.interpret;

import java.util.Arrays;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Nodes.IntNode;
import org.rulesc.compiler.interpret.Nodes.Node;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;

/**
 * A call in an expression compiled into a node, by what the checker resolved it to: a built-in,
 * a formula, a table (or whether a table allows its arguments), a modifiers block. The callee
 * is looked up once, when compiling; each call is one {@link Interpreter#step}, and its
 * arguments are evaluated in order, as in generated code.
 */
final class Calls {
    private Calls() {}

    /** {@code c} compiled, its arguments by {@code nodes} (the compiler of the expression it is in). */
    static Node of(Nodes nodes, Interpreter in, Typed.Call c) {
        Callee callee = c.callee();
        List<Typed> argExprs = c.arguments();
        if (callee instanceof Callee.Builtin b && b.name().equals("allowed")) {
            // allowed(table(args…)): whether the table allows those arguments
            Typed.Call lookup = (Typed.Call) argExprs.get(0);
            Decl.Table t = ((Callee.Table) lookup.callee()).decl();
            List<Node> args = nodes.compileAll(lookup.arguments());
            return env -> {
                in.step();
                return in.tableAllowed(t, evalAll(args, env));
            };
        }
        List<Node> args = nodes.compileAll(argExprs);
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
            return new Operators.IntOp(name.equals("min") ? Operators.IntOp.MIN : Operators.IntOp.MAX, a, b);
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
}
