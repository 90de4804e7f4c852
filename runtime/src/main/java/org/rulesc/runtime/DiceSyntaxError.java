package org.rulesc.runtime;

/**
 * A dice expression that does not follow the notation, with the 1-based column of the offending
 * character, so a command line can point a caret at it.
 */
public final class DiceSyntaxError extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String text;
  private final int column;
  private final String reason;

  /** {@code reason} at 1-based {@code column} of {@code text}. */
  public DiceSyntaxError(String text, int column, String reason) {
    super("column " + column + ": " + reason);
    this.text = text;
    this.column = column;
    this.reason = reason;
  }

  /** The whole expression. */
  public String text() {
    return text;
  }

  /** 1-based column of the offending character (one past the end when the text ends too soon). */
  public int column() {
    return column;
  }

  /** What is wrong, without the position. */
  public String reason() {
    return reason;
  }
}
