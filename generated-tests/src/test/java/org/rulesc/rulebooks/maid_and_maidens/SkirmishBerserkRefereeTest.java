package org.rulesc.rulebooks.maid_and_maidens;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;
import org.rulesc.rulebooks.differential.RecordEdits;

/**
 * Referees records of Maid &amp; Maidens' {@code game skirmish} in which a doll goes berserk (【9】*狂暴化),
 * on the generated {@code SkirmishGame} and the interpreter, which must agree word for word: its rush
 * at the nearest enemy and its shot at the nearest enemy (−1) are owed, and it takes no other action.
 *
 * <p>The heavy handgun (judge 2, damage +2, 45/90cm) hits the rifle 90cm away at maximum range (−1): a 1
 * always hits, for 3 (HP 3); the rifle rolls a 6 at HP 3 and goes berserk. In 後攻's move it runs its
 * full 60cm straight at the handgun, the nearer of the two enemies (90cm against 127cm), to (60,50); in
 * its action phase it shoots the handgun 30cm away at judge 3 − 1: a 2 hits for 2.
 */
class SkirmishBerserkRefereeTest {
    private static final BothReferees<SkirmishGame.State> REFEREES =
            new BothReferees<>("maid-and-maidens.rules", SkirmishGame::referee);

    private static final String GAME = """
            D / first / 大口径ハンドガン / (60,20)
            D / first / ピストル / (150,20)
            D / second / アサルトライフル / (60,110)
            D / second / 剣 / (175,110)
            turn 1
            (60,20): F / (60,110)
            (60,110) / 1 / 命中 / ダメージ3 / HP3
            (60,110): MC
            (60,110) / 士気 / 6 / 狂暴化
            (60,110): MB / (60,50)
            (60,50): F / (60,20)
            (60,20) / 2 / 命中 / ダメージ2 / HP4
            (60,20): MC
            (60,20) / 士気 / 4 / 通常
            """;

    /** The record with line {@code n} (1-based) replaced by {@code line}. */
    private static String replaced(int n, String line) {
        return RecordEdits.replaced(GAME, n, line);
    }

    /** The record's lines up to and including line {@code n}, then {@code more}. */
    private static String upTo(int n, String more) {
        return RecordEdits.upTo(GAME, n) + more;
    }

    @Test
    void theBerserkDollRushesAndShootsTheNearestEnemy() {
        GameReferee.Report<SkirmishGame.State> report = REFEREES.legal(GAME);
        assertThat(report.actions()).isEqualTo(5);
        assertThat(report.state().piece(3).state().spirit()).isEqualTo(Spirit.FRENZIED);
        assertThat(report.state().piece(1).state().hp()).isEqualTo(4);
    }

    @Test
    void itRushesStraightAtTheNearestEnemyTheFullMove() {
        // 40cm only: short of its full move
        GameReferee.Discrepancy d = REFEREES.refused(replaced(10, "(60,110): MB / (60,70)"));
        assertThat(d.line()).isEqualTo(10);
        assertThat(d.rule()).isEqualTo("狂暴化の突撃移動");
        assertThat(d.citation()).isEqualTo("【9】*狂暴化");
        // a normal move is not its to make
        d = REFEREES.refused(replaced(10, "(60,110): M / (60,50)"));
        assertThat(d.rule()).isEqualTo("通常移動");
        // and it cannot leave the rush out: its action line ends the move phase it owes the rush in
        d = REFEREES.refused(upTo(9, "(60,110): F / (60,20)\n"));
        assertThat(d.line()).isEqualTo(10);
        assertThat(d.rule()).isEqualTo("狂暴化の突撃移動");
        assertThat(d.message()).contains("the piece at (60,110) owes 狂暴化の突撃移動 before 後攻側移動フェイズ ends");
    }

    @Test
    void itShootsTheNearestEnemyAtMinusOneAndDoesNothingElse() {
        // the pistol is farther than the handgun
        GameReferee.Discrepancy d = REFEREES.refused(replaced(11, "(60,50): F / (150,20)"));
        assertThat(d.line()).isEqualTo(11);
        assertThat(d.rule()).isEqualTo("射撃");
        assertThat(d.citation()).isEqualTo("【9】*狂暴化");
        // a 3 would hit at judge 3: the berserk −1 makes it a miss
        d = REFEREES.refused(replaced(12, "(60,20) / 3 / 命中 / ダメージ3 / HP3"));
        assertThat(d.line()).isEqualTo(12);
        assertThat(d.message()).contains("the rules give `(60,20) / 3 / 外れ`");
        // doing nothing is not its choice
        d = REFEREES.refused(replaced(11, "(60,50): N"));
        assertThat(d.rule()).isEqualTo("何もしない");
        assertThat(d.citation()).isEqualTo("【5】■行動フェイズにおける行動; 【9】*士気崩壊; 【9】*狂暴化");
        // nor is leaving the shot out
        d = REFEREES.refused(upTo(10, "turn 2\n"));
        assertThat(d.line()).isEqualTo(11);
        assertThat(d.rule()).isEqualTo("射撃");
        assertThat(d.message()).contains("owes 射撃 before 後攻側行動フェイズ ends");
    }
}
