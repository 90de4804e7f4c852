package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.RuleViolation;
import org.rulesc.runtime.UsageTracker;

/**
 * A small A-AWs battle on the default 5×5 field, driven by the generated engine with rigged
 * dice: two turns, initiative with a boost and a tie, a ranged attack that incapacitates a
 * unit, a defence posture with its token, the once-per-battle limit refusing a second use of
 * a success element, the per-turn limit of a temporary element starting again, an escape and
 * the end of the battle.
 *
 * <p>Units (levels are the rulebook's house sample elements):
 *
 * <ul>
 *   <li>Knight (players): 剣術3, 盾2, 鋭い勘3, 指揮能力, 火事場の馬鹿力 (temporary) - melee 3,
 *       defence 2, initiative 3, commander; at (2,3).
 *   <li>Archer (players): 射撃4, 俊足2, 反射神経1 - ranged 4, move 3, initiative 1; at (1,3).
 *   <li>Raider (GM): 剣術3, 重装甲1 - melee 4, defence 1, initiative 0; at (4,3).
 *   <li>Scout (GM): 俊足2, 鋭い勘3 - move 2, initiative 3; at (4,5).
 * </ul>
 */
class SmallBattleTest {

  /** A unit on the field: its build (holding the current VP), square, posture and condition. */
  static final class Piece {
    final String name;
    final Camp camp;
    Unit unit;
    int x;
    int y;
    PostureState posture = PostureState.initial();
    ConditionState condition = ConditionState.initial();
    /** This unit's boost uses: the limits count each success element on its own. */
    final UsageTracker boosts = new UsageTracker();
    boolean attackedSinceEscape;

    Piece(String name, Camp camp, int x, int y, int vp, SuccessElement... elements) {
      this.name = name;
      this.camp = camp;
      this.unit = new Unit(List.of(elements), vp, vp).requireValid();
      this.x = x;
      this.y = y;
    }

    int vp() {
      return unit.vp();
    }

    void setVp(int vp) {
      unit = new Unit(unit.elements(), unit.maxVp(), vp).requireValid();
    }

    boolean onField() {
      return condition == ConditionState.ACTIVE || condition == ConditionState.ESCAPING;
    }

    @Override
    public String toString() {
      return name;
    }
  }

  final BattleField field = new BattleField(AAws.fieldDefaultSize(), AAws.fieldDefaultSize()).requireValid();
  final Piece knight =
      new Piece("knight", Camp.PLAYER_CAMP, 2, 3, 8, SuccessElement.SWORDSMANSHIP, SuccessElement.SHIELD,
          SuccessElement.KEEN_SENSE, SuccessElement.LEADERSHIP, SuccessElement.ADRENALINE);
  final Piece archer =
      new Piece("archer", Camp.PLAYER_CAMP, 1, 3, 5, SuccessElement.MARKSMANSHIP, SuccessElement.SWIFT_FEET,
          SuccessElement.QUICK_REFLEXES);
  final Piece raider =
      new Piece("raider", Camp.GM_CAMP, 4, 3, 4, SuccessElement.SWORDSMANSHIP, SuccessElement.HEAVY_ARMOUR);
  final Piece scout =
      new Piece("scout", Camp.GM_CAMP, 4, 5, 3, SuccessElement.SWIFT_FEET, SuccessElement.KEEN_SENSE);
  final List<Piece> all = List.of(knight, archer, raider, scout);

  final List<String> log = new ArrayList<>();

  /** Every die the battle throws, in order (see the comments where each is used). */
  final RiggedDice dice = RiggedDice.of(6, 4, 5, 3, 4, 3, 2, 1, 1, 2);

  /** Counts one use of a success element under its limit, in the unit's own tracker. */
  boolean useElement(Piece p, SuccessElement e) {
    assertThat(p.unit.elements()).contains(e);
    Limit limit = e.temporary() ? Limit.TEMPORARY_ELEMENT_USE : Limit.ELEMENT_USE;
    return limit.tryUse(p.boosts, e);
  }

