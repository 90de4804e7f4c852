package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.GameReferee;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RuleViolation;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.UsageTracker;
import org.rulesc.rulebooks.differential.RecordEdits;

/**
 * A small A-AWs battle on the default 5×5 field, written as a record and refereed by the
 * rulebook's own {@code game battle} (generated {@code BattleGame.referee} and the interpreter,
 * which must agree): two turns, initiative with a boost and a tie, a ranged attack that
 * incapacitates a unit, a defence posture with its token, the target's own boosts, the
 * once-per-battle limit refusing a second use of a success element, the per-turn limit of a
 * temporary element starting again, an escape and the end of the battle. No game logic here: the
 * record is the scenario, and the tests assert what the referee decides.
 *
 * <p>Units (the rulebook's sample unit types; levels are its house sample elements):
 *
 * <ul>
 *   <li>騎士 (players, unit 1): 剣術3, 盾2, 鋭い勘3, 指揮能力, 火事場の馬鹿力 (temporary) - melee 3,
 *       defence 2, initiative 3, commander; VP 8; at (2,3).
 *   <li>弓兵 (players, unit 2): 射撃4, 俊足2, 反射神経1 - ranged 4, move 3, initiative 1; VP 5; at (1,3).
 *   <li>襲撃者 (GM, unit 3): 剣術3, 重装甲1 - melee 4, defence 1, initiative 0; VP 4; at (4,3).
 *   <li>斥候 (GM, unit 4): 俊足2, 鋭い勘3 - move 2, initiative 3; VP 3; at (4,5).
 * </ul>
 */
class SmallBattleTest {
  private static final BothReferees<BattleGame.State> REFEREES = BattleReferees.BOTH;

  /**
   * Line by line:
   *
   * <ol>
   *   <li>Turn 1 (lines 6-10): the GM boosts its initiative with the 斥候's 鋭い勘 (one die): GM
   *       (0+3)/2 = 1 + [4] = 5; the players (3+1)/2 = 2 + the 騎士's 指揮能力 die [5] = 7.
   *   <li>The 弓兵 shoots the 襲撃者, 3 squares away, past its own 騎士 (who does not intercept):
   *       all of 射撃4 put into the range (value 1), a ダイスブースト of 俊足 and the
   *       ドミネーショントークン of the higher イニシアチブ (1 against 0): [3, 4], 1 + 7 against 0
   *       (a 遠隔攻撃's target uses no 防御): 8, the 襲撃者 is at VP 0 and leaves the field.
   *   <li>The 騎士 takes 防御態勢. The 斥候 moves (4,5) → (2,4) (移動力 1 + 2) next to it and attacks:
   *       its 近接攻撃 0 and no die against the 騎士's 防御2, the 防御トークン's die and 近接攻撃3, and its
   *       own ダイスブースト of 火事場の馬鹿力: 0 against 2 + 3 + [3, 2] = 10, no damage.
   *   <li>Turn 2 (lines 22-24): GM 3 (the 斥候 alone, no die); the players 2 + [1] = 3: a tie, which
   *       goes to the players.
   *   <li>The 騎士 boosts with 火事場の馬鹿力 again (its count started again with the turn), the 斥候
   *       with 俊足: 3 + [1] against 0 + [2]: 2 damage, VP 1. The 斥候 declares 逃走 (the edge is 1
   *       square away, 移動2 reaches it); the 弓兵 takes 協調攻撃態勢. At the エンドフェイズ the 斥候,
   *       not attacked since, leaves the field: the GM's camp has no unit left, and the battle ends
   *       there (戦闘終了 is judged when a phase begins, too), so the record stops: a {@code turn 3}
   *       after it is refused.
   * </ol>
   */
  static final String BATTLE = """
      ユニット / player_camp / knight / (2,3)
      ユニット / player_camp / bowman / (1,3)
      ユニット / gm_camp / raider / (4,3)
      ユニット / gm_camp / scout / (4,5)
      turn 1
      (4,5): イニシアチブブースト / 鋭い勘
      (4,5): イニシアチブ
      GM側ダイス / 4
      プレイヤー側ダイス / 5
      イニシアチブ / GM側5 / プレイヤー側7 / プレイヤー側
      (1,3): 遠隔攻撃 / 最大捕捉ブースト / - / (4,3) / 対象 / (4,3) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / 俊足 / 対象ブースト / -
      攻撃側ダイス / 3
      攻撃側ダイス / 4
      (4,3) / 攻撃8 / 対象0 / VP0
      (2,3): 防御態勢
      (4,5): 移動 / ブースト / - / (2,4)
      (2,4): 近接攻撃 / 最大捕捉ブースト / - / (2,3) / チャージ0 / ブースト / - / 対象ブースト / 火事場の馬鹿力
      対象側ダイス / 3
      対象側ダイス / 2
      (2,3) / 攻撃0 / 対象10 / VP8
      turn 2
      (2,3): イニシアチブ
      プレイヤー側ダイス / 1
      イニシアチブ / GM側3 / プレイヤー側3 / プレイヤー側
      (2,3): 近接攻撃 / 最大捕捉ブースト / - / (2,4) / チャージ0 / ブースト / 火事場の馬鹿力 / 対象ブースト / 俊足
      攻撃側ダイス / 1
      対象側ダイス / 2
      (2,4) / 攻撃4 / 対象2 / VP1
      (2,4): 逃走
      (1,3): 協調攻撃態勢
      """;

