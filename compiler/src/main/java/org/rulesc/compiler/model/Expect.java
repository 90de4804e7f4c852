package org.rulesc.compiler.model;

import java.util.List;
import org.rulesc.compiler.ast.Decl;

/**
 * An assertion of an {@code example} or a {@code forall}: as written ({@link #written()}: its
 * span, names and text), with every expression in it typed. One record per kind: a pass over
 * them implements {@link Visitor}, so a kind added here does not compile until every pass says
 * what it does with it.
 *
 * <p>Its own file, not a member of {@link Construct}: an assertion is not a declaration but a
 * part of two ({@link Construct.Example}, {@link Construct.Forall}), with its own kinds and its
 * own visitor, and only the passes that run or emit tests (and the checker that builds them)
 * read it.
 */
public sealed interface Expect {
    /** The assertion as written. */
    Decl.Assertion written();

    <R> R accept(Visitor<R> v);

    /** One method per kind of assertion. */
    interface Visitor<R> {
        R visitCondition(Condition x);

        R visitComparison(Comparison x);

        R visitRefused(Refused x);

        R visitValid(Valid x);

        R visitViolates(Violates x);

        R visitCheckRoll(CheckRoll x);

        R visitOrderRoll(OrderRoll x);

        R visitChain(Chain x);

        R visitTransition(Transition x);

        R visitNotation(Notation x);
    }

    /** {@code expect CONDITION} (not written as {@code ==} or {@code !=}): the condition typed. */
    record Condition(Decl.ExpectTrue written, Typed condition) implements Expect {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitCondition(this);
        }
    }

    /** {@code expect A == B} ({@code equal}) or {@code expect A != B}: each side typed. */
    record Comparison(Decl.ExpectTrue written, boolean equal, Typed left, Typed right) implements Expect {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitComparison(this);
        }
    }

    /** {@code expect EXPR is refused}: the expression typed. */
    record Refused(Decl.ExpectRefused written, Typed expr) implements Expect {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitRefused(this);
        }
    }

    /** {@code expect BUILD is valid}: the build typed. */
    record Valid(Decl.ExpectValid written, Typed build) implements Expect {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitValid(this);
        }
    }

    /** {@code expect BUILD violates …}: the build typed. */
    record Violates(Decl.ExpectViolates written, Typed build) implements Expect {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitViolates(this);
        }
    }

    /**
     * {@code expect roll} of a check: its call, the rigged faces and each expected outcome
     * (with its value, where it has one), typed, in the order written.
     */
    record CheckRoll(Decl.ExpectRoll written, Typed.Call call, Decl.Check check, List<Typed> faces,
            List<Outcome> outcomes) implements Expect {
        public CheckRoll {
            faces = List.copyOf(faces);
            outcomes = List.copyOf(outcomes);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitCheckRoll(this);
        }
    }

    /**
     * {@code expect roll} of an order: its call, the rigged faces and each expected order,
     * typed, in the order written.
     */
    record OrderRoll(Decl.ExpectRoll written, Typed.Call call, Decl.Order order, List<Typed> faces,
            List<Outcome> outcomes) implements Expect {
        public OrderRoll {
            faces = List.copyOf(faces);
            outcomes = List.copyOf(outcomes);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitOrderRoll(this);
        }
    }

    /** An expected outcome of a roll, as written, and its value typed (null: it has none). */
    record Outcome(Decl.OutcomeExpect written, Typed value) {}

    /** {@code expect CHAIN(…) done by …} or {@code … steps …}: the call of the chain typed. */
    record Chain(Decl.ExpectChain written, Typed.Call call) implements Expect {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitChain(this);
        }
    }

    /**
     * An expected transition of a status: the event's call, the turn its state began
     * ({@code since}; null: not written) and the turn of the event ({@code at}; null: not
     * written), the values it starts with in the order of the status's fields (null where a
     * field is not given) and the values expected after it in the order written, typed.
     */
    record Transition(Decl.ExpectTransition written, Typed.Call event, Typed since, Typed at, List<Typed> with,
            List<Typed> then) implements Expect {
        public Transition {
            with = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(with));
            then = List.copyOf(then);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitTransition(this);
        }
    }

    /**
     * {@code expect NOTATION parses …}, {@code formats …} or {@code rejects …}: a record's field
     * values are typed on the model ({@link Model#fieldValues}).
     */
    record Notation(Decl.Assertion written) implements Expect {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitNotation(this);
        }
    }
}
