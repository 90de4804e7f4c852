package org.rulesc.runtime;

import org.rulesc.runtime.Continuous.Point;

/**
 * How a record writes a point on the table: its x and y in the rulebook's base length unit, in
 * parentheses, {@code (30,45)}. Records name an acting piece by where it stands, so the label has
 * no spaces ({@code (30,45): M / (60,45)}); a point above the table has no label.
 */
public final class PointLabels {
  private PointLabels() {}

  /** The canonical label, {@code (x,y)}. */
  public static String format(Point p) {
    return "(" + p.x() + "," + p.y() + ")";
  }

  /**
   * The point a whole label names; spaces are allowed inside the parentheses.
   *
   * @throws RecordSyntaxError when {@code label} is no point label
   */
  public static Point parse(String label) {
    RecordScanner s = new RecordScanner("point", label);
    Point p = s.point("point");
    s.end();
    return p;
  }
}
