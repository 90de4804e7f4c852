package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;

/**
 * A status with states but no event (a fuzzing finding: the state enum's {@code on(event)} named
 * an event type that was never generated, so javac refused the output).
 */
class StatusWithoutEventsTest {
    @TempDir
    Path dir;

    @Test
    void statesWithoutEventsCompile() throws Exception {
        CompilationResult result = Compile.declarations("""
                status charge "Charge" {
                  states idle "Idle", charging "Charging"
                }
                """);
        assertThat(Compile.errors(result)).doesNotContain("error:");
        Class<?> state = Compile.javac(result, dir).loadClass("test.gen.t.ChargeState");
        assertThat(state.getMethod("initial").invoke(null)).isEqualTo(state.getEnumConstants()[0]);
    }
}
