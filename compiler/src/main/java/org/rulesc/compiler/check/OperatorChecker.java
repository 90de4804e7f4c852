package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** Binary operators: logic, `contains`, comparison, and arithmetic on numbers, lengths and lists. */
final class OperatorChecker {
    private final ExprChecker exprs;
    private final Reporter reporter;

    OperatorChecker(ExprChecker exprs, Reporter reporter) {
        this.exprs = exprs;
        this.reporter = reporter;
    }

    Type binary(Expr.Binary b, Scope scope) {
        String op = b.op();
        switch (op) {
            case "&&", "||" -> {
                exprs.expect(b.left(), scope, Prim.BOOL, "each side of `" + op + "`");
                exprs.expect(b.right(), scope, Prim.BOOL, "each side of `" + op + "`");
                return Prim.BOOL;
            }
            case "contains" -> {
                Type list = exprs.check(b.left(), scope);
                Type item = exprs.check(b.right(), scope);
                if (list instanceof Type.ListType l) {
                    if (!Type.fits(l.element(), item)) {
                        reporter.error(b.right().span(), "a " + list.show() + " cannot contain " + Words.article(item), null);
                    }
                } else if (!(list instanceof Type.Error || list instanceof Type.EmptyList)) {
                    reporter.error(b.left().span(), "`contains` needs a list on its left, not " + Words.article(list), null);
                }
                return Prim.BOOL;
            }
            case "==", "!=" -> {
                Type l = exprs.check(b.left(), scope);
                Type r = exprs.check(b.right(), scope);
                if (!Type.fits(l, r) && !Type.fits(r, l)) {
                    reporter.error(b.span(), "cannot compare " + Words.article(l) + " with " + Words.article(r),
                            Words.conversionHint(l, r));
                }
                return Prim.BOOL;
            }
            case "<", "<=", ">", ">=" -> {
                Type l = exprs.check(b.left(), scope);
                Type r = exprs.check(b.right(), scope);
                if (!Type.isNumeric(l) || !Type.isNumeric(r) || !Type.fits(l, r)) {
                    reporter.error(b.span(), "cannot compare " + Words.article(l) + " with " + Words.article(r),
                            Words.conversionHint(l, r));
                }
                return Prim.BOOL;
            }
            default -> {
                return arithmetic(b, scope);
            }
        }
    }

    private Type arithmetic(Expr.Binary b, Scope scope) {
        Type l = exprs.check(b.left(), scope);
        Type r = exprs.check(b.right(), scope);
        if (l instanceof Type.Error || r instanceof Type.Error) {
            return Type.ERROR;
        }
        String op = b.op();
        if (l == Prim.INT && r == Prim.INT) {
            return Prim.INT;
        }
        if (op.equals("+") && ExprChecker.isList(l) && ExprChecker.isList(r)) {
            if (l instanceof Type.EmptyList) {
                return r;
            }
            if (r instanceof Type.EmptyList || Type.fits(l, r)) {
                return l;
            }
            reporter.error(b.span(), "cannot join " + Words.article(l) + " and " + Words.article(r),
                    "`+` joins two lists of the same element type");
            return Type.ERROR;
        }
        if ((op.equals("+") || op.equals("-")) && l == Prim.LENGTH && r == Prim.LENGTH) {
            return Prim.LENGTH;
        }
        if (op.equals("*") && (l == Prim.INT && r == Prim.LENGTH || l == Prim.LENGTH && r == Prim.INT)) {
            return Prim.LENGTH;
        }
        if (op.equals("/") && l == Prim.LENGTH && r == Prim.INT) {
            return Prim.LENGTH;
        }
        if (op.equals("/") && l == Prim.LENGTH && r == Prim.LENGTH) {
            return Prim.INT;
        }
        reporter.error(b.span(), "cannot apply `" + op + "` to " + Words.article(l) + " and " + Words.article(r),
                Words.conversionHint(l, r));
        return Type.ERROR;
    }
}
