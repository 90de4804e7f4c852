package org.rulesc.compiler.emit;

import java.util.List;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.TypedPlay;

/**
 * A {@code game} as a Java class with the interpreter's semantics ({@code interpret.Games}): an
 * immutable {@code State}, {@code legalActions}, {@code perform} (a {@code Refusal} naming the rule
 * and its citation, or the new state and the result lines written), {@code endPhase}, and
 * {@code play}, self-play with the interpreter's sampler, so that both back ends write the same
 * record for the same seed. The piece's state is the build record the checker made of it.
 *
 * <p>The class is written as text, not through JavaPoet: its methods are mostly the rulebook's
 * effects, statement by statement, which read best as the code they are.
 *
 * <p>It writes the file and the class's head, then the class's parts in order; those with a
 * class of their own share the class being written through {@link GameClass}: the state and
 * {@code Work} ({@link GameStateEmitter}), the course of the game ({@link GameCourseEmitter}),
 * the entry points for any action ({@link GameActionsEmitter}), limits counted per piece and key
 * ({@link GameKeyedLimitsEmitter}), each act's methods ({@link GameActMethodsEmitter}),
 * self-play ({@link GameSelfPlayEmitter}), the referee's adapter ({@link GameRefereeEmitter}),
 * and JSON ({@link GameJsonEmitter}).
 */
final class GameEmitter extends GamePart {
    private final GameClass gameClass;
    private final GameStateEmitter state;
    private final GameCourseEmitter course;
    private final GameActionsEmitter actions;
    private final GameKeyedLimitsEmitter keyedUses;
    private final GameActMethodsEmitter acts;
    private final GameSelfPlayEmitter selfPlay;
    private final GameRefereeEmitter referee;

    GameEmitter(EmitContext ctx, PlayModel pm) {
        this(new GameClass(ctx, pm));
    }

    private GameEmitter(GameClass game) {
        super(game);
        this.gameClass = game;
        this.state = new GameStateEmitter(game);
        this.course = new GameCourseEmitter(game);
        this.actions = new GameActionsEmitter(game);
        this.keyedUses = new GameKeyedLimitsEmitter(game);
        this.acts = new GameActMethodsEmitter(game, keyedUses);
        this.selfPlay = new GameSelfPlayEmitter(game);
        this.referee = new GameRefereeEmitter(game);
    }

    /** The class's file: {@code DuelGame.java}. */
    GeneratedFile emit(String fileComment) {
        line("// " + fileComment);
        line("package " + model.javaPackage + ";");
        line("");
        for (String i : List.of("java.util.ArrayList", "java.util.Collections", "java.util.LinkedHashMap", "java.util.List",
                "java.util.Map", "java.util.SplittableRandom", "org.rulesc.runtime.Dice", "org.rulesc.runtime.GameReferee",
                "org.rulesc.runtime.HexGrid", "org.rulesc.runtime.RecordSyntaxError", "org.rulesc.runtime.RecordedGame",
                "org.rulesc.runtime.RuleViolation")) {
            line("import " + i + ";");
        }
        if (onSquares()) {
            line("import org.rulesc.runtime.SquareGrid;");
        }
        if (onPoints()) {
            line("import org.rulesc.runtime.Continuous;");
        }
        line("");
        line("/**");
        line(" * " + Docs.escape(label(pm.game().label(), pm.game().name().text())) + ": the game's state, its legal"
                + " actions and what they do, generated from {@code game " + pm.game().name().text() + "}.");
        if (!pm.game().meta().citationText().isEmpty()) {
            line(" *");
            line(" * <p>" + Docs.escape(pm.game().meta().citationText()));
        }
        line(" */");
        open("public final class " + cls);
        line("private " + cls + "() {}");
        if (tableBoard()) {
            TableBoardEmitter.board(this::line, ctx, (Decl.TableBoard) pm.board());
        }
        state.records();
        boards.members(this::line);
        state.phases();
        state.work();
        course.start();
        course.endPhase();
        actions.entryPoints();
        actions.show();
        course.owed();
        for (TypedPlay.Act act : game().acts()) {
            acts.act(act);
        }
        keyedUses.shared();
        acts.selections();
        acts.piecePoolsDispatch();
        selfPlay.play();
        referee.records();
        new GameJsonEmitter(ctx, pm, piece).emit(gameClass.lines.asLines());
        close();
        // the rulebook's expressions and types are written in full above; import them, as JavaPoet does
        java.util.Set<String> reserved = new java.util.HashSet<>(JavaNames.GAME_NESTED);
        reserved.add(cls);
        reserved.add(piece);
        return new GeneratedFile(model.javaPackage.replace('.', '/') + "/" + cls + ".java",
                GameLines.rewrap(Imports.shorten(gameClass.lines.text(), model.javaPackage, reserved)));
    }
}
