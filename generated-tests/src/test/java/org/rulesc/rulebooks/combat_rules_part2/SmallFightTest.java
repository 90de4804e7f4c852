package org.rulesc.rulebooks.combat_rules_part2;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.Ordering;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.RuleViolation;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquareGrid.Square;
import org.rulesc.runtime.UsageTracker;

/**
 * A small fight of 戦闘時用のルール(後) played through the generated engine with rigged dice:
 * two PCs (the warrior Aki and the mage Ren) against one orc, over two turns of the action
 * chart. Turn 1: initiative by agility + 1D100 with a tie re-rolled, Aki moves two squares
 * (through Ren's square) and attacks twice (a 昏倒打 that stuns the orc, then a plain hit), the
 * stunned orc loses its action, Ren casts a 4I spell that the orc resists (damage halved); at
 * t. the orc recovers from the stun. Turn 2: Aki rolls a 致命打, the orc dies, Aki's action
 * ends and the battle goes to u.
 *
 * <p>The chart is driven by the generated sequences: each character's action is one turn of
 * {@code character_action}, whose strikes run {@code strike_steps} (e.–h.) once per strike and
 * whose spell runs {@code spell_steps} (k.–n.) once per target.
 */
class SmallFightTest {

  private static final SquareGrid SHEET = new SquareGrid(10, 10, SquareGrid.Adjacency.EIGHT_WAY);

  // Aki, the warrior: 敏捷度12, 移動力4, 攻撃回数3, 基本命中率70, 快打8/昏倒打5/致命打2, 攻撃力12
  private static final int AKI_AGILITY = 12;
  private static final int AKI_MOVE = 4;
  private static final int AKI_ATTACKS = 3;
  private static final int AKI_BASE_HIT = 70;
  private static final int AKI_ATTACK = 12;
  // Ren, the mage: 敏捷度9, MP20, I 6; the spell: 精霊魔術, MP6, 1体, 結界有効, 抵抗4I, damage 1D6+I
  private static final int REN_AGILITY = 9;
  private static final int REN_I = 6;
  private static final int SPELL_MP = 6;
  // The orc: 敏捷度12, HP40, 防御力5, 回避率20, V 10, I 10, 無効化20%
  private static final int ORC_AGILITY = 12;
  private static final int ORC_DEFENCE = 5;
  private static final int ORC_EVASION = 20;
  private static final int ORC_V = 10;
  private static final int ORC_I = 10;
  private static final int ORC_NULLIFY = 20;
  // the characters' numbers, for the statuses that remember who did something
  private static final int AKI = 1;

  /** The whole fight, driven by the generated sequence. */
  private static final class Fight implements BattleTurnSequence.Handler {
    final RiggedDice dice;
    final List<String> log = new ArrayList<>();
    Square aki = Square.of(0, 0);
    Square ren = Square.of(1, 1);
    final Square orc = Square.of(3, 2);
    int orcHp = 40;
    int renMp = 20;
    // the statuses keep the turn their state began (and who felled the orc)
    LifeStatus orcLife = LifeStatus.initial();
    StunStatus orcStun = StunStatus.initial();
    ActionProgressState akiAction;
    List<String> order = List.of();
    HitCheck.Outcome stunHit;
    NxCheck.Outcome stunCheck;
    ResistCheck.Outcome spellResist;
    HitCheck.Outcome fatalHit;
    boolean battleEnded;

    Fight(RiggedDice dice) {
      this.dice = dice;
    }

    @Override
    public void phase(int turn, BattleTurnPhase phase) {
      if (battleEnded) {
        return;
      }
      switch (phase) {
        case PLACEMENT -> {
          if (CombatRulesPart2.placesPieces(turn)) {
            log.add(turn + " placement");
          }
        }
        case ORDER -> order = initiative(turn);
        case ACT -> {
          // each character's action is one turn of character_action, run by the sequence
        }
        case ACTION_END -> log.add(turn + " action end");
        // s.: the sequence runs t. or u. by the flag below
        case NEGOTIATE_OR_FLEE -> log.add(turn + " t");
        case BATTLE_END -> {
          log.add(turn + " u");
          battleEnded = true;
        }
      }
    }

