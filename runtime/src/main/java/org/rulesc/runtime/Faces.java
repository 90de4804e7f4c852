package org.rulesc.runtime;

/**
 * Choices on a random face, computed without a branch.
 *
 * <p>A test such as {@code roll <= target} on a die's face is as likely to go one way as the
 * other, so the processor cannot predict a branch on it, and each wrong guess costs more than
 * rolling the die. Generated checks keep such a comparison a plain {@code int} comparison (the
 * JIT turns it into a flag, measured in docs/performance.md) and build on it with these methods:
 * a bit of the set of grades that apply, and a choice between two values already computed, as
 * arithmetic with no jump. They return exactly what the plain {@code ?:} returns.
 */
public final class Faces {
  private Faces() {}

  /**
   * Whether a value computed in {@code long} is an {@code int}: a step of checked arithmetic
   * computed ahead of the rule (so that it cannot throw there) tested for the overflow the
   * rule's own {@code Math.addExact} … would have thrown.
   *
   * @param value the step's exact value
   * @return whether it lies in the {@code int} range
   */
  public static boolean fits(long value) {
    return value == (int) value;
  }

  /**
   * One bit of a set: {@code condition ? 1 << bit : 0}.
   *
   * @param condition whether the bit is set
   * @param bit which bit, 0 to 30
   * @return {@code 1 << bit} when {@code condition}, else 0
   */
  public static int bit(boolean condition, int bit) {
    return (condition ? 1 : 0) << bit;
  }

  /**
   * {@code condition ? ifTrue : ifFalse} for two values the caller has computed already.
   *
   * @param condition which value to return
   * @param ifTrue returned when {@code condition}
   * @param ifFalse returned otherwise
   * @return {@code ifTrue} when {@code condition}, else {@code ifFalse}
   */
  public static int pick(boolean condition, int ifTrue, int ifFalse) {
    return ifFalse ^ (ifTrue ^ ifFalse) & -(condition ? 1 : 0);
  }
}
