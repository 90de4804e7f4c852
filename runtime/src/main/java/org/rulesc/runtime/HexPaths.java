package org.rulesc.runtime;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.rulesc.runtime.HexGrid.Direction;
import org.rulesc.runtime.HexGrid.Hex;

/**
 * Movement questions on a hex grid that rulebooks ask about a unit's path: can it get there in so
 * many steps through hexes it may enter, is this a straight run, which hexes end a straight run of
 * a given length.
 *
 * <p>Exists so generated engines share one definition of "straight" (along one of the six rows
 * through a hex) instead of each rulebook re-deriving it from cube coordinates.
 */
public final class HexPaths {

  private HexPaths() {}

  /**
   * Whether {@code to} lies on one of the six straight hex rows through {@code from}. A hex is on
   * a straight run of length 0 from itself, so {@code straight(g, h, h)} is true.
   */
  public static boolean straight(HexGrid grid, Hex from, Hex to) {
    return from.equals(to) || grid.direction(from, to).isPresent();
  }

  /**
   * The hexes exactly {@code n} steps from {@code h} along the six straight rows, clockwise from
   * north; for {@code n == 0}, just {@code h}.
   *
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public static List<Hex> straightRing(HexGrid grid, Hex h, int n) {
    if (n < 0) {
      throw new IllegalArgumentException("negative distance " + n);
    }
    if (n == 0) {
      return List.of(h);
    }
    // the far end of each straight line, without listing the hexes on the way (rules ask for
    // rings around every candidate hex of a move)
    HexGrid.Cube c = grid.toCube(h);
    Hex[] out = new Hex[6];
    Direction[] directions = Direction.values();
    for (int i = 0; i < directions.length; i++) {
      out[i] = grid.fromCube(c.plus(directions[i].vector().times(n)));
    }
    return List.of(out);
  }

  /**
   * Whether a unit can move from {@code from} to {@code to} in at most {@code maxSteps} steps, each
   * from a hex to an adjacent one, entering only hexes that {@code enter} accepts ({@code to}
   * included, {@code from} not: the unit is already there). Staying put ({@code from == to}) needs
   * no step. A breadth-first search, so it also finds the way around obstacles.
   */
  public static boolean reachable(
      HexGrid grid, Hex from, Hex to, int maxSteps, Predicate<Hex> enter) {
    return steps(grid, from, to, maxSteps, enter) >= 0;
  }

  /**
   * The fewest steps from {@code from} to {@code to} under the rules of {@link #reachable}, or -1
   * when it takes more than {@code maxSteps} or cannot be done.
   */
  public static int steps(HexGrid grid, Hex from, Hex to, int maxSteps, Predicate<Hex> enter) {
    if (maxSteps < 0) {
      return -1;
    }
    if (from.equals(to)) {
      return 0;
    }
    Map<Hex, Integer> seen = new HashMap<>();
    ArrayDeque<Hex> queue = new ArrayDeque<>();
    seen.put(from, 0);
    queue.add(from);
    while (!queue.isEmpty()) {
      Hex h = queue.poll();
      int d = seen.get(h);
      if (d == maxSteps) {
        continue;
      }
      for (Hex n : grid.neighbours(h)) {
        if (seen.containsKey(n) || !enter.test(n)) {
          continue;
        }
        if (n.equals(to)) {
          return d + 1;
        }
        seen.put(n, d + 1);
        queue.add(n);
      }
    }
    return -1;
  }
}