  /**
   * How many uses of {@code e} the unit has had in the current scope of its limit, read through
   * the limit itself: the uses still allowed are spent (so call it only just before the scope
   * starts again, or at the end).
   */
  int spendRemaining(Piece p, SuccessElement e) {
    Limit limit = e.temporary() ? Limit.TEMPORARY_ELEMENT_USE : Limit.ELEMENT_USE;
    int remaining = 0;
    while (limit.tryUse(p.boosts, e)) {
      remaining++;
    }
    return limit.max() - remaining;
  }

  List<Unit> units(Camp camp) {
    return all.stream().filter(p -> p.camp == camp && p.onField()).map(p -> p.unit).toList();
  }

  /** 攻撃の手順 3-5: the attacker's dice, then the target's (one opposed check), then the damage. */
  AttackCheck.Outcome resolveAttack(Piece attacker, Piece target, int attackValue, int attackDice, int targetValue,
      int targetDice) {
    AttackCheck.Outcome a = AttackCheck.roll(dice, attackValue, attackDice, targetValue, targetDice);
    target.setVp(AAws.vpAfter(target.vp(), a.dealt()));
    if (target.condition == ConditionState.ESCAPING) {
      target.attackedSinceEscape = true;
      target.condition = target.condition.on(ConditionEvent.ATTACKED);
    }
    if (AAws.incapacitated(target.vp())) {
      target.condition = target.condition.on(ConditionEvent.VP_ZERO);
    }
    log.add(attacker + " attacks " + target + ": " + a.dealt() + " -> VP " + target.vp());
    return a;
  }

  /** One step of a route into (nx, ny); returns the move points left. */
  int step(Piece mover, int nx, int ny, int pointsBefore, boolean lastStep) {
    boolean enemyHere = false;
    boolean unitHere = false;
    boolean dominated = false;
    for (Piece p : all) {
      if (p == mover || !p.onField()) {
        continue;
      }
      if (p.x == nx && p.y == ny) {
        unitHere = true;
        enemyHere |= p.camp != mover.camp;
      }
      dominated |= AAws.dominationApplies(AAws.dominationBlocks(mover.unit.initiativeValue(),
          p.unit.initiativeValue(), AAws.adjacent(p.x, p.y, nx, ny), p.camp == mover.camp, false, false), false);
    }
    assertThat(AAws.onField(nx, ny, field.width(), field.height())).isTrue();
    assertThat(AAws.stepAllowed(pointsBefore, enemyHere, unitHere, dominated, false, lastStep)).isTrue();
    mover.x = nx;
    mover.y = ny;
    return pointsBefore - AAws.moveCostPerSquare();
  }

  InitiativeCheck.Outcome lastInitiative;
  Camp winner;
  int gmBoosts;
  List<Piece> order = List.of();
  final List<PostureState> knightPostures = new ArrayList<>();
  final List<Integer> adrenalineUsesAtTurnEnd = new ArrayList<>();

  /** One unit's 手番, as the handler of one turn of the generated unit_turn sequence. */
  UnitTurnSequence.Handler unitTurn(int turn, Piece p) {
    return new UnitTurnSequence.Handler() {
      MinorChoice minor = MinorChoice.MINOR_NONE;
      Boolean onField;

      // 戦闘不能 units are removed from the field: the sequence runs neither action for them.
      // Asked once per action phase; decided once per 手番.
      @Override
      public boolean onField(int t) {
        if (onField == null) {
          onField = p.onField();
          if (!onField) {
            log.add(p + " cannot act");
          }
        }
        return onField;
      }

      @Override
      public void trigger(int t, UnitTurnTrigger trigger) {
        if (!p.onField()) {
          return;
        }
        assertThat(trigger).isEqualTo(UnitTurnTrigger.CLEAR_POSTURE);
        // the trigger says which posture event it fires
        p.posture = p.posture.on(trigger.postureEvent());
        if (p == knight) {
          knightPostures.add(p.posture);
        }
      }

      @Override
      public void phase(int t, UnitTurnPhase phase) {
        assertThat(p.onField()).isTrue();
        if (phase == UnitTurnPhase.MINOR_ACTION) {
          minor = minor(turn, p);
        } else {
          major(turn, p, minor);
        }
      }
    };
  }

