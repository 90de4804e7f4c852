package org.rulesc.benchmarks;

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
import org.rulesc.runtime.DiceExpression;
import org.rulesc.runtime.IntDistribution;

/**
 * Exact odds of dice expressions at the problem sizes icepool (Liu, AIIDE 2022) published
 * timings for, against 12d6 computed from scratch as the unit. Average time per call.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class DiceOddsBenchmark {
  private final DiceExpression keep3of4 = DiceExpression.parse("4d6kh3");
  private final DiceExpression keep5of10 = DiceExpression.parse("10d10kh5");
  private final DiceExpression keep3of1000 = DiceExpression.parse("1000d6kh3");
  private final DiceExpression opposed = DiceExpression.parse("10d6-10d6");
  private final IntDistribution d6 = IntDistribution.diceSum(1, 6);

  /** 12d6 by eleven convolutions (the cached dice sums would make this a lookup). */
  @Benchmark
  public IntDistribution sum12d6() {
    return d6.repeat(12);
  }

  @Benchmark
  public DiceExpression.Odds keep4d6kh3() {
    return keep3of4.odds();
  }

  @Benchmark
  public DiceExpression.Odds keep10d10kh5() {
    return keep5of10.odds();
  }

  @Benchmark
  public DiceExpression.Odds keep1000d6kh3() {
    return keep3of1000.odds();
  }

  /** The difference of two opposed 10d6 sums (not icepool's RISK, which compares sorted pairs). */
  @Benchmark
  public DiceExpression.Odds opposed10d6() {
    return opposed.odds();
  }
}
