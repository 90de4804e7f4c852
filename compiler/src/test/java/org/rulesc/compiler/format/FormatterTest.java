package org.rulesc.compiler.format;

import static com.google.common.truth.Truth.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Reporter;

/** What the formatter does to spacing, indentation, tables and comments. */
class FormatterTest {
    private static Reporter reporter;

    private static Optional<String> format(String text) {
        reporter = new Reporter(new SourceFile("t.rules", text));
        return Formatter.format(reporter);
    }

    private static String formatted(String text) {
        String once = format(text).orElseThrow(() -> new AssertionError(reporter.diagnostics().toString()));
        assertThat(format(once)).hasValue(once); // idempotent
        return once;
    }

    @Test
    void alignsATableWithWideJapaneseLabelsInDisplayCells() {
        String in = """
                rulebook t "T" version "1" {
                    die d6
                }
                enum 天気 "天気" {  晴れ "晴れ", 雨 "雨" , 雪 "雪" }
                table 移動力 "移動力表" (天気: 天気, 距離: int) -> int {
                  columns 1 2..3  4+
                  晴れ: 1 2 3 house "表はない"
                  雨: 2   3   ×   cite "例1"
                  雪:3 × × house "表はない"
                } house "表はない"
                """;
        // 晴れ: is 5 cells wide (two wide kana/kanji and a colon), columns 7: cells start at 9
        assertThat(formatted(in)).isEqualTo("""
                rulebook t "T" version "1" {
                  die d6
                }

                enum 天気 "天気" { 晴れ "晴れ", 雨 "雨", 雪 "雪" }

                table 移動力 "移動力表" (天気: 天気, 距離: int) -> int {
                  columns  1  2..3  4+
                  晴れ:    1  2     3   house "表はない"
                  雨:      2  3     ×   cite "例1"
                  雪:      3  ×     ×   house "表はない"
                } house "表はない"
                """);
        for (String row : formatted(in).lines().filter(l -> l.contains("house \"表はない\"") && l.startsWith("  ")).toList()) {
            assertThat(DisplayWidth.of(row.substring(0, row.indexOf("house")))).isEqualTo(24);
        }
    }

    @Test
    void aCellWithItsOwnProvenancePushesItsRowRightWithoutWideningTheColumn() {
        String in = """
                rulebook t "T" version "1" {
                  die d6
                }
                enum Size { small, large }
                table reach (size: Size, d: int) -> int {
                  columns 1 2
                  small: (1 cite "例: a long citation") 2 house "h"
                  large: 3 4 house "h"
                } house "h"
                """;
        assertThat(formatted(in)).contains("""
                  columns  1  2
                  small:   (1 cite "例: a long citation")  2  house "h"
                  large:   3  4  house "h"
                """);
    }

    @Test
    void keepsCommentsWhereTheyAreIndentedLikeTheCodeAfterThem() {
        String in = """
                // before the header
                rulebook b "B" version "1" {
                  die d6   // the only die
                }
                /* a block
                   comment */
                const x: int = 1 /* inline */ + 2   house "h"
                check c "C" (j: int) roll d6 {
                success when roll<=j
                      // before the grade
                  grade g "G" when roll == 1
                    // at the end of the block
                }
                """;
        assertThat(formatted(in)).isEqualTo("""
                // before the header
                rulebook b "B" version "1" {
                  die d6  // the only die
                }

                /* a block
                   comment */
                const x: int = 1 /* inline */ + 2 house "h"

                check c "C" (j: int) roll d6 {
                  success when roll <= j
                  // before the grade
                  grade g "G" when roll == 1
                  // at the end of the block
                }
                """);
    }

    @Test
    void aCommentIndentedUnderTheDeclarationAboveStaysWithIt() {
        String in = """
                rulebook t "T" version "1" {
                  die d6
                }
                formula f (x: int) -> int = x
                  house "h"
                    // about f, not about g
                formula g (x: int) -> int = x
                  house "h"
                """;
        assertThat(formatted(in)).contains("""
                formula f (x: int) -> int = x
                  house "h"
                  // about f, not about g
                formula g (x: int) -> int = x
                """);
    }

    @Test
    void spacingFollowsTheLanguageNotTheAuthor() {
        String in = """
                rulebook t "T" version "1" {
                  die d6
                }
                const a : list < int > = [ 1 , -2 ]   house "h"
                formula f ( x : int ) -> int = - x + a [ 0 ] * max ( x , 1 )  house "h"
                check c (n: int) roll ( n ) d6 { success when roll >= 3 }   house "h"
                """;
        assertThat(formatted(in)).isEqualTo("""
                rulebook t "T" version "1" {
                  die d6
                }

                const a: list<int> = [1, -2] house "h"
                formula f (x: int) -> int = -x + a[0] * max(x, 1) house "h"
                check c (n: int) roll (n)d6 { success when roll >= 3 } house "h"
                """);
    }

    @Test
    void continuationLinesIndentUnderTheirItemAndParenthesesLineUpInCells() {
        String in = """
                rulebook t "T" version "1" {
                  die d6
                }
                formula 合計 "合計" (a: int,
                                 b: int) -> int =
                a + b
                cite "例"
                """;
        // the author lined b up with a counting characters; in display cells a is two further right
        assertThat(formatted(in)).isEqualTo("""
                rulebook t "T" version "1" {
                  die d6
                }

                formula 合計 "合計" (a: int,
                                     b: int) -> int =
                  a + b
                  cite "例"
                """);
    }

    @Test
    void collapsesBlankLinesAndEndsWithOneNewline() {
        String in = "\n\nrulebook t \"T\" version \"1\" {\n  die d6\n}\n\n\n\nconst a: int = 1 house \"h\"\nconst b: int = 2 house \"h\"\n\n\n";
        assertThat(formatted(in)).isEqualTo(
                "rulebook t \"T\" version \"1\" {\n  die d6\n}\n\nconst a: int = 1 house \"h\"\nconst b: int = 2 house \"h\"\n");
    }

    @Test
    void dropsAByteOrderMarkAndCarriageReturns() {
        assertThat(formatted("\uFEFFrulebook t \"T\" version \"1\" {\r\n  die d6\r\n}\r\n"))
                .isEqualTo("rulebook t \"T\" version \"1\" {\n  die d6\n}\n");
    }

    @Test
    void aRulebookWithASyntaxErrorIsNotFormattedAndItsErrorIsReported() {
        assertThat(format("rulebook t \"T\" version \"1\" {\n  die d6\n}\nconst x: int = (1 +\n")).isEmpty();
        Diagnostic d = reporter.diagnostics().get(0);
        assertThat(d.code()).isEqualTo(Code.SYNTAX_ERROR);
        assertThat(d.line()).isEqualTo(5);
    }
}