    @Override
    public boolean survivorsOnBothSides(int turn) {
      return CombatRulesPart2.battleContinues(2, orcAlive() ? 1 : 0);
    }

    @Override
    public void trigger(int turn, BattleTurnTrigger trigger) {
      if (battleEnded) {
        return;
      }
      boolean continues = CombatRulesPart2.battleContinues(2, orcAlive() ? 1 : 0);
      if (trigger == BattleTurnTrigger.TURN_START_CHECKS && continues) {
        // checks of the turn about to start
        if (orcStun.state() == StunStatusState.STUNNED
            && CombatRulesPart2.recoveryCheckDue(orcStun.since(), turn + 1)) {
          NxCheck.Outcome recovery =
              NxCheck.roll(dice, CombatRulesPart2.recoveryMultipleOf(Ailment.FAINT), ORC_V, 0);
          if (recovery.success()) {
            orcStun = orcStun.recoveryCheckPassed(turn + 1);
          }
          log.add(turn + " orc recovery " + recovery.roll() + " " + recovery.result());
        }
      } else if (trigger == BattleTurnTrigger.STATUS_CLEANUP && !continues) {
        orcStun = orcStun.on(turn, StunStatusEvent.BATTLE_ENDED);
        log.add(turn + " cleanup");
      }
    }

    boolean orcAlive() {
      return orcLife.state() != LifeStatusState.DECEASED;
    }

    boolean orcMayAct() {
      Life life =
          switch (orcLife.state()) {
            case ALIVE -> Life.CONSCIOUS;
            case COMATOSE -> Life.COMA;
            case DECEASED -> Life.DEAD;
          };
      return CombatRulesPart2.mayAct(life, orcStun.state() == StunStatusState.STUNNED, false);
    }

    /** b.: agility + 1D100, the tied characters re-rolling among themselves. */
    List<String> initiative(int turn) {
      // b. by (敏捷度)+1D100 with the generated order: everyone rolls, in the order listed,
      // then only the tied roll again
      List<String> characters = List.of("aki", "orc", "ren");
      List<Ordering.Ranked<String>> ranked =
          ByAgilityD100Order.rank(dice, characters, who -> agility(who));
      List<Integer> aki = rollsOf(ranked, "aki");
      List<Integer> orc = rollsOf(ranked, "orc");
      log.add(turn + " initiative " + (AKI_AGILITY + aki.get(0)) + " " + (ORC_AGILITY + orc.get(0)) + " "
          + (REN_AGILITY + rollsOf(ranked, "ren").get(0)));
      for (int i = 1; i < aki.size(); i++) {
        log.add(turn + " re-roll " + (AKI_AGILITY + aki.get(i)) + " " + (ORC_AGILITY + orc.get(i)));
      }
      return ranked.stream().map(Ordering.Ranked::actor).toList();
    }

    static int agility(String who) {
      return switch (who) {
        case "aki" -> AKI_AGILITY;
        case "orc" -> ORC_AGILITY;
        default -> REN_AGILITY;
      };
    }

    static List<Integer> rollsOf(List<Ordering.Ranked<String>> ranked, String who) {
      return ranked.stream().filter(r -> r.actor().equals(who)).findFirst().orElseThrow().rolls();
    }

    @Override
    public List<CharacterActionSequence.Handler> actActors(int turn) {
      return battleEnded ? List.of() : order.stream().map(who -> characterTurn(turn, who)).toList();
    }

