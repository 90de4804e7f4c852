package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import org.rulesc.runtime.HexGrid.Cube;
import org.rulesc.runtime.HexGrid.Hex;

/**
 * The hexes a line of sight crosses, traced exactly from the centre of one hex to the centre of
 * another.
 *
 * <p>Exists because hex-map rulebooks decide line of sight by the hexes the line passes through
 * and disagree about a line that runs exactly along a hexside (blocked if either hex blocks? only
 * if both?). This class computes the answer with exact integer geometry, never floating point, and
 * reports such stretches as an {@link EdgePair} so the generated rule applies its own convention.
 *
 * <p>The trace is a sequence of {@link Step}s in order from {@link #from()} to {@link #to()}:
 * {@link Through} a hex whose interior the segment crosses (both end hexes included), or {@link
 * EdgePair} where the segment runs along the common edge of two hexes (neither interior is
 * entered). Hexes the segment touches only at a single corner are listed separately in {@link
 * #cornerTouches()}.
 */
public final class HexSight {

  /** One stretch of the traced segment. */
  public sealed interface Step permits Through, EdgePair {}

  /** The segment crosses the interior of {@code hex}. */
  public record Through(Hex hex) implements Step {}

  /**
   * The segment runs exactly along the edge shared by two hexes; {@code left} and {@code right}
   * are as seen travelling from {@link #from()} to {@link #to()} on a map drawn with north up.
   */
  public record EdgePair(Hex left, Hex right) implements Step {}

  private final Hex from;
  private final Hex to;
  private final List<Step> steps;
  private final List<Hex> cornerTouches;

  private HexSight(Hex from, Hex to, List<Step> steps, List<Hex> cornerTouches) {
    this.from = from;
    this.to = to;
    this.steps = List.copyOf(steps);
    this.cornerTouches = List.copyOf(cornerTouches);
    List<Hex> through = new ArrayList<>();
    for (Step s : this.steps) {
      if (s instanceof Through t) {
        through.add(t.hex());
      }
    }
    // listed once: a grid keeps its traces, and rules read the same trace's hexes many times
    this.hexes = List.copyOf(through);
  }

  private final List<Hex> hexes;

  /** Traces the centre-to-centre segment on {@code grid}; see {@link HexGrid#hexesOnLine}. */
  static HexSight trace(HexGrid grid, Hex from, Hex to) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    Cube a = grid.toCube(from);
    Cube b = grid.toCube(to);
    long[] a3 = {a.q(), a.r(), a.s()};
    long[] d3 = {b.q() - a.q(), b.r() - a.r(), b.s() - a.s()};
    if (d3[0] == 0 && d3[1] == 0) {
      return new HexSight(from, to, List.of(new Through(from)), List.of());
    }
    // Every hex edge lies on a line where one of q-r, r-s, s-q is an integer. Cutting the segment
    // wherever it meets such a line leaves pieces that each lie inside one hex or along one edge.
    // Positions along the segment are integers m in [0, scale], meaning t = m / scale; scale is a
    // multiple of every family's rate of change, doubled so midpoints of cuts are integers too.
    long lcm = 1;
    long[] f0 = new long[3];
    long[] df = new long[3];
    for (int i = 0; i < 3; i++) {
      int j = (i + 1) % 3;
      f0[i] = a3[i] - a3[j];
      df[i] = d3[i] - d3[j];
      if (df[i] != 0) {
        lcm = lcm(lcm, Math.abs(df[i]));
      }
    }
    long scale = Math.multiplyExact(2, lcm);
    TreeSet<Long> cuts = new TreeSet<>();
    cuts.add(0L);
    cuts.add(scale);
    for (int i = 0; i < 3; i++) {
      if (df[i] == 0) {
        continue;
      }
      long step = scale / Math.abs(df[i]);
      for (long k = 1; k < Math.abs(df[i]); k++) {
        cuts.add(Math.multiplyExact(k, step));
      }
    }
    Long[] m = cuts.toArray(new Long[0]);

