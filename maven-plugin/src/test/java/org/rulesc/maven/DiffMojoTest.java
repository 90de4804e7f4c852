package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rules:diff}: the project's rulebooks against a directory, a file or a git revision. */
class DiffMojoTest {
    @TempDir Path base;

    private final CapturedLog capture = new CapturedLog();
    private final List<String> log = capture.lines;

    private String skirmish() throws IOException {
        return GenerateMojoTest.fixture("skirmish.rules");
    }

    /** The new revision: the attack misses on a 5 as well. */
    private String changed() throws IOException {
        return skirmish().replace("always failure on 6", "always failure on 5..6");
    }

    private DiffMojo mojo(String baseline) {
        MavenProject project = new MavenProject();
        project.setFile(base.resolve("pom.xml").toFile());
        project.getBuild().setDirectory(base.resolve("target").toString());
        DiffMojo mojo = new DiffMojo();
        mojo.setLog(capture);
        mojo.project = project;
        mojo.basePackage = "rules.generated";
        mojo.sourceDirectory = base.resolve("src/main/rules").toFile();
        mojo.diffOutputDirectory = base.resolve("target/rules-diff").toFile();
        mojo.formats = List.of("text");
        mojo.baseline = baseline;
        mojo.classpathOverride = List::of;
        return mojo;
    }

    private void write(String relative, String text) throws IOException {
        Path file = base.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private String report(String name) throws IOException {
        return Files.readString(base.resolve("target/rules-diff").resolve(name));
    }

    @Test
    void withoutABaselineThereIsNothingToCompare() throws Exception {
        write("src/main/rules/skirmish.rules", skirmish());
        mojo(null).execute();
        assertThat(log).containsExactly("info: No baseline to compare the rulebooks with: set rules.diff.baseline"
                + " (a git revision, a directory or a .rules file)");
        assertThat(Files.exists(base.resolve("target"))).isFalse();
    }

    @Test
    void aBaselineDirectoryIsComparedRulebookByRulebookAndTheReportWritten() throws Exception {
        write("released/skirmish.rules", skirmish());
        write("src/main/rules/skirmish.rules", changed());
        DiffMojo mojo = mojo("released");
        mojo.formats = List.of("text", "json", "markdown", "sarif");
        mojo.execute();
        String text = report("diff.txt");
        assertThat(text).contains("check-faces-changed  check:attack");
        assertThat(text).contains("attack(judge: 5): success 5/6 → 2/3 (-16.7 pp), failure 1/6 → 1/3 (+16.7 pp)");
        assertThat(report("diff.json")).contains("\"id\": \"odds-changed\", \"severity\": \"balance\"");
        assertThat(report("diff.md")).contains("| balance | `odds-changed` | `check:attack` |");
        assertThat(report("diff.sarif")).contains("\"ruleId\" : \"odds-changed\"");
        assertThat(log).contains("info: Rulebook changes since released: 0 breaking, 2 balance, 0 info");
        assertThat(log).contains("info: balance  odds-changed  check:attack");
        // without failOn, changes never fail the build
    }

    @Test
    void failOnFailsTheBuildUnlessTheChangesAreAccepted() throws Exception {
        write("released/skirmish.rules", skirmish());
        write("src/main/rules/skirmish.rules", changed());
        DiffMojo mojo = mojo("released");
        mojo.failOn = "balance";
        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertThat(failure).hasMessageThat().startsWith("2 changes at or above failOn balance since released");
        DiffMojo breaking = mojo("released");
        breaking.failOn = "breaking";
        breaking.execute(); // nothing breaks the generated API

        // accepted in review: written by the goal, the same changes no longer fail the build
        String before = report("diff.txt");
        DiffMojo accept = mojo("released");
        accept.failOn = "balance";
        accept.writeAcceptedChanges = base.resolve("accepted.txt").toFile();
        accept.execute(); // writing them does not fail
        assertThat(Files.readString(base.resolve("accepted.txt"))).containsMatch("(?m)^[0-9a-f]{16}  odds-changed  check:attack$");
        assertThat(log).contains("info: Wrote 2 accepted changes to " + base.resolve("accepted.txt"));
        DiffMojo again = mojo("released");
        again.failOn = "balance";
        again.acceptedChanges = base.resolve("accepted.txt").toFile();
        again.execute();
        assertThat(report("diff.txt")).contains("(accepted in the baseline)");
        assertThat(before).doesNotContain("(accepted in the baseline)");
    }

    @Test
    void addedAndRemovedRulebooksAreChangesToo() throws Exception {
        write("released/skirmish.rules", skirmish());
        write("src/main/rules/duel.rules", GenerateMojoTest.fixture("duel.rules"));
        DiffMojo mojo = mojo("released");
        mojo.failOn = "breaking";
        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertThat(failure).hasMessageThat().startsWith("1 change at or above failOn breaking");
        assertThat(report("diff.txt")).contains("rulebook-removed  rulebook:skirmish");
        assertThat(report("diff.txt")).contains("rulebook-added  rulebook:duel");
    }

    @Test
    void aGitRevisionIsReadWithoutCheckingItOut() throws Exception {
        write("src/main/rules/skirmish.rules", skirmish());
        git("init", "-q");
        git("add", ".");
        git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "v1");
        write("src/main/rules/skirmish.rules", changed());
        DiffMojo mojo = mojo("HEAD");
        mojo.gitDirectory = base;
        mojo.execute();
        assertThat(report("diff.txt")).contains("diff HEAD:src/main/rules/skirmish.rules → src/main/rules/skirmish.rules");
        assertThat(report("diff.txt")).contains("odds-changed  check:attack");
        assertThat(log).contains("info: Baseline: 1 rulebook at git revision HEAD");
        // the working tree is as it was
        assertThat(Files.readString(base.resolve("src/main/rules/skirmish.rules"))).isEqualTo(changed());

        MojoExecutionException unknown = assertThrows(MojoExecutionException.class, () -> {
            DiffMojo m = mojo("no-such-revision");
            m.gitDirectory = base;
            m.execute();
        });
        assertThat(unknown).hasMessageThat().contains("the baseline `no-such-revision` is no directory, no file and"
                + " no git revision");
    }