  /** The scripted minor action of {@code p}; returns what was chosen. */
  MinorChoice minor(int turn, Piece p) {
    if (turn == 1 && p == scout) {
      // 移動: 1 + 移動2 = 3 points; (4,5) -> (3,5) -> (2,5) -> (2,4), next to the Knight.
      assertThat(UnitTurnPhase.MINOR_ACTION.allows(Action.MOVE)).isTrue();
      int points = AAws.movePoints(scout.unit.moveValue());
      assertThat(points).isEqualTo(3);
      points = step(scout, 3, 5, points, false);
      points = step(scout, 2, 5, points, false);
      points = step(scout, 2, 4, points, true);
      assertThat(points).isEqualTo(0);
      assertThat(AAws.mustStop(points, false, false)).isTrue();
      log.add("scout moves to (2,4)");
      return MinorChoice.MINOR_MOVE;
    }
    return MinorChoice.MINOR_NONE;
  }

  /** The scripted major action of {@code p}, after the minor action {@code minor}. */
  void major(int turn, Piece p, MinorChoice minor) {
    if (turn == 1 && p == archer) {
      // 遠隔攻撃 at the Raider, 3 squares away: put 3 into [遠隔攻撃] (value 4 - 3 = 1).
      assertThat(AAws.majorAllowed(minor, MajorChoice.MAJOR_RANGED)).isTrue();
      int distance = AAws.manhattan(archer.x, archer.y, raider.x, raider.y);
      assertThat(distance).isEqualTo(3);
      assertThat(AAws.rangeValueOk(3, archer.unit.rangedValue())).isTrue();
      assertThat(AAws.inRangedRange(distance, 3, 0)).isTrue();
      int value = AAws.valueAfterRange(archer.unit.rangedValue(), 3);
      // the Knight stands between and may intercept; it does not.
      assertThat(AAws.mayIntercept(false, AAws.between(archer.x, archer.y, knight.x, knight.y, raider.x, raider.y),
          false)).isTrue();
      // ブースト宣言ステップ開始時: the Archer (1) out-initiatives the Raider (0).
      assertThat(AAws.dominationHolder(archer.unit.initiativeValue(), raider.unit.initiativeValue()))
          .isEqualTo(DominationHolder.ATTACKER_UNIT);
      assertThat(useElement(archer, SuccessElement.SWIFT_FEET)).isTrue();
      int attackDice = AAws.sideDice(1, AAws.dominationTokens(), 0);
      // the target may not use its value against 遠隔攻撃 and declares no boost: no target dice
      int targetValue = AAws.targetValue(raider.unit.defenceValue(), true, false);
      assertThat(targetValue).isEqualTo(0);
      // dice: attack [3, 4] -> 1 + 7 - 0 = 8
      AttackCheck.Outcome a = resolveAttack(archer, raider, value, attackDice, targetValue, 0);
      assertThat(a.success()).isTrue();
      assertThat(a.real()).isEqualTo(8);
    } else if (turn == 1 && p == knight) {
      assertThat(AAws.majorUsable(MajorChoice.MAJOR_DEFENCE_POSTURE, true)).isTrue();
      assertThat(UnitTurnPhase.MAJOR_ACTION.allows(Action.TAKE_DEFENCE_POSTURE)).isTrue();
      knight.posture = knight.posture.on(PostureEvent.TAKE_GUARD);
      log.add("knight takes 防御態勢");
    } else if (turn == 1 && p == scout) {
      // 近接攻撃 on the Knight after moving (only 遠隔攻撃 is barred after 移動).
      assertThat(AAws.majorAllowed(minor, MajorChoice.MAJOR_MELEE)).isTrue();
      assertThat(AAws.majorAllowed(minor, MajorChoice.MAJOR_RANGED)).isFalse();
      assertThat(AAws.adjacent(scout.x, scout.y, knight.x, knight.y)).isTrue();
      // 鋭い勘 went into the initiative boost: once per battle, so it is refused now.
      assertThat(useElement(scout, SuccessElement.KEEN_SENSE)).isFalse();
      assertThat(AAws.dominationHolder(scout.unit.initiativeValue(), knight.unit.initiativeValue()))
          .isEqualTo(DominationHolder.NO_HOLDER);
      // 防御態勢: a 防御トークン, used as a die, adds the Knight's 近接攻撃 3; plus 火事場の馬鹿力.
      int tokens = AAws.defenceTokens(knight.posture == PostureState.GUARD, true, false);
      assertThat(tokens).isEqualTo(1);
      assertThat(useElement(knight, SuccessElement.ADRENALINE)).isTrue();
      int targetValue = AAws.targetValue(knight.unit.defenceValue(), false, false)
          + AAws.targetValueMods(true, true, knight.unit.meleeValue());
      assertThat(targetValue).isEqualTo(5);
      // dice: target [3, 2] -> 10; the Scout rolls none: 0 - 10
      AttackCheck.Outcome a = resolveAttack(scout, knight, scout.unit.meleeValue(), 0, targetValue,
          AAws.sideDice(1, tokens, 0));
      assertThat(a.success()).isFalse();
      assertThat(a.dealt()).isEqualTo(-10);
      assertThat(AAws.counterFires(knight.posture == PostureState.COUNTER, true, knight.vp())).isFalse();
    } else if (turn == 2 && p == knight) {
      assertThat(AAws.inAdjacentRange(AAws.manhattan(knight.x, knight.y, scout.x, scout.y))).isTrue();
      // the per-turn count of the temporary element started again at the end of turn 1
      assertThat(useElement(knight, SuccessElement.ADRENALINE)).isTrue();
      assertThat(useElement(scout, SuccessElement.SWIFT_FEET)).isTrue();
      // dice: attack [1], target [2] -> 3 + 1 - (0 + 2) = 2
      AttackCheck.Outcome a = resolveAttack(knight, scout, knight.unit.meleeValue(), 1,
          AAws.targetValue(scout.unit.defenceValue(), false, false), 1);
      assertThat(a.real()).isEqualTo(2);
    } else if (turn == 2 && p == scout) {
      int toEdge = AAws.edgeDistance(scout.x, scout.y, field.width(), field.height());
      assertThat(toEdge).isEqualTo(1);
      assertThat(AAws.escapeDeclarable(toEdge, scout.unit.moveValue())).isTrue();
      scout.condition = scout.condition.on(ConditionEvent.DECLARE_ESCAPE);
      log.add("scout declares 逃走");
    } else if (turn == 2 && p == archer) {
      archer.posture = archer.posture.on(PostureEvent.TAKE_COOP_ATTACK);
      log.add("archer takes 協調攻撃態勢");
    } else {
      throw new AssertionError(p + " has no script in turn " + turn);
    }
  }

