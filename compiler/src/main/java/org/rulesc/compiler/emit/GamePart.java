package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;

/**
 * A part of a game class's writer ({@link GameEmitter} lists them): the game class being written
 * ({@link GameClass}) as fields, the lines to write it with, and the questions every part asks of
 * the game (where pieces stand, what an act's parameter is in Java, the environments the game's
 * expressions are written in). Inherited rather than passed around, so that a part writes the class
 * as directly as a single writer would: {@code line(…)}, {@code isPiece(p)}, {@code piece}.
 */
abstract class GamePart {
    final EmitContext ctx;
    final Model model;
    final PlayModel pm;
    final Play play;
    /** The class's simple name: {@code DuelGame}. */
    final String cls;
    /** The Java type of a piece's state. */
    final String piece;
    /** The game's boards: the one a state is on, and what {@code board} reads. */
    final GameBoardsEmitter boards;
    /** The effects of the acts and the phase starts, as statements. */
    final GameEffects effects;
    private final GameLines lines;

    GamePart(GameClass game) {
        this.ctx = game.ctx;
        this.model = game.model;
        this.pm = game.pm;
        this.play = game.play;
        this.cls = game.cls;
        this.piece = game.piece;
        this.boards = game.boards;
        this.effects = game.effects;
        this.lines = game.lines;
    }

    // ---- text -------------------------------------------------------------------------------

    final void line(String text) {
        lines.line(text);
    }

    final void open(String head) {
        lines.open(head);
    }

    final void close() {
        lines.close();
    }

    final void blank() {
        lines.blank();
    }

    /** A line one level out, between two blocks: the {@code catch} of a {@code try}. */
    final void between(String text) {
        lines.between(text);
    }

    // ---- the game's questions --------------------------------------------------------------

    /** The game's names in a method with a {@code Work w}: pieces, turn, board, scenery. */
    ExprEnv gameEnv() {
        ExprEnv env = ownState().bind(scenery().bind(ExprEnv.empty(), "w.base.scenery()"), "w.shared")
                .with("pieces", "w.all()").with("turn", "w.turn()").declaring("w");
        return boards.maps() ? env.with("board", "w.board()") : env;
    }

    /** The game's names in an act's method, with the acting piece {@code self} and its enemies and others. */
    ExprEnv actEnv() {
        return gameEnv().with("self", "w.cur(self)").with("enemies", "w.enemies(self)").with("others", "w.others(self)")
                .declaring("self").declaring("s").declaring("p").declaring("out").declaring("args");
    }

    /** Whether an act uses a limit per key ({@code uses limit(key)}). */
    boolean keyed(Play.Act act) {
        return act.effects().stream().anyMatch(e -> e instanceof Play.UsesKeyed);
    }

    /** The keyed limits the acts use, in the order the acts name them. */
    List<Decl.Limit> keyedLimits() {
        List<Decl.Limit> out = new ArrayList<>();
        for (Play.Act act : play.acts()) {
            for (Play.Effect e : act.effects()) {
                if (e instanceof Play.UsesKeyed u && pm.links().keyedLimits.get(u) != null) {
                    out.add(pm.links().keyedLimits.get(u));
                }
            }
        }
        return out;
    }

    /** Whether any act uses a limit per key. */
    boolean hasKeyed() {
        return play.acts().stream().anyMatch(this::keyed);
    }

    /** Whether any act has a selection parameter ({@code list<T> from …}). */
    boolean hasSelections() {
        return play.acts().stream().anyMatch(a -> a.params().stream().anyMatch(p -> p.pool() != null));
    }

    /** Whether the board is an open table (pieces stand on points, records write them {@code (x,y)}). */
    boolean tableBoard() {
        return pm.board() instanceof Decl.TableBoard;
    }

    /** Whether pieces stand on squares: a square board's, or without a board a square position. */
    boolean onSquares() {
        return pm.place() == org.rulesc.compiler.model.Type.Prim.SQUARE;
    }

    /** Whether pieces stand on points: an open table's, or without a board a point position. */
    boolean onPoints() {
        return pm.place() == org.rulesc.compiler.model.Type.Prim.POINT;
    }

    /** The Java type of where a piece stands. */
    String placeType() {
        return onPoints() ? "Continuous.Point" : onSquares() ? "SquareGrid.Square" : "HexGrid.Hex";
    }

