package org.rulesc.rulebooks.maid_and_maidens;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.Continuous;
import org.rulesc.runtime.GameReferee;

/**
 * 【4】*ドールの搬送 and 【5】E 捕虜を取る in Maid &amp; Maidens' {@code game skirmish}, refereed by the
 * generated {@code SkirmishGame} and the interpreter alike (same verdicts, same positions, HP and
 * prisoners): a downed doll is carried off by an ally, or taken prisoner by an enemy.
 *
 * <p>The pistol at (60,55) shoots the rifle at (60,95), 40cm away (within its 45cm, judge 3): a 3 hits
 * for 3 (HP 3), the rifle holds its morale (2 ≤ 3), and in turn 2 a second 3 downs it (HP 0). The
 * sword of 先攻 stands 15cm from it, the sword of 後攻 11cm.
 */
class SkirmishCarryAndPrisonerTest {
    private static final BothReferees<SkirmishGame.State> REFEREES = new BothReferees<>("maid-and-maidens.rules",
            SkirmishGame::referee, (generated, interpreted) -> assertThat(interpreted.pieces().stream()
                    .map(p -> List.of(String.valueOf(p.get("at")), String.valueOf(p.get("hp")),
                            String.valueOf(p.get("captive"))))
                    .toList())
                    .isEqualTo(generated.pieces().stream()
                            .map(p -> List.of(String.valueOf(p.state().at()), String.valueOf(p.state().hp()),
                                    String.valueOf(p.state().captive())))
                            .toList()));

    private static final String DOWNED = """
            D / first / ピストル / (60,55)
            D / first / 剣 / (60,80)
            D / first / ピストル / (90,55)
            D / second / アサルトライフル / (60,95)
            D / second / 剣 / (70,100)
            turn 1
            (60,55): F / (60,95)
            (60,95) / 3 / 命中 / ダメージ3 / HP3
            (60,95): MC
            (60,95) / 士気 / 2 / 通常
            turn 2
            (60,55): F / (60,95)
            (60,95) / 3 / 命中 / ダメージ3 / HP0
            """;

    private static final String CAPTURED = DOWNED + "(60,80): P / (60,95)\n";

    @Test
    void aDownedAllyIsCarriedOneStepShortAndPutDownBesideTheCarrier() {
        // 後攻's move phase: the sword carries the rifle 41cm (of 3 steps = 45cm: 4 steps − 1) and puts it down 10cm away
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(DOWNED + "(70,100): C / (60,95) / (110,110) / (100,110)\n");
        assertThat(r.actions()).isEqualTo(4);
        assertThat(r.state().piece(5).state().at()).isEqualTo(new Continuous.Point(110, 110, 0));
        assertThat(r.state().piece(4).state().at()).isEqualTo(new Continuous.Point(100, 110, 0));
        assertThat(r.state().piece(4).state().hp()).isEqualTo(0);
    }

    @Test
    void carryingCostsAStep() {
        // 46cm: a normal move of the sword reaches it (60cm), a carry does not (45cm)
        REFEREES.legal(DOWNED + "(70,100): M / (116,100)\n");
        GameReferee.Discrepancy d = REFEREES.refused(DOWNED + "(70,100): C / (60,95) / (116,100) / (110,100)\n");
        assertThat(d.line()).isEqualTo(14);
        assertThat(d.rule()).isEqualTo("ドールの搬送");
        assertThat(d.message()).contains("dest (116,100) is not among its choices");
    }

    @Test
    void onlyAnAllyThatCannotFightIsCarried() {
        // in turn 1 the rifle still stands (HP 3): the sword may not carry it
        String turn1 = DOWNED.substring(0, DOWNED.indexOf("turn 2"));
        GameReferee.Discrepancy d = REFEREES.refused(turn1 + "(70,100): C / (60,95) / (100,110) / (100,100)\n");
        assertThat(d.line()).isEqualTo(11);
        assertThat(d.rule()).isEqualTo("ドールの搬送");
        assertThat(d.citation()).isEqualTo("【4】*ドールの搬送; 【5】E");
        // nor is an enemy carried: 先攻's sword, 15cm from the downed rifle, in its own move phase of turn 3
        d = REFEREES.refused(DOWNED + "turn 3\n(60,80): C / (60,95) / (60,65) / (60,60)\n");
        assertThat(d.citation()).isEqualTo("【4】*ドールの搬送; 【5】E");
    }

    @Test
    void theCarriedDollIsPutDownOnAFreePointOutOfEnemyZoc() {
        GameReferee.Discrepancy d = REFEREES.refused(DOWNED + "(70,100): C / (60,95) / (100,110) / (100,110)\n");
        assertThat(d.message()).endsWith("is refused: requires drop != dest && all(o in others: o.at == ally.at || o.at != drop)");
        assertThat(d.citation()).isEmpty();
        // (65,92) is 13cm from 先攻's sword at (60,80)
        d = REFEREES.refused(DOWNED + "(70,100): C / (60,95) / (75,100) / (65,92)\n");
        assertThat(d.message()).endsWith("is refused: requires all(e in enemies: incapacitated(e.hp) || !within(drop, e.at, zoc_radius))");
    }

    @Test
    void aDownedEnemyWithin15cmIsTakenPrisonerAndLeavesPlay() {
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(CAPTURED);
        assertThat(r.actions()).isEqualTo(4);
        assertThat(r.state().piece(4).state().captive()).isTrue();
        assertThat(r.state().piece(4).state().hp()).isEqualTo(0);
        // it is no longer a target: the other pistol's shot at it is refused
        GameReferee.Discrepancy d = REFEREES.refused(CAPTURED + "(90,55): F / (60,95)\n");
        assertThat(d.line()).isEqualTo(15);
        assertThat(d.rule()).isEqualTo("射撃");
        assertThat(d.citation()).isEqualTo("【5】E");
        // nor is it carried home by its own side
        d = REFEREES.refused(CAPTURED + "(70,100): C / (60,95) / (100,110) / (100,100)\n");
        assertThat(d.citation()).isEqualTo("【4】*ドールの搬送; 【5】E");
    }

    @Test
    void onlyADownedEnemyIsTakenAndTakingOneEndsTheAction() {
        // in turn 2 before the second shot the rifle has HP 3
        String beforeShot = DOWNED.substring(0, DOWNED.indexOf("(60,55): F / (60,95)\n(60,95) / 3 / 命中 / ダメージ3 / HP0"));
        GameReferee.Discrepancy d = REFEREES.refused(beforeShot + "(60,80): P / (60,95)\n");
        assertThat(d.line()).isEqualTo(12);
        assertThat(d.rule()).isEqualTo("捕虜を取る");
        assertThat(d.citation()).isEqualTo("【5】E");
        // 捕虜を取った場合、そこで自軍行動フェイズでの行動は終了
        d = REFEREES.refused(CAPTURED + "(60,80): N\n");
        assertThat(d.line()).isEqualTo(15);
        assertThat(d.rule()).isEqualTo("行動フェイズの行動終了(射撃・何もしない)");
    }
}
