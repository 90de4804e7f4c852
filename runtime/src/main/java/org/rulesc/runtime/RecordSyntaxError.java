package org.rulesc.runtime;

import java.util.Objects;

/**
 * Thrown when a line of a record notation (a play-by-post move, a result line) is malformed.
 *
 * <p>Exists so a tool can point at the exact place in the line: {@link #column()} is 1-based,
 * counted in characters of the line as given, and {@link #expected()} says what would have been
 * accepted there. It is a {@link RuleViolation} whose rule is the notation's name, so callers that
 * handle rule violations generally also handle records that break the notation.
 */
public class RecordSyntaxError extends RuleViolation {

  private static final long serialVersionUID = 1L;

  private final String line;
  private final int column;
  private final String expected;

  /**
   * @param notation the name of the notation the line was read as
   * @param line the line as given
   * @param column 1-based column of the first character that does not fit
   * @param expected what the notation accepts at that column
   */
  public RecordSyntaxError(String notation, String line, int column, String expected) {
    super(notation, describe(notation, line, column, expected));
    this.line = Objects.requireNonNull(line, "line");
    this.column = column;
    this.expected = Objects.requireNonNull(expected, "expected");
  }

  private static String describe(String notation, String line, int column, String expected) {
    int at = Math.min(Math.max(column - 1, 0), line.length());
    String found = at >= line.length() ? "the end of the line" : "\"" + line.substring(at) + "\"";
    return notation + ": column " + column + ": expected " + expected + ", found " + found
        + " in \"" + line + "\"";
  }

  /** The line that was read. */
  public String line() {
    return line;
  }

  /** 1-based column of the first character that does not fit. */
  public int column() {
    return column;
  }

  /** What the notation accepts at that column. */
  public String expected() {
    return expected;
  }
}