    List<Step> steps = new ArrayList<>();
    List<List<Cube>> pieceCells = new ArrayList<>();
    for (int i = 0; i + 1 < m.length; i++) {
      long mid = (m[i] + m[i + 1]) / 2;
      List<Cube> cells = cellsAt(a3, d3, scale, mid);
      Step s;
      if (cells.size() == 1) {
        s = new Through(grid.fromCube(cells.get(0)));
      } else if (cells.size() == 2) {
        s = edgePair(grid, a, d3, cells.get(0), cells.get(1));
      } else {
        throw new AssertionError("segment piece in " + cells.size() + " cells: " + cells);
      }
      pieceCells.add(cells);
      if (steps.isEmpty() || !steps.get(steps.size() - 1).equals(s)) {
        steps.add(s);
      }
    }

    List<Hex> corners = new ArrayList<>();
    for (int i = 1; i + 1 < m.length; i++) {
      for (Cube c : cellsAt(a3, d3, scale, m[i])) {
        if (!pieceCells.get(i - 1).contains(c) && !pieceCells.get(i).contains(c)) {
          corners.add(grid.fromCube(c));
        }
      }
    }
    return new HexSight(from, to, steps, corners);
  }

  /** The hexes whose closed cell contains the point {@code a + (pos / scale) * d}. */
  private static List<Cube> cellsAt(long[] a3, long[] d3, long scale, long pos) {
    long[] p = new long[3]; // the point, multiplied by scale
    for (int i = 0; i < 3; i++) {
      p[i] = Math.addExact(Math.multiplyExact(a3[i], scale), Math.multiplyExact(d3[i], pos));
    }
    // A point is within 2/3 of its hex centre in every cube coordinate, so the centre's q and r
    // are each the floor or the floor + 1 of the point's.
    long q0 = Math.floorDiv(p[0], scale);
    long r0 = Math.floorDiv(p[1], scale);
    List<Cube> cells = new ArrayList<>(2);
    for (long q = q0; q <= q0 + 1; q++) {
      for (long r = r0; r <= r0 + 1; r++) {
        long s = -q - r;
        long eq = p[0] - q * scale;
        long er = p[1] - r * scale;
        long es = p[2] - s * scale;
        if (Math.abs(eq - er) <= scale && Math.abs(er - es) <= scale && Math.abs(es - eq) <= scale) {
          cells.add(Cube.of(Math.toIntExact(q), Math.toIntExact(r)));
        }
      }
    }
    return cells;
  }

  private static EdgePair edgePair(HexGrid grid, Cube a, long[] d3, Cube c1, Cube c2) {
    // Screen coordinates up to positive per-axis scale, y pointing down (south):
    // x = 3q, y = 2r + q. With y down, a point is left of travel when the cross product is < 0.
    long dx = 3 * d3[0];
    long dy = 2 * d3[1] + d3[0];
    long ex = 3L * (c1.q() - a.q());
    long ey = 2L * (c1.r() - a.r()) + (c1.q() - a.q());
    long cross = dx * ey - dy * ex;
    Hex h1 = grid.fromCube(c1);
    Hex h2 = grid.fromCube(c2);
    return cross < 0 ? new EdgePair(h1, h2) : new EdgePair(h2, h1);
  }

  private static long lcm(long x, long y) {
    return Math.multiplyExact(x / gcd(x, y), y);
  }

  private static long gcd(long x, long y) {
    while (y != 0) {
      long t = x % y;
      x = y;
      y = t;
    }
    return x;
  }

  public Hex from() {
    return from;
  }

  public Hex to() {
    return to;
  }

  /** The trace, in order from {@link #from()} to {@link #to()}. */
  public List<Step> steps() {
    return steps;
  }

  /** The hexes whose interior the segment crosses, in order, both end hexes included. */
  public List<Hex> hexes() {
    return hexes;
  }

  /** {@link #hexes()} without the two end hexes. */
  public List<Hex> between() {
    List<Hex> all = hexes();
    return all.size() <= 2 ? List.of() : all.subList(1, all.size() - 1);
  }

  /** The stretches where the segment runs exactly along a hexside, in order. */
  public List<EdgePair> edgePairs() {
    List<EdgePair> out = new ArrayList<>();
    for (Step s : steps) {
      if (s instanceof EdgePair e) {
        out.add(e);
      }
    }
    return List.copyOf(out);
  }

  /** Hexes the segment touches only at one corner point, in order along the segment. */
  public List<Hex> cornerTouches() {
    return cornerTouches;
  }

  @Override
  public String toString() {
    return "HexSight" + steps + (cornerTouches.isEmpty() ? "" : " corners=" + cornerTouches);
  }
}
