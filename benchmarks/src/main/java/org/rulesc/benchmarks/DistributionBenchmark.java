package org.rulesc.benchmarks;

import java.math.BigInteger;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rulesc.rulebooks.combat_rules_part2.HitCheck;
import org.rulesc.rulebooks.maid_and_maidens.AttackCheck;
import org.rulesc.runtime.Distribution;

/**
 * The exact grade distribution of a check: generated {@code distribution()} against counting the
 * ways by hand (integer counts, the least any exact method does). Average time per call.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class DistributionBenchmark {

  @Benchmark
  public Distribution<AttackCheck.Grade> attackGenerated() {
    return AttackCheck.distribution(4, 0, 1, 1);
  }

  @Benchmark
  public long[] attackHandWritten() {
    return HandWritten.attackWays(4, 0);
  }

  @Benchmark
  public Distribution<HitCheck.Grade> hitGenerated() {
    return HitCheck.distribution(60, 10, true, false, 30, 15, 5);
  }

  @Benchmark
  public long[] hitHandWritten() {
    return HandWritten.hitWays(60, 10, true, false, 30, 15, 5);
  }

  /** a-aws attack, 20d6 against 20d6: 101 × 101 pairs of sums. */
  @Benchmark
  public Distribution<org.rulesc.rulebooks.a_aws.AttackCheck.Grade> opposed20d6Generated() {
    return org.rulesc.rulebooks.a_aws.AttackCheck.distribution(3, 20, 2, 20);
  }

  @Benchmark
  public BigInteger[] opposed20d6HandWritten() {
    return HandWritten.opposedWays(20, 3, 2);
  }
}