  void runBattle() {
    TurnSequence.run(new TurnSequence.Handler() {
      @Override
      public TurnSide side(int turn, TurnRole role) {
        // decided by the initiative roll earlier in the same turn
        TurnSide won = winner == Camp.GM_CAMP ? TurnSide.GM : TurnSide.PLAYERS;
        TurnSide lost = won == TurnSide.GM ? TurnSide.PLAYERS : TurnSide.GM;
        return role == TurnRole.INITIATIVE_WINNER ? won : lost;
      }

      @Override
      public List<UnitTurnSequence.Handler> mainPhaseActors(int turn) {
        return order.stream().map(p -> unitTurn(turn, p)).toList();
      }

      @Override
      public void phase(int turn, TurnPhase phase, TurnSide side) {
        switch (phase) {
          case INITIATIVE_BOOST_GM -> {
            assertThat(side).isEqualTo(TurnSide.GM);
            gmBoosts = 0;
            if (turn == 1) {
              // the GM boosts with the Scout's 鋭い勘 (one die)
              assertThat(AAws.boostUsable(BoostKind.INITIATIVE_BOOST, BoostTiming.AT_INITIATIVE)).isTrue();
              assertThat(useElement(scout, SuccessElement.KEEN_SENSE)).isTrue();
              gmBoosts = 1;
            }
          }
          case INITIATIVE_BOOST_PLAYERS -> assertThat(side).isEqualTo(TurnSide.PLAYERS);
          case INITIATIVE_ROLL -> {
            List<Unit> gm = units(Camp.GM_CAMP);
            List<Unit> players = units(Camp.PLAYER_CAMP);
            // one opposed roll: the GM side's dice, then the players'
            lastInitiative = InitiativeCheck.roll(dice, AAws.sideInitiativeAverage(gm), AAws.sideHasCommand(gm),
                gmBoosts, AAws.sideInitiativeAverage(players), AAws.sideHasCommand(players), 0);
            winner = lastInitiative.winner();
            log.add("turn " + turn + " initiative " + lastInitiative.gmSideTotal() + " vs "
                + lastInitiative.playerSideTotal() + " -> " + winner.id());
          }
          case ACTION_ORDER -> {
            // the side that lost orders its units
            assertThat(phase.role()).isEqualTo(TurnRole.INITIATIVE_LOSER);
            assertThat(side).isEqualTo(TurnSide.GM);
            assertThat(AAws.decidesActionOrder(Camp.GM_CAMP, winner)).isTrue();
          }
          case ACTION_TIMING -> {
            assertThat(side).isEqualTo(TurnSide.PLAYERS);
            assertThat(AAws.decidesActionTiming(Camp.PLAYER_CAMP, winner)).isTrue();
            // the GM puts its units in order; the players slot theirs in
            List<Piece> gmOrder = turn == 1 ? List.of(raider, scout) : List.of(scout);
            List<Piece> playerUnits = turn == 1 ? List.of(archer, knight) : List.of(knight, archer);
            List<Integer> timings = List.of(0, 1);
            assertThat(AAws.timingsValid(gmOrder.size(), playerUnits.size(), timings)).isTrue();
            List<Unit> units = AAws.actionOrder(gmOrder.stream().map(p -> p.unit).toList(),
                playerUnits.stream().map(p -> p.unit).toList(), timings);
            order = units.stream().map(u -> all.stream().filter(p -> p.unit == u).findFirst().orElseThrow()).toList();
            assertThat(order).containsExactlyElementsIn(
                turn == 1 ? List.of(archer, raider, knight, scout) : List.of(knight, scout, archer)).inOrder();
          }
          case MAIN_PHASE -> assertThat(side).isNull(); // each unit's 手番 is run by the sequence
          case END_PHASE -> log.add("turn " + turn + " ends");
          default -> throw new AssertionError(phase);
        }
      }

      @Override
      public void trigger(int turn, TurnTrigger trigger) {
        if (trigger == TurnTrigger.RESOLVE_ESCAPES) {
          for (Piece p : all) {
            if (p.condition == ConditionState.ESCAPING) {
              int toEdge = AAws.edgeDistance(p.x, p.y, field.width(), field.height());
              p.condition = p.condition.on(AAws.escapeSucceeds(p.attackedSinceEscape, toEdge, p.unit.moveValue())
                  ? ConditionEvent.END_PHASE_UNHURT : ConditionEvent.EDGE_OUT_OF_REACH);
              log.add(p + " " + p.condition.id());
            }
          }
        } else {
          adrenalineUsesAtTurnEnd.add(spendRemaining(knight, SuccessElement.ADRENALINE));
          for (Piece p : all) {
            p.boosts.reset(Limit.TEMPORARY_ELEMENT_USE.scope());
          }
        }
      }
    }, 2);
  }

