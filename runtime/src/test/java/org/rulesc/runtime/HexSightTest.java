package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.HexGrid.Cube;
import org.rulesc.runtime.HexGrid.Direction;
import org.rulesc.runtime.HexGrid.Hex;
import org.rulesc.runtime.HexGrid.Offset;
import org.rulesc.runtime.HexSight.EdgePair;
import org.rulesc.runtime.HexSight.Step;
import org.rulesc.runtime.HexSight.Through;

class HexSightTest {

  private final HexGrid odd = new HexGrid(Offset.ODD_COLUMNS_DOWN);
  private final HexGrid even = new HexGrid(Offset.EVEN_COLUMNS_DOWN);

  private static Hex hex(int c, int r) {
    return Hex.of(c, r);
  }

  private static Through through(int c, int r) {
    return new Through(hex(c, r));
  }

  @Test
  void sameHex() {
    HexSight s = odd.hexesOnLine(hex(3, 3), hex(3, 3));
    assertThat(s.steps()).containsExactly(through(3, 3));
    assertThat(s.between()).isEmpty();
  }

  @Test
  void downAColumn() {
    HexSight s = even.hexesOnLine(hex(3, 1), hex(3, 4));
    assertThat(s.hexes()).containsExactly(hex(3, 1), hex(3, 2), hex(3, 3), hex(3, 4)).inOrder();
    assertThat(s.edgePairs()).isEmpty();
    assertThat(s.cornerTouches()).isEmpty();
    assertThat(s.between()).containsExactly(hex(3, 2), hex(3, 3)).inOrder();
  }

  @Test
  void alongHexsideOddColumnsDown() {
    // Columns 2 and 4 are high, column 3 low: the level line from 0202 to 0402 runs exactly
    // along the edge between 0301 (above) and 0302 (below).
    HexSight s = odd.hexesOnLine(hex(2, 2), hex(4, 2));
    assertThat(s.steps())
        .containsExactly(through(2, 2), new EdgePair(hex(3, 1), hex(3, 2)), through(4, 2))
        .inOrder();
    assertThat(s.hexes()).containsExactly(hex(2, 2), hex(4, 2)).inOrder();
    assertThat(s.between()).isEmpty();
    assertThat(s.cornerTouches()).isEmpty();
  }

  @Test
  void alongHexsideEvenColumnsDown() {
    // Now column 3 is high, so the edge is between 0302 (above) and 0303 (below).
    HexSight s = even.hexesOnLine(hex(2, 2), hex(4, 2));
    assertThat(s.steps())
        .containsExactly(through(2, 2), new EdgePair(hex(3, 2), hex(3, 3)), through(4, 2))
        .inOrder();
  }

  @Test
  void edgePairSidesFollowTravel() {
    // Travelling west, the southern hex is on the left.
    HexSight s = odd.hexesOnLine(hex(4, 2), hex(2, 2));
    assertThat(s.edgePairs()).containsExactly(new EdgePair(hex(3, 2), hex(3, 1)));
  }

  @Test
  void longLevelLineAlternatesHexesAndEdges() {
    HexSight s = odd.hexesOnLine(hex(0, 0), hex(4, 0));
    assertThat(s.steps())
        .containsExactly(
            through(0, 0),
            new EdgePair(hex(1, -1), hex(1, 0)),
            through(2, 0),
            new EdgePair(hex(3, -1), hex(3, 0)),
            through(4, 0))
        .inOrder();
  }

  @Test
  void obliqueLine() {
    // Hand-checked with centre coordinates x = 1.5 col, y = sqrt(3) (row + 1/2 if col odd).
    HexSight s = odd.hexesOnLine(hex(0, 0), hex(1, 2));
    assertThat(s.hexes()).containsExactly(hex(0, 0), hex(0, 1), hex(1, 1), hex(1, 2)).inOrder();
    assertThat(s.edgePairs()).isEmpty();
  }

  @Test
  void lineThroughCornersTouchesThirdHexes() {
    // 0000 to 0701 (ODD): centres (0, 0) and (10.5, 1.5 sqrt 3). At x = 3.5 the line passes exactly
    // through the corner shared by 0200, 0300 and 0201, and at x = 7 through the corner shared by
    // 0401, 0501 and 0500; the third hex at each corner is only touched.
    HexSight s = odd.hexesOnLine(hex(0, 0), hex(7, 1));
    assertThat(s.hexes())
        .containsExactly(
            hex(0, 0), hex(1, 0), hex(2, 0), hex(3, 0), hex(4, 1), hex(5, 1), hex(6, 1), hex(7, 1))
        .inOrder();
    assertThat(s.cornerTouches()).containsExactly(hex(2, 1), hex(5, 0)).inOrder();
    assertThat(s.edgePairs()).isEmpty();
  }

