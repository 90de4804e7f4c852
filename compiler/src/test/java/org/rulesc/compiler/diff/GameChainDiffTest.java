package org.rulesc.compiler.diff;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.model.Model;

/** Chains and games in a diff, on revisions of the bundled battling rulebook, and how record verdicts compare. */
class GameChainDiffTest {
    private static final Path BATTLING = Path.of("..", "rulebooks", "src", "main", "rules", "battling.rules");

    private static DiffReport diff(String from, String to) throws IOException {
        String old = Files.readString(BATTLING, StandardCharsets.UTF_8);
        assertThat(old).contains(from);
        return Differ.diff(model(old), model(old.replace(from, to)));
    }

    private static Model model(String text) {
        return DiffFixtures.model("b.rules", text);
    }

    @Test
    void aChainWrittenDifferentlyWithTheSameOddsIsInfo() throws IOException {
        DiffReport r = diff("next hp_after(hp_left, hits)", "next hp_after(hp_left, hits + 0)");
        assertThat(r.changes()).hasSize(1);
        Change c = r.changes().get(0);
        assertThat(c.id()).isEqualTo("chain-changed");
        assertThat(c.severity()).isEqualTo(Severity.INFO);
        assertThat(c.message()).contains("its odds are the same on every input");
    }

    @Test
    void anInvariantDroppedOnlyAcceptsMore() throws IOException {
        DiffReport r = diff("  invariant on_open_ground \"ATは進入できるへクスにいる\": all(p in pieces: passable(udo_test, p.at, [])) cite \"【6】\"\n", "");
        assertThat(r.changes()).hasSize(1);
        assertThat(r.changes().get(0).id()).isEqualTo("invariant-removed");
        assertThat(r.changes().get(0).key()).isEqualTo("game:duel/invariant:on_open_ground");
        assertThat(r.changes().get(0).severity()).isEqualTo(Severity.INFO);
    }

    @Test
    void anActsCitationAloneIsWords() throws IOException {
        DiffReport r = diff("} cite \"【4】防御(D)\"\n", "} cite \"【4】防御\"\n");
        assertThat(r.changes()).hasSize(1);
        assertThat(r.changes().get(0).id()).isEqualTo("act-words-changed");
        assertThat(r.changes().get(0).severity()).isEqualTo(Severity.INFO);
    }

    @Test
    void requirementsAreAlignedSoOneInsertedIsOneAdded() throws IOException {
        String fire = "    requires fire_ok(udo_test, self.at, target.at, each(e in enemies: e.at)) cite \"【4】射撃(F)\" cite \"【7】\"\n";
        // one requirement before fire's only one: it is added, and the one that was first is not "changed"
        DiffReport before = diff(fire, "    requires target.hp > 0 cite \"【8】\"\n" + fire);
        assertThat(before.changes()).hasSize(1);
        assertThat(before.changes().get(0).message()).contains("(requirement 1 added)");
        // one after it, then both: only the new ones are named, by their numbers in the new revision
        DiffReport after = diff(fire, fire + "    requires target.hp > 0 cite \"【8】\"\n");
        assertThat(after.changes().get(0).message()).contains("(requirement 2 added)");
        // replaced in place: changed; dropped: removed, by its number in the old revision
        DiffReport replaced = diff(fire, "    requires target.hp > 0 cite \"【8】\"\n");
        assertThat(replaced.changes().get(0).message()).contains("(requirement 1 changed)");
        String two = fire + "    requires target.hp > 0 cite \"【8】\"\n";
        String old = Files.readString(BATTLING, StandardCharsets.UTF_8).replace(fire, two);
        DiffReport dropped = Differ.diff(model(old), model(old.replace(two, "    requires target.hp > 0 cite \"【8】\"\n")));
        assertThat(dropped.changes().get(0).message()).contains("(requirement 1 of the old revision removed)");
    }

    @Test
    void recordVerdictsCompareByWhereTheyAreRefused() {
        Referee.Discrepancy at5 = new Referee.Discrepancy(5, 7, "walk", "【4】", "refused");
        Referee.Discrepancy at9 = new Referee.Discrepancy(9, 1, "fire", "【8】", "the rules give x");
        Referee.Discrepancy at5Otherwise = new Referee.Discrepancy(5, 7, "walk", "【4】", "refused for another reason");
        assertThat(RecordReplay.compare("r.txt", null, null)).isNull();
        assertThat(RecordReplay.compare("r.txt", at5, at5)).isNull();
        Change refused = RecordReplay.compare("r.txt", null, at9);
        assertThat(refused.id()).isEqualTo("record-refused");
        assertThat(refused.severity()).isEqualTo(Severity.BREAKING);
        assertThat(refused.message()).isEqualTo("legal → illegal at r.txt:9:1: the rules give x (rule fire, 【8】)");
        assertThat(refused.where().line()).isEqualTo(9);
        assertThat(RecordReplay.compare("r.txt", at9, null).id()).isEqualTo("record-accepted");
        assertThat(RecordReplay.compare("r.txt", at9, null).severity()).isEqualTo(Severity.INFO);
        assertThat(RecordReplay.compare("r.txt", at9, at5).id()).isEqualTo("record-refused-earlier");
        assertThat(RecordReplay.compare("r.txt", at9, at5).severity()).isEqualTo(Severity.BREAKING);
        assertThat(RecordReplay.compare("r.txt", at5, at9).id()).isEqualTo("record-refused-later");
        assertThat(RecordReplay.compare("r.txt", at5, at9).severity()).isEqualTo(Severity.INFO);
        assertThat(RecordReplay.compare("r.txt", at5, at5Otherwise).id()).isEqualTo("record-refused-otherwise");
    }
}
