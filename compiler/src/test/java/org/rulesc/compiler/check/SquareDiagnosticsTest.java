package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.Compile;

/** Misuse of the square-grid constructs is reported with file:line:col and a hint. */
class SquareDiagnosticsTest {

    @Test
    void squareFeaturesNeedASquareSpace() {
        String all = Compile.errors(Compile.declarations("""
                formula d (a: square, b: square) -> int = square_distance(a, b)
                example "x" { expect d(square(0, 0), square(1, 0)) == 1 }
                """));
        assertThat(all).contains("t.rules:7:43: error: `square_distance` needs a square grid");
        assertThat(all).contains("hint: write `space square4` (squares meet at edges) or `space square8`");
        assertThat(all).contains("t.rules:8:24: error: `square` needs a square grid");
    }

    @Test
    void adjacencyNeedsSomeGrid() {
        String all = Compile.errors(Compile.declarations("""
                formula f (a: square, b: square) -> bool = adjacent(a, b)
                example "x" { expect !f(square(0, 0), square(2, 0)) }
                """));
        assertThat(all).contains("t.rules:7:44: error: `adjacent` needs a hex map or a square grid");
    }

    @Test
    void squareArgumentsAreTyped() {
        String all = Compile.errors(Compile.squareDeclarations("""
                formula d (a: square) -> int = square_distance(a, 3)
                formula e (n: int) -> list<square> = within_squares(n, n)
                formula f (a: square) -> bool = adjacent(a, hex"0101")
                example "x" { expect d(square(1, true)) == 1 }
                """));
        assertThat(all).contains("s.rules:5:51: error: the second square must be a square, but this is an int");
        assertThat(all).contains("hint: write a square by its coordinates: square(3, 2)");
        assertThat(all).contains("s.rules:6:53: error: the centre square must be a square, but this is an int");
        assertThat(all).contains("s.rules:7:45: error: hex\"0101\" needs a hex map");
        assertThat(all).contains("s.rules:8:34: error: y (the row) must be an int, but this is a bool");
    }

    @Test
    void aSquareHasXAndY() {
        String all = Compile.errors(Compile.squareDeclarations("""
                formula c (a: square) -> int = a.col
                example "x" { expect c(square(1, 2)) == 1 }
                """));
        assertThat(all).contains("s.rules:5:34: error: a square has no field `col`");
        assertThat(all).contains("hint: a square has `x` (its column, growing to the right) and `y`");
    }

    @Test
    void builtinsTakeTheirArity() {
        String all = Compile.errors(Compile.squareDeclarations("""
                formula c (a: square) -> list<square> = within_squares(a)
                example "x" { expect size(c(square(1, 2))) == 1 }
                """));
        assertThat(all).contains("s.rules:5:41: error: `within_squares` takes 2 arguments, not 1");
    }

    @Test
    void edgesAndVerticesHaveTheirFields() {
        String all = Compile.errors(Compile.squareDeclarations("""
                formula a (e: edge) -> square = e.left
                formula b (v: vertex) -> square = v.from
                formula c (s: square) -> int = size(edges_crossed(s, 2))
                example "x" { expect a(edge(square(0, 0), square(1, 0))) == b(square(0, 0)) && c(square(0, 0)) == 0 }
                """));
        assertThat(all).contains("s.rules:5:35: error: an edge has no field `left`");
        assertThat(all).contains("hint: an edge has `from` and `to`");
        assertThat(all).contains("s.rules:6:37: error: a vertex has no field `from`");
        assertThat(all).contains("s.rules:7:54: error: where the line ends must be a square, but this is an int");
        assertThat(all).contains("s.rules:8:63: error: argument `v` must be a vertex, but this is a square");
    }
}
