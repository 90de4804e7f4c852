package org.rulesc.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rulesc.rulebooks.battling.ATType;
import org.rulesc.rulebooks.battling.LastAction;
import org.rulesc.rulebooks.combat_rules_part2.InitiativeMethod;
import org.rulesc.runtime.CheckOutcome;
import org.rulesc.runtime.Dice;

/**
 * One {@code roll()} of every check of the bundled rulebooks, with fixed legal arguments, for
 * what it allocates: run with {@code -prof gc}, {@code gc.alloc.rate.norm} is the bytes one roll
 * allocates, which should be its outcome record and nothing else (issue 10: no per-roll
 * collections). Throughput is reported too, but this is not a comparison with hand-written code
 * ({@link RollBenchmark} is).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class EveryCheckRollBenchmark {
  /** Every generated check of the five bundled rulebooks; JMH runs each (a @Param without values). */
  public enum Check {
    A_AWS_ATTACK, A_AWS_BOOST_DIE, A_AWS_INITIATIVE,
    AL2_FALL_REFLEX,
    BATTLING_BATTLING, BATTLING_DAMAGE, BATTLING_HIT, BATTLING_SHOT,
    COMBAT_DISPEL, COMBAT_HIT, COMBAT_INITIATIVE, COMBAT_NULLIFY, COMBAT_NX, COMBAT_RESIST, COMBAT_SPELL_DAMAGE,
    MM_ATTACK, MM_ESCAPE, MM_MORALE, MM_RECOVERY
  }

  @Param
  public Check check;

  private Dice dice;
  private ATType scopedog;
  private ATType other;
  private LastAction stood;
  private InitiativeMethod method;

  @Setup
  public void prepare() {
    dice = Dice.seeded(42);
    scopedog = ATType.values()[0];
    other = ATType.values()[ATType.values().length - 1];
    stood = LastAction.values()[0];
    method = InitiativeMethod.values()[0];
  }

  @Benchmark
  public CheckOutcome roll() {
    switch (check) {
      case A_AWS_ATTACK: return org.rulesc.rulebooks.a_aws.AttackCheck.roll(dice, 3, 2, 2, 2);
      case A_AWS_BOOST_DIE: return org.rulesc.rulebooks.a_aws.BoostDieCheck.roll(dice);
      case A_AWS_INITIATIVE: return org.rulesc.rulebooks.a_aws.InitiativeCheck.roll(dice, 3, false, 0, 3, true, 1);
      case AL2_FALL_REFLEX: return org.rulesc.rulebooks.al2.FallReflexCheck.roll(dice, 3);
      case BATTLING_BATTLING: return org.rulesc.rulebooks.battling.BattlingCheck.roll(dice, other, scopedog, stood);
      case BATTLING_DAMAGE: return org.rulesc.rulebooks.battling.DamageCheck.roll(dice, scopedog, other);
      case BATTLING_HIT: return org.rulesc.rulebooks.battling.HitCheck.roll(dice, scopedog, 4, stood);
      case BATTLING_SHOT: return org.rulesc.rulebooks.battling.ShotCheck.roll(dice, scopedog, other, 4, stood);
      case COMBAT_DISPEL: return org.rulesc.rulebooks.combat_rules_part2.DispelCheck.roll(dice, 30, 20);
      case COMBAT_HIT: return org.rulesc.rulebooks.combat_rules_part2.HitCheck.roll(dice, 60, 10, true, false, 30, 15, 5);
      case COMBAT_INITIATIVE: return org.rulesc.rulebooks.combat_rules_part2.InitiativeCheck.roll(dice, method, 12);
      case COMBAT_NULLIFY: return org.rulesc.rulebooks.combat_rules_part2.NullifyCheck.roll(dice, true, 30);
      case COMBAT_NX: return org.rulesc.rulebooks.combat_rules_part2.NxCheck.roll(dice, 2, 10, 0);
      case COMBAT_RESIST: return org.rulesc.rulebooks.combat_rules_part2.ResistCheck.roll(dice, true, 2, 10, 0, true, 8);
      case COMBAT_SPELL_DAMAGE: return org.rulesc.rulebooks.combat_rules_part2.SpellDamageCheck.roll(dice, false, 40, 2);
      case MM_ATTACK: return org.rulesc.rulebooks.maid_and_maidens.AttackCheck.roll(dice, 4, 0, 1, 1);
      case MM_ESCAPE: return org.rulesc.rulebooks.maid_and_maidens.EscapeCheck.roll(dice, false);
      case MM_MORALE: return org.rulesc.rulebooks.maid_and_maidens.MoraleCheck.roll(dice, 4, 0);
      case MM_RECOVERY: return org.rulesc.rulebooks.maid_and_maidens.RecoveryCheck.roll(dice, 4, 0, 1);
      default: throw new IllegalStateException("check " + check);
    }
  }
}