    /** c.–r.: one character's action, as the handler of one turn of character_action. */
    CharacterActionSequence.Handler characterTurn(int turn, String who) {
      return new CharacterActionSequence.Handler() {
        Action chosen = Action.DEFEND;
        Boolean able;

        // h.: a character in a coma (or dead, or 気絶) takes no action: the sequence then runs
        // none of the action's phases. Asked once per phase; decided once per action.
        @Override
        public boolean able(int t) {
          if (able == null) {
            able = who.equals("orc") ? orcMayAct() : CombatRulesPart2.mayAct(Life.CONSCIOUS, false, false);
            if (!able) {
              log.add(turn + " " + who + " cannot act");
            }
          }
          return able;
        }

        // the steps that follow come from the chosen action's properties
        @Override
        public boolean attacking(int t) {
          return chosen.attacks();
        }

        @Override
        public boolean casting(int t) {
          return chosen.casts();
        }

        @Override
        public void phase(int t, CharacterActionPhase phase) {
          if (phase == CharacterActionPhase.CHOOSE) {
            chosen = choice(turn, who);
            switch (who) {
              case "aki" -> akiChooses(turn);
              case "orc" -> log.add(turn + " orc defends");
              default -> renChooses(turn);
            }
          }
        }

        @Override
        public void trigger(int t, CharacterActionTrigger trigger) {
          // s.: Aki's action is over, unless a 致命打 already ended it
          if (who.equals("aki") && akiAction != ActionProgressState.FINISHED) {
            akiAction = akiAction.on(ActionProgressEvent.DONE);
          }
        }

        @Override
        public List<StrikeStepsSequence.Handler> strikesActors(int t) {
          return akiStrikes(turn); // only Aki attacks in this fight
        }

        @Override
        public List<SpellStepsSequence.Handler> spellActors(int t) {
          // one target: the orc
          return List.of(renSpell(turn));
        }
      };
    }

    /** c.: the action each character chooses. */
    Action choice(int turn, String who) {
      if (who.equals("aki")) {
        return turn == 1 ? Action.MOVE_ATTACK : Action.ATTACK;
      }
      if (who.equals("ren") && orcAlive()) {
        return Action.CAST;
      }
      return Action.DEFEND;
    }

    void akiActs(int turn) {
      CharacterActionSequence.runTurn(characterTurn(turn, "aki"), turn);
    }

    void renActs(int turn) {
      CharacterActionSequence.runTurn(characterTurn(turn, "ren"), turn);
    }

    int akiAttacks;
    boolean akiComa;

    /** c. / i.: the move comes first, in the choice; the attacks follow as strikes. */
    void akiChooses(int turn) {
      akiAction = ActionProgressState.initial();
      if (turn == 1) {
        // i. 移動攻撃: (0,0) -> (1,1) (Ren's square: passable, no stop) -> (2,1)
        List<Square> path = List.of(Square.of(1, 1), Square.of(2, 1));
        int moved = 0;
        Square at = aki;
        for (Square next : path) {
          Occupant there = next.equals(ren) ? Occupant.ALLY : Occupant.EMPTY;
          if (!CombatRulesPart2.canPass(there)) {
            throw new AssertionError("blocked at " + next);
          }
          moved += CombatRulesPart2.moveCost(next.col() - at.col(), next.row() - at.row());
          at = next;
          akiAction = akiAction.on(ActionProgressEvent.STEP);
        }
        if (!CombatRulesPart2.canStop(at.equals(ren) ? Occupant.ALLY : Occupant.EMPTY)
            || !CombatRulesPart2.canMove(AKI_MOVE, moved)) {
          throw new AssertionError("cannot end the move at " + at);
        }
        aki = at;
        akiAttacks = CombatRulesPart2.moveAttackCount(AKI_MOVE, moved, AKI_ATTACKS);
        log.add(turn + " aki moved " + moved + " attacks " + akiAttacks);
      } else {
        log.add(turn + " aki attacks");
        akiAttacks = AKI_ATTACKS;
      }
    }

    /** e.–h. once per strike: 攻撃回数 of them (one for 飛道具). */
    List<StrikeStepsSequence.Handler> akiStrikes(int turn) {
      int squares = SHEET.distance(aki, orc);
      Reach reach = CombatRulesPart2.reachOf(WeaponClass.OTHER_WEAPON, false);
      if (!CombatRulesPart2.inReach(reach, squares, true)) {
        throw new AssertionError("the orc is out of reach: " + squares);
      }
      akiComa = false;
      List<StrikeStepsSequence.Handler> strikes = new ArrayList<>();
      for (int i = 0; i < CombatRulesPart2.attacksAllowed(reach, akiAttacks); i++) {
        strikes.add(strike(turn));
      }
      return strikes;
    }

