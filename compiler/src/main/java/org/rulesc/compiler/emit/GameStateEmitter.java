package org.rulesc.compiler.emit;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Typed;

/**
 * The scaffolding of a game class every other part writes against: the nested records
 * ({@code Piece}, {@code State}, {@code PieceRef}, {@code Act}, {@code Written}, {@code Outcome},
 * {@code Refusal}), the sequence's tables ({@code PHASE_SIDE}, {@code PHASE_ACTIONS}, the limits'
 * scopes, {@code runs}, {@code nextPhase}), and {@code Work}, the working copy of the pieces one act
 * or phase start changes. Its own part because it is the frame the rules are written into, not the
 * rules: the same shapes for every rulebook, only the piece type, the phases and limits, the boards
 * and the scenery vary.
 */
final class GameStateEmitter extends GamePart {
    GameStateEmitter(GameClass game) {
        super(game);
    }

    /**
     * The nested records: {@code Piece}, {@code State} (and {@code Scenery}), {@code PieceRef}, {@code Act},
     * {@code Written}, {@code Outcome} and {@code Refusal}.
     */
    void records() {
        blank();
        line("/** A piece: a number that stays its own for the whole game, and its state. */");
        line("public record Piece(int id, " + piece + " state) {}");
        blank();
        line("/**");
        line(" * Where a game stands: the turn, the phase's index, the pieces in play, limit uses ({@code limit#id}), over,");
        line(" * and the board it is played on (null: the first of {@link #BOARDS}, or none).");
        line(" */");
        open("public record State(int turn, int phase, List<Piece> pieces, Map<String, Integer> used, boolean over, String board"
                + scenery().component() + ownState().component() + ")");
        open("public State");
        line("pieces = List.copyOf(pieces);");
        line("used = Collections.unmodifiableMap(new LinkedHashMap<>(used));");
        close();
        blank();
        line("/** A state on the game's first board (or of a game without one). */");
        open("public State(int turn, int phase, List<Piece> pieces, Map<String, Integer> used, boolean over)");
        String noScenery = scenery().any() ? ", Scenery.of(List.of())" : "";
        line("this(turn, phase, pieces, used, over, null" + noScenery
                + (ownState().any() ? ", initialShared(null" + noScenery + ")" : "") + ");");
        close();
        blank();
        open("public Piece piece(int id)");
        open("for (Piece p : pieces)");
        line("if (p.id() == id) {");
        line("    return p;");
        line("}");
        close();
        line("return null;");
        close();
        close();
        blank();
        scenery().record(this::line);
        blank();
        line("/** A piece chosen as a parameter, by its number. */");
        line("public record PieceRef(int id) {}");
        blank();
        line("/** An act by a piece: the act's name, its parameters in order (a piece as a {@link PieceRef}). */");
        line("public record Act(String act, int piece, List<Object> args) {}");
        blank();
        line("/** A result line an act wrote: the notation's record and its canonical text. */");
        line("public record Written(Object line, String text) {}");
        blank();
        line("/** The state after an action, and the lines it wrote. */");
        line("public record Outcome(State state, List<Written> written) {}");
        blank();
        line("/** The rules refuse an action: the rule, where the document says so, and why. */");
        open("public static final class Refusal extends RuleViolation");
        line("private static final long serialVersionUID = 1L;");
        line("private final String citation;");
        blank();
        open("Refusal(String rule, String citation, String message)");
        line("super(rule, message);");
        line("this.citation = citation;");
        close();
        blank();
        line("/** {@return the document's sections (empty when the rule cites none)} */");
        open("public String citation()");
        line("return citation;");
        close();
        close();
    }

    /**
     * The sequence as tables: each phase's side, actions, label and citation, {@code TURNS}, {@code side},
     * {@code runs}, {@code nextPhase}, and each limit's scope.
     */
    void phases() {
        List<Decl.Phase> phases = pm.sequence().phases();
        String sides = JavaNames.declaredType(pm.sides().name().text());
        blank();
        line("/** The side of each phase of the sequence, in order (null: every side acts in it). */");
        line("private static final " + sides + "[] PHASE_SIDE = {" + join(phases, p -> p.side() == null ? "null"
                : sides + "." + JavaNames.constant(p.side().text())) + "};");
        line("/** The actions each phase allows. */");
        line("private static final List<List<String>> PHASE_ACTIONS = List.of(" + join(phases, p -> "List.of("
                + join(p.actions(), a -> JavaText.literal(a.text())) + ")") + ");");
        line("private static final String[] PHASE_LABEL = {" + join(phases, p -> JavaText.literal(label(p.label(),
                p.name().text()))) + "};");
        line("private static final String[] PHASE_CITATION = {" + join(phases, p -> JavaText.literal(
                p.meta().citationText())) + "};");
        line("/** The last turn (0: none). */");
        line("public static final int TURNS = " + (pm.sequence().turns() == null ? 0 : pm.sequence().turns()) + ";");
        blank();
        line("/** {@return the side whose phase it is (null: a phase of every side)} */");
        open("public static " + sides + " side(State s)");
        line("return PHASE_SIDE[s.phase()];");
        close();
        blank();
        line("/** Whether phase {@code i} runs in {@code turn}. */");
        open("private static boolean runs(int i, int turn)");
        List<Typed> conditions = ctx.construct(pm.sequence(), Construct.Sequence.class).conditions();
        for (int i = 0; i < phases.size(); i++) {
            Typed condition = conditions.get(i);
            if (condition != null) {
                line("if (i == " + i + ") {");
                line("    return " + ctx.exprs.emit(condition, ExprEnv.empty().with("turn", "turn"))
                        + ";");
                line("}");
            }
        }
        line("return true;");
        close();
        blank();
        open("private static int nextPhase(int turn, int after)");
        open("for (int i = after + 1; i < PHASE_SIDE.length; i++)");
        line("if (runs(i, turn)) {");
        line("    return i;");
        line("}");
        close();
        line("return -1;");
        close();
        blank();
        line("/** The scope of each limit an act uses: its uses restart when a phase or a turn of that scope begins. */");
        Map<String, String> scopes = new LinkedHashMap<>();
        // in the order of the acts (the links are identity maps, whose order is not the source's)
        for (Play.Act act : play.acts()) {
            Decl.Limit l = pm.links().limits.get(act);
            if (l != null) {
                scopes.put(l.name().text(), l.scope().text());
            }
        }
        keyedLimits().forEach(l -> scopes.put(l.name().text(), l.scope().text()));
        line("private static final Map<String, String> LIMIT_SCOPE = Map.of(" + String.join(", ", scopes.entrySet()
                .stream().map(e -> JavaText.literal(e.getKey()) + ", " + JavaText.literal(e.getValue())).toList())
                + ");");
    }

