package org.rulesc.runtime;

/**
 * Comparisons and choices on a random face, computed without a branch.
 *
 * <p>A test such as {@code roll <= target} on a die's face is as likely to go one way as the
 * other, so the processor cannot predict a branch on it, and each wrong guess costs more than
 * rolling the die. Generated checks decide success, grades and simple outputs with these methods
 * instead: each is arithmetic on the sign of a 64-bit difference (exact for every {@code int},
 * no overflow), which the JIT compiles to a few instructions and no jump. They return exactly
 * what the plain comparison or {@code ?:} returns.
 */
public final class Faces {
  private Faces() {}

  /**
   * {@code face <= most}.
   *
   * @param face the value compared, usually a face or a sum of dice
   * @param most the largest value that passes
   * @return whether {@code face <= most}
   */
  public static boolean atMost(int face, int most) {
    return sign((long) most - face) == 0;
  }

  /**
   * {@code face >= least}.
   *
   * @param face the value compared
   * @param least the smallest value that passes
   * @return whether {@code face >= least}
   */
  public static boolean atLeast(int face, int least) {
    return sign((long) face - least) == 0;
  }

  /**
   * {@code face < bound}.
   *
   * @param face the value compared
   * @param bound the smallest value that fails
   * @return whether {@code face < bound}
   */
  public static boolean below(int face, int bound) {
    return sign((long) face - bound) != 0;
  }

  /**
   * {@code face > bound}.
   *
   * @param face the value compared
   * @param bound the largest value that fails
   * @return whether {@code face > bound}
   */
  public static boolean above(int face, int bound) {
    return sign((long) bound - face) != 0;
  }

  /**
   * 1 when {@code difference} is negative, else 0. An {@code int}, so that testing it against 0
   * is a comparison the JIT turns into a value, not a jump (it does not do so for a {@code long}).
   */
  private static int sign(long difference) {
    return (int) (difference >>> 63);
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
