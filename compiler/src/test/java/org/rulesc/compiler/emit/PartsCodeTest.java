package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.GeneratedFile;

/**
 * {@code part}: the declarations after one go to their own class of the generated engine, and
 * every call reaches them there (from another part, the main class, a check and the tests).
 */
class PartsCodeTest {
    private static final String RULES = """
            rulebook parted "Parted" version "1" {
              die d6
              space continuous
              unit cm
            }
            enum Ground { road, bush }
            const base_move "基本移動力": int = 4
            part movement "移動"
            table cost (ground: Ground) -> int {
              road: 0
              bush: ×
            }
            formula step_cost (ground: Ground) -> int = if allowed(cost(ground)) then 1 + cost(ground) else 99
            modifiers move_mods (tired: bool, rested: bool) {
              tired: -1 when tired group fatigue
              worn: -2 when tired group fatigue
              rested: 1 when rested
            }
            part shooting "射撃"
            const reach: length = 45cm
            formula shots (ground: Ground) -> int = base_move - step_cost(ground) + move_mods(true, false)
            check hit (judge: int) roll d6 {
              success when roll <= judge + shots(road)
            }
            example "parts call each other" {
              expect step_cost(road) == 1
              expect step_cost(bush) == 99
              expect shots(road) == 1
              expect reach == 45cm
              expect hit(3) rolls [4] => success
            }
            """;

    @TempDir
    static Path dir;

    static CompilationResult result;
    static ClassLoader loader;

    @BeforeAll
    static void compile() throws Exception {
        result = Compile.text("parted.rules", RULES);
        assertThat(Compile.errors(result)).doesNotContain("error");
        loader = Compile.javac(result, dir);
    }

    @Test
    void eachPartIsAClassWithItsOwnDeclarations() throws Exception {
        assertThat(methods("Parted")).containsAtLeast("baseMove", "ID", "NOT_ENCODED");
        assertThat(methods("Parted")).containsNoneOf("cost", "stepCost", "moveMods", "shots", "reach");
        assertThat(methods("PartedMovement")).containsAtLeast("cost", "costAllowed", "stepCost", "moveMods",
                "moveModsBreakdown", "strongest");
        assertThat(methods("PartedMovement")).containsNoneOf("shots", "reach", "baseMove");
        assertThat(methods("PartedShooting")).containsAtLeast("shots", "reach");
        Method shots = loader.loadClass("test.gen.parted.PartedShooting").getMethod("shots",
                loader.loadClass("test.gen.parted.Ground"));
        Object road = loader.loadClass("test.gen.parted.Ground").getField("ROAD").get(null);
        assertThat(shots.invoke(null, road)).isEqualTo(1);
    }

    @Test
    void theGeneratedTestsReachEveryPart() throws Exception {
        var summary = Compile.runTests(loader, "test.gen.parted.PartedRulesTest");
        assertThat(Compile.failures(summary)).isEmpty();
        assertThat(summary.getTestsSucceededCount()).isAtLeast(1);
    }

    @Test
    void aPartClassSaysWhatItHolds() {
        String movement = source("PartedMovement.java");
        assertThat(movement).contains("public final class PartedMovement");
        assertThat(movement).contains("移動: the constants, formulas, tables, modifiers and maps of part {@code movement}");
        assertThat(source("PartedShooting.java")).contains("PartedMovement.stepCost(");
    }

    @Test
    void twoPartsOfOneNameAreRefused() {
        CompilationResult twice = Compile.declarations("part moves\nconst a: int = 1\npart moves\nconst b: int = 2\n");
        assertThat(Compile.errors(twice)).contains("error[E0113]");
        assertThat(Compile.errors(twice)).contains("part");
    }

    @Test
    void aPartWhoseClassClashesWithAnotherIsRefused() {
        // rulebook `t`: part `rules_test` would be the class TRulesTest, the generated tests' class
        CompilationResult clash = Compile.declarations("part rules_test\nconst a: int = 1\n");
        assertThat(Compile.errors(clash)).contains("error[");
        assertThat(clash.mainFiles()).isEmpty();
    }

    @Test
    void aRulebookWithoutPartsKeepsEverythingInItsMainClass() {
        CompilationResult plain = Compile.declarations("const a: int = 1\nformula f (x: int) -> int = x + a\n");
        assertThat(plain.mainFiles().stream().map(GeneratedFile::relativePath).toList())
                .containsExactly("test/gen/t/T.java");
    }

    @Test
    void aHouseRuleKeepsTheBasesPartsAndAddsToItsOwnOnly() throws Exception {
        CompilationResult house = new org.rulesc.compiler.RulesCompiler(new org.rulesc.compiler.CompilerOptions("test.gen"))
                .compile(List.of(new org.rulesc.compiler.SourceFile("parted.rules", RULES),
                        new org.rulesc.compiler.SourceFile("ours.rules", """
                                rulebook ours "Ours" version "1" {
                                  extends parted
                                }
                                replace formula step_cost (ground: Ground) -> int = 2 house "our roads are worse"
                                formula sprint (ground: Ground) -> int = 2 * step_cost(ground)
                                part extras "追加"
                                const bonus: int = 1
                                example "ours" {
                                  expect sprint(road) == 4
                                  expect shots(road) == 0
                                }
                                """)));
        assertThat(Compile.errors(house)).doesNotContain("error");
        String movement = houseSource(house, "OursMovement.java");
        assertThat(movement).contains("public static int stepCost(");
        assertThat(movement).contains("return 2;");
        assertThat(movement).doesNotContain("sprint");
        assertThat(houseSource(house, "Ours.java")).contains("public static int sprint(");
        assertThat(houseSource(house, "OursExtras.java")).contains("public static int bonus()");
        ClassLoader houseLoader = Compile.javac(house, dir.resolve("house"));
        var summary = Compile.runTests(houseLoader, "test.gen.ours.OursRulesTest");
        assertThat(Compile.failures(summary)).isEmpty();
    }

    private static String houseSource(CompilationResult house, String file) {
        return house.mainFiles().stream().filter(f -> f.relativePath().endsWith("/ours/" + file)).findFirst()
                .orElseThrow(() -> new AssertionError(file + " not generated")).content();
    }

    private static List<String> methods(String simpleName) throws ClassNotFoundException {
        Class<?> c = loader.loadClass("test.gen.parted." + simpleName);
        List<String> out = new java.util.ArrayList<>(Arrays.stream(c.getDeclaredMethods()).map(Method::getName).toList());
        Arrays.stream(c.getDeclaredFields()).map(java.lang.reflect.Field::getName).forEach(out::add);
        return out;
    }

    private static String source(String file) {
        return result.mainFiles().stream().filter(f -> f.relativePath().endsWith("/" + file)).findFirst()
                .orElseThrow().content();
    }
}
