package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.RiggedDice;

/**
 * Checks whose success, grades and outputs are emitted without jumps on the face (BranchLight)
 * give what the same rules emitted the plain way give, on every face and at extreme bounds. Each
 * light check has a twin whose conditions are spelt with {@code !}, a form BranchLight leaves
 * alone, so the twin runs the plain {@code if}/{@code ?:} code the differential tests vouch for.
 */
class BranchLightCodeTest {
    @TempDir
    static Path dir;

    static CompilationResult result;
    static ClassLoader loader;

    private static final int[] BOUNDS = {
        Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -5, -1, 0, 1, 2, 3, 4, 5, 6, 7, 100, Integer.MAX_VALUE - 1,
        Integer.MAX_VALUE
    };

    private static final String RULES = """
            check fold_le (bound: int, bonus: int) roll d6 {
              always success on 1
              always failure on 6
              success when roll <= bound
              output dealt: int = if success then max(roll, bonus) else min(bonus, 0)
              output added: int = if success then roll + bonus else 0
            }
            check plain_le (bound: int, bonus: int) roll d6 {
              always success on 1
              always failure on 6
              success when !(roll > bound)
              output dealt: int = if !(!success) then max(roll, bonus) else min(bonus, 0)
              output added: int = if !(!success) then roll + bonus else 0
            }
            check fold_lt (bound: int, bonus: int) roll d6 {
              always success on 1..2
              always failure on 5..6
              success when roll < bound
              output dealt: int = bonus
            }
            check plain_lt (bound: int, bonus: int) roll d6 {
              always success on 1..2
              always failure on 5..6
              success when !(roll >= bound)
              output dealt: int = bonus
            }
            check fold_ge (bound: int, bonus: int) roll d6 {
              always failure on 1
              always success on 6
              success when bound <= roll
              output dealt: int = bonus
            }
            check plain_ge (bound: int, bonus: int) roll d6 {
              always failure on 1
              always success on 6
              success when !(roll < bound)
              output dealt: int = bonus
            }
            check fold_gt (bound: int, bonus: int) roll d6 {
              always failure on 1..2
              success when roll > bound
              output dealt: int = bonus
            }
            check plain_gt (bound: int, bonus: int) roll d6 {
              always failure on 1..2
              success when !(roll <= bound)
              output dealt: int = bonus
            }
            check middle (bound: int, bonus: int) roll d6 {
              always success on 3
              success when roll <= bound
              output dealt: int = bonus
            }
            check plain_middle (bound: int, bonus: int) roll d6 {
              always success on 3
              success when !(roll > bound)
              output dealt: int = bonus
            }
            check graded (bound: int, bonus: int) roll d6 {
              success when roll <= bound
              grade high when success && roll >= bonus
              grade low when success && roll < 3
              output dealt: int = bonus
            }
            check plain_graded (bound: int, bonus: int) roll d6 {
              success when !(roll > bound)
              grade high when !(!success || roll < bonus)
              grade low when !(!success || roll >= 3)
              output dealt: int = bonus
            }
            check chosen (bound: int, bonus: int) roll d6 {
              success when roll <= bound
              grades chosen by player
              grade high when success && roll >= bonus
              grade low when success && roll < 3
              output dealt: int = bonus
            }
            check plain_chosen (bound: int, bonus: int) roll d6 {
              success when !(roll > bound)
              grades chosen by player
              grade high when !(!success || roll < bonus)
              grade low when !(!success || roll >= 3)
              output dealt: int = bonus
            }
            """;

    @BeforeAll
    static void compile() throws Exception {
        result = Compile.declarations(RULES);
        assertThat(Compile.errors(result)).doesNotContain("error:");
        loader = Compile.javac(result, dir);
    }

    private static String source(String check) {
        return result.mainFiles().stream().filter(f -> f.relativePath().endsWith("/" + check + ".java"))
                .map(GeneratedFile::content).findFirst().orElseThrow();
    }

    private static Class<?> type(String check) throws Exception {
        return loader.loadClass("test.gen.t." + check);
    }

    private static String roll(String check, int face, int bound, int bonus) throws Exception {
        return overflowOr(() -> type(check).getMethod("roll", Dice.class, int.class, int.class)
                .invoke(null, RiggedDice.of(6, face), bound, bonus));
    }

