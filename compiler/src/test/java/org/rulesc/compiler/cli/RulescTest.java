package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;
import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RulescTest {
    @TempDir Path work;

    /** One run of the CLI with captured streams, in {@link #work}, without rulesc.home. */
    private Run run(String... args) {
        return runWithHome(null, args);
    }

    private Run runWithHome(Path home, String... args) {
        return Run.of(work, home, args);
    }

    record Run(int code, String out, String err) {
        /** One run of the CLI with captured streams, in {@code work}, with {@code home} as rulesc.home (or null). */
        static Run of(Path work, Path home, String... args) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
            int code = Rulesc.run(args, new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8),
                    new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8), work, home);
            return new Run(code, out.toString(java.nio.charset.StandardCharsets.UTF_8),
                    err.toString(java.nio.charset.StandardCharsets.UTF_8));
        }

        void assertNoStackTrace() {
            assertThat(out + err).doesNotContain("\tat ");
            assertThat(out + err).doesNotContain("Exception");
        }
    }

    @Test
    void helpGoesToStdoutAndExitsZero() {
        Run r = run("--help");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).contains("Usage: rulesc");
        assertThat(r.out()).contains("check");
        assertThat(r.out()).contains("compile");
        assertThat(r.out()).contains("Exit codes");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void subcommandHelp() {
        Run r = run("compile", "--help");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).contains("Usage: rulesc compile");
        assertThat(r.out()).contains("--package");
        assertThat(r.out()).contains("target/rulesc-out");
        assertThat(run("help", "check").out()).contains("Usage: rulesc check");
    }

    @Test
    void versionGoesToStdout() {
        Run r = run("--version");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).startsWith("rulesc ");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void noCommandIsAUsageError() {
        Run r = run();
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("missing command");
        assertThat(r.err()).contains("rulesc --help");
    }

    @Test
    void unknownOptionIsAUsageError() {
        Run r = run("compile", "--bogus");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("Unknown option: '--bogus'");
        assertThat(r.err()).contains("rulesc compile --help");
        r.assertNoStackTrace();
    }

    @Test
    void unknownCommandSuggestsTheRightOne() {
        Run r = run("compil");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.err()).contains("unknown command 'compil'");
        assertThat(r.err()).contains("rulesc compile");
    }

    @Test
    void badPackageIsAUsageError() {
        Run r = run("compile", "--package", "org.class.x", "a.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.err()).contains("not a valid Java package name");
        r.assertNoStackTrace();
    }

    @Test
    void missingFileIsAnIoErrorWithAClearMessage() {
        for (String command : new String[] {"check", "compile"}) {
            Run r = run(command, "nope.rules");
            assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).isEqualTo("rulesc: cannot read nope.rules: no such file\n");
            r.assertNoStackTrace();
        }
        assertThat(Files.exists(work.resolve("target"))).isFalse();
    }

    @Test
    void directoryWithoutRulesIsAUsageError() throws IOException {
        Files.createDirectories(work.resolve("empty"));
        Run r = run("check", "empty");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.err()).contains("no .rules files in directory empty");
    }

    @Test
    void noBundledRulebooksIsAUsageError() throws IOException {
        Files.createDirectories(work.resolve("repo/rulebooks"));
        Run r = runWithHome(work.resolve("repo"), "check");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("no bundled rulebooks");
        assertThat(r.err()).contains("rulebooks/src/main/rules");
    }

    @Test
    void notInsideTheRepositoryIsAUsageError() {
        Run r = run("compile");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.err()).contains("no FILE given");
    }

    @Test
    void checkRoutesOutputByOutcome() throws IOException {
        Files.writeString(work.resolve("a.rules"), "rulebook a\n");
        Run r = run("check", "a.rules");
        assertOutcome(r);
        if (r.code() == Rulesc.EXIT_OK) {
            assertThat(r.out()).contains("ok: 1 rulebook checked");
        }
    }

    @Test
    void bundledRulebooksAreFoundFromASubdirectory() throws IOException {
        Path rules = work.resolve("rulebooks/src/main/rules");
        Files.createDirectories(rules);
        Files.writeString(rules.resolve("a.rules"), "rulebook a\n");
        Files.writeString(rules.resolve("b.rules"), "rulebook b\n");
        Files.createDirectories(work.resolve("compiler/src"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rulesc.run(new String[] {"check"}, new PrintStream(out, true, UTF_8),
                new PrintStream(err, true, UTF_8), work.resolve("compiler/src"), null);
        Run r = new Run(code, out.toString(UTF_8), err.toString(UTF_8));
        assertOutcome(r);
        if (r.code() == Rulesc.EXIT_OK) {
            assertThat(r.out()).contains("ok: 2 rulebooks checked");
        }
    }

    @Test
    void compileReportsWhatItWroteEvenWhenNothing() throws IOException {
        Files.writeString(work.resolve("a.rules"), "rulebook a\n");
        Run r = run("compile", "a.rules", "-d", "out");
        assertOutcome(r);
        Path out = work.resolve("out");
        if (r.code() == Rulesc.EXIT_OK) {
            assertThat(r.out()).contains("compiled ");
            assertThat(r.out()).contains(javaFiles(out.resolve("main/java")) + " engine source");
            assertThat(r.out()).contains(javaFiles(out.resolve("test/java")) + " test source");
            assertThat(r.out()).contains("out/main/java");
            assertThat(r.out()).contains("out/test/java");
            assertThat(Files.isRegularFile(out.resolve(TreeWriter.MARKER))).isTrue();
        } else {
            assertThat(r.err()).contains("nothing written");
            assertThat(Files.exists(out)).isFalse();
        }
    }

    @Test
    void compileNeverReplacesAForeignDirectory() throws IOException {
        Files.writeString(work.resolve("a.rules"), "rulebook a\n");
        Path src = work.resolve("src");
        Files.createDirectories(src);
        Files.writeString(src.resolve("Precious.java"), "class Precious {}");
        Run r = run("compile", "a.rules", "-d", "src");
        assertThat(r.code()).isIn(java.util.List.of(Rulesc.EXIT_USAGE, Rulesc.EXIT_RULE_ERRORS));
        if (r.code() == Rulesc.EXIT_USAGE) {
            assertThat(r.err()).contains("refusing to write into");
        }
        assertThat(Files.readString(src.resolve("Precious.java"))).isEqualTo("class Precious {}");
        r.assertNoStackTrace();
    }

    @Test
    void internalErrorsAreOneLineAndExitThree() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rulesc.run(new String[] {"check"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, UTF_8), null, null);
        assertThat(code).isEqualTo(Rulesc.EXIT_INTERNAL);
        assertThat(err.toString(UTF_8)).startsWith("internal error: ");
        assertThat(err.toString(UTF_8).strip().lines().count()).isEqualTo(1);
    }

    /** Exit 0 or 1 only, and each outcome on its own stream. */
    @Test
    void houseRulesFindTheirBaseBesideThemOrAmongTheBundledRulebooks() throws IOException {
        Path bundled = work.resolve("home").resolve(Sources.BUNDLED_DIR);
        Files.createDirectories(bundled);
        Files.writeString(bundled.resolve("base.rules"), """
                rulebook base "Base" version "1" { die d6 }
                const hp: int = 6 cite "§1"
                example "hp" { expect hp == 6 }
                """);
        Files.writeString(work.resolve("house.rules"), """
                rulebook our_table "House" version "1" { extends base }
                replace const hp: int = 8 house "our table"
                example "tougher" { expect hp == 8 }
                """);
        Run r = runWithHome(work.resolve("home"), "check", "house.rules");
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isEqualTo(0);

        Files.writeString(work.resolve("orphan.rules"), "rulebook orphan \"O\" version \"1\" { extends nowhere }\n");
        Run missing = runWithHome(work.resolve("home"), "check", "orphan.rules");
        assertThat(missing.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(missing.err()).contains("orphan.rules:1:43: error[E0903]"); // unknown-base-rulebook
    }

    private static void assertOutcome(Run r) {
        assertThat(r.code()).isIn(java.util.List.of(Rulesc.EXIT_OK, Rulesc.EXIT_RULE_ERRORS));
        if (r.code() == Rulesc.EXIT_RULE_ERRORS) {
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).containsMatch("\\d+ errors?");
        } else {
            assertThat(r.err()).doesNotContain("error");
        }
        r.assertNoStackTrace();
    }

    private static long javaFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".java")).count();
        }
    }
}
