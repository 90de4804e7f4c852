package org.rulesc.compiler.diff;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.model.Model;

/** Revision pairs of one small rulebook, each changed in one way, and what the diff must say. */
class DiffTest {
    private static final String BASE = """
            rulebook skirmish "Skirmish" version "1" {
              die d6
            }
            enum Size { small, large }
            enum Weather "天候" { clear, rain } cite "【7】"
            const base_armour "基本装甲": int = 1 cite "【1】"
            table reach "射程" (size: Size, distance: int) -> int {
              columns   1..2  3+
              small:    4     2
              large:    5     3
            } cite "【2】"
            modifiers attack_mods "攻撃修正" (aimed: bool, cover: bool) {
              aim "狙い": 1 when aimed cite "【3】"
              cover "遮蔽": -1 when cover cite "【3】"
            }
            check attack "攻撃" (size: Size, distance: int, aimed: bool, cover: bool) roll d6 {
              always failure on 6
              success when roll <= reach(size, distance) + attack_mods(aimed, cover)
              output damage: int = if success then 2 else 0
            } cite "【4】"
            formula double_damage "倍" (x: int) -> int = x * 2 cite "【5】"
            formula big_aimed "大きく狙う" (size: Size, aimed: bool) -> bool = size == large && aimed cite "【5】"
            notation moves "移動記録" {
              format walk "W": "W" / steps: int
            } cite "【6】"
            """;

    private static Model model(String text) {
        return DiffFixtures.model("skirmish.rules", text);
    }

    private static DiffReport diff(String changed) {
        return Differ.diff(model(BASE), model(changed));
    }

    private static Change only(DiffReport r, String id) {
        return DiffFixtures.only(r, id);
    }

    @Test
    void theSameTextIsEquivalentAtOnce() {
        DiffReport r = diff(BASE);
        assertThat(r.changes()).isEmpty();
        assertThat(r.verdict()).startsWith("equivalent: the two revisions have identical normalized models");
    }

    @Test
    void aChartCellMovesTheOddsOfTheCheckThatReadsIt() {
        DiffReport r = diff(BASE.replace("small:    4     2", "small:    4     3"));
        Change cell = only(r, "table-cell-changed");
        assertThat(cell.severity()).isEqualTo(Severity.BALANCE);
        assertThat(cell.key()).isEqualTo("table:reach/row:small");
        assertThat(cell.message()).isEqualTo("row small, column 3+: 2 → 3");
        Change odds = only(r, "odds-changed");
        assertThat(odds.key()).isEqualTo("check:attack");
        // small at distance 3, no modifiers: roll <= 2 (2/6) becomes roll <= 3 (3/6), 6 always fails
        assertThat(odds.message()).contains("attack(size: small, distance: 3, aimed: false, cover: false): "
                + "success 1/3 → 1/2 (+16.7 pp), failure 2/3 → 1/2 (-16.7 pp), damage mean 2/3 → 1 (total variation 1/6)");
        assertThat(odds.message()).contains("uses table:reach");
        assertThat(r.verdict()).isEqualTo("different");
    }

    @Test
    void aModifierChangeIsReportedWithTheSumsItMoves() {
        DiffReport r = diff(BASE.replace("cover \"遮蔽\": -1 when cover", "cover \"遮蔽\": -2 when cover"));
        assertThat(only(r, "modifier-changed").key()).isEqualTo("modifiers:attack_mods/modifier:cover");
        assertThat(only(r, "modifiers-changed").message()).contains("attack_mods(aimed: false, cover: true): -1 → -2");
        assertThat(only(r, "odds-changed").severity()).isEqualTo(Severity.BALANCE);
    }

    @Test
    void aFaceRuleChangeIsACheckChange() {
        DiffReport r = diff(BASE.replace("always failure on 6", "always failure on 5..6"));
        assertThat(only(r, "check-faces-changed").key()).isEqualTo("check:attack");
        assertThat(only(r, "odds-changed").message()).contains("success 5/6 → 2/3 (-16.7 pp)");
    }

    @Test
    void aConstantChangeIsBalance() {
        Change c = only(diff(BASE.replace("int = 1 cite \"【1】\"", "int = 2 cite \"【1】\"")), "constant-changed");
        assertThat(c.message()).isEqualTo("1 → 2");
        assertThat(c.severity()).isEqualTo(Severity.BALANCE);
    }

    @Test
    void aNotationFormatChangeBreaksOldRecords() {
        DiffReport r = diff(BASE.replace("format walk \"W\": \"W\" / steps: int", "format walk \"W\": \"WALK\" / steps: int"));
        Change c = only(r, "notation-format-changed");
        assertThat(c.severity()).isEqualTo(Severity.BREAKING);
        assertThat(c.key()).isEqualTo("notation:moves/notation-format:walk");
        assertThat(r.hasAtLeast(Severity.BREAKING)).isTrue();
    }

