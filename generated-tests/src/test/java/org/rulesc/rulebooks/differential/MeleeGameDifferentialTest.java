package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.combat_rules_part2.MeleeGame;
import org.rulesc.runtime.GameReferee;

/**
 * The d100 chapter's {@code game melee} (a square sheet, phases without a side) on both back ends,
 * and in self-play. {@code -Dgames.melee.differential=N} compares more seeds (100 by default, the
 * issue's count: about 30 s on a quiet machine), {@code -Dgames.melee.selfplay=N} plays more
 * generated battles (1,000 by default, the count: 55 s with the referee on a quiet 2-core
 * machine).
 */
class MeleeGameDifferentialTest {
    private static final int MAX_TURNS = 100;

    @Test
    void theGeneratedGameAndTheInterpreterWriteTheSameRecords() throws Exception {
        int count = Integer.getInteger("games.melee.differential", 100);
        int actions = GameRecords.sameOnBothBackEnds("combat_rules_part2", count, MAX_TURNS,
                (title, seed) -> MeleeGame.play(MeleeGame.scenario(title), seed, MAX_TURNS));
        assertThat(actions).isGreaterThan(count * 20);
    }

    @Test
    void selfPlayedBattlesEndWithoutExceptionsOrBrokenInvariantsAndReferee() {
        int count = Integer.getInteger("games.melee.selfplay", 1000);
        List<String> setup = MeleeGame.scenario("三対三");
        int finished = 0;
        long actions = 0;
        // a 1 is a 致命打 for 剣士, 槍兵 and オーク (致命打率 ≥ 1), who also have 昏倒打: a 昏倒打 on a 1
        // is their player's choice of another critical that applied (f.), drawn by self-play
        int stunOverFatal = 0;
        int fatal = 0;
        long t0 = System.nanoTime();
        for (long seed = 1; seed <= count; seed++) {
            // an exception (a broken invariant is one) fails the test
            String record = MeleeGame.play(setup, seed, MAX_TURNS);
            stunOverFatal += (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\) / 1 / 昏倒打 / .*")).count();
            fatal += (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\) / 1 / 致命打 / .*")).count();
            GameReferee.Report<MeleeGame.State> report = MeleeGame.referee(record);
            assertThat(report.discrepancy()).isNull();
            actions += report.actions();
            if (report.state().over()) {
                finished++;
                assertThat(MeleeGame.winner(report.state())).isNotNull();
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        // random play ends nearly every battle well before the turn cap
        assertThat(finished).isAtLeast(count * 9 / 10);
        if (count >= 100) {
            assertThat(stunOverFatal).isGreaterThan(0);
            assertThat(fatal).isGreaterThan(0);
        }
        System.out.printf("game melee: %d battles (%d finished), %d actions, %.1f s: %.1f battles/s (play and referee)%n",
                count, finished, actions, seconds, count / seconds);
    }
}
