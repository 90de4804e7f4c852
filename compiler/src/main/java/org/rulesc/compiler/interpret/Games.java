package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.TypedPlay;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.GradeChoices;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquareLabels;

/**
 * A {@code game} run by the interpreter: an immutable {@link State}, the {@link #legalActions}
 * of the side whose phase it is, and {@link #perform}, which refuses an action with the rule
 * that forbids it ({@link Refusal}) or returns the new state and the result lines the act
 * wrote. Dice come only from the {@link Dice} passed in, so a game replays from its seed.
 *
 * <p>Effects run in order on a working copy of the pieces; a name that denotes a piece
 * ({@code self}, {@code target}, a loop variable) always reads the piece's current state, so
 * {@code set target.hp = …} followed by {@code if destroyed(target.hp)} sees the new value.
 *
 * <p>Every expression it evaluates is the checker's typed tree, read off the game's construct
 * ({@link TypedPlay}).
 *
 * <p>This class is the interpreter's API for a game: its records and the questions a referee,
 * self-play or a test asks. The parts behind it have their own files, along the seams the
 * generated game classes are split on: the game's course from start to end, with an act performed
 * ({@link GameCourse}), the listing of legal actions and their choices ({@link GameActions}), the
 * refusal of an action with the rule that forbids it ({@link GameRefusals}), and the effects,
 * which change the pieces ({@link GameWork}). What they share (the typed game, its acts, the
 * checks, the keyed limits, how a value is shown) stays here.
 */
public final class Games {
    final Interpreter in;
    final PlayModel pm;
    final Play play;
    /** The game's expressions, typed by the checker. */
    final TypedPlay typed;
    final Checks checks;
    private final Notations notations;

    public Games(Interpreter in, PlayModel pm) {
        this.in = in;
        this.pm = pm;
        this.play = pm.game().play();
        this.typed = in.model.construct(pm.game(), Construct.Game.class).typed();
        this.checks = new Checks(in);
        this.notations = new Notations(in);
        this.keyed = new KeyedUses(in);
        for (TypedPlay.Act act : typed.acts()) {
            acts.put(act.written(), act);
        }
        this.actions = new GameActions(this);
        this.refusals = new GameRefusals(this);
        this.course = new GameCourse(this);
    }

    /** The game's course: start, phases, an act performed, what is owed, the end. */
    final GameCourse course;

    /** The listing of legal actions and their choices. */
    final GameActions actions;

    /** The refusals of an action, with the rule that forbids it. */
    final GameRefusals refusals;

    /** The acts' limits counted per piece and key ({@code uses limit(key)}). */
    final KeyedUses keyed;

    public PlayModel model() {
        return pm;
    }

    public Interpreter interpreter() {
        return in;
    }

    /** A piece: a number that stays its own for the whole game, and its state (side first, then the fields). */
    public record Piece(int id, Values.RecordValue state) {
        public Object get(String field) {
            return state.get(field);
        }
    }

