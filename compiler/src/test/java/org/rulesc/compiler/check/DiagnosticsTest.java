package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Severity;

class DiagnosticsTest {

    @Test
    void reportsMisspeltNameWrongTypeIncompleteTableAndSyntaxErrorInOneRun() {
        CompilationResult result = Compile.text("four-errors.rules", Compile.resource("four-errors.rules"));
        List<Diagnostic> errors = result.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).toList();
        String all = Compile.errors(result);

        assertThat(result.mainFiles()).isEmpty();
        assertThat(result.testFiles()).isEmpty();
        assertThat(all).contains("four-errors.rules:12:39: error[E0101]"); // unknown-name
        assertThat(all).contains("hint: did you mean `pistol`?");
        assertThat(all).contains("four-errors.rules:14:30: error[E0203]"); // bad-operands
        assertThat(all).contains("four-errors.rules:16:7: error[E0307]"); // incomplete-table
        assertThat(all).contains("four-errors.rules:22:1: error[E0001]"); // syntax-error
        assertThat(errors).hasSize(4);
        assertThat(all).doesNotContain("Exception");
    }

    @Test
    void aSyntaxHintKeepsTheClosingBraceItExpects() {
        String all = Compile.errors(Compile.text("h.rules",
                "rulebook h \"h\" version \"1\" {\n  die d6\nnotation n { format f: x: int }\n"));
        assertThat(all).contains("h.rules:3:1: error[E0001]");
        assertThat(all).contains("hint: expected '}', ");
        assertThat(all).doesNotContain("expected '',");
    }

    @Test
    void caretUnderlinesTheWholeName() {
        CompilationResult result = Compile.text("four-errors.rules", Compile.resource("four-errors.rules"));
        Diagnostic misspelt = result.diagnostics().stream().filter(d -> d.message().contains("pistl")).findFirst()
                .orElseThrow();
        assertThat(misspelt.render()).contains(
                "    formula judge_of (w: Weapon) -> int = pistl.judge\n"
                + "                                          ^~~~~\n");
    }

    @Test
    void duplicateNamesPointAtTheFirst() {
        String all = Compile.errors(Compile.declarations("""
                const a: int = 1
                const a: int = 2
                example "x" { expect a == 1 }
                """));
        assertThat(all).contains("t.rules:8:7: error[E0113]: duplicate name `a`\n"
                + "    const a: int = 2\n"
                + "          ^\n"
                + "    hint: the first is at line 7; rename one of them\n"
                + "t.rules:7:7: note: the first `a` is here\n"
                + "    const a: int = 1\n"
                + "          ^\n");
    }

    @Test
    void bandsMustNotOverlapOrLeaveGaps() {
        String all = Compile.errors(Compile.declarations("""
                table t1 (d: int) -> int {
                  1..3: 1
                  3..4: 2
                  6+: 3
                }
                example "x" { expect t1(1) == 1 }
                """));
        assertThat(all).contains("t.rules:9:3: error[E0309]"); // overlapping-bands
        assertThat(all).contains("band 3..4 overlaps 1..3");
        assertThat(all).contains("t.rules:10:3: error[E0310]"); // band-gap
        assertThat(all).contains("gap before band 6+ on axis `d`: nothing covers 5");
    }

    @Test
    void cyclesAreReported() {
        String all = Compile.errors(Compile.declarations("""
                formula f (x: int) -> int = g(x) + 1
                formula g (x: int) -> int = f(x)
                example "x" { expect f(1) == 1 }
                """));
        assertThat(all).contains("t.rules:7:9: error[E0125]"); // dependency-cycle
        assertThat(all).contains("`f` depends on itself: f -> g -> f");
    }

    @Test
    void unknownUnitsAndMixedUnitsAreErrors() {
        String all = Compile.errors(Compile.declarations("""
                const a: length = 15cn
                const b: int = 2step
                example "x" { expect a == 15cm }
                """));
        assertThat(all).contains("t.rules:7:19: error[E0105]"); // unknown-unit
        assertThat(all).contains("did you mean `cm`?");
        assertThat(all).contains("t.rules:8:16: error[E0201]"); // type-mismatch
    }

    @Test
    void aRulebookAllowsAWarningByItsCodeButNotAnError() {
        String header = "rulebook t \"T\" version \"1\" {\n  die d6\n  allow %s because \"our own rules\"\n}\n";
        String body = "const a: int = 1\nexample \"x\" { expect a == 1 }\n";
        CompilationResult plain = Compile.text("t.rules", header.formatted("W0101") + body);
        assertThat(Compile.errors(plain)).contains("t.rules:5:7: warning[W0301]"); // uncited-rule

        CompilationResult allowed = Compile.text("t.rules", header.formatted("W0301") + body);
        assertThat(allowed.diagnostics()).isEmpty();

        String error = Compile.errors(Compile.text("t.rules", header.formatted("E0101") + body));
        assertThat(error).contains("t.rules:3:9: error[E0910]"); // error-cannot-be-allowed
        String unknown = Compile.errors(Compile.text("t.rules", header.formatted("W9999") + body));
        assertThat(unknown).contains("t.rules:3:9: error[E0909]"); // unknown-allowed-code
    }

    @Test
    void unusedDeclarationsAreWarningsNotErrors() {
        CompilationResult result = Compile.declarations("""
                const a: int = 1
                const unused_one: int = 2
                example "x" { expect a == 1 }
                """);
        assertThat(result.hasErrors()).isFalse();
        assertThat(Compile.errors(result)).contains("t.rules:8:7: warning[W0101]"); // unused-declaration
        assertThat(result.mainFiles()).isNotEmpty();
    }

    @Test
    void probabilitiesThatListEveryOutcomeMustSumToOne() {
        String all = Compile.errors(Compile.declarations("""
                check c (t: int) roll d6 { success when roll <= t }
                probabilities "p" {
                  c(t: 3): success 1/2, failure 1/3
                }
                """));
        assertThat(all).contains("t.rules:9:3: error[E0537]"); // probabilities-do-not-sum-to-one
        assertThat(all).contains("these probabilities add up to 5/6, not 1");
    }

    @Test
    void riggedFacesMustFitTheDie() {
        String all = Compile.errors(Compile.declarations("""
                check c (t: int) roll d6 { success when roll <= t }
                example "x" { expect c(t: 3) rolls [7] => success }
                """));
        assertThat(all).contains("t.rules:8:37: error[E0510]"); // face-not-on-die
    }

    @Test
    void argumentsAreCheckedByNameAndType() {
        String all = Compile.errors(Compile.declarations("""
                formula f (judge: int, flying: bool) -> int = if flying then judge else 0
                example "x" { expect f(judge: 1, flyin: true) == 1 }
                """));
        assertThat(all).contains("t.rules:8:34: error[E0211]"); // unknown-parameter
        assertThat(all).contains("did you mean `flying`?");
    }

    @Test
    void anExampleThatAssertsNothingIsAnError() {
        String all = Compile.errors(Compile.declarations("example \"empty\" { }\n"));
        assertThat(all).contains("t.rules:7:9: error[E0501]"); // empty-example
    }

    @Test
    void namesThatWouldClashInJavaAreErrors() {
        String all = Compile.errors(Compile.declarations("""
                kind Weapon { label: text }
                entries Weapon { pistol { label: "x" } }
                check attack (judge: int) roll d6 {
                  let judge = 1
                  success when roll <= judge
                  output result: int = roll
                }
                enum AttackCheck { a }
                formula hit_allowed () -> int = 1
                table hit (d: int) -> int { 1: 1 }
                example "x" { expect hit(1) == hit_allowed() }
                """));
        assertThat(all).contains("t.rules:7:15: error[E0127]"); // name-taken-by-generated-method
        assertThat(all).contains("t.rules:10:7: error[E0129]"); // let-hides-parameter
        assertThat(all).contains("t.rules:12:10: error[E0127]"); // name-taken-by-generated-method
        assertThat(all).contains("t.rules:14:6: error[E0126]"); // java-name-clash
        assertThat(all).contains("`AttackCheck` would become the Java name `AttackCheck`");
        assertThat(all).contains("t.rules:16:7: error[E0126]"); // java-name-clash
        assertThat(all).contains("`hit` would become the Java name `hitAllowed`");
    }

    @Test
    void outputRowsNeedAnIntOutputAndNumbers() {
        String all = Compile.errors(Compile.declarations("""
                check c (t: int) roll d6 {
                  success when roll <= t
                  output dmg: int = roll
                }
                probabilities "p" {
                  c(t: 3).dmgg: 1 1/6
                  c(t: 3).dmg: success 1/6
                  c(t: 3).dmg: 1 5/6, 2 1/3
                }
                """));
        assertThat(all).contains("t.rules:12:11: error[E0530]"); // unknown-int-output
        assertThat(all).contains("t.rules:13:16: error[E0531]"); // output-row-value
        assertThat(all).contains("t.rules:14:3: error[E0529]"); // probabilities-exceed-one
        assertThat(all).contains("these probabilities add up to 7/6, more than 1");
    }

    @Test
    void hexLabelsMustFitTheScheme() {
        String all = Compile.errors(Compile.hexDeclarations("""
                const a: hex = hex"07O7"
                const b: hex = hex"707"
                example "x" { expect a == b }
                """));
        assertThat(all).contains("h.rules:6:16: error[E0628]"); // bad-hex-label
        assertThat(all).contains("h.rules:7:16: error[E0628]"); // bad-hex-label
        assertThat(all).contains("hint: write it as on the map, e.g. hex\"0707\"");
    }

    @Test
    void hexFeaturesNeedAHexSpace() {
        String all = Compile.errors(Compile.declarations("""
                formula d (a: hex, b: hex) -> int = hex_distance(a, b)
                example "x" { expect d(hex"0101", hex"0102") == 1 }
                """));
        assertThat(all).contains("t.rules:7:37: error[E0627]"); // needs-hex-map
        assertThat(all).contains("hint: add `space hex` and `hexes \"CCRR\" even_columns_down` to the header");
        assertThat(all).contains("t.rules:8:24: error[E0627]"); // needs-hex-map
    }

    @Test
    void aHexSpaceNeedsItsLabelsAndLayout() {
        String missing = Compile.errors(Compile.text("m.rules", """
                rulebook m "M" version "1" {
                  die d6
                  space hex
                }
                """));
        assertThat(missing).contains("m.rules:3:9: error[E0623]"); // hex-space-without-layout
        String wrong = Compile.errors(Compile.text("w.rules", """
                rulebook w "W" version "1" {
                  die d6
                  space hex
                  hexes "CRCR" odd_rows_down
                }
                """));
        assertThat(wrong).contains("w.rules:4:9: error[E0625]"); // unknown-hex-label-scheme
        assertThat(wrong).contains("w.rules:4:16: error[E0626]"); // unknown-hex-layout
        assertThat(wrong).contains("hint: odd_columns_down (odd-numbered columns sit half a hex lower) or even_columns_down");
    }

    @Test
    void hexArgumentsAreTyped() {
        String all = Compile.errors(Compile.hexDeclarations("""
                formula d (a: hex) -> int = hex_distance(a, "0707")
                example "x" { expect d(hex"0101") == 1 }
                """));
        assertThat(all).contains("h.rules:6:45: error[E0201]"); // type-mismatch
        assertThat(all).contains("hint: write a hex by its label: hex\"0707\"");
    }

    @Test
    void mapsAreChecked() {
        String all = Compile.errors(Compile.hexDeclarations("""
                enum Ground { open, wall }
                map yard: Ground {
                  area 0101..0909
                  wal: 0708
                  wall: 0403, 1001, 0403
                }
                map nowhere: Ground {
                  wall: 0101
                }
                map wrong: int {
                  area 0101..0202
                }
                example "x" { expect terrain(yard, hex"0101") == open }
                """));
        assertThat(all).contains("h.rules:9:3: error[E0117]"); // not-a-member
        assertThat(all).contains("hint: did you mean `wall`?");
        assertThat(all).contains("h.rules:10:15: error[E0621]"); // hex-outside-area
        assertThat(all).contains("h.rules:10:21: error[E0622]"); // duplicate-hex
        assertThat(all).contains("h.rules:12:5: error[E0605]"); // map-without-area
        assertThat(all).contains("h.rules:15:12: error[E0620]"); // map-terrain-type
    }

    @Test
    void terrainNeedsAMap() {
        String all = Compile.errors(Compile.hexDeclarations("""
                enum Ground { open, wall }
                formula f (h: hex) -> bool = terrain(h, h) == open
                formula g (m: map<int>, h: hex) -> bool = on_map(m, h)
                example "x" { expect f(hex"0101") }
                """));
        assertThat(all).contains("h.rules:7:38: error[E0224]"); // needs-map
        assertThat(all).contains("h.rules:8:19: error[E0620]"); // map-terrain-type
    }

    @Test
    void reachableIsTyped() {
        String all = Compile.errors(Compile.hexDeclarations("""
                formula f (a: hex, n: int) -> bool = reachable(h from a to n within a: h.col)
                example "x" { expect f(hex"0101", 1) }
                """));
        assertThat(all).contains("h.rules:6:60: error[E0201]"); // type-mismatch
        assertThat(all).contains("h.rules:6:69: error[E0201]"); // type-mismatch
        assertThat(all).contains("h.rules:6:72: error[E0201]"); // type-mismatch
    }

    @Test
    void notationsAreChecked() {
        String all = Compile.errors(Compile.hexDeclarations("""
                enum Verdict { yes, no }
                notation orders {
                  symbol Verdict.mabye "?"
                  format move: "M" / n: int m: int / to: hex
                  format odd: "A/B" / p: point / format: int
                  format move: "X"
                }
                example "x" {
                  expect orders parses "M / 1 / 0101" as mvoe { n: 1 }
                  expect orders formats move { n: 1, to: 2 } as "M / 1"
                  expect order rejects "?" at column 1
                }
                """));
        assertThat(all).contains("h.rules:8:18: error[E0117]"); // not-a-member
        assertThat(all).contains("h.rules:9:29: error[E0707]"); // touching-fields
        assertThat(all).contains("h.rules:10:15: error[E0706]"); // unreadable-fixed-text
        assertThat(all).contains("h.rules:10:26: error[E0708]"); // notation-field-type
        assertThat(all).contains("h.rules:10:34: error[E0127]"); // name-taken-by-generated-method
        assertThat(all).contains("h.rules:11:10: error[E0113]"); // duplicate-declaration
        assertThat(all).contains("h.rules:14:42: error[E0710]"); // unknown-format
        assertThat(all).contains("hint: did you mean `move`?");
        assertThat(all).contains("h.rules:15:42: error[E0201]"); // type-mismatch
        assertThat(all).contains("h.rules:16:10: error[E0709]"); // not-a-notation
    }

    @Test
    void everyBuiltInHasATypeRule() {
        // a built-in without a rule would surface as an internal compiler error
        for (String builtin : CallChecker.BUILTINS) {
            for (String args : java.util.List.of("()", "(1, 2)")) {
                String all = Compile.errors(Compile.declarations(
                        "formula f () -> int = " + builtin + args + "\nexample \"x\" { expect f() == 1 }\n"));
                assertThat(all).doesNotContain("internal compiler error");
            }
        }
    }

    @Test
    void aRuleThatCitesNothingIsAWarning() {
        CompilationResult result = Compile.declarations("""
                const traced: int = 1 cite "【2】"
                const invented: int = 2 house "our table"
                const untraced: int = 3
                table rows_cited (x: bool) -> int {
                  true: 1 cite "【4】"
                  false: 0 cite "【4】"
                }
                example "x" { expect traced + invented + untraced + rows_cited(true) == 7 }
                """);
        String all = Compile.errors(result);
        assertThat(result.hasErrors()).isFalse();
        assertThat(all).contains("t.rules:9:7: warning[W0301]"); // uncited-rule
        assertThat(all).doesNotContain("`traced` cites");
        assertThat(all).doesNotContain("`invented` cites");
        assertThat(all).doesNotContain("`rows_cited` cites");
    }

    @Test
    void aCheckWithOnlySomeItemsCitedIsAWarning() {
        CompilationResult result = Compile.declarations("""
                check half "半分" () roll d6 {
                  success when roll <= 3
                  grade great "大成功" when roll == 1 cite "【7】"
                  output dmg: int = roll
                }
                check whole "全部" () roll d6 {
                  success when roll <= 3
                  grade great "大成功" when roll == 1 cite "【7】"
                  output dmg: int = roll house "ours"
                }
                example "x" {
                  expect half() rolls [1] => grade great
                  expect whole() rolls [1] => grade great
                }
                """);
        String all = Compile.errors(result);
        assertThat(all).contains("t.rules:7:7: warning[W0301]: `half` cites no section of the document");
        assertThat(all).doesNotContain("`whole` cites");
    }
}
