package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.lang.reflect.Method;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexGrid.Hex;

/** Hex maps in generated code: compiled with javac -Werror and run. */
class HexCodeTest {
    @TempDir
    static Path dir;

    static CompilationResult result;
    static ClassLoader loader;

    @BeforeAll
    static void compile() throws Exception {
        result = Compile.text("hexdemo.rules", Compile.resource("hexdemo.rules"));
        assertThat(Compile.errors(result)).doesNotContain("error:");
        loader = Compile.javac(result, dir);
    }

    @Test
    void theGeneratedTestsPass() throws Exception {
        var summary = Compile.runTests(loader, "test.gen.hexdemo.HexdemoRulesTest");
        assertThat(Compile.failures(summary)).isEmpty();
        assertThat(summary.getTestsSucceededCount()).isAtLeast(3);
    }

    @Test
    void theGridHasTheHeadersLayoutAndLabels() throws Exception {
        Class<?> main = loader.loadClass("test.gen.hexdemo.Hexdemo");
        HexGrid grid = (HexGrid) main.getField("GRID").get(null);
        assertThat(grid.offset()).isEqualTo(HexGrid.Offset.EVEN_COLUMNS_DOWN);
        assertThat(main.getField("LABELS").get(null).toString()).contains("CCRR");
    }

    @Test
    void hexFormulasTakeAndReturnRuntimeHexes() throws Exception {
        Class<?> main = loader.loadClass("test.gen.hexdemo.Hexdemo");
        Method far = main.getMethod("far", Hex.class, Hex.class);
        assertThat(far.invoke(null, Hex.of(7, 7), Hex.of(11, 8))).isEqualTo(true);
        assertThat(far.invoke(null, Hex.of(7, 7), Hex.of(8, 7))).isEqualTo(false);
        assertThat(main.getMethod("columnOf", Hex.class).invoke(null, Hex.of(12, 5))).isEqualTo(12);
    }

    @Test
    void hexLiteralsBecomeHexes() {
        String tests = result.testFiles().get(0).content();
        assertThat(tests).contains("import org.rulesc.runtime.HexGrid;");
        assertThat(tests).contains("HexGrid.Hex.of(12, 5)");
    }

    @Test
    void mapsAreRuntimeHexMaps() throws Exception {
        Class<?> main = loader.loadClass("test.gen.hexdemo.Hexdemo");
        org.rulesc.runtime.HexMap<?> yard = (org.rulesc.runtime.HexMap<?>) main.getMethod("yard").invoke(null);
        assertThat(yard.first()).isEqualTo(Hex.of(1, 1));
        assertThat(yard.last()).isEqualTo(Hex.of(9, 9));
        assertThat(yard.terrain(Hex.of(7, 8)).toString()).isEqualTo("WALL");
        assertThat(yard.terrain(Hex.of(1, 1)).toString()).isEqualTo("OPEN");
        Method clear = main.getMethod("clear", org.rulesc.runtime.HexMap.class, Hex.class, Hex.class);
        assertThat(clear.invoke(null, yard, Hex.of(7, 7), Hex.of(6, 9))).isEqualTo(false);
        assertThat(clear.invoke(null, yard, Hex.of(7, 7), Hex.of(11, 8))).isEqualTo(true);
    }

    @Test
    void notationsParseAndFormat() throws Exception {
        Class<?> orders = loader.loadClass("test.gen.hexdemo.Orders");
        Method parse = orders.getMethod("parse", String.class);
        Object move = parse.invoke(null, "M / 12 / 0305");
        assertThat(move.getClass().getSimpleName()).isEqualTo("Move");
        assertThat(move.toString()).isEqualTo("Move[n=12, to=Hex[col=3, row=5]]");
        assertThat(orders.getMethod("format").invoke(move)).isEqualTo("M / 12 / 0305");
        try {
            parse.invoke(null, "M / x / 0305");
            throw new AssertionError("expected a RecordSyntaxError");
        } catch (java.lang.reflect.InvocationTargetException e) {
            assertThat(e.getCause()).isInstanceOf(org.rulesc.runtime.RecordSyntaxError.class);
            org.rulesc.runtime.RecordSyntaxError error = (org.rulesc.runtime.RecordSyntaxError) e.getCause();
            assertThat(error.column()).isEqualTo(5);
            assertThat(error.rule()).isEqualTo("Orders");
            assertThat(error).hasMessageThat().contains("expected a number (n)");
        }
    }
}