  private static final int KNIGHT = 1;
  private static final int BOWMAN = 2;
  private static final int RAIDER = 3;
  private static final int SCOUT = 4;

  /** The battle's lines up to and including line {@code n} (1-based). */
  private static String upTo(int n) {
    return RecordEdits.upTo(BATTLE, n);
  }

  /** The battle with line {@code n} (1-based) replaced by {@code line}. */
  private static String replaced(int n, String line) {
    return upTo(n - 1) + line + "\n" + String.join("\n", BATTLE.lines().skip(n).toList()) + "\n";
  }

  private static Combatant unit(BattleGame.State s, int id) {
    return s.piece(id).state();
  }

  /** The uses of success elements so far ({@code limit#unit#element}), without the actions' own limits. */
  private static Map<String, Integer> elementUses(BattleGame.State s) {
    Map<String, Integer> out = new java.util.LinkedHashMap<>(s.used());
    out.keySet().removeIf(k -> !k.contains("element_use#"));
    return out;
  }

  @Test
  void theUnitsAreTheSampleTypes() {
    assertThat(AAws.ability(UnitType.KNIGHT, StatTag.MELEE)).isEqualTo(3);
    assertThat(AAws.ability(UnitType.KNIGHT, StatTag.DEFENCE)).isEqualTo(2);
    assertThat(AAws.ability(UnitType.BOWMAN, StatTag.RANGED)).isEqualTo(4);
    assertThat(AAws.ability(UnitType.BOWMAN, StatTag.MOVE)).isEqualTo(3);
    assertThat(AAws.ability(UnitType.RAIDER, StatTag.MELEE)).isEqualTo(4);
    assertThat(AAws.ability(UnitType.SCOUT, StatTag.INITIATIVE)).isEqualTo(3);
  }

  @Test
  void twoTurnBattle() {
    GameReferee.Report<BattleGame.State> r = REFEREES.legal(BATTLE);
    assertThat(r.actions()).isEqualTo(10);
    BattleGame.State s = r.state();
    // the battle ended at turn 2's エンドフェイズ, when the 斥候 left
    assertThat(s.over()).isTrue();
    assertThat(s.turn()).isEqualTo(2);
    // the incapacitated 襲撃者 and the escaped 斥候 have left the field: only the players' units are left
    assertThat(s.pieces().stream().map(BattleGame.Piece::id).toList()).containsExactly(KNIGHT, BOWMAN).inOrder();
    assertThat(s.pieces().stream().allMatch(p -> p.state().side() == Camp.PLAYER_CAMP)).isTrue();
    assertThat(BattleGame.winner(s)).isEqualTo(Camp.PLAYER_CAMP);
    assertThat(unit(s, KNIGHT).vp()).isEqualTo(8);
    assertThat(unit(s, BOWMAN).vp()).isEqualTo(5);
    // postures: the 騎士's 防御態勢 ended when its next 手番 began; the 弓兵 holds 協調攻撃態勢
    assertThat(unit(s, KNIGHT).stance()).isEqualTo(Stance.STANCE_NONE);
    assertThat(unit(s, BOWMAN).stance()).isEqualTo(Stance.STANCE_COOP_ATTACK);
    // limits: each success element counted for its own unit, once per battle; 射撃 untouched; the
    // battle ended within turn 2, so its per-turn counts (火事場の馬鹿力, each 手番's major action) stand
    assertThat(s.used()).containsExactly("element_use#4#keen_sense", 1, "element_use#2#swift_feet", 1,
        "major_action#1", 1, "temporary_element_use#1#adrenaline", 1, "element_use#4#swift_feet", 1,
        "major_action#4", 1, "major_action#2", 1).inOrder();
  }

