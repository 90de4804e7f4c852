package org.rulesc.compiler.ast;

import java.util.List;

/** Expressions. Every node keeps its span for diagnostics. */
public sealed interface Expr {
    Span span();

    record IntLit(long value, Span span) implements Expr {}

    /** {@code 15cm}: a number glued to a unit name. */
    record QuantityLit(long amount, String unit, Span span) implements Expr {}

    record TextLit(String value, Span span) implements Expr {}

    /** {@code hex"0707"}: a hex by its printed label. */
    record HexLit(String label, Span span) implements Expr {}

    record BoolLit(boolean value, Span span) implements Expr {}

    record NameRef(Name name) implements Expr {
        @Override
        public Span span() {
            return name.span();
        }
    }

    record Field(Expr target, Name field, Span span) implements Expr {}

    record Unary(String op, Expr operand, Span span) implements Expr {}

    record Binary(String op, Expr left, Expr right, Span span) implements Expr {}

    record If(Expr condition, Expr then, Expr otherwise, Span span) implements Expr {}

    record Let(Name variable, Expr value, Expr body, Span span) implements Expr {}

    /** {@code sum(w in weapons: w.mp)} and friends. */
    record Aggregate(String function, Name index, Name variable, Expr source, Expr body, Span span) implements Expr {
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
            Span span) implements Expr {}

    /** {@code xs[i]}: the element at index {@code i}, counting from 0. */
    record Index(Expr target, Expr index, Span span) implements Expr {}

    /**
     * {@code reachable(h from a to b within n: cond)}: a path of at most n steps from hex a to
     * hex b, every hex entered (b included, a not) satisfying cond with h bound to it.
     */
    record Reachable(Name variable, Expr from, Expr to, Expr steps, Expr condition, Span span) implements Expr {}

    record Call(Name callee, List<Argument> arguments, Span span) implements Expr {}

    /** {@code Doll { weapons: [pistol] }}: a value of a build. */
    record RecordLit(Name type, List<FieldValue> fields, Span span) implements Expr {}

    record ListLit(List<Expr> elements, Span span) implements Expr {}

    /** A call argument; {@code name} is null for a positional one. */
    record Argument(Name name, Expr value) {}

    record FieldValue(Name name, Expr value) {}
}
