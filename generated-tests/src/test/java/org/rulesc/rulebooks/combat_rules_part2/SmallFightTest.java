package org.rulesc.rulebooks.combat_rules_part2;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.RuleViolation;
import org.rulesc.runtime.UsageTracker;
import org.rulesc.rulebooks.differential.RecordEdits;

/**
 * A small fight of 戦闘時用のルール(後), refereed by the rulebook's own {@code game melee}
 * (generated {@code MeleeGame.referee}, and the interpreter, which must agree): the setup and
 * the record are the scenario, the referee plays the action chart, and the tests assert what it
 * decides. No game logic here: the rules, not this file, say what each die does.
 *
 * <p>Two PCs (剣士 and 術者) against one オーク, over two turns. Turn 1: order by 敏捷度 + 1D100
 * with a tie (剣士 and オーク at 49) re-rolled between the tied pair only; 剣士 moves two squares
 * (past 術者) and strikes twice (move 4 − 2 moved leaves 2 strikes): a 昏倒打 that ignores the
 * オーク's armour and stuns it on a failed 3V, then a plain hit; the fainted オーク cannot act;
 * 術者 casts 炎の矢, which the オーク resists: the damage (1D10 + I) is halved whatever its armour.
 * Turn 2: the オーク recovers (3V) before anyone acts; 剣士 rolls a 致命打, the オーク dies, and
 * the battle ends with the PC side the winner.
 *
 * <p>Stats (the rulebook's {@code character_sheet}): 剣士 敏捷度 12, 移動力 4, 攻撃回数 2, 基本命中率
 * 70, 攻撃力 9, 快打/昏倒打/致命打 8/5/2; 術者 敏捷度 11, I 14, MP 10; オーク HP 26, 敏捷度 9, 回避率
 * 10, 防御力 3, V 8 (3V 24), I 5 (4I 20); ゴブリンの弓兵 HP 14, 無効化 20%; 炎の矢 MP 4, 抵抗 4I.
 */
class SmallFightTest {
  private static final BothReferees<MeleeGame.State> REFEREES =
      new BothReferees<>("combat-rules-part2.rules", MeleeGame::referee);

  static final String FIGHT = """
      C / pc_side / swordsman / (0,0)
      C / pc_side / mage / (1,1)
      C / enemy_side / orc / (3,2)
      turn 1
      (0,0): I
      (0,0) / 順番 / 37 / =49
      (3,2): I
      (3,2) / 順番 / 40 / =49
      (1,1): I
      (1,1) / 順番 / 28 / =39
      (0,0): I
      (0,0) / 順番 / 60 / =72
      (3,2): I
      (3,2) / 順番 / 23 / =32
      (0,0): MA / 2 / (2,1) / (3,2) / 2
      (3,2) / 3 / 昏倒打 / HP17 / 通常
      (3,2) / 3V / 45 / 気絶
      (3,2) / 50 / 命中 / HP11 / 通常
      (1,1): S / (3,2)
      (3,2) / 抵抗 / 15 / 成功
      (3,2) / 呪文 / 4 / ダメージ9 / HP2 / 通常
      turn 2
      (3,2): R
      (3,2) / 復帰3V / 20 / 正常
      (2,1): I
      (2,1) / 順番 / 50 / =62
      (1,1): I
      (1,1) / 順番 / 41 / =52
      (3,2): I
      (3,2) / 順番 / 1 / =10
      (2,1): A / (3,2) / 1
      (3,2) / 2 / 致命打 / HP0 / 死亡
      """;

  /** The fight's lines up to and including line {@code n} (1-based). */
  private static String upTo(int n) {
    return RecordEdits.upTo(FIGHT, n);
  }

  /** The fight with {@code line} put after line {@code n}. */
  private static String inserted(int n, String line) {
    return upTo(n) + line + "\n" + String.join("\n", FIGHT.lines().skip(n).toList()) + "\n";
  }

  /** A legal record on both back ends; the generated referee's report. */
  private static GameReferee.Report<MeleeGame.State> legal(String record) {
    return REFEREES.legal(record);
  }

  /** The first line the rules refuse, the same on both back ends. */
  private static GameReferee.Discrepancy refused(String record) {
    return REFEREES.refused(record);
  }

  @Test
  void theFightGoesAsTheRulesSay() {
    GameReferee.Report<MeleeGame.State> report = legal(FIGHT);
    assertThat(report.actions()).isEqualTo(12);
    assertThat(report.state().over()).isTrue();
    assertThat(MeleeGame.winner(report.state())).isEqualTo(BattleOutcome.PC_SIDE_WON);
    // the dead オーク has left the sheet; 剣士 stands where it moved, 術者 paid 4 MP of 10
    assertThat(report.state().pieces()).hasSize(2);
    assertThat(report.state().piece(3)).isNull();
    assertThat(report.state().piece(1).state().at()).isEqualTo(org.rulesc.runtime.SquareGrid.Square.of(2, 1));
    assertThat(report.state().piece(2).state().mp()).isEqualTo(6);
  }

