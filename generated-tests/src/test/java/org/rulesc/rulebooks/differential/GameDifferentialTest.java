package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.battling.DuelGame;

/**
 * The バトリング duel on both back ends: for each seed the generated {@code DuelGame} and the
 * interpreter's {@code Games} play the same game and write the same record, line for line, and
 * the interpreter's referee accepts it. {@code -Dgames.differential=N} sets the compared seeds (100
 * by default: the interpreter plays about 15 duels a second on a quiet machine), {@code
 * -Dgames.duel=N} the generated duels played and refereed (1,000 by default, the count:
 * 16 s on a quiet 2-core machine, see docs/performance.md).
 */
class GameDifferentialTest {
    @Test
    void theGeneratedDuelAndTheInterpreterWriteTheSameRecords() throws Exception {
        int count = Integer.getInteger("games.differential", 100);
        GameRecords.Totals t = GameRecords.sameOnBothBackEnds("battling", count, 100,
                (title, seed) -> DuelGame.play(DuelGame.scenario(title), seed, 100),
                (game, report) -> assertThat(report.state().over()).isTrue());
        int actions = t.actions();
        long generatedNanos = t.generatedNanos();
        long interpretedNanos = t.interpretedNanos();
        assertThat(actions).isGreaterThan(count * 5);
        System.out.printf("game duel: %d games, %d actions; generated %.1f games/s, interpreted %.1f games/s%n", count,
                actions, count / (generatedNanos / 1e9), count / (interpretedNanos / 1e9));
    }

    @Test
    void manyGeneratedDuelsEndByTheirRulesAndReferee() {
        int count = Integer.getInteger("games.duel", 1000);
        List<String> setup = DuelGame.scenario("射撃の例の二機");
        int finished = 0;
        long actions = 0;
        long t0 = System.nanoTime();
        for (long seed = 1; seed <= count; seed++) {
            // an exception (a broken invariant is one: RecordedGame.InvariantBroken) fails the test
            String record = DuelGame.play(setup, seed, 100);
            org.rulesc.runtime.GameReferee.Report<DuelGame.State> report = DuelGame.referee(record);
            assertThat(report.discrepancy()).isNull();
            actions += report.actions();
            if (report.state().over()) {
                finished++;
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        // the duel lasts at most 10 turns: every game ends by its rules
        assertThat(finished).isEqualTo(count);
        System.out.printf("game duel, generated: %d games played and refereed, %d actions, %.1f s: %.1f games/s%n",
                count, actions, seconds, count / seconds);
    }

    @Test
    void theGeneratedEngineRefusesWithTheRuleAndItsCitation() {
        DuelGame.State s = DuelGame.start(List.of(
                (org.rulesc.rulebooks.battling.SetupRecord.Unit) org.rulesc.rulebooks.battling.SetupRecord
                        .parse("AT / first / scopedog / 0707"),
                (org.rulesc.rulebooks.battling.SetupRecord.Unit) org.rulesc.rulebooks.battling.SetupRecord
                        .parse("AT / second / brutish_dog / 1108")));
        // 0708 is a building: 0709 is three hexes away on foot
        DuelGame.Refusal walk = DuelGame.refusal(s, new DuelGame.Act("walk", 1,
                List.of(2, org.rulesc.rulebooks.battling.Battling.LABELS.parse("0709"))));
        assertThat(walk.rule()).isEqualTo("歩行(W)");
        assertThat(walk.citation()).isEqualTo("【4】歩行(W); 【6】");
        assertThat(walk.getMessage()).startsWith("requires walk_ok(");
        // one action per phase
        DuelGame.Act fire = new DuelGame.Act("fire", 1, List.of(new DuelGame.PieceRef(2)));
        DuelGame.Outcome shot = DuelGame.perform(s, fire, org.rulesc.runtime.RiggedDice.ofFaces(2, 1));
        assertThat(shot.written().get(0).text()).isEqualTo("1108 / 2 / H / 1 / HP3");
        assertThat(DuelGame.refusal(shot.state(), fire).rule()).isEqualTo("行動フェイズごとに1つの行動");
        assertThat(DuelGame.legalActions(shot.state())).isEmpty();
    }
}