    /** {@code Work}: the pieces one act or phase start changes, the lines it writes, its dice and grade choices. */
    void work() {
        blank();
        line("/** The pieces being changed by one act (or one phase start), and the lines it writes. */");
        open("private static final class Work");
        line("final State base;");
        line("final List<Piece> pieces;");
        if (ownState().any()) {
            line(ownState().type() + " shared;");
        }
        line("final Map<Integer, " + piece + "> removed = new LinkedHashMap<>();");
        line("final List<Written> written = new ArrayList<>();");
        line("Dice dice;");
        line("org.rulesc.runtime.GradeChoices choices = org.rulesc.runtime.GradeChoices.FIRST;");
        blank();
        open("Work(State base)");
        line("this.base = base;");
        line("this.pieces = new ArrayList<>(base.pieces());");
        if (ownState().any()) {
            line("this.shared = base.shared();");
        }
        close();
        blank();
        open("int turn()");
        line("return base.turn();");
        close();
        if (choosesGrades()) {
            blank();
            line("/** The index of the grade the player of piece {@code who} picks among those that applied. */");
            open("int choose(int who, String check, String label, String citation, List<String> grades, List<String> labels)");
            line("return org.rulesc.runtime.GradeChoices.pick(choices, new org.rulesc.runtime.GradeChoices.Choice(who, check, "
                    + "label, citation, grades, labels, written.size()));");
            close();
        }
        if (boards.maps()) {
            blank();
            line("/** The map the game is played on ({@code board}). */");
            open(boards.mapType() + " board()");
            line("return boardMap(base.board());");
            close();
        }
        blank();
        line("/** A piece's current state (its last, once removed). */");
        open(piece + " cur(int id)");
        open("for (Piece p : pieces)");
        line("if (p.id() == id) {");
        line("    return p.state();");
        line("}");
        close();
        line("return removed.get(id);");
        close();
        blank();
        open("int idOf(" + piece + " value)");
        open("for (Piece p : pieces)");
        line("if (p.state() == value) {");
        line("    return p.id();");
        line("}");
        close();
        line("throw new IllegalStateException(\"not a piece of this game: \" + value);");
        close();
        if (selectsPieces()) {
            blank();
            line("/** A selection of pieces: each one's current state (a removed one's last), in its order. */");
            open("List<" + piece + "> curAll(List<PieceRef> refs)");
            line("return refs.stream().map(r -> cur(r.id())).toList();");
            close();
            blank();
            line("/** A list's pieces as references, the values a selection of pieces is made of. */");
            open("List<PieceRef> refs(List<" + piece + "> values)");
            line("return values.stream().map(v -> new PieceRef(idOf(v))).toList();");
            close();
        }
        blank();
        open("List<" + piece + "> all()");
        line("return pieces.stream().map(Piece::state).toList();");
        close();
        blank();
        open("List<" + piece + "> enemies(int self)");
        line("Object side = base.piece(self).state().side();");
        line("return pieces.stream().filter(p -> !p.state().side().equals(side)).map(Piece::state).toList();");
        close();
        blank();
        open("List<" + piece + "> others(int self)");
        line("return pieces.stream().filter(p -> p.id() != self).map(Piece::state).toList();");
        close();
        blank();
        open("void set(int id, " + piece + " value)");
        open("for (int i = 0; i < pieces.size(); i++)");
        line("if (pieces.get(i).id() == id) {");
        line("    pieces.set(i, new Piece(id, value));");
        line("}");
        close();
        close();
        blank();
        open("void remove(int id)");
        open("for (int i = 0; i < pieces.size(); i++)");
        open("if (pieces.get(i).id() == id)");
        line("removed.put(id, pieces.remove(i).state());");
        line("return;");
        close();
        close();
        close();
        blank();
        open("State state(Map<String, Integer> used)");
        line("return new State(base.turn(), base.phase(), pieces, used, base.over(), base.board()" + scenery().arg("base")
                + (ownState().any() ? ", shared" : "") + ");");
        close();
        close();
    }
}
