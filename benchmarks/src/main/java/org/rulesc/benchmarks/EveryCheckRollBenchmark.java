package org.rulesc.benchmarks;

import java.util.List;
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
  /** Every generated check class of the five bundled rulebooks, as rulebook.Check. */
  static final List<String> CHECKS = List.of(
      "a_aws.AttackCheck", "a_aws.BoostDieCheck", "a_aws.InitiativeCheck",
      "al2.FallReflexCheck",
      "battling.BattlingCheck", "battling.DamageCheck", "battling.HitCheck", "battling.ShotCheck",
      "combat_rules_part2.DispelCheck", "combat_rules_part2.HitCheck", "combat_rules_part2.InitiativeCheck",
      "combat_rules_part2.NullifyCheck", "combat_rules_part2.NxCheck", "combat_rules_part2.ResistCheck",
      "combat_rules_part2.SpellDamageCheck",
      "maid_and_maidens.AttackCheck", "maid_and_maidens.EscapeCheck", "maid_and_maidens.MoraleCheck",
      "maid_and_maidens.RecoveryCheck");

  @Param({
    "a_aws.AttackCheck", "a_aws.BoostDieCheck", "a_aws.InitiativeCheck",
    "al2.FallReflexCheck",
    "battling.BattlingCheck", "battling.DamageCheck", "battling.HitCheck", "battling.ShotCheck",
    "combat_rules_part2.DispelCheck", "combat_rules_part2.HitCheck", "combat_rules_part2.InitiativeCheck",
    "combat_rules_part2.NullifyCheck", "combat_rules_part2.NxCheck", "combat_rules_part2.ResistCheck",
    "combat_rules_part2.SpellDamageCheck",
    "maid_and_maidens.AttackCheck", "maid_and_maidens.EscapeCheck", "maid_and_maidens.MoraleCheck",
    "maid_and_maidens.RecoveryCheck"
  })
  public String check;

  private int which;
  private Dice dice;
  private ATType scopedog;
  private ATType other;
  private LastAction stood;
  private InitiativeMethod method;

  @Setup
  public void prepare() {
    which = CHECKS.indexOf(check);
    if (which < 0) {
      throw new IllegalArgumentException("not a bundled check: " + check);
    }
    dice = Dice.seeded(42);
    scopedog = ATType.values()[0];
    other = ATType.values()[ATType.values().length - 1];
    stood = LastAction.values()[0];
    method = InitiativeMethod.values()[0];
  }

  @Benchmark
  public CheckOutcome roll() {
    switch (which) {
      case 0: return org.rulesc.rulebooks.a_aws.AttackCheck.roll(dice, 3, 2, 2, 2);
      case 1: return org.rulesc.rulebooks.a_aws.BoostDieCheck.roll(dice);
      case 2: return org.rulesc.rulebooks.a_aws.InitiativeCheck.roll(dice, 3, false, 0, 3, true, 1);
      case 3: return org.rulesc.rulebooks.al2.FallReflexCheck.roll(dice, 3);
      case 4: return org.rulesc.rulebooks.battling.BattlingCheck.roll(dice, other, scopedog, stood);
      case 5: return org.rulesc.rulebooks.battling.DamageCheck.roll(dice, scopedog, other);
      case 6: return org.rulesc.rulebooks.battling.HitCheck.roll(dice, scopedog, 4, stood);
      case 7: return org.rulesc.rulebooks.battling.ShotCheck.roll(dice, scopedog, other, 4, stood);
      case 8: return org.rulesc.rulebooks.combat_rules_part2.DispelCheck.roll(dice, 30, 20);
      case 9: return org.rulesc.rulebooks.combat_rules_part2.HitCheck.roll(dice, 60, 10, true, false, 30, 15, 5);
      case 10: return org.rulesc.rulebooks.combat_rules_part2.InitiativeCheck.roll(dice, method, 12);
      case 11: return org.rulesc.rulebooks.combat_rules_part2.NullifyCheck.roll(dice, true, 30);
      case 12: return org.rulesc.rulebooks.combat_rules_part2.NxCheck.roll(dice, 2, 10, 0);
      case 13: return org.rulesc.rulebooks.combat_rules_part2.ResistCheck.roll(dice, true, 2, 10, 0, true, 8);
      case 14: return org.rulesc.rulebooks.combat_rules_part2.SpellDamageCheck.roll(dice, false, 40, 2);
      case 15: return org.rulesc.rulebooks.maid_and_maidens.AttackCheck.roll(dice, 4, 0, 1, 1);
      case 16: return org.rulesc.rulebooks.maid_and_maidens.EscapeCheck.roll(dice, false);
      case 17: return org.rulesc.rulebooks.maid_and_maidens.MoraleCheck.roll(dice, 4, 0);
      case 18: return org.rulesc.rulebooks.maid_and_maidens.RecoveryCheck.roll(dice, 4, 0, 1);
      default: throw new IllegalStateException("check " + which);
    }
  }
}
