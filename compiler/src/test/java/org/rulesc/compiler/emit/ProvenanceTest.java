package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.GeneratedFile;

/** Cited rules, readings and house values stay distinguishable from the source to the Javadoc. */
class ProvenanceTest {

    private static String file(CompilationResult result, String name) {
        return result.mainFiles().stream().filter(f -> f.relativePath().endsWith("/" + name)).findFirst()
                .map(GeneratedFile::content).orElseThrow(() -> new AssertionError(name + " not generated:\n"
                        + Compile.errors(result)));
    }

    @Test
    void aReadingIsPrintedWithTheSectionItInterprets() {
        CompilationResult result = Compile.declarations("""
                const range_bonus "高度差": int = 0 cite "【4】" reading "the example ignores altitude between flyers"
                const base_hp "HP": int = 6 cite "【2】C"
                const spare "予備": int = 1 house "our table"
                table cost "移動コスト" (steep: bool) -> int {
                  true: 2   cite "【4】" reading "例2 implies it"
                  false: 1  cite "【4】"
                }
                example "x" { expect cost(true) + range_bonus + base_hp + spare == 9 }
                """);
        String main = file(result, "T.java");
        assertThat(main).contains("<p>Rule: 【4】 (reading: the example ignores altitude between flyers)");
        assertThat(main).contains("<p>Rule: 【2】C\n");
        assertThat(main).contains("<p>House value (not from the document): our table");
        assertThat(main).contains("<li>true: Rule 【4】 (reading: 例2 implies it)");
        assertThat(main).contains("<li>false: Rule 【4】\n");
    }

    @Test
    void aCheckMayBeAReadingAndReadingStaysUsableAsAName() {
        CompilationResult result = Compile.declarations("""
                check morale "士気" (reading: int) roll d6 {
                  success when roll <= reading
                  cite "【9】" reading "ties go to the defender, as in 例3"
                }
                omit "退却" because "the map is not modelled" cite "【9】B" reading "退却 only moves a doll"
                example "x" { expect morale(reading: 3) rolls [3] => success }
                """);
        assertThat(Compile.errors(result)).doesNotContain("error:");
        assertThat(file(result, "MoraleCheck.java")).contains("<p>Rule: 【9】 (reading: ties go to the defender, as in 例3)");
    }

    @Test
    void aReadingWithoutItsCiteIsAnError() {
        String all = Compile.errors(Compile.declarations("""
                const a: int = 1 house "ours" reading "why"
                example "x" { expect a == 1 }
                """));
        assertThat(all).contains("t.rules:7:31: error[E0914]: a `reading` must follow the `cite` of the section it interprets");
        assertThat(all).contains("hint: write `cite \"<section>\" reading \"<argument>\"`");
    }

    @Test
    void aReadingWithoutAnArgumentIsAnError() {
        String all = Compile.errors(Compile.declarations("""
                const a: int = 1 cite "【1】" reading " "
                example "x" { expect a == 1 }
                """));
        assertThat(all).contains("t.rules:7:37: error[E0913]: a reading without its argument");
    }

    @Test
    void aCitationOnALineOfItsOwnAfterTheLastGradeBelongsToTheCheck() {
        CompilationResult result = Compile.declarations("""
                check morale "士気" (hp: int) roll d6 {
                  success when roll <= hp
                  grade berserk "狂暴化" when !success && roll == 6 cite "【9】@"
                  output shaken: bool = !success
                    && roll == 5   house "ours"
                  cite "【9】"
                  house "tie rule of our table"
                }
                example "x" { expect morale(hp: 3) rolls [6] => grade berserk }
                """);
        assertThat(Compile.errors(result)).doesNotContain("warning");
        String check = file(result, "MoraleCheck.java");
        String classDoc = check.substring(0, check.indexOf("public final class"));
        assertThat(classDoc).contains("<p>Rule: 【9】\n");
        assertThat(classDoc).contains("<p>House value (not from the document): tie rule of our table");
        assertThat(classDoc).doesNotContain("【9】&#64;");
        assertThat(classDoc).doesNotContain("ours");
        // the grade keeps its own citation (its Javadoc is the only place it appears)
        assertThat(check.split("<p>Rule: 【9】&#64;", -1)).hasLength(2);
    }

    @Test
    void aCellMaySayWhichItIsWhenItsRowMixesCitedAndHouseCells() {
        CompilationResult result = Compile.declarations("""
                enum Shooter "射手" { scope "スコープドッグ", brute "ブルーティッシュドッグ" }
                table hit "射撃結果表" (shooter: Shooter, distance: int) -> int {
                  columns 1  2  3..4
                  scope:  5  4  3   house "chart not published"
                  brute:  5  4  (2 cite "【8】(3)例" reading "例 hits on 2 at distance 4")  house "chart not published"
                }
                table half "半分" (shooter: Shooter, near: bool) -> int {
                  columns true  false
                  scope:  (1 cite "【8】")  (0 house "ours")
                  brute:  1  0
                }
                example "x" { expect hit(brute, 4) == 2 && half(scope, true) == 1 }
                """);
        String all = Compile.errors(result);
        assertThat(all).doesNotContain("error");
        assertThat(all).contains("warning[W0301]: `half` cites no section"); // row brute has no provenance
        assertThat(all).doesNotContain("`hit` cites");
        String main = file(result, "T.java");
        assertThat(main).contains("<li>brute: house value, chart not published\n");
        assertThat(main).contains("<li>brute, 3..4: Rule 【8】(3)例 (reading: 例 hits on 2 at distance 4)\n");
        assertThat(main).contains("<li>scope, true: Rule 【8】\n");
        assertThat(main).contains("<li>scope, false: house value, ours\n");
    }

    @Test
    void aCellInParenthesesWithoutProvenanceIsAnError() {
        String all = Compile.errors(Compile.declarations("""
                table t1 (a: bool, b: bool) -> int {
                  columns true false
                  true:  (1) 0 cite "【1】"
                  false: 0 0 cite "【1】"
                }
                example "x" { expect t1(true, true) == 1 }
                """));
        assertThat(all).contains("t.rules:9:10: error[E0315]: a cell in parentheses gives its own provenance");
    }
}
