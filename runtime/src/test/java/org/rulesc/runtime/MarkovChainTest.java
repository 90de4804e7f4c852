package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class MarkovChainTest {

  /** A 4+ on a d6 takes one hit point. */
  private static Distribution<Integer> hit(int hp) {
    return Distribution.<Integer>builder().add(hp - 1, Rational.of(1, 2)).add(hp, Rational.of(1, 2)).build();
  }

  @Test
  void threeHitsAtOneHalfFollowTheNegativeBinomial() {
    MarkovChain.Result r = MarkovChain.of(3, hp -> hp <= 0, MarkovChainTest::hit, 6);
    for (int k = 1; k <= 6; k++) {
      // P(at least 3 successes in k trials at 1/2) = sum_{j>=3} C(k, j) / 2^k
      BigInteger ways = BigInteger.ZERO;
      for (int j = 3; j <= k; j++) {
        ways = ways.add(binomial(k, j));
      }
      assertThat(r.doneBy(k)).isEqualTo(Rational.of(ways, BigInteger.TWO.pow(k)));
    }
    assertThat(r.expectedSteps()).isEqualTo(Rational.of(6)); // 3 successes at 1/2: 3 / (1/2)
    assertThat(r.after().total()).isEqualTo(Rational.ONE);
    // done by 6 = P(at least 3 of 6 at 1/2) = 42/64, written out
    assertThat(r.after().probability(0)).isEqualTo(Rational.of(42, 64));
  }

  @Test
  void aStateThatCannotFinishHasNoExpectation() {
    // from 2 nothing ever happens again
    MarkovChain.Result r = MarkovChain.of(3, hp -> hp <= 0,
        hp -> hp == 2 ? Distribution.<Integer>builder().add(2, Rational.ONE).build() : hit(hp), 3);
    assertThat(r.expectedSteps()).isNull();
    assertThat(r.doneBy(3)).isEqualTo(Rational.ZERO);
  }

  @Test
  void startingDoneIsDoneAtOnce() {
    MarkovChain.Result r = MarkovChain.of(0, hp -> hp <= 0, MarkovChainTest::hit, 2);
    assertThat(r.doneBy(1)).isEqualTo(Rational.ONE);
    assertThat(r.expectedSteps()).isEqualTo(Rational.ZERO);
  }

  @Test
  void expectationOfAGeometricWait() {
    // done on a 6: expected 6 throws; done by 2: 11/36
    MarkovChain.Result r = MarkovChain.of(0, s -> s == 1,
        s -> Distribution.<Integer>builder().add(1, Rational.of(1, 6)).add(0, Rational.of(5, 6)).build(), 2);
    assertThat(r.expectedSteps()).isEqualTo(Rational.of(6));
    assertThat(r.doneBy(2)).isEqualTo(Rational.of(11, 36));
  }

  @Test
  void boundsAreChecked() {
    assertThat(assertThrows(IllegalArgumentException.class,
        () -> MarkovChain.of(0, s -> false, MarkovChainTest::hit, 0)).getMessage()).contains("steps, not 0");
    assertThat(assertThrows(IllegalArgumentException.class,
        () -> MarkovChain.of(0, s -> false, MarkovChainTest::hit, 3)).getMessage()).contains("more than");
    // a step whose chances do not sum to 1 is refused, not normalised
    assertThat(assertThrows(IllegalArgumentException.class, () -> MarkovChain.of(0, s -> s == 1,
        s -> Distribution.<Integer>builder().add(1, Rational.of(1, 4)).add(0, Rational.of(1, 2)).build(), 2))
        .getMessage()).contains("sum to 3/4, not 1");
  }

  private static BigInteger binomial(int n, int k) {
    BigInteger out = BigInteger.ONE;
    for (int i = 0; i < k; i++) {
      out = out.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
    }
    return out;
  }
}
