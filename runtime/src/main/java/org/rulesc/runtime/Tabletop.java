package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.runtime.Continuous.Point;

/**
 * An open table played on with a ruler: a rectangle from {@code (0,0)} to {@code (width,height)}
 * in the rulebook's base length unit, where a piece may stand on any whole point.
 *
 * <p>A player choosing "a point within 60cm" has infinitely many choices in principle; the
 * engine offers a finite, documented set of candidates (the same for the interpreter and the
 * generated engine, which both call {@link #within}): the points of a square grid of step
 * {@code grid} within reach, row by row, then for every other piece the point on the straight
 * line towards it where the line first comes within {@code border} of it (a ZOC's edge: the
 * positions that matter for contact), in the order the pieces are given, then, for every other
 * piece farther than {@code reach + border}, the whole point within reach nearest to where a
 * straight move of the full reach towards it ends (a charge that falls short). A referee ({@link #allows})
 * accepts any point of the table within reach that the rules allow, not only candidates; the
 * candidates are only what self-play and {@code legalActions} offer.
 *
 * @param width the table's extent in x, in base units
 * @param height the table's extent in y, in base units
 * @param grid the step of the candidate grid, in base units (at least 1)
 * @param border the distance from another piece at which a candidate is offered (0: none)
 */
public record Tabletop(long width, long height, long grid, long border) {

  public Tabletop {
    if (width < 0 || height < 0 || grid < 1 || border < 0) {
      throw new IllegalArgumentException(
          "a table needs a size >= 0, a grid >= 1 and a border >= 0: " + width + " by " + height
              + " grid " + grid + " borders " + border);
    }
  }

  /** Whether {@code p} lies on the table (edges included). */
  public boolean contains(Point p) {
    return p.z() == 0 && p.x() >= 0 && p.y() >= 0 && p.x() <= width && p.y() <= height;
  }

  /**
   * The candidate points within {@code reach} of {@code centre}: grid points (by y, then x), then
   * the border point towards each of {@code around} (pieces standing within {@code border} of the
   * centre give none), then the far point towards each of them beyond {@code reach + border}, each
   * listed once.
   */
  public List<Point> within(Point centre, long reach, List<Point> around) {
    Set<Point> out = new LinkedHashSet<>();
    if (reach < 0) {
      return List.of();
    }
    long y0 = Math.max(0, ceilTo(centre.y() - reach));
    long y1 = Math.min(height, centre.y() + reach);
    long x0 = Math.max(0, ceilTo(centre.x() - reach));
    long x1 = Math.min(width, centre.x() + reach);
    for (long y = y0; y <= y1; y += grid) {
      for (long x = x0; x <= x1; x += grid) {
        Point p = Point.of(x, y);
        if (Continuous.within(centre, p, reach)) {
          out.add(p);
        }
      }
    }
    if (border > 0) {
      for (Point q : around) {
        Point b = borderPoint(centre, q);
        if (b != null && contains(b) && Continuous.within(centre, b, reach)) {
          out.add(b);
        }
      }
      // the farthest a straight move towards each piece goes, when it stops short of its border
      for (Point q : around) {
        if (!Continuous.within(centre, q, reach + border)) {
          Point f = farPoint(centre, q, reach);
          if (f != null && contains(f)) {
            out.add(f);
          }
        }
      }
    }
    return new ArrayList<>(out);
  }

  /**
   * Whether a written record may choose {@code v}: a point of the table within {@code reach} of
   * {@code centre}, candidate or not.
   */
  public boolean allows(Point centre, long reach, Object v) {
    return v instanceof Point p && contains(p) && reach >= 0 && Continuous.within(centre, p, reach);
  }

  /** The smallest multiple of the grid at or above {@code v}. */
  private long ceilTo(long v) {
    return Math.floorDiv(v + grid - 1, grid) * grid;
  }

  /**
   * The whole point within {@code reach} of {@code from} nearest to the point {@code reach} along the
   * line towards {@code q} (null when none of the four around it is within reach).
   */
  Point farPoint(Point from, Point q, long reach) {
    double d = Math.sqrt((double) Continuous.distanceSquared(from, q));
    double ex = from.x() + (q.x() - from.x()) * reach / d;
    double ey = from.y() + (q.y() - from.y()) * reach / d;
    return nearestWithin(ex, ey, from, reach);
  }

  /**
   * The whole point nearest to where the line from {@code from} to {@code q} first comes within
   * {@code border} of {@code q}, among those within {@code border} of it (null when {@code from}
   * is already that close).
   */
  Point borderPoint(Point from, Point q) {
    long d2 = Continuous.distanceSquared(from, q);
    if (d2 <= border * border) {
      return null;
    }
    double d = Math.sqrt((double) d2);
    double ex = q.x() + (from.x() - q.x()) * border / d;
    double ey = q.y() + (from.y() - q.y()) * border / d;
    return nearestWithin(ex, ey, q, border);
  }

  /**
   * Of the four whole points around {@code (ex, ey)}, the nearest to it that lies within
   * {@code radius} of {@code centre} (the first in x, then y order on a tie); null when none does.
   */
  private static Point nearestWithin(double ex, double ey, Point centre, long radius) {
    Point best = null;
    double bestGap = Double.MAX_VALUE;
    for (long x = (long) Math.floor(ex); x <= (long) Math.floor(ex) + 1; x++) {
      for (long y = (long) Math.floor(ey); y <= (long) Math.floor(ey) + 1; y++) {
        Point p = Point.of(x, y);
        double gap = (x - ex) * (x - ex) + (y - ey) * (y - ey);
        if (Continuous.within(centre, p, radius) && gap < bestGap) {
          best = p;
          bestGap = gap;
        }
      }
    }
    return best;
  }
}
