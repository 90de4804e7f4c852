package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.lang.reflect.Method;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquareGrid.Square;

/** Square grids in generated code: compiled with javac -Werror and run. */
class SquareCodeTest {
    @TempDir
    static Path dir;

    static CompilationResult result;
    static ClassLoader loader;
    static Class<?> main;

    @BeforeAll
    static void compile() throws Exception {
        result = Compile.text("squaredemo.rules", Compile.resource("squaredemo.rules"));
        assertThat(Compile.errors(result)).doesNotContain("error:");
        loader = Compile.javac(result, dir);
        main = loader.loadClass("test.gen.squaredemo.Squaredemo");
    }

    @Test
    void theMainClassHasTheHeadersAdjacency() throws Exception {
        assertThat(main.getField("ADJACENCY").get(null)).isEqualTo(SquareGrid.Adjacency.FOUR_WAY);
    }

    @Test
    void squareFormulasTakeAndReturnRuntimeSquares() throws Exception {
        Method far = main.getMethod("far", Square.class, Square.class);
        assertThat(far.invoke(null, Square.of(0, 0), Square.of(2, 2))).isEqualTo(true);
        assertThat(far.invoke(null, Square.of(0, 0), Square.of(1, 2))).isEqualTo(false);
        assertThat(main.getMethod("columnOf", Square.class).invoke(null, Square.of(7, 2))).isEqualTo(7);
        assertThat(main.getMethod("rowOf", Square.class).invoke(null, Square.of(7, 2))).isEqualTo(2);
        assertThat(main.getMethod("areaSize", Square.class, int.class).invoke(null, Square.of(0, 0), 3))
                .isEqualTo(25);
    }

    @Test
    void lineFormulasRunOnRuntimeSquares() throws Exception {
        Method clear = main.getMethod("clear", Square.class, Square.class);
        assertThat(clear.invoke(null, Square.of(0, 0), Square.of(3, 1))).isEqualTo(false);
        assertThat(clear.invoke(null, Square.of(3, 1), Square.of(0, 0))).isEqualTo(false);
        assertThat(clear.invoke(null, Square.of(0, 0), Square.of(0, 3))).isEqualTo(true);
        String engine = result.mainFiles().stream().filter(f -> f.relativePath().endsWith("Squaredemo.java"))
                .findFirst().orElseThrow().content();
        assertThat(engine).contains("import org.rulesc.runtime.SquareSight;");
        // JavaPoet may break the chain before `.passes()`
        assertThat(engine.replaceAll("\\s+\\.", ".")).contains("SquareSight.between(a, b).passes()");
    }

    @Test
    void mapsAreRuntimeSquareMapsOfLayerRecords() throws Exception {
        org.rulesc.runtime.SquareMap<?, ?> room = (org.rulesc.runtime.SquareMap<?, ?>) main.getMethod("room").invoke(null);
        assertThat(room.first()).isEqualTo(Square.of(0, 0));
        assertThat(room.last()).isEqualTo(Square.of(5, 3));
        assertThat(room.terrain(Square.of(2, 1)).toString()).isEqualTo("Terrain[ground=FLOOR, height=2]");
        assertThat(room.terrain(Square.of(0, 0)).toString()).isEqualTo("Terrain[ground=WATER, height=0]");
        assertThat(room.edge(Square.of(4, 2), Square.of(3, 2)).toString()).isEqualTo("TerrainEdge[wall=DOOR, open=true]");
        assertThat(room.defaultEdge().toString()).isEqualTo("TerrainEdge[wall=NONE, open=false]");
        Class<?> terrain = loader.loadClass("test.gen.squaredemo.Terrain");
        assertThat(terrain.getField("DEFAULT").get(null).toString()).isEqualTo("Terrain[ground=FLOOR, height=0]");
        Method walls = main.getMethod("wallsBetween", org.rulesc.runtime.SquareMap.class, Square.class, Square.class);
        assertThat(walls.invoke(null, room, Square.of(0, 1), Square.of(5, 1))).isEqualTo(1);
        org.rulesc.runtime.SquareMap<?, ?> pond = (org.rulesc.runtime.SquareMap<?, ?>) main.getMethod("pond").invoke(null);
        assertThat(pond.terrain(Square.of(1, 1)).toString()).isEqualTo("WATER");
        assertThat(pond.defaultEdge()).isNull();
    }

    @Test
    void squaresAreBuiltWithSquareOf() {
        String tests = result.testFiles().get(0).content();
        assertThat(tests).contains("import org.rulesc.runtime.SquareGrid;");
        assertThat(tests).contains("SquareGrid.Square.of(1, 1)");
        assertThat(tests).contains("SquareGrid.within(Squaredemo.ADJACENCY");
    }

    @Test
    void eightWayGridsUseChebyshevDistance() throws Exception {
        CompilationResult eight = Compile.text("e.rules", """
                rulebook e "E" version "1" {
                  die d6
                  space square8
                }
                formula d (a: square, b: square) -> int = square_distance(a, b)
                example "x" {
                  expect d(square(1, 1), square(4, 3)) == 3
                  expect adjacent(square(3, 3), square(4, 4))
                  expect size(neighbours(square(0, 0))) == 8
                  expect size(within_squares(square(0, 0), 1)) == 9
                }
                """);
        assertThat(Compile.errors(eight)).doesNotContain("error:");
        Class<?> e = Compile.javac(eight, dir.resolve("eight")).loadClass("test.gen.e.E");
        assertThat(e.getField("ADJACENCY").get(null)).isEqualTo(SquareGrid.Adjacency.EIGHT_WAY);
        assertThat(e.getMethod("d", Square.class, Square.class).invoke(null, Square.of(1, 1), Square.of(4, 3)))
                .isEqualTo(3);
        runExamples(e, "test.gen.e.ERulesTest");
    }

    @Test
    void theRulebooksOwnExamplesPass() throws Exception {
        assertThat(runExamples(main, "test.gen.squaredemo.SquaredemoRulesTest")).isAtLeast(1);
    }

    /** Runs every {@code @Test} method of a generated test class; returns how many ran. */
    static int runExamples(Class<?> anyGenerated, String testClass) throws Exception {
        Class<?> tests = anyGenerated.getClassLoader().loadClass(testClass);
        var ctor = tests.getDeclaredConstructor();
        ctor.setAccessible(true);
        Object instance = ctor.newInstance();
        int ran = 0;
        for (Method m : tests.getDeclaredMethods()) {
            if (m.isAnnotationPresent(org.junit.jupiter.api.Test.class)) {
                m.setAccessible(true);
                try {
                    m.invoke(instance);
                } catch (java.lang.reflect.InvocationTargetException failure) {
                    throw new AssertionError(m.getName() + " failed", failure.getCause());
                }
                ran++;
            }
        }
        return ran;
    }
}
