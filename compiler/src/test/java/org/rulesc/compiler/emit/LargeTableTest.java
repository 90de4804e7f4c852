package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.runtime.RuleViolation;

/**
 * A table far past what one class's initialiser can fill: 100,000 rows, its data split into
 * parts (one class each), compiled with javac -Werror, and looked up row by row; plus a table of
 * bands written out of order, found by binary search.
 */
class LargeTableTest {
    private static final int ROWS = 100_000;

    @TempDir
    static Path dir;

    static CompilationResult result;
    static Class<?> main;

    /** The value of row {@code n}: varied, negative and past 32,767 (so constants of the class pool). */
    private static int value(int n) {
        return (int) ((n * 7_919L) % 100_003) - 50_000;
    }

    @BeforeAll
    static void compile() throws Exception {
        StringBuilder rules = new StringBuilder("table big (n: int) -> int {\n");
        for (int n = 0; n < ROWS; n++) {
            rules.append("  ").append(n).append(": ").append(value(n)).append('\n');
        }
        rules.append("} house \"a test\"\n");
        // 40 bands of 10, written from the top down, with open ends
        rules.append("table bands (n: int) -> int {\n  391+: 39\n");
        for (int b = 38; b >= 1; b--) {
            rules.append("  ").append(b * 10 + 1).append("..").append(b * 10 + 10).append(": ").append(b).append('\n');
        }
        rules.append("  ..10: 0\n} house \"a test\"\n");
        rules.append("example \"lookups\" { expect big(0) == ").append(value(0)).append(" && big(99999) == ")
                .append(value(99_999)).append(" && bands(395) == 39 }\n");
        result = Compile.declarations(rules.toString());
        assertThat(Compile.errors(result)).doesNotContain("error");
        main = Compile.javac(result, dir).loadClass("test.gen.t.T");
    }

    @Test
    void everyRowOfTheBigTableIsLookedUpRight() throws Exception {
        Method big = main.getMethod("big", int.class);
        for (int n = 0; n < ROWS; n++) {
            if (n % 997 == 0 || n < 5 || n > ROWS - 5 || n % 2_000 == 0 || n % 2_000 == 1_999) {
                assertThat(big.invoke(null, n)).isEqualTo(value(n));
            }
        }
        Method allowed = main.getMethod("bigAllowed", int.class);
        assertThat(allowed.invoke(null, ROWS)).isEqualTo(false);
        assertThat(allowed.invoke(null, -1)).isEqualTo(false);
        InvocationTargetException refused = assertThrows(InvocationTargetException.class,
                () -> big.invoke(null, ROWS));
        assertThat(refused.getCause()).isInstanceOf(RuleViolation.class);
    }

    @Test
    void theDataIsSplitIntoParts() {
        String tables = result.mainFiles().stream().filter(f -> f.relativePath().endsWith("TTables.java"))
                .map(GeneratedFile::content).findFirst().orElseThrow();
        assertThat(tables).contains("private static final class BigCellsPart49 {");
        assertThat(tables).doesNotContain("BigCellsPart50");
        assertThat(tables).contains("System.arraycopy(BigCellsPart0.VALUES, 0, all, 0, 2000);");
    }

    @Test
    void bandsWrittenOutOfOrderAreFoundByBinarySearch() throws Exception {
        Method bands = main.getMethod("bands", int.class);
        assertThat(bands.invoke(null, Integer.MIN_VALUE)).isEqualTo(0);
        assertThat(bands.invoke(null, 10)).isEqualTo(0);
        assertThat(bands.invoke(null, 11)).isEqualTo(1);
        assertThat(bands.invoke(null, 20)).isEqualTo(1);
        assertThat(bands.invoke(null, 21)).isEqualTo(2);
        assertThat(bands.invoke(null, 385)).isEqualTo(38);
        assertThat(bands.invoke(null, 391)).isEqualTo(39);
        assertThat(bands.invoke(null, Integer.MAX_VALUE)).isEqualTo(39);
        String tables = result.mainFiles().stream().filter(f -> f.relativePath().endsWith("TTables.java"))
                .map(GeneratedFile::content).findFirst().orElseThrow();
        assertThat(tables).contains("Arrays.binarySearch(BANDS_AXIS0_LOWS, n)");
    }
}
