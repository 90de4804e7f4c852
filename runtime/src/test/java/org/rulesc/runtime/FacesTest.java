package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertWithMessage;

import org.junit.jupiter.api.Test;

/** Each branch-free form gives what the plain {@code ?:} gives, extremes included. */
class FacesTest {
  private static final int[] VALUES = {
    Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1_000_000, -101, -7, -1, 0, 1, 2, 5, 6, 7, 10, 90, 91, 100,
    1_000_000, Integer.MAX_VALUE - 1, Integer.MAX_VALUE
  };

  @Test
  void bitIsTheShiftedOneOrZero() {
    for (int bit = 0; bit <= 30; bit++) {
      assertWithMessage("bit " + bit).that(Faces.bit(true, bit)).isEqualTo(1 << bit);
      assertWithMessage("bit " + bit).that(Faces.bit(false, bit)).isEqualTo(0);
    }
  }

  @Test
  void pickReturnsTheChosenValue() {
    for (int a : VALUES) {
      for (int b : VALUES) {
        assertWithMessage("pick(true, " + a + ", " + b + ")").that(Faces.pick(true, a, b)).isEqualTo(a);
        assertWithMessage("pick(false, " + a + ", " + b + ")").that(Faces.pick(false, a, b)).isEqualTo(b);
      }
    }
  }
}
