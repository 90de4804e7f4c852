package org.rulesc.compiler.ast;

import java.util.List;

/**
 * What a {@code game} declaration says: the board and the sequence it is played on, its pieces
 * and their state, the acts that change the state, what must hold after every act, and how the
 * game ends. The records are grouped here so that {@link Decl} keeps one line per kind.
 *
 * @param board the map the game is played on (null: none named)
 * @param sequence the turn sequence whose phases say which side acts and which actions it may take
 * @param pieces the kinds of piece (one for now); each has a side and typed state fields
 * @param setup the notation format of a record header line that places one piece (null: none)
 * @param records the notations the game's acts and result lines are written in, actions first
 * @param scenarios starting positions written as setup lines, for self-play
 * @param phaseStart effects run when a phase begins (its side bound as {@code side})
 * @param acts what a piece can do
 * @param invariants conditions checked after every act
 * @param end when the game ends before its last turn (null: only after it)
 * @param winner the result reported when it is over (null: none)
 * @param sceneries header formats whose lines are fixed features of the table, each read as a list
 * @param otherBoards the further maps the game may be played on ({@code board a, b, c}: b and c), each
 *     game on one of them; {@code board} names the first
 * @param musts the acts a piece owes before the phase being played may end ({@code must})
 * @param shared the game's own state ({@code state NAME { … }}), in order: none or one when checked
 */