  @Test
  void twoTurnBattle() {
    assertThat(knight.unit.meleeValue()).isEqualTo(3);
    assertThat(knight.unit.defenceValue()).isEqualTo(2);
    assertThat(archer.unit.rangedValue()).isEqualTo(4);
    assertThat(scout.unit.initiativeValue()).isEqualTo(3);

    runBattle();
    dice.assertAllUsed();

    // turn 1: GM 1 + [4] = 5 (鋭い勘 boost, no commander); players (3+1)/2 = 2 + [5] = 7
    // turn 2: GM 3 (the Scout alone, no dice); players 2 + [1] = 3: a tie, which goes to the players
    assertThat(lastInitiative.gmSideTotal()).isEqualTo(3);
    assertThat(lastInitiative.gm()).isEqualTo(0);
    assertThat(lastInitiative.players()).isEqualTo(1);
    assertThat(lastInitiative.rolled()).isTrue();
    assertThat(lastInitiative.result()).isEqualTo(InitiativeCheck.Grade.FAILURE);
    assertThat(winner).isEqualTo(Camp.PLAYER_CAMP);

    assertThat(log).containsExactly(
        "turn 1 initiative 5 vs 7 -> player_camp",
        "archer attacks raider: 8 -> VP 0",
        "raider cannot act",
        "knight takes 防御態勢",
        "scout moves to (2,4)",
        "scout attacks knight: -10 -> VP 8",
        "turn 1 ends",
        "turn 2 initiative 3 vs 3 -> player_camp",
        "knight attacks scout: 2 -> VP 1",
        "scout declares 逃走",
        "archer takes 協調攻撃態勢",
        "scout escaped",
        "turn 2 ends").inOrder();

    // the incapacitated Raider, the escaped Scout
    assertThat(raider.condition).isEqualTo(ConditionState.OUT_OF_ACTION);
    assertThat(raider.unit.incapacitated()).isTrue();
    assertThat(scout.condition).isEqualTo(ConditionState.ESCAPED);
    assertThat(knight.vp()).isEqualTo(8);
    assertThat(scout.vp()).isEqualTo(1);

    // postures: none at the Knight's first 手番, 防御態勢 until its second one starts
    assertThat(knightPostures).containsExactly(PostureState.NO_POSTURE, PostureState.NO_POSTURE).inOrder();
    assertThat(knight.posture).isEqualTo(PostureState.NO_POSTURE);
    assertThat(archer.posture).isEqualTo(PostureState.COOP_ATTACK);

    // limits: 鋭い勘 once per battle (refused the second time), 火事場の馬鹿力 once in each turn
    assertThat(spendRemaining(scout, SuccessElement.KEEN_SENSE)).isEqualTo(1);
    assertThat(adrenalineUsesAtTurnEnd).containsExactly(1, 1).inOrder();
    assertThat(spendRemaining(knight, SuccessElement.ADRENALINE)).isEqualTo(0);
    // each element has its own count: the Archer spent 俊足 in turn 1, its 射撃 is untouched
    assertThat(spendRemaining(archer, SuccessElement.SWIFT_FEET)).isEqualTo(1);
    assertThat(spendRemaining(archer, SuccessElement.MARKSMANSHIP)).isEqualTo(0);

    // 戦闘終了: only the players' units are left; VP back to 最大VP whatever happened
    assertThat(AAws.battleOver(units(Camp.GM_CAMP).size(), units(Camp.PLAYER_CAMP).size())).isTrue();
    for (Piece p : all) {
      p.condition = p.condition.on(ConditionEvent.BATTLE_OVER);
      p.setVp(AAws.vpAfterBattle(p.unit.maxVp()));
    }
    assertThat(raider.vp()).isEqualTo(4);
    assertThat(scout.vp()).isEqualTo(3);
    assertThat(raider.condition).isEqualTo(ConditionState.ACTIVE);
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
