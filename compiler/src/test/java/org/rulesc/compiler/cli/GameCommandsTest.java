package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rulesc referee} and {@code rulesc play} on the bundled バトリング duel. */
class GameCommandsTest {
    @TempDir Path work;

    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    private RulescTest.Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    private static final String GAME = """
            # a Scopedog against a Brutish Dog, as in the shooting example
            AT / first / scopedog / 0707
            AT / second / brutish_dog / 1108
            turn 1
            0707: F / 1108
            1108 / 2 / H / 1 / HP3
            1108: R / 2 / 0907
            """;

    @Test
    void aLegalRecordExitsZeroWithASummary() throws Exception {
        Files.writeString(work.resolve("game.txt"), GAME);
        RulescTest.Run r = run("referee", "battling", "game.txt");
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).startsWith("legal: 2 actions, turn 1, game not over");
        assertThat(r.out()).contains("at 0907  hp 3");
    }

    @Test
    void anIllegalLineIsReportedAtItsLineAndColumnWithItsRule() throws Exception {
        Files.writeString(work.resolve("game.txt"), GAME.replace("1108: R / 2 / 0907", "1108: R / 2 / 0908"));
        RulescTest.Run r = run("referee", "battling", "game.txt");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).startsWith("game.txt:7:7: illegal: `R / 2 / 0908` by the AT in 1108 is refused: requires dash_ok(");
        assertThat(r.err()).contains("rule: ローラーダッシュ(R) [【4】ローラーダッシュ(R); 【6】]");
    }

    @Test
    void hostileLinesAreIllegalNotInternalErrors() throws Exception {
        for (String line : new String[] {"turn 99999999999", "9999999999: W / 1 / 0807", "0707: W / 99999999999 / 0807",
                "0707: F / 1108\n1108 / 99 / H / 1 / HP3", "\u0000\uFEFF"}) {
            Files.writeString(work.resolve("game.txt"), GAME.lines().limit(3).map(l -> l + "\n")
                    .reduce("", String::concat) + line + "\n");
            RulescTest.Run r = run("referee", "battling", "game.txt");
            assertThat(r.code()).isEqualTo(1);
            assertThat(r.err()).containsMatch("^game.txt:[45]:\\d+: illegal: ");
        }
    }

    @Test
    void theVerdictAndTheStateAsJson() throws Exception {
        Files.writeString(work.resolve("game.txt"), GAME);
        RulescTest.Run ok = run("referee", "battling", "game.txt", "--format", "json");
        assertThat(ok.code()).isEqualTo(0);
        JsonNode json = new ObjectMapper().readTree(ok.out());
        assertThat(json.get("legal").asBoolean()).isTrue();
        assertThat(json.get("discrepancy").isNull()).isTrue();
        assertThat(json.get("state").get("turn").asInt()).isEqualTo(1);
        JsonNode second = json.get("state").get("pieces").get(1);
        assertThat(second.get("at").asText()).isEqualTo("0907");
        assertThat(second.get("hp").asInt()).isEqualTo(3);
        assertThat(second.get("last").asText()).isEqualTo("dash");
        Files.writeString(work.resolve("bad.txt"), GAME.replace("1108 / 2 / H / 1 / HP3", "1108 / 2 / H / 1 / HP4"));
        RulescTest.Run bad = run("referee", "battling", "bad.txt", "--format", "json");
        assertThat(bad.code()).isEqualTo(1);
        JsonNode d = new ObjectMapper().readTree(bad.out()).get("discrepancy");
        assertThat(d.get("line").asInt()).isEqualTo(6);
        assertThat(d.get("citation").asText()).isEqualTo("【4】射撃(F); 【8】");
    }

    @Test
    void theFinalStateAsJsonAndEachSelfPlayedGamesLastState() throws Exception {
        Files.writeString(work.resolve("game.txt"), GAME);
        RulescTest.Run r = run("referee", "battling", "game.txt", "--state");
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).isEqualTo("{\"game\": \"duel\", \"turn\": 1, \"phase\": \"second_action\", \"over\": false,"
                + " \"pieces\": [{\"id\": 1, \"side\": \"first\", \"type\": \"scopedog\", \"at\": \"0707\", \"hp\": 4,"
                + " \"last\": \"fire\"}, {\"id\": 2, \"side\": \"second\", \"type\": \"brutish_dog\", \"at\": \"0907\","
                + " \"hp\": 3, \"last\": \"dash\"}], \"used\": {\"one_action#2\": 1}}\n");
        RulescTest.Run play = run("play", "battling", "--games", "2", "--seed", "5", "--state-out", "states.jsonl");
        assertThat(play.code()).isEqualTo(0);
        java.util.List<String> states = Files.readAllLines(work.resolve("states.jsonl"));
        assertThat(states).hasSize(2);
        for (String state : states) {
            JsonNode json = new ObjectMapper().readTree(state);
            assertThat(json.get("game").asText()).isEqualTo("duel");
            assertThat(json.get("over").asBoolean()).isTrue();
        }
    }

    @Test
    void aMissingRecordIsAUsageError() {
        RulescTest.Run r = run("referee", "battling", "nowhere.txt");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).startsWith("rulesc: cannot read nowhere.txt");
    }

    @Test
    void playReportsItsGamesAndItsLogRoundTripsThroughTheReferee() throws Exception {
        RulescTest.Run summary = run("play", "battling", "--games", "3", "--seed", "5");
        assertThat(summary.code()).isEqualTo(0);
        assertThat(summary.out()).startsWith("3 games, ");
        assertThat(summary.out()).contains("unfinished 0; invariant violations 0");
        RulescTest.Run log = run("play", "battling", "--seed", "5", "--log");
        assertThat(log.code()).isEqualTo(0);
        assertThat(log.out()).startsWith("# game 1, seed 5\nAT / first / scopedog / 0707\n");
        Files.writeString(work.resolve("log.txt"), log.out());
        RulescTest.Run back = run("referee", "battling", "log.txt");
        assertThat(back.err()).isEmpty();
        assertThat(back.code()).isEqualTo(0);
        assertThat(back.out()).contains("game over");
    }

    /**
     * AL2's movement-and-targeting rounds: a logged game (no last turn: it stops at --max-turns)
     * referees, on each of its three maps; seeds 7, 8 and 9 play the game's scenarios 1, 2 and 3
     * ((seed − 1) mod 3), each on its map, which the record's header names.
     */
    @Test
    void al2LogsRoundsThatItsRefereeAccepts() throws Exception {
        String[][] maps = {{"7", "test_field", "(0,2)"}, {"8", "test_house", "(1,6)"}, {"9", "test_river", "(1,1)"}};
        for (String[] m : maps) {
            RulescTest.Run log = run("play", "al2", "--seed", m[0], "--max-turns", "3", "--log");
            assertThat(log.err()).startsWith("1 game, ");
            assertThat(log.err()).contains(" actions; results: none; unfinished 1; invariant violations 0");
            assertThat(log.code()).isEqualTo(0);
            assertThat(log.out()).startsWith("# game 1, seed " + m[0] + "\nboard " + m[1]
                    + "\nキャラクター / pc_side / walker / " + m[2] + "\n");
            assertThat(log.out()).contains("turn 3\n");
            Files.writeString(work.resolve("al2.txt"), log.out());
            RulescTest.Run back = run("referee", "al2", "al2.txt");
            assertThat(back.err()).isEmpty();
            assertThat(back.code()).isEqualTo(0);
            assertThat(back.out()).startsWith("legal: ");
            assertThat(back.out()).contains("turn 3, game not over");
        }
        // a map the game is not played on: refused at the header's name
        Files.writeString(work.resolve("moon.txt"), "board test_moon\nキャラクター / pc_side / walker / (0,2)\n");
        RulescTest.Run moon = run("referee", "al2", "moon.txt");
        assertThat(moon.code()).isEqualTo(1);
        assertThat(moon.err()).startsWith("moon.txt:1:7: illegal: `test_moon` is not a board of this game"
                + " (one of test_field, test_house, test_river)");
        // 専念 (水地3LV for a walker) without 全力移動: refused at its line with the document's section
        Files.writeString(work.resolve("forged.txt"), """
                キャラクター / pc_side / walker / (4,1)
                キャラクター / enemy_side / slow_walker / (6,1)
                turn 1
                (4,1): 移動
                (4,1): 進む / (4,0)
                """);
        RulescTest.Run forged = run("referee", "al2", "forged.txt");
        assertThat(forged.code()).isEqualTo(1);
        assertThat(forged.err()).startsWith("forged.txt:5:8: illegal: `進む / (4,0)` by the キャラクター in (4,1) is refused");
        assertThat(forged.err()).contains("rule: 1Sq進む [進入/滞在時の制限 (専念: 進入に「全力移動」が必要); 高度変更の正式ルール ※1]");
    }

    @Test
    void aRulebookWithoutAGameSaysSo() throws Exception {
        Files.writeString(work.resolve("t.rules"), "rulebook t \"T\" version \"1\" {\n  die d6\n}\nconst a: int = 1 house \"h\"\n");
        RulescTest.Run r = run("play", "t.rules");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("declares no game");
    }
}
