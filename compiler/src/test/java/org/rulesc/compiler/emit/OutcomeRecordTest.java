package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.runtime.CheckOutcome;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.RiggedDice;

/**
 * A check's outcome record holds only what can vary: {@code rolled} only when an {@code always …
 * when} rule can decide without rolling, {@code result} only when the check has grades. What it
 * does not hold it still answers, from what it does: {@code rolled()} is true, {@code result()}
 * follows {@code success}.
 */
class OutcomeRecordTest {
    @TempDir
    static Path dir;

    static ClassLoader loader;

    private static final String RULES = """
            check plain (bound: int) roll d6 {
              success when roll <= bound
              output dealt: int = roll
            }
            check decided (bound: int) roll d6 {
              always success when bound > 10
              success when roll <= bound
            }
            check graded (bound: int) roll d6 {
              success when roll <= bound
              grade high when success && roll == 1
            }
            """;

    @BeforeAll
    static void compile() throws Exception {
        CompilationResult result = Compile.declarations(RULES);
        assertThat(Compile.errors(result)).doesNotContain("error:");
        loader = Compile.javac(result, dir);
    }

    private static Class<?> outcome(String check) throws Exception {
        return loader.loadClass("test.gen.t." + check + "$Outcome");
    }

    private static List<String> components(String check) throws Exception {
        return Arrays.stream(outcome(check).getRecordComponents()).map(RecordComponent::getName).toList();
    }

    private static Object roll(String check, int face, int bound) throws Exception {
        return loader.loadClass("test.gen.t." + check).getMethod("roll", Dice.class, int.class)
                .invoke(null, RiggedDice.of(6, face), bound);
    }

    private static String result(Object outcome) throws Exception {
        return String.valueOf(outcome.getClass().getMethod("result").invoke(outcome));
    }

    @Test
    void aCheckThatAlwaysRollsAndHasNoGradesHoldsNeither() throws Exception {
        assertThat(components("PlainCheck")).containsExactly("roll", "success", "dealt").inOrder();
        for (int face = 1; face <= 6; face++) {
            CheckOutcome o = (CheckOutcome) roll("PlainCheck", face, 3);
            assertWithMessage("face %s", face).that(o.success()).isEqualTo(face <= 3);
            assertWithMessage("face %s", face).that(o.rolled()).isTrue();
            assertWithMessage("face %s", face).that(result(o)).isEqualTo(face <= 3 ? "SUCCESS" : "FAILURE");
            assertWithMessage("face %s", face).that(o.grade()).isEqualTo(face <= 3 ? "success" : "failure");
            // printed as the record with every part would print
            assertWithMessage("face %s", face).that(o.toString()).isEqualTo("Outcome[roll=" + face
                    + ", rolled=true, success=" + (face <= 3) + ", result=" + (face <= 3 ? "SUCCESS" : "FAILURE")
                    + ", dealt=" + face + "]");
        }
    }

    @Test
    void aCheckDecidedBeforeRollingHoldsWhetherItRolled() throws Exception {
        assertThat(components("DecidedCheck")).containsExactly("roll", "rolled", "success").inOrder();
        CheckOutcome decided = (CheckOutcome) roll("DecidedCheck", 6, 11);
        assertThat(decided.rolled()).isFalse();
        assertThat(decided.success()).isTrue();
        assertThat(result(decided)).isEqualTo("SUCCESS");
        CheckOutcome rolled = (CheckOutcome) roll("DecidedCheck", 6, 3);
        assertThat(rolled.rolled()).isTrue();
        assertThat(rolled.success()).isFalse();
        assertThat(result(rolled)).isEqualTo("FAILURE");
    }

    @Test
    void aCheckWithGradesHoldsItsResult() throws Exception {
        assertThat(components("GradedCheck")).containsExactly("roll", "success", "result").inOrder();
        assertThat(result(roll("GradedCheck", 1, 3))).isEqualTo("HIGH");
        assertThat(result(roll("GradedCheck", 2, 3))).isEqualTo("SUCCESS");
        assertThat(result(roll("GradedCheck", 5, 3))).isEqualTo("FAILURE");
    }

    @Test
    void equalOutcomesAreEqualRecords() throws Exception {
        assertThat(roll("PlainCheck", 2, 3)).isEqualTo(roll("PlainCheck", 2, 3));
        assertThat(roll("PlainCheck", 2, 3)).isNotEqualTo(roll("PlainCheck", 2, 1));
    }
}
