package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.Games.label;
import static org.rulesc.compiler.interpret.Games.phaseLabel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.interpret.Games.Action;
import org.rulesc.compiler.interpret.Games.InvariantBroken;
import org.rulesc.compiler.interpret.Games.Outcome;
import org.rulesc.compiler.interpret.Games.Piece;
import org.rulesc.compiler.interpret.Games.PieceRef;
import org.rulesc.compiler.interpret.Games.Refusal;
import org.rulesc.compiler.interpret.Games.State;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Typed;
import org.rulesc.compiler.model.TypedPlay;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.GradeChoices;

/**
 * A game's course: its start, each phase entered (the uses of limits that end with it cleared,
 * its start effects run) and ended (not while a piece owes an act: {@code must}), an act performed,
 * and the end, judged after every act and every phase boundary; the invariants are judged after
 * each of them too.
 *
 * <p>Its own file because this is what moves a game from one state to the next; the listing
 * ({@link GameActions}) and the refusals ({@link GameRefusals}) only answer questions about one
 * state, and the effects ({@link GameWork}) change the pieces within one step. The generated
 * engines keep the same seam ({@code start}, {@code endPhase}, {@code owed} and the phases are
 * written by {@code emit/GameCourseEmitter}).
 */
final class GameCourse {
    private final Games games;
    private final Interpreter in;
    private final PlayModel pm;
    private final Play play;
    private final TypedPlay typed;
    /** Each phase's condition, typed (null: none), in the order of the phases. */
    private final List<Typed> phaseConditions;
    /** Every limit the game's acts count uses of, as the checker resolved them (plain and keyed). */
    private final List<Decl.Limit> limits;

    GameCourse(Games games) {
        this.games = games;
        this.in = games.in;
        this.pm = games.pm;
        this.play = games.play;
        this.typed = games.typed;
        this.phaseConditions = in.model.construct(pm.sequence(), Construct.Sequence.class).conditions();
        java.util.Set<Decl.Limit> counted = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        counted.addAll(pm.links().limits.values());
        counted.addAll(pm.links().keyedLimits.values());
        this.limits = List.copyOf(counted);
    }

    /** Turn 1's first phase: the pieces set up in order, then the game's own state, then the phase entered. */
    State start(String board, List<Map<String, Object>> setup, Map<String, List<Object>> scenery) {
        board = GameBoards.name(pm, board);
        List<Piece> pieces = new ArrayList<>();
        for (Map<String, Object> given : setup) {
            Map<String, Object> fields = new LinkedHashMap<>();
            Env env = Sceneries.bind(GameBoards.bind(in, pm, board, Env.empty()), scenery).with("side", given.get("side"));
            fields.put("side", given.get("side"));
            for (TypedPlay.PieceField f : typed.fields()) {
                String name = f.written().name().text();
                Object v = given.containsKey(name) ? given.get(name) : in.eval(f.initial(), env);
                fields.put(name, v);
                env = env.with(name, v);
            }
            pieces.add(new Piece(pieces.size() + 1, games.record(fields)));
        }
        State s = new State(1, -1, pieces, Map.of(), false, scenery, board, initialShared(board, scenery));
        return enterPhase(s, 1, nextPhase(1, -1));
    }

    /**
     * The game's own state when a game starts on {@code board} with this scenery: each field's
     * initial value in order, each seeing the board, the scenery and the fields before it (null:
     * the game has none).
     */
    Values.RecordValue initialShared(String board, Map<String, List<Object>> scenery) {
        if (pm.links().shared == null) {
            return null;
        }
        Env env = Sceneries.bind(GameBoards.bind(in, pm, board, Env.empty()), scenery);
        Map<String, Object> fields = new LinkedHashMap<>();
        for (TypedPlay.PieceField f : typed.shared()) {
            Object v = in.eval(f.initial(), env);
            fields.put(f.written().name().text(), v);
            env = env.with(f.written().name().text(), v);
        }
        return new Values.RecordValue(pm.links().shared.name().text(), fields);
    }

    /** The next phase (or the next turn's first), entered; over after the last turn or when the end holds. */
    State endPhase(State s) {
        if (s.over()) {
            return s;
        }
        Refusal owes = owed(s);
        if (owes != null) {
            throw owes;
        }
        int next = nextPhase(s.turn(), s.phase());
        int turn = s.turn();
        if (next < 0) {
            turn++;
            if (games.turns() != null && turn > games.turns()) {
                return s.ended();
            }
            next = nextPhase(turn, -1);
        }
        // the end is also judged where the walker passes a boundary: when a phase ends (or the
        // turn does), once the next phase's start effects have run; not at the game's start
        State entered = enterPhase(s, turn, next);
        return ends(entered) ? entered.ended() : entered;
    }

