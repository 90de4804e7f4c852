package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;
import org.rulesc.rulebooks.differential.RecordEdits;

/**
 * The ダイスブースト of both sides on every attack of the game, refereed by the generated
 * {@code BattleGame.referee} and the interpreter alike: 即時攻撃, 移動後遠隔攻撃 and 遠隔攻撃 with the
 * attacker's boost, the target's boost or both, each written on the attack's line (攻撃の手順 2:
 * the attacker declares, then the target), each die rolled on its own line, and each element
 * counted for the unit that owns it (ブースト効果). Forged lines are refused at their line, naming
 * the rule and its section. No game logic here.
 *
 * <p>Units (sample types): 騎士 (players, 1) 近接攻撃3 防御2 イニシアチブ3, 剣術 盾 鋭い勘 指揮能力
 * 火事場の馬鹿力, VP 8, at (2,3); 弓兵 (players, 2) 遠隔攻撃4 移動3 イニシアチブ1, VP 5, at (1,5);
 * 襲撃者 (GM, 3) 近接攻撃4 防御1 イニシアチブ0, 剣術 重装甲, VP 4, at (3,3); 射手 (GM, 4) 遠隔攻撃4
 * 移動3 イニシアチブ1, 射撃 反射神経 俊足 火事場の馬鹿力, VP 8, at (5,1).
 */
class AttackBoostsTest {
  private static final BothReferees<BattleGame.State> REFEREES = BattleReferees.BOTH;

  /**
   * Line by line:
   *
   * <ol>
   *   <li>Turn 1: GM (0+1)/2 = 0, no 指揮能力; the players (3+1)/2 = 2 + the 騎士's die [5] = 7.
   *   <li>The 騎士's 即時攻撃 on the adjacent 襲撃者, both boosting with their own 剣術 (two elements of
   *       the same name, one per unit): the 騎士's boost and its ドミネーショントークン (3 against 0)
   *       [2, 1], the 襲撃者's boost [4]: 3 + 3 against 1 + 4, 1 damage, VP 3. The 騎士 then ends its
   *       手番.
   *   <li>The 弓兵 moves (1,5) → (1,3) and shoots the 襲撃者 past the 騎士 (移動後遠隔攻撃, 2 put in: value
   *       2); the 襲撃者 boosts with 重装甲 and keeps its 防御1 (only 遠隔攻撃 takes it away): the
   *       ドミネーショントークン [2] against the boost [1]: 4 against 2, VP 1.
   *   <li>The 射手 makes a 制限移動 (half of 1+3) to (4,2) and shoots the 騎士 (遠隔攻撃, 3 put in: value 1)
   *       with 俊足; the 騎士 boosts with 盾 and holds the ドミネーショントークン (3 against 1): [6]
   *       against [1, 2], the target using no 防御: 7 against 3, VP 4.
   * </ol>
   */
  static final String BATTLE = """
      ユニット / player_camp / knight / (2,3)
      ユニット / player_camp / bowman / (1,5)
      ユニット / gm_camp / raider / (3,3)
      ユニット / gm_camp / archer / (5,1)
      turn 1
      (2,3): イニシアチブ
      プレイヤー側ダイス / 5
      イニシアチブ / GM側0 / プレイヤー側7 / プレイヤー側
      (2,3): 即時攻撃 / (3,3) / チャージ0 / ブースト / 剣術 / 対象ブースト / 剣術
      攻撃側ダイス / 2
      攻撃側ダイス / 1
      対象側ダイス / 4
      (3,3) / 攻撃6 / 対象5 / VP3
      (2,3): 手番終了
      (1,5): 移動 / ブースト / - / (1,3)
      (1,3): 移動後遠隔攻撃 / 最大捕捉ブースト / - / (3,3) / 対象 / (3,3) / 代入2 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / 重装甲
      攻撃側ダイス / 2
      対象側ダイス / 1
      (3,3) / 攻撃4 / 対象2 / VP1
      (5,1): 制限移動 / ブースト / - / (4,2)
      (4,2): 遠隔攻撃 / 最大捕捉ブースト / - / (2,3) / 対象 / (2,3) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / 俊足 / 対象ブースト / 盾
      攻撃側ダイス / 6
      対象側ダイス / 1
      対象側ダイス / 2
      (2,3) / 攻撃7 / 対象3 / VP4
      """;

