package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rulesc diff OLD NEW --records DIR}: the records of {@code src/test/resources/diff/records}
 * (games written by {@code rulesc play battling --log --seed N}, some cut short or edited by hand,
 * each saying how in its first line) refereed under battling and under a revision that refuses a
 * 2-hex walk and doubles the damage of a shot. The report must equal the golden files
 * {@code records.text} and {@code records.json}; {@code -Ddiff.golden.write=true} rewrites them.
 */
class DiffRecordsTest {
    @TempDir Path work;

    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();
    private static final Path DIR = Path.of("src", "test", "resources", "diff");

    private RulescTest.Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    /** battling with the walk restricted to 1 hex and a shot's hits doubled. */
    private void revision() throws IOException {
        String old = Files.readString(HOME.resolve("rulebooks/src/main/rules/battling.rules"), StandardCharsets.UTF_8);
        String walk = "act walk \"歩行(W)\" as walk (hexes: int in 0..walk_hexes, dest: hex within hexes of self.at) uses one_action {\n"
                + "    requires walk_ok(";
        String hits = "as damage_die {\n          set target.hp = hp_after(target.hp, hits)";
        assertThat(old).contains(walk);
        assertThat(old).contains(hits);
        Files.writeString(work.resolve("new.rules"), old.replace(walk, walk.replace("walk_ok(", "hexes < 2 && walk_ok("))
                .replace(hits, hits.replace("hits)", "hits * 2)")), StandardCharsets.UTF_8);
        Files.createDirectories(work.resolve("records"));
        try (Stream<Path> files = Files.list(DIR.resolve("records"))) {
            for (Path f : files.toList()) {
                Files.copy(f, work.resolve("records").resolve(f.getFileName()));
            }
        }
    }

    @Test
    void recordsWhoseVerdictChangesAreListed() throws IOException {
        revision();
        RulescTest.Run text = run("diff", "battling", "new.rules", "--records", "records");
        text.assertNoStackTrace();
        assertThat(text.code()).isEqualTo(0);
        RulescTest.Run json = run("diff", "battling", "new.rules", "--records", "records", "--format", "json");
        assertThat(json.code()).isEqualTo(0);
        golden("records.text", text.out());
        golden("records.json", json.out());
        // the two legal games that neither change touches, and the record refused alike, are not listed
        assertThat(text.out()).doesNotContain("seed1.txt");
        assertThat(text.out()).doesNotContain("too-far.txt");
        assertThat(text.out()).contains("record-refused  record:records/walk-two.txt");
        assertThat(text.out()).contains("record-accepted  record:records/hit-hp2.txt");
        assertThat(text.out()).contains("records: 6 replayed under both revisions, 4 change their verdict");
        assertThat(run("diff", "battling", "new.rules", "--records", "records", "--fail-on", "breaking").code())
                .isEqualTo(DiffCommand.EXIT_CHANGES);
    }

    @Test
    void theSameRevisionChangesNoVerdict() throws IOException {
        revision();
        RulescTest.Run r = run("diff", "battling", "battling", "--records", "records", "--fail-on", "info");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).contains("records: 6 replayed under both revisions, 0 change their verdict");
    }

    @Test
    void aDirectoryWithoutRecordsOrARulebookWithoutAGameIsAUsageError() throws IOException {
        revision();
        Files.createDirectories(work.resolve("empty"));
        RulescTest.Run empty = run("diff", "battling", "new.rules", "--records", "empty");
        assertThat(empty.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(empty.err()).contains("--records: empty holds no record file (*.txt)");
        RulescTest.Run missing = run("diff", "battling", "new.rules", "--records", "nowhere");
        assertThat(missing.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(missing.err()).contains("--records: nowhere is not a directory");
        Files.writeString(work.resolve("t.rules"), "rulebook t \"T\" version \"1\" {\n  die d6\n}\nconst a: int = 1 house \"h\"\n");
        RulescTest.Run noGame = run("diff", "t.rules", "t.rules", "--records", "records");
        assertThat(noGame.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(noGame.err()).contains("declares no game");
        noGame.assertNoStackTrace();
    }

    private static void golden(String name, String actual) throws IOException {
        Path golden = DIR.resolve(name);
        if (Boolean.getBoolean("diff.golden.write")) {
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
            throw new AssertionError(golden + " rewritten; run again without -Ddiff.golden.write to compare");
        }
        assertWithMessage("%s differs from its golden file (regenerate with -Ddiff.golden.write=true)", golden)
                .that(actual).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }
}
