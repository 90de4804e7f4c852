package org.rulesc.runtime;

import org.rulesc.runtime.SquareGrid.Square;

/**
 * How a record writes a square: its column and row in parentheses, {@code (3,2)} (x, then y, as
 * {@code square(3, 2)} is written in a rulebook). Records name an acting piece by where it stands,
 * so the label has no spaces ({@code (3,2): melee / (3,3)}).
 */
public final class SquareLabels {
  private SquareLabels() {}

  /** The canonical label, {@code (x,y)}. */
  public static String format(Square s) {
    return "(" + s.col() + "," + s.row() + ")";
  }

  /**
   * The square a whole label names; spaces are allowed inside the parentheses.
   *
   * @throws RecordSyntaxError when {@code label} is no square label
   */
  public static Square parse(String label) {
    RecordScanner s = new RecordScanner("square", label);
    Square sq = s.square("square");
    s.end();
    return sq;
  }
}
