package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rulesc fmt}: to stdout, {@code -w} in place, {@code --check} for CI. */
class FmtCommandTest {
    @TempDir Path work;

    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    private static final String MESSY = """
            rulebook t "T" version "1" {
                die d6
            }
            const a : int = 1   house "h"
            """;
    private static final String TIDY = """
            rulebook t "T" version "1" {
              die d6
            }

            const a: int = 1 house "h"
            """;

    private RulescTest.Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    @BeforeEach
    void files() throws IOException {
        Files.writeString(work.resolve("messy.rules"), MESSY);
        Files.writeString(work.resolve("tidy.rules"), TIDY);
    }

    @Test
    void printsTheFormattedTextAndChangesNothing() throws IOException {
        RulescTest.Run r = run("fmt", "messy.rules");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).isEqualTo(TIDY);
        assertThat(r.err()).isEmpty();
        assertThat(Files.readString(work.resolve("messy.rules"))).isEqualTo(MESSY);
    }

    @Test
    void checkListsTheFilesThatWouldChangeAndExitsOne() throws IOException {
        RulescTest.Run r = run("fmt", "--check", "messy.rules", "tidy.rules");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).isEqualTo("messy.rules\n");
        assertThat(Files.readString(work.resolve("messy.rules"))).isEqualTo(MESSY);

        RulescTest.Run clean = run("fmt", "--check", "tidy.rules");
        assertThat(clean.code()).isEqualTo(0);
        assertThat(clean.out()).isEmpty();
    }

    @Test
    void writeRewritesOnlyTheFilesNamed() throws IOException {
        Path other = work.resolve("other.rules");
        Files.writeString(other, MESSY);
        RulescTest.Run r = run("fmt", "-w", "messy.rules");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).isEmpty();
        assertThat(Files.readString(work.resolve("messy.rules"))).isEqualTo(TIDY);
        assertThat(Files.readString(other)).isEqualTo(MESSY);
        assertThat(run("fmt", "--check", "messy.rules").code()).isEqualTo(0);
        try (var listing = Files.list(work)) {
            assertThat(listing.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("messy.rules", "other.rules", "tidy.rules"); // no temporary file left
        }
    }

    @Test
    void aFileThatDoesNotParseIsReportedAndLeftAlone() throws IOException {
        String broken = "rulebook t \"T\" version \"1\" {\n  die d6\n}\nconst a: int = (1 +\n";
        Files.writeString(work.resolve("broken.rules"), broken);
        RulescTest.Run r = run("fmt", "-w", "broken.rules", "messy.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("broken.rules:5:1: error[E0001]");
        assertThat(r.err()).contains("1 file not formatted");
        r.assertNoStackTrace();
        assertThat(Files.readString(work.resolve("broken.rules"))).isEqualTo(broken);
        assertThat(Files.readString(work.resolve("messy.rules"))).isEqualTo(TIDY); // the others are still formatted
    }

    @Test
    void theBundledRulebooksAreFormatted() {
        RulescTest.Run r = run("fmt", "--check", HOME.resolve(Sources.BUNDLED_DIR).toString());
        assertThat(r.err()).isEmpty();
        assertWithMessage("not formatted (run ./rulesc fmt -w rulebooks/src/main/rules): %s", r.out())
                .that(r.code()).isEqualTo(0);
        assertThat(r.out()).isEmpty();
    }

    @Test
    void aMissingFileIsAUsageError() {
        RulescTest.Run r = run("fmt", "nowhere.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.err()).contains("nowhere.rules");
        assertThat(run("fmt").code()).isEqualTo(Rulesc.EXIT_USAGE);
    }
}
