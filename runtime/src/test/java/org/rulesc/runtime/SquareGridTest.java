package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.SquareGrid.Adjacency;
import org.rulesc.runtime.SquareGrid.Square;

class SquareGridTest {

  private final SquareGrid four = new SquareGrid(10, 8, Adjacency.FOUR_WAY);
  private final SquareGrid eight = new SquareGrid(10, 8, Adjacency.EIGHT_WAY);

  @Test
  void distanceManhattanVersusChebyshev() {
    Square a = Square.of(1, 1);
    Square b = Square.of(4, 3);
    assertThat(four.distance(a, b)).isEqualTo(5);
    assertThat(eight.distance(a, b)).isEqualTo(3);
    assertThat(four.distance(a, Square.of(2, 2))).isEqualTo(2);
    assertThat(eight.distance(a, Square.of(2, 2))).isEqualTo(1);
    assertThat(eight.distance(a, a)).isEqualTo(0);
    assertThat(SquareGrid.distance(Adjacency.FOUR_WAY, b, a)).isEqualTo(5);
  }

  @Test
  void inBounds() {
    assertThat(four.inBounds(Square.of(0, 0))).isTrue();
    assertThat(four.inBounds(Square.of(9, 7))).isTrue();
    assertThat(four.inBounds(Square.of(10, 7))).isFalse();
    assertThat(four.inBounds(Square.of(9, 8))).isFalse();
    assertThat(four.inBounds(Square.of(-1, 0))).isFalse();
  }

  @Test
  void neighboursInOrder() {
    Square s = Square.of(5, 5);
    assertThat(four.neighbours(s))
        .containsExactly(Square.of(5, 4), Square.of(6, 5), Square.of(5, 6), Square.of(4, 5))
        .inOrder();
    assertThat(eight.neighbours(s))
        .containsExactly(
            Square.of(5, 4), Square.of(6, 5), Square.of(5, 6), Square.of(4, 5),
            Square.of(6, 4), Square.of(6, 6), Square.of(4, 6), Square.of(4, 4))
        .inOrder();
  }

  @Test
  void neighboursClippedAtCorner() {
    assertThat(four.neighbours(Square.of(0, 0)))
        .containsExactly(Square.of(1, 0), Square.of(0, 1))
        .inOrder();
    assertThat(eight.neighbours(Square.of(9, 7)))
        .containsExactly(Square.of(9, 6), Square.of(8, 7), Square.of(8, 6))
        .inOrder();
  }

  @Test
  void neighboursAreAtDistanceOne() {
    for (SquareGrid g : List.of(four, eight)) {
      for (Square n : g.neighbours(Square.of(3, 3))) {
        assertThat(g.distance(Square.of(3, 3), n)).isEqualTo(1);
      }
    }
  }

  @Test
  void squaresWithinFourWayIsADiamond() {
    assertThat(four.squaresWithin(Square.of(5, 5), 1))
        .containsExactly(
            Square.of(5, 4), Square.of(4, 5), Square.of(5, 5), Square.of(6, 5), Square.of(5, 6))
        .inOrder();
    assertThat(four.squaresWithin(Square.of(5, 4), 2)).hasSize(13);
  }

  @Test
  void squaresWithinEightWayIsASquare() {
    assertThat(eight.squaresWithin(Square.of(5, 5), 1))
        .containsExactly(
            Square.of(4, 4), Square.of(5, 4), Square.of(6, 4),
            Square.of(4, 5), Square.of(5, 5), Square.of(6, 5),
            Square.of(4, 6), Square.of(5, 6), Square.of(6, 6))
        .inOrder();
    assertThat(eight.squaresWithin(Square.of(5, 4), 2)).hasSize(25);
  }

  @Test
  void squaresWithinClipsToField() {
    assertThat(eight.squaresWithin(Square.of(0, 0), 1))
        .containsExactly(Square.of(0, 0), Square.of(1, 0), Square.of(0, 1), Square.of(1, 1))
        .inOrder();
    assertThat(four.squaresWithin(Square.of(0, 0), 0)).containsExactly(Square.of(0, 0));
    assertThrows(IllegalArgumentException.class, () -> four.squaresWithin(Square.of(0, 0), -1));
  }

  @Test
  void rejectsEmptyField() {
    assertThrows(IllegalArgumentException.class, () -> new SquareGrid(0, 5, Adjacency.FOUR_WAY));
  }

  @Test
  void unboundedNeighboursAndWithin() {
    assertThat(SquareGrid.neighbours(Adjacency.FOUR_WAY, Square.of(0, 0)))
        .containsExactly(Square.of(0, -1), Square.of(1, 0), Square.of(0, 1), Square.of(-1, 0))
        .inOrder();
    assertThat(SquareGrid.neighbours(Adjacency.EIGHT_WAY, Square.of(0, 0))).hasSize(8);
    assertThat(SquareGrid.within(Adjacency.FOUR_WAY, Square.of(0, 0), 1))
        .containsExactly(
            Square.of(0, -1), Square.of(-1, 0), Square.of(0, 0), Square.of(1, 0), Square.of(0, 1))
        .inOrder();
    for (int n = 0; n <= 5; n++) {
      assertThat(SquareGrid.within(Adjacency.FOUR_WAY, Square.of(3, -2), n)).hasSize(2 * n * (n + 1) + 1);
      assertThat(SquareGrid.within(Adjacency.EIGHT_WAY, Square.of(3, -2), n))
          .hasSize((2 * n + 1) * (2 * n + 1));
    }
    assertThrows(
        IllegalArgumentException.class, () -> SquareGrid.within(Adjacency.FOUR_WAY, Square.of(0, 0), -1));
  }

  @Test
  void footprints() {
    assertThat(SquareGrid.footprint(Square.of(2, 3), 2))
        .containsExactly(Square.of(2, 3), Square.of(3, 3), Square.of(2, 4), Square.of(3, 4))
        .inOrder();
    assertThat(SquareGrid.footprint(Square.of(2, 3), 1)).containsExactly(Square.of(2, 3));
    assertThat(SquareGrid.footprint(Square.of(2, 3), 0)).isEmpty();
    assertThat(SquareGrid.footprint(Square.of(2, 3), -1)).isEmpty();
    assertThat(SquareGrid.footprint(Square.of(-1, -1), 4)).hasSize(16);
  }
}
