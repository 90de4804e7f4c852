package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;
import org.rulesc.rulebooks.differential.RecordEdits;

/**
 * Declarations by a unit that is not the one acting, refereed by the generated
 * {@code BattleGame.referee} and the interpreter alike: both camps' イニシアチブブースト in one
 * comparison (the other camp's unit and element written on the same line, counted for that unit),
 * and 緊急態勢変更 by a unit of the other camp in the middle of another unit's 手番, whose 防御態勢
 * gives its 防御トークン to the attacks that follow. No game logic here.
 *
 * <p>Units (sample types): 騎士 (players, 1) 近接攻撃3 イニシアチブ3 指揮能力, 剣術 盾 鋭い勘 指揮能力
 * 火事場の馬鹿力, VP 8, at (2,3); 弓兵 (players, 2) 近接攻撃0 遠隔攻撃4 イニシアチブ1, VP 5, at (1,5);
 * 襲撃者 (GM, 3) 近接攻撃4 防御1 イニシアチブ0, 剣術 重装甲, VP 4, at (3,3); 斥候 (GM, 4) イニシアチブ3,
 * 俊足 鋭い勘, VP 3, at (4,5).
 */
class OtherCampDeclarationsTest {
  private static final BothReferees<BattleGame.State> REFEREES = BattleReferees.BOTH;

  /**
   * Line by line:
   *
   * <ol>
   *   <li>Turn 1: the 斥候 boosts the GM camp's initiative with 鋭い勘 and the 騎士 the players' with its
   *       own 鋭い勘, on one line: GM (0+3)/2 = 1 + [4] = 5; the players (3+1)/2 = 2 + the 指揮能力 die
   *       and the boost's [5, 1] = 8.
   *   <li>The 弓兵 moves (1,5) → (1,4): its 手番 has begun. The 襲撃者 interrupts with 緊急態勢変更 to
   *       防御態勢 (重装甲).
   *   <li>The 弓兵's 移動後遠隔攻撃 on the 襲撃者 (3 put in: value 1; the ドミネーショントークン [3]); the
   *       襲撃者's 防御トークン [2] and its 近接攻撃4 added to its 防御1: 4 against 7, no damage.
   *   <li>The 騎士's 近接攻撃 (ドミネーショントークン [6]) meets the same 防御態勢 (token [1]): 9 against 6,
   *       VP 1.
   * </ol>
   */
  static final String BATTLE = """
      ユニット / player_camp / knight / (2,3)
      ユニット / player_camp / bowman / (1,5)
      ユニット / gm_camp / raider / (3,3)
      ユニット / gm_camp / scout / (4,5)
      turn 1
      (4,5): イニシアチブ / ブースト / 鋭い勘 / 相手側 / (2,3) / ブースト / 鋭い勘
      GM側ダイス / 4
      プレイヤー側ダイス / 5
      プレイヤー側ダイス / 1
      イニシアチブ / GM側5 / プレイヤー側8 / プレイヤー側
      (1,5): 移動 / ブースト / - / (1,4)
      (3,3): 緊急態勢変更 / 防御態勢 / ブースト / 重装甲
      (1,4): 移動後遠隔攻撃 / (3,3) / 対象 / (3,3) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / -
      攻撃側ダイス / 3
      対象側ダイス / 2
      (3,3) / 攻撃4 / 対象7 / VP4
      (2,3): 近接攻撃 / (3,3) / チャージ0 / ブースト / - / 対象ブースト / -
      攻撃側ダイス / 6
      対象側ダイス / 1
      (3,3) / 攻撃9 / 対象6 / VP1
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
  void bothCampsBoostTheInitiativeAndTheOtherCampChangesPosture() {
    GameReferee.Report<BattleGame.State> r = REFEREES.legal(BATTLE);
    assertThat(r.actions()).isEqualTo(5);
    BattleGame.State s = r.state();
    assertThat(s.piece(3).state().vp()).isEqualTo(1);
    assertThat(s.piece(3).state().stance()).isEqualTo(Stance.STANCE_GUARD);
    // each 鋭い勘 is its own unit's; 重装甲 is the 襲撃者's
    assertThat(s.used()).containsEntry("element_use#4#keen_sense", 1);
    assertThat(s.used()).containsEntry("element_use#1#keen_sense", 1);
    assertThat(s.used()).containsEntry("element_use#3#heavy_armour", 1);
    // the change took no action of the 襲撃者's: its own 手番 is still to come
    assertThat(s.used()).doesNotContainKey("major_action#3");
    assertThat(s.used()).doesNotContainKey("minor_action#3");
  }

  @Test
  void theOtherBoostIsTheOtherCampsOwn() {
    // the 襲撃者 is in the 斥候's own camp
    GameReferee.Discrepancy d = REFEREES.referee(
        replaced(6, "(4,5): イニシアチブ / ブースト / 鋭い勘 / 相手側 / (3,3) / ブースト / 剣術")).discrepancy();
    assertThat(d.line()).isEqualTo(6);
    assertThat(d.rule()).isEqualTo("イニシアチブの比較");
    assertThat(d.message()).contains("other");
    // 俊足 is not the 騎士's
    d = REFEREES.referee(replaced(6, "(4,5): イニシアチブ / ブースト / 鋭い勘 / 相手側 / (2,3) / ブースト / 俊足"))
        .discrepancy();
    assertThat(d.line()).isEqualTo(6);
    assertThat(d.message()).contains("other_boosts 俊足 is not among its choices");
    // one die a camp: the players' second boost die missing, the comparison comes where a die is due
    d = REFEREES.refused(replaced(9, "イニシアチブ / GM側5 / プレイヤー側7 / プレイヤー側"));
    assertThat(d.line()).isEqualTo(9);
  }

  @Test
  void anEmergencyChangeUsesAnElementOfItsOwn() {
    // the 斥候's 鋭い勘 went into the initiative
    GameReferee.Discrepancy d = REFEREES.refused(upTo(11) + "(4,5): 緊急態勢変更 / 防御態勢 / ブースト / 鋭い勘\n");
    assertThat(d.line()).isEqualTo(12);
    assertThat(d.rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
    assertThat(d.citation()).isEqualTo("ブースト効果");
    // 反撃態勢 needs an attack at 射程:隣接: the 弓兵 has 近接攻撃0
    d = REFEREES.refused(upTo(11) + "(1,4): 緊急態勢変更 / 反撃態勢 / ブースト / 俊足\n");
    assertThat(d.line()).isEqualTo(12);
    assertThat(d.rule()).isEqualTo("緊急態勢変更");
    assertThat(d.citation()).contains("メジャーアクション");
  }

  @Test
  void theGuardTokenComesWithTheChange() {
    // without the change, the 襲撃者 has no 防御トークン: 対象側ダイス is not due
    String unchanged = BATTLE.replace("(3,3): 緊急態勢変更 / 防御態勢 / ブースト / 重装甲\n", "");
    GameReferee.Discrepancy d = REFEREES.refused(unchanged);
    assertThat(d.line()).isEqualTo(14);
  }
}
