package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.lang.reflect.Method;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;

/** Int table bands open below ({@code ..2}) next to open-above bands ({@code 9+}). */
class TableBandsTest {
    @TempDir
    Path dir;

    @Test
    void bandsOpenBelowCoverEverythingUnderTheirTop() throws Exception {
        CompilationResult result = Compile.declarations("""
                table rise (d: int) -> int {
                  ..1: 0
                  2: 1
                  3..4: 2
                  5+: 3
                }
                table grid (d: int, b: bool) -> int {
                  columns true false
                  ..0:   1 2
                  1:     3 4
                  2..3:  5 6
                  4+:    7 8
                }
                table low (d: int) -> bool {
                  ..-1: true
                  0+: false
                }
                example "bands" {
                  expect rise(-1000) == 0 && rise(1) == 0 && rise(2) == 1 && rise(4) == 2 && rise(99) == 3
                  expect low(-1) && !low(0)
                  expect grid(-5, true) == 1 && grid(1, false) == 4 && grid(3, false) == 6 && grid(4, true) == 7
                }
                """);
        assertThat(Compile.errors(result)).doesNotContain("error:");
        Class<?> main = Compile.javac(result, dir).loadClass("test.gen.t.T");
        Method rise = main.getMethod("rise", int.class);
        assertThat(rise.invoke(null, Integer.MIN_VALUE)).isEqualTo(0);
        assertThat(rise.invoke(null, 3)).isEqualTo(2);
        assertThat(SquareCodeTest.runExamples(main, "test.gen.t.TRulesTest")).isEqualTo(1);
        // the tables' data and index arithmetic live in their own class
        String tables = result.mainFiles().stream().filter(f -> f.relativePath().endsWith("/TTables.java"))
                .findFirst().orElseThrow().content();
        assertThat(tables).contains("d <= 1");
    }

    @Test
    void bandsOpenBelowMustNotOverlapOrLeaveGaps() {
        String all = Compile.errors(Compile.declarations("""
                table t1 (d: int) -> int {
                  ..2: 0
                  2..3: 1
                  5+: 2
                }
                table t2 (d: int) -> int {
                  ..0: 0
                  ..4: 1
                }
                example "x" { expect t1(1) == 0 && t2(0) == 0 }
                """));
        assertThat(all).contains("t.rules:9:3: error[E0309]"); // overlapping-bands
        assertThat(all).contains("t.rules:10:3: error[E0310]"); // band-gap
        assertThat(all).contains("gap before band 5+ on axis `d`: nothing covers 4");
        assertThat(all).contains("t.rules:14:3: error[E0309]"); // overlapping-bands
    }
}
