package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.cli.TreeWriter;

class GenerateMojoTest {
    private static final FileTime LONG_AGO = FileTime.fromMillis(1_000_000_000_000L);

    @TempDir Path base;

    private final CapturedLog capture = new CapturedLog();
    private final List<String> log = capture.lines;


    private MavenProject project() {
        MavenProject project = new MavenProject();
        project.setFile(base.resolve("pom.xml").toFile());
        project.getBuild().setDirectory(base.resolve("target").toString());
        return project;
    }

    private GenerateMojo mojo() {
        GenerateMojo mojo = new GenerateMojo();
        mojo.setLog(capture);
        mojo.project = project();
        mojo.basePackage = "rules.generated";
        mojo.sourceDirectory = base.resolve("src/main/rules").toFile();
        mojo.outputDirectory = base.resolve("target/generated-sources/rules").toFile();
        mojo.classpathOverride = List::of;
        return mojo;
    }

    private Path out() {
        return base.resolve("target/generated-sources/rules");
    }

    static String fixture(String name) throws IOException {
        try (InputStream in = GenerateMojoTest.class.getResourceAsStream("/rulebooks/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private Path rules(String name) throws IOException {
        return rules("src/main/rules", name);
    }

    private Path rules(String dir, String name) throws IOException {
        Path file = base.resolve(dir).resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, fixture(name));
        return file;
    }

    /** Relative path to modification time of every file below {@code dir}. */
    private static Map<String, FileTime> times(Path dir) throws IOException {
        Map<String, FileTime> times = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                times.put(dir.relativize(file).toString(), Files.getLastModifiedTime(file));
            }
        }
        return times;
    }

    /** Sets every file below {@code dir} to {@link #LONG_AGO}. */
    private static void backdate(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                Files.setLastModifiedTime(file, LONG_AGO);
            }
        }
    }

    private Path state() {
        return base.resolve("target/maven-status/rules/generate/default.properties");
    }

    @Test
    void missingSourceDirectoryIsANoOp() throws Exception {
        GenerateMojo mojo = mojo();
        mojo.execute();
        assertThat(Files.exists(base.resolve("target"))).isFalse();
        assertThat(mojo.project.getCompileSourceRoots()).isEmpty();
        assertThat(log).containsExactly("info: No rulebooks to compile: "
                + base.resolve("src/main/rules") + " does not exist");
    }

    @Test
    void skipDoesNothing() throws Exception {
        rules("skirmish.rules");
        GenerateMojo mojo = mojo();
        mojo.skip = true;
        mojo.execute();
        assertThat(Files.exists(base.resolve("target"))).isFalse();
        assertThat(mojo.project.getCompileSourceRoots()).isEmpty();
        assertThat(log).containsExactly("info: Skipping rules:generate (rules.skip)");
    }

    @Test
    void emptySourceDirectoryRegistersAnEmptyRoot() throws Exception {
        Files.createDirectories(base.resolve("src/main/rules"));
        GenerateMojo mojo = mojo();
        mojo.execute();
        assertThat(Files.isRegularFile(out().resolve(TreeWriter.MARKER))).isTrue();
        assertThat(mojo.project.getCompileSourceRoots()).containsExactly(out().toString());
    }

    @Test
    void badBasePackageIsAConfigurationError() {
        GenerateMojo mojo = mojo();
        mojo.basePackage = "not a package";
        assertThrows(MojoExecutionException.class, mojo::execute);
    }

    @Test
    void compilesEngineSourcesAndRegistersTheRoot() throws Exception {
        rules("skirmish.rules");
        GenerateMojo mojo = mojo();
        mojo.execute();
        assertThat(Files.isRegularFile(out().resolve("rules/generated/skirmish/Skirmish.java"))).isTrue();
        assertThat(Files.exists(out().resolve("rules/generated/skirmish/SkirmishRulesTest.java"))).isFalse();
        assertThat(mojo.project.getCompileSourceRoots()).containsExactly(out().toString());
        assertThat(Files.isRegularFile(state())).isTrue();
        assertThat(log.get(log.size() - 1)).matches(
                "info: Compiled 1 rulebook from src/main/rules: engine sources in target/generated-sources/rules: "
                        + "\\d+ written, 0 unchanged, 0 removed \\(\\d+ ms\\)");
    }

    @Test
    void generateTestWritesTestsAndRegistersATestRoot() throws Exception {
        rules("rules", "skirmish.rules");
        GenerateTestMojo mojo = new GenerateTestMojo();
        mojo.setLog(capture);
        mojo.project = project();
        mojo.basePackage = "org.rulesc.rulebooks";
        mojo.testSourceDirectory = base.resolve("rules").toFile();
        mojo.testOutputDirectory = base.resolve("target/generated-test-sources/rules").toFile();
        mojo.classpathOverride = List::of;
        mojo.execute();
        Path tests = base.resolve("target/generated-test-sources/rules");
        assertThat(Files.isRegularFile(tests.resolve("org/rulesc/rulebooks/skirmish/SkirmishRulesTest.java"))).isTrue();
        assertThat(Files.exists(tests.resolve("org/rulesc/rulebooks/skirmish/Skirmish.java"))).isFalse();
        assertThat(mojo.project.getTestCompileSourceRoots()).containsExactly(tests.toString());
        assertThat(mojo.project.getCompileSourceRoots()).isEmpty();
        assertThat(Files.isRegularFile(base.resolve("target/maven-status/rules/generate-test/default.properties")))
                .isTrue();
    }

    @Test
    void anUnchangedBuildCompilesNothingAndWritesNothing() throws Exception {
        rules("skirmish.rules");
        mojo().execute();
        backdate(out());
        mojo().execute(); // the outputs' times changed: checked, found identical, recorded again
        Files.setLastModifiedTime(state(), LONG_AGO);
        Map<String, FileTime> before = times(out());
        log.clear();

        GenerateMojo again = mojo();
        again.execute();
        assertThat(times(out())).isEqualTo(before);
        assertThat(Files.getLastModifiedTime(state())).isEqualTo(LONG_AGO);
        assertThat(again.project.getCompileSourceRoots()).containsExactly(out().toString());
        assertThat(log).hasSize(1);
        assertThat(log.get(0)).matches("info: Generated engine sources are up to date: 1 rulebook unchanged, "
                + "nothing written to target/generated-sources/rules \\(\\d+ ms\\)");
    }

    @Test
    void changingOneRulebookRewritesOnlyItsFiles() throws Exception {
        rules("skirmish.rules");
        Path duel = rules("duel.rules");
        mojo().execute();
        backdate(out());

        Files.writeString(duel, fixture("duel.rules").replace("strength + 1", "strength + 2")
                .replace("== 3", "== 4"));
        mojo().execute();
        Map<String, FileTime> after = times(out());
        assertThat(after.get("rules/generated/duel/Duel.java")).isNotEqualTo(LONG_AGO);
        after.remove("rules/generated/duel/Duel.java");
        after.remove(TreeWriter.MARKER); // the manifest lists the new hash of Duel.java
        assertThat(after).isNotEmpty();
        assertThat(after.values().stream().distinct().toList()).containsExactly(LONG_AGO);
        assertThat(log.get(log.size() - 1)).contains(": 1 written, ");
    }

    @Test
    void aTouchedButUnchangedRulebookIsUpToDate() throws Exception {
        Path skirmish = rules("skirmish.rules");
        mojo().execute();
        Files.setLastModifiedTime(skirmish, LONG_AGO);
        log.clear();
        mojo().execute();
        assertThat(log.get(0)).contains("up to date");
        // the new time is recorded with the same content hash, so the file is not read again
        assertThat(Files.readString(state())).contains("source.0.hash=" + Files.size(skirmish) + "@"
                + LONG_AGO.toMillis() + " ");
    }

    @Test
    void aSameSizeEditThatKeepsTheTimeOfARecentFileIsStillSeen() throws Exception {
        Path duel = rules("duel.rules");
        mojo().execute();
        FileTime time = Files.getLastModifiedTime(duel); // recent: too close to the state to be trusted
        Files.writeString(duel, fixture("duel.rules").replace("strength + 1", "strength + 2").replace("== 3", "== 4"));
        Files.setLastModifiedTime(duel, time);
        mojo().execute();
        assertThat(Files.readString(out().resolve("rules/generated/duel/Duel.java"))).contains("Math.addExact(strength, 2)");
    }

    @Test
    void aDeletedRulebooksOutputsDisappear() throws Exception {
        rules("skirmish.rules");
        Path duel = rules("duel.rules");
        mojo().execute();
        assertThat(Files.exists(out().resolve("rules/generated/duel/Duel.java"))).isTrue();
        Files.delete(duel);
        mojo().execute();
        assertThat(Files.exists(out().resolve("rules/generated/duel"))).isFalse();
        assertThat(Files.exists(out().resolve("rules/generated/skirmish/Skirmish.java"))).isTrue();
    }

    @Test
    void aHandEditedGeneratedFileIsRegenerated() throws Exception {
        rules("skirmish.rules");
        mojo().execute();
        Path main = out().resolve("rules/generated/skirmish/Skirmish.java");
        String generated = Files.readString(main);
        Files.writeString(main, "// edited\n" + generated);
        mojo().execute();
        assertThat(Files.readString(main)).isEqualTo(generated);

        Files.delete(main);
        mojo().execute();
        assertThat(Files.readString(main)).isEqualTo(generated);
    }

    @Test
    void aParameterChangeRegenerates() throws Exception {
        rules("skirmish.rules");
        mojo().execute();
        GenerateMojo moved = mojo();
        moved.basePackage = "com.example";
        moved.execute();
        assertThat(Files.exists(out().resolve("com/example/skirmish/Skirmish.java"))).isTrue();
        assertThat(Files.exists(out().resolve("rules"))).isFalse();
    }

    @Test
    void aNewPluginVersionRecompilesButKeepsIdenticalFiles() throws Exception {
        rules("skirmish.rules");
        GenerateMojo first = mojo();
        first.plugin = descriptor("1.0");
        first.execute();
        backdate(out());
        log.clear();

        GenerateMojo second = mojo();
        second.plugin = descriptor("1.1");
        second.execute();
        assertThat(log.get(log.size() - 1)).contains("no file changed");
        assertThat(times(out()).values().stream().distinct().toList()).containsExactly(LONG_AGO);
    }

    private static PluginDescriptor descriptor(String version) {
        PluginDescriptor descriptor = new PluginDescriptor();
        descriptor.setGroupId("org.rulesc");
        descriptor.setArtifactId("rules-maven-plugin");
        descriptor.setVersion(version);
        return descriptor;
    }

    @Test
    void ruleErrorsAreLoggedWithPositionsAndFailTheBuildWithoutWriting() throws Exception {
        rules("skirmish.rules");
        mojo().execute();
        backdate(out());
        Map<String, FileTime> before = times(out());
        Path broken = rules("broken.rules");
        log.clear();

        MojoFailureException e = assertThrows(MojoFailureException.class, () -> mojo().execute());
        assertThat(e).hasMessageThat().isEqualTo("1 rule error in src/main/rules");
        assertThat(log).contains("error: " + broken + ":8:45: error[E0101]: unknown name `nope`\n"
                + "    formula twice \"Twice\" (x: int) -> int = x * nope cite \"1\"\n"
                + "                                                ^~~~");
        assertThat(times(out())).isEqualTo(before);
        assertThat(Files.exists(state())).isFalse();

        // and it fails again: a failed build is never taken for an up-to-date one
        assertThrows(MojoFailureException.class, () -> mojo().execute());
    }

    @Test
    void warningsPassUnlessFailOnWarningAndAreShownAgainWhenUpToDate() throws Exception {
        rules("warn.rules");
        mojo().execute();
        assertThat(log.stream().filter(l -> l.startsWith("warn: ")).toList()).hasSize(1);
        log.clear();
        mojo().execute();
        assertThat(log.get(0)).startsWith("warn: " + base.resolve("src/main/rules/warn.rules") + ":8:7: warning[W0101]:"); // unused-declaration
        assertThat(log.get(1)).contains("up to date");

        GenerateMojo strict = mojo();
        strict.failOnWarning = true;
        MojoFailureException e = assertThrows(MojoFailureException.class, strict::execute);
        assertThat(e).hasMessageThat().isEqualTo("1 rule warning in src/main/rules and failOnWarning is set");
    }

    @Test
    void warningsAreSilencedByCodeButErrorsAreNot() throws Exception {
        rules("warn.rules");
        GenerateMojo quiet = mojo();
        quiet.allow = List.of("W0101");
        quiet.failOnWarning = true;
        quiet.execute();
        assertThat(log.stream().filter(l -> l.startsWith("warn: ")).toList()).isEmpty();

        GenerateMojo wrong = mojo();
        wrong.allow = List.of("unknown-name");
        MojoExecutionException e = assertThrows(MojoExecutionException.class, wrong::execute);
        assertThat(e).hasMessageThat().contains("E0101 (unknown-name) is an error");
    }

    @Test
    void includesExcludesAndSeveralSourceDirectories() throws Exception {
        rules("a", "skirmish.rules");
        rules("a", "broken.rules");
        rules("b/nested", "duel.rules");
        GenerateMojo mojo = mojo();
        mojo.sourceDirectories = List.of(base.resolve("a").toFile(), base.resolve("b").toFile(),
                base.resolve("missing").toFile());
        mojo.excludes = List.of("broken.rules");
        mojo.execute();
        assertThat(Files.exists(out().resolve("rules/generated/skirmish/Skirmish.java"))).isTrue();
        assertThat(Files.exists(out().resolve("rules/generated/duel/Duel.java"))).isTrue();

        GenerateMojo only = mojo();
        only.sourceDirectories = List.of(base.resolve("a").toFile(), base.resolve("b").toFile());
        only.includes = List.of("nested/*.rules");
        only.execute();
        assertThat(Files.exists(out().resolve("rules/generated/skirmish"))).isFalse();
        assertThat(Files.exists(out().resolve("rules/generated/duel/Duel.java"))).isTrue();
    }

    @Test
    void checkValidatesWithoutWriting() throws Exception {
        rules("skirmish.rules");
        rules("src/test/rules", "warn.rules");
        CheckMojo check = new CheckMojo();
        check.setLog(capture);
        check.project = project();
        check.basePackage = "rules.generated";
        check.sourceDirectory = base.resolve("src/main/rules").toFile();
        check.testSourceDirectory = base.resolve("src/test/rules").toFile();
        check.classpathOverride = List::of;
        check.execute();
        assertThat(Files.exists(base.resolve("target/generated-sources"))).isFalse();
        assertThat(log.get(0)).startsWith("info: Checked 1 rulebook in src/main/rules: no errors (");
        assertThat(log.get(2)).startsWith("info: Checked 1 rulebook in src/test/rules: no errors, 1 warning (");

        log.clear();
        check.execute();
        assertThat(log.get(0)).startsWith("info: Rulebooks in src/main/rules checked: 1 rulebook unchanged since");

        rules("broken.rules");
        assertThrows(MojoFailureException.class, check::execute);
        assertThat(Files.exists(base.resolve("target/generated-sources"))).isFalse();
    }

    @Test
    void writeKeepsUnchangedFilesAndRemovesStaleOnes() throws Exception {
        Path out = base.resolve("out");
        RulesBuild.write(out, List.of(
                new GeneratedFile("org/x/A.java", "class A {}"),
                new GeneratedFile("org/x/B.java", "class B {}")));
        Files.setLastModifiedTime(out.resolve("org/x/A.java"), LONG_AGO);

        TreeWriter.Report same = RulesBuild.write(out, List.of(
                new GeneratedFile("org/x/B.java", "class B {}"),
                new GeneratedFile("org/x/A.java", "class A {}")));
        assertThat(same.untouched()).isTrue();

        TreeWriter.Report changed = RulesBuild.write(out, List.of(
                new GeneratedFile("org/x/A.java", "class A {}"),
                new GeneratedFile("org/x/C.java", "class C {}")));
        assertThat(changed).isEqualTo(new TreeWriter.Report(1, 1, 1, false));
        assertThat(Files.getLastModifiedTime(out.resolve("org/x/A.java"))).isEqualTo(LONG_AGO);
        assertThat(Files.exists(out.resolve("org/x/B.java"))).isFalse();
        assertThat(Files.readString(out.resolve("org/x/C.java"))).isEqualTo("class C {}");
    }

    @Test
    void staleOutputIsRemovedWhenTheSourcesGoAway() throws Exception {
        rules("skirmish.rules");
        mojo().execute();
        assertThat(Files.exists(state())).isTrue();
        Files.delete(base.resolve("src/main/rules/skirmish.rules"));
        Files.delete(base.resolve("src/main/rules"));
        mojo().execute();
        assertThat(Files.exists(out())).isFalse();
        assertThat(Files.exists(state())).isFalse();
    }

    @Test
    void aForeignOutputDirectoryIsNeverReplaced() throws IOException {
        Files.createDirectories(base.resolve("src/main/rules"));
        Path src = base.resolve("src/main/java");
        Files.createDirectories(src);
        Files.writeString(src.resolve("Mine.java"), "mine");
        GenerateMojo mojo = mojo();
        mojo.outputDirectory = src.toFile();
        assertThrows(MojoExecutionException.class, mojo::execute);
        assertThat(Files.readString(src.resolve("Mine.java"))).isEqualTo("mine");
    }

    @Test
    void duplicateGeneratedPathsAreAnError() {
        assertThrows(MojoExecutionException.class, () -> RulesBuild.write(base.resolve("out"), List.of(
                new GeneratedFile("A.java", "1"), new GeneratedFile("A.java", "2"))));
    }

    @Test
    void notUtf8IsAnExecutionError() throws Exception {
        Path file = base.resolve("src/main/rules/latin1.rules");
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[] {'r', 'u', 'l', 'e', (byte) 0xE9});
        MojoExecutionException e = assertThrows(MojoExecutionException.class, () -> mojo().execute());
        assertThat(e).hasMessageThat().isEqualTo("cannot read " + file + ": not valid UTF-8 at line 1, column 5 (byte offset 4, byte 0xE9);"
                + " save the file as UTF-8");
    }
}
