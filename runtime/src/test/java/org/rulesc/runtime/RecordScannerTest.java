package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.HexGrid.Hex;

class RecordScannerTest {

  record Walk(int steps, Hex dest) {}

  record Fire(Hex target) {}

  static Walk walk(RecordScanner s) {
    s.literal("W");
    s.separator();
    int steps = s.integer("steps");
    s.separator();
    Hex dest = s.hex(HexLabels.CCRR, "dest");
    s.end();
    return new Walk(steps, dest);
  }

  static Fire fire(RecordScanner s) {
    s.literal("F");
    s.separator();
    Hex target = s.hex(HexLabels.CCRR, "target");
    s.end();
    return new Fire(target);
  }

  private static final List<Function<RecordScanner, ? extends Record>> FORMATS =
      List.of(RecordScannerTest::walk, RecordScannerTest::fire);

  @Test
  void toleratesSpacing() {
    assertThat(RecordScanner.parseFirst("moves", "W / 2 / 0908", FORMATS))
        .isEqualTo(new Walk(2, Hex.of(9, 8)));
    assertThat(RecordScanner.parseFirst("moves", "W/2/0908", FORMATS))
        .isEqualTo(new Walk(2, Hex.of(9, 8)));
    assertThat(RecordScanner.parseFirst("moves", "  W /2\u3000／ 0908 \n", FORMATS))
        .isEqualTo(new Walk(2, Hex.of(9, 8)));
    assertThat(RecordScanner.parseFirst("moves", " F\n/ 1108", FORMATS))
        .isEqualTo(new Fire(Hex.of(11, 8)));
  }

  @Test
  void reportsTheFurthestColumn() {
    RecordSyntaxError e =
        assertThrows(
            RecordSyntaxError.class,
            () -> RecordScanner.parseFirst("moves", "W / 2 / 09O8", FORMATS));
    assertThat(e.column()).isEqualTo(9);
    assertThat(e.expected()).isEqualTo("a hex label CCRR (dest)");
    assertThat(e.rule()).isEqualTo("moves");
    assertThat(e).hasMessageThat()
        .isEqualTo("moves: column 9: expected a hex label CCRR (dest), found \"09O8\" in \"W / 2 / 09O8\"");
    RecordSyntaxError first =
        assertThrows(
            RecordSyntaxError.class, () -> RecordScanner.parseFirst("moves", "X / 1108", FORMATS));
    assertThat(first.column()).isEqualTo(1);
    assertThat(first.expected()).isEqualTo("\"W\" or \"F\"");
    RecordSyntaxError trailing =
        assertThrows(
            RecordSyntaxError.class,
            () -> RecordScanner.parseFirst("moves", "F / 1108 / 1", FORMATS));
    assertThat(trailing.column()).isEqualTo(10);
    assertThat(trailing.expected()).isEqualTo("the end of the line");
  }

  @Test
  void symbolsTakeTheLongestSpelling() {
    RecordScanner s = new RecordScanner("r", "EX / HP3");
    assertThat(s.symbol("result", List.of("E", "EX", "-"), List.of(1, 2, 3))).isEqualTo(2);
    s.separator();
    s.literal("HP");
    assertThat(s.integer("hp")).isEqualTo(3);
    s.end();
    RecordSyntaxError e =
        assertThrows(
            RecordSyntaxError.class,
            () -> new RecordScanner("r", "Q").symbol("result", List.of("D", "A"), List.of(1, 2)));
    assertThat(e.expected()).isEqualTo("\"D\" or \"A\" (result)");
  }

  @Test
  void severalPlacesAreJoinedByPlusAndNoneIsADash() {
    RecordScanner s = new RecordScanner("r", "(3,2)+ (4,-2) / - / (1,1)");
    assertThat(s.several("targets", () -> s.square("targets")))
        .containsExactly(SquareGrid.Square.of(3, 2), SquareGrid.Square.of(4, -2))
        .inOrder();
    s.separator();
    assertThat(s.several("targets", () -> s.square("targets"))).isEmpty();
    s.separator();
    assertThat(s.several("targets", () -> s.square("targets")))
        .containsExactly(SquareGrid.Square.of(1, 1));
    s.end();
    // the same place twice is refused at its column
    RecordScanner twice = new RecordScanner("r", "(1,1)+(1,1)");
    RecordSyntaxError e =
        assertThrows(
            RecordSyntaxError.class, () -> twice.several("targets", () -> twice.square("targets")));
    assertThat(e.column()).isEqualTo(7);
    assertThat(e.expected()).isEqualTo("a value not given before (targets)");
  }

  @Test
  void textRunsToTheNextSeparator() {
    RecordScanner s = new RecordScanner("r", " hello world / 3");
    assertThat(s.text("note")).isEqualTo("hello world");
    s.separator();
    assertThat(s.integer("n")).isEqualTo(3);
    assertThrows(RecordSyntaxError.class, () -> new RecordScanner("r", " / 3").text("note"));
  }

  @Test
  void hexLabelsHaveExactlyTheirDigits() {
    assertThrows(RecordSyntaxError.class, () -> new RecordScanner("r", "07071").hex(HexLabels.CCRR, "h"));
    assertThrows(RecordSyntaxError.class, () -> new RecordScanner("r", "070").hex(HexLabels.CCRR, "h"));
    assertThat(new RecordScanner("r", "-12").integer("n")).isEqualTo(-12);
    assertThrows(RecordSyntaxError.class, () -> new RecordScanner("r", "-").integer("n"));
  }
}
