package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.rulesc.runtime.Continuous.Point;

/**
 * The house sampler that lays out a game's drawn {@code scenery} (terrain regions, say) for
 * self-play when a scenario states none: from {@code lo} to {@code hi} lines, the number drawn
 * uniformly, then each line's fields in order, an enum field as one of its members uniformly, a
 * point field as one of the table's grid points (multiples of the grid step, edges included)
 * uniformly. The interpreter and the generated engine both call it with the same random source,
 * so a seed lays out the same table on both.
 */
public final class SceneryDraw {
  private SceneryDraw() {}

  /** A field drawn as a point of the table (otherwise a field is the number of its enum's members). */
  public static final int POINT = 0;

  /**
   * Draws the lines of one scenery.
   *
   * @param fields for each field in order, {@link #POINT} or the number of its enum's members
   * @return each line's values: an {@code Integer} member index or a {@link Point}
   */
  public static List<List<Object>> draw(SplittableRandom random, Tabletop table, int lo, int hi, int[] fields) {
    int count = lo + random.nextInt(hi - lo + 1);
    List<List<Object>> lines = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      List<Object> line = new ArrayList<>();
      for (int f : fields) {
        if (f == POINT) {
          long x = table.grid() * random.nextLong(table.width() / table.grid() + 1);
          long y = table.grid() * random.nextLong(table.height() / table.grid() + 1);
          line.add(Point.of(x, y));
        } else {
          line.add(random.nextInt(f));
        }
      }
      lines.add(line);
    }
    return lines;
  }
}
