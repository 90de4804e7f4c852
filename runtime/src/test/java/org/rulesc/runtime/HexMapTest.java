package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.rulesc.runtime.HexGrid.Hex;
import org.rulesc.runtime.HexGrid.Offset;

class HexMapTest {

  enum Ground {
    OPEN,
    BUILDING
  }

  private final HexGrid grid = new HexGrid(Offset.EVEN_COLUMNS_DOWN);

  @Test
  void terrainAndArea() {
    HexMap<Ground> m =
        HexMap.builder("m", grid, Hex.of(3, 4), Hex.of(1, 1), Ground.OPEN)
            .put(Ground.BUILDING, Hex.of(2, 2), Hex.of(3, 3))
            .build();
    assertThat(m.first()).isEqualTo(Hex.of(1, 1));
    assertThat(m.last()).isEqualTo(Hex.of(3, 4));
    assertThat(m.terrain(Hex.of(2, 2))).isEqualTo(Ground.BUILDING);
    assertThat(m.terrain(Hex.of(1, 1))).isEqualTo(Ground.OPEN);
    assertThat(m.contains(Hex.of(3, 4))).isTrue();
    assertThat(m.contains(Hex.of(4, 4))).isFalse();
    assertThat(m.terrain(Hex.of(9, 9))).isEqualTo(Ground.OPEN);
    assertThat(m.hexes()).hasSize(12);
    assertThat(m.features()).hasSize(2);
  }

  @Test
  void rejectsHexesOffTheMapOrGivenTwice() {
    HexMap.Builder<Ground> b = HexMap.builder("m", grid, Hex.of(1, 1), Hex.of(3, 3), Ground.OPEN);
    assertThrows(IllegalArgumentException.class, () -> b.put(Ground.BUILDING, Hex.of(4, 1)));
    b.put(Ground.BUILDING, Hex.of(2, 2));
    assertThrows(IllegalArgumentException.class, () -> b.put(Ground.OPEN, Hex.of(2, 2)));
  }
}