  private static final int KNIGHT = 1;
  private static final int RAIDER = 3;

  /** The battle with line {@code n} (1-based) replaced by {@code line}. */
  private static String replaced(int n, String line) {
    return RecordEdits.replaced(BATTLE, n, line);
  }

  /** The battle without line {@code n} (1-based). */
  private static String without(int n) {
    List<String> lines = new java.util.ArrayList<>(BATTLE.lines().toList());
    lines.remove(n - 1);
    return String.join("\n", lines) + "\n";
  }

  /** The uses of success elements ({@code limit#unit#element}), without the actions' own limits. */
  private static Map<String, Integer> elementUses(BattleGame.State s) {
    Map<String, Integer> out = new LinkedHashMap<>(s.used());
    out.keySet().removeIf(k -> !k.contains("element_use#"));
    return out;
  }

  @Test
  void bothSidesBoostEveryKindOfAttack() {
    GameReferee.Report<BattleGame.State> r = REFEREES.legal(BATTLE);
    assertThat(r.actions()).isEqualTo(7);
    BattleGame.State s = r.state();
    assertThat(s.piece(KNIGHT).state().vp()).isEqualTo(4);
    assertThat(s.piece(RAIDER).state().vp()).isEqualTo(1);
    // each element counted for its own unit: the 騎士's and the 襲撃者's 剣術 are two uses, not one
    assertThat(elementUses(s)).containsExactly("element_use#1#swordsmanship", 1, "element_use#3#swordsmanship", 1,
        "element_use#3#heavy_armour", 1, "element_use#4#swift_feet", 1, "element_use#1#shield", 1);
  }

  @Test
  void theTargetBoostsOnlyWithItsOwnElements() {
    // 盾 is the 騎士's: the 襲撃者 has no such element to declare
    GameReferee.Discrepancy d = REFEREES.referee(
        replaced(9, "(2,3): 即時攻撃 / (3,3) / チャージ0 / ブースト / 剣術 / 対象ブースト / 盾")).discrepancy();
    assertThat(d.line()).isEqualTo(9);
    assertThat(d.rule()).isEqualTo("即時攻撃");
    assertThat(d.message()).contains("target_boosts 盾 is not among its choices");
  }

  @Test
  void theTargetsElementIsUsedOncePerBattle() {
    // the 騎士 used 剣術 for its own 即時攻撃: it cannot boost its defence with it again
    GameReferee.Discrepancy d = REFEREES.refused(
        replaced(21, "(4,2): 遠隔攻撃 / 最大捕捉ブースト / - / (2,3) / 対象 / (2,3) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / 俊足 / 対象ブースト / 剣術"));
    assertThat(d.line()).isEqualTo(21);
    assertThat(d.rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
    assertThat(d.citation()).isEqualTo("ブースト効果");
    assertThat(d.message()).contains("swordsmanship");
    // nor can the 襲撃者, having defended with 重装甲, attack with it
    d = REFEREES.refused(BATTLE + "(3,3): 近接攻撃 / 最大捕捉ブースト / - / (2,3) / チャージ0 / ブースト / 重装甲 / 対象ブースト / -\n");
    assertThat(d.line()).isEqualTo(26);
    assertThat(d.rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
  }

  @Test
  void theTargetsBoostIsOneMoreDie() {
    // the 襲撃者's boost die left out: the comparison line comes where the referee expects a die
    GameReferee.Discrepancy d = REFEREES.refused(without(18));
    assertThat(d.line()).isEqualTo(18);
    // and a 遠隔攻撃's target uses no 防御 even when it boosts: 対象3 is the two dice alone
    d = REFEREES.refused(replaced(25, "(2,3) / 攻撃7 / 対象5 / VP2"));
    assertThat(d.line()).isEqualTo(25);
  }

  @Test
  void theTargetBoostDoesNotLiftTheRangedRules() {
    // 遠隔攻撃 after the minor 移動 is refused with the target's boost as without it
    String moved = BATTLE.replace("(5,1): 制限移動 / ブースト / - / (4,2)", "(5,1): 移動 / ブースト / - / (4,2)");
    GameReferee.Discrepancy d = REFEREES.refused(moved);
    assertThat(d.line()).isEqualTo(21);
    assertThat(d.citation()).isEqualTo("メジャーアクション");
  }
}
