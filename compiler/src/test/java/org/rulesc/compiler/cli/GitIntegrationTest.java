package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;
import static java.nio.charset.StandardCharsets.UTF_8;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The git lines docs/diff.md gives, tried in a scratch repository: {@code *.rules diff=rules}
 * with {@code rulesc fmt} as textconv, and {@code rulesc diff} as the external diff driver.
 * rulesc is run here as this test's JVM with its class path, where the docs name the launcher.
 */
class GitIntegrationTest {
    @TempDir Path repo;

    private static final String V1 = """
            rulebook t "T" version "1" {
              die d6
            }

            const a: int = 1 house "h"
            """;
    /** The value changes; so does the layout, which the formatted diff must not show. */
    private static final String V2 = """
            rulebook t "T" version "1" {
                die d6
            }
            const a : int = 2   house "h"
            """;

    /** {@code 'java' -cp 'classpath' org.rulesc.compiler.cli.Rulesc}, quoted for the shell git uses. */
    private static String rulesc() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' " + Rulesc.class.getName();
    }

    @BeforeEach
    void repository() throws Exception {
        git("init", "-q");
        Files.writeString(repo.resolve("t.rules"), V1);
        Files.writeString(repo.resolve(".gitattributes"), "*.rules diff=rules\n");
        git("add", "t.rules", ".gitattributes");
        git("commit", "-q", "-m", "v1");
        Files.writeString(repo.resolve("t.rules"), V2);
    }

    @Test
    void textconvShowsTheFormattedTextSoOnlyTheChangedValueIsAChangedLine() throws Exception {
        git("config", "diff.rules.textconv", rulesc() + " fmt");
        String diff = git("diff");
        assertThat(diff).contains("-const a: int = 1 house \"h\"\n+const a: int = 2 house \"h\"\n");
        assertThat(diff).doesNotContain("die d6\n-"); // the re-indented header is no change
        assertThat(diff.lines().filter(l -> l.startsWith("+") || l.startsWith("-"))
                .filter(l -> !l.startsWith("+++") && !l.startsWith("---")).count()).isEqualTo(2);
        // without textconv the raw layout change shows
        assertThat(git("diff", "--no-textconv")).contains("+    die d6");
    }

    @Test
    void theDiffDriverPrintsTheChangeReport() throws Exception {
        git("config", "diff.rules.command", "f() { if [ \"$2\" = /dev/null ] || [ \"$5\" = /dev/null ]; then"
                + " echo \"$1: rulebook added or removed\"; else " + rulesc() + " diff \"$2\" \"$5\"; fi; }; f");
        String diff = git("diff");
        assertThat(diff).contains("constant-changed");
        assertThat(diff).contains("1 → 2");
        Files.writeString(repo.resolve("u.rules"), V1);
        git("add", "u.rules");
        assertThat(git("diff", "--cached")).contains("u.rules: rulebook added or removed");
    }

    private String git(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git", "-c", "user.email=t@example.com", "-c", "user.name=t"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), UTF_8);
        assertThat(p.waitFor()).isEqualTo(0);
        return out;
    }
}
