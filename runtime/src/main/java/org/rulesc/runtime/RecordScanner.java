package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.rulesc.runtime.HexGrid.Hex;

/**
 * Reads one line of a record notation: segments separated by {@code /}, each made of fixed
 * text and typed fields (whole numbers, hex labels, symbols, free text).
 *
 * <p>Exists so generated notation parsers are a straight list of calls ({@code literal("W")},
 * {@code separator()}, {@code integer("steps")}, …) and share one tolerant reading: spaces, tabs,
 * ideographic spaces and line breaks are allowed around every item, and a full-width {@code ／}
 * counts as {@code /}, so {@code "R / 1/ 4 / 1205"} and {@code "R/1/4/1205"} read the same. A
 * mismatch throws {@link RecordSyntaxError} at the column where the line stops fitting; {@link
 * #parseFirst} tries several formats and reports the one that got furthest.
 */
public final class RecordScanner {

  private final String notation;
  private final String line;
  private int pos;

  /** A scanner at the start of {@code line}, read as {@code notation}. */
  public RecordScanner(String notation, String line) {
    this.notation = notation;
    this.line = line;
  }

  /**
   * Reads {@code line} with the first format that accepts the whole of it.
   *
   * @throws RecordSyntaxError when no format does, at the furthest column any format reached
   *     (with everything the formats that got that far expected there)
   */
  public static <T> T parseFirst(
      String notation, String line, List<Function<RecordScanner, ? extends T>> formats) {
    if (line == null) {
      throw new RecordSyntaxError(notation, "", 1, "a line");
    }
    List<RecordSyntaxError> errors = new ArrayList<>();
    for (Function<RecordScanner, ? extends T> format : formats) {
      try {
        return format.apply(new RecordScanner(notation, line));
      } catch (RecordSyntaxError e) {
        errors.add(e);
      }
    }
    int furthest = 0;
    for (RecordSyntaxError e : errors) {
      furthest = Math.max(furthest, e.column());
    }
    Set<String> expected = new LinkedHashSet<>();
    for (RecordSyntaxError e : errors) {
      if (e.column() == furthest) {
        expected.add(e.expected());
      }
    }
    throw new RecordSyntaxError(notation, line, Math.max(1, furthest), oneOf(new ArrayList<>(expected)));
  }

  private static String oneOf(List<String> options) {
    if (options.isEmpty()) {
      return "a record";
    }
    if (options.size() == 1) {
      return options.get(0);
    }
    return String.join(", ", options.subList(0, options.size() - 1))
        + " or "
        + options.get(options.size() - 1);
  }

  private static boolean space(char c) {
    return c == ' ' || c == '\t' || c == '\u3000' || c == '\r' || c == '\n';
  }

  private void skipSpace() {
    while (pos < line.length() && space(line.charAt(pos))) {
      pos++;
    }
  }

  private RecordSyntaxError fail(String expected) {
    return new RecordSyntaxError(notation, line, pos + 1, expected);
  }

  /** Fixed text, exactly as written. */
  public void literal(String text) {
    skipSpace();
    if (!line.startsWith(text, pos)) {
      throw fail("\"" + text + "\"");
    }
    pos += text.length();
  }

  /** The {@code /} between two segments. */
  public void separator() {
    skipSpace();
    if (pos < line.length() && (line.charAt(pos) == '/' || line.charAt(pos) == '\uFF0F')) {
      pos++;
      return;
    }
    throw fail("\"/\"");
  }

  /** A whole number (an optional {@code -}, then ASCII digits). */
  public int integer(String field) {
    skipSpace();
    int start = pos;
    int at = pos;
    if (at < line.length() && line.charAt(at) == '-') {
      at++;
    }
    int digits = at;
    while (at < line.length() && line.charAt(at) >= '0' && line.charAt(at) <= '9') {
      at++;
    }
    if (at == digits || at - digits > 9) {
      throw fail("a number (" + field + ")");
    }
    pos = at;
    return Integer.parseInt(line.substring(start, at));
  }

  /** A hex label in {@code scheme}: exactly its number of digits. */
  public Hex hex(HexLabels.Scheme scheme, String field) {
    skipSpace();
    int length = scheme.columnDigits() + scheme.rowDigits();
    int end = pos + length;
    String expected = "a hex label " + scheme.pattern() + " (" + field + ")";
    if (end > line.length() || !scheme.matches(line.substring(pos, end))) {
      throw fail(expected);
    }
    if (end < line.length() && Character.isDigit(line.charAt(end))) {
      throw fail(expected);
    }
    Hex h = scheme.parse(line.substring(pos, end));
    pos = end;
    return h;
  }

  /** A square written {@code (x,y)} (spaces allowed around each item, none needed). */
  public SquareGrid.Square square(String field) {
    int[] xy = pair(field, "a square (x,y) (" + field + ")");
    return SquareGrid.Square.of(xy[0], xy[1]);
  }

  /** A point on the table written {@code (x,y)} in base length units (spaces allowed around each item). */
  public Continuous.Point point(String field) {
    int[] xy = pair(field, "a point (x,y) (" + field + ")");
    return Continuous.Point.of(xy[0], xy[1]);
  }

