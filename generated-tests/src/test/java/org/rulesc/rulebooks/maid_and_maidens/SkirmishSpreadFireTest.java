package org.rulesc.rulebooks.maid_and_maidens;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;

/**
 * 【7】B 散布射撃 in Maid &amp; Maidens' {@code game skirmish}, refereed by the generated {@code SkirmishGame}
 * and the interpreter alike (same verdicts, and the same final state as JSON): the attacker turns the
 * 45° sector to the side it chooses, takes in up to two more dolls in it and in the weapon's range
 * (「3体までのドールさん(目標を含む)」), rolls for each doll in turn (「攻撃判定は各ドールごとに」), and
 * no doll it hit may counter (【7】D).
 *
 * <p>先攻's machine gun (the house spread-fire weapon: effective 45cm, maximum 90cm) stands at (60,40)
 * and aims at 後攻's rifle 40cm in front of it at (60,80). Turned right, the sector holds (75,85),
 * (70,70) and (80,70); turned left, (45,85). The sword at (150,110) is 114cm away, beyond range.
 */
class SkirmishSpreadFireTest {
    private static final BothReferees<SkirmishGame.State> REFEREES = new BothReferees<>("maid-and-maidens.rules",
            SkirmishGame::referee, (generated, interpreted) -> assertThat(new GameJson(SkirmishSpreadFireTest.REFEREES
                    .games()).write(interpreted)).isEqualTo(SkirmishGame.toJson(generated)));

    private static final String HEADER = """
            D / first / 機関銃 / (60,40)
            D / second / アサルトライフル / (60,80)
            D / second / 剣 / (75,85)
            D / second / 剣 / (70,70)
            D / second / 剣 / (80,70)
            D / second / ピストル / (45,85)
            D / second / 剣 / (150,110)
            turn 1
            """;

    @Test
    void eachDollOfTheSpreadIsRolledForInTurn() {
        // the target hit (a 1), then the doll at (75,85) missed (a 6)
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(HEADER + """
                (60,40): FS / (60,80) / 右 / (75,85)
                (60,80) / 1 / 命中 / ダメージ1 / HP5
                (75,85) / 6 / 外れ
                """);
        assertThat(r.state().piece(2).state().hp()).isEqualTo(5);
        assertThat(r.state().piece(3).state().hp()).isEqualTo(6);
        // the result of the second doll is its own roll's: a forged hit on it is refused at its line
        GameReferee.Discrepancy d = REFEREES.refused(HEADER + """
                (60,40): FS / (60,80) / 右 / (75,85)
                (60,80) / 1 / 命中 / ダメージ1 / HP5
                (75,85) / 6 / 命中 / ダメージ1 / HP5
                """);
        assertThat(d.line()).isEqualTo(11);
        // turned left, the sector takes in the pistol at (45,85) instead
        REFEREES.legal(HEADER + """
                (60,40): FS / (60,80) / 左 / (45,85)
                (60,80) / 6 / 外れ
                (45,85) / 6 / 外れ
                """);
    }

    @Test
    void theSectorTheRangeAndTheCountBoundTheDollsTakenIn() {
        // (75,85) is on the right of the line to the target: not in the sector turned left
        GameReferee.Discrepancy d = REFEREES.refused(HEADER + "(60,40): FS / (60,80) / 左 / (75,85)\n");
        assertThat(d.line()).isEqualTo(9);
        assertThat(d.rule()).isEqualTo("散布射撃");
        assertThat(d.message()).contains("also (75,85) is not among its choices (from filter(o in pieces:");
        // the sword at (150,110) is beyond the weapon's maximum range
        d = REFEREES.refused(HEADER + "(60,40): FS / (60,80) / 右 / (150,110)\n");
        assertThat(d.message()).contains("also (150,110) is not among its choices");
        // three dolls besides the target: four in all, one more than 【7】B allows
        d = REFEREES.refused(HEADER + "(60,40): FS / (60,80) / 右 / (75,85)+(70,70)+(80,70)\n");
        assertThat(d.line()).isEqualTo(9);
        assertThat(d.citation()).isEqualTo("【7】B");
        assertThat(d.message()).endsWith("requires 1 + size(also) <= max_targets(self.weapon.attack_type, self.weapon.area)");
        // two besides the target are allowed
        REFEREES.legal(HEADER + """
                (60,40): FS / (60,80) / 右 / (75,85)+(70,70)
                (60,80) / 6 / 外れ
                (75,85) / 6 / 外れ
                (70,70) / 6 / 外れ
                """);
    }

    @Test
    void aSpreadWeaponDoesNotFireAtOneDollAndASpreadIsNotCountered() {
        // the house spread-fire weapon fires spread only
        GameReferee.Discrepancy d = REFEREES.refused(HEADER + "(60,40): F / (60,80)\n");
        assertThat(d.rule()).isEqualTo("射撃");
        assertThat(d.citation()).isEqualTo("【7】@");
        // 「この攻撃を受けたドールさんは反撃できません」
        d = REFEREES.refused(HEADER + """
                (60,40): FS / (60,80) / 右 / (75,85)
                (60,80) / 6 / 外れ
                (75,85) / 6 / 外れ
                (60,80): CF / (60,40)
                """);
        assertThat(d.line()).isEqualTo(12);
        assertThat(d.rule()).isEqualTo("反撃");
        assertThat(d.message()).endsWith("requires counterable(target.weapon.attack_type, by_weapon, false)");
    }
}
