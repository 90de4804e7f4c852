package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A rectangular field of square cells, addressed by column and row.
 *
 * <p>Exists so engines for square-grid games share one definition of distance and adjacency. The
 * field is {@code width} columns by {@code height} rows, numbered from 0: a square is in bounds
 * when {@code 0 <= col < width} and {@code 0 <= row < height}. Column numbers grow to the right,
 * row numbers grow downward. Whether diagonal squares are adjacent is the rulebook's choice, given
 * as an {@link Adjacency}.
 */
public final class SquareGrid {

  /** Which squares count as adjacent. */
  public enum Adjacency {
    /** Only squares sharing an edge; distance is Manhattan (a diagonal step costs 2). */
    FOUR_WAY,
    /** Squares sharing an edge or a corner; distance is Chebyshev (a diagonal step costs 1). */
    EIGHT_WAY
  }

  /** One square of the field. */
  public record Square(int col, int row) {
    /** Shorthand constructor. */
    public static Square of(int col, int row) {
      return new Square(col, row);
    }

    /** The square {@code dc} columns and {@code dr} rows away. */
    public Square offset(int dc, int dr) {
      return new Square(col + dc, row + dr);
    }
  }

  /**
   * The edge between two squares that share a side, crossed from {@code from} to {@code to}. Two
   * edges are equal when they join the same squares in the same direction; {@link #undirected()}
   * is the same edge whichever way it is crossed (what a map stores).
   */
  public record Edge(Square from, Square to) {
    /**
     * @throws IllegalArgumentException if the squares do not share a side
     */
    public Edge {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      if (Math.abs(from.col() - to.col()) + Math.abs(from.row() - to.row()) != 1) {
        throw new IllegalArgumentException(from + " and " + to + " do not share a side");
      }
    }

    /** Shorthand constructor. */
    public static Edge between(Square from, Square to) {
      return new Edge(from, to);
    }

    /** This edge with the square with the smaller row (then column) first. */
    public Edge undirected() {
      boolean ordered =
          from.row() < to.row() || (from.row() == to.row() && from.col() < to.col());
      return ordered ? this : new Edge(to, from);
    }

    /** The same edge crossed the other way. */
    public Edge reversed() {
      return new Edge(to, from);
    }
  }

  // Edge neighbours first (up, right, down, left), then diagonals clockwise from up-right.
  private static final int[][] STEPS = {
    {0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}
  };

  private final int width;
  private final int height;
  private final Adjacency adjacency;

  /**
   * @throws IllegalArgumentException if {@code width} or {@code height} is not positive
   */
  public SquareGrid(int width, int height, Adjacency adjacency) {
    if (width < 1 || height < 1) {
      throw new IllegalArgumentException("a grid needs positive size, got " + width + "x" + height);
    }
    this.width = width;
    this.height = height;
    this.adjacency = Objects.requireNonNull(adjacency, "adjacency");
  }

  public int width() {
    return width;
  }

  public int height() {
    return height;
  }

  public Adjacency adjacency() {
    return adjacency;
  }

  /** Whether {@code s} lies on the field. */
  public boolean inBounds(Square s) {
    return s.col() >= 0 && s.col() < width && s.row() >= 0 && s.row() < height;
  }

  /** Steps between two squares under this grid's adjacency; bounds are not consulted. */
  public int distance(Square a, Square b) {
    return distance(adjacency, a, b);
  }

  /** Manhattan distance for {@link Adjacency#FOUR_WAY}, Chebyshev for {@link Adjacency#EIGHT_WAY}. */
  public static int distance(Adjacency adjacency, Square a, Square b) {
    int dc = Math.abs(a.col() - b.col());
    int dr = Math.abs(a.row() - b.row());
    return adjacency == Adjacency.FOUR_WAY ? dc + dr : Math.max(dc, dr);
  }

  /**
   * The in-bounds squares adjacent to {@code s}: edge neighbours first (up, right, down, left),
   * then, for eight-way grids, the diagonals (up-right, down-right, down-left, up-left).
   */
  public List<Square> neighbours(Square s) {
    int n = adjacency == Adjacency.FOUR_WAY ? 4 : 8;
    List<Square> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      Square t = s.offset(STEPS[i][0], STEPS[i][1]);
      if (inBounds(t)) {
        out.add(t);
      }
    }
    return List.copyOf(out);
  }

  /**
   * Every square adjacent to {@code s} under {@code adjacency}, on no particular field (bounds are
   * not consulted): edge neighbours first (up, right, down, left), then, for eight-way adjacency,
   * the diagonals (up-right, down-right, down-left, up-left).
   */
  public static List<Square> neighbours(Adjacency adjacency, Square s) {
    int n = adjacency == Adjacency.FOUR_WAY ? 4 : 8;
    List<Square> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(s.offset(STEPS[i][0], STEPS[i][1]));
    }
    return List.copyOf(out);
  }

  /**
   * Every square at distance at most {@code n} from {@code center} under {@code adjacency}
   * (including it), on no particular field, in row-major order: by row, then by column. Four-way
   * adjacency gives a diamond of {@code 2n(n+1)+1} squares, eight-way a {@code (2n+1)}-square box.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public static List<Square> within(Adjacency adjacency, Square center, int n) {
    if (n < 0) {
      throw new IllegalArgumentException("negative range " + n);
    }
    List<Square> out = new ArrayList<>();
    for (int r = center.row() - n; r <= center.row() + n; r++) {
      for (int c = center.col() - n; c <= center.col() + n; c++) {
        Square s = new Square(c, r);
        if (distance(adjacency, center, s) <= n) {
          out.add(s);
        }
      }
    }
    return List.copyOf(out);
  }

  /**
   * The {@code n}×{@code n} block of squares whose corner with the smallest column and row is
   * {@code anchor} (what a large piece occupies), in row-major order; empty when {@code n} is 0 or
   * less. Bounds are not consulted.
   */
  public static List<Square> footprint(Square anchor, int n) {
    List<Square> out = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        out.add(anchor.offset(c, r));
      }
    }
    return List.copyOf(out);
  }

  /**
   * The in-bounds squares at distance at most {@code n} from {@code center} (including it), in
   * row-major order: by row, then by column.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public List<Square> squaresWithin(Square center, int n) {
    if (n < 0) {
      throw new IllegalArgumentException("negative range " + n);
    }
    List<Square> out = new ArrayList<>();
    int rowFrom = Math.max(0, center.row() - n);
    int rowTo = Math.min(height - 1, center.row() + n);
    int colFrom = Math.max(0, center.col() - n);
    int colTo = Math.min(width - 1, center.col() + n);
    for (int r = rowFrom; r <= rowTo; r++) {
      for (int c = colFrom; c <= colTo; c++) {
        Square s = new Square(c, r);
        if (distance(center, s) <= n) {
          out.add(s);
        }
      }
    }
    return List.copyOf(out);
  }

  @Override
  public String toString() {
    return "SquareGrid[" + width + "x" + height + ", " + adjacency + "]";
  }
}