    /**
     * Where a game stands.
     *
     * @param turn the turn, from 1
     * @param phase the index of the phase in the sequence
     * @param pieces the pieces still in play, in setup order
     * @param used how often each piece has used each limit since the limit's scope began ({@code limit#id})
     * @param over whether the game has ended
     * @param scenery each {@code scenery}'s lines from the record's header, by the scenery's name
     * @param board the map the game is played on, by name (null: the game's first board, or none)
     * @param shared the game's own state ({@code state table { … }}; null: the game has none)
     */
    public record State(int turn, int phase, List<Piece> pieces, Map<String, Integer> used, boolean over,
            Map<String, List<Object>> scenery, String board, Values.RecordValue shared) {
        public State {
            pieces = List.copyOf(pieces);
            scenery = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(scenery));
            used = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(used));
        }

        /** The same state, the game over. */
        State ended() {
            return new State(turn, phase, pieces, used, true, scenery, board, shared);
        }

        public Piece piece(int id) {
            return pieces.stream().filter(p -> p.id() == id).findFirst().orElse(null);
        }
    }

    /** A piece chosen as a parameter, by its number. */
    public record PieceRef(int id) {}

    /** An act by a piece, its parameters in order (a piece parameter as a {@link PieceRef}). */
    public record Action(Play.Act act, int piece, List<Object> args) {}

    /** One result line an act wrote, in a notation of the game's records. */
    public record Written(Decl.Notation notation, Notations.Line line) {}

    /** The state after an action, and the lines it wrote. */
    public record Outcome(State state, List<Written> written) {}

    /** The rules refuse an action: which rule, where the document says so, and why. */
    public static final class Refusal extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String rule;
        private final String citation;

        Refusal(String rule, Meta meta, String message) {
            super(message, null, false, false);
            this.rule = rule;
            this.citation = meta == null ? "" : meta.citationText();
        }

        /** The rule's name or label. */
        public String rule() {
            return rule;
        }

        /** The document's sections (empty when the rule cites none). */
        public String citation() {
            return citation;
        }
    }

    /** An invariant that does not hold: a rulebook whose acts can break their own game. */
    public static final class InvariantBroken extends RuntimeException {
        private static final long serialVersionUID = 1L;

        InvariantBroken(Play.Invariant inv) {
            super("invariant `" + inv.name().text() + "`" + (inv.label() == null ? "" : " (" + inv.label() + ")")
                    + " does not hold" + (inv.meta().citationText().isEmpty() ? "" : " [" + inv.meta().citationText() + "]"),
                    null, false, false);
        }
    }

    // ---- the game's course ------------------------------------------------------------------

    /** The first phase of turn 1 with these pieces (each a setup line's fields), on the first board. */
    public State start(List<Map<String, Object>> setup) {
        return start(null, setup, Sceneries.none(pm));
    }

    /** The first phase of turn 1 with these pieces on a table laid out with this scenery (by name). */
    public State start(List<Map<String, Object>> setup, Map<String, List<Object>> scenery) {
        return start(null, setup, scenery);
    }

    /**
     * The first phase of turn 1 with these pieces on {@code board}, one of the game's boards by name
     * (null: the first).
     *
     * @throws IllegalArgumentException when the game has no board of that name
     */
    public State start(String board, List<Map<String, Object>> setup) {
        return start(board, setup, Sceneries.none(pm));
    }

    /** The first phase of turn 1 with these pieces, on {@code board} (null: the first), with this scenery. */
    public State start(String board, List<Map<String, Object>> setup, Map<String, List<Object>> scenery) {
        return course.start(board, setup, scenery);
    }

    /** The setup lines of a scenario that place pieces, parsed (its scenery lines: {@link #start(List, List)}). */
    public List<Map<String, Object>> scenario(Play.Scenario scenario) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (String line : scenario.lines()) {
            Notations.Line parsed = notations.parse(pm.links().setupNotation, line);
            if (Sceneries.of(pm, parsed.format()) == null) {
                out.add(parsed.fields());
            }
        }
        return out;
    }

    /** The first phase of turn 1 from header lines: pieces and scenery, as a record's header writes them. */
    public State start(List<Map<String, Object>> pieces, List<String> header) {
        return start(null, pieces, header);
    }

    /** {@link #start(List, List)} on {@code board} (null: the first). */
    public State start(String board, List<Map<String, Object>> pieces, List<String> header) {
        List<Object> lines = new ArrayList<>();
        for (String line : header) {
            Notations.Line parsed = notations.parse(pm.links().setupNotation, line);
            String scenery = Sceneries.of(pm, parsed.format());
            if (scenery != null) {
                lines.add(Sceneries.line(scenery, parsed));
            }
        }
        return start(board, pieces, Sceneries.collect(pm, lines));
    }

    /** The scenery lines self-play adds to a scenario's header (see {@link Sceneries#drawn}). */
    public List<String> drawnScenery(List<String> scenario, long seed) {
        return Sceneries.drawn(this, scenario, seed);
    }

    public Notations notations() {
        return notations;
    }

    /** The phase being played. */
    public Decl.Phase phase(State s) {
        return pm.sequence().phases().get(s.phase());
    }

    /** The side whose phase it is (null: a phase without a side, in which every side's pieces act). */
    public Values.EnumValue side(State s) {
        return phase(s).side() == null ? null : in.member(pm.sides(), phase(s).side().text());
    }

    /** The last turn (null: the sequence sets none). */
    public Integer turns() {
        return pm.sequence().turns();
    }

    /**
     * The game after the phase being played ends: the next phase, or the next turn's first; over after the last.
     *
     * @throws Refusal when a piece still owes an act in it ({@link #owed})
     */
    public State endPhase(State s) {
        return course.endPhase(s);
    }

    /**
     * The first act a piece owes before the phase being played may end ({@code must}), or null:
     * pieces in setup order, then the game's {@code must}s in order; a piece owes the act when it
     * may take it now (the phase allows it, its limit is not used up, some choice is legal) and the
     * {@code must}'s condition holds for it.
     */
    public Refusal owed(State s) {
        return course.owed(s);
    }

    // ---- actions ----------------------------------------------------------------------------

    /** Every action the side whose phase it is may take now, piece by piece, act by act, choices in order. */
    public List<Action> legalActions(State s) {
        return actions.legalActions(s);
    }

    /** Whether any piece may act now (the first legal action found ends the search). */
    public boolean anyLegal(State s) {
        return actions.anyLegal(s);
    }

    /** Each act, typed, by the act as written. */
    final Map<Play.Act, TypedPlay.Act> acts = new java.util.IdentityHashMap<>();

    /** Whether the checker typed an act's parameter as one piece. */
    public boolean choosesPiece(Play.Act act, int param) {
        return acts.get(act).params().get(param).type().equals(new Type.BuildType(pm.piece()));
    }

    /** Whether the checker typed an act's parameter as a selection of pieces ({@code list<Piece> from …}). */
    public boolean choosesPieces(Play.Act act, int param) {
        return acts.get(act).params().get(param).type().equals(new Type.ListType(new Type.BuildType(pm.piece())));
    }

    /** Whether {@code place} is a hex or square of the named board (null: the first). */
    public boolean onBoard(String board, Object place) {
        return actions.onBoard(board, place);
    }

    /** Why the rules refuse {@code a} now, or null when they allow it. */
    public Refusal refusal(State s, Action a) {
        return refusals.refusal(s, a);
    }

    /**
     * Performs {@code a} with {@code dice}; where a player chooses a grade ({@code roll … chosen by p}),
     * the first that applied.
     *
     * @throws Refusal when the rules do not allow it now
     * @throws InvariantBroken when the state it leads to breaks an invariant (a rulebook bug)
     */
    public Outcome perform(State s, Action a, Dice dice) {
        return perform(s, a, dice, GradeChoices.FIRST);
    }

    /**
     * Performs {@code a} with {@code dice}, asking {@code choices} for each grade a player chooses
     * ({@code roll … chosen by p}, when two or more grades applied), as the generated {@code perform} does.
     *
     * @throws Refusal when the rules do not allow it now
     * @throws InvariantBroken when the state it leads to breaks an invariant (a rulebook bug)
     */
    public Outcome perform(State s, Action a, Dice dice, GradeChoices choices) {
        return course.perform(s, a, dice, choices);
    }

    /** The game's result, when it declares one ({@code winner …}). */
    public Object winner(State s) {
        return course.winner(s);
    }

    /** A piece's state with these fields (side first). */
    Values.RecordValue record(Map<String, Object> fields) {
        return new Values.RecordValue(pm.piece().name().text(), fields);
    }

    // ---- words ------------------------------------------------------------------------------

    public static String label(Play.Act act) {
        return act.label() == null ? act.name().text() : act.label();
    }

    static String phaseLabel(Decl.Phase p) {
        return p.label() == null ? p.name().text() : p.label();
    }

    String side(Piece p) {
        Values.EnumValue v = (Values.EnumValue) p.get("side");
        String label = pm.sides().members().get(v.ordinal()).label();
        return label == null ? v.id() : label;
    }

    String show(GameWork w, Object v) {
        if (v instanceof List<?> l && !l.isEmpty() && l.get(0) instanceof PieceRef) { // pieces, as a record writes them
            return String.join("+", l.stream().map(x -> pm.position() == null ? "piece " + ((PieceRef) x).id()
                    : showValue(w.current(((PieceRef) x).id()).get(pm.position()))).toList());
        }
        if (v instanceof PieceRef ref) {
            Values.RecordValue r = w.current(ref.id());
            return pm.position() == null ? "piece " + ref.id() : "the piece at " + showValue(r.get(pm.position()));
        }
        return showValue(v);
    }

    /** A value as a record writes it: a hex, a member or an entry by its label. */
    public String showValue(Object v) {
        if (v instanceof HexGrid.Hex h && in.hexLabels != null) {
            return in.hexLabels.format(h);
        }
        if (v instanceof SquareGrid.Square sq) {
            return SquareLabels.format(sq);
        }
        if (v instanceof org.rulesc.runtime.Continuous.Point pt) {
            return org.rulesc.runtime.PointLabels.format(pt);
        }
        if (v instanceof Values.EnumValue e) {
            String label = e.decl().members().get(e.ordinal()).label();
            return label == null ? e.id() : label;
        }
        if (v instanceof Values.EntryValue e) { // an entry of a kind (a success element …), as a member
            return e.entry().label() == null ? e.id() : e.entry().label();
        }
        if (v instanceof List<?> l && !l.isEmpty() && l.get(0) instanceof List<?>) { // one selection per piece
            return String.join(";", l.stream().map(this::showValue).toList());
        }
        if (v instanceof List<?> l) { // a choice of several values, as a record writes it
            return l.isEmpty() ? "-" : String.join("+", l.stream().map(this::showValue).toList());
        }
        return in.show(v);
    }
}
