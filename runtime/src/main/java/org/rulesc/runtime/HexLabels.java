package org.rulesc.runtime;

import org.rulesc.runtime.HexGrid.Hex;

/**
 * Four-digit hex labels of the form {@code CCRR}: two digits of column, then two of row, zero
 * padded ({@code "0707"} is column 7, row 7).
 *
 * <p>Exists because hex maps print these labels in every hex, and rulebooks, scenarios and tests
 * name hexes by them. The numbers are taken as printed (no shift to zero-based), matching how
 * {@link HexGrid} reads column parity.
 */
public final class HexLabels {

  private HexLabels() {}

  /**
   * Formats {@code h} as {@code CCRR}.
   *
   * @throws IllegalArgumentException if the column or row is outside 0..99
   */
  public static String format(Hex h) {
    return format(h.col(), h.row());
  }

  /**
   * Formats a column and row as {@code CCRR}.
   *
   * @throws IllegalArgumentException if the column or row is outside 0..99
   */
  public static String format(int col, int row) {
    if (col < 0 || col > 99 || row < 0 || row > 99) {
      throw new IllegalArgumentException(
          "hex (" + col + ", " + row + ") has no four-digit label: column and row must be 0..99");
    }
    return String.format("%02d%02d", col, row);
  }

  /**
   * Parses a {@code CCRR} label.
   *
   * @throws IllegalArgumentException unless the label is exactly four ASCII digits
   */
  public static Hex parse(String label) {
    if (label == null || label.length() != 4) {
      throw new IllegalArgumentException("hex label must be four digits CCRR, got \"" + label + "\"");
    }
    for (int i = 0; i < 4; i++) {
      char c = label.charAt(i);
      if (c < '0' || c > '9') {
        throw new IllegalArgumentException(
            "hex label must be four digits CCRR, got \"" + label + "\"");
      }
    }
    return new Hex(Integer.parseInt(label.substring(0, 2)), Integer.parseInt(label.substring(2)));
  }
}