    StrikeStepsSequence.Handler strike(int turn) {
      return new StrikeStepsSequence.Handler() {
        HitCheck.Outcome hit;
        Strike strike;

        // f., g. and h. follow only a hit (the sequence asks after the hit check)
        @Override
        public boolean hitLanded(int t) {
          return strike != null;
        }

        @Override
        public boolean critical(int t) {
          return strike != null && strike != Strike.PLAIN_HIT;
        }

        @Override
        public boolean aiming(int t) {
          return false;
        }

        @Override
        public void phase(int t, StrikeStepsPhase phase) {
          if (phase == StrikeStepsPhase.HIT_CHECK) {
            // a 致命打 ended the action, or nothing is left to hit
            if (akiAction == ActionProgressState.FINISHED || !orcAlive()) {
              return;
            }
            akiAction = akiAction.on(ActionProgressEvent.STRIKE);
            hit = HitCheck.roll(dice, AKI_BASE_HIT, ORC_EVASION, true, false, 8, 5, 2);
            // f.: when several criticals apply the player picks one; Aki's player takes 昏倒打 over 快打
            if (hit.result() != HitCheck.Grade.FATAL && hit.grades().contains(HitCheck.Grade.STUN)) {
              hit = hit.choose(HitCheck.Grade.STUN);
            }
            log.add(turn + " hit " + hit.roll() + " " + hit.result());
            if (hit.success()) {
              strike =
                  switch (hit.result()) {
                    case FATAL -> Strike.FATAL_STRIKE;
                    case STUN -> Strike.STUN_STRIKE;
                    case CLEAN -> Strike.CLEAN_STRIKE;
                    default -> Strike.PLAIN_HIT;
                  };
            }
          } else if (phase == StrikeStepsPhase.SPECIAL_CHECK && strike == Strike.STUN_STRIKE) {
            stunHit = hit;
            stunCheck = NxCheck.roll(dice, CombatRulesPart2.stunCheckMultiple(), ORC_V, 0);
            if (!stunCheck.success()) {
              orcStun = orcStun.stunCheckFailed(turn);
            }
          } else if (phase == StrikeStepsPhase.DAMAGE_CALC) {
            int damage = CombatRulesPart2.strikeDamage(strike, AKI_ATTACK, ORC_DEFENCE);
            Life before = orcLife.state() == LifeStatusState.COMATOSE ? Life.COMA : Life.CONSCIOUS;
            Life after =
                CombatRulesPart2.lifeAfterHit(before, orcHp, damage, strike == Strike.FATAL_STRIKE, akiComa);
            orcHp = CombatRulesPart2.hpAfterHit(orcHp, strike, AKI_ATTACK, ORC_DEFENCE);
            if (after == Life.DEAD) {
              orcLife = orcLife.fatalStrikeTaken(turn);
            } else if (after == Life.COMA && before == Life.CONSCIOUS) {
              orcLife = orcLife.hpToZero(turn, AKI);
              akiComa = true;
            }
            if (CombatRulesPart2.endsAttackersTurn(strike)) {
              fatalHit = hit;
              akiAction = akiAction.on(ActionProgressEvent.FATAL_DEALT);
            }
          }
        }
      };
    }

    boolean casting;

    /** j.: MP first, when the spell is cast. */
    void renChooses(int turn) {
      casting = orcAlive();
      if (!casting) {
        log.add(turn + " ren defends");
        return;
      }
      if (!CombatRulesPart2.canCast(renMp, SPELL_MP)) {
        throw new AssertionError("no MP");
      }
      renMp = CombatRulesPart2.mpAfterCasting(renMp, SPELL_MP);
    }

