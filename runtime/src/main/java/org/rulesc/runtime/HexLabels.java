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

  /** The common four-digit scheme, column first. */
  public static final Scheme CCRR = Scheme.of("CCRR");

  /**
   * A label scheme: a run of {@code C} (column digits) and a run of {@code R} (row digits), in
   * the order printed on the map, such as {@code "CCRR"} or {@code "RRCC"} or {@code "CCCRRR"}.
   *
   * @param pattern the scheme as written in the rulebook
   * @param columnFirst whether the column digits come first
   * @param columnDigits how many digits the column has
   * @param rowDigits how many digits the row has
   */
  public record Scheme(String pattern, boolean columnFirst, int columnDigits, int rowDigits) {

    /**
     * Reads a scheme such as {@code "CCRR"}.
     *
     * @throws IllegalArgumentException unless the pattern is one run of C and one run of R
     */
    public static Scheme of(String pattern) {
      if (pattern == null || !pattern.matches("C+R+|R+C+") || pattern.length() > 9) {
        throw new IllegalArgumentException(
            "a hex label scheme is a run of C (column digits) and a run of R (row digits), like"
                + " \"CCRR\"; got \"" + pattern + "\"");
      }
      int cols = (int) pattern.chars().filter(c -> c == 'C').count();
      return new Scheme(pattern, pattern.charAt(0) == 'C', cols, pattern.length() - cols);
    }

    /** Whether {@code label} is written in this scheme (the right number of ASCII digits). */
    public boolean matches(String label) {
      if (label == null || label.length() != columnDigits + rowDigits) {
        return false;
      }
      for (int i = 0; i < label.length(); i++) {
        char c = label.charAt(i);
        if (c < '0' || c > '9') {
          return false;
        }
      }
      return true;
    }

    /**
     * Parses a label.
     *
     * @throws IllegalArgumentException unless the label is written in this scheme
     */
    public Hex parse(String label) {
      if (!matches(label)) {
        throw new IllegalArgumentException(
            "hex label must be " + (columnDigits + rowDigits) + " digits " + pattern + ", got \""
                + label + "\"");
      }
      int split = columnFirst ? columnDigits : rowDigits;
      int first = Integer.parseInt(label.substring(0, split));
      int second = Integer.parseInt(label.substring(split));
      return columnFirst ? new Hex(first, second) : new Hex(second, first);
    }

    /**
     * Formats a hex, zero padded.
     *
     * @throws IllegalArgumentException if the column or row does not fit its digits
     */
    public String format(Hex h) {
      if (h.col() < 0 || h.row() < 0 || h.col() >= pow10(columnDigits) || h.row() >= pow10(rowDigits)) {
        throw new IllegalArgumentException(
            "hex (" + h.col() + ", " + h.row() + ") has no " + pattern + " label");
      }
      String col = String.format("%0" + columnDigits + "d", h.col());
      String row = String.format("%0" + rowDigits + "d", h.row());
      return columnFirst ? col + row : row + col;
    }

    private static long pow10(int digits) {
      long p = 1;
      for (int i = 0; i < digits; i++) {
        p *= 10;
      }
      return p;
    }
  }

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
