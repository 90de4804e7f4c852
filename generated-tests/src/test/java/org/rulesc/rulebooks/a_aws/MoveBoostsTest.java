package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.rulebooks.differential.RecordEdits;
import org.rulesc.runtime.GameReferee;
import org.rulesc.runtime.SquareGrid;

/**
 * 移動ブースト on every move of the game (ブースト効果: 「移動のタイミングで使用可能なブースト。…宣言した数だけ
 * 移動力を延長出来る」): besides the minor 移動 ({@link SeveralElementsTest}), the 制限移動 and the 移動
 * taken as the major action each take a declaration of the unit's own elements, one more 移動力 per
 * element, added after the 制限移動's halving (reading on {@code boosted_move_points}), and each element
 * is counted against its limits. Refereed by the generated {@code BattleGame.referee} and the
 * interpreter alike, on the battles of {@link AttackBoostsTest} and {@link SeveralElementsTest}.
 */
class MoveBoostsTest {
  private static final BothReferees<BattleGame.State> REFEREES = BattleReferees.BOTH;

  /** The 射手's 制限移動 in {@link AttackBoostsTest#BATTLE}: line 20, from (5,1), half of 1 + 3 = 2. */
  private static final int RESTRICTED_MOVE = 20;

  /** The 弓兵's minor 移動 in {@link SeveralElementsTest#BATTLE}: line 24, from (1,5), 1 + 3. */
  private static final int MOVE = 24;

  private static String attackBattleUpTo(int n, String line) {
    return RecordEdits.upTo(AttackBoostsTest.BATTLE, n - 1) + line + "\n";
  }

  private static String elementsBattleUpTo(int n, String line) {
    return RecordEdits.upTo(SeveralElementsTest.BATTLE, n - 1) + line + "\n";
  }

  @Test
  void aBoostedRestrictedMoveGoesOneSquareFurtherPerElement() {
    // (5,1) → (3,2) is three squares: beyond the 制限移動's 2, within 2 + 1 with 反射神経
    GameReferee.Discrepancy d = REFEREES.refused(attackBattleUpTo(RESTRICTED_MOVE, "(5,1): 制限移動 / ブースト / - / (3,2)"));
    assertThat(d.line()).isEqualTo(RESTRICTED_MOVE);
    assertThat(d.rule()).isEqualTo("制限移動");
    GameReferee.Report<BattleGame.State> r =
        REFEREES.legal(attackBattleUpTo(RESTRICTED_MOVE, "(5,1): 制限移動 / ブースト / 反射神経 / (3,2)"));
    assertThat(r.state().piece(4).state().at()).isEqualTo(SquareGrid.Square.of(3, 2));
    assertThat(r.state().used()).containsEntry("element_use#4#quick_reflexes", 1);
    // four squares need two elements: (5,1) → (2,2)
    d = REFEREES.refused(attackBattleUpTo(RESTRICTED_MOVE, "(5,1): 制限移動 / ブースト / 反射神経 / (2,2)"));
    assertThat(d.line()).isEqualTo(RESTRICTED_MOVE);
    REFEREES.legal(attackBattleUpTo(RESTRICTED_MOVE, "(5,1): 制限移動 / ブースト / 反射神経+俊足 / (2,2)"));
  }

  @Test
  void aRestrictedMoveMayNotBoostWithAnotherUnitsElement() {
    // 剣術 is the 騎士's and the 襲撃者's, not the 射手's
    GameReferee.Discrepancy d = REFEREES.refused(attackBattleUpTo(RESTRICTED_MOVE, "(5,1): 制限移動 / ブースト / 剣術 / (3,2)"));
    assertThat(d.line()).isEqualTo(RESTRICTED_MOVE);
  }

  @Test
  void theMajorMoveTakesMoveBoostsToo() {
    // the 弓兵 moves as its major action: (1,5) → (5,3) is six squares, 1 + 3 + two elements
    GameReferee.Report<BattleGame.State> r =
        REFEREES.legal(elementsBattleUpTo(MOVE, "(1,5): 移動(メジャー) / ブースト / 俊足+反射神経 / (5,3)"));
    assertThat(r.state().used()).containsEntry("element_use#2#swift_feet", 1);
    assertThat(r.state().used()).containsEntry("element_use#2#quick_reflexes", 1);
    GameReferee.Discrepancy d =
        REFEREES.refused(elementsBattleUpTo(MOVE, "(1,5): 移動(メジャー) / ブースト / 俊足 / (5,3)"));
    assertThat(d.line()).isEqualTo(MOVE);
    assertThat(d.rule()).isEqualTo("移動(メジャーアクション)");
  }

  @Test
  void aMoveBoostSpendsTheElementForTheBattle() {
    // the 射手 declares 俊足 for its 制限移動: the 遠隔攻撃 after it may not declare 俊足 again
    String spent = RecordEdits.replaced(AttackBoostsTest.BATTLE, RESTRICTED_MOVE, "(5,1): 制限移動 / ブースト / 俊足 / (4,2)");
    GameReferee.Discrepancy d = REFEREES.refused(spent);
    assertThat(d.line()).isEqualTo(RESTRICTED_MOVE + 1);
    assertThat(d.rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
    assertThat(d.citation()).isEqualTo("ブースト効果");
  }
}
