package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.a_aws.BattleGame;
import org.rulesc.runtime.GameReferee;

/**
 * The A-AWs battle on both back ends: the generated {@code BattleGame} plays many seeded games
 * against itself (every one ends by its rules, breaks no invariant, and its record is accepted by
 * the generated referee); for the first seeds the interpreter plays the same games and must write
 * the same records, line for line, and accept them too. {@code -Dgames.aaws=N} sets the number of
 * generated games (1,000 by default, the count: 76 s, 13 games/s, on a 2-core machine
 * shared with other builds, since a boost declares several elements), {@code
 * -Dgames.aaws.differential=N} the compared ones (100).
 */
class AawsGameDifferentialTest {
    /** The document sets no last turn: a game still running after this many turns is unfinished. */
    private static final int MAX_TURNS = 100;

    @Test
    void theGeneratedBattleAndTheInterpreterWriteTheSameRecords() throws Exception {
        int count = Integer.getInteger("games.aaws.differential", 100);
        GameRecords.Totals t = GameRecords.sameOnBothBackEnds("a_aws", count, MAX_TURNS,
                (title, seed) -> BattleGame.play(BattleGame.scenario(title), seed, MAX_TURNS),
                (game, report) -> assertThat(report.state().over()).isEqualTo(game.finished()));
        int actions = t.actions();
        long interpretedNanos = t.interpretedNanos();
        assertThat(actions).isGreaterThan(count * 10);
        System.out.printf("game battle (A-AWs), interpreted: %d games, %d actions, %.1f games/s%n", count, actions,
                count / (interpretedNanos / 1e9));
    }

    /**
     * The scenario where one attack may take several targets (最大捕捉ブースト): the same records on
     * both back ends, and among them attacks on two or three units at once, each target with its own
     * declaration ({@code 対象ブースト / -;-}). Random play reaches them rarely (a unit picks one of about
     * fifteen acts, then the coins of the capture and of each further target), so 60 games by
     * default ({@code -Dgames.aaws.besieged=N}); {@code SeveralTargetsTest} referees declared ones.
     */
    @Test
    void severalTargetsArePlayedAlikeOnBothBackEnds() throws Exception {
        int count = Integer.getInteger("games.aaws.besieged", 60);
        StringBuilder all = new StringBuilder();
        GameRecords.Totals t = GameRecords.sameOnBothBackEnds("a_aws", 1, count, MAX_TURNS,
                (title, seed) -> BattleGame.play(BattleGame.scenario(title), seed, MAX_TURNS),
                (game, report) -> all.append(game.record()));
        assertThat(t.actions()).isGreaterThan(count * 10);
        String played = all.toString();
        // an attack on two or more units: their squares joined by + (a 近接攻撃, or the units struck by a shot)
        long several = played.lines().filter(l -> l.matches(".*(近接攻撃 / 最大捕捉ブースト / [^/]+|/ 対象) / \\(\\d,\\d\\)\\+.*")).count();
        // one declaration per target, a target other than the first declaring an element
        long ownDeclarations = played.lines().filter(l -> l.matches(".*対象ブースト / [^/]*;[^-;/][^/]*")).count();
        System.out.printf("game battle (A-AWs, 包囲された騎士), both back ends: %d games, %d attacks on several units, "
                + "%d with a later target's own declaration%n", count, several, ownDeclarations);
        assertThat(several).isGreaterThan(0L);
    }

    @Test
    void manyGeneratedGamesEndByTheirRulesAndReferee() {
        String setup = BattleGame.scenario("剣士と射手、二対二").toString();
        int count = Integer.getInteger("games.aaws", 1000);
        int finished = 0;
        int attacks = 0;
        int several = 0;
        long t0 = System.nanoTime();
        for (long seed = 1; seed <= count; seed++) {
            // an invariant broken would throw RecordedGame.InvariantBroken and fail the test
            String record = BattleGame.play(BattleGame.scenario("剣士と射手、二対二"), seed, MAX_TURNS);
            GameReferee.Report<BattleGame.State> r = BattleGame.referee(record);
            assertThat(r.discrepancy()).isNull();
            if (r.state().over()) {
                finished++;
            }
            // an attack writes one comparison line: "(x,y) / 攻撃N / 対象M / VPk"
            attacks += (int) record.lines().filter(l -> l.matches("\\(\\d+,\\d+\\) / 攻撃-?\\d+ / 対象-?\\d+ / VP\\d+")).count();
            // a declaration of several success elements at once: "… / ブースト / 剣術+盾 / …"
            if (record.lines().anyMatch(l -> l.matches(".*ブースト / [^/]+\\+.*"))) {
                several++;
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertThat(setup).contains("(2,4)");
        assertThat(finished).isGreaterThan(count * 9 / 10);
        assertThat(attacks).isGreaterThan(count / 2);
        // self-play reaches declarations of several elements (runtime Selections: one coin per further element)
        assertThat(several).isGreaterThan(count / 2);
        System.out.printf("game battle (A-AWs), generated: %d games played and refereed, %d finished, %.1f games/s%n",
                count, finished, count / seconds);
    }
}
