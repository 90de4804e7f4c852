package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.rulesc.runtime.HexGrid.Hex;

class HexLabelsTest {

  @Test
  void formats() {
    assertThat(HexLabels.format(Hex.of(7, 7))).isEqualTo("0707");
    assertThat(HexLabels.format(12, 3)).isEqualTo("1203");
    assertThat(HexLabels.format(0, 99)).isEqualTo("0099");
  }

  @Test
  void parses() {
    assertThat(HexLabels.parse("0707")).isEqualTo(Hex.of(7, 7));
    assertThat(HexLabels.parse("1203")).isEqualTo(Hex.of(12, 3));
    assertThat(HexLabels.parse("0310")).isEqualTo(Hex.of(3, 10));
  }

  @Test
  void roundTrips() {
    for (int c = 0; c <= 99; c += 7) {
      for (int r = 0; r <= 99; r += 11) {
        assertThat(HexLabels.parse(HexLabels.format(c, r))).isEqualTo(Hex.of(c, r));
      }
    }
  }

  @Test
  void rejectsBadLabels() {
    assertThrows(IllegalArgumentException.class, () -> HexLabels.parse("707"));
    assertThrows(IllegalArgumentException.class, () -> HexLabels.parse("07 7"));
    assertThrows(IllegalArgumentException.class, () -> HexLabels.parse("-707"));
    assertThrows(IllegalArgumentException.class, () -> HexLabels.parse(null));
    assertThrows(IllegalArgumentException.class, () -> HexLabels.format(100, 1));
    assertThrows(IllegalArgumentException.class, () -> HexLabels.format(1, -1));
  }

  @Test
  void schemes() {
    assertThat(HexLabels.CCRR.parse("0805")).isEqualTo(Hex.of(8, 5));
    assertThat(HexLabels.CCRR.format(Hex.of(12, 5))).isEqualTo("1205");
    HexLabels.Scheme rowFirst = HexLabels.Scheme.of("RRCC");
    assertThat(rowFirst.parse("0512")).isEqualTo(Hex.of(12, 5));
    assertThat(rowFirst.format(Hex.of(12, 5))).isEqualTo("0512");
    HexLabels.Scheme wide = HexLabels.Scheme.of("CCCRR");
    assertThat(wide.parse("10203")).isEqualTo(Hex.of(102, 3));
    assertThat(wide.format(Hex.of(7, 7))).isEqualTo("00707");
    assertThat(HexLabels.CCRR.matches("07O7")).isFalse();
    assertThat(HexLabels.CCRR.matches("070")).isFalse();
    assertThrows(IllegalArgumentException.class, () -> HexLabels.Scheme.of("CRCR"));
    assertThrows(IllegalArgumentException.class, () -> HexLabels.Scheme.of("XXYY"));
    assertThrows(IllegalArgumentException.class, () -> HexLabels.CCRR.parse("12345"));
    assertThrows(IllegalArgumentException.class, () -> HexLabels.CCRR.format(Hex.of(100, 1)));
  }
}
