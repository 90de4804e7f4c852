package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.rulebooks.differential.RecordEdits;
import org.rulesc.runtime.GameReferee;

/**
 * Several success elements in one declaration (ブースト効果: 「宣言できるだけ成功要素やトークンを複数宣言
 * 可能。宣言した数だけ…」), refereed by the generated {@code BattleGame.referee} and the interpreter
 * alike: each element declared is one more die (イニシアチブブースト, ダイスブースト of both sides), one
 * more 移動力 (移動ブースト) or one more square of range (射程ブースト), and each is counted against its
 * own limits, so a 一時成功要素 declared a third time in a turn, or twice in one attack after a first use,
 * is refused citing ブースト効果. No game logic here.
 *
 * <p>Units (sample types): 騎士 (players, 1) 近接攻撃3 イニシアチブ3 指揮能力, 剣術 盾 鋭い勘 指揮能力
 * 火事場の馬鹿力, VP 8, at (2,3); 弓兵 (players, 2) 遠隔攻撃4 移動3 イニシアチブ1, 射撃 俊足 反射神経, VP 5,
 * at (1,5); 襲撃者 (GM, 3) 防御1 イニシアチブ0, 剣術 重装甲, VP 4, at (3,3); 射手 (GM, 4) 遠隔攻撃4 防御0
 * イニシアチブ1, 射撃 反射神経 俊足 火事場の馬鹿力, VP 8, at (5,1).
 */
class SeveralElementsTest {
  private static final BothReferees<BattleGame.State> REFEREES = BattleReferees.BOTH;

  /**
   * Line by line:
   *
   * <ol>
   *   <li>Turn 1: the 射手 declares the GM camp's イニシアチブブースト with 反射神経 and 火事場の馬鹿力, then
   *       the 騎士 the players' with 鋭い勘 and 火事場の馬鹿力, and the 騎士 compares: GM (0+1)/2 = 0, no
   *       指揮能力, + [3, 4] = 7; the players (3+1)/2 = 2 + the 指揮能力 die and two boost dice [1, 2, 3] = 8.
   *   <li>The 騎士's 即時攻撃 on the adjacent 襲撃者 with 剣術, 盾 and 火事場の馬鹿力 (its second use this
   *       turn): three dice and the ドミネーショントークン (3 against 0) [1, 1, 1, 2]; the 襲撃者 declares
   *       剣術 and 重装甲 [2, 3]: 3 + 5 against 1 + 5, VP 2. The 騎士 ends its 手番.
   *   <li>The 弓兵 moves (1,5) → (5,3), six squares round the 襲撃者, with 俊足 and 反射神経 (1 + 3 + 2).
   *   <li>Its 移動後遠隔攻撃 on the 射手 two squares away, 1 put in and a 射程ブースト of 射撃 (range 1 + 1):
   *       value 3, no die (equal イニシアチブ); the 射手 declares 射撃 and 俊足 [1, 1] on its 防御0: 3
   *       against 2, VP 7.
   *   <li>The 射手's 遠隔攻撃 on the 弓兵 with a 射程ブースト of 火事場の馬鹿力 (its second use this turn):
   *       3 against 0 (a 遠隔攻撃's target uses no 防御), VP 2.
   * </ol>
   */
  static final String BATTLE = """
      ユニット / player_camp / knight / (2,3)
      ユニット / player_camp / bowman / (1,5)
      ユニット / gm_camp / raider / (3,3)
      ユニット / gm_camp / archer / (5,1)
      turn 1
      (5,1): イニシアチブブースト / 反射神経+火事場の馬鹿力
      (2,3): イニシアチブブースト / 鋭い勘+火事場の馬鹿力
      (2,3): イニシアチブ
      GM側ダイス / 3
      GM側ダイス / 4
      プレイヤー側ダイス / 1
      プレイヤー側ダイス / 2
      プレイヤー側ダイス / 3
      イニシアチブ / GM側7 / プレイヤー側8 / プレイヤー側
      (2,3): 即時攻撃 / (3,3) / チャージ0 / ブースト / 剣術+盾+火事場の馬鹿力 / 対象ブースト / 剣術+重装甲
      攻撃側ダイス / 1
      攻撃側ダイス / 1
      攻撃側ダイス / 1
      攻撃側ダイス / 2
      対象側ダイス / 2
      対象側ダイス / 3
      (3,3) / 攻撃8 / 対象6 / VP2
      (2,3): 手番終了
      (1,5): 移動 / ブースト / 俊足+反射神経 / (5,3)
      (5,3): 移動後遠隔攻撃 / 最大捕捉ブースト / - / (5,1) / 対象 / (5,1) / 代入1 / チャージ0 / 射程ブースト / 射撃 / ブースト / - / 対象ブースト / 射撃+俊足
      対象側ダイス / 1
      対象側ダイス / 1
      (5,1) / 攻撃3 / 対象2 / VP7
      (5,1): 遠隔攻撃 / 最大捕捉ブースト / - / (5,3) / 対象 / (5,3) / 代入1 / チャージ0 / 射程ブースト / 火事場の馬鹿力 / ブースト / - / 対象ブースト / -
      (5,3) / 攻撃3 / 対象0 / VP2
      """;

