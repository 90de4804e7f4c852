package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;
import org.rulesc.rulebooks.differential.RecordEdits;

/**
 * Declarations by units that are not the one acting, refereed by the generated
 * {@code BattleGame.referee} and the interpreter alike: イニシアチブブースト declared by any units of
 * both camps before one comparison (「GM側が宣言した後にプレイヤーが宣言する」: the GM camp's units first,
 * each declaration counted for the unit that makes it, once a turn), and 緊急態勢変更 by a unit of the
 * other camp in the middle of another unit's 手番, whose 防御態勢 gives its 防御トークン to the attacks
 * that follow. No game logic here.
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
   *   <li>Turn 1: the 斥候 declares the GM camp's イニシアチブブースト with 鋭い勘, then the 騎士 the
   *       players' with its own 鋭い勘, and the 斥候 compares: GM (0+3)/2 = 1 + [4] = 5; the players
   *       (3+1)/2 = 2 + the 指揮能力 die and the boost's [5, 1] = 8.
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
      (4,5): イニシアチブブースト / 鋭い勘
      (2,3): イニシアチブブースト / 鋭い勘
      (4,5): イニシアチブ
      GM側ダイス / 4
      プレイヤー側ダイス / 5
      プレイヤー側ダイス / 1
      イニシアチブ / GM側5 / プレイヤー側8 / プレイヤー側
      (1,5): 移動 / ブースト / - / (1,4)
      (3,3): 緊急態勢変更 / 防御態勢 / ブースト / 重装甲
      (1,4): 移動後遠隔攻撃 / 最大捕捉ブースト / - / (3,3) / 対象 / (3,3) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / -
      攻撃側ダイス / 3
      対象側ダイス / 2
      (3,3) / 攻撃4 / 対象7 / VP4
      (2,3): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ0 / ブースト / - / 対象ブースト / -
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
    assertThat(r.actions()).isEqualTo(7);
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

  /** The battle with its initiative (lines 6 to 12) written as {@code initiative} instead. */
  private static String initiative(String initiative) {
    return upTo(5) + initiative + String.join("\n", BATTLE.lines().skip(12).toList()) + "\n";
  }

  @Test
  void severalUnitsOfACampBoostItsInitiative() {
    // the 襲撃者 declares 剣術 after the 斥候: the GM camp rolls two dice, each element its own unit's
    GameReferee.Report<BattleGame.State> r = REFEREES.legal(initiative("""
        (4,5): イニシアチブブースト / 鋭い勘
        (3,3): イニシアチブブースト / 剣術
        (2,3): イニシアチブブースト / 鋭い勘
        (4,5): イニシアチブ
        GM側ダイス / 4
        GM側ダイス / 2
        プレイヤー側ダイス / 5
        プレイヤー側ダイス / 1
        イニシアチブ / GM側7 / プレイヤー側8 / プレイヤー側
        """));
    assertThat(r.state().used()).containsEntry("element_use#4#keen_sense", 1);
    assertThat(r.state().used()).containsEntry("element_use#3#swordsmanship", 1);
    assertThat(r.state().used()).containsEntry("element_use#1#keen_sense", 1);
    // with one GM die the comparison comes where the second is due
    GameReferee.Discrepancy d = REFEREES.refused(initiative("""
        (4,5): イニシアチブブースト / 鋭い勘
        (3,3): イニシアチブブースト / 剣術
        (4,5): イニシアチブ
        GM側ダイス / 4
        プレイヤー側ダイス / 5
        """));
    assertThat(d.line()).isEqualTo(10);
  }

  @Test
  void theGmCampDeclaresFirst() {
    // 「GM側が宣言した後にプレイヤーが宣言する」: once the players have declared, the GM camp's turn is past
    GameReferee.Discrepancy d = REFEREES.refused(initiative("""
        (2,3): イニシアチブブースト / 鋭い勘
        (4,5): イニシアチブブースト / 鋭い勘
        """));
    assertThat(d.line()).isEqualTo(7);
  }

  @Test
  void aUnitDeclaresItsOwnElementsOnceATurn() {
    // 剣術 is the 襲撃者's, not the 斥候's
    GameReferee.Discrepancy d = REFEREES.refused(initiative("(4,5): イニシアチブブースト / 剣術\n"));
    assertThat(d.line()).isEqualTo(6);
    assertThat(d.message()).contains("boosts 剣術 is not among its choices");
    // a second declaration of the same unit
    d = REFEREES.refused(initiative("(4,5): イニシアチブブースト / 鋭い勘\n(4,5): イニシアチブブースト / 俊足\n"));
    assertThat(d.line()).isEqualTo(7);
    assertThat(d.rule()).isEqualTo("イニシアチブブーストの宣言(ターンに一度)");
    assertThat(d.citation()).isEqualTo("イニシアチブブースト");
    // a declaration declares something
    d = REFEREES.refused(initiative("(4,5): イニシアチブブースト / -\n"));
    assertThat(d.line()).isEqualTo(6);
    assertThat(d.citation()).isEqualTo("イニシアチブブースト");
  }

  @Test
  void anEmergencyChangeUsesAnElementOfItsOwn() {
    // the 斥候's 鋭い勘 went into the initiative
    GameReferee.Discrepancy d = REFEREES.refused(upTo(13) + "(4,5): 緊急態勢変更 / 防御態勢 / ブースト / 鋭い勘\n");
    assertThat(d.line()).isEqualTo(14);
    assertThat(d.rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
    assertThat(d.citation()).isEqualTo("ブースト効果");
    // 反撃態勢 needs an attack at 射程:隣接: the 弓兵 has 近接攻撃0
    d = REFEREES.refused(upTo(13) + "(1,4): 緊急態勢変更 / 反撃態勢 / ブースト / 俊足\n");
    assertThat(d.line()).isEqualTo(14);
    assertThat(d.rule()).isEqualTo("緊急態勢変更");
    assertThat(d.citation()).contains("メジャーアクション");
  }

  @Test
  void theGuardTokenComesWithTheChange() {
    // without the change, the 襲撃者 has no 防御トークン: 対象側ダイス is not due
    String unchanged = BATTLE.replace("(3,3): 緊急態勢変更 / 防御態勢 / ブースト / 重装甲\n", "");
    GameReferee.Discrepancy d = REFEREES.refused(unchanged);
    assertThat(d.line()).isEqualTo(16);
  }
}
