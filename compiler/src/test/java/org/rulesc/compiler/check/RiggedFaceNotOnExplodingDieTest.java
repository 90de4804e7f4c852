package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.Compile;

/**
 * Rigged faces that are not on an exploding die (a fuzzing finding): counting the faces the
 * explosions take replayed them through the dice notation, which indexed its table of exploding
 * faces with them (E0999). They are now only reported as not on the die.
 */
class RiggedFaceNotOnExplodingDieTest {
    @Test
    void facesBeyondTheDieAreReportedOnly() {
        String errors = Compile.errors(Compile.declarations("""
                check damage_roll "D" (bonus: int) roll d1! {
                  output total: int = roll + bonus
                }
                example "e" {
                  expect damage_roll(bonus: 1) rolls [3, 4] => success, total = 8
                }
                """));

        assertThat(errors).contains("t.rules:11:39: error[E0510]: rigged face 3 is not on a d1");
        assertThat(errors).contains("t.rules:11:42: error[E0510]: rigged face 4 is not on a d1");
        assertThat(errors).doesNotContain("E0999");
    }
}
