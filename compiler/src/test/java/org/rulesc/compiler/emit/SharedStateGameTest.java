package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.runtime.StateJson;

/**
 * A game's own state ({@code state ground { items: list<Gear> = [] … }}): items a unit drops lie on
 * the ground, where no piece owns them, until a unit next to them takes one up (or loses it on a
 * failed search). Both back ends play, write as JSON and referee the same games, and refuse the
 * same illegal records, reading {@code ground.items} in requirements, choices, invariants and the
 * end and changing it in effects.
 */
class SharedStateGameTest {
    @TempDir static Path dir;

    private static TestGame loaded;
    private static Class<?> game;
    private static Games games;

    /** Compiled once for the class: each test reads the game and plays on states of its own. */
    @BeforeAll
    static void compile() throws Exception {
        loaded = TestGame.load("shared_state_game.rules", "test.gen.caches.CachesGame", dir);
        game = loaded.generated();
        games = loaded.games();
    }

    @Test
    void bothBackEndsPlayTheSameGamesWithTheGroundsState() throws Exception {
        StringBuilder all = new StringBuilder();
        int ended = 0;
        for (long seed = 1; seed <= 30; seed++) {
            SelfPlay.Game interpreted = loaded.playedAlike(seed);
            String record = interpreted.record();
            assertThat(interpreted.invariant()).isNull();
            Referee.Report r = new Referee(games).referee(record);
            assertThat(r.legal()).isTrue();
            assertThat(loaded.refusal(record)).isNull();
            GameCodeTest.sameJson(game, games, record);
            if (Integer.valueOf(2).equals(r.state().shared().get("lost"))) {
                ended++; // ended by `end when ground.lost >= 2`, which reads the game's own state
                assertThat(r.state().over()).isTrue();
            }
            all.append(record);
        }
        // items were dropped, then found and lost again by taking them up from where they lay
        assertThat(all.toString()).containsMatch(": D / (rope|lamp)\n");
        assertThat(all.toString()).contains(" / found\n");
        assertThat(all.toString()).contains(" / lost\n");
        assertThat(ended).isGreaterThan(0);
    }

    private static final String SETUP = "red / (1,1)\nblue / (3,3)\nblue / (2,3)\nturn 1\n";

    @Test
    void whatLiesOnTheGroundIsTheGamesNotADropperOnes() throws Exception {
        // blue drops the rope at (2,3) and steps away; red, next to it, takes it up: the item is
        // found where it lies, whoever dropped it
        String record = SETUP + "(1,1): S / (1,2)\n(2,3): D / rope\n(3,3): S / (3,2)\nturn 2\n"
                + "(1,2): S / (1,3)\n(2,3): S / (2,2)\n(3,2): S / (3,1)\nturn 3\n"
                + "(1,3): D / rope\n(2,2): S / (2,1)\n(3,1): S / (3,2)\nturn 4\n"
                + "(1,3): T / (2,3) / rope\n(2,3) / D5 / found\n";
        Referee.Report r = new Referee(games).referee(record);
        assertThat(r.discrepancy()).isNull();
        assertThat(loaded.refusal(record)).isNull();
        GameJson json = new GameJson(games);
        assertThat(json.write(r.state())).contains("\"shared\": {\"items\": [\"rope\"], \"spots\": [{\"x\": 1, \"y\": 3}],"
                + " \"lost\": 0}");
        GameCodeTest.sameJson(game, games, record);
        // nothing lies at (2,2): the choices of `item` are read from the ground's state, as the record writes them
        String nothing = SETUP + "(1,1): S / (1,2)\n(2,3): D / rope\n(3,3): S / (3,2)\nturn 2\n(1,2): T / (2,2) / rope\n";
        String refused = new Referee(games).referee(nothing).discrepancy().message();
        assertThat(refused).contains("item rope is not among its choices");
        assertThat(loaded.refusal(nothing)).isEqualTo(refused);
        // a result the die does not give (D2 fails the search) is the line the referee stops at
        String forged = record.replace("D5 / found", "D2 / found");
        assertThat(new Referee(games).referee(forged).discrepancy().line()).isEqualTo(18);
        assertThat(loaded.refusal(forged)).isNotNull();
        // a unit two squares away (no diagonal steps on this board) does not reach it
        String far = SETUP + "(1,1): S / (1,2)\n(2,3): D / rope\n(3,3): S / (3,2)\nturn 2\n(1,2): T / (2,3) / rope\n";
        String farRefused = new Referee(games).referee(far).discrepancy().message();
        assertThat(farRefused).contains("spot (2,3) is not among its choices");
        assertThat(loaded.refusal(far)).isEqualTo(farRefused);
    }

    @Test
    void aStateWhoseGroundBreaksTheGameIsRefusedByBothReaders() throws Exception {
        String record = SETUP + "(1,1): S / (1,2)\n(2,3): D / rope\n";
        String written = new GameJson(games).write(new Referee(games).referee(record).state());
        // an item without its place breaks `paired`; an unknown key and a wrong kind are refused by the shape
        for (String broken : new String[] {
                written.replace("\"spots\": [{\"x\": 2, \"y\": 3}]", "\"spots\": []"),
                written.replace("\"lost\": 0", "\"lost\": 0, \"found\": 1"),
                written.replace("\"items\": [\"rope\"]", "\"items\": [\"sword\"]")}) {
            assertThat(broken).isNotEqualTo(written);
            StateJson.Error interpreted = org.junit.jupiter.api.Assertions.assertThrows(StateJson.Error.class,
                    () -> new GameJson(games).read(broken));
            java.lang.reflect.InvocationTargetException generated = org.junit.jupiter.api.Assertions.assertThrows(
                    java.lang.reflect.InvocationTargetException.class,
                    () -> game.getMethod("fromJson", String.class).invoke(null, broken));
            assertThat(generated.getCause().getMessage()).isEqualTo(interpreted.getMessage());
        }
        assertThat(org.junit.jupiter.api.Assertions.assertThrows(StateJson.Error.class, () -> new GameJson(games)
                .read(written.replace("\"spots\": [{\"x\": 2, \"y\": 3}]", "\"spots\": []"))).getMessage())
                .contains("invariant `paired`");
    }
}