  @Test
  void theBattleEndsAtTheEndPhaseSoNoTurnThreeFollows() {
    // 戦闘終了 once the エンドフェイズ has begun and the escaped 斥候 left: a third turn is not played
    GameReferee.Discrepancy d = REFEREES.refused(BATTLE + "turn 3\n");
    assertThat(d.line()).isEqualTo(31);
    assertThat(d.rule()).isEqualTo("end of the game");
    assertThat(d.citation()).isEqualTo("戦闘終了");
    assertThat(d.message()).isEqualTo("the game is over: プレイヤー側");
    // nor the next turn's イニシアチブ without the marker: the walk to its phase passes the エンドフェイズ
    d = REFEREES.refused(BATTLE + "(2,3): イニシアチブ\n");
    assertThat(d.line()).isEqualTo(31);
    assertThat(d.citation()).isEqualTo("戦闘終了");
  }

  @Test
  void turnOneIncapacitatesTheRaiderAndTheGuardStopsTheScout() {
    BattleGame.State s = REFEREES.legal(upTo(14)).state();
    // 戦闘不能: the 襲撃者 left the field at VP 0 and takes no 手番
    assertThat(s.piece(RAIDER)).isNull();
    GameReferee.Discrepancy d = REFEREES.refused(upTo(14) + "(4,3): 手番終了\n");
    assertThat(d.line()).isEqualTo(15);
    assertThat(d.rule()).isEqualTo("record");
    assertThat(d.message()).isEqualTo("there is no ユニット in (4,3)");
    s = REFEREES.legal(upTo(20)).state();
    assertThat(unit(s, KNIGHT).stance()).isEqualTo(Stance.STANCE_GUARD);
    assertThat(unit(s, KNIGHT).vp()).isEqualTo(8);
    assertThat(unit(s, SCOUT).at()).isEqualTo(SquareGrid.Square.of(2, 4));
    // the 騎士's boost, declared on the 斥候's line, is the 騎士's use
    assertThat(elementUses(s)).containsExactly("element_use#4#keen_sense", 1, "element_use#2#swift_feet", 1,
        "temporary_element_use#1#adrenaline", 1);
  }

