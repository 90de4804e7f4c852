package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.runtime.HexGrid.Direction;
import org.rulesc.runtime.HexGrid.Hex;

/**
 * Movement questions on a hex grid that rulebooks ask about a unit's path: is this a straight
 * run, which hexes end a straight run of a given length.
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
    List<Hex> out = new ArrayList<>(6);
    for (Direction d : Direction.values()) {
      out.add(grid.line(h, d, n).get(n));
    }
    return List.copyOf(out);
  }
}
