package org.rulesc.compiler.check;

import java.util.IdentityHashMap;
import java.util.Map;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;

/**
 * Arithmetic on literals, worked out while checking so that {@code 1 / 0} or
 * {@code 2147483647 + 1} is a positioned error instead of a generated engine that throws or
 * silently wraps around. Generated code computes in Java {@code int}s; a literal expression
 * whose value does not fit one, or a division whose divisor is the constant 0, is reported.
 */
final class ConstantArithmetic {
    private final Reporter reporter;
    private final Model model;
    /** The value of each checked expression made of literals only. */
    private final Map<Expr, Long> values = new IdentityHashMap<>();

    ConstantArithmetic(Model model, Reporter reporter) {
        this.model = model;
        this.reporter = reporter;
    }

    /** Records the value of {@code e} (already type-checked as {@code type}) when it is constant. */
    void checked(Expr e, Type type) {
        if (e instanceof Expr.IntLit i) {
            values.put(e, i.value());
        } else if (e instanceof Expr.QuantityLit q && type == Type.Prim.LENGTH) {
            long value = q.amount() * model.symbols.units.get(q.unit());
            // a length past an int is reported by ExprChecker (E0233), which then types it as an error
            if (value <= Integer.MAX_VALUE) {
                values.put(e, value);
            }
        } else if (e instanceof Expr.Unary u && u.op().equals("-") && values.containsKey(u.operand())) {
            fits(e, -values.get(u.operand()), "-(" + values.get(u.operand()) + ")");
        } else if (e instanceof Expr.Binary b && (type == Type.Prim.INT || type == Type.Prim.LENGTH)) {
            Long right = values.get(b.right());
            if ((b.op().equals("/") || b.op().equals("%")) && right != null && right == 0) {
                reporter.report(Code.DIVISION_BY_ZERO, b.right().span(), b.op());
                return;
            }
            Long left = values.get(b.left());
            if (left == null || right == null) {
                return;
            }
            long value = switch (b.op()) {
                case "+" -> left + right;
                case "-" -> left - right;
                case "*" -> multiply(left, right);
                case "/" -> Math.floorDiv(left, right);
                case "%" -> Math.floorMod(left, right);
                default -> Long.MIN_VALUE;
            };
            if (value != Long.MIN_VALUE) {
                fits(e, value, left + " " + b.op() + " " + right);
            }
        }
    }

    /** Both sides fit an int, so the product fits a long unless it is huge: saturate then. */
    private static long multiply(long a, long b) {
        try {
            return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }

    private void fits(Expr e, long value, String what) {
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            reporter.report(Code.CONSTANT_OUT_OF_INT, e.span(), what,
                    value == Long.MAX_VALUE ? "more than " + Long.MAX_VALUE : String.valueOf(value));
        } else {
            values.put(e, value);
        }
    }
}