  @Test
  void aSuccessElementBoostsOncePerBattle() {
    // the 斥候's 鋭い勘 went into the initiative boost: refused for its attack
    GameReferee.Discrepancy d = REFEREES.refused(replaced(17, "(2,4): 近接攻撃 / 最大捕捉ブースト / - / (2,3) / チャージ0 / ブースト / 鋭い勘 / 対象ブースト / -"));
    assertThat(d.line()).isEqualTo(17);
    assertThat(d.rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
    assertThat(d.citation()).isEqualTo("ブースト効果");
    assertThat(d.message()).contains("keen_sense 1 time this battle");
  }

  @Test
  void theTargetBoostsWithItsOwnElements() {
    // 俊足 is the 斥候's, not the 騎士's
    GameReferee.Report<BattleGame.State> r = REFEREES.referee(
        replaced(17, "(2,4): 近接攻撃 / 最大捕捉ブースト / - / (2,3) / チャージ0 / ブースト / - / 対象ブースト / 俊足"));
    assertThat(r.discrepancy().line()).isEqualTo(17);
    assertThat(r.discrepancy().rule()).isEqualTo("近接攻撃");
    assertThat(r.discrepancy().message()).contains("target_boosts 俊足 is not among its choices");
  }

  @Test
  void theTemporaryElementCountStartsAgainEachTurn() {
    BattleGame.State s = REFEREES.legal(upTo(28)).state();
    assertThat(s.turn()).isEqualTo(2);
    assertThat(unit(s, SCOUT).vp()).isEqualTo(1);
    // the 騎士's 防御態勢 ended when its 手番 began
    assertThat(unit(s, KNIGHT).stance()).isEqualTo(Stance.STANCE_NONE);
    assertThat(elementUses(s)).containsExactly("element_use#4#keen_sense", 1, "element_use#2#swift_feet", 1,
        "temporary_element_use#1#adrenaline", 1, "element_use#4#swift_feet", 1);
  }

  @Test
  void theInitiativeTieGoesToThePlayers() {
    GameReferee.Discrepancy d = REFEREES.refused(replaced(24, "イニシアチブ / GM側3 / プレイヤー側3 / GM側"));
    assertThat(d.line()).isEqualTo(24);
  }

  @Test
  void theScoutEscapesAtTheEndPhase() {
    // the 斥候 declares 逃走 and stays on the field through the main phase: the 弓兵 still acts
    BattleGame.State s = REFEREES.legal(upTo(30)).state();
    // the record stops there: the rest of turn 2 is played out, and at the エンドフェイズ the 斥候 leaves
    assertThat(s.piece(SCOUT)).isNull();
    assertThat(s.over()).isTrue();
    assertThat(BattleGame.winner(s)).isEqualTo(Camp.PLAYER_CAMP);
    // the 騎士 has had its 手番 this turn: it cannot attack the escaping 斥候 again
    GameReferee.Discrepancy d = REFEREES.refused(upTo(29) + "(2,3): 近接攻撃 / 最大捕捉ブースト / - / (2,4) / チャージ0 / ブースト / - / 対象ブースト / -\n");
    assertThat(d.line()).isEqualTo(30);
    assertThat(d.rule()).isEqualTo("メジャーアクション(手番に一つ)");
  }

  @Test
  void turnTwoIsRefereedFromTheStateTurnOneEndedIn() {
    // where turn 1 ended, as JSON: both back ends write the same text and read it back
    String json = BattleGame.toJson(REFEREES.legal(upTo(20)).state());
    GameJson interpretedJson = new GameJson(REFEREES.games());
    assertThat(interpretedJson.write(REFEREES.interpreted(upTo(20)).state())).isEqualTo(json);
    // the rest of the record, without setup lines, refereed from that state
    String rest = String.join("\n", BATTLE.lines().skip(20).toList()) + "\n";
    GameReferee.Report<BattleGame.State> generated =
        new GameReferee<>(new BattleGame.Records()).referee(rest, BattleGame.fromJson(json));
    Referee.Report interpreted = new Referee(REFEREES.games()).referee(rest, interpretedJson.read(json));
    assertThat(generated.discrepancy()).isNull();
    assertThat(interpreted.discrepancy()).isNull();
    assertThat(generated.actions()).isEqualTo(4);
    assertThat(interpreted.actions()).isEqualTo(4);
    // both end where the whole record ends
    String end = BattleGame.toJson(REFEREES.legal(BATTLE).state());
    assertThat(BattleGame.toJson(generated.state())).isEqualTo(end);
    assertThat(interpretedJson.write(interpreted.state())).isEqualTo(end);
  }

  @Test
  void afterTheBattleEveryUnitIsBackToItsMaximumVp() {
    // 戦闘終了: VP back to 最大VP whatever happened, and no unit stays 戦闘不能 or escaped
    assertThat(AAws.vpAfterBattle(UnitType.RAIDER.maxVp())).isEqualTo(4);
    assertThat(AAws.vpAfterBattle(UnitType.SCOUT.maxVp())).isEqualTo(3);
    assertThat(ConditionState.OUT_OF_ACTION.on(ConditionEvent.BATTLE_OVER)).isEqualTo(ConditionState.ACTIVE);
    assertThat(ConditionState.ESCAPED.on(ConditionEvent.BATTLE_OVER)).isEqualTo(ConditionState.ACTIVE);
  }

  @Test
  void postureIsReplacedAndClearedAtOwnTurnStart() {
    PostureState s = PostureState.initial();
    assertThat(s).isEqualTo(PostureState.NO_POSTURE);
    s = s.on(PostureEvent.TAKE_GUARD);
    assertThat(s).isEqualTo(PostureState.GUARD);
    // 緊急態勢変更 during an attack: the new posture replaces the old, and 防御態勢 gives a token at once
    s = s.on(PostureEvent.TAKE_COUNTER);
    assertThat(s).isEqualTo(PostureState.COUNTER);
    assertThat(AAws.boostUsable(BoostKind.EMERGENCY_POSTURE_CHANGE, BoostTiming.AT_ATTACK_DECLARATION)).isTrue();
    s = s.on(PostureEvent.TAKE_GUARD);
    assertThat(AAws.defenceTokens(s == PostureState.GUARD, false, true)).isEqualTo(1);
    assertThat(s.on(PostureEvent.OWN_TURN_START)).isEqualTo(PostureState.NO_POSTURE);
  }

  @Test
  void incapacitatedUnitCannotDeclareEscape() {
    ConditionState s = ConditionState.initial().on(ConditionEvent.VP_ZERO);
    assertThat(s).isEqualTo(ConditionState.OUT_OF_ACTION);
    RuleViolation v = assertThrows(RuleViolation.class, () -> ConditionState.OUT_OF_ACTION.on(ConditionEvent.DECLARE_ESCAPE));
    assertThat(v).hasMessageThat().contains("戦闘不能");
    // an escape interrupted by an attack
    assertThat(ConditionState.ESCAPING.on(ConditionEvent.ATTACKED)).isEqualTo(ConditionState.ACTIVE);
  }

  @Test
  void limitsCountEachElementOnItsOwn() {
    UsageTracker t = new UsageTracker();
    assertThat(Limit.ELEMENT_USE.max()).isEqualTo(AAws.elementUsesPerBattle());
    assertThat(Limit.TEMPORARY_ELEMENT_USE.max()).isEqualTo(AAws.temporaryUsesPerTurn());
    // 一つの成功要素は一戦闘に一度まで: once per element, not once for all of them
    Limit.ELEMENT_USE.use(t, SuccessElement.SHIELD);
    assertThrows(RuleViolation.class, () -> Limit.ELEMENT_USE.use(t, SuccessElement.SHIELD));
    assertThat(Limit.ELEMENT_USE.tryUse(t, SuccessElement.SWORDSMANSHIP)).isTrue();
    // 一時成功要素は1ターンに二度まで, each on its own count
    assertThat(Limit.TEMPORARY_ELEMENT_USE.tryUse(t, SuccessElement.ADRENALINE)).isTrue();
    assertThat(Limit.TEMPORARY_ELEMENT_USE.tryUse(t, SuccessElement.ADRENALINE)).isTrue();
    assertThat(Limit.TEMPORARY_ELEMENT_USE.tryUse(t, SuccessElement.ADRENALINE)).isFalse();
    t.reset(Limit.TEMPORARY_ELEMENT_USE.scope());
    assertThat(Limit.TEMPORARY_ELEMENT_USE.tryUse(t, SuccessElement.ADRENALINE)).isTrue();
    // the battle limit is not reset by the end of a turn
    assertThat(Limit.ELEMENT_USE.tryUse(t, SuccessElement.SHIELD)).isFalse();
    // a limit counted per element refuses a use that names no element
    assertThrows(RuleViolation.class, () -> Limit.ELEMENT_USE.use(t));
  }

  @Test
  void damageDistributionWithOneBoostDie() {
    // 近接攻撃3 + 1d6 against a target total of 4: damage 0..5, each 1/6; real damage 1..5.
    Distribution<Integer> dealt = AttackCheck.dealtDistribution(3, 1, 4, 0);
    for (int d = 0; d <= 5; d++) {
      assertThat(dealt.asMap().get(d)).isEqualTo(Rational.of(1, 6));
    }
    assertThat(dealt.asMap()).hasSize(6);
    Distribution<Integer> real = AttackCheck.realDistribution(3, 1, 4, 0);
    assertThat(real.asMap().get(0)).isEqualTo(Rational.of(1, 6));
    // the whole exchange 3 + 1d6 against 2 + 1d6: damage 1 + a - t, from -4 to 6
    Distribution<Integer> exchange = AttackCheck.dealtDistribution(3, 1, 2, 1);
    assertThat(exchange.asMap().get(1)).isEqualTo(Rational.of(6, 36));
    assertThat(exchange.asMap().get(6)).isEqualTo(Rational.of(1, 36));
    assertThat(exchange.asMap().get(-4)).isEqualTo(Rational.of(1, 36));
  }
}