    /** The first act a piece owes before the phase may end, or null (see {@link Games#owed}). */
    Refusal owed(State s) {
        if (s.over() || play.musts().isEmpty()) {
            return null;
        }
        for (Piece p : s.pieces()) {
            if (games.side(s) != null && !p.get("side").equals(games.side(s))) {
                continue;
            }
            for (TypedPlay.Must m : typed.musts()) {
                TypedPlay.Act act = games.acts.get(m.act());
                if (games.refusals.refusedBeforeChoices(s, m.act(), p) != null) {
                    continue;
                }
                GameWork w = new GameWork(games, s);
                if (m.when() != null && !Interpreter.bool(in.eval(m.when(), w.actEnv(p.id(), m.act(), List.of())))) {
                    continue;
                }
                List<Action> out = new ArrayList<>();
                games.actions.choose(s, act, p, 0, new ArrayList<>(), Env.empty(), out);
                if (!out.isEmpty()) {
                    return new Refusal(label(m.act()), m.written().meta(), games.show(w, new PieceRef(p.id())) + " owes "
                            + label(m.act()) + " before " + phaseLabel(games.phase(s)) + " ends");
                }
            }
        }
        return null;
    }

    /** Whether the game ends ({@code end when}): judged after every act and every phase boundary. */
    private boolean ends(State s) {
        return typed.end() != null && Interpreter.bool(in.eval(typed.end(), new GameWork(games, s).gameEnv()));
    }

    /** The index of the next phase after {@code after} that runs in this turn, or -1. */
    private int nextPhase(int turn, int after) {
        List<Decl.Phase> phases = pm.sequence().phases();
        for (int i = after + 1; i < phases.size(); i++) {
            Typed condition = phaseConditions.get(i);
            if (condition == null || Interpreter.bool(in.eval(condition, Env.empty().with("turn", turn)))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@code phase} of {@code turn} entered: the uses of limits that end with it cleared, its start
     * effects run, the invariants judged.
     */
    private State enterPhase(State s, int turn, int phase) {
        Map<String, Integer> used = new LinkedHashMap<>(s.used());
        boolean newTurn = turn != s.turn();
        // the uses of each limit that ends with this phase (or turn), as the checker resolved the game's limits
        for (Decl.Limit l : limits) {
            String scope = l.scope().text();
            if (scope.equals("phase") || newTurn && scope.equals("turn")) {
                used.keySet().removeIf(k -> k.startsWith(l.name().text() + "#"));
            }
        }
        State entered = new State(turn, phase, s.pieces(), used, false, s.scenery(), s.board(), s.shared());
        GameWork w = new GameWork(games, entered);
        // in a phase without a side, `side` is none: `p.side == side` holds for no piece
        Env env = w.gameEnv().with("side", games.side(entered));
        w.run(typed.phaseStart(), env, Map.of(), null);
        State after = w.state(entered.used());
        invariants(after);
        return after;
    }

    /**
     * {@code a} performed: refused first, then its keyed uses counted, its effects run, its limit
     * counted, the invariants judged and the end; the state it leads to and the lines it wrote.
     */
    Outcome perform(State s, Action a, Dice dice, GradeChoices choices) {
        Refusal r = games.refusals.refusal(s, a);
        if (r != null) {
            throw r;
        }
        GameWork w = new GameWork(games, s);
        w.dice = dice;
        w.choices = choices;
        Env env = w.actEnv(a.piece(), a.act(), a.args());
        Map<String, Integer> names = new LinkedHashMap<>();
        names.put("self", a.piece());
        for (int i = 0; i < a.args().size(); i++) {
            if (a.args().get(i) instanceof PieceRef ref) {
                names.put(a.act().params().get(i).name().text(), ref.id());
            }
        }
        Map<String, Integer> used = new LinkedHashMap<>(s.used());
        TypedPlay.Act act = games.acts.get(a.act());
        games.keyed.count(act, a.piece(), a.args(), env, used);
        w.run(act.effects(), env, names, null);
        Decl.Limit limit = pm.links().limits.get(a.act());
        if (limit != null) {
            used.merge(limit.name().text() + "#" + a.piece(), 1, Integer::sum);
        }
        State after = w.state(used);
        invariants(after);
        if (ends(after)) {
            after = after.ended();
        }
        return new Outcome(after, List.copyOf(w.written));
    }

    /** Every invariant judged on {@code s}: one that does not hold is a rulebook that breaks its own game. */
    private void invariants(State s) {
        Env env = new GameWork(games, s).gameEnv();
        for (TypedPlay.Invariant inv : typed.invariants()) {
            if (!Interpreter.bool(in.eval(inv.condition(), env))) {
                throw new InvariantBroken(inv.written());
            }
        }
    }

    /** The game's result, when it declares one ({@code winner …}). */
    Object winner(State s) {
        return typed.winner() == null ? null : in.eval(typed.winner(), new GameWork(games, s).gameEnv());
    }
}
