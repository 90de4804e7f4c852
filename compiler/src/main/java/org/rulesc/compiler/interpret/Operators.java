package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.Interpreter.integer;
import static org.rulesc.compiler.interpret.Interpreter.list;

import java.util.List;
import java.util.Objects;
import org.rulesc.compiler.interpret.Nodes.BoolNode;
import org.rulesc.compiler.interpret.Nodes.IntConstant;
import org.rulesc.compiler.interpret.Nodes.IntNode;
import org.rulesc.compiler.interpret.Nodes.Node;
import org.rulesc.compiler.interpret.Nodes.SlotRead;
import org.rulesc.runtime.Lists;

/**
 * The unary and binary operators as compiled nodes ({@link Nodes}). Kept apart from the rest of
 * expression compiling because this is where the interpreter spends most of its time: a check's
 * arithmetic and comparisons over ints are nodes that box nothing and, over locals and
 * constants, call nothing ({@link Binary}). The semantics are the generated engine's: checked
 * integer arithmetic (an overflow throws {@link ArithmeticException}), floor division and
 * modulo, short-circuit {@code &&}/{@code ||}, list concatenation with {@code +}.
 */
final class Operators {
    private Operators() {}

    /** {@code -operand} (checked) or {@code !operand}, the only unary operators the checker lets through. */
    static Node unary(String op, Node operand) {
        if (op.equals("-")) {
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

    /**
     * {@code l op r}; {@code numbers} when the checker typed both operands as ints, so that
     * {@code +}, {@code ==} and {@code !=} are the unboxed int operators rather than the general
     * ones (over lists, records, members…).
     */
    static Node binary(String op, Node l, Node r, boolean numbers) {
        Node fast = intsAndBools(op, l, r, numbers);
        if (fast != null) {
            return fast;
        }
        return switch (op) {
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
                throw new IllegalStateException("unknown operator " + op);
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
}
