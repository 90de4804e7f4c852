package org.rulesc.compiler.ast;

import java.util.function.Consumer;

/**
 * Visits an expression and every sub-expression, depth first, parents before children. A
 * visitor over every kind of expression, so a kind added to the language and forgotten here
 * does not compile.
 */
public final class ExprWalk implements Expr.Visitor<Void, Consumer<Expr>> {
    private static final ExprWalk WALK = new ExprWalk();

    private ExprWalk() {}

    /** Calls {@code visitor} on {@code e} and then on each of its sub-expressions, depth first. */
    public static void walk(Expr e, Consumer<Expr> visitor) {
        visitor.accept(e);
        e.accept(WALK, visitor);
    }

    private static Void all(Consumer<Expr> visitor, Expr... children) {
        for (Expr child : children) {
            walk(child, visitor);
        }
        return null;
    }

    @Override
    public Void visitIntLit(Expr.IntLit e, Consumer<Expr> visitor) {
        return null;
    }

    @Override
    public Void visitQuantityLit(Expr.QuantityLit e, Consumer<Expr> visitor) {
        return null;
    }

    @Override
    public Void visitTextLit(Expr.TextLit e, Consumer<Expr> visitor) {
        return null;
    }

    @Override
    public Void visitHexLit(Expr.HexLit e, Consumer<Expr> visitor) {
        return null;
    }

    @Override
    public Void visitBoolLit(Expr.BoolLit e, Consumer<Expr> visitor) {
        return null;
    }

    @Override
    public Void visitNameRef(Expr.NameRef e, Consumer<Expr> visitor) {
        return null;
    }

    @Override
    public Void visitField(Expr.Field e, Consumer<Expr> visitor) {
        return all(visitor, e.target());
    }

    @Override
    public Void visitUnary(Expr.Unary e, Consumer<Expr> visitor) {
        return all(visitor, e.operand());
    }

    @Override
    public Void visitBinary(Expr.Binary e, Consumer<Expr> visitor) {
        return all(visitor, e.left(), e.right());
    }

    @Override
    public Void visitIf(Expr.If e, Consumer<Expr> visitor) {
        return all(visitor, e.condition(), e.then(), e.otherwise());
    }

    @Override
    public Void visitLet(Expr.Let e, Consumer<Expr> visitor) {
        return all(visitor, e.value(), e.body());
    }

    @Override
    public Void visitAggregate(Expr.Aggregate e, Consumer<Expr> visitor) {
        return all(visitor, e.source(), e.body());
    }

    @Override
    public Void visitFold(Expr.Fold e, Consumer<Expr> visitor) {
        return all(visitor, e.init(), e.source(), e.body());
    }

    @Override
    public Void visitIndex(Expr.Index e, Consumer<Expr> visitor) {
        return all(visitor, e.target(), e.index());
    }

    @Override
    public Void visitReachable(Expr.Reachable e, Consumer<Expr> visitor) {
        return all(visitor, e.from(), e.to(), e.steps(), e.condition());
    }

    @Override
    public Void visitCall(Expr.Call e, Consumer<Expr> visitor) {
        e.arguments().forEach(a -> walk(a.value(), visitor));
        return null;
    }

    @Override
    public Void visitRecordLit(Expr.RecordLit e, Consumer<Expr> visitor) {
        e.fields().forEach(f -> walk(f.value(), visitor));
        return null;
    }

    @Override
    public Void visitListLit(Expr.ListLit e, Consumer<Expr> visitor) {
        e.elements().forEach(x -> walk(x, visitor));
        return null;
    }
}
