package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class IntDistributionTest {

  @Test
  void smallSumsAreLongsAndLargeOnesBig() {
    IntDistribution small = IntDistribution.diceSum(3, 6);
    assertThat(small.isLong()).isTrue();
    assertThat(small.longDenominator()).isEqualTo(216);
    assertThat(small.weight(10 - 3)).isEqualTo(27);
    IntDistribution large = IntDistribution.diceSum(30, 6);
    assertThat(large.isLong()).isFalse();
    assertThat(large.denominator()).isEqualTo(BigInteger.valueOf(6).pow(30));
    assertThat(large.total()).isEqualTo(Rational.ONE);
  }

  @Test
  void convolutionMatchesDiceSum() {
    IntDistribution d6 = IntDistribution.diceSum(1, 6);
    assertThat(d6.plus(d6).plus(d6).toDistribution()).isEqualTo(Distribution.diceSum(3, 6));
    // past a long: the weights switch to BigInteger and still agree
    assertThat(IntDistribution.diceSum(15, 6).plus(IntDistribution.diceSum(15, 6)).toDistribution())
        .isEqualTo(Distribution.diceSum(30, 6));
  }

  @Test
  void negateShiftMeanAndVariance() {
    IntDistribution d = IntDistribution.diceSum(2, 6).negate().shift(1);
    assertThat(d.min()).isEqualTo(-11);
    assertThat(d.max()).isEqualTo(-1);
    assertThat(d.probability(-6)).isEqualTo(Rational.of(1, 6));
    assertThat(d.mean()).isEqualTo(Rational.of(-6));
    assertThat(d.variance()).isEqualTo(Rational.of(35, 6));
  }

  @Test
  void builderMixesDenominatorsExactly() {
    IntDistribution d6 = IntDistribution.diceSum(1, 6);
    IntDistribution d4 = IntDistribution.diceSum(1, 4);
    Distribution.Builder<String> b = Distribution.builder();
    b.add("six", d6, 0).add("four", d4, 0).add("six", Rational.of(1, 3)).add("four", 1, 12);
    Distribution<String> d = b.build();
    assertThat(d.probability("six")).isEqualTo(Rational.of(1, 2));
    assertThat(d.probability("four")).isEqualTo(Rational.of(1, 3));
    assertThat(d.denominator()).isEqualTo(BigInteger.valueOf(12));
    assertThat(d.outcomes()).containsExactly("six", "four").inOrder();
  }

  @Test
  void twentyD6AgainstTwentyD6AddsProductsPastALong() {
    IntDistribution a = IntDistribution.diceSum(20, 6);
    Distribution.Builder<Integer> b = Distribution.builder();
    for (int i = 0; i < a.size(); i++) {
      for (int j = 0; j < a.size(); j++) {
        b.add(Integer.signum(a.value(i) - a.value(j)), a, i, a, j);
      }
    }
    Distribution<Integer> d = b.build();
    assertThat(d.total()).isEqualTo(Rational.ONE);
    // by symmetry a win and a loss are equally likely; a tie is the sum of squared weights
    assertThat(d.probability(1)).isEqualTo(d.probability(-1));
    BigInteger ties = BigInteger.ZERO;
    for (int i = 0; i < a.size(); i++) {
      ties = ties.add(a.bigWeight(i).pow(2));
    }
    assertThat(d.probability(0)).isEqualTo(Rational.of(ties, BigInteger.valueOf(6).pow(40)));
  }

  @Test
  void mapMergesWeightsInFirstSeenOrder() {
    Distribution<String> parity = Distribution.diceSum(2, 6).map(s -> s % 2 == 0 ? "even" : "odd");
    assertThat(parity.outcomes()).containsExactly("even", "odd").inOrder();
    assertThat(parity.probability("even")).isEqualTo(Rational.of(1, 2));
    assertThat(parity.toString()).isEqualTo("{even=1/2, odd=1/2}");
  }

  @Test
  void aDenominatorAfterMassAddedOverOneRescalesIt() {
    Distribution<String> d = Distribution.<String>builder().add("a", 1, 2).add("b", 0, 1).add("c", 1, 4)
        .add("a", Rational.of(1, 4)).build();
    assertThat(d.toString()).isEqualTo("{a=3/4, b=0, c=1/4}");
    Distribution<String> one = Distribution.<String>builder().add("x", 1, 1).add("y", 1, 3).build();
    assertThat(one.probability("x")).isEqualTo(Rational.ONE);
    assertThat(one.total()).isEqualTo(Rational.of(4, 3));
  }
}
