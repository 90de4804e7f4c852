package org.rulesc.compiler.parse;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.ast.Section;

class SectionsTest {

    @Test
    void rangesCountANumberOrALetter() {
        assertThat(SectionRanges.expand("【1】", "【13】").orElseThrow()).hasSize(13);
        assertThat(SectionRanges.expand("【9】", "【11】").orElseThrow()).containsExactly("【9】", "【10】", "【11】").inOrder();
        assertThat(SectionRanges.expand("a.", "d.").orElseThrow()).containsExactly("a.", "b.", "c.", "d.").inOrder();
        assertThat(SectionRanges.expand("行動チャート a", "行動チャート c").orElseThrow())
                .containsExactly("行動チャート a", "行動チャート b", "行動チャート c").inOrder();
        assertThat(SectionRanges.expand("9", "19").orElseThrow()).hasSize(11);
        assertThat(SectionRanges.expand("08", "10").orElseThrow()).containsExactly("08", "09", "10").inOrder();
    }

    @Test
    void whatIsNotARangeIsRefused() {
        assertThat(SectionRanges.expand("地形", "障害物")).isEmpty();
        assertThat(SectionRanges.expand("【5】", "【3】")).isEmpty();
        assertThat(SectionRanges.expand("a.", "D.")).isEmpty();
        assertThat(SectionRanges.expand("1", "99999")).isEmpty(); // more sections than any document has
    }

    @Test
    void aCitationOfASubsectionCoversItsSection() {
        Section seven = new Section("【7】", null, null);
        assertThat(seven.citedBy("【7】")).isTrue();
        assertThat(seven.citedBy("【7】C")).isTrue();
        assertThat(seven.citedBy("【7】■遮蔽物の効果について")).isTrue();
        assertThat(new Section("【1】", null, null).citedBy("【13】")).isFalse();
        assertThat(new Section("1", null, null).citedBy("13")).isFalse();
        Section obstacles = new Section("地形 > 障害物", null, null);
        assertThat(obstacles.citedBy("地形 > 障害物 (橋)")).isTrue();
        assertThat(obstacles.citedBy("障害物")).isTrue();
        assertThat(new Section("地形", null, null).citedBy("地形 > 障害物")).isTrue();
        assertThat(new Section("地形", null, null).citedBy("地形効果")).isFalse();
        Section c = new Section("c.", "行動チャート c", null);
        assertThat(c.citedBy("行動チャート c")).isTrue();
        assertThat(c.citedBy("行動チャート r 渾身の一撃")).isFalse();
    }

    @Test
    void anOmitOfASectionLeavesOutItsSubsections() {
        Section weapons = new Section("再定義(選択ルール) > 武器の再定義", null, null);
        assertThat(weapons.omittedBy("再定義(選択ルール)")).isTrue();
        assertThat(weapons.omittedBy("武器の再定義 (射程)")).isTrue();
        assertThat(weapons.omittedBy("再定義")).isFalse();
        assertThat(new Section("c.", "行動チャート c", null).omittedBy("行動チャート c (移動)")).isTrue();
    }

    @Test
    void theHeaderDeclaresSectionsWithTheFormCitationsUse() {
        var result = Compile.text("r.rules", """
                rulebook r "R" version "1" {
                  die d6
                  sections "a.".."c." cited as "行動チャート a".."行動チャート c", "地形 > 障害物"
                }
                const x: int = 1 cite "行動チャート b"
                example "x" { expect x == 1 }
                """);
        assertThat(Compile.errors(result)).doesNotContain("error");
    }

    @Test
    void badRangesAreErrors() {
        String all = Compile.errors(Compile.text("r.rules", """
                rulebook r "R" version "1" {
                  die d6
                  sections "地形".."障害物", "a.".."c." cited as "x1".."x2"
                }
                const x: int = 1 cite "a."
                example "x" { expect x == 1 }
                """));
        assertThat(all).contains("r.rules:3:12: error[E0912]: \"地形\"..\"障害物\" is not a range of sections");
        assertThat(all).contains("error[E0911]: the range has 3 sections but its `cited as` form has 2");
        assertThat(List.of(all.split("error\\["))).hasSize(3);
    }
}
