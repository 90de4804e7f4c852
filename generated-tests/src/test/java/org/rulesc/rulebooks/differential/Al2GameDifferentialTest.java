package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.al2.FieldRoundGame;
import org.rulesc.runtime.GameReferee;

/**
 * AL2's movement-and-targeting rounds on its movement test map on both back ends: the generated
 * {@code FieldRoundGame} plays seeded rounds against itself (no invariant broken, every record
 * accepted by the generated referee); for the first seeds the interpreter plays the same games and
 * must write the same records, line for line, and accept them too. The document sets no last
 * round, so each game stops after {@value #ROUNDS} rounds. {@code -Dgames.al2=N} sets the number
 * of generated games (100 by default: 1,000 rounds, about 5 s), {@code -Dgames.al2.differential=N}
 * the compared ones (10 by default: 100 rounds; the interpreter plays about 70 rounds a second).
 */
class Al2GameDifferentialTest {
    /** Rounds per game. */
    private static final int ROUNDS = 10;

    private static final String SCENARIO = "四人の見本";

    @Test
    void theGeneratedRoundsAndTheInterpreterWriteTheSameRecords() throws Exception {
        int count = Integer.getInteger("games.al2.differential", 10);
        GameRecords.Totals t = GameRecords.sameOnBothBackEnds("al2", count, ROUNDS, (title, seed) -> {
            assertThat(title).isEqualTo(SCENARIO);
            return FieldRoundGame.play(FieldRoundGame.scenario(title), seed, ROUNDS);
        }, (game, report) -> assertThat(report.state().turn()).isEqualTo(ROUNDS));
        int actions = t.actions();
        long interpretedNanos = t.interpretedNanos();
        assertThat(actions).isGreaterThan(count * ROUNDS * 4);
        System.out.printf("game field_round (AL2), interpreted: %d games of %d rounds, %d actions, %.1f rounds/s%n", count,
                ROUNDS, actions, count * ROUNDS / (interpretedNanos / 1e9));
    }

    @Test
    void aThousandGeneratedRoundsMoveAndTargetByTheirRulesAndReferee() {
        int count = Integer.getInteger("games.al2", 100);
        int steps = 0;
        int climbs = 0;
        int rises = 0;
        int aims = 0;
        long t0 = System.nanoTime();
        for (long seed = 1; seed <= count; seed++) {
            // an invariant broken would throw RecordedGame.InvariantBroken and fail the test
            String record = FieldRoundGame.play(FieldRoundGame.scenario(SCENARIO), seed, ROUNDS);
            GameReferee.Report<FieldRoundGame.State> r = FieldRoundGame.referee(record);
            assertThat(r.discrepancy()).isNull();
            assertThat(r.state().turn()).isEqualTo(ROUNDS);
            steps += (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\): 進む / \\(\\d+,\\d+\\)")).count();
            climbs += (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\): 登攀.*")).count();
            rises += (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\): 上空")).count();
            // a target taken writes its modifiers: "対象 / (x,y) / 命中N / DRk"
            aims += (int) record.lines().filter(l -> l.matches("対象 / \\(\\d+,\\d+\\) / 命中-?\\d+ / DR-?\\d+")).count();
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertThat(steps).isGreaterThan(count * ROUNDS);
        assertThat(climbs).isGreaterThan(0);
        assertThat(rises).isGreaterThan(0);
        assertThat(aims).isGreaterThan(count * ROUNDS / 2);
        System.out.printf("game field_round (AL2), generated: %d rounds played and refereed (%d steps, %d climbs, %d rises,"
                + " %d targets), %.0f rounds/s%n", count * ROUNDS, steps, climbs, rises, aims, count * ROUNDS / seconds);
    }
}
