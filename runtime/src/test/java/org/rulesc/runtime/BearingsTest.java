package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.Continuous.Point;

class BearingsTest {
  private static final Point O = Point.of(0, 0);
  private static final Point EAST = Point.of(10, 0);

  @Test
  void leftIsCounterClockwiseSeenFromAbove() {
    assertThat(Bearings.leftOf(O, EAST, Point.of(5, 1))).isTrue();
    assertThat(Bearings.rightOf(O, EAST, Point.of(5, 1))).isFalse();
    assertThat(Bearings.rightOf(O, EAST, Point.of(5, -1))).isTrue();
    // on the line, behind the start or beyond the point through: neither side
    for (Point p : new Point[] {Point.of(5, 0), Point.of(-5, 0), Point.of(50, 0)}) {
      assertThat(Bearings.leftOf(O, EAST, p)).isFalse();
      assertThat(Bearings.rightOf(O, EAST, p)).isFalse();
    }
    // heights are ignored
    assertThat(Bearings.leftOf(O, EAST.raised(300), Point.of(5, 1).raised(-7))).isTrue();
  }

  @Test
  void theEdgeOfTheAngleIsWithin() {
    // (1,1) is exactly 45° off east; (2,1) 26.6°, (1,2) 63.4°
    assertThat(Bearings.withinAngle(O, EAST, Point.of(1, 1), 45)).isTrue();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(1, -1), 45)).isTrue();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(2, 1), 45)).isTrue();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(1, 2), 45)).isFalse();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(-1, 1), 45)).isFalse();
    // 60° off east: (1, √3) is not whole; (1000, 1732) is just inside, (1000, 1733) just outside
    assertThat(Bearings.withinAngle(O, EAST, Point.of(1000, 1732), 60)).isTrue();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(1000, 1733), 60)).isFalse();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(0, 1), 90)).isTrue();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(-1, 1), 90)).isFalse();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(-1, 1), 135)).isTrue();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(-2, 1), 135)).isFalse();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(-1, 0), 180)).isTrue();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(3, 0), 0)).isTrue();
    assertThat(Bearings.withinAngle(O, EAST, Point.of(3, 1), 0)).isFalse();
  }

  @Test
  void aPointWithNoDirectionIsNeverWithin() {
    assertThat(Bearings.withinAngle(O, EAST, O, 180)).isFalse();
    assertThat(Bearings.withinAngle(O, O, EAST, 180)).isFalse();
  }

  @Test
  void anAngleWithoutAnExactTestIsRefused() {
    ArithmeticException e = assertThrows(ArithmeticException.class,
        () -> Bearings.withinAngle(O, EAST, Point.of(1, 1), 44));
    assertThat(e).hasMessageThat().contains("44°");
    assertThrows(ArithmeticException.class, () -> Bearings.withinAngle(O, EAST, Point.of(1, 1), 1L << 40));
  }

  @Test
  void largeCoordinatesDoNotOverflow() {
    Point far = Point.of(Long.MAX_VALUE / 2, Long.MAX_VALUE / 2);
    assertThat(Bearings.withinAngle(Point.of(Long.MIN_VALUE / 2, Long.MIN_VALUE / 2), far, far, 0)).isTrue();
    assertThat(Bearings.leftOf(Point.of(Long.MIN_VALUE / 2, 0), Point.of(Long.MAX_VALUE / 2, 0),
        Point.of(0, Long.MAX_VALUE / 2))).isTrue();
  }

  /** The exact test against the angle computed in floating point, away from the edges. */
  @Test
  void agreesWithTheAngleInFloatingPoint() {
    Random random = new Random(7);
    int compared = 0;
    for (int i = 0; i < 20_000; i++) {
      Point apex = Point.of(random.nextInt(401) - 200, random.nextInt(401) - 200);
      Point toward = Point.of(random.nextInt(401) - 200, random.nextInt(401) - 200);
      Point p = Point.of(random.nextInt(401) - 200, random.nextInt(401) - 200);
      double a1 = Math.atan2(toward.y() - apex.y(), toward.x() - apex.x());
      double a2 = Math.atan2(p.y() - apex.y(), p.x() - apex.x());
      double angle = Math.toDegrees(Math.abs(Math.IEEEremainder(a2 - a1, 2 * Math.PI)));
      for (int degrees : new int[] {30, 45, 60, 90, 120, 135, 150}) {
        if (apex.equals(toward) || apex.equals(p) || Math.abs(angle - degrees) < 1e-6) {
          continue;
        }
        compared++;
        assertWithMessage("%s %s %s at %s°", apex, toward, p, degrees)
            .that(Bearings.withinAngle(apex, toward, p, degrees)).isEqualTo(angle <= degrees);
      }
      double cross = (double) (toward.x() - apex.x()) * (p.y() - apex.y())
          - (double) (toward.y() - apex.y()) * (p.x() - apex.x());
      assertThat(Bearings.leftOf(apex, toward, p)).isEqualTo(cross > 0);
    }
    assertThat(compared).isGreaterThan(100_000);
  }

  @Test
  void onTableDropsTheHeight() {
    assertThat(Point.of(3, 4).raised(30).onTable()).isEqualTo(Point.of(3, 4));
  }
}
