package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.compiler.model.Model;
import org.rulesc.rulebooks.al2.FieldRoundGame;
import org.rulesc.runtime.GameReferee;

/**
 * AL2's movement-and-targeting rounds on its three test maps on both back ends: seed s plays the
 * game's scenario (s − 1) mod 3 — 四人の見本 on {@code test_field}, 視線の確認 on {@code test_house},
 * 橋の確認 on {@code test_river} — as {@code rulesc play} does. The generated {@code FieldRoundGame}
 * plays seeded rounds against itself (no invariant broken, every record accepted by the generated
 * referee); for the first seeds the interpreter plays the same games and must write the same
 * records, line for line, and accept them too. The document sets no last round, so a game stops
 * after {@value #ROUNDS} rounds. {@code -Dgames.al2=N} sets the number of generated games (100 by
 * default: 1,000 rounds), {@code -Dgames.al2.differential=N} the compared ones (100 by default, of
 * {@value #COMPARED_ROUNDS} rounds each: the interpreter plays some 50 rounds a second).
 */
class Al2GameDifferentialTest {
    /** Rounds per generated game. */
    private static final int ROUNDS = 10;
    /** Rounds per game compared with the interpreter. */
    private static final int COMPARED_ROUNDS = 2;

    private static final List<String> MAPS = List.of("test_field", "test_house", "test_river");
    /** The game's scenarios in the order written: seed s plays scenario (s − 1) mod 3, as self-play does. */
    private static final List<String> SCENARIOS = List.of("四人の見本", "視線の確認", "橋の確認");

    private static Play.Scenario scenario(Decl.Game round, long seed) {
        return SelfPlay.scenarioFor(round.play().scenarios(), seed);
    }

    @Test
    void theGeneratedRoundsAndTheInterpreterWriteTheSameRecords() throws Exception {
        Model model = DifferentialTest.models().stream().filter(m -> m.rulebook.id().text().equals("al2"))
                .findFirst().orElseThrow();
        Decl.Game round = model.all(Decl.Game.class).get(0);
        Games games = new Games(new Interpreter(model), model.plays.get(round));
        SelfPlay interpreted = new SelfPlay(games);
        int count = Integer.getInteger("games.al2.differential", 100);
        int actions = 0;
        long interpretedNanos = 0;
        Map<String, Integer> perMap = new LinkedHashMap<>();
        for (long seed = 1; seed <= count; seed++) {
            Play.Scenario scenario = scenario(round, seed);
            assertThat(scenario.title()).isEqualTo(SCENARIOS.get((int) ((seed - 1) % 3)));
            String board = FieldRoundGame.scenarioBoard(scenario.title());
            String generated = FieldRoundGame.play(board, FieldRoundGame.scenario(scenario.title()), seed, COMPARED_ROUNDS);
            long t0 = System.nanoTime();
            SelfPlay.Game game = interpreted.play(scenario, seed, COMPARED_ROUNDS);
            interpretedNanos += System.nanoTime() - t0;
            actions += game.actions();
            assertThat(game.invariant()).isNull();
            assertThat(generated).isEqualTo(game.record());
            assertThat(generated).startsWith("board " + board + "\n");
            Referee.Report report = new Referee(games).referee(generated);
            assertThat(report.discrepancy()).isNull();
            assertThat(report.state().turn()).isEqualTo(COMPARED_ROUNDS);
            assertThat(report.state().board()).isEqualTo(board);
            perMap.merge(board, 1, Integer::sum);
        }
        assertThat(perMap.keySet()).containsExactlyElementsIn(MAPS.subList(0, Math.min(count, 3)));
        assertThat(actions).isGreaterThan(count * COMPARED_ROUNDS * 4);
        System.out.printf("game field_round (AL2), interpreted: %d games of %d rounds %s, %d actions, %.1f rounds/s%n",
                count, COMPARED_ROUNDS, perMap, actions, count * COMPARED_ROUNDS / (interpretedNanos / 1e9));
    }

    /** What the generated rounds did on one map. */
    private static final class Tally {
        int rounds;
        int steps;
        int climbs;
        int rises;
        int aims;
        int bridges;

        @Override
        public String toString() {
            return rounds + " rounds, " + steps + " steps, " + climbs + " climbs, " + rises + " rises, " + aims
                    + " targets" + (bridges > 0 ? ", " + bridges + " steps onto a bridge" : "");
        }
    }

    @Test
    void aThousandGeneratedRoundsOnTheThreeMapsMoveAndTargetByTheirRulesAndReferee() {
        int count = Integer.getInteger("games.al2", 100);
        Map<String, Tally> tallies = new LinkedHashMap<>();
        MAPS.forEach(m -> tallies.put(m, new Tally()));
        long t0 = System.nanoTime();
        for (long seed = 1; seed <= count; seed++) {
            String title = SCENARIOS.get((int) ((seed - 1) % 3));
            String board = FieldRoundGame.scenarioBoard(title);
            // an invariant broken would throw RecordedGame.InvariantBroken and fail the test
            String record = FieldRoundGame.play(board, FieldRoundGame.scenario(title), seed, ROUNDS);
            GameReferee.Report<FieldRoundGame.State> r = FieldRoundGame.referee(record);
            assertThat(r.discrepancy()).isNull();
            assertThat(r.state().turn()).isEqualTo(ROUNDS);
            assertThat(r.state().board()).isEqualTo(board);
            Tally t = tallies.get(board);
            t.rounds += ROUNDS;
            t.steps += (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\): 進む / \\(\\d+,\\d+\\)")).count();
            t.climbs += (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\): 登攀.*")).count();
            t.rises += (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\): 上空")).count();
            // a target taken writes its modifiers: "対象 / (x,y) / 命中N / DRk"
            t.aims += (int) record.lines().filter(l -> l.matches("対象 / \\(\\d+,\\d+\\) / 命中-?\\d+ / DR-?\\d+")).count();
            // test_river's bridges: 橋(狭所) at (2,1), 橋(狭所) at (1,4), 橋(整地) at (3,4)
            t.bridges += !board.equals("test_river") ? 0 : (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\): 進む / \\((2,1|1,4|3,4)\\)")).count();
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        for (String map : MAPS.subList(0, Math.min(count, 3))) {
            Tally t = tallies.get(map);
            assertThat(t.steps).isGreaterThan(t.rounds);
            assertThat(t.aims).isGreaterThan(0);
        }
        if (count >= 3) {
            assertThat(tallies.get("test_field").climbs).isGreaterThan(0);
            assertThat(tallies.get("test_field").rises + tallies.get("test_house").rises).isGreaterThan(0);
            assertThat(tallies.get("test_river").bridges).isGreaterThan(0);
        }
        System.out.printf("game field_round (AL2), generated: %d rounds played and refereed %s, %.0f rounds/s%n",
                count * ROUNDS, tallies, count * ROUNDS / seconds);
    }
}
