package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import org.rulesc.runtime.SquareGrid.Square;

/**
 * The squares a line of sight crosses on a square grid, traced exactly from the centre of one
 * square to the centre of another.
 *
 * <p>Exists because rulebooks decide line of sight by which squares the line passes through, and
 * differ on what happens when it passes exactly through a grid corner. This class reports both
 * facts separately, without floating point, so a generated rule can apply its own convention:
 * {@link #squares()} are the squares whose interior the segment crosses (both end squares
 * included), and {@link #vertices()} are the grid corners it passes exactly through, each with the
 * two squares that pinch the line there (squares the line only touches at that corner).
 *
 * <p>Squares are addressed as in {@link SquareGrid}; vertex {@code (x, y)} is the top-left corner
 * of square {@code (x, y)}. Bounds are not consulted.
 */
public final class SquareSight {

  /**
   * A grid corner the line passes exactly through.
   *
   * @param x vertex column (the corner shared by squares with col {@code x-1} and {@code x})
   * @param y vertex row (the corner shared by squares with row {@code y-1} and {@code y})
   * @param pinchA one of the two squares that meet the line only at this corner
   * @param pinchB the other such square
   */
  public record VertexPass(int x, int y, Square pinchA, Square pinchB) {}

  /**
   * A grid corner the line passes exactly through, seen along the line: it leaves {@code before}
   * and enters {@code after} (diagonal neighbours), squeezing between {@code left} and {@code
   * right}, the two squares it touches only at this corner, as seen travelling from {@link
   * #from()} to {@link #to()} on a grid drawn with rows growing downward (row 0 at the top).
   */
  public record Vertex(int x, int y, Square before, Square after, Square left, Square right) {}

  private final Square from;
  private final Square to;
  private final List<Square> squares;
  private final List<VertexPass> vertices;

  private SquareSight(Square from, Square to, List<Square> squares, List<VertexPass> vertices) {
    this.from = from;
    this.to = to;
    this.squares = List.copyOf(squares);
    this.vertices = List.copyOf(vertices);
  }

  /** Traces the segment from the centre of {@code from} to the centre of {@code to}. */
  public static SquareSight between(Square from, Square to) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    int nx = Math.abs(to.col() - from.col());
    int ny = Math.abs(to.row() - from.row());
    int sx = Integer.signum(to.col() - from.col());
    int sy = Integer.signum(to.row() - from.row());
    List<Square> squares = new ArrayList<>();
    List<VertexPass> vertices = new ArrayList<>();
    int c = from.col();
    int r = from.row();
    squares.add(from);
    // With doubled coordinates the centres are odd and grid lines even. The next vertical grid line
    // is reached at t = (1 + 2*ix) / (2*nx), the next horizontal one at t = (1 + 2*iy) / (2*ny);
    // comparing (1 + 2*ix) * ny with (1 + 2*iy) * nx decides which comes first, exactly.
    long ix = 0;
    long iy = 0;
    while (ix < nx || iy < ny) {
      long cmp = (1 + 2 * ix) * (long) ny - (1 + 2 * iy) * (long) nx;
      if (cmp == 0) {
        // Both grid lines at once: the segment passes exactly through a corner.
        int vx = c + (sx > 0 ? 1 : 0);
        int vy = r + (sy > 0 ? 1 : 0);
        vertices.add(new VertexPass(vx, vy, new Square(c + sx, r), new Square(c, r + sy)));
        c += sx;
        r += sy;
        ix++;
        iy++;
      } else if (cmp < 0) {
        c += sx;
        ix++;
      } else {
        r += sy;
        iy++;
      }
      squares.add(new Square(c, r));
    }
    return new SquareSight(from, to, squares, vertices);
  }

  public Square from() {
    return from;
  }

  public Square to() {
    return to;
  }

  /** Squares whose interior the segment crosses, in order from {@link #from()} to {@link #to()}. */
  public List<Square> squares() {
    return squares;
  }

  /** {@link #squares()} without the two end squares. */
  public List<Square> between() {
    return squares.size() <= 2 ? List.of() : squares.subList(1, squares.size() - 1);
  }

  /** Grid corners the segment passes exactly through, in order along the segment. */
  public List<VertexPass> vertices() {
    return vertices;
  }

  /**
   * {@link #squares()} without the first: the squares the segment enters, in order; the end
   * square is one of them unless the two ends are the same square (then the list is empty).
   */
  public List<Square> entered() {
    return squares.subList(1, squares.size());
  }

  /**
   * The edges the segment crosses through their interior, in order, each from the square it
   * leaves to the square it enters. Where the segment passes through a corner it crosses no edge
   * (see {@link #passes()}).
   */
  public List<SquareGrid.Edge> edges() {
    List<SquareGrid.Edge> out = new ArrayList<>();
    for (int i = 1; i < squares.size(); i++) {
      Square a = squares.get(i - 1);
      Square b = squares.get(i);
      if (Math.abs(a.col() - b.col()) + Math.abs(a.row() - b.row()) == 1) {
        out.add(new SquareGrid.Edge(a, b));
      }
    }
    return List.copyOf(out);
  }

  /** The corners the segment passes exactly through, in order, with their sides named. */
  public List<Vertex> passes() {
    List<Vertex> out = new ArrayList<>();
    int dc = to.col() - from.col();
    int dr = to.row() - from.row();
    int k = 0;
    for (int i = 1; i < squares.size(); i++) {
      Square a = squares.get(i - 1);
      Square b = squares.get(i);
      if (Math.abs(a.col() - b.col()) == 1 && Math.abs(a.row() - b.row()) == 1) {
        VertexPass v = vertices.get(k++);
        // With rows growing downward, a square lies to the left of the direction (dc, dr) when
        // the cross product of the direction and the offset to the square is negative.
        long cross =
            (long) dc * (v.pinchA().row() - from.row()) - (long) dr * (v.pinchA().col() - from.col());
        Square left = cross < 0 ? v.pinchA() : v.pinchB();
        Square right = cross < 0 ? v.pinchB() : v.pinchA();
        out.add(new Vertex(v.x(), v.y(), a, b, left, right));
      }
    }
    return List.copyOf(out);
  }

  /**
   * One common convention, offered for convenience: the line is blocked if any square strictly
   * between the ends blocks, or if at some corner both pinching squares block. A single blocking
   * square touched only at a corner does not block.
   */
  public boolean blockedBy(Predicate<? super Square> blocks) {
    for (Square s : between()) {
      if (blocks.test(s)) {
        return true;
      }
    }
    for (VertexPass v : vertices) {
      if (blocks.test(v.pinchA()) && blocks.test(v.pinchB())) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return "SquareSight" + squares + " vertices=" + vertices;
  }
}
