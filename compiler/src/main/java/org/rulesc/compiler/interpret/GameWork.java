package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.interpret.Games.Piece;
import org.rulesc.compiler.interpret.Games.PieceRef;
import org.rulesc.compiler.interpret.Games.State;
import org.rulesc.compiler.interpret.Games.Written;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.TypedPlay;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.GradeChoices;

/**
 * The pieces being changed by one act (or one phase start), and the lines it writes: the
 * interpreter's effects, one visit per effect, in order. It works on a copy of the state's
 * pieces, so a refused or broken act leaves the state it started from as it was, and every name
 * that denotes a piece reads the piece's current state through it ({@link #piece}), so an effect
 * sees what the effects before it set.
 *
 * <p>Its own file because it is the one part of a game that changes anything; the listing of
 * legal actions ({@link GameActions}), the refusals ({@link GameRefusals}) and the rest of
 * {@link Games} only read a state through it. The generated engines keep the same split (their
 * {@code Work}, written by {@code emit/GameStateEmitter}).
 */
final class GameWork implements TypedPlay.Visitor<Void, GameWork.Scope> {
    /**
     * Where an effect runs: the locals in scope, the piece each piece name in scope denotes (by
     * number), and the outcome of the roll an {@code on} picks by (null: none).
     */
    record Scope(Env env, Map<String, Integer> names, Checks.Outcome rolled) {}

    private final Games games;
    private final Interpreter in;
    private final PlayModel pm;
    final State base;
    final List<Piece> pieces;
    /** The game's own state as the act leaves it so far (null: none). */
    Values.RecordValue shared;
    final Map<Integer, Values.RecordValue> removed = new LinkedHashMap<>();
    final List<Written> written = new ArrayList<>();
    Dice dice;
    GradeChoices choices = GradeChoices.FIRST;

    GameWork(Games games, State base) {
        this.games = games;
        this.in = games.in;
        this.pm = games.pm;
        this.base = base;
        this.pieces = new ArrayList<>(base.pieces());
        this.shared = base.shared();
    }

    State state(Map<String, Integer> used) {
        return new State(base.turn(), base.phase(), pieces, used, base.over(), base.scenery(), base.board(), shared);
    }

    Values.RecordValue current(int id) {
        for (Piece p : pieces) {
            if (p.id() == id) {
                return p.state();
            }
        }
        return removed.get(id);
    }

    int idOf(Values.RecordValue value) {
        for (Piece p : pieces) {
            if (p.state() == value) {
                return p.id();
            }
        }
        for (Map.Entry<Integer, Values.RecordValue> e : removed.entrySet()) {
            if (e.getValue() == value) {
                return e.getKey();
            }
        }
        throw new IllegalStateException("not a piece of this game: " + value);
    }

    List<Object> values(java.util.function.Predicate<Piece> keep) {
        List<Object> out = new ArrayList<>();
        for (Piece p : pieces) {
            if (keep.test(p)) {
                out.add(p.state());
            }
        }
        return java.util.Collections.unmodifiableList(out);
    }

    Env gameEnv() {
        Env env = Sceneries.bind(GameBoards.bind(in, pm, base.board(), Env.empty()), base.scenery()).with("turn", base.turn())
                .with("pieces", new Interpreter.Lazy(() -> values(p -> true)));
        // read when evaluated, so that an act's later effects see what its earlier ones set
        return shared == null ? env : env.with(pm.links().sharedName, new Interpreter.Lazy(() -> shared));
    }

    Env actEnv(int self, Play.Act act, List<Object> args) {
        Object side = base.piece(self) == null ? null : base.piece(self).get("side");
        Env env = gameEnv().with("self", piece(self))
                .with("enemies", new Interpreter.Lazy(() -> values(p -> !p.get("side").equals(side))))
                .with("others", new Interpreter.Lazy(() -> values(p -> p.id() != self)));
        for (int i = 0; i < args.size(); i++) {
            Object v = args.get(i);
            env = env.with(act.params().get(i).name().text(), v instanceof PieceRef ref ? piece(ref.id())
                    : games.choosesPieces(act, i) ? pieces((List<?>) v) : v);
        }
        return env;
    }

    Interpreter.Lazy piece(int id) {
        return new Interpreter.Lazy(() -> current(id));
    }

    /** A selection of pieces: each one's current state (a removed one's last), in the selection's order. */
    Interpreter.Lazy pieces(List<?> refs) {
        return new Interpreter.Lazy(() -> java.util.Collections.unmodifiableList(
                refs.stream().map(r -> (Object) current(((PieceRef) r).id())).toList()));
    }

    void run(List<TypedPlay.Effect> effects, Env env, Map<String, Integer> names, Checks.Outcome rolled) {
        Scope scope = new Scope(env, names, rolled);
        for (TypedPlay.Effect e : effects) {
            e.accept(this, scope);
        }
    }

    /**
     * {@code roll … chosen by p} when two or more grades applied: the player of piece {@code who}
     * picks one (asked after the roll, so self-play draws it after the dice, as generated code does).
     */
    private Checks.Outcome chosen(Decl.Check c, Checks.Outcome o, int who) {
        List<String> labels = new ArrayList<>();
        for (String id : o.grades()) {
            for (org.rulesc.compiler.model.CheckSteps.Grade g : in.model.steps(c).grades()) {
                if (g.name().equals(id)) {
                    labels.add(g.decl().label() == null ? id : g.decl().label());
                }
            }
        }
        int i = GradeChoices.pick(choices, new GradeChoices.Choice(who, c.name().text(),
                c.label() == null ? c.name().text() : c.label(), c.meta().citationText(), o.grades(), labels,
                written.size()));
        return o.chosen(o.grades().get(i));
    }

