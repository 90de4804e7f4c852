package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.rulesc.runtime.HexGrid.Hex;
import org.rulesc.runtime.HexGrid.Offset;

class HexPathsTest {

  private final HexGrid even = new HexGrid(Offset.EVEN_COLUMNS_DOWN);

  @Test
  void straightRows() {
    assertThat(HexPaths.straight(even, Hex.of(8, 7), Hex.of(12, 5))).isTrue();
    assertThat(HexPaths.straight(even, Hex.of(7, 7), Hex.of(12, 5))).isFalse();
    assertThat(HexPaths.straight(even, Hex.of(7, 7), Hex.of(7, 7))).isTrue();
    assertThat(HexPaths.straight(even, Hex.of(7, 7), Hex.of(7, 2))).isTrue();
  }

  @Test
  void straightRing() {
    assertThat(HexPaths.straightRing(even, Hex.of(7, 7), 0)).containsExactly(Hex.of(7, 7));
    assertThat(HexPaths.straightRing(even, Hex.of(7, 7), 1)).isEqualTo(even.neighbours(Hex.of(7, 7)));
    assertThat(HexPaths.straightRing(even, Hex.of(8, 7), 4)).contains(Hex.of(12, 5));
    for (Hex h : HexPaths.straightRing(even, Hex.of(8, 7), 4)) {
      assertThat(even.distance(Hex.of(8, 7), h)).isEqualTo(4);
    }
    assertThrows(IllegalArgumentException.class, () -> HexPaths.straightRing(even, Hex.of(1, 1), -1));
  }
}
