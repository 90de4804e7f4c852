package org.rulesc.compiler.model;

import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Span;
import org.rulesc.runtime.HexGrid;

/**
 * An expression as the checker resolved it: one record per kind of {@link Expr}, each holding its
 * {@link Type}, its span and whatever the checker worked out about it (a name's {@link Ref}, a
 * call's {@link Callee} and its arguments in parameter order, a literal's value). Back ends
 * dispatch with an exhaustive {@code switch} over this sealed type, so a kind of expression added
 * to the language and forgotten in a back end does not compile, and none of them looks a fact up
 * by syntax node.
 *
 * <p>In a model with errors a tree may be incomplete: a name the checker could not resolve has a
 * null {@code ref}, a call a null {@code callee}, a node the checker never reached the type
 * {@link Type#ERROR}. Back ends that generate or run code see only models without errors.
 */
public sealed interface Typed {
    Type type();

    Span span();

    /** The expression as written: for passes that print it as written (doc, diff) or point at it. */
    Expr written();

    /**
     * Dispatches on the kind of expression: a back end implements one method per kind, so a kind
     * added to the language and forgotten in a back end does not compile. (Java 17 has no
     * exhaustive {@code switch} over a sealed type without preview features; this is its stand-in.)
     */
    <R, C> R accept(Visitor<R, C> v, C context);

    /**
     * One method per kind of typed expression.
     *
     * @param <R> what the pass computes
     * @param <C> what it carries down (the locals in scope…)
     */
    interface Visitor<R, C> {
        R visitIntLit(IntLit e, C context);

        R visitQuantityLit(QuantityLit e, C context);

        R visitTextLit(TextLit e, C context);

        R visitHexLit(HexLit e, C context);

        R visitBoolLit(BoolLit e, C context);

        R visitName(Name e, C context);

        R visitField(Field e, C context);

        R visitUnary(Unary e, C context);

        R visitBinary(Binary e, C context);

        R visitIf(If e, C context);

        R visitLet(Let e, C context);

        R visitAggregate(Aggregate e, C context);

        R visitFold(Fold e, C context);

        R visitIndex(Index e, C context);

        R visitReachable(Reachable e, C context);

        R visitCall(Call e, C context);

        R visitRecordLit(RecordLit e, C context);

        R visitListLit(ListLit e, C context);
    }

    record IntLit(long value, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitIntLit(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    /** {@code 15cm}, already in the rulebook's base unit ({@code length}). */
    record QuantityLit(long length, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitQuantityLit(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    record TextLit(String value, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitTextLit(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    /** {@code hex"0707"}, evaluated under the rulebook's hex labels. */
    record HexLit(HexGrid.Hex hex, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitHexLit(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    record BoolLit(boolean value, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitBoolLit(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    /** A name: a local, a constant, a map, an enum member or an entry. */
    record Name(String name, Ref ref, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitName(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    /**
     * {@code target.field}; {@code ref} is the member or entry it names ({@code terrain.plain}),
     * else null (a field of a value).
     */
    record Field(Typed target, String field, Ref ref, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitField(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    record Unary(String op, Typed operand, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitUnary(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    record Binary(String op, Typed left, Typed right, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitBinary(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    record If(Typed condition, Typed then, Typed otherwise, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitIf(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    record Let(String variable, Typed value, Typed body, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitLet(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    /** {@code sum(w in weapons: w.mp)} and friends; {@code index} is null unless written. */
    record Aggregate(String function, String index, String variable, Typed source, Typed body, Type type,
            Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitAggregate(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    /** {@code fold}/{@code scan}; {@code index} is null unless written. */
    record Fold(String function, String accumulator, Typed init, String index, String variable, Typed source,
            Typed body, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitFold(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    record Index(Typed target, Typed index, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitIndex(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    record Reachable(String variable, Typed from, Typed to, Typed steps, Typed condition, Type type, Expr written)
            implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitReachable(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    /** A call: what it calls, and its arguments in parameter order (named ones sorted into place). */
    record Call(String name, Callee callee, List<Typed> arguments, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitCall(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    /**
     * A value of a build; {@code values} in the order of the build's fields, null where a field
     * is not written (it has its default).
     */
    record RecordLit(Decl.Build build, List<Typed> values, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitRecordLit(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }

    record ListLit(List<Typed> elements, Type type, Expr written) implements Typed {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitListLit(this, context);
        }

        @Override
        public Span span() {
            return written.span();
        }
    }
}
