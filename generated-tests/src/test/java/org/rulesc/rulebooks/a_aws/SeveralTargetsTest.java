package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.rulebooks.differential.RecordEdits;
import org.rulesc.runtime.GameReferee;

/**
 * 最大捕捉ブースト (ブースト効果) with 攻撃の手順 2: an attack chosen as the major action takes one more
 * target per element declared for it, and every target declares its own ダイスブースト after the
 * attacker, from its own elements and under its own per-element limits; then every die is rolled
 * and each target is compared in turn. Refereed by the generated {@code BattleGame.referee} and the
 * interpreter alike, on the scenario 「包囲された騎士、一対三」. No game logic here.
 *
 * <p>Units (sample types): 騎士 (players, 1) 近接攻撃3 防御2 イニシアチブ3, 剣術 盾 鋭い勘 指揮能力
 * 火事場の馬鹿力, VP 8, at (3,3); 弓兵 (players, 2) 遠隔攻撃4 イニシアチブ1, 射撃 俊足 反射神経, VP 5, at
 * (1,5); three 襲撃者 (GM, 3 to 5) 近接攻撃4 防御1 イニシアチブ0, 剣術 重装甲, VP 4, at (3,2), (2,3), (4,3).
 */
class SeveralTargetsTest {
  private static final BothReferees<BattleGame.State> REFEREES = BattleReferees.BOTH;

  /**
   * Line by line:
   *
   * <ol>
   *   <li>Turn 1: GM (0+1)/2 = 0; the players (3+1)/2 = 2 + the 騎士's die [5] = 7.
   *   <li>The 騎士's 近接攻撃 on two of the 襲撃者 (最大捕捉 1 + 鋭い勘 = 2), boosting with 剣術; each
   *       襲撃者 declares its own 重装甲 (one element of each unit, counted for each). The 騎士's boost
   *       and its ドミネーショントークン (3 against the highest target's 0) [1, 1]; then each target's
   *       boost [3], [1] (tied at the highest イニシアチブ, neither gets a token): 5 against 1 + 3 = 4,
   *       VP 3, and 5 against 1 + 1 = 2, VP 1.
   *   <li>The 弓兵's 遠隔攻撃 aimed at two 襲撃者, (2,3) and (4,3) (最大捕捉 + 俊足; 4 put in and one
   *       射程ブースト, 反射神経, to reach (4,3) five squares away); the 騎士 stands between and intercepts
   *       for (4,3) (射線妨害). The 弓兵 boosts with 射撃 [5]; the 騎士, the highest of the targets
   *       (3 against 1), holds the ドミネーショントークン [2]: 0 + 5 against 2 (遠隔攻撃: no 防御), VP
   *       5; the 襲撃者 at (2,3): 5 against 0, VP 0, and it leaves the field.
   * </ol>
   */
  static final String BATTLE = """
      ユニット / player_camp / knight / (3,3)
      ユニット / player_camp / bowman / (1,5)
      ユニット / gm_camp / raider / (3,2)
      ユニット / gm_camp / raider / (2,3)
      ユニット / gm_camp / raider / (4,3)
      turn 1
      (3,3): イニシアチブ
      プレイヤー側ダイス / 5
      イニシアチブ / GM側0 / プレイヤー側7 / プレイヤー側
      (3,3): 近接攻撃 / 最大捕捉ブースト / 鋭い勘 / (3,2)+(2,3) / チャージ0 / ブースト / 剣術 / 対象ブースト / 重装甲;重装甲
      攻撃側ダイス / 1
      攻撃側ダイス / 1
      対象側ダイス / 3
      対象側ダイス / 1
      (3,2) / 攻撃5 / 対象4 / VP3
      (2,3) / 攻撃5 / 対象2 / VP1
      (1,5): 遠隔攻撃 / 最大捕捉ブースト / 俊足 / (2,3)+(4,3) / 対象 / (3,3)+(2,3) / 代入4 / チャージ0 / 射程ブースト / 反射神経 / ブースト / 射撃 / 対象ブースト / -;-
      攻撃側ダイス / 5
      対象側ダイス / 2
      (3,3) / 攻撃5 / 対象2 / VP5
      (2,3) / 攻撃5 / 対象0 / VP0
      """;

  private static final String MELEE = "(3,3): 近接攻撃 / 最大捕捉ブースト / 鋭い勘 / (3,2)+(2,3) / チャージ0 / ブースト / 剣術 / 対象ブースト / ";

  /** The uses of success elements ({@code limit#unit#element}), without the actions' own limits. */
  private static Map<String, Integer> elementUses(BattleGame.State s) {
    Map<String, Integer> out = new LinkedHashMap<>(s.used());
    out.keySet().removeIf(k -> !k.contains("element_use#"));
    return out;
  }

