package org.rulesc.compiler.model;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;

/**
 * A checked {@code game}'s expressions as typed trees, where the back ends (the generated game
 * class, the interpreter's {@code Games}) read them: the pieces' initial values, the effects at a
 * phase's start, each act with its parameters' choices, its requirements and its effects, the
 * invariants, {@code end}, {@code winner} and the {@code must}s. (The conditions of the phases are
 * its sequence's, {@link Construct.Sequence#conditions()}.)
 * The checker builds it once ({@code check.Constructs}, held by {@link Construct.Game#typed()});
 * each record keeps its written node ({@code written}) for names, spans, labels and citations.
 *
 * @param fields the first piece's declared fields, in order, each with its initial value typed
 * @param shared the fields of the game's own state ({@code state table { … }}), in order, each with
 *     its initial value typed (empty: the game has none)
 * @param phaseStart the effects run when a phase begins
 * @param acts the acts, in order
 * @param invariants the invariants, in order
 * @param end the {@code end when} condition (null: none)
 * @param winner the {@code winner} value (null: none)
 * @param musts the {@code must}s, in order
 */
public record TypedPlay(List<PieceField> fields, List<Effect> phaseStart, List<Act> acts, List<Invariant> invariants,
        Typed end, Typed winner, List<Must> musts, List<PieceField> shared) {
    public TypedPlay {
        fields = List.copyOf(fields);
        shared = List.copyOf(shared);
        phaseStart = List.copyOf(phaseStart);
        acts = List.copyOf(acts);
        invariants = List.copyOf(invariants);
        musts = List.copyOf(musts);
    }

    /** The act written as {@code written}. */
    public Act act(Play.Act written) {
        for (Act a : acts) {
            if (a.written() == written) {
                return a;
            }
        }
        throw new IllegalStateException("no act " + written.name().text() + " in this game");
    }

    /** The first piece's field named {@code name}. */
    public PieceField field(String name) {
        return fields.stream().filter(f -> f.written().name().text().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no piece field " + name));
    }

    /** A declared field of the piece (or of the game's state) and its initial value (null: the setup line gives it). */
    public record PieceField(Play.PieceField written, Typed initial) {}

    /** {@code invariant NAME: condition}. */
    public record Invariant(Play.Invariant written, Typed condition) {}

    /** {@code must act when cond}: the act owed (resolved) and the condition (null: always). */
    public record Must(Play.Must written, Play.Act act, Typed when) {}

    /**
     * An act: its parameters with their types and choices, its requirements and its effects (its
     * keyed uses first, as written), typed; {@code uses} are the keyed uses among the effects, in
     * order, gathered once (the interpreter asks for them on every action it lists or refuses).
     */
    public record Act(Play.Act written, List<Param> params, List<Requirement> requires, List<Effect> effects,
            List<UsesKeyed> uses) {
        public Act {
            params = List.copyOf(params);
            requires = List.copyOf(requires);
            effects = List.copyOf(effects);
            uses = List.copyOf(uses);
        }

        public Act(Play.Act written, List<Param> params, List<Requirement> requires, List<Effect> effects) {
            this(written, params, requires, effects, keyedUses(effects));
        }

        private static List<UsesKeyed> keyedUses(List<Effect> effects) {
            List<UsesKeyed> out = new ArrayList<>();
            for (Effect e : effects) {
                if (e instanceof UsesKeyed u) {
                    out.add(u);
                }
            }
            return out;
        }

        /** The requirements tested once exactly {@code choices} choices are made ({@link Requirement#level}). */
        public List<Requirement> requiresAt(int choices) {
            return requires.stream().filter(r -> r.level() == choices).toList();
        }

        /** Whether a keyed use can first be counted after exactly {@code choices} choices. */
        public boolean usesReadyAt(int choices) {
            return uses.stream().anyMatch(u -> u.level() == choices);
        }
    }

    /**
     * A parameter: its type as the checker resolved it, and its choices typed: an int band
     * {@code lo..hi}, a list {@code domain}, the places within {@code reach} of {@code centre}, a
     * selection from {@code pool} (each null unless written; all null: every value of the type).
     * {@code over}: for one selection per piece ({@code from pool for t in pieces}), the index of
     * the parameter {@code pieces}, whose pieces the pool reads as {@code written.each()}; else -1.
     */
    public record Param(Play.ActParam written, Type type, Typed lo, Typed hi, Typed domain, Typed reach, Typed centre,
            Typed pool, int over) {
        public String name() {
            return written.name().text();
        }

        /** Whether this is one selection per piece of an earlier parameter. */
        public boolean perPiece() {
            return over >= 0;
        }
    }

    /**
     * {@code requires cond}: the condition typed, the condition as written (whole, on one line:
     * what a refusal quotes, {@link SourceText}), and the number of choices made when it is first
     * tested while listing the legal choices: one more than the last parameter it or a requirement
     * written before it names (0: before any choice).
     */
    public record Requirement(Play.Requirement written, Typed condition, String text, int level) {}

    /** What an act does (or a phase's start), one record per kind of {@link Play.Effect}. */
    public sealed interface Effect {
        Play.Effect written();

        /** Dispatches on the kind of effect: a kind added and forgotten in a back end does not compile. */
        <R, C> R accept(Visitor<R, C> v, C context);
    }

    /** One method per kind of effect. */
    public interface Visitor<R, C> {
        R visitSet(Set e, C context);

        R visitSetShared(SetShared e, C context);

        R visitRemove(Remove e, C context);

        R visitRoll(Roll e, C context);

        R visitOn(On e, C context);

        R visitIf(If e, C context);

        R visitForEach(ForEach e, C context);

        R visitUsesKeyed(UsesKeyed e, C context);

        R visitForRange(ForRange e, C context);

        R visitWrite(Write e, C context);
    }

    /** {@code set target.hp = value}. */
    public record Set(Play.Set written, Typed value) implements Effect {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitSet(this, context);
        }
    }

    /** {@code set table.weapons = value}: a field of the game's own state, not of a piece. */
    public record SetShared(Play.Set written, Typed value) implements Effect {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitSetShared(this, context);
        }
    }

    /** {@code remove target}. */
    public record Remove(Play.Remove written) implements Effect {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitRemove(this, context);
        }
    }

    /** {@code roll check(…) as x chosen by p { … }}: the check rolled (resolved), its call typed, the body. */
    public record Roll(Play.Roll written, Decl.Check check, Typed.Call call, List<Effect> body) implements Effect {
        public Roll {
            body = List.copyOf(body);
        }

        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitRoll(this, context);
        }
    }

    /** {@code on outcome { … }}. */
    public record On(Play.On written, List<Effect> body) implements Effect {
        public On {
            body = List.copyOf(body);
        }

        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitOn(this, context);
        }
    }

    /** {@code if cond { … } else { … }}. */
    public record If(Play.If written, Typed condition, List<Effect> then, List<Effect> otherwise) implements Effect {
        public If {
            then = List.copyOf(then);
            otherwise = List.copyOf(otherwise);
        }

        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitIf(this, context);
        }
    }

    /** {@code for x in source { … }}. */
    public record ForEach(Play.ForEach written, Typed source, List<Effect> body) implements Effect {
        public ForEach {
            body = List.copyOf(body);
        }

        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitForEach(this, context);
        }
    }

    /**
     * {@code uses limit(key) for b in source by p when cond}: the limit (resolved), the key, the
     * condition (null: always) and the list (null: none) typed, and the number of choices after
     * which it can first be counted: one more than the last parameter its key, list, condition or
     * piece names.
     */
    /**
     * {@code uses limit(key) [for x in source] [by p] [when cond]}; {@code perPiece}: the source is
     * one selection per piece of {@code p} (a list of pieces), each value counted for its piece.
     */
    public record UsesKeyed(Play.UsesKeyed written, Decl.Limit limit, Typed key, Typed when, Typed source, int level,
            boolean perPiece)
            implements Effect {
        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitUsesKeyed(this, context);
        }
    }

    /** {@code for k in lo..hi { … }}. */
    public record ForRange(Play.ForRange written, Typed lo, Typed hi, List<Effect> body) implements Effect {
        public ForRange {
            body = List.copyOf(body);
        }

        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitForRange(this, context);
        }
    }

    /**
     * {@code write notation.format { field: value, … }}: the notation (resolved), its format, and
     * the written values typed, in the format's field order.
     */
    public record Write(Play.Write written, Decl.Notation notation, Decl.Format format, List<WriteField> fields)
            implements Effect {
        public Write {
            fields = List.copyOf(fields);
        }

        @Override
        public <R, C> R accept(Visitor<R, C> v, C context) {
            return v.visitWrite(this, context);
        }
    }

    /** A field of a written result line and its value. */
    public record WriteField(Decl.PatternField field, Typed value) {}
}
