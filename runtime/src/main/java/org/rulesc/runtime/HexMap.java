package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.rulesc.runtime.HexGrid.Hex;

/**
 * A hex map: a rectangle of printed hexes on a {@link HexGrid}, each with a terrain value (a
 * rulebook enum such as open ground or building).
 *
 * <p>Exists so that a rulebook's map declarations and maps built by tools (a scenario editor, a
 * referee loading the printed board) are the same kind of value, and so "is this hex on the map"
 * has one answer. The area is every hex whose column and row lie between those of two corner
 * hexes, inclusive. A hex with no terrain of its own has the map's default terrain; so does a hex
 * off the map (a line of sight along the map edge may run beside such a hex), which callers tell
 * apart with {@link #contains}.
 *
 * @param <T> the terrain type
 */
public final class HexMap<T> {

  private final String name;
  private final HexGrid grid;
  private final Hex first;
  private final Hex last;
  private final T fallback;
  private final Map<Hex, T> terrain;

  private HexMap(String name, HexGrid grid, Hex first, Hex last, T fallback, Map<Hex, T> terrain) {
    this.name = name;
    this.grid = grid;
    this.first = first;
    this.last = last;
    this.fallback = fallback;
    this.terrain = Collections.unmodifiableMap(new LinkedHashMap<>(terrain));
  }

  /**
   * Starts a map covering the rectangle from {@code first} to {@code last} (inclusive, either
   * corner order), where every hex has {@code fallback} terrain until said otherwise.
   */
  public static <T> Builder<T> builder(String name, HexGrid grid, Hex first, Hex last, T fallback) {
    return new Builder<>(name, grid, first, last, fallback);
  }

  /** Collects the terrain of single hexes. */
  public static final class Builder<T> {
    private final String name;
    private final HexGrid grid;
    private final Hex first;
    private final Hex last;
    private final T fallback;
    private final Map<Hex, T> terrain = new LinkedHashMap<>();

    private Builder(String name, HexGrid grid, Hex first, Hex last, T fallback) {
      this.name = Objects.requireNonNull(name, "name");
      this.grid = Objects.requireNonNull(grid, "grid");
      this.first =
          Hex.of(Math.min(first.col(), last.col()), Math.min(first.row(), last.row()));
      this.last = Hex.of(Math.max(first.col(), last.col()), Math.max(first.row(), last.row()));
      this.fallback = Objects.requireNonNull(fallback, "fallback");
    }

    /**
     * Gives {@code hexes} the terrain {@code t}.
     *
     * @throws IllegalArgumentException if a hex is off the map or already has a terrain
     */
    public Builder<T> put(T t, Hex... hexes) {
      Objects.requireNonNull(t, "terrain");
      for (Hex h : hexes) {
        if (!inside(first, last, h)) {
          throw new IllegalArgumentException("hex " + h + " is not on map " + name);
        }
        if (terrain.putIfAbsent(h, t) != null) {
          throw new IllegalArgumentException("hex " + h + " is given a terrain twice on map " + name);
        }
      }
      return this;
    }

    public HexMap<T> build() {
      return new HexMap<>(name, grid, first, last, fallback, terrain);
    }
  }

  private static boolean inside(Hex first, Hex last, Hex h) {
    return h.col() >= first.col()
        && h.col() <= last.col()
        && h.row() >= first.row()
        && h.row() <= last.row();
  }

  public String name() {
    return name;
  }

  public HexGrid grid() {
    return grid;
  }

  /** The corner with the smallest column and row. */
  public Hex first() {
    return first;
  }

  /** The corner with the largest column and row. */
  public Hex last() {
    return last;
  }

  /** The terrain of hexes not listed, and of hexes off the map. */
  public T defaultTerrain() {
    return fallback;
  }

  /** Whether {@code h} is one of the map's hexes. */
  public boolean contains(Hex h) {
    return inside(first, last, h);
  }

  /** The terrain of {@code h}: its own, else the default (also for hexes off the map). */
  public T terrain(Hex h) {
    return terrain.getOrDefault(h, fallback);
  }

  /** The hexes with a terrain of their own, in the order given. */
  public Map<Hex, T> features() {
    return terrain;
  }

  /** Every hex of the map, column by column. */
  public List<Hex> hexes() {
    List<Hex> out = new ArrayList<>();
    for (int c = first.col(); c <= last.col(); c++) {
      for (int r = first.row(); r <= last.row(); r++) {
        out.add(Hex.of(c, r));
      }
    }
    return List.copyOf(out);
  }

  @Override
  public String toString() {
    return "HexMap[" + name + " " + first + ".." + last + ", " + terrain.size() + " features]";
  }
}
