package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.compiler.model.Model;

/**
 * A game whose names are hostile to Java (Japanese names, a field named {@code int}, an action and
 * a format named {@code class}, a parameter named {@code new}): its generated class compiles with
 * {@code -Xlint:all -Werror} and plays the same games as the interpreter.
 */
class GameCodeTest {
    @TempDir Path dir;

    @Test
    void aHostilelyNamedGameCompilesAndPlaysLikeTheInterpreter() throws Exception {
        CompilationResult result = Compile.text("hostile_game.rules", Compile.resource("hostile_game.rules"));
        assertWithMessage(Compile.errors(result)).that(result.hasErrors()).isFalse();
        ClassLoader loader = Compile.javac(result, dir);
        Class<?> game = loader.loadClass("test.gen.対戦.対戦ゲームGame");
        Object setup = game.getMethod("scenario", String.class).invoke(null, "s");
        Model model = result.models().get(0);
        Decl.Game g = model.all(Decl.Game.class).get(0);
        Games games = new Games(new Interpreter(model), model.plays.get(g));
        SelfPlay play = new SelfPlay(games);
        for (long seed = 1; seed <= 5; seed++) {
            String generated = (String) game.getMethod("play", List.class, long.class, int.class)
                    .invoke(null, setup, seed, 100);
            SelfPlay.Game interpreted = play.play(g.play().scenarios().get(0), seed, 100);
            assertThat(generated).isEqualTo(interpreted.record());
            assertThat(interpreted.finished()).isTrue();
            sameJson(game, games, generated);
        }
    }

    /**
     * Where a record ends, as JSON: the generated class's {@code toJson} and the interpreter's
     * {@link GameJson} write the same text, and each reads it back to the state it wrote.
     */
    static void sameJson(Class<?> game, Games games, String record) throws Exception {
        Object report = game.getMethod("referee", String.class).invoke(null, record);
        Object state = report.getClass().getMethod("state").invoke(report);
        String generated = (String) game.getMethod("toJson", state.getClass()).invoke(null, state);
        Referee.Report interpreted = new Referee(games).referee(record);
        GameJson json = new GameJson(games);
        assertThat(json.write(interpreted.state())).isEqualTo(generated);
        assertThat(json.read(generated)).isEqualTo(interpreted.state());
        assertThat(game.getMethod("fromJson", String.class).invoke(null, generated)).isEqualTo(state);
    }

