package org.rulesc.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rulesc.rulebooks.combat_rules_part2.HitCheck;
import org.rulesc.rulebooks.maid_and_maidens.AttackCheck;
import org.rulesc.runtime.Dice;

/**
 * One roll of a check: the generated {@code roll()}, the same rule written by hand, and a bare
 * loop that only draws the same random numbers (the floor any engine pays). Throughput, so the
 * ratio generated / hand-written is read directly (1.0 = as fast).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class RollBenchmark {
  private Dice dice;

  @Setup
  public void seed() {
    dice = Dice.seeded(42);
  }

  @Benchmark
  public AttackCheck.Outcome attackGenerated() {
    return AttackCheck.roll(dice, 4, 0, 1, 1);
  }

  @Benchmark
  public HandWritten.Attack attackHandWritten() {
    return HandWritten.attack(dice, 4, 0, 1, 1);
  }

  @Benchmark
  public int attackBareRandom() {
    return dice.roll(6);
  }

  /**
   * The same random number made into the generated outcome record with no rule at all (success
   * is one comparison): what returning a record costs on top of the bare loop, so the rest of
   * {@code attackGenerated} is the rule itself (its tests of the face).
   */
  @Benchmark
  public AttackCheck.Outcome attackOutcomeOnly() {
    int roll = dice.roll(6);
    return new AttackCheck.Outcome(roll, roll <= 4, roll);
  }

  /** A record made once, for {@link #attackPreallocatedFloor}. */
  private final AttackCheck.Outcome preallocated =
      new AttackCheck.Outcome(1, true, 1);

  /**
   * The floor of any {@code roll()} that returns a record: the same random number drawn, then a
   * record made before the run returned (no allocation, no rule). Not an engine a caller could
   * use; it shows how much of the distance from the bare loop is the record.
   */
  @Benchmark
  public AttackCheck.Outcome attackPreallocatedFloor() {
    dice.roll(6);
    return preallocated;
  }

  @Benchmark
  public HitCheck.Outcome hitGenerated() {
    return HitCheck.roll(dice, 60, 10, true, false, 30, 15, 5);
  }

  @Benchmark
  public HandWritten.Hit hitHandWritten() {
    return HandWritten.hit(dice, 60, 10, true, false, 30, 15, 5);
  }

  @Benchmark
  public int hitBareRandom() {
    return dice.roll(100);
  }
}
