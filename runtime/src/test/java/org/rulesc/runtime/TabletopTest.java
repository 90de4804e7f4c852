package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.Continuous.Point;

class TabletopTest {

  @Test
  void gridCandidatesWithinReachRowByRow() {
    Tabletop table = new Tabletop(60, 30, 15, 0);
    assertThat(table.within(Point.of(30, 15), 15, List.of()))
        .containsExactly(Point.of(30, 0), Point.of(15, 15), Point.of(30, 15), Point.of(45, 15), Point.of(30, 30))
        .inOrder();
    // the table's edges bound the grid
    assertThat(table.within(Point.of(0, 0), 15, List.of()))
        .containsExactly(Point.of(0, 0), Point.of(15, 0), Point.of(0, 15)).inOrder();
  }

  @Test
  void borderPointsComeAfterTheGridInTheGivenOrder() {
    Tabletop table = new Tabletop(100, 100, 50, 15);
    // 50 away along a 3-4-5 line: the point 15 short of it is exact
    assertThat(table.within(Point.of(0, 0), 40, List.of(Point.of(0, 0), Point.of(40, 30))))
        .containsExactly(Point.of(0, 0), Point.of(28, 21)).inOrder();
    // otherwise the whole point nearest to the edge among those inside it
    assertThat(table.within(Point.of(0, 0), 40, List.of(Point.of(41, 30))))
        .containsExactly(Point.of(0, 0), Point.of(29, 21)).inOrder();
    // a piece out of reach gives a border point only when that point is in reach; beyond reach + border
    // it gives the far point instead: where a full move towards it ends, the nearest whole point in reach
    assertThat(table.within(Point.of(0, 0), 40, List.of(Point.of(90, 90))))
        .containsExactly(Point.of(0, 0), Point.of(28, 28)).inOrder();
    assertThat(table.within(Point.of(0, 0), 40, List.of(Point.of(80, 60))))
        .containsExactly(Point.of(0, 0), Point.of(32, 24)).inOrder();
    // a piece within reach + border gives its border point only
    assertThat(table.within(Point.of(0, 0), 40, List.of(Point.of(44, 33))))
        .containsExactly(Point.of(0, 0), Point.of(32, 24)).inOrder();
  }

  @Test
  void aRefereeAcceptsAnyPointOfTheTableWithinReach() {
    Tabletop table = new Tabletop(100, 100, 50, 15);
    assertThat(table.allows(Point.of(0, 0), 40, Point.of(12, 13))).isTrue();
    assertThat(table.allows(Point.of(0, 0), 40, Point.of(-1, 0))).isFalse();
    assertThat(table.allows(Point.of(0, 0), 40, Point.of(0, 41))).isFalse();
    assertThat(table.allows(Point.of(0, 0), 40, "(0,0)")).isFalse();
  }

  @Test
  void aMoveThatGoesOnInsideACircleEntersItBeforeItsEnd() {
    Point from = Point.of(0, 0);
    assertThat(Continuous.entersBefore(from, Point.of(45, 0), Point.of(60, 0), 15)).isFalse();
    assertThat(Continuous.entersBefore(from, Point.of(50, 0), Point.of(60, 0), 15)).isTrue();
    assertThat(Continuous.entersBefore(from, Point.of(60, 0), Point.of(30, 10), 15)).isTrue();
    assertThat(Continuous.entersBefore(from, Point.of(60, 0), Point.of(30, 16), 15)).isFalse();
    // starting inside: any move of more than one unit goes on inside
    assertThat(Continuous.entersBefore(from, Point.of(5, 0), Point.of(0, 10), 15)).isTrue();
    assertThat(Continuous.entersBefore(from, Point.of(1, 0), Point.of(0, 10), 15)).isFalse();
  }

  @Test
  void pointLabelsRoundTrip() {
    assertThat(PointLabels.format(Point.of(60, 75))).isEqualTo("(60,75)");
    assertThat(PointLabels.parse("( 60 , 75 )")).isEqualTo(Point.of(60, 75));
    assertThrows(RecordSyntaxError.class, () -> PointLabels.parse("(60;75)"));
  }

  @Test
  void aTableNeedsAGridOfAtLeastOneUnit() {
    assertThrows(IllegalArgumentException.class, () -> new Tabletop(10, 10, 0, 0));
  }
}