    /** The board's places, in the interpreter's order. */
    String boardPlaces() {
        return boards.places("w.base");
    }

    /** Steps between two places of the board. */
    String placeDistance(String a, String b) {
        return onSquares() ? "SquareGrid.distance(" + ctx.mainClass + ".ADJACENCY, " + a + ", " + b + ")"
                : ctx.mainClass + ".GRID.distance(" + a + ", " + b + ")";
    }

    /** The label of a place, as records write it. */
    String placeLabel(String place) {
        return (onPoints() ? "org.rulesc.runtime.PointLabels" : onSquares() ? "org.rulesc.runtime.SquareLabels"
                : ctx.mainClass + ".LABELS") + ".format(" + place + ")";
    }

    /** A chosen value as the parameter's Java type: a cast, or for a selection the unchecked {@code selection(…)}. */
    String cast(Play.ActParam p, String value) {
        if (p.pool() != null) {
            return "selection(" + value + ")";
        }
        String t = paramType(p);
        return "(" + (t.equals("int") ? "Integer" : t) + ") " + value;
    }

    /** Whether an act's parameter is a piece (passed by its id), as the checker typed it. */
    boolean isPiece(Play.ActParam p) {
        return game().paramType(p) instanceof Type.BuildType b && b.decl() == pm.piece();
    }

    /** Whether an act's parameter is a selection of pieces ({@code targets: list<Unit> from …}), passed as references. */
    boolean isPieces(Play.ActParam p) {
        return game().paramType(p) instanceof Type.ListType l && l.element() instanceof Type.BuildType b
                && b.decl() == pm.piece();
    }

    /** Whether any act has a selection of pieces as a parameter. */
    boolean selectsPieces() {
        return play.acts().stream().anyMatch(a -> a.params().stream().anyMatch(this::isPieces));
    }

    /** What the rules read for a chosen value: a selection of pieces as their current states. */
    String value(Play.ActParam p, String chosen) {
        return isPieces(p) ? "w.curAll(" + chosen + ")" : chosen;
    }

    /** The values a selection is made of: pieces as references. */
    String pool(Play.ActParam p, String list) {
        return isPieces(p) ? "w.refs(" + list + ")" : list;
    }

    /** An act's parameter's Java type in the game class: a piece as its id, a selection of pieces as references. */
    String paramType(Play.ActParam p) {
        return isPieces(p) ? "List<PieceRef>" : isPiece(p) ? "int" : ctx.types.of(game().paramType(p)).toString().replace(model.javaPackage + ".", "")
                .replace("org.rulesc.runtime.", "");
    }

    /** Whether an act rolls a check whose grade a player chooses ({@code roll … chosen by p}). */
    boolean choosesGrades() {
        return pm.links().checks.keySet().stream().anyMatch(r -> r.chooser() != null);
    }

    /** The game's construct: its piece's fields and its acts' parameters, typed by the checker. */
    Construct.Game game() {
        return ctx.construct(pm.game(), Construct.Game.class);
    }

    /** The game's scenery in the class (nothing when it has none). */
    SceneryEmitter scenery() {
        return new SceneryEmitter(ctx, pm, model.javaPackage);
    }

    /** The game's own state in the class (nothing when it has none). */
    SharedEmitter ownState() {
        return new SharedEmitter(ctx, game());
    }

    /** {@code ", s.scenery(), s.shared()"} as far as the game has them: the last arguments of a new State. */
    String stateTail(String state) {
        return scenery().arg(state) + ownState().arg(state);
    }

    /** A notation format's record, as the game class names it: {@code ActionRecord.Move}. */
    String nested(Decl.Notation n, Decl.Format f) {
        return NotationEmitter.formatClass(ctx, n, f).canonicalName().substring(model.javaPackage.length() + 1);
    }

    /** What the rulebook calls a piece: its label, or its name. */
    String pieceWord() {
        return label(pm.piece().label(), pm.piece().name().text());
    }

    /** A declaration's label, or its name when it has none. */
    static String label(String label, String name) {
        return label == null ? name : label;
    }

    /** The items as {@code f} writes each, joined by commas. */
    static <T> String join(List<T> items, java.util.function.Function<T, String> f) {
        return String.join(", ", items.stream().map(f).toList());
    }
}
