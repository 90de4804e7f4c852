package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rulesc eval}, {@code rulesc roll} and the examples {@code rulesc check} runs, all on the interpreter. */
class InterpretCommandsTest {
    @TempDir Path work;

    /** The repository root, so bundled rulebooks are found by id. */
    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    private RulescTest.Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    @Test
    void evalLooksUpAChartCellOfABundledRulebook() {
        // バトリング【5】例: a Brutish Dog shooting at distance 4 hits on 2+
        RulescTest.Run r = run("eval", "battling", "hit_number(brutish_dog, 4)");
        assertThat(r.err()).isEmpty();
        assertThat(r.out().trim()).isEqualTo("2");
        assertThat(r.code()).isEqualTo(0);
    }

    @Test
    void evalMeasuresHexDistance() {
        RulescTest.Run r = run("eval", "battling", "hex_distance(hex\"1108\", hex\"0707\")");
        assertThat(r.out().trim()).isEqualTo("4");
        assertThat(run("eval", "battling", "--format", "json", "neighbours(hex\"0707\")").out().trim())
                .startsWith("[\"0");
    }

    @Test
    void evalTestsAnAngleOnTheTableExactlyAndRefusesOneWithoutAnExactTest() {
        // 散布射撃: a doll exactly 45° to the left of the line to the target, flying, is in the sector
        RulescTest.Run r = run("eval", "maid_and_maidens",
                "in_spread_sector(point(0cm, 0cm), point(30cm, 0cm), raised(point(30cm, 30cm), 30cm), true)");
        assertThat(r.out().trim()).isEqualTo("true");
        r = run("eval", "maid_and_maidens",
                "in_spread_sector(point(0cm, 0cm), point(30cm, 0cm), point(30cm, 30cm), false)");
        assertThat(r.out().trim()).isEqualTo("false");
        r = run("eval", "maid_and_maidens", "within_angle(point(0cm, 0cm), point(30cm, 0cm), point(30cm, 30cm), 44)");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("arithmetic error: an angle of 44° has no exact test");
        r.assertNoStackTrace();
    }

    @Test
    void evalReportsAMisspeltNameAtItsColumnWithAHint() {
        RulescTest.Run r = run("eval", "battling", "hit_number(brutish_dg, 4)");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("EXPR:1:12: error");
        assertThat(r.err()).contains("brutish_dog");
        r.assertNoStackTrace();
    }

    @Test
    void evalOfARefusedCellSaysTheRulesRefuseIt() throws IOException {
        Files.writeString(work.resolve("t.rules"), """
                rulebook t "T" version "1" {
                  die d6
                }
                enum Size { small, large }
                table reach (size: Size) -> int {
                  small: 1
                  large: ×
                } house "test"

                """);
        RulescTest.Run r = run("eval", "t.rules", "reach(large)");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("refuse");
        assertThat(run("eval", "t.rules", "reach(small) + 1").out().trim()).isEqualTo("2");
    }

    @Test
    void rollIsReproducibleFromItsSeedAndPrintsTheOutcome() {
        String[] args = {"roll", "maid_and_maidens", "attack", "judge=3", "modifier=0", "damage_bonus=0", "armour=0",
            "--seed", "7", "--format", "json"};
        RulescTest.Run first = run(args);
        assertThat(first.code()).isEqualTo(0);
        assertThat(first.out()).contains("\"seed\": 7");
        assertThat(first.out()).contains("\"grade\": ");
        assertThat(run(args).out()).isEqualTo(first.out());
        RulescTest.Run text = run("roll", "maid_and_maidens", "attack", "judge=3", "modifier=0", "damage_bonus=0",
                "armour=0", "--seed", "7");
        assertThat(text.out()).contains("success: ");
        assertThat(text.out()).contains("damage = ");
    }

