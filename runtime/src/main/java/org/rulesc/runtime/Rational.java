package org.rulesc.runtime;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Objects;

/**
 * An exact fraction of two {@link BigInteger}s, always kept in lowest terms with a positive
 * denominator.
 *
 * <p>Exists because rulebook probabilities ("1 in 6", "3/36") must compare and sum exactly: a
 * generated test asserting that a check succeeds with probability 5/12 cannot tolerate
 * floating-point drift. Instances are immutable and value-equal when they denote the same number.
 */
public final class Rational implements Comparable<Rational> {

  /** The number 0. */
  public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);

  /** The number 1. */
  public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);

  private final BigInteger num;
  private final BigInteger den;

  /** Trusts its arguments to be normalised already. */
  private Rational(BigInteger num, BigInteger den) {
    this.num = num;
    this.den = den;
  }

  /** Normalises {@code num/den}. */
  public static Rational of(BigInteger num, BigInteger den) {
    Objects.requireNonNull(num, "num");
    Objects.requireNonNull(den, "den");
    if (den.signum() == 0) {
      throw new ArithmeticException("denominator is zero in " + num + "/0");
    }
    if (num.signum() == 0) {
      return ZERO;
    }
    if (den.signum() < 0) {
      num = num.negate();
      den = den.negate();
    }
    BigInteger g = num.gcd(den);
    if (!g.equals(BigInteger.ONE)) {
      num = num.divide(g);
      den = den.divide(g);
    }
    if (den.equals(BigInteger.ONE) && num.equals(BigInteger.ONE)) {
      return ONE;
    }
    return new Rational(num, den);
  }

  /**
   * Returns {@code num/den} in lowest terms.
   *
   * @throws ArithmeticException if {@code den} is zero
   */
  public static Rational of(long num, long den) {
    return of(BigInteger.valueOf(num), BigInteger.valueOf(den));
  }

  /** Returns the integer {@code n}. */
  public static Rational of(long n) {
    return of(BigInteger.valueOf(n), BigInteger.ONE);
  }

  /**
   * Parses an integer ({@code "3"}, {@code "-2"}) or a fraction ({@code "1/6"}, {@code "-1/6"}).
   * Surrounding whitespace is ignored.
   *
   * @throws NumberFormatException if the text is not of that form
   * @throws ArithmeticException if the denominator is zero
   */
  public static Rational parse(String text) {
    Objects.requireNonNull(text, "text");
    String s = text.strip();
    int slash = s.indexOf('/');
    try {
      if (slash < 0) {
        return of(new BigInteger(s), BigInteger.ONE);
      }
      String n = s.substring(0, slash).strip();
      String d = s.substring(slash + 1).strip();
      if (d.startsWith("+") || d.startsWith("-")) {
        throw new NumberFormatException("sign in denominator");
      }
      return of(new BigInteger(n), new BigInteger(d));
    } catch (NumberFormatException e) {
      throw new NumberFormatException("not a rational number: \"" + text + "\"");
    }
  }

  /** Returns {@code this + other}. */
  public Rational plus(Rational other) {
    return of(num.multiply(other.den).add(other.num.multiply(den)), den.multiply(other.den));
  }

  /** Returns {@code this - other}. */
  public Rational minus(Rational other) {
    return plus(other.negate());
  }

  /** Returns {@code this * other}. */
  public Rational times(Rational other) {
    return of(num.multiply(other.num), den.multiply(other.den));
  }

  /**
   * Returns {@code this / other}.
   *
   * @throws ArithmeticException if {@code other} is zero
   */
  public Rational dividedBy(Rational other) {
    if (other.num.signum() == 0) {
      throw new ArithmeticException("division by zero: " + this + " / 0");
    }
    return of(num.multiply(other.den), den.multiply(other.num));
  }

  /** Returns {@code -this}. */
  public Rational negate() {
    return num.signum() == 0 ? this : new Rational(num.negate(), den);
  }

  /** The numerator in lowest terms; carries the sign. */
  public BigInteger numerator() {
    return num;
  }

  /** The denominator in lowest terms; always positive. */
  public BigInteger denominator() {
    return den;
  }

  /** Sign of this number: -1, 0 or 1. */
  public int signum() {
    return num.signum();
  }

  /** The nearest double (correctly rounded for ordinary magnitudes). */
  public double toDouble() {
    if (den.equals(BigInteger.ONE)) {
      return num.doubleValue();
    }
    return new BigDecimal(num).divide(new BigDecimal(den), MathContext.DECIMAL128).doubleValue();
  }

  @Override
  public int compareTo(Rational other) {
    return num.multiply(other.den).compareTo(other.num.multiply(den));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Rational r && num.equals(r.num) && den.equals(r.den);
  }

  @Override
  public int hashCode() {
    return 31 * num.hashCode() + den.hashCode();
  }

  /** {@code "1/6"}, {@code "-2/3"}, or just the integer ({@code "1"}, {@code "0"}). */
  @Override
  public String toString() {
    return den.equals(BigInteger.ONE) ? num.toString() : num + "/" + den;
  }
}