    /**
     * A game on a square map, in a phase of every side, with limits counted per piece and entry
     * ({@code uses trick_once(trick)}), an entry of a kind in a record, a square path and
     * {@code upto}: its class compiles with {@code -Werror}, plays as the interpreter does, and
     * refuses a trick used twice with the limit's name.
     */
    @Test
    void aGameOnSquaresWithKeyedLimitsPlaysLikeTheInterpreter() throws Exception {
        CompilationResult result = Compile.text("square_game.rules", Compile.resource("square_game.rules"));
        assertWithMessage(Compile.errors(result)).that(result.hasErrors()).isFalse();
        ClassLoader loader = Compile.javac(result, dir);
        Class<?> game = loader.loadClass("test.gen.skirmish.SkirmishGame");
        Object setup = game.getMethod("scenario", String.class).invoke(null, "s");
        Model model = result.models().get(0);
        Decl.Game g = model.all(Decl.Game.class).get(0);
        Games games = new Games(new Interpreter(model), model.plays.get(g));
        SelfPlay play = new SelfPlay(games);
        int strikes = 0;
        for (long seed = 1; seed <= 8; seed++) {
            String generated = (String) game.getMethod("play", List.class, long.class, int.class)
                    .invoke(null, setup, seed, 100);
            SelfPlay.Game interpreted = play.play(g.play().scenarios().get(0), seed, 100);
            assertThat(generated).isEqualTo(interpreted.record());
            assertThat(interpreted.invariant()).isNull();
            assertThat(generated).contains("(1,1): ");
            strikes += generated.split(": X /", -1).length - 1;
            sameJson(game, games, generated);
        }
        assertThat(strikes).isGreaterThan(0);
        // the feint (once per battle) a second time, the rush (twice per turn) a third time
        String record = "red / (1,1)\nblue / (1,2)\nturn 1\n(1,1): X / (1,2) / 0 / フェイント\n(1,2) / HP3\nturn 2\n"
                + "(1,1): X / (1,2) / 0 / feint\n";
        org.rulesc.compiler.interpret.Referee.Report r = new org.rulesc.compiler.interpret.Referee(games).referee(record);
        assertThat(r.discrepancy().line()).isEqualTo(7);
        assertThat(r.discrepancy().rule()).isEqualTo("trick_once");
        assertThat(r.discrepancy().message()).contains("feint 1 time this battle");
        Object generatedReport = game.getMethod("referee", String.class).invoke(null, record);
        Object d = generatedReport.getClass().getMethod("discrepancy").invoke(generatedReport);
        assertThat(d.getClass().getMethod("line").invoke(d)).isEqualTo(7);
        assertThat(d.getClass().getMethod("message").invoke(d)).isEqualTo(r.discrepancy().message());
        String rush = "red / (1,1)\nblue / (1,2)\nred / (2,1)\nturn 1\n(1,1): X / (1,2) / 0 / rush\n(1,2) / HP3\n"
                + "(2,1): S / (2,1)\nturn 2\n(1,1): X / (1,2) / 0 / rush\n(1,2) / HP2\n(2,1): S / (3,1)\n"
                + "turn 3\n(1,1): X / (1,2) / 0 / 突進\n(1,2) / HP1\n";
        assertThat(new org.rulesc.compiler.interpret.Referee(games).referee(rush).discrepancy()).isNull();
    }

    /**
     * A game without a {@code board} on a square rulebook: its pieces stand on the squares of
     * their position field. Its class used to name the hex labels the rulebook does not have, so
     * javac refused it after {@code check} had accepted it; now it compiles, plays as the
     * interpreter does, and its records referee on both back ends.
     */
    @Test
    void aGameWithoutABoardStandsOnItsPositionFieldsPlaces() throws Exception {
        CompilationResult result = Compile.text("boardless_square_game.rules",
                Compile.resource("boardless_square_game.rules"));
        assertWithMessage(Compile.errors(result)).that(result.hasErrors()).isFalse();
        ClassLoader loader = Compile.javac(result, dir);
        Class<?> game = loader.loadClass("test.gen.boardless.DuelGame");
        Object setup = game.getMethod("scenario", String.class).invoke(null, "s");
        Model model = result.models().get(0);
        Decl.Game g = model.all(Decl.Game.class).get(0);
        Games games = new Games(new Interpreter(model), model.plays.get(g));
        for (long seed = 1; seed <= 3; seed++) {
            String generated = (String) game.getMethod("play", List.class, long.class, int.class)
                    .invoke(null, setup, seed, 100);
            assertThat(generated).isEqualTo(new SelfPlay(games).play(g.play().scenarios().get(0), seed, 100).record());
            assertThat(generated).contains("(4,4): W / ");
            assertThat(new org.rulesc.compiler.interpret.Referee(games).referee(generated).legal()).isTrue();
            Object report = game.getMethod("referee", String.class).invoke(null, generated);
            assertThat(report.getClass().getMethod("legal").invoke(report)).isEqualTo(true);
        }
    }

    @Test
    void aPieceNamedLikeAClassOfTheGameIsAnError() {
        CompilationResult result = Compile.text("h.rules", Compile.resource("hostile_game.rules")
                .replace("piece Unit of", "piece State of").replace("target: Unit in", "target: State in"));
        assertThat(result.diagnostics().stream().map(d -> d.code().code()).toList()).contains("E1022");
    }
}
