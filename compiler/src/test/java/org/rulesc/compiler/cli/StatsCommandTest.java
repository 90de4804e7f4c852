package org.rulesc.compiler.cli;

import org.rulesc.compiler.cli.RulescTest.Run;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatsCommandTest {
    @TempDir Path work;

    private static final String RULEBOOK = """
            rulebook skirmish "Skirmish" version "1" {
              source "skirmish.txt"
              die d6
              sections "【1】".."【4】", "地形 > 障害物"
            }
            const hp "HP": int = 6 cite "【1】A"
            const reach "射程": int = 2 cite "【2】" reading "例2 counts the target's own square"
            table cost "コスト" (rough: bool) -> int {
              true: 2  cite "障害物 (岩)"
              false: 1 house "ours"
            }
            formula untraced_sum (a: int) -> int = a + hp + reach
            omit "勝利条件" because "the campaign is not modelled" cite "【3】"
            example "HP" { expect hp == 6 }
            example "コスト" { expect cost(true) == 2 } cite "【2】例1"
            forall "コストは1以上" r in bool { expect cost(r) >= untraced_sum(0) - 7 }
            """;


    private Run run(String... args) {
        return RulescTest.Run.of(work, null, args);
    }

    @Test
    void printsDeclarationsProvenanceTestsAndUncitedSections() throws IOException {
        Files.writeString(work.resolve("skirmish.rules"), RULEBOOK);
        Run r = run("stats", "skirmish.rules");
        assertThat(r.err()).contains("`untraced_sum` cites no section"); // the checker's warning, as in check
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(r.out()).isEqualTo("""
                skirmish (skirmish.rules)
                  declarations   8: 2 const, 1 table, 1 formula, 2 example, 1 forall, 1 omit
                  provenance     4 items: 2 cite, 1 reading, 1 house (an item may carry several); 1 rule untraced; 1 omit
                  tests          2 example, 1 forall, 0 probabilities; 3 generated test methods
                  sections       5 declared: 3 cited by a rule, 1 only omitted, 1 uncited
                  only omitted   【3】
                  uncited        【4】
                """);
    }

    @Test
    void sourceChecksThatEveryLabelOccursInTheDocument() throws IOException {
        Files.writeString(work.resolve("skirmish.rules"), RULEBOOK);
        Files.writeString(work.resolve("skirmish.txt"), "【1】概要\n【2】移動\n障害物\n地形\n【3】勝利\n");
        Run r = run("stats", "--source", "skirmish.txt", "skirmish.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        // 【4】 is missing, and 地形 > 障害物 needs 障害物 after 地形
        assertThat(r.err()).contains("skirmish.txt: error: section \"【4】\" of skirmish does not occur in the document");
        assertThat(r.err()).contains("skirmish.txt: error: section \"地形 > 障害物\" of skirmish does not occur");
        assertThat(r.out()).contains("  source         skirmish.txt: 3 of 5 section labels found");

        Files.writeString(work.resolve("skirmish.txt"), "【1】概要\n【2】移動\n地形\n障害物\n【3】勝利\n【4】終了\n");
        Run ok = run("stats", "--source-dir", ".", "skirmish.rules");
        assertThat(ok.code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(ok.out()).contains("  source         skirmish.txt: 5 of 5 section labels found");
    }

    @Test
    void sourceNamesTheDocumentOfOneRulebook() throws IOException {
        Files.writeString(work.resolve("a.rules"), RULEBOOK);
        Files.writeString(work.resolve("b.rules"), RULEBOOK.replace("skirmish \"Skirmish\"", "other \"Other\""));
        Run r = run("stats", "--source", "skirmish.txt", "a.rules", "b.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.err()).contains("rulesc: --source names the document of one rulebook, but 2 rulebooks were given");
        Run missing = run("stats", "--source", "nowhere.txt", "a.rules");
        assertThat(missing.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(missing.err()).contains("rulesc: cannot read nowhere.txt: no such file");
    }

    @Test
    void cellsWithTheirOwnProvenanceAreCounted() throws IOException {
        Files.writeString(work.resolve("grid.rules"), """
                rulebook grid "Grid" version "1" {
                  die d6
                }
                table hit "命中" (near: bool, far: bool) -> int {
                  columns true  false
                  true:   (1 cite "【8】")  (2 cite "【8】" reading "例 implies it")  house "chart not published"
                  false:  3  4  house "chart not published"
                }
                example "x" { expect hit(true, true) == 1 }
                """);
        Run r = run("stats", "grid.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_OK);
        // two rows and two cells carry provenance
        assertThat(r.out()).contains("  provenance     4 items: 1 cite, 1 reading, 2 house (an item may carry several)");
    }

    @Test
    void aRulebookWithErrorsGivesNoStats() throws IOException {
        Files.writeString(work.resolve("broken.rules"), RULEBOOK + "const x: int = nope\n");
        Run r = run("stats", "broken.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("unknown name `nope`");
    }
}
