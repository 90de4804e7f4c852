package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.StateFields;
import org.rulesc.compiler.model.Typed;
import org.rulesc.compiler.model.TypedPlay;
import org.rulesc.runtime.Continuous;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexMap;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquareMap;
import org.rulesc.runtime.StateJson;
import org.rulesc.runtime.StateShape;

/**
 * A {@link Games.State} to and from JSON in the shape {@link StateShape} describes, the same text
 * as the generated class's {@code toJson} and {@code fromJson} for the same state.
 */
public final class GameJson {
    private final Interpreter in;
    private final PlayModel pm;
    private final List<StateFields.Field> fields;
    /** The fields of the game's own state (empty: none). */
    private final List<StateFields.Field> shared;
    private final StateShape shape;

    private final Games games;

    /** The game's invariants, typed by the checker. */
    private final TypedPlay typed;
    /** Each phase's condition, typed (null: none), in the order of the phases. */
    private final List<Typed> phaseConditions;

    public GameJson(Games games) {
        this.games = games;
        this.in = games.interpreter();
        this.pm = games.model();
        this.typed = in.model.construct(pm.game(), Construct.Game.class).typed();
        this.phaseConditions = in.model.construct(pm.sequence(), Construct.Sequence.class).conditions();
        this.fields = StateFields.of(in.model, pm);
        this.shared = StateFields.shared(in.model, pm);
        List<String> phases = pm.sequence().phases().stream().map(p -> p.name().text()).toList();
        Integer turns = pm.sequence().turns();
        this.shape = new StateShape(pm.game().name().text(), phases, this::runs, turns == null ? 0 : turns,
                shaped(fields), StateFields.limits(pm), shaped(shared));
    }

    private List<StateShape.Field> shaped(List<StateFields.Field> fields) {
        List<StateShape.Field> shaped = new ArrayList<>();
        for (StateFields.Field f : fields) {
            StateShape.Field one = switch (f.kind()) {
                case NAME -> StateShape.Field.names(f.name(), StateFields.names(in.model, f.decl()));
                case HEX -> StateShape.Field.place(f.name(), f.kind(), label -> hex((String) label) != null);
                case SQUARE -> StateShape.Field.place(f.name(), f.kind(), sq -> onBoard(sq));
                case POINT -> StateShape.Field.place(f.name(), f.kind(), pt -> onTable((Continuous.Point) pt));
                default -> StateShape.Field.of(f.name(), f.kind());
            };
            shaped.add(f.list() ? StateShape.Field.list(one) : one);
        }
        return shaped;
    }

    /** The state as JSON. */
    public String write(Games.State s) {
        List<Object> pieces = new ArrayList<>();
        for (Games.Piece p : s.pieces()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("id", p.id());
            for (StateFields.Field f : fields) {
                o.put(f.name(), value(f, p.get(f.name())));
            }
            pieces.add(o);
        }
        Map<String, Object> top = StateShape.top(pm.game().name().text(),
                GameBoards.named(pm) ? GameBoards.name(pm, s.board()) : null, s.turn(),
                pm.sequence().phases().get(s.phase()).name().text(), s.over(), pieces, s.used());
        if (!pm.links().scenery.isEmpty()) {
            top.put("scenery", Sceneries.lines(games, s.scenery()));
        }
        if (!shared.isEmpty()) {
            Map<String, Object> own = new LinkedHashMap<>();
            for (StateFields.Field f : shared) {
                own.put(f.name(), value(f, s.shared().get(f.name())));
            }
            top.put("shared", own);
        }
        return StateJson.write(top);
    }

    private Object value(StateFields.Field f, Object v) {
        v = Interpreter.force(v);
        if (f.list()) {
            return ((List<?>) v).stream().map(x -> element(f, Interpreter.force(x))).toList();
        }
        return element(f, v);
    }

    private Object element(StateFields.Field f, Object v) {
        return switch (f.kind()) {
            case INT, BOOL -> v;
            case NAME -> v instanceof Values.EnumValue e ? e.id() : ((Values.EntryValue) v).id();
            case HEX -> in.hexLabels.format((HexGrid.Hex) v);
            case SQUARE -> StateJson.square((SquareGrid.Square) v);
            case POINT -> StateJson.point((Continuous.Point) v);
        };
    }

