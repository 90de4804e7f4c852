package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.rulesc.runtime.Continuous.Point;
import org.junit.jupiter.api.Test;

class ContinuousTest {

  private static final Point ORIGIN = Point.of(0, 0);

  @Test
  void pointOfIsOnTheTable() {
    assertThat(Point.of(3, 4)).isEqualTo(new Point(3, 4, 0));
    assertThat(Point.of(3, 4).raised(5)).isEqualTo(new Point(3, 4, 5));
    assertThat(Point.of(3, 4).raised(5).raised(-2).z()).isEqualTo(3);
  }

  @Test
  void distanceSquaredIsExact() {
    assertThat(Continuous.distanceSquared(ORIGIN, Point.of(3, 4))).isEqualTo(25);
    assertThat(Continuous.distanceSquared(Point.of(-1, -1), Point.of(2, 3).raised(12)))
        .isEqualTo(9 + 16 + 144);
  }

  @Test
  void withinIsInclusiveAtTheRadius() {
    assertThat(Continuous.within(ORIGIN, Point.of(3, 4), 5)).isTrue();
    assertThat(Continuous.within(ORIGIN, Point.of(3, 4), 4)).isFalse();
    assertThat(Continuous.within(ORIGIN, Point.of(3, 5), 5)).isFalse();
    assertThat(Continuous.within(ORIGIN, ORIGIN, 0)).isTrue();
    assertThat(Continuous.within(ORIGIN, Point.of(3, 4).raised(12), 13)).isTrue();
    assertThat(Continuous.within(ORIGIN, Point.of(3, 4).raised(12), 12)).isFalse();
    assertThrows(IllegalArgumentException.class, () -> Continuous.within(ORIGIN, ORIGIN, -1));
  }

  @Test
  void withinHasNoRoundingError() {
    // sqrt(2*10^16 + ...) just above 141421356: floating-point rounding must not matter.
    Point far = Point.of(100_000_000L, 100_000_000L);
    long r = 141_421_356L; // floor(1e8 * sqrt 2) = 141421356.237...
    assertThat(Continuous.within(ORIGIN, far, r)).isFalse();
    assertThat(Continuous.within(ORIGIN, far, r + 1)).isTrue();
    assertThat(Continuous.distanceFloor(ORIGIN, far)).isEqualTo(r);
  }

  @Test
  void distanceFloor() {
    assertThat(Continuous.distanceFloor(ORIGIN, Point.of(3, 4))).isEqualTo(5);
    assertThat(Continuous.distanceFloor(ORIGIN, Point.of(1, 1))).isEqualTo(1);
    assertThat(Continuous.distanceFloor(ORIGIN, Point.of(5, 5))).isEqualTo(7);
    assertThat(Continuous.distanceFloor(ORIGIN, ORIGIN)).isEqualTo(0);
  }

  @Test
  void distanceDouble() {
    assertThat(Continuous.distance(ORIGIN, Point.of(3, 4))).isEqualTo(5.0);
    assertThat(Continuous.distance(ORIGIN, Point.of(1, 1))).isWithin(1e-12).of(Math.sqrt(2));
  }

  @Test
  void overflowThrows() {
    Point huge = Point.of(Long.MAX_VALUE / 2, 0);
    assertThrows(ArithmeticException.class, () -> Continuous.distanceSquared(ORIGIN, huge));
  }
}
