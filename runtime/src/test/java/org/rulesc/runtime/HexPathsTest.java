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

  @Test
  void reachableGoesAroundWhatCannotBeEntered() {
    // 0707 to 0709 is two steps straight south, through 0708
    assertThat(HexPaths.steps(even, Hex.of(7, 7), Hex.of(7, 9), 5, h -> true)).isEqualTo(2);
    java.util.function.Predicate<Hex> no0708 = h -> !h.equals(Hex.of(7, 8));
    assertThat(HexPaths.steps(even, Hex.of(7, 7), Hex.of(7, 9), 5, no0708)).isEqualTo(3);
    assertThat(HexPaths.reachable(even, Hex.of(7, 7), Hex.of(7, 9), 2, no0708)).isFalse();
    assertThat(HexPaths.reachable(even, Hex.of(7, 7), Hex.of(7, 9), 3, no0708)).isTrue();
  }

  @Test
  void theDestinationMustBeEnterableButTheStartNeedNot() {
    java.util.function.Predicate<Hex> notStart = h -> !h.equals(Hex.of(7, 7));
    assertThat(HexPaths.reachable(even, Hex.of(7, 7), Hex.of(8, 7), 1, notStart)).isTrue();
    assertThat(HexPaths.reachable(even, Hex.of(7, 7), Hex.of(8, 7), 1, h -> !h.equals(Hex.of(8, 7))))
        .isFalse();
    assertThat(HexPaths.reachable(even, Hex.of(7, 7), Hex.of(7, 7), 0, h -> false)).isTrue();
    assertThat(HexPaths.reachable(even, Hex.of(7, 7), Hex.of(7, 7), -1, h -> true)).isFalse();
  }
}
