package org.rulesc.rulebooks.maid_and_maidens;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;

/**
 * Referees records of Maid &amp; Maidens' {@code game skirmish} in which one hit reaches several
 * dolls (【7】B 貫通, 【7】■爆風攻撃について), on the generated {@code SkirmishGame} and the interpreter,
 * which must agree word for word. The rulebook's house values: a doll is on a piercing line when its
 * centre is within 5cm of it; a blast reaches 15cm around its target. Weapons (house table):
 * ミサイル judge 3, 90/180cm, blast, direct fire; 高出力荷電粒子砲 judge 3, damage +2, 90/180cm,
 * piercing; 手榴弾 judge 3, 30/45cm, blast, indirect fire. Every doll starts with HP 6.
 */
class SkirmishAreaRefereeTest {
    private static final BothReferees<SkirmishGame.State> REFEREES =
            new BothReferees<>("maid-and-maidens.rules", SkirmishGame::referee);

    /** The missile hits the rifle for 2; the sword 10cm away takes the same 2, with no roll of its own. */
    private static final String BLAST = """
            D / first / ミサイル / (90,20)
            D / first / ピストル / (30,20)
            D / second / アサルトライフル / (90,100)
            D / second / 剣 / (100,100)
            turn 1
            (90,20): F / (90,100)
            (90,100) / 2 / 命中 / ダメージ2 / HP4
            (100,100) / 巻き込み / ダメージ2 / HP4
            (90,100): MC
            (90,100) / 士気 / 4 / 通常
            (100,100): MC
            (100,100) / 士気 / 1 / 通常
            """;

    /**
     * The cannon shoots the sword 90cm away; three dolls stand on the line: the roll against the
     * target (a 1: 1 + 2 damage) is the two nearest the shooter's too, and the third is spared.
     */
    private static final String PIERCE = """
            D / first / 高出力荷電粒子砲 / (60,20)
            D / second / アサルトライフル / (60,50)
            D / second / ピストル / (62,70)
            D / second / 大口径ハンドガン / (59,90)
            D / second / 剣 / (60,110)
            turn 1
            (60,20): F / (60,110)
            (60,110) / 1 / 命中 / ダメージ3 / HP3
            (60,50) / 巻き込み / ダメージ3 / HP3
            (62,70) / 巻き込み / ダメージ3 / HP3
            (60,50): MC
            (60,50) / 士気 / 2 / 通常
            (62,70): MC
            (62,70) / 士気 / 2 / 通常
            (60,110): MC
            (60,110) / 士気 / 2 / 通常
            """;

    @Test
    void aBlastHurtsEveryDollAroundItsTargetAlike() {
        GameReferee.Report<SkirmishGame.State> report = REFEREES.legal(BLAST);
        assertThat(report.actions()).isEqualTo(3);
        assertThat(report.state().piece(3).state().hp()).isEqualTo(4);
        assertThat(report.state().piece(4).state().hp()).isEqualTo(4);
        // the sword's line left out: the rules write it
        GameReferee.Discrepancy d = REFEREES.refused(BLAST.replace("(100,100) / 巻き込み / ダメージ2 / HP4\n", ""));
        assertThat(d.line()).isEqualTo(8);
        assertThat(d.rule()).isEqualTo("射撃");
        assertThat(d.message()).contains("(100,100) / 巻き込み / ダメージ2 / HP4");
        // the same damage, not another
        d = REFEREES.refused(BLAST.replace("(100,100) / 巻き込み / ダメージ2 / HP4", "(100,100) / 巻き込み / ダメージ3 / HP3"));
        assertThat(d.line()).isEqualTo(8);
        // the sword was hurt too: it owes its morale check
        d = REFEREES.refused(BLAST.replace("(100,100): MC\n(100,100) / 士気 / 1 / 通常\n", "turn 2\n"));
        assertThat(d.line()).isEqualTo(11);
        assertThat(d.citation()).isEqualTo("【3】E; 【3】K; 【9】@");
        assertThat(d.message()).contains("the piece at (100,100) owes 士気チェック");
    }

    @Test
    void aPiercingHitReachesTwoMoreDollsOnItsLine() {
        GameReferee.Report<SkirmishGame.State> report = REFEREES.legal(PIERCE);
        assertThat(report.state().piece(4).state().hp()).isEqualTo(6);
        assertThat(report.state().piece(5).state().hp()).isEqualTo(3);
        // the third doll on the line is spared: no line for it
        GameReferee.Discrepancy d = REFEREES.refused(PIERCE.replace("(62,70) / 巻き込み / ダメージ3 / HP3\n",
                "(62,70) / 巻き込み / ダメージ3 / HP3\n(59,90) / 巻き込み / ダメージ3 / HP3\n"));
        assertThat(d.line()).isEqualTo(11);
        assertThat(d.message()).contains("no result line is owed here");
    }

    @Test
    void aBlastMayNotTakeInAMeleeAndOtherDolls() {
        // the sword's doll starts a melee with the rifle; the pistol 12cm from the rifle is no target
        // for the grenade, whose blast would take in the melee too
        GameReferee.Discrepancy d = REFEREES.refused("""
                D / first / 手榴弾 / (52,60)
                D / first / 剣 / (40,60)
                D / second / アサルトライフル / (40,100)
                D / second / ピストル / (52,100)
                turn 1
                (40,60): M / (40,85)
                (52,60): F / (52,100)
                (52,100) / 2 / 命中 / ダメージ2 / HP4
                """);
        assertThat(d.line()).isEqualTo(7);
        assertThat(d.rule()).isEqualTo("射撃");
        assertThat(d.citation()).isEqualTo("【7】A");
    }
}
