package org.rulesc.runtime;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.rulesc.runtime.SquareGrid.Adjacency;
import org.rulesc.runtime.SquareGrid.Square;

/**
 * Movement on a square grid: can a piece get from one square to another in so many steps through
 * squares it may enter. The square counterpart of {@link HexPaths#reachable}, so that {@code
 * reachable(…)} means the same on either kind of board. The search skips squares from which the
 * destination is further than the steps left (the grid distance is never more than the steps a
 * path takes), so asking about a square close by looks at a few squares only.
 */
public final class SquarePaths {

  private SquarePaths() {}

  /**
   * Whether a piece can move from {@code from} to {@code to} in at most {@code maxSteps} steps, each
   * to an adjacent square under {@code adjacency}, entering only squares that {@code enter} accepts
   * ({@code to} included, {@code from} not). Staying put needs no step.
   */
  public static boolean reachable(
      Adjacency adjacency, Square from, Square to, int maxSteps, Predicate<Square> enter) {
    return steps(adjacency, from, to, maxSteps, enter) >= 0;
  }

  /** The fewest steps under the rules of {@link #reachable}, or -1 when it takes more or cannot be done. */
  public static int steps(
      Adjacency adjacency, Square from, Square to, int maxSteps, Predicate<Square> enter) {
    if (maxSteps < 0) {
      return -1;
    }
    if (from.equals(to)) {
      return 0;
    }
    if (SquareGrid.distance(adjacency, from, to) > maxSteps) {
      return -1;
    }
    Map<Square, Integer> seen = new HashMap<>();
    ArrayDeque<Square> queue = new ArrayDeque<>();
    seen.put(from, 0);
    queue.add(from);
    while (!queue.isEmpty()) {
      Square s = queue.poll();
      int d = seen.get(s);
      if (d == maxSteps) {
        continue;
      }
      List<Square> next = SquareGrid.neighbours(adjacency, s);
      for (Square n : next) {
        // a square from which `to` is further than the steps left cannot be on such a path
        if (seen.containsKey(n)
            || d + 1 + SquareGrid.distance(adjacency, n, to) > maxSteps
            || !enter.test(n)) {
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
