package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.runtime.StateJson;

/**
 * A piece whose state holds lists ({@code tools: list<Tool> = [tool]}, and lists of squares, ints
 * and bools), set by its acts with the language's list expressions: both back ends play the same
 * records, write each list as a JSON array and read it back to an equal state, and refuse a list
 * with a wrong element with the same message.
 */
class ListFieldGameTest {
    @TempDir static Path dir;

    private static TestGame loaded;
    private static Class<?> game;
    private static Games games;
    private static Decl.Game decl;

    /** Compiled once for the class: each test reads the game and plays on states of its own. */
    @BeforeAll
    static void compile() throws Exception {
        loaded = TestGame.load("list_field_game.rules", "test.gen.bag.BagGame", dir);
        game = loaded.generated();
        games = loaded.games();
        decl = loaded.decl();
    }

    @Test
    void bothBackEndsPlayAndWriteTheSameLists() throws Exception {
        StringBuilder all = new StringBuilder();
        for (long seed = 1; seed <= 12; seed++) {
            SelfPlay.Game interpreted = loaded.playedAlike(seed);
            String generated = interpreted.record();
            assertThat(interpreted.invariant()).isNull();
            assertThat(new Referee(games).referee(generated).legal()).isTrue();
            GameCodeTest.sameJson(game, games, generated);
            all.append(new GameJson(games).write(new Referee(games).referee(generated).state()));
        }
        // tools were taken and dropped, and every list was written as an array
        assertThat(all.toString()).contains("\"tools\": [\"knife\", ");
        assertThat(all.toString()).contains("\"trail\": [{\"x\": 1, \"y\": 1}");
        assertThat(all.toString()).contains("\"steps\": [0, 1");
    }

    @Test
    void aStateWithListsReadsBackToTheSameTextOnBothBackEnds() throws Exception {
        String json = state("[\"knife\", \"rope\", \"knife\"]", "[{\"x\": 1, \"y\": 1}, {\"x\": 1, \"y\": 2}]",
                "[0, 1, 2]", "[false, false, false]");
        GameJson interpreter = new GameJson(games);
        Games.State read = interpreter.read(json);
        assertThat(interpreter.write(read)).isEqualTo(json);
        Object generated = game.getMethod("fromJson", String.class).invoke(null, json);
        assertThat(game.getMethod("toJson", generated.getClass()).invoke(null, generated)).isEqualTo(json);
        // the acts read the list: the second knife stays when the first is dropped
        String record = "red / knife / (1,1)\nblue / axe / (3,3)\nturn 1\n(1,1): T / 縄\n(3,3): T / ナイフ\nturn 2\n"
                + "(1,1): T / ナイフ\nturn 3\n(1,1): D / ナイフ\n";
        assertThat(new Referee(games).referee(record).legal()).isTrue();
        assertThat(interpreter.write(new Referee(games).referee(record).state()))
                .contains("\"tools\": [\"rope\", \"knife\"], \"trail\": [], \"steps\": [0], \"heavy\": [false, false]");
        GameCodeTest.sameJson(game, games, record);
        // empty lists
        String empty = state("[]", "[]", "[]", "[]");
        assertThat(interpreter.write(interpreter.read(empty))).isEqualTo(empty);
    }

    @Test
    void aListWithAWrongElementIsRefusedAlike() throws Exception {
        refusedAlike(state("[\"knife\", \"spoon\"]", "[]", "[]", "[]"),
                "$.pieces[0].tools[1]: \"spoon\" is not one of its values (knife, axe, rope)");
        refusedAlike(state("[]", "[{\"x\": 9, \"y\": 9}]", "[]", "[]"),
                "$.pieces[0].trail[0]: (9,9) is not a square of the board");
        refusedAlike(state("[]", "[]", "3", "[]"), "$.pieces[0].steps: expected an array, not the number 3");
        refusedAlike(state("[]", "[]", "[true]", "[]"), "$.pieces[0].steps[0]: expected a whole number, not true");
        // the game's invariant reads the lists: four tools are refused
        refusedAlike(state("[\"knife\", \"knife\", \"knife\", \"knife\"]", "[]", "[]", "[false, false, false, false]"),
                "$: the state breaks the game: invariant `three` does not hold [1]");
    }

    private void refusedAlike(String json, String message) throws Exception {
        StateJson.Error interpreted = assertThrows(StateJson.Error.class, () -> new GameJson(games).read(json));
        assertThat(interpreted.getMessage()).isEqualTo(message);
        InvocationTargetException generated = assertThrows(InvocationTargetException.class,
                () -> game.getMethod("fromJson", String.class).invoke(null, json));
        assertThat(generated.getCause()).isInstanceOf(StateJson.Error.class);
        assertThat(generated.getCause().getMessage()).isEqualTo(message);
    }

    /** A state of turn 2 with the red piece's lists as given (the blue piece's are empty). */
    private static String state(String tools, String trail, String steps, String heavy) {
        return "{\"game\": \"bag\", \"turn\": 2, \"phase\": \"act_all\", \"over\": false, \"pieces\": [{\"id\": 1, "
                + "\"side\": \"red\", \"tool\": \"knife\", \"at\": {\"x\": 2, \"y\": 2}, \"tools\": " + tools
                + ", \"trail\": " + trail + ", \"steps\": " + steps + ", \"heavy\": " + heavy + "}, {\"id\": 2, "
                + "\"side\": \"blue\", \"tool\": \"axe\", \"at\": {\"x\": 3, \"y\": 3}, \"tools\": [], \"trail\": [], "
                + "\"steps\": [], \"heavy\": []}], \"used\": {}}";
    }
}
