package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Games.Action;
import org.rulesc.compiler.interpret.Games.Piece;
import org.rulesc.compiler.interpret.Games.PieceRef;
import org.rulesc.compiler.interpret.Games.State;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.TypedPlay;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexMap;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquareMap;

/**
 * What the side whose phase it is may do now: every legal action, piece by piece, act by act,
 * each parameter's choices in order, and the values a parameter may take. {@link Games#owed} asks
 * the same question of one act ({@link #choose}) and a refusal ({@link GameRefusals}) the values
 * of one parameter ({@link #choices}), so the three agree on what the rules allow.
 *
 * <p>Its own file, as the generated engines' {@code legalActions} and each act's {@code legalX}
 * and {@code choicesXP} are (written by {@code emit/GameActionsEmitter} and
 * {@code emit/GameActMethodsEmitter}): this is where the interpreter and the generated code must
 * list the same actions in the same order, which the differential tests compare.
 */
final class GameActions {
    private final Games games;
    private final Interpreter in;
    private final PlayModel pm;

    GameActions(Games games) {
        this.games = games;
        this.in = games.in;
        this.pm = games.pm;
        for (TypedPlay.Act act : games.typed.acts()) {
            List<List<TypedPlay.Requirement>> byLevel = new ArrayList<>();
            for (int i = 0; i <= act.params().size(); i++) {
                byLevel.add(act.requiresAt(i));
            }
            levels.put(act, byLevel);
        }
    }

    /** Every action the side whose phase it is may take now, piece by piece, act by act, choices in order. */
    List<Action> legalActions(State s) {
        return legal(s, false);
    }

    /** Whether any piece may act now (the first legal action found ends the search). */
    boolean anyLegal(State s) {
        return !legal(s, true).isEmpty();
    }

    /** The legal actions piece by piece, act by act; with {@code firstOnly}, up to the act that has the first. */
    private List<Action> legal(State s, boolean firstOnly) {
        List<Action> out = new ArrayList<>();
        if (s.over()) {
            return out;
        }
        for (Piece p : s.pieces()) {
            if (games.side(s) != null && !p.get("side").equals(games.side(s))) {
                continue;
            }
            for (TypedPlay.Act act : games.typed.acts()) {
                if (games.refusals.refusedBeforeChoices(s, act.written(), p) != null) {
                    continue;
                }
                choose(s, act, p, 0, new ArrayList<>(), Env.empty(), out);
                if (firstOnly && !out.isEmpty()) {
                    return out;
                }
            }
        }
        return out;
    }

    void choose(State s, TypedPlay.Act act, Piece p, int i, List<Object> args, Env ignored, List<Action> out) {
        // every choice is among its values by construction: only the requirements are left, each
        // tested as soon as the choices it reads are made (TypedPlay.Requirement.level)
        GameWork w = new GameWork(games, s);
        Env env = w.actEnv(p.id(), act.written(), args);
        for (TypedPlay.Requirement r : levels.get(act).get(i)) {
            if (!Interpreter.bool(in.eval(r.condition(), env))) {
                return;
            }
        }
        if (i < act.params().size() && games.keyed.readyAt(act, i)
                && games.keyed.refusal(s, act, p.id(), args, env, i) != null) {
            return;
        }
        if (i == act.params().size()) {
            if (games.keyed.refusal(s, act, p.id(), args, env) != null) {
                return;
            }
            out.add(new Action(act.written(), p.id(), List.copyOf(args)));
            return;
        }
        for (Object v : choices(w, act.params().get(i), env)) {
            args.add(v);
            choose(s, act, p, i + 1, args, ignored, out);
            args.remove(args.size() - 1);
        }
    }

    /** Each act's requirements by the number of choices they read. */
    private final Map<TypedPlay.Act, List<List<TypedPlay.Requirement>>> levels = new java.util.IdentityHashMap<>();

