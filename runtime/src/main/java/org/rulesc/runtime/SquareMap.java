package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.rulesc.runtime.SquareGrid.Edge;
import org.rulesc.runtime.SquareGrid.Square;

/**
 * A square map: a rectangle of squares, each with terrain data, and the edges between
 * neighbouring squares, each with edge data (a wall, a door …).
 *
 * <p>Exists so that a rulebook's map declarations and maps built by tools (a scenario editor, a
 * referee loading a battle map) are the same kind of value, and so "what is on this square" and
 * "what is on this edge" have one answer. The area is every square whose column and row lie
 * between those of two corner squares, inclusive. A square with no data of its own has the
 * map's default terrain; so does a square off the map, which callers tell apart with {@link
 * #contains}. An edge with no data of its own has the default edge data (for a map without edge
 * data, {@code null}); an edge is the same whichever way it is crossed.
 *
 * @param <C> the type of a square's terrain (a rulebook enum, or a record of several layers)
 * @param <E> the type of an edge's data ({@link Void} for a map without edges)
 */
public final class SquareMap<C, E> {

  private final String name;
  private final Square first;
  private final Square last;
  private final C fallback;
  private final E edgeFallback;
  private final Map<Square, C> terrain;
  private final Map<Edge, E> edges;

  private SquareMap(Builder<C, E> b) {
    this.name = b.name;
    this.first = b.first;
    this.last = b.last;
    this.fallback = b.fallback;
    this.edgeFallback = b.edgeFallback;
    this.terrain = Collections.unmodifiableMap(new LinkedHashMap<>(b.terrain));
    this.edges = Collections.unmodifiableMap(new LinkedHashMap<>(b.edges));
  }

  /**
   * Starts a map covering the rectangle from {@code first} to {@code last} (inclusive, either
   * corner order), where every square has {@code fallback} terrain and every edge {@code
   * edgeFallback} data until said otherwise.
   */
  public static <C, E> Builder<C, E> builder(
      String name, Square first, Square last, C fallback, E edgeFallback) {
    return new Builder<>(name, first, last, fallback, edgeFallback);
  }

  /** Collects the terrain of single squares and the data of single edges. */
  public static final class Builder<C, E> {
    private final String name;
    private final Square first;
    private final Square last;
    private final C fallback;
    private final E edgeFallback;
    private final Map<Square, C> terrain = new LinkedHashMap<>();
    private final Map<Edge, E> edges = new LinkedHashMap<>();

    private Builder(String name, Square first, Square last, C fallback, E edgeFallback) {
      this.name = Objects.requireNonNull(name, "name");
      this.first =
          Square.of(Math.min(first.col(), last.col()), Math.min(first.row(), last.row()));
      this.last = Square.of(Math.max(first.col(), last.col()), Math.max(first.row(), last.row()));
      this.fallback = Objects.requireNonNull(fallback, "fallback");
      this.edgeFallback = edgeFallback;
    }

    /**
     * Gives {@code squares} the terrain {@code t}.
     *
     * @throws IllegalArgumentException if a square is off the map or already has a terrain
     */
    @SafeVarargs
    public final Builder<C, E> put(C t, Square... squares) {
      Objects.requireNonNull(t, "terrain");
      for (Square s : squares) {
        if (!inside(first, last, s)) {
          throw new IllegalArgumentException("square " + s + " is not on map " + name);
        }
        if (terrain.putIfAbsent(s, t) != null) {
          throw new IllegalArgumentException("square " + s + " is given a terrain twice on map " + name);
        }
      }
      return this;
    }

    /**
     * Gives {@code edges} the data {@code e}.
     *
     * @throws IllegalArgumentException if an edge is not between two squares of the map, or
     *     already has data
     */
    @SafeVarargs
    public final Builder<C, E> putEdge(E e, Edge... edges) {
      Objects.requireNonNull(e, "edge data");
      for (Edge edge : edges) {
        if (!inside(first, last, edge.from()) || !inside(first, last, edge.to())) {
          throw new IllegalArgumentException("edge " + edge + " is not on map " + name);
        }
        if (this.edges.putIfAbsent(edge.undirected(), e) != null) {
          throw new IllegalArgumentException("edge " + edge + " is given data twice on map " + name);
        }
      }
      return this;
    }

    public SquareMap<C, E> build() {
      return new SquareMap<>(this);
    }
  }

  private static boolean inside(Square first, Square last, Square s) {
    return s.col() >= first.col()
        && s.col() <= last.col()
        && s.row() >= first.row()
        && s.row() <= last.row();
  }

  public String name() {
    return name;
  }

  /** The corner with the smallest column and row. */
  public Square first() {
    return first;
  }

  /** The corner with the largest column and row. */
  public Square last() {
    return last;
  }

  /** The terrain of squares not listed, and of squares off the map. */
  public C defaultTerrain() {
    return fallback;
  }

  /** The data of edges not listed ({@code null} for a map without edge data). */
  public E defaultEdge() {
    return edgeFallback;
  }

  /** Whether {@code s} is one of the map's squares. */
  public boolean contains(Square s) {
    return inside(first, last, s);
  }

  /** The terrain of {@code s}: its own, else the default (also for squares off the map). */
  public C terrain(Square s) {
    return terrain.getOrDefault(s, fallback);
  }

  /** The data of {@code e}, crossed either way: its own, else the default. */
  public E edge(Edge e) {
    return edges.getOrDefault(e.undirected(), edgeFallback);
  }

  /** The data of the edge between two squares that share a side. */
  public E edge(Square a, Square b) {
    return edge(Edge.between(a, b));
  }

  /** The squares with a terrain of their own, in the order given. */
  public Map<Square, C> features() {
    return terrain;
  }

  /** The edges with data of their own (each with the smaller square first), in the order given. */
  public Map<Edge, E> edgeFeatures() {
    return edges;
  }

  /** Every square of the map, row by row. */
  public List<Square> squares() {
    List<Square> out = new ArrayList<>();
    for (int r = first.row(); r <= last.row(); r++) {
      for (int c = first.col(); c <= last.col(); c++) {
        out.add(Square.of(c, r));
      }
    }
    return List.copyOf(out);
  }

  @Override
  public String toString() {
    return "SquareMap["
        + name
        + " "
        + first
        + ".."
        + last
        + ", "
        + terrain.size()
        + " squares and "
        + edges.size()
        + " edges with features]";
  }
}