  private static final int KNIGHT = 1;
  private static final int BOWMAN = 2;
  private static final int RAIDER = 3;
  private static final int ARCHER = 4;

  private static String replaced(int n, String line) {
    return RecordEdits.replaced(BATTLE, n, line);
  }

  private static String upTo(int n) {
    return RecordEdits.upTo(BATTLE, n);
  }

  /** The uses of success elements ({@code limit#unit#element}), without the actions' own limits. */
  private static Map<String, Integer> elementUses(BattleGame.State s) {
    Map<String, Integer> out = new LinkedHashMap<>(s.used());
    out.keySet().removeIf(k -> !k.contains("element_use#"));
    return out;
  }

  @Test
  void everyElementDeclaredIsCountedForItsOwnUnit() {
    GameReferee.Report<BattleGame.State> r = REFEREES.legal(BATTLE);
    assertThat(r.actions()).isEqualTo(8);
    BattleGame.State s = r.state();
    assertThat(s.piece(RAIDER).state().vp()).isEqualTo(2);
    assertThat(s.piece(ARCHER).state().vp()).isEqualTo(7);
    assertThat(s.piece(BOWMAN).state().vp()).isEqualTo(2);
    assertThat(elementUses(s)).containsExactly(
        "element_use#1#keen_sense", 1, "temporary_element_use#1#adrenaline", 2,
        "element_use#4#quick_reflexes", 1, "temporary_element_use#4#adrenaline", 2,
        "element_use#1#swordsmanship", 1, "element_use#1#shield", 1,
        "element_use#3#swordsmanship", 1, "element_use#3#heavy_armour", 1,
        "element_use#2#swift_feet", 1, "element_use#2#quick_reflexes", 1,
        "element_use#2#marksmanship", 1, "element_use#4#marksmanship", 1, "element_use#4#swift_feet", 1);
  }

  @Test
  void twoElementsAreTwoMoreDice() {
    // the initiative: the players roll the 指揮能力 die and one per element, three; two are not enough
    GameReferee.Discrepancy d = REFEREES.refused(replaced(13, "イニシアチブ / GM側7 / プレイヤー側5 / GM側"));
    assertThat(d.line()).isEqualTo(13);
    // the attack: three elements and the ドミネーショントークン are four dice; the comparison after three is early
    d = REFEREES.refused(replaced(19, "(3,3) / 攻撃7 / 対象6 / VP3"));
    assertThat(d.line()).isEqualTo(19);
    // the target's two elements are two dice: a third is not due
    d = REFEREES.refused(replaced(22, "対象側ダイス / 4"));
    assertThat(d.line()).isEqualTo(22);
  }

  @Test
  void twoMoveBoostsAreTwoMorePoints() {
    // one boost gives 1 + 3 + 1 = 5 移動力: (5,3) is six squares away
    GameReferee.Discrepancy d = REFEREES.refused(replaced(24, "(1,5): 移動 / ブースト / 俊足 / (5,3)"));
    assertThat(d.line()).isEqualTo(24);
    assertThat(d.rule()).isEqualTo("移動");
  }

  @Test
  void aThirdUseOfATemporaryElementInATurnIsRefused() {
    // the 騎士 declared 火事場の馬鹿力 at the initiative and in its 即時攻撃: not a third time this turn
    GameReferee.Discrepancy d = REFEREES.refused(
        upTo(22) + "(2,3): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ0 / ブースト / 火事場の馬鹿力 / 対象ブースト / -\n");
    assertThat(d.line()).isEqualTo(23);
    assertThat(d.rule()).isEqualTo("一時成功要素の使用(1ターンに二度)");
    assertThat(d.citation()).isEqualTo("ブースト効果");
    // the 射手 declared it once, at the initiative: declared for two boosts of one attack, it is two
    // more uses, a third and a fourth
    d = REFEREES.refused(replaced(29, "(5,1): 遠隔攻撃 / 最大捕捉ブースト / - / (5,3) / 対象 / (5,3) / 代入1 / チャージ0"
        + " / 射程ブースト / 火事場の馬鹿力 / ブースト / 火事場の馬鹿力 / 対象ブースト / -"));
    assertThat(d.line()).isEqualTo(29);
    assertThat(d.rule()).isEqualTo("一時成功要素の使用(1ターンに二度)");
    assertThat(d.citation()).isEqualTo("ブースト効果");
  }

  @Test
  void anElementIsStillUsedOncePerBattle() {
    // the 弓兵's 射撃 went into the range: not into the dice of the same attack too
    GameReferee.Discrepancy d = REFEREES.refused(replaced(25, "(5,3): 移動後遠隔攻撃 / 最大捕捉ブースト / - / (5,1) / 対象 / (5,1) / 代入1 / チャージ0"
        + " / 射程ブースト / 射撃 / ブースト / 射撃 / 対象ブースト / 射撃+俊足"));
    assertThat(d.line()).isEqualTo(25);
    assertThat(d.rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
    assertThat(d.citation()).isEqualTo("ブースト効果");
  }
}
