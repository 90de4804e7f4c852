package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/**
 * A {@code game}: its board and sequence, its piece (whose state becomes a build type, so that
 * {@code target.hp} is checked like any field), its acts with their parameters, requirements and
 * effects, invariants, end and winner, and how its records map to acts. Every expression is
 * checked in the scope the engine will evaluate it in: {@code pieces} and {@code turn} everywhere;
 * {@code self}, {@code enemies} and {@code others} in an act; {@code side} when a phase starts.
 */
final class GameChecker {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;
    private final Usage usage;
    /** The game's records: the notations, the setup format, and each act against its format. */
    private final GameRecords records;
    /** The game's own state: its block, and the {@code set}s that change it. */
    private final GameShared shared;
    /** The type of {@code board}, the map the game is played on, in the game's expressions (null: no map). */
    private Type boardType;
    /** The names of roll sums in scope where effects are being checked (innermost rolls included). */
    private final Set<String> dice = new HashSet<>();
    /** The game's {@code scenery} lists, which initial values may read too. */
    private java.util.Map<String, Type> scenery = java.util.Map.of();

    GameChecker(Model model, Reporter reporter, ExprChecker exprs, Usage usage) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
        this.usage = usage;
        this.shared = new GameShared(model, reporter, exprs);
        this.records = new GameRecords(model, reporter, exprs, usage);
    }

    void check(Decl.Game g) {
        Play play = g.play();
        Decl board = null;
        if (play.board() != null) {
            Decl d = model.symbols.lookup(play.board().text());
            usage.use(d);
            if (d instanceof Decl.HexMap || d instanceof Decl.SquareMap || d instanceof Decl.TableBoard) {
                board = d;
            } else {
                reporter.report(Code.GAME_NOT_A_MAP, play.board().span(), play.board().text())
                        .hint(Suggestions.didYouMean(play.board().text(), names(Decl.HexMap.class)));
            }
        }
        List<Decl> boards = GameBoards.check(model, reporter, usage, exprs, play, board);
        boardType = GameBoards.boardType(exprs, boards);
        Decl.Sequence sequence = sequence(g);
        if (play.pieces().size() != 1) {
            reporter.report(Code.GAME_PIECES, g.name().span(), g.name().text(), play.pieces().size());
            return;
        }
        Play.Piece piece = play.pieces().get(0);
        Decl sidesDecl = model.symbols.lookup(piece.sides().text());
        usage.use(sidesDecl);
        if (!(sidesDecl instanceof Decl.Enum sides)) {
            reporter.report(Code.GAME_SIDES_NOT_ENUM, piece.sides().span(), piece.sides().text())
                    .hint(Suggestions.didYouMean(piece.sides().text(), names(Decl.Enum.class)));
            return;
        }
        if (sequence != null) {
            for (Decl.Phase p : sequence.phases()) {
                if (p.side() != null && sides.members().stream().noneMatch(m -> m.name().text().equals(p.side().text()))) {
                    reporter.report(Code.GAME_PHASE_SIDE, p.side().span(), p.name().text(), p.side().text(),
                            sides.name().text());
                }
            }
        }
        Decl.Build build = pieceType(piece, sides);
        Type pieceType = new Type.BuildType(build);
        String position = piece.fields().stream().filter(f -> GamePlaces.isPlace(exprs.resolveQuietly(f.type())))
                .map(f -> f.name().text()).findFirst().orElse(null);
        PlayModel.Links links = new PlayModel.Links();
        links.boards = boards;
        links.boardType = boardType;
        PlayModel pm = new PlayModel(g, build, sides, sequence, board, position, links);
        piece.fields().stream().filter(f -> f.name().text().equals(position)).findFirst().ifPresent(f -> {
            Type place = exprs.resolveQuietly(f.type());
            if (pm.board() != null && place != GamePlaces.of(pm)) {
                reporter.report(Code.GAME_PLACE_MISMATCH, f.type().span(), pm.board().name().text(),
                        GamePlaces.of(pm).show(), place.show() + "s");
            }
        });
        Scope game = Scope.root().child();
        game.put("pieces", new Type.ListType(pieceType));
        game.put("turn", Prim.INT);
        scenery = GameScenery.check(model, reporter, exprs, pm);
        scenery.forEach(game::put);
        if (boardType != null) {
            game.put("board", boardType);
        }
        Decl.Build shared = this.shared.check(g, pm, scenery, boardType);
        if (shared != null) {
            game.put(pm.links().sharedName, new Type.BuildType(shared));
        }
        pieceFields(piece, sides);
        records.check(g, pm);
        Scope phase = game.with("side", new Type.EnumType(sides));
        SidelessPhases.noRolls(reporter, play.phaseStart());
        effects(play.phaseStart(), phase, pm, null, new HashSet<>());
        SidelessPhases.check(reporter, sequence, play);
        for (Play.Act act : play.acts()) {
            act(act, game, pieceType, pm);
        }
        for (Play.Invariant inv : play.invariants()) {
            exprs.expect(inv.condition(), game, Prim.BOOL, "invariant `" + inv.name().text() + "`");
        }
        musts(play, game, pieceType, pm);
        if (play.end() != null) {
            exprs.expect(play.end().value(), game, Prim.BOOL, "the condition that ends the game");
        }
        if (play.winner() != null) {
            exprs.check(play.winner().value(), game);
        }
        DeclChecker.unique(reporter, play.acts().stream().map(Play.Act::name).toList(), "act");
        DeclChecker.unique(reporter, play.invariants().stream().map(Play.Invariant::name).toList(), "invariant");
        model.plays.put(g, pm);
    }

    /**
     * {@code must ACT when COND}: ACT is one of the game's acts, and COND a condition on the piece
     * that would owe it, in an act's scope without its parameters ({@code self}, {@code enemies},
     * {@code others}).
     */
    private void musts(Play play, Scope game, Type pieceType, PlayModel pm) {
        Scope scope = game.child();
        scope.put("self", pieceType);
        scope.put("enemies", new Type.ListType(pieceType));
        scope.put("others", new Type.ListType(pieceType));
        for (Play.Must m : play.musts()) {
            Play.Act act = play.acts().stream().filter(a -> a.name().text().equals(m.act().text())).findFirst()
                    .orElse(null);
            if (act == null) {
                reporter.report(Code.GAME_MUST_NOT_AN_ACT, m.act().span(), m.act().text())
                        .hint(Suggestions.didYouMean(m.act().text(), play.acts().stream().map(a -> a.name().text()).toList()));
            } else {
                pm.links().musts.put(m, act);
            }
            if (m.when() != null) {
                exprs.expect(m.when(), scope, Prim.BOOL, "the condition of `must " + m.act().text() + "`");
            }
        }
        DeclChecker.unique(reporter, play.musts().stream().map(Play.Must::act).toList(), "must");
    }

    private Decl.Sequence sequence(Decl.Game g) {
        Name name = g.play().sequence();
        if (name == null) {
            reporter.report(Code.GAME_NOT_A_SEQUENCE, g.name().span(), "(none)");
            return null;
        }
        Decl d = model.symbols.lookup(name.text());
        usage.use(d);
        if (!(d instanceof Decl.Sequence s)) {
            reporter.report(Code.GAME_NOT_A_SEQUENCE, name.span(), name.text())
                    .hint(Suggestions.didYouMean(name.text(), names(Decl.Sequence.class)));
            return null;
        }
        List<String> unsupported = new ArrayList<>();
        if (!s.roles().isEmpty()) {
            unsupported.add("roles");
        }
        if (!s.flags().isEmpty()) {
            unsupported.add("flags");
        }
        if (s.phases().stream().anyMatch(p -> p.each() != null)) {
            unsupported.add("`each`");
        }
        if (!unsupported.isEmpty()) {
            reporter.report(Code.GAME_SEQUENCE_UNSUPPORTED, name.span(), name.text(), String.join(", ", unsupported));
        }
        return s;
    }

    /** The piece's state as a build: {@code side}, then its fields in order. */
    private Decl.Build pieceType(Play.Piece piece, Decl.Enum sides) {
        List<Decl.BuildField> fields = new ArrayList<>();
        TypeRef side = new TypeRef.Named(sides.name());
        model.typeRefs.put(side, new Type.EnumType(sides)); // resolved here, as the checker resolves every written type
        fields.add(new Decl.BuildField(new Name("side", piece.sides().span()), "陣営", side));
        for (Play.PieceField f : piece.fields()) {
            fields.add(new Decl.BuildField(f.name(), f.label(), f.type()));
        }
        Decl.Build build = new Decl.Build(piece.name(), piece.label(), fields, List.of(), List.of(), piece.meta());
        Decl previous = model.symbols.named.putIfAbsent(piece.name().text(), build);
        if (previous != null) {
            reporter.report(Code.DUPLICATE_DECLARATION, piece.name().span(), "name", piece.name().text(),
                    previous.name().span().line()).related(previous.name().span(), "the first `"
                    + piece.name().text() + "` is here");
        }
        return build;
    }

    /** Each initial value sees {@code side} and the fields before it. */
    private void pieceFields(Play.Piece piece, Decl.Enum sides) {
        List<Name> names = new ArrayList<>();
        names.add(new Name("side", piece.sides().span()));
        Scope scope = Scope.root().child();
        scope.put("side", new Type.EnumType(sides));
        scenery.forEach(scope::put);
        if (boardType != null) {
            scope.put("board", boardType);
        }
        for (Play.PieceField f : piece.fields()) {
            names.add(f.name());
            Type t = exprs.resolve(f.type());
            if (t instanceof Type.ListType l && !PieceLists.holds(l.element())) {
                reporter.report(Code.GAME_LIST_FIELD, f.type().span(), f.name().text(), t.show());
            }
            if (f.initial() != null) {
                exprs.expect(f.initial(), scope, t, "the initial value of `" + f.name().text() + "`");
            }
            scope.put(f.name().text(), t);
        }
        DeclChecker.unique(reporter, names, "field");
    }

    private void act(Play.Act act, Scope game, Type pieceType, PlayModel pm) {
        Decl action = model.symbols.lookup(act.action().text());
        if (action instanceof Decl.Action a) {
            usage.use(a);
            pm.links().actions.put(act, a);
        } else {
            reporter.report(Code.GAME_NOT_AN_ACTION, act.action().span(), act.action().text())
                    .hint(Suggestions.didYouMean(act.action().text(), names(Decl.Action.class)));
        }
        if (act.limit() != null) {
            Decl limit = model.symbols.lookup(act.limit().text());
            if (limit instanceof Decl.Limit l) {
                usage.use(l);
                pm.links().limits.put(act, l);
            } else {
                reporter.report(Code.GAME_NOT_A_LIMIT, act.limit().span(), act.limit().text())
                        .hint(Suggestions.didYouMean(act.limit().text(), names(Decl.Limit.class)));
            }
        }
        Scope scope = game.child();
        scope.put("self", pieceType);
        scope.put("enemies", new Type.ListType(pieceType));
        scope.put("others", new Type.ListType(pieceType));
        Set<String> pieces = new HashSet<>(Set.of("self"));
        DeclChecker.unique(reporter, act.params().stream().map(Play.ActParam::name).toList(), "parameter");
        for (Play.ActParam p : act.params()) {
            Type t = exprs.resolve(p.type());
            String what = "the choices of `" + p.name().text() + "`";
            if (p.lo() != null) {
                if (t != Prim.INT) {
                    reporter.report(Code.GAME_PARAM_DOMAIN, p.name().span(), p.name().text(),
                            "a band lo..hi is for an int, not " + Words.article(t));
                }
                exprs.expect(p.lo(), scope, Prim.INT, what);
                exprs.expect(p.hi(), scope, Prim.INT, what);
            } else if (p.domain() != null) {
                exprs.expect(p.domain(), scope, new Type.ListType(t), what);
            } else if (p.pool() != null && p.each() != null) {
                // one selection per piece of an earlier parameter: a list of selections, in its order
                new PerPieceSelections(reporter, exprs).check(p, t, scope, pieceType, what,
                        act.params().subList(0, act.params().indexOf(p)).stream().map(x -> x.name().text()).toList());
            } else if (p.pool() != null) {
                // a selection from a list: the parameter is the list of the values chosen
                // values, or pieces (several targets at once): the parameter is the list of those chosen
                if (t instanceof Type.ListType) {
                    exprs.expect(p.pool(), scope, t, what);
                } else {
                    if (!(t instanceof Type.Error)) {
                        reporter.report(Code.GAME_PARAM_FROM, p.name().span(), p.name().text(), Words.article(t));
                    }
                    exprs.check(p.pool(), scope);
                }
            } else if (p.reach() != null) {
                Prim place = GamePlaces.of(pm);
                if (t != place) {
                    reporter.report(Code.GAME_PARAM_DOMAIN, p.name().span(), p.name().text(),
                            "`within n of h` is for " + Words.article(place) + ", not " + Words.article(t));
                }
                if (pm.board() == null) {
                    reporter.report(Code.GAME_PARAM_DOMAIN, p.name().span(), p.name().text(),
                            "`within` chooses among the board's " + place.show() + "s, but the game names no `board`");
                }
                exprs.expect(p.reach(), scope, place == Prim.POINT ? Prim.LENGTH : Prim.INT, what);
                exprs.expect(p.centre(), scope, place, what);
            } else if (t == Prim.INT || t == Prim.POINT || GamePlaces.isPlace(t) && (pm.board() == null || t != GamePlaces.of(pm))
                    || t instanceof Type.ListType) {
                reporter.report(Code.GAME_PARAM_DOMAIN, p.name().span(), p.name().text(),
                        "say what a player may choose: `in lo..hi`, `in <list>` or `within n of <hex>`");
            }
            scope = scope.with(p.name().text(), t);
            if (t.equals(pieceType)) {
                pieces.add(p.name().text());
            }
        }
        for (Play.Requirement r : act.requires()) {
            exprs.expect(r.condition(), scope, Prim.BOOL, "a requirement of `" + act.name().text() + "`");
        }
        new GameKeyedLimits(model, reporter, exprs, usage).check(act, scope, pm);
        effects(act.effects(), scope, pm, null, pieces);
    }

    /** @param roll the check whose outcomes `on` picks among here (null: not directly in a roll) */
    private void effects(List<Play.Effect> effects, Scope scope, PlayModel pm, Decl.Check roll, Set<String> pieces) {
        Type pieceType = new Type.BuildType(pm.piece());
        for (Play.Effect e : effects) {
            if (e instanceof Play.Set s && !pieces.contains(s.piece().text()) && GameShared.sets(s, pm, scope)) {
                shared.set(s, scope, pm);
            } else if (e instanceof Play.Set s) {
                if (!pieces.contains(s.piece().text())) {
                    reporter.report(Code.GAME_NOT_A_PIECE, s.piece().span(), s.piece().text());
                }
                Decl.BuildField field = pm.piece().fields().stream()
                        .filter(f -> f.name().text().equals(s.field().text())).findFirst().orElse(null);
                if (field == null) {
                    reporter.report(Code.GAME_UNKNOWN_PIECE_FIELD, s.field().span(), s.field().text())
                            .hint(Suggestions.didYouMean(s.field().text(), pm.piece().fields().stream()
                                    .map(f -> f.name().text()).toList()));
                    exprs.check(s.value(), scope);
                } else {
                    exprs.expect(s.value(), scope, exprs.resolve(field.type()), "the new `" + s.field().text() + "`");
                }
            } else if (e instanceof Play.Remove r) {
                if (!pieces.contains(r.piece().text())) {
                    reporter.report(Code.GAME_NOT_A_PIECE, r.piece().span(), r.piece().text());
                }
            } else if (e instanceof Play.Roll r) {
                roll(r, scope, pm, pieces);
            } else if (e instanceof Play.On o) {
                if (roll == null) {
                    reporter.report(Code.GAME_ON_OUTSIDE_ROLL, o.outcome().span(), o.outcome().text());
                } else {
                    List<String> outcomes = outcomes(roll);
                    if (!outcomes.contains(o.outcome().text())) {
                        reporter.report(Code.GAME_UNKNOWN_OUTCOME, o.outcome().span(), roll.name().text(),
                                o.outcome().text()).hint(Suggestions.didYouMean(o.outcome().text(), outcomes));
                    }
                }
                effects(o.body(), scope, pm, null, pieces);
            } else if (e instanceof Play.If i) {
                exprs.expect(i.condition(), scope, Prim.BOOL, "the condition of `if`");
                effects(i.then(), scope, pm, null, pieces);
                effects(i.otherwise(), scope, pm, null, pieces);
            } else if (e instanceof Play.ForEach f) {
                Type source = exprs.check(f.source(), scope);
                Type element = source instanceof Type.ListType l ? l.element() : Type.ERROR;
                if (!(source instanceof Type.ListType || source instanceof Type.Error)) {
                    reporter.report(Code.NEEDS_LIST, f.source().span(), "for", Words.article(source));
                }
                Set<String> inner = new HashSet<>(pieces);
                if (element.equals(pieceType)) {
                    inner.add(f.variable().text());
                } else {
                    inner.remove(f.variable().text());
                }
                Scope body = scope.with(f.variable().text(), element);
                if (f.index() != null) {
                    inner.remove(f.index().text());
                    body = body.with(f.index().text(), Prim.INT);
                }
                effects(f.body(), body, pm, null, inner);
            } else if (e instanceof Play.ForRange f) {
                exprs.expect(f.lo(), scope, Prim.INT, "where `for` starts counting");
                exprs.expect(f.hi(), scope, Prim.INT, "where `for` stops counting");
                Set<String> inner = new HashSet<>(pieces);
                inner.remove(f.variable().text());
                effects(f.body(), scope.with(f.variable().text(), Prim.INT), pm, null, inner);
            } else if (e instanceof Play.Write w) {
                write(w, scope, pm);
            }
        }
    }

    private void roll(Play.Roll r, Scope scope, PlayModel pm, Set<String> pieces) {
        Decl decl = model.symbols.lookup(r.call().callee().text());
        if (!(decl instanceof Decl.Check c)) {
            reporter.report(Code.NOT_A_CHECK, r.call().callee().span(), r.call().callee().text())
                    .hint(Suggestions.didYouMean(r.call().callee().text(), names(Decl.Check.class)));
            r.call().arguments().forEach(a -> exprs.check(a.value(), scope));
            effects(r.body(), scope, pm, null, pieces);
            return;
        }
        usage.use(c);
        if (r.chooser() != null) {
            chosenBy(r, c, pieces);
        }
        model.facts.callees.put(r.call(), new Callee.Check(c));
        exprs.bind(r.call(), c.params(), scope);
        pm.links().checks.put(r, c);
        Scope inner = scope.child();
        inner.put(r.as() == null ? "roll" : r.as().text(), Prim.INT);
        inner.put("success", Prim.BOOL);
        for (Decl.Pool p : c.pools()) {
            if (p.name() != null) {
                inner.put(p.name().text(), Prim.INT);
            }
        }
        for (Decl.FollowUp f : c.followUps()) {
            inner.put(f.name().text(), Prim.INT);
        }
        for (Decl.Output o : c.itemsOf(Decl.Output.class)) {
            inner.put(o.name().text(), exprs.resolveQuietly(o.type()));
        }
        String sum = r.as() == null ? "roll" : r.as().text();
        boolean added = dice.add(sum);
        effects(r.body(), inner, pm, c, pieces);
        if (added) {
            dice.remove(sum);
        }
    }

    /** {@code chosen by p}: the check's grades are the player's to choose, and {@code p} is a piece. */
    private void chosenBy(Play.Roll r, Decl.Check c, Set<String> pieces) {
        String check = c.name().text();
        String who = r.chooser().text();
        if (!c.gradesChosen()) {
            reporter.report(Code.GAME_ROLL_CHOSEN_BY, r.chooser().span(), check, who, "the grades of `" + check
                    + "` are not chosen by the player (the check has no `grades chosen by player`)");
        } else if (!pieces.contains(who)) {
            reporter.report(Code.GAME_ROLL_CHOSEN_BY, r.chooser().span(), check, who, "`" + who
                    + "` is not a piece here");
        }
    }

    private static List<String> outcomes(Decl.Check c) {
        List<String> out = new ArrayList<>(List.of("success", "failure"));
        c.itemsOf(Decl.Grade.class).forEach(g -> out.add(g.name().text()));
        return out;
    }

    private void write(Play.Write w, Scope scope, PlayModel pm) {
        Decl.Notation n = pm.links().records.stream().filter(x -> x.name().text().equals(w.notation().text()))
                .findFirst().orElse(null);
        if (n == null) {
            reporter.report(Code.GAME_NOT_A_NOTATION, w.notation().span(), w.notation().text());
            w.fields().forEach(f -> exprs.check(f.value(), scope));
            return;
        }
        pm.links().writes.put(w, n);
        Decl.Format f = records.format(n, w.format());
        if (f == null) {
            w.fields().forEach(x -> exprs.check(x.value(), scope));
            return;
        }
        Set<String> given = new HashSet<>();
        Set<String> dieFields = pm.links().dieFields.computeIfAbsent(n.name().text() + "." + f.name().text(),
                k -> new LinkedHashSet<>());
        for (Expr.FieldValue fv : w.fields()) {
            Decl.PatternField field = f.fields().stream().filter(x -> x.name().text().equals(fv.name().text()))
                    .findFirst().orElse(null);
            if (field == null || !given.add(fv.name().text())) {
                reporter.report(Code.GAME_WRITE_FIELDS, fv.name().span(), f.name().text(),
                        field == null ? "has no" : "gives twice the", fv.name().text());
                exprs.check(fv.value(), scope);
                continue;
            }
            exprs.expect(fv.value(), scope, exprs.resolve(field.type()), "field `" + fv.name().text() + "`");
            if (fv.value() instanceof Expr.NameRef ref && dice.contains(ref.name().text())) {
                dieFields.add(fv.name().text());
            }
        }
        for (Decl.PatternField field : f.fields()) {
            if (!given.contains(field.name().text())) {
                reporter.report(Code.GAME_WRITE_FIELDS, w.format().span(), f.name().text(), "misses the",
                        field.name().text());
            }
        }
    }

    private List<String> names(Class<? extends Decl> kind) {
        return model.all(kind).stream().map(x -> x.name().text()).toList();
    }
}
