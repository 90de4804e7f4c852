package org.rulesc.runtime;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import org.rulesc.runtime.SquareGrid.Adjacency;
import org.rulesc.runtime.SquareGrid.Square;

/**
 * Paths over squares, the square counterpart of {@link HexPaths}: a breadth-first search from
 * one square to another, each step to an adjacent square (under the grid's adjacency) that the
 * caller's condition lets a unit enter.
 */
public final class SquarePaths {
  private SquarePaths() {}

  /**
   * Whether {@code to} can be reached from {@code from} in at most {@code steps} steps, entering
   * only squares for which {@code enter} holds ({@code to} must satisfy it, {@code from} need not);
   * a square reaches itself in no step.
   */
  public static boolean reachable(
      Adjacency adjacency, Square from, Square to, int steps, Predicate<Square> enter) {
    if (from.equals(to)) {
      return true;
    }
    if (steps <= 0 || SquareGrid.distance(adjacency, from, to) > steps) {
      return false;
    }
    Map<Square, Integer> seen = new HashMap<>();
    ArrayDeque<Square> queue = new ArrayDeque<>();
    seen.put(from, 0);
    queue.add(from);
    while (!queue.isEmpty()) {
      Square s = queue.poll();
      int d = seen.get(s);
      if (d == steps) {
        continue;
      }
      for (Square n : SquareGrid.neighbours(adjacency, s)) {
        if (seen.containsKey(n) || SquareGrid.distance(adjacency, n, to) > steps - d - 1
            || !enter.test(n)) {
          continue;
        }
        if (n.equals(to)) {
          return true;
        }
        seen.put(n, d + 1);
        queue.add(n);
      }
    }
    return false;
  }
}
