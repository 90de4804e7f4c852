package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DistributionTest {

  enum Result {
    SUCCESS,
    FAILURE
  }

  @Test
  void builderAccumulatesAndKeepsOrder() {
    Distribution<Result> d =
        Distribution.<Result>builder()
            .add(Result.SUCCESS, Rational.of(1, 3))
            .add(Result.FAILURE, Rational.of(1, 2))
            .add(Result.SUCCESS, Rational.of(1, 6))
            .build();
    assertThat(d.probability(Result.SUCCESS)).isEqualTo(Rational.of(1, 2));
    assertThat(d.outcomes()).containsExactly(Result.SUCCESS, Result.FAILURE).inOrder();
    assertThat(d.toString()).isEqualTo("{SUCCESS=1/2, FAILURE=1/2}");
    assertThat(d.total()).isEqualTo(Rational.ONE);
  }

  @Test
  void absentOutcomeHasZeroProbability() {
    Distribution<String> d = Distribution.<String>builder().add("a", Rational.ONE).build();
    assertThat(d.probability("b")).isEqualTo(Rational.ZERO);
  }

  @Test
  void asMapIsUnmodifiable() {
    Distribution<String> d = Distribution.<String>builder().add("a", Rational.ONE).build();
    Map<String, Rational> m = d.asMap();
    assertThrows(UnsupportedOperationException.class, () -> m.put("b", Rational.ZERO));
  }

  @Test
  void rejectsNegativeMass() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Distribution.<String>builder().add("a", Rational.of(-1, 2)));
  }

  @Test
  void twoD6() {
    Distribution<Integer> d = Distribution.diceSum(2, 6);
    assertThat(d.outcomes()).containsExactly(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12).inOrder();
    assertThat(d.probability(7)).isEqualTo(Rational.of(1, 6));
    assertThat(d.probability(2)).isEqualTo(Rational.of(1, 36));
    assertThat(d.probability(12)).isEqualTo(Rational.of(1, 36));
    assertThat(d.probability(6)).isEqualTo(Rational.of(5, 36));
    assertThat(d.probability(1)).isEqualTo(Rational.ZERO);
    assertThat(d.probability(s -> s >= 10)).isEqualTo(Rational.of(1, 6));
    assertThat(d.total()).isEqualTo(Rational.ONE);
  }

  @Test
  void threeD6MatchesEnumeration() {
    Distribution<Integer> d = Distribution.diceSum(3, 6);
    int[] ways = new int[19];
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          ways[a + b + c]++;
        }
      }
    }
    for (int s = 3; s <= 18; s++) {
      assertThat(d.probability(s)).isEqualTo(Rational.of(ways[s], 216));
    }
    assertThat(d.probability(10)).isEqualTo(Rational.of(27, 216));
  }

  @Test
  void zeroAndOneDice() {
    assertThat(Distribution.diceSum(0, 6).asMap()).containsExactly(0, Rational.ONE);
    Distribution<Integer> d20 = Distribution.diceSum(1, 20);
    assertThat(d20.outcomes()).hasSize(20);
    assertThat(d20.probability(13)).isEqualTo(Rational.of(1, 20));
  }

  @Test
  void largePoolIsExactAndFast() {
    Distribution<Integer> d = Distribution.diceSum(10, 6);
    assertThat(d.outcomes()).hasSize(51);
    assertThat(d.probability(10)).isEqualTo(Rational.of(BigInteger.ONE, BigInteger.valueOf(6).pow(10)));
    // Number of ways 10d6 sums to 35 is 4395456 (the central coefficient).
    assertThat(d.probability(35))
        .isEqualTo(Rational.of(BigInteger.valueOf(4395456), BigInteger.valueOf(6).pow(10)));
    assertThat(d.total()).isEqualTo(Rational.ONE);
    Distribution<Integer> big = Distribution.diceSum(100, 10);
    assertThat(big.total()).isEqualTo(Rational.ONE);
  }

  @Test
  void diceSumRejectsBadArguments() {
    assertThrows(IllegalArgumentException.class, () -> Distribution.diceSum(-1, 6));
    assertThrows(IllegalArgumentException.class, () -> Distribution.diceSum(2, 0));
  }

  @Test
  void mapMergesMass() {
    Distribution<Result> d =
        Distribution.diceSum(2, 6).map(s -> s >= 8 ? Result.SUCCESS : Result.FAILURE);
    assertThat(d.probability(Result.SUCCESS)).isEqualTo(Rational.of(15, 36));
    assertThat(d.probability(Result.FAILURE)).isEqualTo(Rational.of(21, 36));
    assertThat(d.outcomes()).containsExactly(Result.FAILURE, Result.SUCCESS).inOrder();
    assertThat(d.total()).isEqualTo(Rational.ONE);
  }
}
