package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A map of flat-topped hexes addressed by column and row, as printed on most hex-and-counter maps.
 *
 * <p>Exists so engines for hex-map games share one exact definition of adjacency, distance,
 * straight lines and line of sight. Columns grow to the right (east) and rows grow downward
 * (south). Hexes in a column sit directly above one another; neighbouring columns are staggered
 * by half a hex, and which columns are the lower ones is the rulebook's choice, given as an {@link
 * Offset}. The parity is that of the column number exactly as passed in, so a rulebook that
 * numbers its columns from 01 should pass those numbers unchanged.
 *
 * <p>Internally every computation goes through {@link Cube} coordinates, in which the offset no
 * longer matters.
 */
public final class HexGrid {

  /** Which columns are shifted down half a hex relative to their neighbours. */
  public enum Offset {
    /** Odd-numbered columns sit half a hex lower than even ones. */
    ODD_COLUMNS_DOWN,
    /** Even-numbered columns sit half a hex lower than odd ones. */
    EVEN_COLUMNS_DOWN
  }

  /** One hex, addressed as on the printed map. */
  public record Hex(int col, int row) {
    /** Shorthand constructor. */
    public static Hex of(int col, int row) {
      return new Hex(col, row);
    }
  }

  /**
   * Cube coordinates, in which the map's offset no longer matters: {@code q} is the column, {@code
   * r} grows southward along a column, and {@code s = -q - r}. Neighbours differ by a {@link
   * Direction} vector; hex distance is the largest absolute component of the difference.
   */
  public record Cube(int q, int r, int s) {
    /** Validates {@code q + r + s == 0}. */
    public Cube {
      if (q + r + s != 0) {
        throw new IllegalArgumentException("cube coordinates must sum to 0: " + q + "," + r + "," + s);
      }
    }

    /** Builds the cube with the given {@code q} and {@code r}. */
    public static Cube of(int q, int r) {
      return new Cube(q, r, -q - r);
    }

    /** Component-wise sum. */
    public Cube plus(Cube o) {
      return new Cube(q + o.q, r + o.r, s + o.s);
    }

    /** Component-wise multiple. */
    public Cube times(int k) {
      return new Cube(q * k, r * k, s * k);
    }

    /** Hex distance from the origin: the number of steps to reach this offset. */
    public int length() {
      return Math.max(Math.abs(q), Math.max(Math.abs(r), Math.abs(s)));
    }
  }

  /** The six directions out of a flat-topped hex, clockwise from north. */
  public enum Direction {
    N(0, -1),
    NE(1, -1),
    SE(1, 0),
    S(0, 1),
    SW(-1, 1),
    NW(-1, 0);

    private final Cube vector;

    Direction(int q, int r) {
      this.vector = Cube.of(q, r);
    }

    /** The cube-coordinate step for one hex in this direction. */
    public Cube vector() {
      return vector;
    }

    /** The direction pointing the other way. */
    public Direction opposite() {
      return values()[(ordinal() + 3) % 6];
    }
  }

  private final Offset offset;

  public HexGrid(Offset offset) {
    this.offset = Objects.requireNonNull(offset, "offset");
  }

  public Offset offset() {
    return offset;
  }

  /** Converts a map address to cube coordinates. */
  public Cube toCube(Hex h) {
    int q = h.col();
    int parity = q & 1;
    int lift = offset == Offset.ODD_COLUMNS_DOWN ? (q - parity) / 2 : (q + parity) / 2;
    return Cube.of(q, h.row() - lift);
  }

  /** Converts cube coordinates back to a map address. */
  public Hex fromCube(Cube c) {
    int q = c.q();
    int parity = q & 1;
    int lift = offset == Offset.ODD_COLUMNS_DOWN ? (q - parity) / 2 : (q + parity) / 2;
    return new Hex(q, c.r() + lift);
  }

  /** Number of hex steps between {@code a} and {@code b}: 0 for the same hex, 1 for neighbours. */
  public int distance(Hex a, Hex b) {
    Cube ca = toCube(a);
    Cube cb = toCube(b);
    return new Cube(cb.q() - ca.q(), cb.r() - ca.r(), cb.s() - ca.s()).length();
  }

  /** The hex one step from {@code h} in direction {@code d}. */
  public Hex neighbour(Hex h, Direction d) {
    return fromCube(toCube(h).plus(d.vector()));
  }

  /** The six neighbours of {@code h}, clockwise from north (N, NE, SE, S, SW, NW). */
  public List<Hex> neighbours(Hex h) {
    List<Hex> out = new ArrayList<>(6);
    for (Direction d : Direction.values()) {
      out.add(neighbour(h, d));
    }
    return List.copyOf(out);
  }

  /**
   * The direction of the straight hex row that leads from {@code from} to {@code to}, or empty if
   * {@code to} is the same hex or does not lie on one of the six straight rows through {@code
   * from}.
   */
  public Optional<Direction> direction(Hex from, Hex to) {
    Cube a = toCube(from);
    Cube b = toCube(to);
    Cube d = new Cube(b.q() - a.q(), b.r() - a.r(), b.s() - a.s());
    int n = d.length();
    if (n == 0) {
      return Optional.empty();
    }
    for (Direction dir : Direction.values()) {
      if (dir.vector().times(n).equals(d)) {
        return Optional.of(dir);
      }
    }
    return Optional.empty();
  }

  /**
   * The straight run of hexes from {@code start} in direction {@code d}: {@code start} itself
   * followed by the next {@code n} hexes, so {@code n + 1} hexes in all.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public List<Hex> line(Hex start, Direction d, int n) {
    if (n < 0) {
      throw new IllegalArgumentException("negative length " + n);
    }
    List<Hex> out = new ArrayList<>(n + 1);
    Cube c = toCube(start);
    for (int i = 0; i <= n; i++) {
      out.add(fromCube(c.plus(d.vector().times(i))));
    }
    return List.copyOf(out);
  }

  /**
   * Every hex whose interior the segment between the centres of {@code a} and {@code b} passes
   * through, and every stretch where it runs exactly along the edge between two hexes. See {@link
   * HexSight}.
   */
  public HexSight hexesOnLine(Hex a, Hex b) {
    Objects.requireNonNull(a, "from");
    Objects.requireNonNull(b, "to");
    // a trace depends only on its two hexes, and rules ask for the same lines again and again
    // (every candidate hex of every move tests sight or a straight run): each is traced once
    Line key = new Line(a, b);
    HexSight known = traces.get(key);
    if (known == null) {
      known = HexSight.trace(this, a, b);
      if (traces.size() >= TRACES_KEPT) {
        traces.clear();
      }
      traces.put(key, known);
    }
    return known;
  }

  private record Line(Hex from, Hex to) {}

  /** Enough for every pair of hexes of a 16×16 map; a larger map's traces are kept while they fit. */
  private static final int TRACES_KEPT = 1 << 16;

  private final java.util.concurrent.ConcurrentHashMap<Line, HexSight> traces = new java.util.concurrent.ConcurrentHashMap<>();

  @Override
  public String toString() {
    return "HexGrid[" + offset + "]";
  }
}
