package org.rulesc.runtime;

import java.math.BigInteger;
import org.rulesc.runtime.Continuous.Point;

/**
 * Directions on the table: which side of a line a point lies on, and whether it lies within an
 * angle of a direction. Everything is measured on the table, heights ignored, seen from above with
 * x growing to the right and y growing up the page (so "left" is counter-clockwise).
 *
 * <p>The tests are exact: coordinates are whole base units and an angle is tested through its
 * squared cosine, which is rational for the angles that take one ({@link #withinAngle}), so no
 * floating point decides a rule and the generated code and the interpreter always agree.
 */
public final class Bearings {
  private Bearings() {}

  /**
   * Whether {@code p} is strictly to the left of the line from {@code from} through {@code
   * through}. A point on the line, or a line of no length, is on neither side.
   */
  public static boolean leftOf(Point from, Point through, Point p) {
    return cross(from, through, p).signum() > 0;
  }

  /** Whether {@code p} is strictly to the right of the line from {@code from} through {@code through}. */
  public static boolean rightOf(Point from, Point through, Point p) {
    return cross(from, through, p).signum() < 0;
  }

  /**
   * Whether the angle at {@code apex} between the direction to {@code toward} and the direction to
   * {@code p} is at most {@code degrees}, edges included. A point at the apex, or a direction
   * toward the apex itself, has no direction and is never within.
   *
   * @param degrees one of 0, 30, 45, 60, 90, 120, 135, 150, 180: the angles whose squared cosine
   *     is rational (0, 1/4, 1/2, 3/4 or 1), so the test is exact
   * @throws ArithmeticException for any other angle
   */
  public static boolean withinAngle(Point apex, Point toward, Point p, long degrees) {
    int[] cosSquared = cosSquared(degrees); // numerator, denominator
    BigInteger ux = diff(toward.x(), apex.x());
    BigInteger uy = diff(toward.y(), apex.y());
    BigInteger vx = diff(p.x(), apex.x());
    BigInteger vy = diff(p.y(), apex.y());
    BigInteger uu = ux.multiply(ux).add(uy.multiply(uy));
    BigInteger vv = vx.multiply(vx).add(vy.multiply(vy));
    if (uu.signum() == 0 || vv.signum() == 0) {
      return false;
    }
    BigInteger dot = ux.multiply(vx).add(uy.multiply(vy));
    // dot² · den compared with num · |u|²|v|²: cos² of the angle against cos² of the limit
    int compared = dot.multiply(dot).multiply(BigInteger.valueOf(cosSquared[1]))
        .compareTo(uu.multiply(vv).multiply(BigInteger.valueOf(cosSquared[0])));
    if (degrees < 90) {
      return dot.signum() > 0 && compared >= 0;
    }
    if (degrees == 90) {
      return dot.signum() >= 0;
    }
    return dot.signum() >= 0 || compared <= 0;
  }

  private static int[] cosSquared(long degrees) {
    return switch ((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, degrees))) {
      case 0, 180 -> new int[] {1, 1};
      case 30, 150 -> new int[] {3, 4};
      case 45, 135 -> new int[] {1, 2};
      case 60, 120 -> new int[] {1, 4};
      case 90 -> new int[] {0, 1};
      default -> throw new ArithmeticException("an angle of " + degrees + "° has no exact test: use 0, 30, 45, "
          + "60, 90, 120, 135, 150 or 180");
    };
  }

  private static BigInteger cross(Point from, Point through, Point p) {
    BigInteger ux = diff(through.x(), from.x());
    BigInteger uy = diff(through.y(), from.y());
    BigInteger vx = diff(p.x(), from.x());
    BigInteger vy = diff(p.y(), from.y());
    return ux.multiply(vy).subtract(uy.multiply(vx));
  }

  private static BigInteger diff(long a, long b) {
    return BigInteger.valueOf(a).subtract(BigInteger.valueOf(b));
  }
}
