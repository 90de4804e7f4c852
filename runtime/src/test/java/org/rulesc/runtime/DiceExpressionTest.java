package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class DiceExpressionTest {

  /** Every throw sequence the roll can ask for, with its probability; what the roll made of it. */
  private record Enumerated(Map<Integer, Rational> totals, Rational truncated) {}

  /**
   * Rolls {@code e} once for every sequence of faces it can ask for (a depth-first walk of the
   * tree of throws: replay a prefix, extend with 1s, then step the last face that can grow).
   */
  private static Enumerated bruteForce(DiceExpression e) {
    Map<Integer, Rational> totals = new TreeMap<>();
    Rational truncated = Rational.ZERO;
    List<Integer> prefix = new ArrayList<>();
    while (true) {
      List<Integer> faces = new ArrayList<>(prefix);
      List<Integer> sides = new ArrayList<>();
      Dice walk = s -> {
        sides.add(s);
        if (sides.size() > faces.size()) {
          faces.add(1);
        }
        return faces.get(sides.size() - 1);
      };
      DiceExpression.Rolled r = e.roll(walk);
      Rational p = Rational.ONE;
      for (int s : sides) {
        p = p.times(Rational.of(1, s));
      }
      totals.merge(r.total(), p, Rational::plus);
      if (r.truncated()) {
        truncated = truncated.plus(p);
      }
      int i = sides.size() - 1;
      while (i >= 0 && faces.get(i) == sides.get(i)) {
        i--;
      }
      if (i < 0) {
        return new Enumerated(totals, truncated);
      }
      prefix = new ArrayList<>(faces.subList(0, i + 1));
      prefix.set(i, faces.get(i) + 1);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "3d6", "4d6kh3", "4d6dl1", "3d6kl2", "2d20kl1", "3d6dh1", "5d6>=5", "4d4<=2", "4d6r1", "3d6rr1,2",
      "2d6!", "3d4!>=3", "2d4!3..4", "3d6r1kh2", "d8+d6-2", "4d4kh2>=3", "3 - 2d4", "d%", "2d6r6!",
      "3d3rr1kl2", "4d6kh0", "2d6dl2"})
  void matchesBruteForceEnumeration(String text) {
    DiceExpression e = DiceExpression.parse(text, 2);
    DiceExpression.Odds odds = e.odds();
    Enumerated brute = bruteForce(e);
    assertThat(odds.totals().toDistribution().asMap()).isEqualTo(brute.totals());
    assertThat(odds.totals().total()).isEqualTo(Rational.ONE);
    assertThat(odds.tail()).isEqualTo(brute.truncated());
  }

  @Test
  void explosionTailIsExactAndVisible() {
    DiceExpression.Odds odds = DiceExpression.parse("d6!", 3).odds();
    // a 6, then three more 6s: the fourth explosion is cut off
    assertThat(odds.tail()).isEqualTo(Rational.of(1, 1296));
    assertThat(odds.totals().max()).isEqualTo(24);
    assertThat(odds.totals().probability(24)).isEqualTo(Rational.of(1, 1296));
    assertThat(odds.totals().probability(6)).isEqualTo(Rational.ZERO);
    assertThat(odds.totals().total()).isEqualTo(Rational.ONE);
  }

  @Test
  void iceboolSizesAreExact() {
    assertThat(DiceExpression.parse("4d6kh3").odds().totals().probability(18)).isEqualTo(Rational.of(21, 1296));
    IntDistribution big = DiceExpression.parse("1000d6kh3").odds().totals();
    assertThat(big.total()).isEqualTo(Rational.ONE);
    assertThat(big.min()).isEqualTo(3);
    // all three kept dice are 6 unless at most two of the 1000 dice show 6
    assertThat(big.probability(18).compareTo(Rational.of(999_999, 1_000_000))).isGreaterThan(0);
    assertThat(DiceExpression.parse("10d10kh5").odds().totals().total()).isEqualTo(Rational.ONE);
    IntDistribution opposed = DiceExpression.parse("10d6-10d6").odds().totals();
    assertThat(opposed.probability(1)).isEqualTo(opposed.probability(-1));
  }

  @Test
  void keepingPastALongCountsWithBigIntegers() {
    // 6^25 ways do not fit a long; the two highest of 25d6 are both 6 unless at most one 6 shows
    IntDistribution d = DiceExpression.parse("25d6kh2").odds().totals();
    Rational noSix = Rational.of(java.math.BigInteger.valueOf(5).pow(25), java.math.BigInteger.valueOf(6).pow(25));
    Rational oneSix = Rational.of(java.math.BigInteger.valueOf(25).multiply(java.math.BigInteger.valueOf(5).pow(24)),
        java.math.BigInteger.valueOf(6).pow(25));
    assertThat(d.probability(12)).isEqualTo(Rational.ONE.minus(noSix).minus(oneSix));
    assertThat(d.total()).isEqualTo(Rational.ONE);
    // and the lowest of them: at least one 1 in 25 dice
    assertThat(DiceExpression.parse("25d6kl1").odds().totals().probability(1))
        .isEqualTo(Rational.ONE.minus(noSix));
  }

  @Test
  void expressionsTooLargeToCountAreRefusedNotHung() {
    IllegalArgumentException err = assertThrows(IllegalArgumentException.class,
        () -> DiceExpression.parse("1000d1000").odds());
    assertThat(err).hasMessageThat().startsWith("too large to count exactly: 1000d1000 takes about");
    assertThrows(IllegalArgumentException.class, () -> DiceExpression.parse("1000d100kh500").odds());
    // but it still rolls
    assertThat(DiceExpression.parse("1000d1000").roll(Dice.seeded(1)).total()).isAtLeast(1000);
    DiceSyntaxError big = assertThrows(DiceSyntaxError.class,
        () -> DiceExpression.parse("1000d1000!+1000d1000!+1000d1000!", 100));
    assertThat(big.reason()).contains("more than 100000000");
  }

  @Test
  void rollAsksForFacesInTheDocumentedOrder() {
    // die 1: 1 rerolled to 6, explodes into a 2; die 2: 3; then the d4
    DiceExpression e = DiceExpression.parse("2d6r1!+d4");
    RiggedDice dice = RiggedDice.of(List.of(new RiggedDice.Roll(6, 1), new RiggedDice.Roll(6, 6),
        new RiggedDice.Roll(6, 2), new RiggedDice.Roll(6, 3), new RiggedDice.Roll(4, 4)));
    DiceExpression.Rolled r = e.roll(dice);
    dice.assertAllUsed();
    assertThat(r.total()).isEqualTo(15);
    assertThat(r.truncated()).isFalse();
    assertThat(r.detail()).isEqualTo("[1r6!2, 3] + [4]");
  }

  @Test
  void keepShowsDroppedDice() {
    DiceExpression.Rolled r = DiceExpression.parse("4d6kh3").roll(RiggedDice.of(6, 2, 5, 1, 6));
    assertThat(r.total()).isEqualTo(13);
    assertThat(r.detail()).isEqualTo("[2, 5, (1), 6]");
  }

  @Test
  void boundedRerollIsTruncated() {
    DiceExpression.Rolled r = DiceExpression.parse("d6rr1", 2).roll(RiggedDice.of(6, 1, 1, 1));
    assertThat(r.total()).isEqualTo(1);
    assertThat(r.truncated()).isTrue();
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "4d6d1|4|write dl1 to drop the lowest die",
      "4d6k3|4|write kh or kl with a count",
      "10d10>8|6|write >=8",
      "2d6!!|5|compounding (!!) is not supported",
      "2d6r7|5|face 7 not on a d6",
      "d6rr1..6|3|would never stop",
      "4d6kh5|4|cannot keep 5 of 4 dice",
      "2d6 * 2|5|expected + or - between terms",
      "4d6!kh3|5|cannot both keep or drop and explode",
      "|1|empty dice expression",
      "2d|3|expected the faces of the die",
      "3d6+|5|expected dice or a number at the end"})
  void syntaxErrorsPointAtTheColumn(String text, int column, String reason) {
    DiceSyntaxError err = assertThrows(DiceSyntaxError.class, () -> DiceExpression.parse(text == null ? "" : text));
    assertThat(err.column()).isEqualTo(column);
    assertThat(err.reason()).contains(reason);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "d6kh3|2|2d6", "d6kh3|5|5d6kh3", "d6dl1|1|0", "d6dl1|4|4d6dl1", "d6dh2|2|0", "d10>=8|6|6d10>=8",
      "d6r1!|2|2d6r1!", "d4rr1kl2|3|3d4rr1kl2", "d6|0|0"})
  void aPoolsDiceForACountAreTheWrittenDice(String pool, int count, String written) {
    DiceExpression dice = DiceExpression.pool(pool).times(count);
    assertThat(dice.distribution().toDistribution().asMap())
        .isEqualTo(DiceExpression.parse(written).odds().totals().toDistribution().asMap());
    assertThat(DiceExpression.pool(pool).times(count).distribution().total()).isEqualTo(Rational.ONE);
  }

  @Test
  void aPoolIsOneTermWithoutACount() {
    assertThat(assertThrows(DiceSyntaxError.class, () -> DiceExpression.pool("2d6")).reason())
        .contains("without a count");
    assertThat(assertThrows(DiceSyntaxError.class, () -> DiceExpression.pool("d6+d4")).reason())
        .contains("one kind of dice");
    assertThrows(IllegalStateException.class, () -> DiceExpression.parse("2d6").times(3));
    assertThrows(IllegalArgumentException.class, () -> DiceExpression.pool("d6").times(-1));
    assertThat(assertThrows(RuleViolation.class, () -> DiceExpression.pool("d10>=8").times(1001)).getMessage())
        .contains("at most 1000 dice, not 1001");
  }

  @ParameterizedTest
  @ValueSource(strings = {"4d6kh3", "2d6r1!+d4", "10d10>=8", "3d6rr1,2", "d8+d6-1", "4d6dl1+2"})
  void totalIsTheRolledTotalFromTheSameFaces(String text) {
    DiceExpression e = DiceExpression.parse(text);
    for (long seed = 0; seed < 200; seed++) {
      assertThat(e.total(Dice.seeded(seed))).isEqualTo(e.roll(Dice.seeded(seed)).total());
    }
  }

  @Test
  void sizesAndExtraDice() {
    assertThat(DiceExpression.parse("d8+2d6-d8").sizes()).containsExactly(8, 6).inOrder();
    assertThat(DiceExpression.parse("4d6kh3").throwsExtraDice()).isFalse();
    assertThat(DiceExpression.parse("2d6+d6!").throwsExtraDice()).isTrue();
  }
}