    @Override
    public Void visitSet(TypedPlay.Set s, Scope at) {
        int id = at.names().get(s.written().piece().text());
        Object value = in.eval(s.value(), at.env());
        for (int i = 0; i < pieces.size(); i++) {
            if (pieces.get(i).id() == id) {
                Map<String, Object> fields = new LinkedHashMap<>(pieces.get(i).state().fields());
                fields.put(s.written().field().text(), value);
                pieces.set(i, new Piece(id, games.record(fields)));
            }
        }
        return null;
    }

    @Override
    public Void visitSetShared(TypedPlay.SetShared s, Scope at) {
        Object value = in.eval(s.value(), at.env());
        Map<String, Object> fields = new LinkedHashMap<>(shared.fields());
        fields.put(s.written().field().text(), value);
        shared = new Values.RecordValue(pm.links().shared.name().text(), fields);
        return null;
    }

    @Override
    public Void visitRemove(TypedPlay.Remove r, Scope at) {
        int id = at.names().get(r.written().piece().text());
        for (int i = 0; i < pieces.size(); i++) {
            if (pieces.get(i).id() == id) {
                removed.put(id, pieces.remove(i).state());
                break;
            }
        }
        return null;
    }

    @Override
    public Void visitRoll(TypedPlay.Roll r, Scope at) {
        Decl.Check c = r.check();
        Checks.Outcome o = games.checks.roll(c, in.evalAll(r.call().arguments(), at.env()), dice);
        if (r.written().chooser() != null && o.grades() != null && o.grades().size() > 1) {
            o = chosen(c, o, at.names().get(r.written().chooser().text()));
        }
        Env inner = at.env().with(r.written().as() == null ? "roll" : r.written().as().text(), o.roll())
                .with("success", o.success());
        for (Map.Entry<String, Integer> sum : o.sums().entrySet()) {
            inner = inner.with(sum.getKey(), sum.getValue());
        }
        for (Map.Entry<String, Object> out : o.outputs().entrySet()) {
            inner = inner.with(out.getKey(), out.getValue());
        }
        run(r.body(), inner, at.names(), o);
        return null;
    }

    @Override
    public Void visitOn(TypedPlay.On o, Scope at) {
        String want = o.written().outcome().text();
        Checks.Outcome rolled = at.rolled();
        // the outcome's grade: the player's pick (`chosen by`), else the first that applied
        boolean applies = want.equals("success") ? rolled.success() : want.equals("failure") ? !rolled.success()
                : want.equals(rolled.grade());
        if (applies) {
            run(o.body(), at.env(), at.names(), null);
        }
        return null;
    }

    @Override
    public Void visitIf(TypedPlay.If i, Scope at) {
        boolean holds = Interpreter.bool(in.eval(i.condition(), at.env()));
        run(holds ? i.then() : i.otherwise(), at.env(), at.names(), null);
        return null;
    }

    @Override
    public Void visitForEach(TypedPlay.ForEach f, Scope at) {
        String variable = f.written().variable().text();
        List<Object> items = Interpreter.list(in.eval(f.source(), at.env()));
        for (int i = 0; i < items.size(); i++) {
            Object v = items.get(i);
            Map<String, Integer> inner = at.names();
            Object bound = v;
            Env env = at.env();
            if (f.written().index() != null) {
                env = env.with(f.written().index().text(), i);
                if (inner.containsKey(f.written().index().text())) {
                    inner = new LinkedHashMap<>(inner);
                    inner.remove(f.written().index().text());
                }
            }
            if (v instanceof Values.RecordValue r && r.type().equals(pm.piece().name().text())) {
                int id = idOf(r);
                inner = new LinkedHashMap<>(inner);
                inner.put(variable, id);
                bound = piece(id);
            }
            run(f.body(), env.with(variable, bound), inner, null);
        }
        return null;
    }

    /** Counted with the requirements and when the act is performed ({@link KeyedUses}), not run. */
    @Override
    public Void visitUsesKeyed(TypedPlay.UsesKeyed u, Scope at) {
        return null;
    }

    @Override
    public Void visitForRange(TypedPlay.ForRange f, Scope at) {
        String variable = f.written().variable().text();
        int lo = Interpreter.integer(in.eval(f.lo(), at.env()));
        int hi = Interpreter.integer(in.eval(f.hi(), at.env()));
        Map<String, Integer> inner = at.names();
        if (inner.containsKey(variable)) {
            inner = new LinkedHashMap<>(inner);
            inner.remove(variable);
        }
        for (int k = lo; k <= hi; k++) {
            run(f.body(), at.env().with(variable, k), inner, null);
        }
        return null;
    }

    @Override
    public Void visitWrite(TypedPlay.Write w, Scope at) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (TypedPlay.WriteField field : w.fields()) {
            fields.put(field.field().name().text(), in.eval(field.value(), at.env()));
        }
        written.add(new Written(w.notation(), new Notations.Line(w.format().name().text(), fields)));
        return null;
    }
}
