package org.rulesc.compiler.ast;

import java.util.List;

/** Expressions. Every node keeps its span for diagnostics. */
public sealed interface Expr {
    Span span();

    /** Dispatches on the kind of expression: a pass that forgets one does not compile. */
    <R, C> R accept(Visitor<R, C> v, C context);

    /**
     * One method per kind of expression, so every back end (the Java emitter, the interpreter)
     * is told by the Java compiler when a new kind is added.
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

        R visitNameRef(NameRef e, C context);

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

    record IntLit(long value, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitIntLit(this, context);
        }
    }

    /** {@code 15cm}: a number glued to a unit name. */
    record QuantityLit(long amount, String unit, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitQuantityLit(this, context);
        }
    }

    record TextLit(String value, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitTextLit(this, context);
        }
    }

    /** {@code hex"0707"}: a hex by its printed label. */
    record HexLit(String label, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitHexLit(this, context);
        }
    }

    record BoolLit(boolean value, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitBoolLit(this, context);
        }
    }

    record NameRef(Name name) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitNameRef(this, context);
        }

        @Override
        public Span span() {
            return name.span();
        }
    }

    record Field(Expr target, Name field, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitField(this, context);
        }
    }

    record Unary(String op, Expr operand, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitUnary(this, context);
        }
    }

    record Binary(String op, Expr left, Expr right, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitBinary(this, context);
        }
    }

    record If(Expr condition, Expr then, Expr otherwise, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitIf(this, context);
        }
    }

    record Let(Name variable, Expr value, Expr body, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitLet(this, context);
        }
    }

    /** {@code sum(w in weapons: w.mp)} and friends. */
    record Aggregate(String function, Name index, Name variable, Expr source, Expr body, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitAggregate(this, context);
        }

        public Aggregate(String function, Name variable, Expr source, Expr body, Span span) {
            this(function, null, variable, source, body, span);
        }
    }

    /**
     * {@code fold(left = 10, s in steps: left - s.cost)}: the accumulator after the last element
     * ({@code init} for an empty list); {@code scan(…)} the list of the accumulator after each
     * element. {@code index} (null unless written, {@code fold(acc = 0, i, s in xs: …)}) counts from 0.
     */
    record Fold(String function, Name accumulator, Expr init, Name index, Name variable, Expr source, Expr body,
            Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitFold(this, context);
        }
    }

    /** {@code xs[i]}: the element at index {@code i}, counting from 0. */
    record Index(Expr target, Expr index, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitIndex(this, context);
        }
    }

    /**
     * {@code reachable(h from a to b within n: cond)}: a path of at most n steps from hex a to
     * hex b, every hex entered (b included, a not) satisfying cond with h bound to it.
     */
    record Reachable(Name variable, Expr from, Expr to, Expr steps, Expr condition, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitReachable(this, context);
        }
    }

    record Call(Name callee, List<Argument> arguments, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitCall(this, context);
        }
    }

    /** {@code Doll { weapons: [pistol] }}: a value of a build. */
    record RecordLit(Name type, List<FieldValue> fields, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitRecordLit(this, context);
        }
    }

    record ListLit(List<Expr> elements, Span span) implements Expr {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitListLit(this, context);
        }
    }

    /** A call argument; {@code name} is null for a positional one. */
    record Argument(Name name, Expr value) {}

    record FieldValue(Name name, Expr value) {}
}
