package org.rulesc.compiler.parse;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.Compile;

/**
 * Mixed dice whose last term is missing ({@code 2d6 - {}): a fuzzing finding. ANTLR's recovery
 * left the term empty without an error node, and the AST builder failed on it (E0999).
 */
class MixedDiceRecoveryTest {
    @Test
    void aMissingTermIsASyntaxErrorOnly() {
        String errors = Compile.errors(Compile.declarations(
                "check hits (target: int) roll 2d6 - {\n  success when roll >= target\n} house \"t\"\n"));

        assertThat(errors).contains("t.rules:7:37: error[E0001]: unexpected `{`");
        assertThat(errors).doesNotContain("E0999");
    }
}
