package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diag.Severity;

/**
 * The hostile-name corpus ({@code src/test/resources/hostile/names/*.cases}): names that meet
 * in Java after case or underscore changes, Java keywords, {@code java.lang} types, the generated
 * code's own names, text that tries to escape its string or comment, shadowing, and sizes Java
 * cannot hold. Each case either expects its positioned error, or is accepted; every accepted case
 * is compiled with javac ({@code -Xlint:all -Werror}), its classes are loaded (initialised, so an
 * injected static block would run and fail the test), and its generated tests must all pass.
 *
 * <p>A case file holds cases, each {@code === title}, the rulebook text (declarations below a
 * minimal header, or whole files starting with {@code rulebook}, several separated by
 * {@code +++ name.rules}), then {@code --- ok} or {@code --- error L:C CODE text}, with L counted
 * from the case's first line, CODE the diagnostic's catalogue code ({@code E0126}) and the
 * optional text a part of its message, kept where the message computes something (the Java name
 * a name would become). Large cases repeat a template: {@code <<N|sep|template>>} (see
 * {@link #expand}).
 */
class HostileNamesTest {
    static final String[] FILES = {"collisions.cases", "reserved.cases", "injection.cases", "shadowing.cases",
        "unicode.cases", "limits.cases", "packages.cases", "games.cases"};
    static final String HEADER = "rulebook t \"T\" version \"1\" {\n  die d6\n  space continuous\n  unit cm\n  unit step = 15cm\n}\n";
    static final int HEADER_LINES = 6;

    /** {@code error L:C CODE}, then optionally a part of the message. */
    private static final Pattern EXPECTED_ERROR = Pattern.compile("error (\\d+):(\\d+) ([EW]\\d{4})(?: (.+))?");

    @TempDir
    Path dir;

    record Case(String file, String title, Map<String, String> sources, String expect, int offset) {}

    @Test
    void everyCaseIsRejectedWhereItSaysOrCompilesAndPasses() throws Exception {
        List<Case> cases = new ArrayList<>();
        for (String f : FILES) {
            cases.addAll(parse(f, read("/hostile/names/" + f)));
        }
        assertWithMessage("corpus size").that(cases.size()).isAtLeast(150);
        List<GeneratedFile> all = new ArrayList<>();
        Map<String, List<String>> testClasses = new LinkedHashMap<>();
        Map<String, List<String>> mainClasses = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            String name = c.file() + ": " + c.title();
            String base = "hostile.c" + i;
            CompilationResult result = compile(c, base);
            String errors = Compile.errors(result);
            if (c.expect().equals("ok")) {
                boolean rejected = result.diagnostics().stream().anyMatch(d -> d.severity() == Severity.ERROR);
                if (rejected || result.mainFiles().isEmpty()) {
                    problems.add(name + ": expected to compile, got\n" + errors);
                    continue;
                }
                all.addAll(result.mainFiles());
                all.addAll(result.testFiles());
                mainClasses.put(name, result.mainFiles().stream().map(HostileNamesTest::className).toList());
                testClasses.put(name, result.testFiles().stream().map(HostileNamesTest::className).toList());
            } else {
                Matcher m = EXPECTED_ERROR.matcher(c.expect());
                if (!m.matches()) {
                    throw new AssertionError(name + ": bad expectation " + c.expect());
                }
                int line = Integer.parseInt(m.group(1)) + c.offset();
                String wanted = ":" + line + ":" + m.group(2) + ": error[" + m.group(3) + "]: ";
                String text = m.group(4) == null ? "" : m.group(4);
                boolean found = result.diagnostics().stream().map(d -> d.render())
                        .anyMatch(d -> d.contains(wanted) && d.contains(text));
                if (!found || !result.mainFiles().isEmpty()) {
                    problems.add(name + ": expected `" + wanted + text + "`, got\n" + errors);
                }
            }
        }
        assertWithMessage(String.join("\n\n", problems)).that(problems).isEmpty();
        ClassLoader loader = Compile.javac(all, dir);
        for (Map.Entry<String, List<String>> e : mainClasses.entrySet()) {
            for (String cls : e.getValue()) {
                // initialising runs any static block: injected code would run (and fail) here
                Class.forName(cls, true, loader);
            }
        }
        for (Map.Entry<String, List<String>> e : testClasses.entrySet()) {
            long run = 0;
            for (String cls : e.getValue()) {
                TestExecutionSummary summary = Compile.runTests(loader, cls);
                assertWithMessage(e.getKey() + ": " + Compile.failures(summary)).that(summary.getTotalFailureCount())
                        .isEqualTo(0);
                run += summary.getTestsSucceededCount();
            }
            assertWithMessage(e.getKey() + ": its generated tests ran").that(run).isGreaterThan(0L);
        }
    }

    private static CompilationResult compile(Case c, String basePackage) {
        List<SourceFile> sources = new ArrayList<>();
        c.sources().forEach((name, text) -> sources.add(new SourceFile(name, text)));
        return new RulesCompiler(new CompilerOptions(basePackage)).compile(sources);
    }

    private static String className(GeneratedFile f) {
        String path = f.relativePath();
        return path.substring(0, path.length() - ".java".length()).replace('/', '.');
    }

    static List<Case> parse(String file, String text) {
        List<Case> out = new ArrayList<>();
        String title = null;
        StringBuilder body = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("=== ")) {
                title = line.substring(4).trim();
                body.setLength(0);
            } else if (line.startsWith("--- ") && title != null) {
                out.add(make(file, title, body.toString(), line.substring(4).trim()));
                title = null;
            } else if (title != null) {
                body.append(line).append('\n');
            }
        }
        return out;
    }

    /** {@code <<N|sep|template>>}: the template N times, {@code #} its index from 0, joined by sep ({@code \\n} a line break). */
    private static final Pattern REPEAT = Pattern.compile("<<(\\d+)\\|([^|]*)\\|(.*?)>>");

    static String expand(String body) {
        Matcher m = REPEAT.matcher(body);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int n = Integer.parseInt(m.group(1));
            String sep = m.group(2).replace("\\n", "\n");
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                parts.add(m.group(3).replace("#", String.valueOf(i)));
            }
            m.appendReplacement(out, Matcher.quoteReplacement(String.join(sep, parts)));
        }
        return m.appendTail(out).toString();
    }

    private static Case make(String file, String title, String rawBody, String expect) {
        String body = expand(rawBody);
        Map<String, String> sources = new LinkedHashMap<>();
        boolean whole = body.startsWith("rulebook ");
        String name = "t.rules";
        StringBuilder current = new StringBuilder(whole ? "" : HEADER);
        for (String line : body.split("\n", -1)) {
            if (line.startsWith("+++ ")) {
                sources.put(name, current.toString());
                name = line.substring(4).trim();
                current.setLength(0);
            } else {
                current.append(line).append('\n');
            }
        }
        sources.put(name, current.toString());
        return new Case(file, title, sources, expect, whole ? 0 : HEADER_LINES);
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = HostileNamesTest.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("missing " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