    /**
     * A state read from JSON.
     *
     * @throws StateJson.Error when the text is not JSON, not a state of this game, or a state that
     *     breaks one of its invariants
     */
    public Games.State read(String json) {
        StateJson.Obj top = shape.check(json, !pm.links().scenery.isEmpty(),
                GameBoards.named(pm) ? GameBoards.names(pm) : List.of());
        String board = GameBoards.named(pm) ? top.text("board") : null;
        List<Games.Piece> pieces = new ArrayList<>();
        List<Object> list = StateJson.array(top.get("pieces"), "$.pieces");
        for (Object item : list) {
            StateJson.Obj p = StateJson.object(item, "");
            Map<String, Object> state = new LinkedHashMap<>();
            for (StateFields.Field f : fields) {
                state.put(f.name(), read(f, p.get(f.name())));
            }
            pieces.add(new Games.Piece(p.integer("id"), new Values.RecordValue(pm.piece().name().text(), state)));
        }
        int phase = pm.sequence().phases().stream().map(x -> x.name().text()).toList().indexOf(top.text("phase"));
        Values.RecordValue own = null;
        if (pm.links().shared != null) {
            Map<String, Object> state = new LinkedHashMap<>();
            StateJson.Obj written = shared.isEmpty() ? null : StateJson.object(top.get("shared"), "$.shared");
            for (StateFields.Field f : shared) {
                state.put(f.name(), read(f, written.get(f.name())));
            }
            own = new Values.RecordValue(pm.links().shared.name().text(), state);
        }
        Games.State s = new Games.State(top.integer("turn"), phase, pieces, StateShape.used(top), top.bool("over"),
                pm.links().scenery.isEmpty() ? Sceneries.none(pm) : Sceneries.read(games, StateShape.scenery(top)),
                GameBoards.name(pm, board), own);
        if (GameBoards.named(pm) && pm.position() != null) {
            Decl on = GameBoards.decl(pm, board);
            for (int i = 0; i < pieces.size(); i++) {
                Object at = pieces.get(i).get(pm.position());
                boolean there = in.map(on) instanceof SquareMap<?, ?> m ? m.contains((SquareGrid.Square) at)
                        : ((HexMap<?>) in.map(on)).contains((HexGrid.Hex) at);
                if (!there) {
                    throw new StateJson.Error("$.pieces[" + i + "]." + pm.position() + ": not a place of the board "
                            + board);
                }
            }
        }
        invariants(s);
        return s;
    }

    private Object read(StateFields.Field f, Object v) {
        if (f.list()) {
            return StateJson.array(v, "").stream().map(x -> readElement(f, x)).toList();
        }
        return readElement(f, v);
    }

    private Object readElement(StateFields.Field f, Object v) {
        return switch (f.kind()) {
            case INT, BOOL -> v;
            case NAME -> f.decl() instanceof Decl.Enum e ? in.member(e, (String) v)
                    : in.entries((Decl.Kind) f.decl()).get(StateFields.names(in.model, f.decl()).indexOf(v));
            case HEX -> hex((String) v);
            case SQUARE -> StateJson.square(v, "");
            case POINT -> StateJson.point(v, "");
        };
    }

    /** The invariants of the game, on a state read from JSON: a state that breaks one is refused. */
    private void invariants(Games.State s) {
        List<Object> states = new ArrayList<>();
        s.pieces().forEach(p -> states.add(p.state()));
        Env env = Sceneries.bind(GameBoards.bind(in, pm, s.board(), Env.empty()), s.scenery()).with("turn", s.turn())
                .with("pieces", java.util.Collections.unmodifiableList(states));
        if (s.shared() != null) {
            env = env.with(pm.links().sharedName, s.shared());
        }
        for (TypedPlay.Invariant t : typed.invariants()) {
            Play.Invariant inv = t.written();
            if (!Interpreter.bool(in.eval(t.condition(), env))) {
                throw new StateJson.Error("$: the state breaks the game: invariant `" + inv.name().text() + "`"
                        + (inv.label() == null ? "" : " (" + inv.label() + ")") + " does not hold"
                        + (inv.meta().citationText().isEmpty() ? "" : " [" + inv.meta().citationText() + "]"));
            }
        }
    }

    private boolean runs(int turn, int phase) {
        Typed condition = phaseConditions.get(phase);
        return condition == null || Interpreter.bool(in.eval(condition, Env.empty().with("turn", turn)));
    }

    /** The hex a label names on the board, or null. */
    private HexGrid.Hex hex(String label) {
        if (in.hexLabels == null) {
            return null;
        }
        try {
            HexGrid.Hex h = in.hexLabels.parse(label);
            // no board: any hex the labels name
            // on a game of several boards, a hex of any: the state's board is checked once it is read
            return board() == null || pm.links().boards.stream()
                    .anyMatch(b -> in.map(b) instanceof HexMap<?> m && m.contains(h)) ? h : null;
        } catch (RuntimeException notALabel) {
            return null;
        }
    }

    private boolean onBoard(Object square) {
        // on a game of several boards, a square of any: the state's board is checked once it is read
        return board() == null || pm.links().boards.stream()
                .anyMatch(b -> in.map(b) instanceof SquareMap<?, ?> m && m.contains((SquareGrid.Square) square));
    }

    private boolean onTable(Continuous.Point p) {
        return !(pm.board() instanceof Decl.TableBoard t) || TableChoices.table(in, t).contains(p);
    }

    private Object board() {
        return pm.board() == null ? null : in.map(pm.board());
    }
}