    /** k.–n. for one target: 1体, nullification, resistance (4I), 1D6 + I (精霊魔術). */
    SpellStepsSequence.Handler renSpell(int turn) {
      return new SpellStepsSequence.Handler() {
        boolean nullified;

        @Override
        public void phase(int t, SpellStepsPhase phase) {
          switch (phase) {
            case NULLIFICATION -> {
              nullified = NullifyCheck.roll(dice, true, ORC_NULLIFY).success();
              if (nullified) {
                log.add(turn + " spell nullified");
              }
            }
            case RESISTANCE -> {
              if (!nullified) {
                spellResist = ResistCheck.roll(dice, true, 4, ORC_I, 0, true, 0);
              }
            }
            case SPELL_EFFECT -> {
              if (!nullified) {
                int power = CombatRulesPart2.spellPower(dice.roll(6), true, REN_I);
                int damage =
                    CombatRulesPart2.damageAfterResist(
                        CombatRulesPart2.damageTaken(DamageSource.SPELL, power, ORC_DEFENCE),
                        spellResist.success(),
                        spellResist.roll());
                orcHp = Math.max(0, orcHp - damage);
                log.add(turn + " spell " + spellResist.result() + " power " + power + " damage " + damage);
              }
            }
            default -> {}
          }
        }
      };
    }
  }

  private static RiggedDice fightDice() {
    return RiggedDice.of(
        List.of(
            // turn 1, b.: Aki 12+37, orc 12+37, Ren 9+30; the tie re-rolled: Aki 60, orc 20
            new RiggedDice.Roll(100, 37),
            new RiggedDice.Roll(100, 37),
            new RiggedDice.Roll(100, 30),
            new RiggedDice.Roll(100, 60),
            new RiggedDice.Roll(100, 20),
            // Aki's first hit: 3 (<= 昏倒打5), the orc's 3V check: 45 (> 30), second hit: 50
            new RiggedDice.Roll(100, 3),
            new RiggedDice.Roll(100, 45),
            new RiggedDice.Roll(100, 50),
            // Ren: nullification 55 (> 20%), resistance 37 (<= 4I = 40), power 1D6 = 4
            new RiggedDice.Roll(100, 55),
            new RiggedDice.Roll(100, 37),
            new RiggedDice.Roll(6, 4),
            // t.: the orc's 3V recovery check: 20 (<= 30)
            new RiggedDice.Roll(100, 20),
            // turn 2, b.: Aki 12+50, orc 12+40, Ren 9+1
            new RiggedDice.Roll(100, 50),
            new RiggedDice.Roll(100, 40),
            new RiggedDice.Roll(100, 1),
            // Aki's hit: 2 (<= 致命打2)
            new RiggedDice.Roll(100, 2)));
  }

  @Test
  void theFightGoesAsTheRulesSay() {
    RiggedDice dice = fightDice();
    Fight fight = new Fight(dice);

    BattleTurnSequence.run(fight, 2);

    dice.assertAllUsed();
    assertThat(fight.log)
        .containsExactly(
            "1 placement",
            "1 initiative 49 49 39",
            "1 re-roll 72 32",
            "1 aki moved 2 attacks 2",
            "1 hit 3 STUN",
            "1 hit 50 SUCCESS",
            "1 orc cannot act",
            "1 spell HALVED power 10 damage 5",
            "1 action end",
            "1 orc recovery 20 SUCCESS",
            "1 t",
            "2 initiative 62 52 10",
            "2 aki attacks",
            "2 hit 2 FATAL",
            "2 orc cannot act",
            "2 ren defends",
            "2 action end",
            "2 cleanup",
            "2 u")
        .inOrder();
  }

  @Test
  void initiativeTieIsReRolledAndOnlyOrdersTheTiedPair() {
    Fight fight = new Fight(fightDice());
    List<String> order = fight.initiative(1);

    assertThat(order).containsExactly("aki", "orc", "ren").inOrder();
    assertThat(fight.dice.used()).isEqualTo(5);
  }

