package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RiggedDice;

/**
 * Checks whose player chooses among grades: up to 10 grades pick the list of those that apply
 * from a precomputed table (one immutable list per set, nothing built per roll); more grades
 * build it per roll. Both give the same lists.
 */
class GradeSetCodeTest {
    @TempDir
    static Path dir;

    static ClassLoader loader;

    private static String check(String name, int grades) {
        StringBuilder out = new StringBuilder("check " + name + " (chance: int) roll d100 {\n"
                + "  success when roll <= chance\n  grades chosen by player\n");
        // grade gK applies to the rolls at most 9 * (grades - K + 1): lower rolls earn more grades
        for (int k = 1; k <= grades; k++) {
            out.append("  grade g").append(k).append(" when success && roll <= ").append(9 * (grades - k + 1))
                    .append('\n');
        }
        return out.append("}\n").toString();
    }

    @BeforeAll
    static void compile() throws Exception {
        CompilationResult result = Compile.declarations(check("few", 3) + check("many", 11));
        assertThat(Compile.errors(result)).doesNotContain("error:");
        loader = Compile.javac(result, dir);
    }

    private static Object roll(String check, int face) throws Exception {
        return loader.loadClass("test.gen.t." + check).getMethod("roll", Dice.class, int.class)
                .invoke(null, RiggedDice.of(100, face), 100);
    }

    private static List<?> grades(Object outcome) throws Exception {
        return (List<?>) outcome.getClass().getMethod("grades").invoke(outcome);
    }

    @Test
    void aFewGradesComeFromOneListPerSet() throws Exception {
        assertThat(grades(roll("FewCheck", 5)).toString()).isEqualTo("[G1, G2, G3]");
        assertThat(grades(roll("FewCheck", 15)).toString()).isEqualTo("[G1, G2]");
        assertThat(grades(roll("FewCheck", 95)).toString()).isEqualTo("[]");
        // the same set of grades is the same list, not a copy made by the roll
        assertThat(grades(roll("FewCheck", 12))).isSameInstanceAs(grades(roll("FewCheck", 18)));
    }

    @Test
    void manyGradesAreListedPerRoll() throws Exception {
        assertThat(grades(roll("ManyCheck", 5)).toString())
                .isEqualTo("[G1, G2, G3, G4, G5, G6, G7, G8, G9, G10, G11]");
        assertThat(grades(roll("ManyCheck", 95)).toString()).isEqualTo("[G1]");
        Object outcome = roll("ManyCheck", 100);
        assertThat(grades(outcome)).isEmpty();
        assertThat(outcome.getClass().getMethod("result").invoke(outcome).toString()).isEqualTo("SUCCESS");
    }

    @Test
    void theGradesDistributionsAgreeOnBothPaths() throws Exception {
        for (String check : List.of("FewCheck", "ManyCheck")) {
            Distribution<?> d = (Distribution<?>) loader.loadClass("test.gen.t." + check)
                    .getMethod("gradesDistribution", int.class).invoke(null, 100);
            assertThat(d.total()).isEqualTo(Rational.ONE);
            // every number of grades from none to all: 4 sets of 3 grades, 12 of 11
            assertThat(d.size()).isEqualTo(check.equals("FewCheck") ? 4 : 12);
        }
    }
}
