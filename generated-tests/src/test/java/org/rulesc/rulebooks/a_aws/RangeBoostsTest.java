package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;
import org.rulesc.rulebooks.differential.RecordEdits;

/**
 * 射程ブースト on 遠隔攻撃 and 移動後遠隔攻撃 (射程 "(B可能)": one square more per success element), and
 * the 即時攻撃 made with a 遠隔攻撃 (its value halved, as 射程 is not 隣接), refereed by the generated
 * {@code BattleGame.referee} and the interpreter alike. No game logic here.
 *
 * <p>Units (sample types): 騎士 (players, 1) 防御2 イニシアチブ3, VP 8, at (2,3); 弓兵 (players, 2)
 * 遠隔攻撃4 防御0 イニシアチブ1, 射撃 俊足 反射神経, VP 5, at (1,1); 襲撃者 (GM, 3) イニシアチブ0, VP 4, at
 * (5,1); 射手 (GM, 4) 遠隔攻撃4 イニシアチブ1, 射撃 反射神経 俊足 火事場の馬鹿力, VP 8, at (2,4).
 */
class RangeBoostsTest {
  private static final BothReferees<BattleGame.State> REFEREES = BattleReferees.BOTH;

  /**
   * Line by line:
   *
   * <ol>
   *   <li>Turn 1: GM (0+1)/2 = 0; the players (3+1)/2 = 2 + the 騎士's die [5] = 7.
   *   <li>The 弓兵 shoots the 襲撃者 4 squares away with 3 put into [遠隔攻撃] and a 射程ブースト of 俊足
   *       (range 3 + 1): value 4 − 3 = 1, the ドミネーショントークン [2] (1 against 0), the target's 防御
   *       not used: 3 against 0, VP 1.
   *   <li>The 射手's 即時攻撃 with its 遠隔攻撃 on the adjacent 騎士, 1 put in: ½ of 4, less 1 = 1; the
   *       騎士 holds the ドミネーショントークン [2]: 1 against 0 + 2, no damage.
   *   <li>Its major action: 移動後遠隔攻撃 on the 弓兵 4 squares away (past the 騎士, who does not
   *       intercept), 3 put in and a 射程ブースト of its own 俊足: 1 against 防御0, VP 4.
   * </ol>
   */
  static final String BATTLE = """
      ユニット / player_camp / knight / (2,3)
      ユニット / player_camp / bowman / (1,1)
      ユニット / gm_camp / raider / (5,1)
      ユニット / gm_camp / archer / (2,4)
      turn 1
      (2,3): イニシアチブ
      プレイヤー側ダイス / 5
      イニシアチブ / GM側0 / プレイヤー側7 / プレイヤー側
      (1,1): 遠隔攻撃 / 最大捕捉ブースト / - / (5,1) / 対象 / (5,1) / 代入3 / チャージ0 / 射程ブースト / 俊足 / ブースト / - / 対象ブースト / -
      攻撃側ダイス / 2
      (5,1) / 攻撃3 / 対象0 / VP1
      (2,4): 即時攻撃 / 遠隔攻撃 / (2,3) / 対象 / (2,3) / 代入1 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / -
      対象側ダイス / 2
      (2,3) / 攻撃1 / 対象2 / VP8
      (2,4): 移動後遠隔攻撃 / 最大捕捉ブースト / - / (1,1) / 対象 / (1,1) / 代入3 / チャージ0 / 射程ブースト / 俊足 / ブースト / - / 対象ブースト / -
      (1,1) / 攻撃1 / 対象0 / VP4
      """;

  /** The battle with line {@code n} (1-based) replaced by {@code line}. */
  private static String replaced(int n, String line) {
    return RecordEdits.replaced(BATTLE, n, line);
  }

  /** The battle's lines up to and including line {@code n} (1-based). */
  private static String upTo(int n) {
    return RecordEdits.upTo(BATTLE, n);
  }

  @Test
  void aRangeBoostReachesOneSquareFurther() {
    GameReferee.Report<BattleGame.State> r = REFEREES.legal(BATTLE);
    assertThat(r.actions()).isEqualTo(4);
    BattleGame.State s = r.state();
    assertThat(s.piece(3).state().vp()).isEqualTo(1);
    assertThat(s.piece(2).state().vp()).isEqualTo(4);
    // each 俊足 counted for its own unit
    assertThat(s.used()).containsEntry("element_use#2#swift_feet", 1);
    assertThat(s.used()).containsEntry("element_use#4#swift_feet", 1);
  }

  @Test
  void withoutTheBoostTheTargetIsOutOfRange() {
    // 3 put in reaches 3 squares: the 襲撃者 is 4 away
    GameReferee.Discrepancy d = REFEREES.refused(replaced(9, "(1,1): 遠隔攻撃 / 最大捕捉ブースト / - / (5,1) / 対象 / (5,1) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / -"));
    assertThat(d.line()).isEqualTo(9);
    assertThat(d.rule()).isEqualTo("遠隔攻撃");
    assertThat(d.citation()).contains("攻撃の手順");
    // one boost is one square: 2 put in and one boost reach 3
    d = REFEREES.refused(replaced(9, "(1,1): 遠隔攻撃 / 最大捕捉ブースト / - / (5,1) / 対象 / (5,1) / 代入2 / チャージ0 / 射程ブースト / 俊足 / ブースト / - / 対象ブースト / -"));
    assertThat(d.line()).isEqualTo(9);
    assertThat(d.rule()).isEqualTo("遠隔攻撃");
    assertThat(d.citation()).contains("射程ブースト");
  }

  @Test
  void aRangeBoostUsesTheUnitsOwnElementOncePerBattle() {
    // 盾 is not the 弓兵's
    GameReferee.Discrepancy d = REFEREES.referee(
        replaced(9, "(1,1): 遠隔攻撃 / 最大捕捉ブースト / - / (5,1) / 対象 / (5,1) / 代入3 / チャージ0 / 射程ブースト / 盾 / ブースト / - / 対象ブースト / -")).discrepancy();
    assertThat(d.line()).isEqualTo(9);
    assertThat(d.message()).contains("range_boosts 盾 is not among its choices");
    // the 射手's 俊足, spent on the 移動後遠隔攻撃, cannot extend another attack next turn
    d = REFEREES.refused(BATTLE + """
        (2,3): 手番終了
        (5,1): 手番終了
        turn 2
        (2,3): イニシアチブ
        プレイヤー側ダイス / 5
        イニシアチブ / GM側0 / プレイヤー側7 / プレイヤー側
        (2,4): 遠隔攻撃 / 最大捕捉ブースト / - / (1,1) / 対象 / (1,1) / 代入3 / チャージ0 / 射程ブースト / 俊足 / ブースト / - / 対象ブースト / -
        """);
    assertThat(d.line()).isEqualTo(23);
    assertThat(d.rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
  }

  @Test
  void aRangedQuickAttackIsHalvedAndIsTheMinorAction() {
    // ½ of 4 is 2, less the 1 put in: 攻撃1, not 3
    GameReferee.Discrepancy d = REFEREES.refused(replaced(14, "(2,3) / 攻撃3 / 対象2 / VP7"));
    assertThat(d.line()).isEqualTo(14);
    // the 即時攻撃 was the 射手's minor action: no 移動 after it
    d = REFEREES.refused(upTo(14) + "(2,4): 移動 / ブースト / - / (3,4)\n");
    assertThat(d.line()).isEqualTo(15);
    assertThat(d.rule()).contains("マイナーアクション");
  }
}
