package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertThat;

import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Severity;
import org.junit.jupiter.api.Test;

/** A row wider than its columns (found by the fuzzer: it was an internal error in the table layout). */
class TableRowWidthTest {
    @Test
    void aRowWithMoreCellsThanColumnsIsAPositionedErrorNotAnInternalOne() {
        CompilationResult result = Compile.declarations("""
                enum Side { a, b }
                table t (x: Side, n: int) -> int {
                  columns 1  2
                  a:      5  4 cite "1"
                  b:      5  4  3  9 cite "1"
                }
                """);
        assertThat(result.diagnostics().stream().map(Diagnostic::code).toList()).doesNotContain(Code.INTERNAL_ERROR);
        assertThat(result.hasErrors()).isTrue();
        Diagnostic first = result.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).findFirst()
                .orElseThrow();
        assertThat(first.code()).isEqualTo(Code.ROW_CELL_COUNT);
        assertThat(first.at().line()).isEqualTo(11);
    }

    @Test
    void aRowWithFewerKeysThanTheTableNeedsIsAPositionedErrorNotAnInternalOne() {
        // found by the fuzzer too: the layout read the missing second key of the second row
        CompilationResult result = Compile.declarations("""
                enum Side { a, b }
                table t (x: Side, y: Side, n: int) -> int {
                  columns 1  2
                  a, b:   5  4 cite "1"
                  b:      5  4 cite "1"
                }
                """);
        assertThat(result.diagnostics().stream().map(Diagnostic::code).toList()).doesNotContain(Code.INTERNAL_ERROR);
        Diagnostic keys = result.diagnostics().stream().filter(d -> d.code() == Code.ROW_KEY_COUNT).findFirst()
                .orElseThrow();
        assertThat(keys.at().line()).isEqualTo(11);
    }
}
