package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;

/**
 * A sequence in a rulebook that declares no action (a fuzzing finding: the phases named an
 * {@code Action} type that was never generated, so javac refused the output).
 */
class SequenceWithoutActionsTest {
    @TempDir
    Path dir;

    @Test
    void phasesWithoutAnyActionDeclaredCompile() throws Exception {
        CompilationResult result = Compile.declarations("""
                sequence chart "Chart" {
                  flags both_standing "both sides stand"
                  phase act "Act"
                  phase talk "Talk" when both_standing
                  phase wrap_up "Wrap up" when not both_standing && turn > 1
                }
                """);
        assertThat(Compile.errors(result)).doesNotContain("error:");
        Class<?> phase = Compile.javac(result, dir).loadClass("test.gen.t.ChartPhase");
        assertThat(phase.getEnumConstants()).hasLength(3);
        assertThat(phase.getMethod("next").invoke(phase.getEnumConstants()[0])).isEqualTo(phase.getEnumConstants()[1]);
        // no action list where no action exists
        assertThat(java.util.Arrays.stream(phase.getMethods()).map(java.lang.reflect.Method::getName))
                .containsNoneOf("actions", "allows");
    }

    @Test
    void phasesKeepTheirActionsWhenActionsAreDeclared() throws Exception {
        CompilationResult result = Compile.declarations("""
                action shoot "Shoot"
                sequence chart "Chart" {
                  phase fire "Fire" actions shoot
                }
                """);
        assertThat(Compile.errors(result)).doesNotContain("error:");
        Class<?> phase = Compile.javac(result, dir).loadClass("test.gen.t.ChartPhase");
        Object fire = phase.getEnumConstants()[0];
        Class<?> action = Compile.javac(result, dir.resolve("again")).loadClass("test.gen.t.Action");
        assertThat(phase.getMethod("actions").invoke(fire).toString()).isEqualTo("[SHOOT]");
        assertThat(action.getEnumConstants()).hasLength(1);
    }
}
