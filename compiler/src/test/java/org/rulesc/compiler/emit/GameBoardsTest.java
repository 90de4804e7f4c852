package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.StateJson;

/**
 * A game on two maps ({@code board field, yard}; resource {@code boards_game.rules}): the field
 * (4×4, a wall square at (2,2)) and the yard (3×5, a wall column x = 2, rows 1–4). Its second
 * scenario is set {@code on yard}; the rules read the map being played as {@code board}. Both back
 * ends play the same games on each map, name the map in the record's header, and referee the
 * header, the setup's squares and the moves against the map the record names.
 */
class GameBoardsTest {
    @TempDir Path dir;
    private Class<?> game;
    private Games games;
    private Decl.Game g;

    @BeforeEach
    void compile() throws Exception {
        CompilationResult result = Compile.text("boards_game.rules", Compile.resource("boards_game.rules"));
        assertWithMessage(Compile.errors(result)).that(result.hasErrors()).isFalse();
        game = Compile.javac(result, dir).loadClass("test.gen.yards.YardsGame");
        Model model = result.models().get(0);
        g = model.all(Decl.Game.class).get(0);
        games = new Games(new Interpreter(model), model.plays.get(g));
    }

    @Test
    void eachSeedPlaysItsScenarioOnItsMapOnBothBackEnds() throws Exception {
        SelfPlay play = new SelfPlay(games);
        for (long seed = 1; seed <= 6; seed++) {
            Play.Scenario scenario = SelfPlay.scenarioFor(g.play().scenarios(), seed);
            String board = (String) game.getMethod("scenarioBoard", String.class).invoke(null, scenario.title());
            assertThat(board).isEqualTo(seed % 2 == 1 ? "field" : "yard");
            Object lines = game.getMethod("scenario", String.class).invoke(null, scenario.title());
            String generated = (String) game.getMethod("play", String.class, List.class, long.class, int.class)
                    .invoke(null, board, lines, seed, 100);
            SelfPlay.Game interpreted = play.play(scenario, seed, 100);
            assertThat(interpreted.invariant()).isNull();
            assertThat(generated).isEqualTo(interpreted.record());
            assertThat(generated).startsWith("board " + board + "\n");
            // `board` is the map played: on the field (4,4) and (4,1) are on it, on the yard (3,5) only
            assertThat(generated).contains(" / seen" + (board.equals("field") ? 2 : 1) + "\n");
            assertThat(new Referee(games).referee(generated).discrepancy()).isNull();
            GameCodeTest.sameJson(game, games, generated);
        }
    }

    @Test
    void theStateNamesItsBoardInJson() throws Exception {
        String record = "board yard\nred / (1,1)\nblue / (3,5)\n";
        GameJson json = new GameJson(games);
        String text = json.write(new Referee(games).referee(record).state());
        assertThat(text).contains("\"board\": \"yard\"");
        assertThat(json.read(text).board()).isEqualTo("yard");
        // a square of the field, not of the yard
        String moved = text.replaceFirst("\"x\":\\s*3,\\s*\"y\":\\s*5", "\"x\": 4, \"y\": 4");
        assertThat(moved).isNotEqualTo(text);
        StateJson.Error off = org.junit.jupiter.api.Assertions.assertThrows(StateJson.Error.class, () -> json.read(moved));
        assertThat(off.getMessage()).contains("not a place of the board yard");
        StateJson.Error unknown = org.junit.jupiter.api.Assertions.assertThrows(StateJson.Error.class,
                () -> json.read(text.replace("\"yard\"", "\"moon\"")));
        assertThat(unknown.getMessage()).contains("$.board");
    }

