package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.rulesc.runtime.SquareGrid.Edge;
import org.rulesc.runtime.SquareGrid.Square;

class SquareMapTest {

  private final SquareMap<String, String> room =
      SquareMap.<String, String>builder("room", Square.of(3, 2), Square.of(0, 0), "floor", "open")
          .put("pillar", Square.of(1, 1))
          .put("water", Square.of(2, 0), Square.of(3, 0))
          .putEdge("wall", Edge.between(Square.of(1, 2), Square.of(2, 2)))
          .build();

  @Test
  void terrainOfSquaresOnAndOffTheMap() {
    assertThat(room.first()).isEqualTo(Square.of(0, 0));
    assertThat(room.last()).isEqualTo(Square.of(3, 2));
    assertThat(room.terrain(Square.of(1, 1))).isEqualTo("pillar");
    assertThat(room.terrain(Square.of(3, 0))).isEqualTo("water");
    assertThat(room.terrain(Square.of(0, 2))).isEqualTo("floor");
    assertThat(room.terrain(Square.of(9, 9))).isEqualTo("floor");
    assertThat(room.contains(Square.of(3, 2))).isTrue();
    assertThat(room.contains(Square.of(4, 2))).isFalse();
    assertThat(room.squares()).hasSize(12);
    assertThat(room.squares().get(1)).isEqualTo(Square.of(1, 0));
  }

  @Test
  void edgesAreTheSameEitherWay() {
    assertThat(room.edge(Square.of(1, 2), Square.of(2, 2))).isEqualTo("wall");
    assertThat(room.edge(Edge.between(Square.of(2, 2), Square.of(1, 2)))).isEqualTo("wall");
    assertThat(room.edge(Square.of(1, 1), Square.of(2, 1))).isEqualTo("open");
    assertThat(room.edgeFeatures()).containsKey(Edge.between(Square.of(1, 2), Square.of(2, 2)));
  }

  @Test
  void mistakesAreRefused() {
    var b = SquareMap.<String, String>builder("r", Square.of(0, 0), Square.of(1, 1), "f", "o");
    assertThrows(IllegalArgumentException.class, () -> b.put("x", Square.of(2, 0)));
    b.put("x", Square.of(0, 0));
    assertThrows(IllegalArgumentException.class, () -> b.put("y", Square.of(0, 0)));
    b.putEdge("w", Edge.between(Square.of(0, 0), Square.of(1, 0)));
    assertThrows(
        IllegalArgumentException.class, () -> b.putEdge("w", Edge.between(Square.of(1, 0), Square.of(0, 0))));
    assertThrows(
        IllegalArgumentException.class, () -> b.putEdge("w", Edge.between(Square.of(1, 0), Square.of(2, 0))));
  }

  @Test
  void aMapWithoutEdgeData() {
    SquareMap<String, Void> plain =
        SquareMap.<String, Void>builder("p", Square.of(0, 0), Square.of(1, 1), "f", null).build();
    assertThat(plain.edge(Square.of(0, 0), Square.of(0, 1))).isNull();
    assertThat(plain.defaultEdge()).isNull();
  }
}