  @Test
  void moveThenAttackGivesTwoAttacksAndNoMoveAfterwards() {
    RiggedDice dice = fightDice();
    Fight fight = new Fight(dice);
    fight.order = fight.initiative(1);

    fight.akiActs(1);

    assertThat(fight.aki).isEqualTo(Square.of(2, 1));
    assertThat(SHEET.distance(fight.aki, fight.orc)).isEqualTo(1);
    assertThat(CombatRulesPart2.squaresApart(1, 1))
        .isEqualTo(SquareGrid.distance(SquareGrid.Adjacency.EIGHT_WAY, Square.of(2, 1), Square.of(3, 2)));
    assertThat(new MoveAttackPlan(AKI_MOVE, AKI_ATTACKS, 2, 2, Reach.CLOSE).isValid()).isTrue();
    assertThat(new MoveAttackPlan(AKI_MOVE, AKI_ATTACKS, 2, 3, Reach.CLOSE).isValid()).isFalse();
    // with a bow instead, the same move leaves one shot
    assertThat(CombatRulesPart2.moveAttackStrikes(Reach.MISSILE, AKI_MOVE, 2, AKI_ATTACKS)).isEqualTo(1);
    assertThat(fight.akiAction).isEqualTo(ActionProgressState.FINISHED);
    // two hits: 12 (昏倒打, defence ignored) and 12 - 5
    assertThat(fight.orcHp).isEqualTo(40 - 12 - 7);
    assertThat(dice.used()).isEqualTo(8);
    RuleViolation moveAfterAttack =
        assertThrows(
            RuleViolation.class,
            () -> ActionProgressState.ATTACKING.on(ActionProgressEvent.STEP));
    assertThat(moveAfterAttack.rule()).isEqualTo("action_progress");
  }

  @Test
  void stunStrikeIgnoresDefenceAndStunsOnAFailed3VCheck() {
    Fight fight = new Fight(fightDice());
    fight.order = fight.initiative(1);

    fight.akiActs(1);

    assertThat(fight.stunHit.result()).isEqualTo(HitCheck.Grade.STUN);
    assertThat(fight.stunHit.grades()).containsExactly(HitCheck.Grade.STUN, HitCheck.Grade.CLEAN).inOrder();
    assertThat(fight.stunCheck.roll()).isEqualTo(45);
    assertThat(fight.stunCheck.success()).isFalse();
    assertThat(fight.orcStun.state()).isEqualTo(StunStatusState.STUNNED);
    assertThat(fight.orcStun.since()).isEqualTo(1);
    assertThat(CombatRulesPart2.recoveryCheckDue(fight.orcStun.since(), 1)).isFalse();
    assertThat(CombatRulesPart2.recoveryCheckDue(fight.orcStun.since(), 2)).isTrue();
    // the status itself refuses a recovery in the turn the stun began
    RuleViolation early = assertThrows(RuleViolation.class, () -> fight.orcStun.recoveryCheckPassed(1));
    assertThat(early.rule()).isEqualTo("stun_status");
    assertThat(fight.orcStun.recoveryCheckPassed(2).state()).isEqualTo(StunStatusState.AWAKE);
  }

  @Test
  void theSpellIsResistedAndItsDamageHalvedWhateverTheArmour() {
    RiggedDice dice =
        RiggedDice.of(
            List.of(
                new RiggedDice.Roll(100, 55),
                new RiggedDice.Roll(100, 37),
                new RiggedDice.Roll(6, 4)));
    Fight fight = new Fight(dice);

    fight.renActs(1);

    dice.assertAllUsed();
    assertThat(fight.renMp).isEqualTo(14);
    assertThat(fight.spellResist.result()).isEqualTo(ResistCheck.Grade.HALVED);
    // 1D6 4 + I 6 = 10, armour 5 ignored, halved: 5
    assertThat(fight.orcHp).isEqualTo(35);
  }

  @Test
  void aResistanceRollOfTenOrLessQuartersTheDamage() {
    RiggedDice dice =
        RiggedDice.of(
            List.of(
                new RiggedDice.Roll(100, 55),
                new RiggedDice.Roll(100, 9),
                new RiggedDice.Roll(6, 6)));
    Fight fight = new Fight(dice);

    fight.renActs(1);

    dice.assertAllUsed();
    assertThat(fight.spellResist.result()).isEqualTo(ResistCheck.Grade.QUARTERED);
    // 6 + 6 = 12, quartered: 3
    assertThat(fight.orcHp).isEqualTo(37);
  }