    /** The values a parameter may take, in order (a piece as a {@link PieceRef}). */
    List<Object> choices(GameWork w, TypedPlay.Param p, Env env) {
        List<Object> out = new ArrayList<>();
        if (p.lo() != null) {
            int lo = Interpreter.integer(in.eval(p.lo(), env));
            int hi = Interpreter.integer(in.eval(p.hi(), env));
            for (int v = lo; v <= hi; v++) {
                out.add(v);
            }
        } else if (p.domain() != null) {
            for (Object v : Interpreter.list(in.eval(p.domain(), env))) {
                out.add(v instanceof Values.RecordValue r ? new PieceRef(w.idOf(r)) : v);
            }
        } else if (p.perPiece()) {
            // listed: none for every piece, then each value of one piece's pool alone (as the generated engines list them)
            out.addAll(org.rulesc.runtime.Selections.listedEach(pools(w, p, env)));
        } else if (p.pool() != null) {
            // listed: none, then each value alone (org.rulesc.runtime.Selections, as the generated engines list them)
            out.addAll(org.rulesc.runtime.Selections.listed(refs(w, Interpreter.list(in.eval(p.pool(), env)))));
        } else if (p.reach() != null && pm.board() instanceof Decl.TableBoard) {
            out.addAll(TableChoices.within(in, pm, w.values(x -> true), Interpreter.integer(in.eval(p.reach(), env)),
                    in.eval(p.centre(), env)));
        } else if (p.reach() != null) {
            int reach = Interpreter.integer(in.eval(p.reach(), env));
            Object centre = in.eval(p.centre(), env);
            for (Object h : boardHexes(w.base.board())) {
                if (distance(centre, h) <= reach) {
                    out.add(h);
                }
            }
        } else {
            // no choices written: every value of the type the checker resolved (it allows this for
            // finite types and places)
            Type t = p.type();
            if (t == Type.Prim.HEX || t == Type.Prim.SQUARE) {
                out.addAll(boardHexes(w.base.board()));
            } else if (t == Type.Prim.BOOL) {
                out.addAll(List.of(false, true));
            } else if (t instanceof Type.EnumType en) {
                out.addAll(in.members(en.decl()));
            } else if (t instanceof Type.KindType k) {
                out.addAll(in.entries(k.decl()));
            } else if (t instanceof Type.BuildType b && b.decl() == pm.piece()) {
                for (Piece piece : w.pieces) {
                    out.add(new PieceRef(piece.id()));
                }
            }
        }
        return out;
    }

    /**
     * A selection made per piece ({@code from pool for t in pieces}): each piece's pool, in the
     * order of the pieces already chosen (their parameter is bound in {@code env}).
     */
    List<List<Object>> pools(GameWork w, TypedPlay.Param p, Env env) {
        List<List<Object>> out = new ArrayList<>();
        String each = p.written().each().text();
        for (Object piece : Interpreter.list(env.get(p.written().over().text()))) {
            out.add(refs(w, Interpreter.list(in.eval(p.pool(), env.with(each, piece)))));
        }
        return out;
    }

    /** A list's pieces as {@link PieceRef}s (a selection of pieces is a list of them); other values as they are. */
    static List<Object> refs(GameWork w, List<?> values) {
        List<Object> out = new ArrayList<>(values.size());
        for (Object v : values) {
            out.add(v instanceof Values.RecordValue r ? new PieceRef(w.idOf(r)) : v);
        }
        return out;
    }

    private List<?> boardHexes(String board) {
        return boardHexes.computeIfAbsent(GameBoards.name(pm, board), name -> {
            Object map = in.map(GameBoards.decl(pm, name));
            return map instanceof SquareMap<?, ?> squares ? squares.squares() : ((HexMap<?>) map).hexes();
        });
    }

    /** Whether {@code place} is a hex or square of the named board (null: the first). */
    boolean onBoard(String board, Object place) {
        return boardHexes(board).contains(place);
    }

    /** Steps between two places of the board: hexes on the hex grid, squares under the header's adjacency. */
    private int distance(Object a, Object b) {
        if (a instanceof SquareGrid.Square sa) {
            return SquareGrid.distance(in.adjacency, sa, (SquareGrid.Square) b);
        }
        return in.grid.distance((HexGrid.Hex) a, (HexGrid.Hex) b);
    }

    /** Each board's hexes (column by column) or squares (row by row), listed once. */
    private final Map<String, List<?>> boardHexes = new java.util.HashMap<>();
}
