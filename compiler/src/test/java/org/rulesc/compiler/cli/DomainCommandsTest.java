package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI with declared parameter domains ({@code judge: int in 0..7}): {@code rulesc odds} over a
 * domain not given, {@code rulesc diff} proving over it; and a house rule's odds moves per check.
 */
class DomainCommandsTest {
    @TempDir Path work;

    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    private static final String RULES = """
            rulebook t "T" version "1" {
              die d6
            }
            check attack "攻撃" (judge: int in 0..7, bonus: int) roll d6 {
              always success on 1
              always failure on 6
              success when roll <= judge + bonus
            } cite "【7】"
            """;

    private RulescTest.Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    @Test
    void oddsRunOverTheDeclaredDomainOfAParameterNotGiven() throws IOException {
        Files.writeString(work.resolve("t.rules"), RULES);
        RulescTest.Run r = run("odds", "t.rules", "attack", "bonus=0");
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).contains("attack: exact odds by judge");
        assertThat(r.out()).contains("(judge: 0, bonus: 0)  success 1/6 (16.7%)  failure 5/6 (83.3%)");
        assertThat(r.out()).contains("(judge: 7, bonus: 0)  success 5/6 (83.3%)  failure 1/6 (16.7%)");
        assertThat(r.out().lines().count()).isEqualTo(9L); // the title and judge 0..7
        // a value given wins over the domain; one outside it is refused by the rules
        assertThat(run("odds", "t.rules", "attack", "judge=3", "bonus=0").out().lines().count()).isEqualTo(2L);
        RulescTest.Run outside = run("odds", "t.rules", "attack", "judge=8", "bonus=0");
        assertThat(outside.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(outside.err()).contains("the rules refuse it: 攻撃: judge = 8 is outside its domain 0..7");
        // a domain too large to print row by row is not filled in: the argument is missing, as without one
        Files.writeString(work.resolve("wide.rules"), RULES.replace("0..7", "0..1000000"));
        RulescTest.Run wide = run("odds", "wide.rules", "attack", "bonus=0");
        assertThat(wide.code()).isNotEqualTo(0);
        assertThat(wide.err()).contains("missing argument `judge`");
    }

    @Test
    void theDocSiteChartsAParameterOverItsDeclaredDomain() throws IOException {
        Files.writeString(work.resolve("t.rules"), RULES.replace("judge: int in 0..7", "judge: int in 1..4"));
        assertThat(run("doc", "-d", "site", "t.rules").code()).isEqualTo(Rulesc.EXIT_OK);
        String page = Files.readString(work.resolve("site/t.html"));
        String byJudge = page.substring(page.indexOf("P(success) by judge"), page.indexOf("P(success) by bonus"));
        assertThat(byJudge).contains("<th scope=\"row\">1</th>");
        assertThat(byJudge).contains("<th scope=\"row\">4</th>");
        assertThat(byJudge).doesNotContain("<th scope=\"row\">5</th>");
        assertThat(byJudge).doesNotContain("<th scope=\"row\">0</th>");
        // an int without a domain still ranges over -1..S+1
        String byBonus = page.substring(page.indexOf("P(success) by bonus"));
        assertThat(byBonus).contains("<th scope=\"row\">-1</th>");
        assertThat(byBonus).contains("<th scope=\"row\">7</th>");
    }

    @Test
    void diffProvesARefactorOverADeclaredDomain() throws IOException {
        Files.writeString(work.resolve("old.rules"), RULES.replace(", bonus: int", "").replace(" + bonus", ""));
        Files.writeString(work.resolve("new.rules"), RULES.replace(", bonus: int", "").replace(" + bonus", "")
                .replace("roll <= judge", "judge >= roll"));
        RulescTest.Run r = run("diff", "old.rules", "new.rules");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).contains("verdict: equivalent: every value and distribution is equal, proved by"
                + " exhaustive evaluation on 8 inputs");
    }

    @Test
    void aHouseRuleShowsHowItMovesTheOddsOfEachCheck() throws IOException {
        // バトリング: our table lets a dashing AT evade better (+2 instead of +1 on the die)
        Files.writeString(work.resolve("ours.rules"), """
                rulebook ours "Ours" version "1" {
                  extends battling
                }
                replace modifiers hit_die_mods "命中判定のダイス修正" (target_last: LastAction) {
                  dashed "ローラーダッシュ": 2 when target_last == dash house "our table"
                  defended "防御": 1 when target_last == defend house "our table"
                }
                """);
        RulescTest.Run r = run("diff", "battling", "ours.rules");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("modifier-changed  modifiers:hit_die_mods/modifier:dashed");
        // the check that reads the modifiers, its odds per input, old → new exactly
        assertThat(r.out()).contains("odds-changed  check:hit");
        assertThat(r.out()).contains("hit(shooter: scopedog, distance: 1, target_last: dash): success 2/3 → 1/2"
                + " (-16.7 pp), failure 1/3 → 1/2 (+16.7 pp)");
        assertThat(r.out()).doesNotContain("target_last: walk): success");
        assertThat(run("diff", "--fail-on", "balance", "battling", "ours.rules").code()).isEqualTo(1);
    }
}