  @Test
  void initiativeTieIsReRolledAndOnlyOrdersTheTiedPair() {
    // once the tie is known, nobody acts before the tied pair has rolled again
    GameReferee.Discrepancy early = refused(inserted(10, "(1,1): D"));
    assertThat(early.line()).isEqualTo(11);
    assertThat(early.rule()).isEqualTo("o. 防御");
    assertThat(early.citation()).isEqualTo("行動チャート b");
    // the re-roll orders 剣士 (72) before the オーク (32), both still before 術者 (39), who does not roll again
    MeleeGame.State s = legal(upTo(14)).state();
    assertThat(s.piece(1).state().rerolls()).isEqualTo(1);
    assertThat(s.piece(3).state().rerolls()).isEqualTo(1);
    assertThat(s.piece(2).state().rerolls()).isEqualTo(0);
    assertThat(s.piece(1).state().orderKey()).isGreaterThan(s.piece(3).state().orderKey());
    assertThat(s.piece(3).state().orderKey()).isGreaterThan(s.piece(2).state().orderKey());
    // 術者 may not act before the two who rank above it
    assertThat(refused(upTo(14) + "(1,1): D\n").message()).contains("q.order_key <= self.order_key");
  }

  @Test
  void moveThenAttackGivesTwoStrikesAndNoMoveAfterwards() {
    MeleeGame.State s = legal(upTo(18)).state();
    assertThat(s.piece(1).state().at()).isEqualTo(org.rulesc.runtime.SquareGrid.Square.of(2, 1));
    // 移動力 4 − 2 squares moved: two strikes, not three
    GameReferee.Discrepancy three = refused(FIGHT.replace("(0,0): MA / 2 / (2,1) / (3,2) / 2",
        "(0,0): MA / 2 / (2,1) / (3,2) / 3"));
    assertThat(three.line()).isEqualTo(15);
    assertThat(three.message()).contains("strikes 3 is not among its choices");
    // with a bow instead, the same move leaves one shot
    assertThat(CombatRulesPart2Actions.moveAttackStrikes(Reach.MISSILE, 4, 2, 2)).isEqualTo(1);
    // and after its attack 剣士 does not move again this turn
    GameReferee.Discrepancy move = refused(inserted(18, "(2,1): M / (2,2)"));
    assertThat(move.line()).isEqualTo(19);
    assertThat(move.rule()).isEqualTo("c. 移動");
    assertThat(move.message()).contains("not self.acted");
  }

  @Test
  void stunStrikeIgnoresDefenceAndStunsOnAFailed3VCheck() {
    MeleeGame.State s = legal(upTo(18)).state();
    // 昏倒打: 9 damage, the armour (3) ignored; then 3V 45 > 24: fainted in turn 1
    assertThat(s.piece(3).state().hp()).isEqualTo(11);
    assertThat(s.piece(3).state().fainted()).isTrue();
    assertThat(s.piece(3).state().faintedTurn()).isEqualTo(1);
    // a forged 3V result is caught
    assertThat(refused(FIGHT.replace("(3,2) / 3V / 45 / 気絶", "(3,2) / 3V / 45 / 正常")).line()).isEqualTo(17);
    // the fainted オーク takes no action, and checks its recovery only from the next turn
    assertThat(refused(inserted(18, "(3,2): D")).rule()).isEqualTo("o. 防御");
    GameReferee.Discrepancy recovery = refused(inserted(18, "(3,2): R"));
    assertThat(recovery.rule()).isEqualTo("f. 気絶からの復帰(3V)");
    assertThat(recovery.citation()).isEqualTo("行動チャート f");
  }

  @Test
  void theSpellIsResistedAndItsDamageHalvedWhateverTheArmour() {
    MeleeGame.State s = legal(upTo(21)).state();
    // 1D10 4 + I 14 = 18, armour 3 ignored, halved: 9 (HP 11 → 2); 術者 paid 4 MP
    assertThat(s.piece(3).state().hp()).isEqualTo(2);
    assertThat(s.piece(2).state().mp()).isEqualTo(6);
    assertThat(refused(FIGHT.replace("(3,2) / 呪文 / 4 / ダメージ9 / HP2", "(3,2) / 呪文 / 4 / ダメージ18 / HP0")).line())
        .isEqualTo(21);
  }

  private static final String SPELL_SETUP = """
      C / pc_side / mage / (1,1)
      C / enemy_side / orc / (3,2)
      turn 1
      (1,1): I
      (1,1) / 順番 / 50 / =61
      (3,2): I
      (3,2) / 順番 / 10 / =19
      """;

