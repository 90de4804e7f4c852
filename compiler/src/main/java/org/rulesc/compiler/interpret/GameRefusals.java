package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.Games.label;
import static org.rulesc.compiler.interpret.Games.phaseLabel;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.interpret.Games.Action;
import org.rulesc.compiler.interpret.Games.Piece;
import org.rulesc.compiler.interpret.Games.PieceRef;
import org.rulesc.compiler.interpret.Games.Refusal;
import org.rulesc.compiler.interpret.Games.State;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.SourceText;
import org.rulesc.compiler.model.Typed;
import org.rulesc.compiler.model.TypedPlay;

/**
 * Why the rules refuse an action: the rule that forbids it, where the document says so, and
 * why, in the words a referee shows a player. What refuses an act whatever its choices (the game
 * is over, another side's phase, the phase does not allow it, its limit is used up) is asked
 * first, here, by the listing too ({@link GameActions}) and by {@link Games#owed}; then each
 * choice, then the requirements in the order written, then the keyed limits.
 *
 * <p>Its own file because the refusal of an action chosen by someone (a player, a record) reads
 * differently from listing: it names the first rule broken, in order, where listing only skips;
 * the generated engines' {@code refusal} and {@code refuseX} do the same (written by
 * {@code emit/GameActionsEmitter} and {@code emit/GameActMethodsEmitter}).
 */
final class GameRefusals {
    private final Games games;
    private final Interpreter in;
    private final PlayModel pm;
    private final Play play;

    GameRefusals(Games games) {
        this.games = games;
        this.in = games.in;
        this.pm = games.pm;
        this.play = games.play;
    }

    /** Why the rules refuse {@code a} now, or null when they allow it. */
    Refusal refusal(State s, Action a) {
        Piece p = s.piece(a.piece());
        if (p == null) {
            return new Refusal("piece", null, "that piece is no longer in play");
        }
        Refusal early = refusedBeforeChoices(s, a.act(), p);
        if (early != null) {
            return early;
        }
        GameWork w = new GameWork(games, s);
        TypedPlay.Act act = games.acts.get(a.act());
        List<Object> args = new ArrayList<>();
        for (int i = 0; i < a.args().size(); i++) {
            TypedPlay.Param param = act.params().get(i);
            Object v = a.args().get(i);
            Env env = w.actEnv(p.id(), a.act(), args);
            if (v instanceof PieceRef ref && s.piece(ref.id()) == null
                    || v instanceof List<?> l && l.stream().anyMatch(x -> x instanceof PieceRef ref && s.piece(ref.id()) == null)) {
                return new Refusal(label(a.act()), a.act().meta(), param.name() + ": that piece is not in play");
            }
            if (param.reach() != null && pm.board() instanceof Decl.TableBoard
                    ? !TableChoices.allows(in, pm, Interpreter.integer(in.eval(param.reach(), env)),
                            in.eval(param.centre(), env), v)
                    : param.perPiece()
                    ? !org.rulesc.runtime.Selections.allowsEach(games.actions.pools(w, param, env), v)
                    : param.pool() != null
                    ? !org.rulesc.runtime.Selections.allows(GameActions.refs(w, Interpreter.list(in.eval(param.pool(), env))), v)
                    : !games.actions.choices(w, param, env).contains(v)) {
                String shown = param.perPiece() && v instanceof List<?> l && l.isEmpty() ? "[]" : games.show(w, v);
                return new Refusal(label(a.act()), a.act().meta(), param.name() + " " + shown
                        + " is not among its choices (" + domainText(param) + ")");
            }
            args.add(v);
        }
        Env env = w.actEnv(p.id(), a.act(), args);
        for (TypedPlay.Requirement r : act.requires()) { // in the order written: by level, each in that order
            if (!Interpreter.bool(in.eval(r.condition(), env))) {
                return new Refusal(label(a.act()), r.written().meta(), "requires " + r.text());
            }
        }
        return games.keyed.refusal(s, act, p.id(), args, env);
    }

    /** What refuses an act whatever its choices: the game is over, not this side's phase, not allowed in it, used up. */
    Refusal refusedBeforeChoices(State s, Play.Act act, Piece p) {
        if (s.over()) {
            return new Refusal("end of the game", play.end() == null ? pm.sequence().meta() : play.end().meta(),
                    "the game is over");
        }
        Decl.Phase phase = games.phase(s);
        if (games.side(s) != null && !p.get("side").equals(games.side(s))) {
            return new Refusal(phaseLabel(phase), phase.meta(), "it is " + phaseLabel(phase) + ", not " + games.side(p) + "'s");
        }
        Decl.Action action = pm.links().actions.get(act);
        if (phase.actions().stream().noneMatch(x -> x.text().equals(action.name().text()))) {
            return new Refusal(phaseLabel(phase), phase.meta(), phaseLabel(phase) + " does not allow "
                    + (action.label() == null ? action.name().text() : action.label()));
        }
        Decl.Limit limit = pm.links().limits.get(act);
        if (limit != null && s.used().getOrDefault(limit.name().text() + "#" + p.id(), 0) >= limit.max()) {
            return new Refusal(limit.label() == null ? limit.name().text() : limit.label(), limit.meta(),
                    "this piece has already used " + (limit.label() == null ? limit.name().text() : limit.label()));
        }
        return null;
    }

    private String domainText(TypedPlay.Param p) {
        if (p.lo() != null) {
            return text(p.lo()) + ".." + text(p.hi());
        } else if (p.domain() != null) {
            return "in " + text(p.domain());
        } else if (p.reach() != null) {
            return "within " + text(p.reach()) + " of " + text(p.centre());
        } else if (p.perPiece()) {
            return "from " + text(p.pool()) + " for " + p.written().each().text() + " in " + p.written().over().text()
                    + ", one selection per piece, each value at most once, in its order";
        } else if (p.pool() != null) {
            return "from " + text(p.pool()) + ", each value at most once, in its order";
        }
        return "every value";
    }

    /** The source text of an expression, as written (whole, also when it runs over several lines). */
    private String text(Typed e) {
        return SourceText.text(in.model, e.written());
    }
}
