package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.SquareGrid.Square;
import org.rulesc.runtime.SquareSight.VertexPass;

class SquareSightTest {

  private static Square sq(int c, int r) {
    return Square.of(c, r);
  }

  @Test
  void sameSquare() {
    SquareSight s = SquareSight.between(sq(3, 3), sq(3, 3));
    assertThat(s.squares()).containsExactly(sq(3, 3));
    assertThat(s.vertices()).isEmpty();
    assertThat(s.between()).isEmpty();
  }

  @Test
  void straightRow() {
    SquareSight s = SquareSight.between(sq(0, 0), sq(3, 0));
    assertThat(s.squares()).containsExactly(sq(0, 0), sq(1, 0), sq(2, 0), sq(3, 0)).inOrder();
    assertThat(s.vertices()).isEmpty();
    assertThat(s.between()).containsExactly(sq(1, 0), sq(2, 0)).inOrder();
  }

  @Test
  void shallowSlope() {
    // (0.5,0.5) to (2.5,1.5): x=1 at y=0.75, y=1 at x=1.5, x=2 at y=1.25; no corner is hit.
    SquareSight s = SquareSight.between(sq(0, 0), sq(2, 1));
    assertThat(s.squares()).containsExactly(sq(0, 0), sq(1, 0), sq(1, 1), sq(2, 1)).inOrder();
    assertThat(s.vertices()).isEmpty();
  }

  @Test
  void exactDiagonalPassesThroughCorners() {
    SquareSight s = SquareSight.between(sq(0, 0), sq(2, 2));
    assertThat(s.squares()).containsExactly(sq(0, 0), sq(1, 1), sq(2, 2)).inOrder();
    assertThat(s.vertices())
        .containsExactly(
            new VertexPass(1, 1, sq(1, 0), sq(0, 1)), new VertexPass(2, 2, sq(2, 1), sq(1, 2)))
        .inOrder();
  }

  @Test
  void cornerInTheMiddleOfAShallowLine() {
    // (0.5,0.5) to (3.5,1.5) has slope 1/3 and passes exactly through grid point (2,1).
    SquareSight s = SquareSight.between(sq(0, 0), sq(3, 1));
    assertThat(s.squares()).containsExactly(sq(0, 0), sq(1, 0), sq(2, 1), sq(3, 1)).inOrder();
    assertThat(s.vertices()).containsExactly(new VertexPass(2, 1, sq(2, 0), sq(1, 1)));
  }

  @Test
  void upRightDiagonal() {
    SquareSight s = SquareSight.between(sq(0, 2), sq(2, 0));
    assertThat(s.squares()).containsExactly(sq(0, 2), sq(1, 1), sq(2, 0)).inOrder();
    assertThat(s.vertices())
        .containsExactly(
            new VertexPass(1, 2, sq(1, 2), sq(0, 1)), new VertexPass(2, 1, sq(2, 1), sq(1, 0)))
        .inOrder();
  }

  @Test
  void reversedLineGivesReversedSquaresAndSamePinches() {
    for (int c = -4; c <= 4; c++) {
      for (int r = -4; r <= 4; r++) {
        SquareSight fwd = SquareSight.between(sq(0, 0), sq(c, r));
        SquareSight back = SquareSight.between(sq(c, r), sq(0, 0));
        List<Square> rev = new ArrayList<>(back.squares());
        Collections.reverse(rev);
        assertThat(rev).isEqualTo(fwd.squares());
        assertThat(back.vertices()).hasSize(fwd.vertices().size());
        for (int i = 0; i < fwd.vertices().size(); i++) {
          VertexPass f = fwd.vertices().get(i);
          VertexPass b = back.vertices().get(fwd.vertices().size() - 1 - i);
          assertThat(b.x()).isEqualTo(f.x());
          assertThat(b.y()).isEqualTo(f.y());
          assertThat(Set.of(b.pinchA(), b.pinchB())).isEqualTo(Set.of(f.pinchA(), f.pinchB()));
        }
      }
    }
  }