  @Test
  void aResistanceRollOfTenOrLessQuartersTheDamage() {
    MeleeGame.State s = legal(SPELL_SETUP + """
        (1,1): S / (3,2)
        (3,2) / 抵抗 / 9 / 成功
        (3,2) / 呪文 / 6 / ダメージ5 / HP21 / 通常
        """).state();
    // 6 + 14 = 20, quartered: 5
    assertThat(s.piece(2).state().hp()).isEqualTo(21);
  }

  @Test
  void aNullifiedSpellStopsBeforeResistance() {
    MeleeGame.State s = legal("""
        C / pc_side / mage / (1,1)
        C / enemy_side / goblin_archer / (9,7)
        turn 1
        (1,1): I
        (1,1) / 順番 / 50 / =61
        (9,7): I
        (9,7) / 順番 / 10 / =23
        (1,1): S / (9,7)
        (9,7) / 無効化 / 20 / 成功
        """).state();
    assertThat(s.piece(2).state().nullified()).isTrue();
    assertThat(s.piece(2).state().hp()).isEqualTo(14);
    // the MP is paid all the same
    assertThat(s.piece(1).state().mp()).isEqualTo(6);
  }

  @Test
  void theOrcRecoversAtTheStartOfTheNextTurnBeforeAnyoneActs() {
    MeleeGame.State s = legal(upTo(24)).state();
    assertThat(s.piece(3).state().fainted()).isFalse();
    assertThat(s.piece(3).state().hp()).isEqualTo(2);
    assertThat(s.over()).isFalse();
    // nobody rolls for order before the recovery check of t.
    GameReferee.Discrepancy first = refused(upTo(22) + "(2,1): I\n(2,1) / 順番 / 50 / =62\n");
    assertThat(first.line()).isEqualTo(23);
    assertThat(first.citation()).isEqualTo("行動チャート t");
  }

  @Test
  void aFatalStrikeKillsAndEndsTheBattle() {
    // 2 <= 致命打率 2: HP 0 and dead, whatever was left; the オーク leaves the sheet
    GameReferee.Report<MeleeGame.State> r = legal(FIGHT);
    assertThat(r.state().piece(3)).isNull();
    // nothing is played after the end
    GameReferee.Discrepancy after = refused(FIGHT + "(1,1): D\n");
    assertThat(after.rule()).isEqualTo("end of the game");
  }

  @Test
  void aMissWritesOnlyTheMiss() {
    String miss = """
        C / pc_side / swordsman / (2,1)
        C / enemy_side / orc / (3,2)
        turn 1
        (2,1): I
        (2,1) / 順番 / 50 / =62
        (3,2): I
        (3,2) / 順番 / 10 / =19
        (2,1): A / (3,2) / 1
        (3,2) / 外れ / 95
        """;
    assertThat(legal(miss).state().piece(2).state().hp()).isEqualTo(26);
    // 95 misses whatever the chance: no strike, no 3V, no damage follows it
    GameReferee.Discrepancy more = refused(miss + "(3,2) / 3V / 45 / 気絶\n");
    assertThat(more.line()).isEqualTo(10);
    assertThat(more.message()).contains("no result line is owed here");
  }

  @Test
  void aComatoseCharacterTakesNoAction() {
    assertThat(CombatRulesPart2Chart.able(Life.COMA, false)).isFalse();
    assertThat(CombatRulesPart2Chart.able(Life.CONSCIOUS, true)).isFalse();
    assertThat(CombatRulesPart2Chart.able(Life.CONSCIOUS, false)).isTrue();
  }

  @Test
  void fullStrikeThreeTimesPerDay() {
    UsageTracker tracker = new UsageTracker();

    assertThat(Limit.FULL_STRIKE.max()).isEqualTo(3);
    assertThat(Limit.FULL_STRIKE.scope()).isEqualTo("day");
    assertThat(Limit.FULL_STRIKE.tryUse(tracker)).isTrue();
    assertThat(Limit.FULL_STRIKE.tryUse(tracker)).isTrue();
    assertThat(Limit.FULL_STRIKE.tryUse(tracker)).isTrue();
    assertThat(Limit.FULL_STRIKE.tryUse(tracker)).isFalse();
    assertThrows(RuleViolation.class, () -> Limit.FULL_STRIKE.use(tracker));
    tracker.reset("day");
    assertThat(Limit.FULL_STRIKE.tryUse(tracker)).isTrue();

    // one more attack, hit fixed at 90%, attack doubled
    HitCheck.Outcome hit = HitCheck.roll(RiggedDice.of(100, 90), 20, 50, true, true, 0, 0, 0);
    assertThat(hit.success()).isTrue();
    // 攻撃回数 3 becomes 4; 攻撃力 12 doubled against 防御力 5
    assertThat(CombatRulesPart2Actions.fullStrikeAttacks(3)).isEqualTo(4);
    assertThat(CombatRulesPart2Damage.strikeDamage(Strike.PLAIN_HIT, CombatRulesPart2Actions.attackPower(12, true), 5))
        .isEqualTo(19);
  }
}
