package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.Compile;

/** Misuse of the richer checks and of turn flow, reported with a position and a hint. */
class FlowDiagnosticsTest {

    @Test
    void aTotalCannotSucceedOrFail() {
        String all = Compile.errors(Compile.declarations("""
                check t (n: int) roll d6 {
                  always success on 6
                  always failure when n < 0
                  output x: int = if success then roll else 0
                }
                example "x" { expect t(n: 1) rolls [3] => x = 3 }
                """));
        assertThat(all).contains("t.rules:8:21: error: check `t` has no `success when`: it is a total");
        assertThat(all).contains("t.rules:9:23: error: check `t` has no `success when`");
        assertThat(all).contains("t.rules:10:22: error: check `t` has no `success`");
        assertThat(all).contains("hint: add `success when …` to the check, or use the roll itself");
    }
}
