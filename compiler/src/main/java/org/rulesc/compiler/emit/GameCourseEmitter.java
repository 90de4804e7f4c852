package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.TypedPlay;

/**
 * The course of a game in its class: {@code start} from setup lines (and {@code scenario}),
 * {@code endPhase} and {@code enterPhase} with the phase starts' effects, {@code invariants},
 * {@code ends}, {@code winner}, and {@code owed}, the acts the game's {@code must}s require before a
 * phase ends. Apart from the acts because these are what happens between them: the boundaries the
 * interpreter's {@code Games} judges the same way.
 */
final class GameCourseEmitter extends GamePart {
    GameCourseEmitter(GameClass game) {
        super(game);
    }

    /** {@code start} from setup lines (on a board, with scenery, when the game has them) and {@code scenario}. */
    void start() {
        if (ownState().any()) {
            ExprEnv initial = scenery().bind(ExprEnv.empty().declaring("on").declaring("scenery"), "scenery");
            blank();
            ownState().initial(this::line, scenery().any() ? ", Scenery scenery" : "",
                    boards.maps() ? initial.with("board", "boardMap(on)") : initial);
        }
        Decl.Format setup = pm.links().setupFormat;
        if (setup == null) {
            return;
        }
        String unit = NotationEmitter.formatClass(ctx, pm.links().setupNotation, setup).canonicalName()
                .substring(model.javaPackage.length() + 1);
        blank();
        String none = scenery().any() ? ", Scenery.of(List.of())" : "";
        line("/** {@return the first phase of turn 1 with these pieces, each placed by a setup line, on the first board} */");
        open("public static State start(List<" + unit + "> setup)");
        line("return start(null, setup" + none + ");");
        close();
        blank();
        if (scenery().any()) {
            line("/** {@return the first phase of turn 1 with these pieces on a table laid out with this scenery} */");
            open("public static State start(List<" + unit + "> setup, Scenery scenery)");
            line("return start(null, setup, scenery);");
            close();
            blank();
        }
        line("/**");
        line(" * {@return the first phase of turn 1 with these pieces on {@code board}, one of {@link #BOARDS} (null: the");
        line(" * first)}");
        line(" */");
        if (scenery().any()) {
            open("public static State start(String board, List<" + unit + "> setup)");
            line("return start(board, setup" + none + ");");
            close();
            blank();
            line("/** {@return the first phase of turn 1 on {@code board} (null: the first), the table laid out with this scenery} */");
            open("public static State start(String board, List<" + unit + "> setup, Scenery scenery)");
        } else {
            open("public static State start(String board, List<" + unit + "> setup)");
        }
        line("String on = boardName(board);");
        line("List<Piece> pieces = new ArrayList<>();");
        open("for (" + unit + " u : setup)");
        ExprEnv env = scenery().bind(ExprEnv.empty().declaring("u").declaring("pieces").declaring("s")
                .declaring("on").declaring("board").declaring("scenery"), "scenery");
        if (boards.maps()) {
            env = env.with("board", "boardMap(on)");
        }
        List<String> args = new ArrayList<>();
        for (Construct.Field f : game().piece().fields()) {
            String local = "f" + JavaNames.type(f.name());
            boolean given = setup.fields().stream().anyMatch(x -> x.name().text().equals(f.name()));
            String value;
            if (given) {
                value = "u." + JavaNames.member(f.name()) + "()";
            } else {
                value = ctx.exprs.emit(game().typed().field(f.name()).initial(), env);
            }
            line(ctx.types.of(f.type()) + " " + local + " = " + value + ";");
            env = env.with(f.name(), local);
            args.add(local);
        }
        line("pieces.add(new Piece(pieces.size() + 1, new " + piece + "(" + String.join(", ", args) + ")));");
        close();
        String sceneryArg = scenery().any() ? ", scenery" : "";
        line("return enterPhase(new State(1, -1, pieces, Map.of(), false, on" + sceneryArg
                + (ownState().any() ? ", initialShared(on" + sceneryArg + ")" : "") + "), 1, nextPhase(1, -1));");
        close();
        blank();
        line("/** {@return the setup lines of the scenario {@code title}} */");
        open("public static List<String> scenario(String title)");
        if (play.scenarios().isEmpty()) { // a switch with only a default does not compile
            line("throw new IllegalArgumentException(\"no scenario \" + title);");
            close();
            return;
        }
        line("return switch (title) {");
        for (Play.Scenario sc : play.scenarios()) {
            line("    case " + JavaText.literal(sc.title()) + " -> List.of(" + String.join(", ",
                    sc.lines().stream().map(JavaText::literal).toList()) + ");");
        }
        line("    default -> throw new IllegalArgumentException(\"no scenario \" + title);");
        line("};");
        close();
    }