  @Test
  void straightRunsMatchLine() {
    for (HexGrid g : List.of(odd, even)) {
      for (Direction d : Direction.values()) {
        List<Hex> run = g.line(hex(5, 5), d, 4);
        HexSight s = g.hexesOnLine(hex(5, 5), run.get(4));
        assertThat(s.hexes()).isEqualTo(run);
        assertThat(s.edgePairs()).isEmpty();
        assertThat(s.cornerTouches()).isEmpty();
      }
    }
  }

  @Test
  void reversedTraceMirrors() {
    for (HexGrid g : List.of(odd, even)) {
      for (int c = -4; c <= 4; c++) {
        for (int r = -4; r <= 4; r++) {
          HexSight fwd = g.hexesOnLine(hex(1, 1), hex(1 + c, 1 + r));
          HexSight back = g.hexesOnLine(hex(1 + c, 1 + r), hex(1, 1));
          List<Step> mirrored = new ArrayList<>();
          for (Step st : back.steps()) {
            mirrored.add(st instanceof EdgePair e ? new EdgePair(e.right(), e.left()) : st);
          }
          Collections.reverse(mirrored);
          assertThat(mirrored).isEqualTo(fwd.steps());
          List<Hex> corners = new ArrayList<>(back.cornerTouches());
          Collections.reverse(corners);
          assertThat(corners).isEqualTo(fwd.cornerTouches());
        }
      }
    }
  }

  @Test
  void consecutiveStepsAreAdjacent() {
    for (HexGrid g : List.of(odd, even)) {
      for (int c = -5; c <= 5; c++) {
        for (int r = -5; r <= 5; r++) {
          List<Step> steps = g.hexesOnLine(hex(0, 0), hex(c, r)).steps();
          for (int i = 1; i < steps.size(); i++) {
            for (Hex p : hexesOf(steps.get(i - 1))) {
              for (Hex q : hexesOf(steps.get(i))) {
                assertThat(g.distance(p, q)).isEqualTo(1);
              }
            }
          }
        }
      }
    }
  }

  private static List<Hex> hexesOf(Step s) {
    return s instanceof EdgePair e ? List.of(e.left(), e.right()) : List.of(((Through) s).hex());
  }

  /**
   * Independent floating-point oracle: walk the segment in fine steps, nudged slightly to either
   * side, and round each sample to a hex. Away from hexsides both nudges must see exactly the
   * traced hexes; along a hexside, between them they must see the traced hexes plus both hexes of
   * each edge pair.
   */
  @Test
  void agreesWithNudgedSampling() {
    for (HexGrid g : List.of(odd, even)) {
      for (int c = -4; c <= 4; c++) {
        for (int r = -4; r <= 4; r++) {
          Hex from = hex(2, 3);
          Hex to = hex(2 + c, 3 + r);
          HexSight s = g.hexesOnLine(from, to);
          List<Hex> plus = sample(g, from, to, 1e-7);
          List<Hex> minus = sample(g, from, to, -1e-7);
          if (s.edgePairs().isEmpty()) {
            assertThat(plus).isEqualTo(s.hexes());
            assertThat(minus).isEqualTo(s.hexes());
          } else {
            Set<Hex> expected = new LinkedHashSet<>(s.hexes());
            for (EdgePair e : s.edgePairs()) {
              expected.add(e.left());
              expected.add(e.right());
            }
            Set<Hex> seen = new LinkedHashSet<>(plus);
            seen.addAll(minus);
            assertThat(seen).isEqualTo(expected);
            assertThat(plus).isNotEqualTo(minus);
          }
        }
      }
    }
  }

  private static List<Hex> sample(HexGrid g, Hex from, Hex to, double nudge) {
    Cube a = g.toCube(from);
    Cube b = g.toCube(to);
    List<Hex> out = new ArrayList<>();
    int samples = 40_000;
    for (int i = 0; i <= samples; i++) {
      double t = (double) i / samples;
      double q = a.q() + (b.q() - a.q()) * t + nudge;
      double r = a.r() + (b.r() - a.r()) * t + 2 * nudge;
      Hex h = g.fromCube(round(q, r, -q - r));
      if (out.isEmpty() || !out.get(out.size() - 1).equals(h)) {
        out.add(h);
      }
    }
    return out;
  }

  private static Cube round(double q, double r, double s) {
    long rq = Math.round(q);
    long rr = Math.round(r);
    long rs = Math.round(s);
    double dq = Math.abs(rq - q);
    double dr = Math.abs(rr - r);
    double ds = Math.abs(rs - s);
    if (dq > dr && dq > ds) {
      rq = -rr - rs;
    } else if (dr > ds) {
      rr = -rq - rs;
    }
    return Cube.of((int) rq, (int) rr);
  }
}
