package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.Continuous.Point;

class BoxesTest {
  private static final Point A = Point.of(20, 20);
  private static final Point B = Point.of(40, 40);

  @Test
  void insideIncludesTheEdgesAndTakesTheCornersInEitherOrder() {
    assertThat(Boxes.inside(Point.of(30, 30), A, B)).isTrue();
    assertThat(Boxes.inside(Point.of(20, 40), B, A)).isTrue();
    assertThat(Boxes.inside(Point.of(41, 30), A, B)).isFalse();
    assertThat(Boxes.inside(Point.of(30, 19), Point.of(40, 20), Point.of(20, 40))).isFalse();
  }

  @Test
  void aMoveCrossesTheBoxWhenItTouchesIt() {
    // through, without stopping in it
    assertThat(Boxes.crosses(Point.of(0, 30), Point.of(60, 30), A, B)).isTrue();
    // diagonally through a corner only
    assertThat(Boxes.crosses(Point.of(0, 0), Point.of(20, 20), A, B)).isTrue();
    assertThat(Boxes.crosses(Point.of(0, 39), Point.of(39, 0), A, B)).isFalse();
    assertThat(Boxes.crosses(Point.of(0, 40), Point.of(40, 0), A, B)).isTrue();
    assertThat(Boxes.crosses(Point.of(0, 41), Point.of(41, 0), A, B)).isTrue();
    // along an edge's line, short of it, and along the edge
    assertThat(Boxes.crosses(Point.of(0, 20), Point.of(19, 20), A, B)).isFalse();
    assertThat(Boxes.crosses(Point.of(0, 20), Point.of(25, 20), A, B)).isTrue();
    // starting inside
    assertThat(Boxes.crosses(Point.of(30, 30), Point.of(100, 100), A, B)).isTrue();
    // a box of one point is hit only through it
    assertThat(Boxes.crosses(Point.of(0, 0), Point.of(10, 10), Point.of(5, 5), Point.of(5, 5))).isTrue();
    assertThat(Boxes.crosses(Point.of(0, 0), Point.of(10, 10), Point.of(5, 6), Point.of(5, 6))).isFalse();
  }

  @Test
  void theLayoutSamplerIsSeededAndStaysOnTheGrid() {
    Tabletop table = new Tabletop(180, 120, 15, 15);
    List<List<Object>> first = SceneryDraw.draw(new SplittableRandom(7), table, 1, 4, new int[] {6, SceneryDraw.POINT});
    assertThat(SceneryDraw.draw(new SplittableRandom(7), table, 1, 4, new int[] {6, SceneryDraw.POINT})).isEqualTo(first);
    assertThat(first.size()).isAtLeast(1);
    assertThat(first.size()).isAtMost(4);
    for (int seed = 0; seed < 200; seed++) {
      for (List<Object> line : SceneryDraw.draw(new SplittableRandom(seed), table, 0, 4, new int[] {6, SceneryDraw.POINT})) {
        assertThat((Integer) line.get(0)).isIn(List.of(0, 1, 2, 3, 4, 5));
        Point p = (Point) line.get(1);
        assertThat(table.contains(p)).isTrue();
        assertThat(p.x() % 15).isEqualTo(0);
        assertThat(p.y() % 15).isEqualTo(0);
      }
    }
  }
}