  @Test
  void anAttackTakesSeveralTargetsEachDeclaringItsOwnBoost() {
    GameReferee.Report<BattleGame.State> r = REFEREES.legal(BATTLE);
    assertThat(r.actions()).isEqualTo(3);
    BattleGame.State s = r.state();
    assertThat(s.piece(1).state().vp()).isEqualTo(5);
    assertThat(s.piece(3).state().vp()).isEqualTo(3);
    assertThat(s.piece(4)).isNull();
    assertThat(s.piece(5).state().vp()).isEqualTo(4);
    // the 重装甲 of each target counted for its own unit: two uses, one per 襲撃者
    assertThat(elementUses(s)).containsExactly("element_use#1#keen_sense", 1, "element_use#1#swordsmanship", 1,
        "element_use#3#heavy_armour", 1, "element_use#4#heavy_armour", 1, "element_use#2#swift_feet", 1,
        "element_use#2#quick_reflexes", 1, "element_use#2#marksmanship", 1);
  }

  @Test
  void moreTargetsThanTheCaptureAllowsAreRefused() {
    // no 最大捕捉ブースト: one target only
    GameReferee.Discrepancy d = REFEREES.refused(RecordEdits.replaced(BATTLE, 10,
        "(3,3): 近接攻撃 / 最大捕捉ブースト / - / (3,2)+(2,3) / チャージ0 / ブースト / 剣術 / 対象ブースト / 重装甲;重装甲"));
    assertThat(d.line()).isEqualTo(10);
    assertThat(d.rule()).isEqualTo("近接攻撃");
    assertThat(d.message()).contains("requires size(targets) >= 1 && size(targets) <= max_capture(");
    assertThat(d.citation()).contains("攻撃の手順");
    // one element declared: two targets, not three
    d = REFEREES.refused(RecordEdits.replaced(BATTLE, 10, "(3,3): 近接攻撃 / 最大捕捉ブースト / 鋭い勘 / (3,2)+(2,3)+(4,3)"
        + " / チャージ0 / ブースト / 剣術 / 対象ブースト / 重装甲;重装甲;-"));
    assertThat(d.line()).isEqualTo(10);
    assertThat(d.message()).contains("requires size(targets) >= 1 && size(targets) <= max_capture(");
  }

  @Test
  void eachTargetDeclaresForItselfFromItsOwnElements() {
    // one declaration for two targets
    GameReferee.Discrepancy d = REFEREES.refused(RecordEdits.replaced(BATTLE, 10, MELEE + "重装甲"));
    assertThat(d.line()).isEqualTo(10);
    assertThat(d.message()).contains("target_boosts 重装甲 is not among its choices");
    // 盾 is no 襲撃者's element
    d = REFEREES.refused(RecordEdits.replaced(BATTLE, 10, MELEE + "重装甲;盾"));
    assertThat(d.line()).isEqualTo(10);
    assertThat(d.message()).contains("target_boosts 重装甲;盾 is not among its choices");
    // the second target's declaration left out of the dice: its die is where the comparison is expected
    d = REFEREES.refused(RecordEdits.replaced(BATTLE, 10, MELEE + "重装甲;-"));
    assertThat(d.line()).isEqualTo(14);
  }

  @Test
  void aTargetsElementIsSpentForThatUnit() {
    // after the 弓兵's shot the GM's units act: the 襲撃者 at (3,2) declared 重装甲 as a target, so it
    // cannot boost its own attack with it; the one at (4,3), not a target, may
    String after = BATTLE + "(3,2): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ0 / ブースト / 重装甲 / 対象ブースト / -\n";
    GameReferee.Discrepancy d = REFEREES.refused(after);
    assertThat(d.line()).isEqualTo(22);
    assertThat(d.rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
    assertThat(d.citation()).isEqualTo("ブースト効果");
    assertThat(d.message()).contains("heavy_armour");
    String other = BATTLE + "(4,3): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ0 / ブースト / 重装甲 / 対象ブースト / -\n";
    assertThat(REFEREES.referee(other).discrepancy().message()).contains("the record ends before");
  }

  @Test
  void everyUnitAimedAtHasOneUnitStruckForIt() {
    // two units aimed at, one struck
    GameReferee.Discrepancy d = REFEREES.refused(RecordEdits.replaced(BATTLE, 17, "(1,5): 遠隔攻撃 / 最大捕捉ブースト / 俊足"
        + " / (2,3)+(4,3) / 対象 / (2,3) / 代入4 / チャージ0 / 射程ブースト / 反射神経 / ブースト / 射撃 / 対象ブースト / -"));
    assertThat(d.line()).isEqualTo(17);
    assertThat(d.rule()).isEqualTo("遠隔攻撃");
    assertThat(d.citation()).contains("射線妨害");
    // (4,3) out of reach without the 射程ブースト
    d = REFEREES.refused(RecordEdits.replaced(BATTLE, 17, "(1,5): 遠隔攻撃 / 最大捕捉ブースト / 俊足"
        + " / (2,3)+(4,3) / 対象 / (3,3)+(2,3) / 代入4 / チャージ0 / 射程ブースト / - / ブースト / 射撃 / 対象ブースト / -;-"));
    assertThat(d.line()).isEqualTo(17);
    assertThat(d.message()).contains("in_ranged_range");
  }
}