    private static String distribution(String check, int bound, int bonus) throws Exception {
        return overflowOr(() -> type(check).getMethod("distribution", int.class, int.class).invoke(null, bound, bonus));
    }

    private interface Call {
        Object call() throws Exception;
    }

    /** The result as text, or "overflow" when checked arithmetic threw (both forms must agree on it). */
    private static String overflowOr(Call call) throws Exception {
        try {
            return call.call().toString();
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof ArithmeticException) {
                return "overflow";
            }
            throw e;
        } catch (ArithmeticException e) {
            return "overflow";
        }
    }

    private static void assertSameAsPlain(String light, String plain) throws Exception {
        int[] bonuses = {Integer.MIN_VALUE, -1, 0, 2, 4, 7, Integer.MAX_VALUE};
        for (int bound : BOUNDS) {
            for (int bonus : bonuses) {
                for (int face = 1; face <= 6; face++) {
                    assertWithMessage("%s face %s bound %s bonus %s", light, face, bound, bonus)
                            .that(roll(light, face, bound, bonus)).isEqualTo(roll(plain, face, bound, bonus));
                }
                assertWithMessage("%s distribution, bound %s bonus %s", light, bound, bonus)
                        .that(distribution(light, bound, bonus)).isEqualTo(distribution(plain, bound, bonus));
            }
        }
    }

    @Test
    void faceRulesAtBothEndsFoldIntoTheBoundOfOneComparison() throws Exception {
        assertThat(source("FoldLeCheck")).contains("return roll <= Math.min(Math.max(bound, 1), 5);");
        assertThat(source("FoldLtCheck")).contains("return roll < Math.min(Math.max(bound, 3), 5);");
        assertThat(source("FoldGeCheck")).contains("return roll >= Math.min(Math.max(bound, 2), 6);");
        assertThat(source("FoldGtCheck")).contains("return roll > Math.min(Math.max(bound, 2), 6);");
        assertThat(source("FoldLeCheck")).contains("Faces.pick(success, Math.max(roll, bonus), Math.min(bonus, 0))");
        // checked arithmetic is computed ahead in long and tested, so it throws only on the side taken
        assertThat(source("FoldLeCheck")).contains("int added = Faces.pick(success, (int) ((long) roll + bonus), 0);");
        for (String plain : new String[] {"PlainLeCheck", "PlainLtCheck", "PlainGeCheck", "PlainGtCheck"}) {
            assertThat(source(plain)).doesNotContain("Math.max(bound");
            assertThat(source(plain)).doesNotContain("Faces.pick");
        }
        assertSameAsPlain("FoldLeCheck", "PlainLeCheck");
        assertSameAsPlain("FoldLtCheck", "PlainLtCheck");
        assertSameAsPlain("FoldGeCheck", "PlainGeCheck");
        assertSameAsPlain("FoldGtCheck", "PlainGtCheck");
    }

    @Test
    void aForcedFaceInTheMiddleKeepsTheFaceTests() throws Exception {
        assertThat(source("MiddleCheck")).contains("if (roll == 3)");
        assertThat(source("MiddleCheck")).doesNotContain("Math.min(Math.max(bound");
        assertSameAsPlain("MiddleCheck", "PlainMiddleCheck");
    }

    @Test
    void gradesComeFromBitsAndTheTableOfResults() throws Exception {
        assertThat(source("GradedCheck"))
                .contains("gradeBits |= Faces.bit(success & (roll >= bonus), 0);");
        assertThat(source("GradedCheck")).contains("Grade graded = RESULTS[gradeBits << 1 | Faces.bit(success, 0)];");
        assertThat(source("PlainGradedCheck")).doesNotContain("RESULTS[");
        assertThat(source("ChosenCheck")).contains("gradeBits |= Faces.bit(success & (roll < 3), 1);");
        assertThat(source("PlainChosenCheck")).contains("if (!(!success || roll < bonus))");
        assertSameAsPlain("GradedCheck", "PlainGradedCheck");
        assertSameAsPlain("ChosenCheck", "PlainChosenCheck");
    }
}
