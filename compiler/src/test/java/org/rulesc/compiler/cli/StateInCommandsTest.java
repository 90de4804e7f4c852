package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rulesc play --state-in} and {@code rulesc referee --from}: a game read back from its
 * state JSON, continued by self-play, and the continuation refereed from the same state.
 */
class StateInCommandsTest {
    @TempDir Path work;

    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    private RulescTest.Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    /** Where the duel of seed 5 stands after its first two turns, as JSON. */
    private String midGame() throws Exception {
        RulescTest.Run first = run("play", "battling", "--seed", "5", "--max-turns", "2", "--state-out", "mid.json");
        assertThat(first.code()).isEqualTo(0);
        String state = Files.readString(work.resolve("mid.json")).strip();
        assertThat(state).contains("\"turn\": 2");
        assertThat(state).contains("\"over\": false");
        return state;
    }

    @Test
    void aGameContinuesFromItsStateAndTheContinuationIsRefereedFromIt() throws Exception {
        midGame();
        RulescTest.Run log = run("play", "battling", "--state-in", "mid.json", "--seed", "9", "--log", "--state-out",
                "end.json");
        assertThat(log.code()).isEqualTo(0);
        List<String> lines = log.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("# game 1, seed 9, from mid.json (referee it with --from mid.json)");
        // no setup lines: the state places the ATs; the continuation starts in the state's turn
        assertThat(lines.get(1)).isEqualTo("turn 2");
        assertThat(lines.stream().filter(l -> l.startsWith("AT / "))).isEmpty();
        Files.writeString(work.resolve("rest.txt"), log.out());

        RulescTest.Run back = run("referee", "battling", "rest.txt", "--from", "mid.json", "--state");
        assertThat(back.err()).isEmpty();
        assertThat(back.code()).isEqualTo(0);
        // the referee ends where self-play said the game ended
        assertThat(back.out().strip()).isEqualTo(Files.readString(work.resolve("end.json")).strip());
        assertThat(back.out()).contains("\"over\": true");

        // without the state, the continuation places no piece
        RulescTest.Run alone = run("referee", "battling", "rest.txt");
        assertThat(alone.code()).isEqualTo(1);
        assertThat(alone.err()).contains("the record places no piece");
    }

    @Test
    void theSameSeedContinuesTheSameWay() throws Exception {
        midGame();
        RulescTest.Run a = run("play", "battling", "--state-in", "mid.json", "--seed", "9", "--log");
        RulescTest.Run b = run("play", "battling", "--state-in", "mid.json", "--seed", "9", "--log");
        assertThat(a.out()).isEqualTo(b.out());
        RulescTest.Run summary = run("play", "battling", "--state-in", "mid.json", "--games", "3");
        assertThat(summary.code()).isEqualTo(0);
        assertThat(summary.out()).startsWith("3 games, ");
        assertThat(summary.out()).contains("unfinished 0; invariant violations 0");
    }

    @Test
    void aFileThatHoldsNoStateOfTheGameIsAUsageError() throws Exception {
        Files.writeString(work.resolve("bad.json"), "{\"game\": \"duel\", \"turn\": 1}");
        RulescTest.Run bad = run("play", "battling", "--state-in", "bad.json");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("bad.json: not a state of game duel");

        Files.writeString(work.resolve("text.json"), "turn 1");
        assertThat(run("referee", "battling", "bad.json", "--from", "text.json").code()).isEqualTo(2);

        String state = midGame();
        Files.writeString(work.resolve("two.jsonl"), state + "\n" + state + "\n");
        RulescTest.Run two = run("play", "battling", "--state-in", "two.jsonl");
        assertThat(two.code()).isEqualTo(2);
        assertThat(two.err()).contains("holds more than one state");

        assertThat(run("play", "battling", "--state-in", "nowhere.json").err()).contains("cannot read nowhere.json");
    }
}