    @Test
    void anEarlierReleaseIsReadFromItsJarByFileOrByCoordinates() throws Exception {
        Path jar = base.resolve("skirmish-1.0.jar");
        try (java.util.zip.ZipOutputStream zip = new java.util.zip.ZipOutputStream(Files.newOutputStream(jar))) {
            zip.putNextEntry(new java.util.zip.ZipEntry("rules/skirmish.rules"));
            zip.write(skirmish().getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            zip.putNextEntry(new java.util.zip.ZipEntry("org/example/Skirmish.class"));
            zip.closeEntry();
        }
        write("src/main/rules/skirmish.rules", changed());
        mojo("skirmish-1.0.jar").execute();
        assertThat(report("diff.txt")).contains("diff " + jar + "!/rules/skirmish.rules → src/main/rules/skirmish.rules");
        assertThat(report("diff.txt")).contains("odds-changed  check:attack");

        List<String> asked = new java.util.ArrayList<>();
        DiffMojo byCoordinates = mojo("com.example:skirmish:1.0");
        byCoordinates.artifactsOverride = coordinates -> {
            asked.add(coordinates);
            return jar;
        };
        byCoordinates.execute();
        assertThat(asked).containsExactly("com.example:skirmish:1.0");
        assertThat(log).contains("info: Baseline: 1 rulebook in com.example:skirmish:1.0");
        assertThat(report("diff.txt")).contains("odds-changed  check:attack");
    }

    @Test
    void aBaselineWithRuleErrorsFailsWithItsDiagnostics() throws Exception {
        write("old.rules", skirmish().replace("base_move + modifier", "base_move + nope"));
        write("src/main/rules/skirmish.rules", skirmish());
        MojoFailureException failure = assertThrows(MojoFailureException.class, () -> mojo("old.rules").execute());
        assertThat(failure).hasMessageThat().isEqualTo("1 rule error in the baseline old.rules");
        assertThat(String.join("\n", log)).contains("error[E0101]: unknown name `nope`");
    }

    @Test
    void badParametersAreConfigurationErrors() throws Exception {
        write("src/main/rules/skirmish.rules", skirmish());
        DiffMojo severity = mojo("old.rules");
        severity.failOn = "serious";
        assertThat(assertThrows(MojoExecutionException.class, severity::execute)).hasMessageThat()
                .isEqualTo("failOn takes breaking, balance or info, not `serious`");
        DiffMojo format = mojo("old.rules");
        format.formats = List.of("pdf");
        assertThat(assertThrows(MojoExecutionException.class, format::execute)).hasMessageThat()
                .isEqualTo("formats: `pdf` is not one of text, json, markdown, github, sarif");
    }

    private void git(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(base.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        com.google.common.truth.Truth.assertWithMessage(out).that(p.exitValue()).isEqualTo(0);
    }
}