  @Test
  void pathIsConnected() {
    for (int c = -5; c <= 5; c++) {
      for (int r = -5; r <= 5; r++) {
        SquareSight s = SquareSight.between(sq(1, 2), sq(1 + c, 2 + r));
        int diagonalSteps = 0;
        for (int i = 1; i < s.squares().size(); i++) {
          Square p = s.squares().get(i - 1);
          Square q = s.squares().get(i);
          int dc = Math.abs(p.col() - q.col());
          int dr = Math.abs(p.row() - q.row());
          assertThat(dc + dr).isAnyOf(1, 2);
          assertThat(Math.max(dc, dr)).isEqualTo(1);
          if (dc + dr == 2) {
            diagonalSteps++;
          }
        }
        // Every diagonal step is exactly one vertex pass.
        assertThat(s.vertices()).hasSize(diagonalSteps);
        assertThat(s.squares().size())
            .isEqualTo(1 + Math.abs(c) + Math.abs(r) - diagonalSteps);
      }
    }
  }

  @Test
  void blockedByConvention() {
    SquareSight s = SquareSight.between(sq(0, 0), sq(2, 2));
    assertThat(s.blockedBy(x -> x.equals(sq(1, 0)))).isFalse();
    assertThat(s.blockedBy(x -> x.equals(sq(1, 0)) || x.equals(sq(0, 1)))).isTrue();
    assertThat(s.blockedBy(x -> x.equals(sq(1, 1)))).isTrue();
    // End squares never block.
    assertThat(s.blockedBy(x -> x.equals(sq(0, 0)) || x.equals(sq(2, 2)))).isFalse();
  }

  @Test
  void enteredSquaresLeaveOutTheStart() {
    assertThat(SquareSight.between(sq(0, 0), sq(3, 0)).entered())
        .containsExactly(sq(1, 0), sq(2, 0), sq(3, 0))
        .inOrder();
    assertThat(SquareSight.between(sq(2, 2), sq(2, 2)).entered()).isEmpty();
  }

  @Test
  void edgesCrossedGoFromTheSquareLeftToTheSquareEntered() {
    SquareSight s = SquareSight.between(sq(0, 0), sq(3, 1));
    assertThat(s.edges())
        .containsExactly(
            SquareGrid.Edge.between(sq(0, 0), sq(1, 0)), SquareGrid.Edge.between(sq(2, 1), sq(3, 1)))
        .inOrder();
    assertThat(SquareSight.between(sq(0, 0), sq(2, 2)).edges()).isEmpty();
    assertThat(SquareSight.between(sq(0, 0), sq(2, 1)).edges()).hasSize(3);
  }

  @Test
  void passesNameTheSidesAsSeenAlongTheLine() {
    // Going east-south-east from (0,0) to (3,1): the corner (2,1) has (2,0) on the left (north)
    // and (1,1) on the right (south).
    assertThat(SquareSight.between(sq(0, 0), sq(3, 1)).passes())
        .containsExactly(new SquareSight.Vertex(2, 1, sq(1, 0), sq(2, 1), sq(2, 0), sq(1, 1)));
    // Going back, left and right swap.
    assertThat(SquareSight.between(sq(3, 1), sq(0, 0)).passes())
        .containsExactly(new SquareSight.Vertex(2, 1, sq(2, 1), sq(1, 0), sq(1, 1), sq(2, 0)));
    // Down-right diagonal: the square to the east is on the left.
    assertThat(SquareSight.between(sq(0, 0), sq(1, 1)).passes())
        .containsExactly(new SquareSight.Vertex(1, 1, sq(0, 0), sq(1, 1), sq(1, 0), sq(0, 1)));
  }

  @Test
  void everyStepIsAnEdgeOrAPass() {
    for (int c = -5; c <= 5; c++) {
      for (int r = -5; r <= 5; r++) {
        SquareSight s = SquareSight.between(sq(1, 2), sq(c, r));
        assertThat(s.edges().size() + s.passes().size()).isEqualTo(s.entered().size());
        for (SquareSight.Vertex v : s.passes()) {
          assertThat(Set.of(v.left(), v.right())).isEqualTo(Set.of(
              sq(v.after().col(), v.before().row()), sq(v.before().col(), v.after().row())));
        }
      }
    }
  }

  @Test
  void anEdgeJoinsSquaresThatShareASide() {
    org.junit.jupiter.api.Assertions.assertThrows(
        IllegalArgumentException.class, () -> SquareGrid.Edge.between(sq(0, 0), sq(1, 1)));
    assertThat(SquareGrid.Edge.between(sq(1, 0), sq(0, 0)).undirected())
        .isEqualTo(SquareGrid.Edge.between(sq(0, 0), sq(1, 0)));
  }
}
