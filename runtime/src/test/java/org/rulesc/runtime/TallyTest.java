package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.function.BiFunction;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/** A tally gives what {@link Distribution.Builder} gives for the same adds: same mass, same order. */
class TallyTest {

  enum Grade {
    FATAL,
    STUN,
    CLEAN,
    SUCCESS,
    FAILURE
  }

  private static final Grade[] GRADES = Grade.values();

  /** One pool: the builder's result and the tally's, outcome {@code f(i)} for the i-th sum. */
  private static void assertSameOnePool(IntDistribution a, IntFunction<Grade> f) {
    Distribution.Builder<Grade> builder = Distribution.builder();
    Tally<Grade> tally = Tally.over(GRADES, a);
    for (int i = 0; i < a.size(); i++) {
      builder.add(f.apply(i), a, i);
      tally.add(f.apply(i), i);
    }
    assertSame(builder.build(), tally.build());
  }

  private static void assertSameTwoPools(IntDistribution a, IntDistribution b, BiFunction<Integer, Integer, Grade> f) {
    Distribution.Builder<Grade> builder = Distribution.builder();
    Tally<Grade> tally = Tally.over(GRADES, a, b);
    for (int i = 0; i < a.size(); i++) {
      for (int j = 0; j < b.size(); j++) {
        builder.add(f.apply(i, j), a, i, b, j);
        tally.add(f.apply(i, j), i, j);
      }
    }
    assertSame(builder.build(), tally.build());
  }

  private static void assertSame(Distribution<Grade> expected, Distribution<Grade> actual) {
    assertThat(actual).isEqualTo(expected);
    assertThat(actual.toString()).isEqualTo(expected.toString()); // the same order too
    assertThat(actual.size()).isEqualTo(expected.size());
    for (int i = 0; i < expected.size(); i++) {
      assertThat(actual.outcome(i)).isEqualTo(expected.outcome(i));
      assertThat(Rational.of(actual.weight(i), actual.denominator()))
          .isEqualTo(Rational.of(expected.weight(i), expected.denominator()));
    }
    assertThat(actual.total()).isEqualTo(Rational.ONE);
    assertThrows(IndexOutOfBoundsException.class, () -> actual.outcome(expected.size()));
    assertThrows(IndexOutOfBoundsException.class, () -> actual.weight(expected.size()));
  }

  @Test
  void onePoolInTheKeysOwnOrder() {
    // d100: fatal to 5, stun to 15, clean to 30, success to 60, failure above
    assertSameOnePool(IntDistribution.diceSum(1, 100), i -> grade(i + 1));
    assertThat(Tally.over(GRADES, IntDistribution.diceSum(1, 100)).build().size()).isEqualTo(0);
  }

  private static Grade grade(int roll) {
    return roll <= 5 ? Grade.FATAL : roll <= 15 ? Grade.STUN : roll <= 30 ? Grade.CLEAN
        : roll <= 60 ? Grade.SUCCESS : Grade.FAILURE;
  }

  @Test
  void onePoolOutOfOrderAndASubset() {
    assertSameOnePool(IntDistribution.diceSum(3, 6), i -> i % 3 == 0 ? Grade.FAILURE : i % 3 == 1 ? Grade.STUN
        : Grade.SUCCESS);
    assertSameOnePool(IntDistribution.diceSum(2, 6), i -> i < 4 ? Grade.STUN : Grade.FATAL);
    assertSameOnePool(IntDistribution.diceSum(1, 6), i -> Grade.CLEAN);
  }

  @Test
  void onePoolBeyondALong() {
    IntDistribution many = IntDistribution.diceSum(40, 6);
    assertThat(many.isLong()).isFalse();
    assertSameOnePool(many, i -> i % 2 == 0 ? Grade.SUCCESS : Grade.FATAL);
  }

  @Test
  void twoPoolsSmallAndWide() {
    assertSameTwoPools(IntDistribution.diceSum(2, 6), IntDistribution.diceSum(3, 6),
        (i, j) -> i + 2 - (j + 3) >= 1 ? Grade.SUCCESS : Grade.FAILURE);
    // 20d6 against 20d6: the weights need more than a long (6^40 ways), the sums of them 128 bits
    IntDistribution twenty = IntDistribution.diceSum(20, 6);
    assertSameTwoPools(twenty, twenty, (i, j) -> i - j >= 1 ? Grade.SUCCESS : i == j ? Grade.STUN : Grade.FAILURE);
  }

  @Test
  void twoPoolsBeyondALong() {
    IntDistribution many = IntDistribution.diceSum(40, 6);
    assertSameTwoPools(many, IntDistribution.diceSum(2, 6), (i, j) -> (i + j) % 3 == 0 ? Grade.CLEAN : Grade.SUCCESS);
    assertSameTwoPools(IntDistribution.diceSum(2, 6), many, (i, j) -> i > j ? Grade.SUCCESS : Grade.FAILURE);
    // the largest that still counts in longs: 6^24 ways a side, 6^48 (126 bits) in all
    IntDistribution most = IntDistribution.diceSum(24, 6);
    assertThat(most.isLong()).isTrue();
    assertSameTwoPools(most, most, (i, j) -> i > j ? Grade.SUCCESS : Grade.FAILURE);
  }

  @Test
  void uniformIsOneDie() {
    Tally<Grade> tally = Tally.uniform(GRADES, 100);
    for (int roll = 1; roll <= 100; roll++) {
      tally.add(grade(101 - roll)); // failure first: out of the keys' order
    }
    Distribution<Grade> d = tally.build();
    assertThat(d.toString()).isEqualTo("{FAILURE=2/5, SUCCESS=3/10, CLEAN=3/20, STUN=1/10, FATAL=1/20}");
    assertThat(d.denominator()).isEqualTo(BigInteger.valueOf(100));
    Distribution.Builder<Grade> builder = Distribution.builder();
    IntDistribution d100 = IntDistribution.diceSum(1, 100);
    for (int i = 0; i < 100; i++) {
      builder.add(grade(100 - i), d100, i);
    }
    assertSame(builder.build(), d);
  }

  @Test
  void uniformInTheKeysOwnOrderHoldsCountsAndMapsLikeTheBuilder() {
    // the path a one-die check takes: faces counted in ints, the keys shared as they are
    Tally<Grade> tally = Tally.uniform(GRADES, 100);
    Distribution.Builder<Grade> builder = Distribution.builder();
    IntDistribution d100 = IntDistribution.diceSum(1, 100);
    for (int roll = 1; roll <= 100; roll++) {
      tally.add(grade(roll));
      builder.add(grade(roll), d100, roll - 1);
    }
    Distribution<Grade> d = tally.build();
    assertSame(builder.build(), d);
    assertThat(d.toString()).isEqualTo("{FATAL=1/20, STUN=1/10, CLEAN=3/20, SUCCESS=3/10, FAILURE=2/5}");
    assertThat(d.weight(3)).isEqualTo(BigInteger.valueOf(30));
    // relabelled, the masses merge as they do from the builder's weights
    Distribution<Boolean> hit = d.map(g -> g != Grade.FAILURE);
    assertThat(hit).isEqualTo(builder.build().map(g -> g != Grade.FAILURE));
    assertThat(hit.toString()).isEqualTo("{true=3/5, false=2/5}");
  }

  @Test
  void buildsOnce() {
    Tally<Grade> tally = Tally.uniform(GRADES, 6);
    tally.add(Grade.SUCCESS);
    tally.build();
    assertThrows(IllegalStateException.class, tally::build);
    assertThrows(IllegalArgumentException.class, () -> Tally.uniform(GRADES, 0));
  }
}
