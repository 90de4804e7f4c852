package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;

/** filter, each and list + in generated code: compiled with javac -Werror and run. */
class ListCodeTest {
    @TempDir
    Path dir;

    @Test
    void listBuildersCompileAndRun() throws Exception {
        CompilationResult result = Compile.text("lists.rules", Compile.resource("lists.rules"));
        assertThat(Compile.errors(result)).doesNotContain("error:");
        Class<?> main = Compile.javac(result, dir).loadClass("test.gen.lists.Lists");
        assertThat(main.getMethod("evens", List.class).invoke(null, List.of(1, 2, 3, 4))).isEqualTo(List.of(2, 4));
        assertThat(main.getMethod("doubled", List.class).invoke(null, List.of(5))).isEqualTo(List.of(10));
        assertThat(SquareCodeTest.runExamples(main, "test.gen.lists.ListsRulesTest")).isEqualTo(1);
    }

    @Test
    void listsJoinOnlyWithListsOfTheSameElements() {
        String all = Compile.errors(Compile.declarations("""
                formula j (a: list<int>, b: list<bool>) -> list<int> = a + b
                formula f (a: list<int>) -> list<int> = filter(x in a: x + 1)
                example "x" { expect j([1], [true]) == [1] && f([1]) == [1] }
                """));
        assertThat(all).contains("t.rules:7:56: error[E0204]"); // cannot-join-lists
        assertThat(all).contains("t.rules:8:56: error[E0201]"); // type-mismatch
    }

    @Test
    void aggregatesOverAnEmptyLiteralAreRefused() {
        String all = Compile.errors(Compile.declarations("""
                formula f (n: int) -> list<int> = filter(x in []: x > n)
                example "x" { expect size(f(1)) == 0 }
                """));
        assertThat(all).contains("t.rules:7:47: error[E0226]"); // aggregate-over-empty-list
    }
}
