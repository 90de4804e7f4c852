package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.maid_and_maidens.SkirmishGame;
import org.rulesc.runtime.GameReferee;

/**
 * Maid &amp; Maidens' {@code game skirmish} (an open table, positions in cm, the 13 phases) on both
 * back ends, and in self-play. The candidate points of a move ({@code Tabletop.within}) are drawn
 * by both back ends in the same order, so the records are identical.
 * {@code -Dgames.skirmish.differential=N} compares more seeds (100 by default, the count:
 * about 10 s on a quiet machine), {@code -Dgames.skirmish.selfplay=N} plays more generated games
 * (1,000 by default, the count: 33 s with the referee on a quiet 2-core machine).
 */
class SkirmishGameDifferentialTest {
    private static final int MAX_TURNS = 100;

    @Test
    void theGeneratedGameAndTheInterpreterWriteTheSameRecords() throws Exception {
        int count = Integer.getInteger("games.skirmish.differential", 100);
        int actions = GameRecords.sameOnBothBackEnds("maid_and_maidens", count, MAX_TURNS,
                (title, seed) -> SkirmishGame.play(SkirmishGame.scenario(title), seed, MAX_TURNS));
        assertThat(actions).isGreaterThan(count * 50);
    }

    /**
     * The third scenario arms 先攻 with a piercing and two blast weapons (【7】B, 【7】■爆風攻撃について):
     * both back ends write the same records, in which hits reach dolls besides their targets.
     */
    @Test
    void theHeavyWeaponsScenarioHitsSeveralDollsAlikeOnBothBackEnds() throws Exception {
        int[] splashes = {0};
        GameRecords.sameOnBothBackEnds("maid_and_maidens", 2, 20, MAX_TURNS,
                (title, seed) -> SkirmishGame.play(SkirmishGame.scenario(title), seed, MAX_TURNS),
                (played, report) -> splashes[0] += played.record().split(" / 巻き込み / ", -1).length - 1);
        assertThat(splashes[0]).isGreaterThan(0);
    }

    /**
     * The fourth scenario sets a point for 後攻 to hold for 3 turns (【12】B): both back ends end each
     * game at the same line, and its referee agrees on the end, which comes at the latest when
     * turn 3 ends (the end is judged when each phase begins).
     */
    @Test
    void theBaseDefenceScenarioEndsAlikeOnBothBackEnds() throws Exception {
        int[] heldToTheEnd = {0};
        GameRecords.sameOnBothBackEnds("maid_and_maidens", 3, 20, MAX_TURNS,
                (title, seed) -> SkirmishGame.play(SkirmishGame.scenario(title), seed, MAX_TURNS),
                (played, report) -> {
                    assertThat(played.finished()).isTrue();
                    assertThat(report.state().over()).isTrue();
                    assertThat(report.state().turn()).isAtMost(4);
                    if (report.state().turn() == 4) {
                        assertThat(played.winner()).isEqualTo("後攻");
                        heldToTheEnd[0]++;
                    }
                });
        assertThat(heldToTheEnd[0]).isGreaterThan(0);
    }

    @Test
    void selfPlayedGamesEndWithoutExceptionsOrBrokenInvariantsAndReferee() {
        int count = Integer.getInteger("games.skirmish.selfplay", 1000);
        List<String> setup = SkirmishGame.scenario("二対二(接近戦)");
        int finished = 0;
        long actions = 0;
        long t0 = System.nanoTime();
        for (long seed = 1; seed <= count; seed++) {
            // an exception (a broken invariant is one) fails the test
            String record = SkirmishGame.play(setup, seed, MAX_TURNS);
            GameReferee.Report<SkirmishGame.State> report = SkirmishGame.referee(record);
            assertThat(report.discrepancy()).isNull();
            actions += report.actions();
            if (report.state().over()) {
                finished++;
                assertThat(SkirmishGame.winner(report.state())).isNotNull();
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        // random play ends most games before the turn cap (the document sets no last turn)
        assertThat(finished).isAtLeast(count * 8 / 10);
        System.out.printf("game skirmish: %d games (%d finished), %d actions, %.1f s: %.1f games/s (play and referee)%n",
                count, finished, actions, seconds, count / seconds);
    }
}