public record Play(Name board, Name sequence, List<Piece> pieces, FormatRef setup, List<Name> records,
        List<Scenario> scenarios, List<Effect> phaseStart, List<Act> acts, List<Invariant> invariants, End end,
        End winner, List<Scenery> sceneries, List<Name> otherBoards, List<Must> musts, List<Shared> shared) {

    /**
     * {@code state table "卓上" { weapons: list<Weapon> = [] … }}: state that belongs to the game, not
     * to a piece (what lies on the table). Its expressions read it as {@code table.weapons} and
     * effects change it with {@code set table.weapons = …}; every field has an initial value, which
     * sees the board and the scenery. A game has at most one (the checker refuses a second).
     */
    public record Shared(Name name, String label, List<PieceField> fields, Meta meta) {}

    /**
     * {@code must morale_check when self.damaged}: a piece for which {@code when} holds (always, when
     * null) and which may take the act now owes it: the phase being played cannot end before it does.
     */
    public record Must(Name act, Expr when, Meta meta, Span span) {}

    /**
     * {@code scenery terrain: setup_record.ground draw 0..4}: header lines of that format are fixed
     * features of the table (terrain, objectives), read as the list {@code name}; {@code drawLo..drawHi}
     * lines are drawn by self-play when a scenario states none (both null: none drawn).
     */
    public record Scenery(Name name, FormatRef format, Integer drawLo, Integer drawHi, Span span) {}

    /** Every map the game may be played on, the first one first (empty: none named). */
    public List<Name> boards() {
        List<Name> out = new java.util.ArrayList<>();
        if (board != null) {
            out.add(board);
        }
        out.addAll(otherBoards);
        return out;
    }

    /** {@code piece AT "AT" of Player { hp: int = hp(type) … }}: each piece also has {@code side}. */
    public record Piece(Name name, String label, Name sides, List<PieceField> fields, Meta meta) {}

    /** A state field; {@code initial} null: given by the setup line. */
    public record PieceField(Name name, String label, TypeRef type, Expr initial, Meta meta) {}

    /** {@code setup setup_record.unit}. */
    public record FormatRef(Name notation, Name format, Meta meta) {}

    /**
     * {@code scenario "duel" { "unit / first / scout / 0707" … }}: setup lines and where each is written;
     * {@code scenario "house" on test_house { … }} names the map of a game with several ({@code map}
     * null: the first).
     */
    public record Scenario(String title, List<String> lines, List<Span> spans, Meta meta, Span span, Name map) {}

    /**
     * {@code act walk "歩行" as walk (hexes: int in 0..2, dest: hex within 2 of self.at) uses one_action { … }}.
     *
     * @param action the {@code action} a phase must allow for this act
     * @param limit the usage limit each use counts against, per acting piece (null: none)
     */
    public record Act(Name name, String label, Name action, List<ActParam> params, Name limit,
            List<Requirement> requires, List<Effect> effects, Meta meta) {}

    /**
     * A parameter and its choices: an int band {@code lo..hi}, a list {@code domain}, the board's
     * hexes within {@code reach} of {@code centre}, or for a {@code list<T>} parameter any selection
     * from {@code pool} ({@code boosts: list<Element> from self.type.elements}: each of its values at
     * most once, in its order, none to all); all null: every value of its type.
     */
    /**
     * A parameter and its choices; {@code from pool for each in over}: one selection from the pool
     * for each piece of the earlier parameter {@code over} (the pool may read {@code each}).
     */
    public record ActParam(Name name, TypeRef type, Expr lo, Expr hi, Expr domain, Expr reach, Expr centre, Expr pool,
            Name each, Name over) {}

    /**
     * {@code requires walk_ok(…) cite "【6】"}: refused, naming this rule, when it does not hold (the
     * refusal quotes the condition whole, also when the rulebook breaks it over several lines:
     * {@code TypedPlay.Requirement.text}).
     */
    public record Requirement(Expr condition, Meta meta) {}

    public record Invariant(Name name, String label, Expr condition, Meta meta) {}

    /** {@code end when …} or {@code winner …}: an expression and its provenance. */
    public record End(Expr value, Meta meta, Span span) {}

    /** What an act does, in order. */
    public sealed interface Effect {
        Span span();
    }

    /** {@code set target.hp = …}, or {@code set table.weapons = …} for the game's own state ({@link Shared}). */
    public record Set(Name piece, Name field, Expr value, Span span) implements Effect {}

    /** {@code remove target}: the piece leaves the game. */
    public record Remove(Name piece, Span span) implements Effect {}

    /**
     * {@code roll hit(…) as hit_die { … }}: rolls a check; in its body the sum is {@code as} (or
     * {@code roll}), {@code success} and each output are locals, and {@code on} picks by grade.
     * {@code chosen by self} ({@code chooser}, null without it): for a check whose grades the player
     * chooses, that piece's player picks one when several applied, and {@code on} follows the pick.
     */
    public record Roll(Expr.Call call, Name as, Name chooser, List<Effect> body, Meta meta, Span span) implements Effect {}

    /** {@code on success { … }}, {@code on exchange { … }}: only inside a roll, for that outcome. */
    public record On(Name outcome, List<Effect> body, Span span) implements Effect {}

    public record If(Expr condition, List<Effect> then, List<Effect> otherwise, Span span) implements Effect {}

    /** {@code for [index,] x in list { … }}: the body for each element, with its index (from 0) when named. */
    public record ForEach(Name index, Name variable, Expr source, List<Effect> body, Span span) implements Effect {}

    /**
     * {@code uses element_use(boost) when !boost.temporary}, among an act's items: one use of a limit
     * counted per acting piece and per {@code key} (a limit {@code per <Type>}), checked with the
     * requirements and counted when the act is performed; {@code when} null: always. Kept at the
     * front of the act's effects, which every other effect follows. {@code by} names the piece
     * parameter whose count it is ({@code uses element_use(guard) by target}: the target's boost,
     * declared in the attacker's act); null: the acting piece's. With {@code for b in boosts} ({@code each}
     * and {@code source} non-null) it is one use per value of the list, {@code b} bound to it in
     * {@code key} and {@code when}.
     */
    public record UsesKeyed(Name limit, Expr key, Expr when, Meta meta, Span span, Name by, Name each, Expr source)
            implements Effect {}

    /** {@code for k in 1..strikes { … }}: the body once for each whole number from lo to hi (none when hi < lo). */
    public record ForRange(Name variable, Expr lo, Expr hi, List<Effect> body, Span span) implements Effect {}

    /** {@code write result_record.shot_hit { at: target.at, … }}: a result line of the record. */
    public record Write(Name notation, Name format, List<Expr.FieldValue> fields, Meta meta, Span span)
            implements Effect {}
}
