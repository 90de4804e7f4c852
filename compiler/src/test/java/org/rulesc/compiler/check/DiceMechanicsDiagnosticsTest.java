package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.Compile;

/** Dice mechanics in a check's `roll` (docs/dice.md): what is refused, where, and what is counted. */
class DiceMechanicsDiagnosticsTest {

    @Test
    void notationOtherToolsReadOtherwiseIsRefusedAtItsColumn() {
        String all = Compile.errors(Compile.declarations("""
                check a () roll 4d6d1 { success when roll >= 10 }
                check b () roll 10d10>8 { success when roll >= 2 }
                check c (n: int) roll (n)d6kh3 + d4 { success when roll >= 2 }
                check d () roll d8 + 2d6k1 { success when roll >= 2 }
                """));
        assertThat(all).contains("t.rules:7:20: error[E1101]: cannot read these dice: 'd' after a die: write dl1");
        assertThat(all).contains("t.rules:8:22: error[E1101]: cannot read these dice: write >=8");
        assertThat(all).contains("t.rules:9:32: error[E0001]"); // a pool is one kind of dice
        assertThat(all).contains("t.rules:10:25: error[E1101]: cannot read these dice: write kh or kl");
    }

    @Test
    void mechanicsOnlyInAChecksRoll() {
        String all = Compile.errors(Compile.text("t.rules", """
                rulebook t "T" version "1" {
                  die 2d6!
                }
                order o (x: int) roll d6kh1 { by x + roll descending }
                """));
        assertThat(all).contains("t.rules:2:7: error[E1102]: the die header takes plain dice like d6, not `2d6!`");
        assertThat(all).contains("t.rules:4:23: error[E1102]: an order takes plain dice like d6, not `d6kh1`");
    }

    @Test
    void faceRulesAreCheckedAgainstTheTotalsTheMechanicsMake() {
        String all = Compile.errors(Compile.declarations("""
                check k () roll 4d6kh3 {
                  always success on 2
                  always failure on 3
                  success when roll >= 10
                }
                check h () roll 5d10>=8 {
                  always failure on 0
                  always success on 6
                  success when roll >= 2
                }
                """));
        assertThat(all).contains("t.rules:8:21: error[E0402]: face 2 cannot come up on 4d6kh3");
        assertThat(all).contains("hint: possible rolls are 3..18");
        assertThat(all).doesNotContain("t.rules:9:");
        assertThat(all).contains("t.rules:14:21: error[E0402]: face 6 cannot come up on 5d10>=8");
        assertThat(all).doesNotContain("t.rules:13:");
    }

    @Test
    void riggedFacesRunOutOrAreLeftOverWhenRerollsAndExplosionsTakeTheirOwn() {
        String all = Compile.errors(Compile.declarations("""
                check boom () roll 2d6r1! { success when roll >= 10 }
                example "b" {
                  expect boom() rolls [1, 6, 2] => success
                  expect boom() rolls [1, 6, 2, 3, 4] => success
                  expect boom() rolls [1, 6, 2, 3] => success
                }
                """));
        assertThat(all).contains("t.rules:9:24: error[E1103]: `boom` asks for more faces than the 3 rigged");
        assertThat(all).contains("t.rules:10:24: error[E1104]: `boom` uses 4 of the 5 rigged faces: roll [1r6!2, 3] = 11");
        assertThat(all).doesNotContain("t.rules:11:");
        assertThat(all).doesNotContain("E0511");
    }

    @Test
    void oddsTooLargeToCountAreAnError() {
        String all = Compile.errors(Compile.declarations("""
                check huge () roll 20d1000kh10 { success when roll >= 9000 }
                """));
        assertThat(all).contains("t.rules:7:20: error[E1105]: the exact odds of `20d1000kh10` cannot be counted");
    }

    @Test
    void examplesRunTheMechanicsInTheDocumentedOrder() {
        org.rulesc.compiler.CompilationResult result = Compile.declarations("""
                check boom () roll 2d6r1! + 3 {
                  output total: int = roll
                }
                check pool (n: int) roll (n)d6dl1 {
                  output total: int = roll
                }
                example "b" {
                  expect boom() rolls [1, 6, 2, 3] => total = 14
                  expect pool(n: 3) rolls [6, 1, 5] => total = 11
                  expect pool(n: 1) rolls [4] => total = 0
                  expect pool(n: 2) rolls [4] => total = 4
                }
                """);
        org.rulesc.compiler.interpret.Examples.Report report = new org.rulesc.compiler.interpret.Examples(
                new org.rulesc.compiler.interpret.Interpreter(result.models().get(0))).runAll();
        assertThat(report.cases()).isEqualTo(4);
        assertThat(report.failures()).hasSize(1);
        assertThat(report.failures().get(0).span().line()).isEqualTo(17);
        assertThat(report.failures().get(0).message()).contains("rigged dice ran out");
    }

    @Test
    void poolsTooLargeToThrowOrCountFailTheirExampleAtItsPosition() {
        org.rulesc.compiler.CompilationResult result = Compile.declarations("""
                check many (n: int) roll (n)d10>=8 {
                  output hits: int = roll
                }
                check keep (n: int) roll (n)d1000kh500 {
                  output total: int = roll
                }
                example "m" {
                  expect many(n: 1001) rolls [1] => hits = 0
                }
                probabilities "k" {
                  keep(n: 1000).total: 500 0
                }
                """);
        assertThat(Compile.errors(result)).doesNotContain("error");
        org.rulesc.compiler.interpret.Examples.Report report = new org.rulesc.compiler.interpret.Examples(
                new org.rulesc.compiler.interpret.Interpreter(result.models().get(0))).runAll();
        assertThat(report.failures()).hasSize(2);
        assertThat(report.failures().get(0).span().line()).isEqualTo(14);
        assertThat(report.failures().get(0).message()).contains("the rules refuse it: a pool of d10>=8 throws at most 1000 dice");
        assertThat(report.failures().get(1).span().line()).isEqualTo(17);
        assertThat(report.failures().get(1).message()).contains("too large to count exactly");
    }
}
