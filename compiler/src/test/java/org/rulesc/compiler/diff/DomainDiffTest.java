package org.rulesc.compiler.diff;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.model.Model;

/**
 * Declared int domains ({@code judge: int in 0..7}) in a diff: the parameter is enumerated over
 * its domain, so an unchanged behaviour is proven and a moved probability is reported over every
 * value of it; a changed domain is a change of its own.
 */
class DomainDiffTest {
    private static final String BASE = """
            rulebook r "R" version "1" {
              die d6
            }
            check attack "攻撃" (judge: int in 0..7, cover: bool) roll d6 {
              always failure on 6
              success when roll <= judge - (if cover then 1 else 0)
            } cite "【7】"
            formula twice "倍" (x: int in 0..3) -> int = x * 2 cite "【5】"
            example "e" { expect twice(3) == 6 }
            """;

    private static Model model(String text) {
        return DiffFixtures.model("r.rules", text);
    }

    private static DiffReport diff(String changed) {
        return Differ.diff(model(BASE), model(changed));
    }

    private static Change only(DiffReport r, String id) {
        return DiffFixtures.only(r, id);
    }

    @Test
    void aRefactorOverDeclaredIntDomainsIsProvenEquivalent() {
        DiffReport r = diff(BASE.replace("success when roll <= judge - (if cover then 1 else 0)",
                "success when roll + (if cover then 1 else 0) <= judge").replace("x * 2", "x + x"));
        assertThat(r.hasAtLeast(Severity.BALANCE)).isFalse();
        assertThat(only(r, "check-condition-changed").message()).endsWith("(the odds are the same on every input)");
        // 8 judges × 2 covers, and 4 values of x: every input of both domains
        assertThat(r.verdict()).isEqualTo("equivalent: every value and distribution is equal, proved by exhaustive"
                + " evaluation on 20 inputs");
    }

    @Test
    void movedOddsAreCountedOverTheWholeDomain() {
        DiffReport r = diff(BASE.replace("always failure on 6", "always failure on 5..6"));
        Change odds = only(r, "odds-changed");
        // judge 5 and up without cover (3 judges), and 6 and up with cover (2): a roll of 5 now fails
        assertThat(odds.message()).startsWith("attack(judge: 5, cover: false): success 5/6 → 2/3 (-16.7 pp), "
                + "failure 1/6 → 1/3 (+16.7 pp); ");
        assertThat(odds.message()).contains("… and 2 more of 16 inputs");
        assertThat(odds.message()).doesNotContain("sampled");
        assertThat(r.verdict()).isEqualTo("different");
    }

    @Test
    void aNarrowedDomainBreaksCallersAWidenedOneMovesValues() {
        Change narrowed = only(diff(BASE.replace("(x: int in 0..3)", "(x: int in 0..2)")
                .replace("twice(3) == 6", "twice(2) == 4")), "domain-changed");
        assertThat(narrowed.severity()).isEqualTo(Severity.BREAKING);
        assertThat(narrowed.key()).isEqualTo("formula:twice");
        assertThat(narrowed.message()).isEqualTo("parameter x: domain 0..3 → 0..2 (values the old revision accepted are refused)");

        DiffReport widened = diff(BASE.replace("(x: int in 0..3)", "(x: int in 0..4)"));
        assertThat(only(widened, "domain-changed").severity()).isEqualTo(Severity.BALANCE);
        // 4 was refused and now has a value: found by evaluating both domains
        assertThat(only(widened, "formula-changed").message()).isEqualTo("twice(x: 4): refused → 8");

        DiffReport dropped = diff(BASE.replace("(x: int in 0..3)", "(x: int)"));
        assertThat(only(dropped, "domain-changed").message()).isEqualTo("parameter x: domain 0..3 → any int");
        assertThat(dropped.verdict()).isEqualTo("different");
        // any int now: the numbers tried outside 0..3 differ (refused before), and nothing is proven
        assertThat(only(dropped, "formula-changed").message()).startsWith("twice(x: -1): refused → -2; ");
    }
}
