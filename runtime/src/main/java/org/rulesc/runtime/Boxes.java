package org.rulesc.runtime;

import org.rulesc.runtime.Continuous.Point;

/**
 * Exact geometry of axis-aligned rectangles ("boxes") on an open table, for terrain regions: a
 * box is given by two opposite corners in either order, edges included, and a point or a straight
 * move meets it when it touches it. All tests are decided with integer arithmetic (orientations of
 * whole points), never with a rounded square root; overflow throws {@link ArithmeticException}.
 */
public final class Boxes {
  private Boxes() {}

  /** Whether {@code p} lies in the box with corners {@code a} and {@code b}, edges included. */
  public static boolean inside(Point p, Point a, Point b) {
    return p.x() >= Math.min(a.x(), b.x()) && p.x() <= Math.max(a.x(), b.x())
        && p.y() >= Math.min(a.y(), b.y()) && p.y() <= Math.max(a.y(), b.y());
  }

  /**
   * Whether the straight move from {@code from} to {@code to} touches the box with corners
   * {@code a} and {@code b}: it starts or ends in it, or crosses or touches one of its edges.
   */
  public static boolean crosses(Point from, Point to, Point a, Point b) {
    if (inside(from, a, b) || inside(to, a, b)) {
      return true;
    }
    Point c1 = Point.of(Math.min(a.x(), b.x()), Math.min(a.y(), b.y()));
    Point c2 = Point.of(Math.max(a.x(), b.x()), Math.min(a.y(), b.y()));
    Point c3 = Point.of(Math.max(a.x(), b.x()), Math.max(a.y(), b.y()));
    Point c4 = Point.of(Math.min(a.x(), b.x()), Math.max(a.y(), b.y()));
    return meet(from, to, c1, c2) || meet(from, to, c2, c3) || meet(from, to, c3, c4) || meet(from, to, c4, c1);
  }

  /** Whether segments pq and rs share a point (touching counts). */
  static boolean meet(Point p, Point q, Point r, Point s) {
    int d1 = orientation(r, s, p);
    int d2 = orientation(r, s, q);
    int d3 = orientation(p, q, r);
    int d4 = orientation(p, q, s);
    if (d1 * d2 < 0 && d3 * d4 < 0) {
      return true;
    }
    return d1 == 0 && between(r, s, p) || d2 == 0 && between(r, s, q)
        || d3 == 0 && between(p, q, r) || d4 == 0 && between(p, q, s);
  }

  /** The sign of the cross product (b - a) x (c - a): 1 left turn, -1 right turn, 0 in line. */
  private static int orientation(Point a, Point b, Point c) {
    long cross = Math.subtractExact(
        Math.multiplyExact(Math.subtractExact(b.x(), a.x()), Math.subtractExact(c.y(), a.y())),
        Math.multiplyExact(Math.subtractExact(b.y(), a.y()), Math.subtractExact(c.x(), a.x())));
    return Long.signum(cross);
  }

  /** For {@code c} in line with ab: whether it lies between them. */
  private static boolean between(Point a, Point b, Point c) {
    return c.x() >= Math.min(a.x(), b.x()) && c.x() <= Math.max(a.x(), b.x())
        && c.y() >= Math.min(a.y(), b.y()) && c.y() <= Math.max(a.y(), b.y());
  }
}
