package org.rulesc.runtime;

import java.math.BigInteger;

/**
 * Geometry for games played on an open table with a ruler rather than on a grid.
 *
 * <p>Coordinates are integers in the rulebook's base length unit (for example tenths of an inch),
 * so range checks such as "within 6" are decided exactly by comparing squared distances instead
 * of rounding a floating-point square root. Arithmetic overflow throws {@link ArithmeticException}
 * rather than giving a wrong answer.
 */
public final class Continuous {

  private Continuous() {}

  /** A position on (or above) the table, in base length units. */
  public record Point(long x, long y, long z) {

    /** A point on the table surface ({@code z = 0}). */
    public static Point of(long x, long y) {
      return new Point(x, y, 0);
    }

    /** This point moved up by {@code dz} (down if negative). */
    public Point raised(long dz) {
      return new Point(x, y, Math.addExact(z, dz));
    }

    /** This point dropped onto the table ({@code z = 0}): where it stands, seen from above. */
    public Point onTable() {
      return new Point(x, y, 0);
    }
  }

  /**
   * The exact squared Euclidean distance.
   *
   * @throws ArithmeticException if the result does not fit in a {@code long}
   */
  public static long distanceSquared(Point a, Point b) {
    long dx = Math.subtractExact(a.x(), b.x());
    long dy = Math.subtractExact(a.y(), b.y());
    long dz = Math.subtractExact(a.z(), b.z());
    return Math.addExact(
        Math.addExact(Math.multiplyExact(dx, dx), Math.multiplyExact(dy, dy)),
        Math.multiplyExact(dz, dz));
  }

  /**
   * Whether {@code b} is within {@code radius} of {@code a}, inclusive: exactly at the radius
   * counts as within.
   *
   * @throws IllegalArgumentException if {@code radius} is negative
   */
  public static boolean within(Point a, Point b, long radius) {
    if (radius < 0) {
      throw new IllegalArgumentException("negative radius " + radius);
    }
    return distanceSquared(a, b) <= Math.multiplyExact(radius, radius);
  }

  /** The Euclidean distance as a double, for display; decide rules with the exact methods. */
  public static double distance(Point a, Point b) {
    return Math.sqrt((double) distanceSquared(a, b));
  }

  /** The Euclidean distance rounded down, computed exactly with an integer square root. */
  public static long distanceFloor(Point a, Point b) {
    return BigInteger.valueOf(distanceSquared(a, b)).sqrt().longValueExact();
  }

  /**
   * Whether a straight move from {@code from} to {@code to} comes within {@code radius} of {@code
   * centre} before its last base unit: a move that enters a circle (a zone of control) goes on
   * after entering it. Points are whole units, so the unit where a move ends counts as where it
   * enters; a move of one unit or less never goes on.
   */
  public static boolean entersBefore(Point from, Point to, Point centre, long radius) {
    double dx = to.x() - from.x();
    double dy = to.y() - from.y();
    double len2 = dx * dx + dy * dy;
    double len = Math.sqrt(len2);
    if (len <= 1) {
      return false;
    }
    double last = (len - 1) / len;
    double t = ((centre.x() - from.x()) * dx + (centre.y() - from.y()) * dy) / len2;
    t = Math.max(0, Math.min(last, t));
    double cx = from.x() + t * dx - centre.x();
    double cy = from.y() + t * dy - centre.y();
    return cx * cx + cy * cy <= (double) radius * radius;
  }
}
