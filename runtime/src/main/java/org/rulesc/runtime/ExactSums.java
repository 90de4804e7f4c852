package org.rulesc.runtime;

/**
 * A long run of {@code +} and {@code -} on {@code int}s, added left to right with a check at
 * every step, as {@code Math.addExact} and {@code Math.subtractExact} nested as written would:
 * the run throws {@link ArithmeticException} exactly when one of its partial sums leaves the
 * {@code int} range. Generated code calls it for runs too long to nest (javac's passes are
 * recursive, and a few thousand nested calls overflow its stack); each term comes with its sign
 * already applied, widened to {@code long} so that negating {@code Integer.MIN_VALUE} is exact.
 */
public final class ExactSums {
  private ExactSums() {}

  /**
   * The sum of the terms, left to right.
   *
   * @param first the first term
   * @param signedTerms the later terms, each negated when it is subtracted
   * @return the sum
   * @throws ArithmeticException when a partial sum leaves the {@code int} range ("integer overflow")
   */
  public static int of(int first, long... signedTerms) {
    long sum = first;
    for (long term : signedTerms) {
      sum += term; // |sum| < 2^31 and |term| <= 2^31: exact in a long
      if (sum != (int) sum) {
        throw new ArithmeticException("integer overflow");
      }
    }
    return (int) sum;
  }
}
