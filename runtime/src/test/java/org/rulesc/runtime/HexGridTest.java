package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.HexGrid.Cube;
import org.rulesc.runtime.HexGrid.Direction;
import org.rulesc.runtime.HexGrid.Hex;
import org.rulesc.runtime.HexGrid.Offset;

class HexGridTest {

  private final HexGrid odd = new HexGrid(Offset.ODD_COLUMNS_DOWN);
  private final HexGrid even = new HexGrid(Offset.EVEN_COLUMNS_DOWN);

  private static Hex hex(int c, int r) {
    return Hex.of(c, r);
  }

  @Test
  void neighboursOddColumnsDown() {
    // Even column 2 is the higher one: its east neighbours are on its own row and the row above.
    assertThat(odd.neighbours(hex(2, 2)))
        .containsExactly(hex(2, 1), hex(3, 1), hex(3, 2), hex(2, 3), hex(1, 2), hex(1, 1))
        .inOrder();
    // Odd column 3 is shifted down: its east neighbours are on its own row and the row below.
    assertThat(odd.neighbours(hex(3, 2)))
        .containsExactly(hex(3, 1), hex(4, 2), hex(4, 3), hex(3, 3), hex(2, 3), hex(2, 2))
        .inOrder();
  }

  @Test
  void neighboursEvenColumnsDown() {
    assertThat(even.neighbours(hex(2, 2)))
        .containsExactly(hex(2, 1), hex(3, 2), hex(3, 3), hex(2, 3), hex(1, 3), hex(1, 2))
        .inOrder();
    assertThat(even.neighbours(hex(3, 2)))
        .containsExactly(hex(3, 1), hex(4, 1), hex(4, 2), hex(3, 3), hex(2, 2), hex(2, 1))
        .inOrder();
  }

  @Test
  void neighboursWithOneBasedNumbering() {
    // Parity is of the number as given: column 1 is odd, so it is the lower one under ODD.
    assertThat(odd.neighbour(hex(1, 1), Direction.SE)).isEqualTo(hex(2, 2));
    assertThat(even.neighbour(hex(1, 1), Direction.SE)).isEqualTo(hex(2, 1));
  }

  @Test
  void distanceDependsOnLayout() {
    assertThat(odd.distance(hex(0, 0), hex(1, 1))).isEqualTo(2);
    assertThat(even.distance(hex(0, 0), hex(1, 1))).isEqualTo(1);
    assertThat(odd.distance(hex(4, 4), hex(4, 4))).isEqualTo(0);
    for (HexGrid g : new HexGrid[] {odd, even}) {
      for (Hex n : g.neighbours(hex(5, 5))) {
        assertThat(g.distance(hex(5, 5), n)).isEqualTo(1);
      }
      // Straight down a column: plain row difference.
      assertThat(g.distance(hex(3, 1), hex(3, 7))).isEqualTo(6);
      // Across columns, each column step can also move half a row: 6 columns cover 3 rows free.
      assertThat(g.distance(hex(1, 4), hex(7, 4))).isEqualTo(6);
      assertThat(g.distance(hex(1, 4), hex(7, 9))).isEqualTo(8);
    }
    // Hand-checked. ODD (column 1 low): 0101 SE 0202 SE 0302 SE 0403, then S twice = 5.
    // EVEN (column 1 high): 0101 SE 0201 SE 0302 SE 0402, then S three times = 6.
    assertThat(odd.distance(hex(1, 1), hex(4, 5))).isEqualTo(5);
    assertThat(even.distance(hex(1, 1), hex(4, 5))).isEqualTo(6);
  }

  @Test
  void cubeRoundTripBothLayouts() {
    for (HexGrid g : new HexGrid[] {odd, even}) {
      for (int c = -5; c <= 5; c++) {
        for (int r = -5; r <= 5; r++) {
          Cube cube = g.toCube(hex(c, r));
          assertThat(cube.q() + cube.r() + cube.s()).isEqualTo(0);
          assertThat(g.fromCube(cube)).isEqualTo(hex(c, r));
        }
      }
    }
  }

  @Test
  void cubeValues() {
    assertThat(odd.toCube(hex(3, 2))).isEqualTo(new Cube(3, 1, -4));
    assertThat(even.toCube(hex(3, 2))).isEqualTo(new Cube(3, 0, -3));
    assertThat(odd.toCube(hex(-1, 0))).isEqualTo(new Cube(-1, 1, 0));
    assertThrows(IllegalArgumentException.class, () -> new Cube(1, 1, 1));
  }

  @Test
  void oppositeDirections() {
    assertThat(Direction.N.opposite()).isEqualTo(Direction.S);
    assertThat(Direction.NE.opposite()).isEqualTo(Direction.SW);
    assertThat(Direction.NW.opposite()).isEqualTo(Direction.SE);
    for (Direction d : Direction.values()) {
      assertThat(odd.neighbour(odd.neighbour(hex(4, 4), d), d.opposite())).isEqualTo(hex(4, 4));
    }
  }

  @Test
  void lineRunsStraight() {
    assertThat(odd.line(hex(2, 2), Direction.SE, 3))
        .containsExactly(hex(2, 2), hex(3, 2), hex(4, 3), hex(5, 3))
        .inOrder();
    assertThat(even.line(hex(2, 2), Direction.SE, 3))
        .containsExactly(hex(2, 2), hex(3, 3), hex(4, 3), hex(5, 4))
        .inOrder();
    assertThat(odd.line(hex(2, 2), Direction.N, 2))
        .containsExactly(hex(2, 2), hex(2, 1), hex(2, 0))
        .inOrder();
    assertThat(odd.line(hex(2, 2), Direction.N, 0)).containsExactly(hex(2, 2));
    assertThrows(IllegalArgumentException.class, () -> odd.line(hex(2, 2), Direction.N, -1));
  }

  @Test
  void directionOfStraightRuns() {
    assertThat(odd.direction(hex(2, 2), hex(5, 3))).isEqualTo(Optional.of(Direction.SE));
    assertThat(even.direction(hex(2, 2), hex(5, 4))).isEqualTo(Optional.of(Direction.SE));
    assertThat(odd.direction(hex(2, 2), hex(5, 4))).isEmpty();
    assertThat(odd.direction(hex(2, 2), hex(2, 0))).isEqualTo(Optional.of(Direction.N));
    assertThat(odd.direction(hex(2, 2), hex(2, 2))).isEmpty();
    for (HexGrid g : new HexGrid[] {odd, even}) {
      for (Direction d : Direction.values()) {
        assertThat(g.direction(hex(5, 5), g.neighbour(hex(5, 5), d))).isEqualTo(Optional.of(d));
        assertThat(g.direction(hex(5, 5), g.line(hex(5, 5), d, 4).get(4)))
            .isEqualTo(Optional.of(d));
      }
    }
  }
}