    /**
     * {@code endPhase}, {@code enterPhase} with the phase starts' effects, {@code invariants}, {@code ends} and
     * {@code winner}.
     */
    void endPhase() {
        blank();
        line("/**");
        line(" * {@return the game after the phase being played ends: the next phase, or the next turn's first;");
        line(" * over after the last}");
        line(" */");
        open("public static State endPhase(State s)");
        line("if (s.over()) {");
        line("    return s;");
        line("}");
        if (!play.musts().isEmpty()) {
            line("Refusal owes = owed(s);");
            line("if (owes != null) {");
            line("    throw owes;");
            line("}");
        }
        line("int next = nextPhase(s.turn(), s.phase());");
        line("int turn = s.turn();");
        open("if (next < 0)");
        line("turn++;");
        line("if (TURNS > 0 && turn > TURNS) {");
        line("    return new State(s.turn(), s.phase(), s.pieces(), s.used(), true, s.board()" + stateTail("s") + ");");
        line("}");
        line("next = nextPhase(turn, -1);");
        close();
        // the end is also judged where the walker passes a boundary: when a phase ends (or the
        // turn does), once the next phase's start effects have run; not at the game's start
        line("State entered = enterPhase(s, turn, next);");
        line("return ends(entered) ? new State(entered.turn(), entered.phase(), entered.pieces(), entered.used(), true, "
                + "entered.board()" + stateTail("entered") + ") : entered;");
        close();
        blank();
        open("private static State enterPhase(State s, int turn, int phase)");
        line("Map<String, Integer> used = new LinkedHashMap<>(s.used());");
        line("boolean newTurn = turn != s.turn();");
        line("used.keySet().removeIf(k -> {");
        line("    String scope = LIMIT_SCOPE.get(k.substring(0, k.indexOf('#')));");
        line("    return scope.equals(\"phase\") || newTurn && scope.equals(\"turn\");");
        line("});");
        line("State entered = new State(turn, phase, s.pieces(), used, false, s.board()" + stateTail("s") + ");");
        line("Work w = new Work(entered);");
        line("var side = PHASE_SIDE[phase];");
        ExprEnv env = gameEnv().with("side", "side").declaring("used").declaring("entered")
                .declaring("newTurn").declaring("turn").declaring("phase").declaring("s");
        effects.write(game().typed().phaseStart(), env, new LinkedHashMap<>(), null);
        line("State after = w.state(entered.used());");
        line("invariants(after);");
        line("return after;");
        close();
        blank();
        open("private static void invariants(State s)");
        line("Work w = new Work(s);");
        for (TypedPlay.Invariant typed : game().typed().invariants()) {
            Play.Invariant inv = typed.written();
            line("if (!(" + ctx.exprs.emit(typed.condition(), gameEnv().declaring("s")) + ")) {");
            line("    throw new RecordedGame.InvariantBroken(" + JavaText.literal("invariant `" + inv.name().text() + "`"
                    + (inv.label() == null ? "" : " (" + inv.label() + ")") + " does not hold"
                    + (inv.meta().citationText().isEmpty() ? "" : " [" + inv.meta().citationText() + "]")) + ");");
            line("}");
        }
        close();
        blank();
        line("/** Whether the game ends ({@code end when}): judged after every act and every phase boundary. */");
        open("private static boolean ends(State s)");
        line("Work w = new Work(s);");
        line("return " + (play.end() == null ? "false" : ctx.exprs.emit(game().typed().end(), gameEnv().declaring("s")))
                + ";");
        close();
        if (play.winner() != null) {
            blank();
            line("/** {@return the game's result ({@code winner})} */");
            open("public static " + ctx.types.of(game().typed().winner().type()) + " winner(State s)");
            line("Work w = new Work(s);");
            line("return " + ctx.exprs.emit(game().typed().winner(), gameEnv().declaring("s")) + ";");
            close();
        }
    }

    /** {@code owed(s)}: the first act a piece owes before the phase may end (the game's {@code must}s). */
    void owed() {
        blank();
        line("/**");
        line(" * {@return the first act a piece owes before the phase being played may end, or null} Pieces in setup");
        line(" * order, then the game's {@code must}s in order: a piece owes the act when it may take it now and the");
        line(" * {@code must}'s condition holds for it.");
        line(" */");
        open("public static Refusal owed(State s)");
        if (play.musts().isEmpty()) {
            line("return null;");
            close();
            return;
        }
        line("if (s.over()) {");
        line("    return null;");
        line("}");
        open("for (Piece p : s.pieces())");
        line("if (side(s) != null && !p.state().side().equals(side(s))) {");
        line("    continue;");
        line("}");
        line("Work w = new Work(s);");
        line("int self = p.id();");
        for (TypedPlay.Must typed : game().typed().musts()) {
            Play.Must m = typed.written();
            Play.Act act = typed.act();
            String name = act.name().text();
            String cond = typed.when() == null ? "" : " && (" + ctx.exprs.emit(typed.when(), actEnv().declaring("owes"))
                    + ")";
            open("if (beforeChoices(s, " + JavaText.literal(name) + ", p) == null" + cond + ")");
            line("List<Act> out = new ArrayList<>();");
            line("legal" + JavaNames.type(name) + "(s, p, out);");
            open("if (!out.isEmpty())");
            line("return new Refusal(" + JavaText.literal(label(act.label(), name)) + ", "
                    + JavaText.literal(m.meta().citationText()) + ", show(s, new PieceRef(p.id())) + "
                    + JavaText.literal(" owes " + label(act.label(), name) + " before ") + " + PHASE_LABEL[s.phase()] + "
                    + JavaText.literal(" ends") + ");");
            close();
            close();
        }
        close();
        line("return null;");
        close();
    }
}