  @Test
  void aNullifiedSpellStopsBeforeResistance() {
    RiggedDice dice = RiggedDice.of(100, 20);
    Fight fight = new Fight(dice);

    fight.renActs(1);

    dice.assertAllUsed();
    assertThat(fight.spellResist).isNull();
    assertThat(fight.orcHp).isEqualTo(40);
    assertThat(fight.renMp).isEqualTo(14);
  }

  @Test
  void aFatalStrikeKillsAndEndsTheAttackersAction() {
    RiggedDice dice = RiggedDice.of(100, 2);
    Fight fight = new Fight(dice);
    fight.aki = Square.of(2, 1);

    fight.akiActs(2);

    dice.assertAllUsed();
    assertThat(fight.fatalHit.result()).isEqualTo(HitCheck.Grade.FATAL);
    assertThat(fight.orcHp).isEqualTo(0);
    assertThat(fight.orcLife.state()).isEqualTo(LifeStatusState.DECEASED);
    assertThat(fight.akiAction).isEqualTo(ActionProgressState.FINISHED);
    assertThrows(
        RuleViolation.class, () -> ActionProgressState.FINISHED.on(ActionProgressEvent.STRIKE));
  }

  @Test
  void theOrcRecoversAtTheStartOfTheNextTurnAndIsNotStunnedAfterTheBattle() {
    RiggedDice dice = fightDice();
    Fight fight = new Fight(dice);

    BattleTurnSequence.run(fight, 1);

    assertThat(fight.orcStun.state()).isEqualTo(StunStatusState.AWAKE);
    assertThat(fight.orcLife.state()).isEqualTo(LifeStatusState.ALIVE);
    assertThat(fight.orcHp).isEqualTo(16);
    assertThat(fight.battleEnded).isFalse();
    assertThat(dice.used()).isEqualTo(12);
  }

  @Test
  void aMissRunsNeitherTheSpecialCheckNorTheCalledShotNorTheDamage() {
    List<StrikeStepsPhase> ran = new ArrayList<>();
    StrikeStepsSequence.Handler miss =
        new StrikeStepsSequence.Handler() {
          HitCheck.Outcome hit;

          @Override
          public void phase(int t, StrikeStepsPhase phase) {
            ran.add(phase);
            if (phase == StrikeStepsPhase.HIT_CHECK) {
              // 95: a miss whatever the chance; also within no critical rate
              hit = HitCheck.roll(RiggedDice.of(100, 95), AKI_BASE_HIT, ORC_EVASION, true, false, 8, 5, 2);
            }
          }

          @Override
          public boolean hitLanded(int t) {
            return hit.success();
          }

          @Override
          public boolean critical(int t) {
            return !hit.grades().isEmpty();
          }

          @Override
          public boolean aiming(int t) {
            return true;
          }
        };

    StrikeStepsSequence.runTurn(miss, 1);

    assertThat(ran).containsExactly(StrikeStepsPhase.HIT_CHECK);
  }

  @Test
  void aComatoseOrcTakesNoActionAtAll() {
    Fight fight = new Fight(RiggedDice.of(100, 1));
    fight.orcLife = fight.orcLife.hpToZero(1, AKI);

    CharacterActionSequence.runTurn(fight.characterTurn(2, "orc"), 2);

    assertThat(fight.log).containsExactly("2 orc cannot act");
    assertThat(fight.dice.used()).isEqualTo(0);
    assertThat(fight.orcMayAct()).isFalse();
    assertThat(CombatRulesPart2.mayAct(Life.COMA, false, false)).isFalse();
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
    assertThat(CombatRulesPart2.fullStrikeAttacks(AKI_ATTACKS)).isEqualTo(4);
    assertThat(CombatRulesPart2.strikeDamage(
            Strike.PLAIN_HIT, CombatRulesPart2.attackPower(AKI_ATTACK, true), ORC_DEFENCE))
        .isEqualTo(19);
  }
}