    @Test
    void rollNamesAMissingOrUnknownArgument() {
        RulescTest.Run missing = run("roll", "maid_and_maidens", "attack", "judge=3");
        assertThat(missing.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(missing.err()).contains("missing argument `modifier`");
        RulescTest.Run unknown = run("roll", "maid_and_maidens", "attack", "jduge=3");
        assertThat(unknown.err()).contains("did you mean `judge`");
        RulescTest.Run wrongType = run("roll", "maid_and_maidens", "attack", "judge=true", "modifier=0",
                "damage_bonus=0", "armour=0");
        assertThat(wrongType.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(wrongType.err()).contains("argument judge:1:1: error");
        wrongType.assertNoStackTrace();
    }

    @Test
    void oddsOfACheckGiveOneRowPerValueOfARange() {
        // Maid & Maidens 【7】: roll under the judge, a 1 always hits and a 6 always misses
        RulescTest.Run r = run("odds", "maid_and_maidens", "attack", "judge=0..7", "modifier=0", "damage_bonus=0",
                "armour=0");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("attack: exact odds by judge");
        assertThat(r.out()).contains("(judge: 0, modifier: 0, damage_bonus: 0, armour: 0)  success 1/6 (16.7%)"
                + "  failure 5/6 (83.3%)");
        assertThat(r.out()).contains("(judge: 3, modifier: 0, damage_bonus: 0, armour: 0)  success 1/2 (50.0%)"
                + "  failure 1/2 (50.0%)");
        assertThat(r.out()).contains("(judge: 7, modifier: 0, damage_bonus: 0, armour: 0)  success 5/6 (83.3%)");
        assertThat(r.out().lines().count()).isEqualTo(9L);
        RulescTest.Run json = run("odds", "--format", "json", "maid_and_maidens", "attack", "judge=3", "modifier=0",
                "damage_bonus=0", "armour=0");
        assertThat(json.out()).contains("\"grades\": {\"success\": \"1/2\", \"failure\": \"1/2\"}");
        assertThat(run("odds", "maid_and_maidens", "attack", "judge=7..0").code()).isEqualTo(Rulesc.EXIT_USAGE);
    }

    @Test
    void checkRunsExamplesThroughTheInterpreterAndReportsAWrongOneAtItsLine() throws IOException {
        Files.writeString(work.resolve("t.rules"), """
                rulebook t "T" version "1" {
                  die d6
                }
                formula double (x: int) -> int = x * 2 house "test"
                example "doubling" {
                  expect double(2) == 4
                  expect double(3) == 7
                }
                """);
        RulescTest.Run r = run("check", "t.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("t.rules:7:3: error");
        assertThat(r.err()).contains("expected 7, but it is 6");
        assertThat(r.err()).doesNotContain("t.rules:6:");
        RulescTest.Run skipped = run("check", "--no-examples", "t.rules");
        assertThat(skipped.code()).isEqualTo(0);
        // in the machine-readable formats a failing example is a diagnostic like the others
        RulescTest.Run json = run("check", "--format", "json", "t.rules");
        assertThat(json.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(json.out()).contains("E0915");
        assertThat(json.out()).contains("example fails: expected 7, but it is 6");
        // allowing a warning keeps the examples running
        RulescTest.Run allowed = run("check", "--allow", "W0301", "t.rules");
        assertThat(allowed.err()).contains("t.rules:7:3: error[E0915]");
    }

    @Test
    void checkEvalDiffAndDocWalkASumOfNineThousandTermsWithoutOverflowingTheStack() throws IOException {
        Path deep = work.resolve("deep.rules");
        Files.writeString(deep, "rulebook deep \"D\" version \"1\" {\n  die d6\n}\nconst big \"B\": int = "
                + String.join(" + ", java.util.Collections.nCopies(9_000, "1")) + " house \"x\"\n"
                + "example \"e\" { expect big == 9000 }\n");
        RulescTest.Run check = run("check", deep.toString());
        assertThat(check.err()).doesNotContain("internal error");
        assertThat(check.code()).isEqualTo(0);
        RulescTest.Run eval = run("eval", deep.toString(), "big + 1");
        assertThat(eval.out().strip()).isEqualTo("9001");
        RulescTest.Run diff = run("diff", deep.toString(), deep.toString());
        assertThat(diff.err()).doesNotContain("internal error");
        assertThat(diff.code()).isEqualTo(0);
        RulescTest.Run doc = run("doc", deep.toString(), "-d", work.resolve("site").toString());
        assertThat(doc.err()).doesNotContain("internal error");
        assertThat(doc.code()).isEqualTo(0);
    }

    @Test
    void checkReportsADivisionByZeroMetInAnExample() throws IOException {
        Files.writeString(work.resolve("t.rules"), """
                rulebook t "T" version "1" {
                  die d6
                }
                formula per (x: int, n: int) -> int = x / n house "test"
                example "share" {
                  expect per(6, 0) == 1
                }
                """);
        RulescTest.Run r = run("check", "t.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("t.rules:6:3: error");
        assertThat(r.err()).contains("arithmetic error");
        r.assertNoStackTrace();
    }
}