    @Test
    void theRefereeReadsTheMapFromTheHeader() throws Exception {
        // without a `board` line: the first map, where (4,4) is a square
        assertThat(verdict("red / (1,1)\nblue / (4,4)\nturn 1\n(1,1): S / (1,2)\nat / (1,2) / seen2\n")).isNull();
        // the yard: (1,1) to (1,2) is open ground, and `board` reads the yard (seen 1)
        assertThat(verdict("board yard\nred / (1,1)\nblue / (3,5)\nturn 1\n(1,1): S / (1,2)\nat / (1,2) / seen1\n"))
                .isNull();
        // a map the game is not played on, refused at its name
        assertThat(verdict("board moon\nred / (1,1)\n"))
                .isEqualTo(List.of(1, 7, "board", "`moon` is not a board of this game (one of field, yard)"));
        // a square of the field is no square of the yard
        assertThat(verdict("board yard\nred / (1,1)\nblue / (4,4)\n"))
                .isEqualTo(List.of(3, 8, "setup", "expected a square of yard, not (4,4)"));
        // the yard's wall column: (1,1) to (2,1) is a wall there, open ground on the field
        assertThat(verdict("board yard\nred / (1,1)\nblue / (3,5)\nturn 1\n(1,1): S / (2,1)\n").subList(0, 3))
                .isEqualTo(List.of(5, 8, "step"));
        assertThat(verdict("red / (1,1)\nblue / (4,4)\nturn 1\n(1,1): S / (2,1)\nat / (2,1) / seen2\n")).isNull();
    }

    /**
     * The same on hex maps ({@code boards_hex_game.rules}: the plain, 0101–0404 with a rock at
     * 0202, and the ridge, 0101–0305 with rocks at 0201–0204): both back ends play the same
     * games on each, and a hex of the plain is refused in a setup on the ridge.
     */
    @Test
    void aGameOnTwoHexMapsPlaysAlikeOnBothBackEnds() throws Exception {
        CompilationResult result = Compile.text("boards_hex_game.rules", Compile.resource("boards_hex_game.rules"));
        assertWithMessage(Compile.errors(result)).that(result.hasErrors()).isFalse();
        Class<?> hexGame = Compile.javac(result, dir.resolve("hex")).loadClass("test.gen.hexyards.HexyardsGame");
        Model model = result.models().get(0);
        Decl.Game hg = model.all(Decl.Game.class).get(0);
        Games hexGames = new Games(new Interpreter(model), model.plays.get(hg));
        SelfPlay play = new SelfPlay(hexGames);
        for (long seed = 1; seed <= 4; seed++) {
            Play.Scenario scenario = SelfPlay.scenarioFor(hg.play().scenarios(), seed);
            String board = (String) hexGame.getMethod("scenarioBoard", String.class).invoke(null, scenario.title());
            Object lines = hexGame.getMethod("scenario", String.class).invoke(null, scenario.title());
            String generated = (String) hexGame.getMethod("play", String.class, List.class, long.class, int.class)
                    .invoke(null, board, lines, seed, 100);
            SelfPlay.Game interpreted = play.play(scenario, seed, 100);
            assertThat(interpreted.invariant()).isNull();
            assertThat(generated).isEqualTo(interpreted.record());
            assertThat(generated).startsWith("board " + (seed % 2 == 1 ? "plain" : "ridge") + "\n");
            GameCodeTest.sameJson(hexGame, hexGames, generated);
        }
        // 0404 is a hex of the plain, not of the ridge
        String record = "board ridge\nred / 0101\nblue / 0404\n";
        Referee.Discrepancy i = new Referee(hexGames).referee(record).discrepancy();
        assertThat(List.of(i.line(), i.column(), i.message())).isEqualTo(List.of(3, 8, "expected a hex of ridge, not 0404"));
        Object report = hexGame.getMethod("referee", String.class).invoke(null, record);
        Object d = report.getClass().getMethod("discrepancy").invoke(report);
        assertThat(d.getClass().getMethod("message").invoke(d)).isEqualTo(i.message());
    }

    /** Both referees' verdict, which must agree: null, or line, column, rule and message. */
    private List<Object> verdict(String record) throws Exception {
        Referee.Discrepancy i = new Referee(games).referee(record).discrepancy();
        Object report = game.getMethod("referee", String.class).invoke(null, record);
        Object d = report.getClass().getMethod("discrepancy").invoke(report);
        List<Object> interpreted = i == null ? null : List.of(i.line(), i.column(), i.rule(), i.message());
        List<Object> generated = d == null ? null : List.of(d.getClass().getMethod("line").invoke(d),
                d.getClass().getMethod("column").invoke(d), d.getClass().getMethod("rule").invoke(d),
                d.getClass().getMethod("message").invoke(d));
        assertThat(generated).isEqualTo(interpreted);
        return interpreted;
    }
}
