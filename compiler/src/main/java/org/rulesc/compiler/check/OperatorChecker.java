package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Code;
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
                        reporter.report(Code.LIST_ELEMENT_TYPE, b.right().span(), list.show(), Words.article(item));
                    }
                } else if (!(list instanceof Type.Error || list instanceof Type.EmptyList)) {
                    reporter.report(Code.CONTAINS_NEEDS_LIST, b.left().span(), Words.article(list));
                }
                return Prim.BOOL;
            }
            case "==", "!=" -> {
                Type l = exprs.check(b.left(), scope);
                Type r = exprs.check(b.right(), scope);
                if (!Type.fits(l, r) && !Type.fits(r, l)) {
                    reporter.report(Code.CANNOT_COMPARE, b.span(), Words.article(l), Words.article(r))
                            .hint(Words.conversionHint(l, r));
                }
                return Prim.BOOL;
            }
            case "<", "<=", ">", ">=" -> {
                Type l = exprs.check(b.left(), scope);
                Type r = exprs.check(b.right(), scope);
                if (!Type.isNumeric(l) || !Type.isNumeric(r) || !Type.fits(l, r)) {
                    reporter.report(Code.CANNOT_COMPARE, b.span(), Words.article(l), Words.article(r))
                            .hint(Words.conversionHint(l, r));
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
            reporter.report(Code.CANNOT_JOIN_LISTS, b.span(), Words.article(l), Words.article(r));
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
        reporter.report(Code.BAD_OPERANDS, b.span(), op, Words.article(l), Words.article(r))
                .hint(Words.conversionHint(l, r));
        return Type.ERROR;
    }
}
