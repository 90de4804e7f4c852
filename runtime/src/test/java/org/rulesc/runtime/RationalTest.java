package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class RationalTest {

  @Test
  void normalises() {
    Rational r = Rational.of(6, -36);
    assertThat(r.numerator()).isEqualTo(BigInteger.valueOf(-1));
    assertThat(r.denominator()).isEqualTo(BigInteger.valueOf(6));
    assertThat(r).isEqualTo(Rational.of(-1, 6));
    assertThat(r.hashCode()).isEqualTo(Rational.of(-1, 6).hashCode());
    assertThat(Rational.of(0, -5)).isEqualTo(Rational.ZERO);
    assertThat(Rational.of(0, -5).denominator()).isEqualTo(BigInteger.ONE);
    assertThat(Rational.of(-4, -4)).isEqualTo(Rational.ONE);
  }

  @Test
  void zeroDenominatorThrows() {
    assertThrows(ArithmeticException.class, () -> Rational.of(1, 0));
    assertThrows(ArithmeticException.class, () -> Rational.parse("1/0"));
  }

  @Test
  void arithmetic() {
    Rational sixth = Rational.of(1, 6);
    Rational third = Rational.of(1, 3);
    assertThat(sixth.plus(third)).isEqualTo(Rational.of(1, 2));
    assertThat(sixth.minus(third)).isEqualTo(Rational.of(-1, 6));
    assertThat(sixth.times(third)).isEqualTo(Rational.of(1, 18));
    assertThat(sixth.dividedBy(third)).isEqualTo(Rational.of(1, 2));
    assertThat(third.dividedBy(Rational.of(-2, 3))).isEqualTo(Rational.of(-1, 2));
    assertThat(sixth.negate()).isEqualTo(Rational.of(-1, 6));
    assertThat(Rational.ZERO.negate()).isEqualTo(Rational.ZERO);
    assertThat(Rational.of(5, 6).plus(Rational.of(1, 6))).isEqualTo(Rational.ONE);
  }

  @Test
  void divisionByZeroThrows() {
    assertThrows(ArithmeticException.class, () -> Rational.ONE.dividedBy(Rational.ZERO));
  }

  @Test
  void parse() {
    assertThat(Rational.parse("3")).isEqualTo(Rational.of(3));
    assertThat(Rational.parse("-1/6")).isEqualTo(Rational.of(-1, 6));
    assertThat(Rational.parse("1/6")).isEqualTo(Rational.of(1, 6));
    assertThat(Rational.parse("2/12")).isEqualTo(Rational.of(1, 6));
    assertThat(Rational.parse(" 5 / 10 ")).isEqualTo(Rational.of(1, 2));
    assertThrows(NumberFormatException.class, () -> Rational.parse("one"));
    assertThrows(NumberFormatException.class, () -> Rational.parse("1/"));
    assertThrows(NumberFormatException.class, () -> Rational.parse("1/2/3"));
    assertThrows(NumberFormatException.class, () -> Rational.parse("1/-2"));
  }

  @Test
  void toStringForms() {
    assertThat(Rational.of(1, 6).toString()).isEqualTo("1/6");
    assertThat(Rational.of(3, 3).toString()).isEqualTo("1");
    assertThat(Rational.of(4, -6).toString()).isEqualTo("-2/3");
    assertThat(Rational.of(0, 7).toString()).isEqualTo("0");
    assertThat(Rational.parse(Rational.of(-7, 9).toString())).isEqualTo(Rational.of(-7, 9));
  }

  @Test
  void ordering() {
    assertThat(Rational.of(1, 3)).isGreaterThan(Rational.of(1, 4));
    assertThat(Rational.of(-1, 3)).isLessThan(Rational.of(-1, 4));
    assertThat(Rational.of(2, 4).compareTo(Rational.of(1, 2))).isEqualTo(0);
  }

  @Test
  void toDouble() {
    assertThat(Rational.of(1, 4).toDouble()).isEqualTo(0.25);
    assertThat(Rational.of(-3).toDouble()).isEqualTo(-3.0);
    assertThat(Rational.of(1, 3).toDouble()).isWithin(1e-15).of(1.0 / 3);
  }
}
