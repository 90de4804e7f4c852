package org.rulesc.compiler.model;

import java.util.List;
import java.util.function.Consumer;

/**
 * Visits a typed expression and every typed sub-expression, depth first, parents before children
 * (a field left to its default, null in a record literal, is skipped). A visitor over every kind,
 * so a kind added to {@link Typed} and forgotten here does not compile.
 */
public final class TypedWalk implements Typed.Visitor<Void, Consumer<Typed>> {
    private static final TypedWalk WALK = new TypedWalk();

    private TypedWalk() {}

    /** Calls {@code visitor} on {@code e} and then on each of its sub-expressions, depth first. */
    public static void walk(Typed e, Consumer<Typed> visitor) {
        visitor.accept(e);
        e.accept(WALK, visitor);
    }

    private static Void all(Consumer<Typed> visitor, Typed... children) {
        for (Typed child : children) {
            if (child != null) {
                walk(child, visitor);
            }
        }
        return null;
    }

    private static Void all(Consumer<Typed> visitor, List<Typed> children) {
        return all(visitor, children.toArray(Typed[]::new));
    }

    @Override
    public Void visitIntLit(Typed.IntLit e, Consumer<Typed> visitor) {
        return null;
    }

    @Override
    public Void visitQuantityLit(Typed.QuantityLit e, Consumer<Typed> visitor) {
        return null;
    }

    @Override
    public Void visitTextLit(Typed.TextLit e, Consumer<Typed> visitor) {
        return null;
    }

    @Override
    public Void visitHexLit(Typed.HexLit e, Consumer<Typed> visitor) {
        return null;
    }

    @Override
    public Void visitBoolLit(Typed.BoolLit e, Consumer<Typed> visitor) {
        return null;
    }

    @Override
    public Void visitName(Typed.Name e, Consumer<Typed> visitor) {
        return null;
    }

    @Override
    public Void visitField(Typed.Field e, Consumer<Typed> visitor) {
        return all(visitor, e.target());
    }

    @Override
    public Void visitUnary(Typed.Unary e, Consumer<Typed> visitor) {
        return all(visitor, e.operand());
    }

    @Override
    public Void visitBinary(Typed.Binary e, Consumer<Typed> visitor) {
        return all(visitor, e.left(), e.right());
    }

    @Override
    public Void visitIf(Typed.If e, Consumer<Typed> visitor) {
        return all(visitor, e.condition(), e.then(), e.otherwise());
    }

    @Override
    public Void visitLet(Typed.Let e, Consumer<Typed> visitor) {
        return all(visitor, e.value(), e.body());
    }

    @Override
    public Void visitAggregate(Typed.Aggregate e, Consumer<Typed> visitor) {
        return all(visitor, e.source(), e.body());
    }

    @Override
    public Void visitFold(Typed.Fold e, Consumer<Typed> visitor) {
        return all(visitor, e.init(), e.source(), e.body());
    }

    @Override
    public Void visitIndex(Typed.Index e, Consumer<Typed> visitor) {
        return all(visitor, e.target(), e.index());
    }

    @Override
    public Void visitReachable(Typed.Reachable e, Consumer<Typed> visitor) {
        return all(visitor, e.from(), e.to(), e.steps(), e.condition());
    }

    @Override
    public Void visitCall(Typed.Call e, Consumer<Typed> visitor) {
        return all(visitor, e.arguments());
    }

    @Override
    public Void visitRecordLit(Typed.RecordLit e, Consumer<Typed> visitor) {
        return all(visitor, e.values());
    }

    @Override
    public Void visitListLit(Typed.ListLit e, Consumer<Typed> visitor) {
        return all(visitor, e.elements());
    }
}
