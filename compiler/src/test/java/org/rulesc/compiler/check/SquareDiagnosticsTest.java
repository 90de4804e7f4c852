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
        assertThat(all).contains("t.rules:7:43: error[E0602]"); // needs-square-grid
        assertThat(all).contains("hint: write `space square4` (squares meet at edges) or `space square8`");
        assertThat(all).contains("t.rules:8:24: error[E0602]"); // needs-square-grid
    }

    @Test
    void adjacencyNeedsSomeGrid() {
        String all = Compile.errors(Compile.declarations("""
                formula f (a: square, b: square) -> bool = adjacent(a, b)
                example "x" { expect !f(square(0, 0), square(2, 0)) }
                """));
        assertThat(all).contains("t.rules:7:44: error[E0232]"); // needs-grid
    }

    @Test
    void squareArgumentsAreTyped() {
        String all = Compile.errors(Compile.squareDeclarations("""
                formula d (a: square) -> int = square_distance(a, 3)
                formula e (n: int) -> list<square> = within_squares(n, n)
                formula f (a: square) -> bool = adjacent(a, hex"0101")
                example "x" { expect d(square(1, true)) == 1 }
                """));
        assertThat(all).contains("s.rules:5:51: error[E0201]"); // type-mismatch
        assertThat(all).contains("hint: write a square by its coordinates: square(3, 2)");
        assertThat(all).contains("s.rules:6:53: error[E0201]"); // type-mismatch
        assertThat(all).contains("s.rules:7:45: error[E0627]"); // needs-hex-map
        assertThat(all).contains("s.rules:8:34: error[E0201]"); // type-mismatch
    }

    @Test
    void aSquareHasXAndY() {
        String all = Compile.errors(Compile.squareDeclarations("""
                formula c (a: square) -> int = a.col
                example "x" { expect c(square(1, 2)) == 1 }
                """));
        assertThat(all).contains("s.rules:5:34: error[E0136]"); // unknown-square-field
        assertThat(all).contains("hint: a square has `x` (its column, growing to the right) and `y`");
    }

    @Test
    void builtinsTakeTheirArity() {
        String all = Compile.errors(Compile.squareDeclarations("""
                formula c (a: square) -> list<square> = within_squares(a)
                example "x" { expect size(c(square(1, 2))) == 1 }
                """));
        assertThat(all).contains("s.rules:5:41: error[E0210]"); // wrong-argument-count
    }

    @Test
    void edgesAndVerticesHaveTheirFields() {
        String all = Compile.errors(Compile.squareDeclarations("""
                formula a (e: edge) -> square = e.left
                formula b (v: vertex) -> square = v.from
                formula c (s: square) -> int = size(edges_crossed(s, 2))
                example "x" { expect a(edge(square(0, 0), square(1, 0))) == b(square(0, 0)) && c(square(0, 0)) == 0 }
                """));
        assertThat(all).contains("s.rules:5:35: error[E0137]"); // unknown-edge-field
        assertThat(all).contains("hint: an edge has `from` and `to`");
        assertThat(all).contains("s.rules:6:37: error[E0138]"); // unknown-vertex-field
        assertThat(all).contains("s.rules:7:54: error[E0201]"); // type-mismatch
        assertThat(all).contains("s.rules:8:63: error[E0201]"); // type-mismatch
    }

    @Test
    void layersAreChecked() {
        String all = Compile.errors(Compile.squareDeclarations("""
                enum Ground { flat, rough }
                layers Terrain {
                  ground: Ground = flat
                  height: int = true
                  ground: Ground = rough
                  name: text = "x"
                  edge validate: bool = false
                }
                map m: Terrain { area (0, 0)..(1, 1) }
                example "x" { expect terrain(m, square(0, 0)).ground == flat }
                """));
        assertThat(all).contains("s.rules:8:17: error[E0201]"); // type-mismatch
        assertThat(all).contains("s.rules:9:3: error[E0113]"); // duplicate-declaration
        assertThat(all).contains("s.rules:10:9: error[E0604]"); // layer-type
        assertThat(all).contains("s.rules:11:8: error[E0127]"); // name-taken-by-generated-method
    }

    @Test
    void squareMapsAreChecked() {
        String all = Compile.errors(Compile.squareDeclarations("""
                enum Ground { flat, rough }
                enum Wall { none, wall }
                layers Terrain {
                  ground: Ground = flat
                  height: int = 0
                  edge wall: Wall = none
                }
                map home: Terrain {
                  area (0, 0)..(4, 4)
                  default ground rouhg
                  ground rough: (1, 1), (1, 1)..(2, 2), (5, 0)
                  hieght 2: (3, 3)
                  height 2: (0, 0)-(0, 1)
                  wall wall: (0, 0)-(1, 1), (2, 2)
                  rough: (4, 4)
                }
                map nowhere: Terrain {
                  ground rough: (0, 0)
                }
                map plain: Ground {
                  area (2, 2)..(0, 0)
                  ground rough: (1, 1)
                }
                example "x" { expect terrain(home, square(0, 0)).ground == flat }
                """));
        assertThat(all).contains("s.rules:14:18: error[E0117]"); // not-a-member
        assertThat(all).contains("s.rules:15:25: error[E0616]"); // duplicate-place
        assertThat(all).contains("s.rules:15:41: error[E0617]"); // square-outside-area
        assertThat(all).contains("s.rules:16:3: error[E0618]"); // unknown-layer
        assertThat(all).contains("hint: did you mean `height`?");
        assertThat(all).contains("s.rules:17:13: error[E0611]"); // square-layer-on-edge
        assertThat(all).contains("s.rules:18:14: error[E0613]"); // edge-squares-not-adjacent
        assertThat(all).contains("s.rules:18:29: error[E0614]"); // edge-layer-on-square
        assertThat(all).contains("s.rules:19:3: error[E0610]"); // unnamed-layer
        assertThat(all).contains("s.rules:21:5: error[E0605]"); // map-without-area
        assertThat(all).contains("s.rules:26:3: error[E0608]"); // enum-map-has-no-layers
        assertThat(all).contains("s.rules:25:16: error[E0606]"); // empty-area
        assertThat(all).doesNotContain("outside the area (2, 2)..(0, 0)");
    }

    @Test
    void squareMapLookupsAreTyped() {
        String all = Compile.errors(Compile.squareDeclarations("""
                enum Ground { flat, rough }
                layers Terrain { ground: Ground = flat }
                map plain: Ground { area (0, 0)..(1, 1) }
                formula a (m: map<Terrain>, s: square) -> bool = terrain(m, s).height > 0
                formula b (m: map<Ground>, e: edge) -> bool = edge_terrain(m, e) == flat
                formula c (m: map<Terrain>, e: edge) -> bool = edge_terrain(m, e).ground == flat
                formula d (s: square) -> bool = on_map(s, s)
                example "x" { expect a(plain, square(0, 0)) }
                """));
        assertThat(all).contains("s.rules:8:64: error[E0619]"); // unknown-layer-field
        assertThat(all).contains("s.rules:9:60: error[E0225]"); // no-edge-data
        assertThat(all).contains("hint: declare the terrain with `layers` and give it `edge` layers");
        assertThat(all).contains("s.rules:10:61: error[E0225]"); // no-edge-data
        assertThat(all).contains("s.rules:11:40: error[E0224]"); // needs-map
        assertThat(all).contains("s.rules:12:24: error[E0201]"); // type-mismatch
    }

    @Test
    void squareMapsNeedASquareSpace() {
        String all = Compile.errors(Compile.declarations("""
                enum Ground { flat, rough }
                map m: Ground {
                  area (0, 0)..(1, 1)
                  rough: (1, 1)
                }
                example "x" { expect terrain(m, square(0, 0)) == flat }
                """));
        assertThat(all).contains("t.rules:8:5: error[E0602]"); // needs-square-grid
    }

    @Test
    void footprintsTakeACornerAndASide() {
        String all = Compile.errors(Compile.squareDeclarations("""
                formula f (n: int) -> list<square> = footprint(n, square(0, 0))
                example "x" { expect size(f(2)) == 4 }
                """));
        assertThat(all).contains("s.rules:5:48: error[E0201]"); // type-mismatch
        assertThat(all).contains("s.rules:5:51: error[E0201]"); // type-mismatch
    }

    @Test
    void anEdgeJoinsSquaresThatShareASide() {
        String all = Compile.errors(Compile.squareDeclarations("""
                example "x" { expect edge(square(0, 0), square(1, 1)).from == square(0, 0) }
                """));
        assertThat(all).contains("s.rules:5:22: error[E0223]"); // squares-not-adjacent
    }
}