    @Test
    void aRenameIsARenameNotARemovalAndAnAddition() {
        DiffReport r = diff(BASE.replace("formula double_damage", "formula twice"));
        Change c = only(r, "renamed");
        assertThat(c.key()).isEqualTo("formula:double_damage");
        assertThat(c.message()).startsWith("renamed to twice (a guess");
        assertThat(r.changes().stream().map(Change::id).toList()).containsNoneOf("formula-removed", "formula-added");
    }

    @Test
    void aMarkedRenameIsARenameEvenWhenTheRuleChangedToo() {
        DiffReport same = diff(BASE.replace("formula double_damage \"倍\" (x: int) -> int = x * 2 cite \"【5】\"",
                "formula twice \"倍\" (x: int) -> int = x * 2 cite \"【5】\" renamed from double_damage"));
        assertThat(only(same, "renamed").message()).startsWith("renamed to twice (marked `renamed from double_damage`)");
        assertThat(same.changes()).hasSize(1);
        DiffReport changed = diff(BASE.replace("formula double_damage \"倍\" (x: int) -> int = x * 2 cite \"【5】\"",
                "formula twice \"倍\" (x: int) -> int = x * 3 cite \"【5】\" renamed from double_damage"));
        assertThat(only(changed, "renamed").key()).isEqualTo("formula:double_damage");
        assertThat(only(changed, "formula-changed").message()).contains("double_damage(x: 1): 2 → 3");
    }

    @Test
    void aChangedParameterListBreaksTheGeneratedApi() {
        Change c = only(diff(BASE.replace("(x: int) -> int = x * 2", "(x: int, y: int) -> int = x * y")),
                "parameters-changed");
        assertThat(c.severity()).isEqualTo(Severity.BREAKING);
        assertThat(c.message()).isEqualTo("parameters (x) → (x, y)");
    }

    @Test
    void aRefactorOverFiniteDomainsIsEquivalentByExhaustiveEvaluation() {
        // the operands of && swapped: every size and every aim give the same answer
        DiffReport r = diff(BASE.replace("size == large && aimed", "aimed && size == large"));
        assertThat(r.changes()).isEmpty();
        assertThat(r.verdict()).isEqualTo("equivalent: every value and distribution is equal, proved by exhaustive"
                + " evaluation on 4 inputs");
    }

    @Test
    void aRefactorOverIntsFindsNoDifferenceButProvesNothing() {
        // declarations reordered, a let introduced, x * 2 written x + x, a comparison turned around
        String refactored = BASE
                .replace("formula double_damage \"倍\" (x: int) -> int = x * 2 cite \"【5】\"\n", "")
                .replace("const base_armour", "formula double_damage \"倍\" (x: int) -> int = let y = x in y + y"
                        + " cite \"【5】\"\nconst base_armour")
                .replace("success when roll <= reach(size, distance) + attack_mods(aimed, cover)",
                        "success when reach(size, distance) + attack_mods(aimed, cover) >= roll");
        DiffReport r = diff(refactored);
        assertThat(r.hasAtLeast(Severity.BALANCE)).isFalse();
        // how the condition is written changed, what it decides did not on any number tried
        assertThat(only(r, "check-condition-changed").message()).endsWith("(the odds are the same on every input tried)");
        // an int parameter ranges over more than any list of numbers: the verdict does not claim a proof
        assertThat(r.verdict()).startsWith("no difference found on ");
        assertThat(r.verdict()).contains("(not proven");
    }

    @Test
    void provenanceAndLabelsAreInformation() {
        DiffReport r = diff(BASE.replace("int = 1 cite \"【1】\"", "int = 1 house \"our table\"")
                .replace("\"攻撃\" (size", "\"攻撃判定\" (size"));
        assertThat(only(r, "provenance-changed").message()).isEqualTo("cited → house");
        assertThat(only(r, "label-changed").message()).isEqualTo("label \"攻撃\" → \"攻撃判定\"");
        assertThat(r.hasAtLeast(Severity.BALANCE)).isFalse();
        assertThat(r.verdict()).startsWith("equivalent: the rules are written the same");
    }

    @Test
    void anAddedEnumMemberIsInformationARemovedOneBreaks() {
        DiffReport added = diff(BASE.replace("{ clear, rain }", "{ clear, rain, snow }"));
        assertThat(only(added, "member-added").key()).isEqualTo("enum:Weather/member:snow");
        assertThat(only(added, "member-added").severity()).isEqualTo(Severity.INFO);
        DiffReport removed = diff(BASE.replace("{ clear, rain }", "{ clear }"));
        assertThat(only(removed, "member-removed").severity()).isEqualTo(Severity.BREAKING);
    }
}
