package org.rulesc.compiler;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Severity;

/**
 * The permanent corpus of hostile inputs about crashes, numbers, text and messages (the
 * name-mangling and escaping corpus is elsewhere). Each case is a rulebook, either a file in
 * {@code src/test/resources/hostile/io/} or generated here (deep, long and huge ones), with
 * its expectation: {@code ok} (no error; the case is then also compiled with javac and its
 * generated tests run), or positioned errors ({@code error LINE:COL CODE text}: the catalogue
 * code, then optionally a part of the message, kept where it carries computed values) and
 * hints. No case may end in an internal error, an exception or a diagnostic without a position.
 *
 * <p>A resource case starts with comment lines: {@code // expect: ok}, {@code // expect:
 * error 8:16 E0002 number too large: 2147483648}, {@code // expect: hint did you mean `const`?}, and
 * {@code // with: bases/x.rules} for a file compiled together with it.
 */
class HostileIoCorpusTest {
    private static final String DIR = "/hostile/io/";

    @TempDir Path work;

    record Case(String name, List<SourceFile> sources, List<String> expects) {}

    @TestFactory
    Stream<DynamicTest> everyCaseGetsItsDiagnosticAndNothingElse() throws IOException {
        List<Case> cases = new ArrayList<>(resourceCases());
        cases.addAll(GeneratedHostileCases.all());
        assertThat(cases.size()).isAtLeast(100);
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> run(c)));
    }

    private static void run(Case c) {
        CompilationResult result = new RulesCompiler(new CompilerOptions("hostile.gen")).compile(c.sources());
        String all = Compile.errors(result);
        for (Diagnostic d : result.diagnostics()) {
            assertWithMessage(all).that(d.message()).doesNotContain("internal compiler error");
            assertWithMessage(all).that(d.message()).doesNotContain("Exception");
            assertWithMessage(all).that(d.message()).doesNotContain("StackOverflow");
            assertWithMessage(all).that(d.line()).isAtLeast(1);
            assertWithMessage(all).that(d.column()).isAtLeast(1);
        }
        List<Diagnostic> errors = result.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).toList();
        String file = c.sources().get(0).displayPath();
        int expectedErrors = 0;
        for (String expect : c.expects()) {
            if (expect.equals("ok")) {
                assertWithMessage(all).that(errors).isEmpty();
                assertThat(result.mainFiles()).isNotEmpty();
            } else if (expect.startsWith("error ") || expect.startsWith("warning ")) {
                String[] parts = expect.split(" ", 4);
                assertWithMessage(expect + ": `error L:C CODE [text]`").that(parts[2]).matches("[EW]\\d{4}");
                expectedErrors += parts[0].equals("error") ? 1 : 0;
                String heading = file + ":" + parts[1] + ": " + parts[0] + "[" + parts[2] + "]: ";
                String text = parts.length > 3 ? parts[3] : "";
                assertWithMessage(all).that(result.diagnostics().stream().map(Diagnostic::render)
                        .anyMatch(d -> d.startsWith(heading) && d.contains(text))).isTrue();
            } else if (expect.startsWith("hint ")) {
                assertWithMessage(all).that(all).contains("    hint: " + expect.substring(5));
            } else if (expect.startsWith("summary ")) {
                assertWithMessage(all).that(all).contains(expect.substring(8));
            } else {
                throw new AssertionError("unknown expectation: " + expect);
            }
        }
        if (expectedErrors > 0) {
            assertWithMessage(all).that(errors).hasSize(expectedErrors);
            assertThat(result.mainFiles()).isEmpty();
        }
    }

    /** All accepted cases in one compilation (their ids differ), one javac pass, every generated test run. */
    @Test
    void acceptedCasesCompileWithJavacAndPassTheirGeneratedTests() throws Exception {
        List<Case> cases = new ArrayList<>(resourceCases());
        cases.addAll(GeneratedHostileCases.all());
        List<SourceFile> accepted = new ArrayList<>();
        for (Case c : cases) {
            if (c.expects().contains("ok")) {
                accepted.add(c.sources().get(0));
            }
        }
        assertThat(accepted.size()).isAtLeast(30);
        CompilationResult result = new RulesCompiler(new CompilerOptions("hostile.gen")
                .withResolver(id -> id.equals("hostile_base") ? Optional.of(resource("bases/hostile_base.rules"))
                        : Optional.empty())).compile(accepted);
        assertWithMessage(Compile.errors(result)).that(result.hasErrors()).isFalse();
        ClassLoader classes = Compile.javac(result, work);
        List<String> failures = new ArrayList<>();
        long run = 0;
        for (GeneratedFile test : result.testFiles()) {
            String name = test.relativePath().replace('/', '.').replaceAll("\\.java$", "");
            var summary = Compile.runTests(classes, name);
            run += summary.getTestsSucceededCount() + summary.getTestsFailedCount();
            failures.addAll(Compile.failures(summary));
        }
        assertThat(failures).isEmpty();
        assertThat(run).isAtLeast(accepted.size());
    }

    private static List<Case> resourceCases() throws IOException {
        List<Case> cases = new ArrayList<>();
        for (String name : listing()) {
            SourceFile source = resource(name);
            List<String> expects = new ArrayList<>();
            List<SourceFile> sources = new ArrayList<>(List.of(source));
            for (String line : source.text().lines().toList()) {
                if (line.startsWith("// expect: ")) {
                    expects.add(line.substring("// expect: ".length()));
                } else if (line.startsWith("// with: ")) {
                    sources.add(resource(line.substring("// with: ".length())));
                }
            }
            assertWithMessage(name + " says what it expects").that(expects).isNotEmpty();
            cases.add(new Case(name, sources, expects));
        }
        return cases;
    }

    /** The case files, from the index the build cannot forget to update: the directory itself. */
    private static List<String> listing() throws IOException {
        try {
            Path dir = Path.of(HostileIoCorpusTest.class.getResource(DIR).toURI());
            try (Stream<Path> files = Files.list(dir)) {
                return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".rules")).sorted().toList();
            }
        } catch (java.net.URISyntaxException e) {
            throw new IOException(e);
        }
    }

    static SourceFile resource(String name) {
        try (InputStream in = HostileIoCorpusTest.class.getResourceAsStream(DIR + name)) {
            return new SourceFile(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