  /** {@code (x,y)}: both integers, or a failure at its start saying {@code expected}. */
  private int[] pair(String field, String expected) {
    skipSpace();
    int start = pos;
    try {
      literal("(");
      int x = integer(field);
      literal(",");
      int y = integer(field);
      literal(")");
      return new int[] {x, y};
    } catch (RecordSyntaxError e) {
      pos = start;
      throw fail(expected);
    }
  }

  /**
   * One of several spellings, the longest that fits; {@code values.get(i)} is what {@code
   * spellings.get(i)} means.
   */
  public <E> E symbol(String field, List<String> spellings, List<E> values) {
    skipSpace();
    int best = -1;
    for (int i = 0; i < spellings.size(); i++) {
      String s = spellings.get(i);
      if (line.startsWith(s, pos) && (best < 0 || s.length() > spellings.get(best).length())) {
        best = i;
      }
    }
    if (best < 0) {
      List<String> quoted = new ArrayList<>();
      for (String s : spellings) {
        quoted.add("\"" + s + "\"");
      }
      throw fail(oneOf(quoted) + " (" + field + ")");
    }
    pos += spellings.get(best).length();
    return values.get(best);
  }

  /**
   * Several spellings joined by {@link #JOIN} ({@code 剣術+盾}), or {@link #NONE} for none: a field
   * that is a selection of values (an act's {@code list<T> from …} parameter). Each value is read
   * as {@link #symbol} reads one; a value given twice is refused at its column, as the selection
   * holds each value at most once.
   */
  public <E> List<E> symbols(String field, List<String> spellings, List<E> values) {
    return several(field, () -> symbol(field, spellings, values));
  }

  /**
   * Several values joined by {@link #JOIN} ({@code (3,2)+(4,2)}), or {@link #NONE} for none, each
   * read by {@code one} (a square, a hex, a point, a spelling): a field that is a selection (an act's
   * {@code list<T> from …} parameter, pieces by their places). A value given twice is refused at its
   * column, as the selection holds each value at most once.
   */
  public <E> List<E> several(String field, java.util.function.Supplier<E> one) {
    skipSpace();
    List<E> out = new ArrayList<>();
    if (line.startsWith(NONE, pos)
        && (pos + NONE.length() == line.length() || !Character.isDigit(line.charAt(pos + NONE.length())))) {
      pos += NONE.length();
      return out;
    }
    // a set beside the list, so that a long line (a record is untrusted input) is read in linear time
    java.util.Set<E> seen = new java.util.HashSet<>();
    while (true) {
      int start = pos;
      E v = one.get();
      if (!seen.add(v)) {
        pos = start;
        throw fail("a value not given before (" + field + ")");
      }
      out.add(v);
      skipSpace();
      if (!line.startsWith(JOIN, pos)) {
        return out;
      }
      pos += JOIN.length();
    }
  }

  /**
   * One selection per selected piece ({@code 剣術+盾;-}): groups, each read by {@code group} as
   * {@link #several} reads one, joined by {@link #GROUP}; no group at all is {@link #NO_GROUPS}. A
   * field that is an act's {@code list<list<T>> from … for t in pieces} parameter.
   */
  public <E> List<List<E>> groups(java.util.function.Supplier<List<E>> group) {
    skipSpace();
    List<List<E>> out = new ArrayList<>();
    if (line.startsWith(NO_GROUPS, pos)) {
      pos += NO_GROUPS.length();
      return out;
    }
    while (true) {
      out.add(group.get());
      skipSpace();
      if (!line.startsWith(GROUP, pos)) {
        return out;
      }
      pos += GROUP.length();
    }
  }

  /** How a formatter writes one selection per selected piece: the groups joined by {@link #GROUP}. */
  public static String grouped(List<String> groups) {
    return groups.isEmpty() ? NO_GROUPS : String.join(GROUP, groups);
  }

  /** Between the selections of two pieces. */
  public static final String GROUP = ";";

  /** No selection at all (no piece to select for). */
  public static final String NO_GROUPS = "[]";

  /**
   * How a formatter writes a selection of spellings: joined by {@link #JOIN}, or {@link #NONE}.
   */
  public static String joined(List<String> spellings) {
    return spellings.isEmpty() ? NONE : String.join(JOIN, spellings);
  }

  /** Between the values of a selection. */
  public static final String JOIN = "+";

  /** A selection of no value. */
  public static final String NONE = "-";

  /** Free text up to the next {@code /} or the end of the line, without surrounding spaces. */
  public String text(String field) {
    skipSpace();
    int start = pos;
    int at = pos;
    while (at < line.length() && line.charAt(at) != '/' && line.charAt(at) != '\uFF0F') {
      at++;
    }
    String value = line.substring(start, at).strip();
    if (value.isEmpty()) {
      throw fail("some text (" + field + ")");
    }
    pos = start + line.substring(start, at).stripTrailing().length();
    return value;
  }

  /** Nothing but spaces may follow. */
  public void end() {
    skipSpace();
    if (pos < line.length()) {
      throw fail("the end of the line");
    }
  }

  /** How a formatter writes the separator between segments. */
  public static final String SEPARATOR = " / ";
}
