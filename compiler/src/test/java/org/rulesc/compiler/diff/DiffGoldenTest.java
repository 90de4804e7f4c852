package org.rulesc.compiler.diff;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.model.Model;

/**
 * The revision pairs of {@code src/test/resources/diff/cases.txt}, each made from the bundled
 * battling rulebook by a few replacements, against their golden diffs in every format (text,
 * JSON, Markdown, GitHub annotations): the odds deltas in them are exact fractions, so a change
 * in how the diff computes or reports anything shows here. {@code -Ddiff.golden.write=true}
 * rewrites the golden files and fails, so that a rewrite is never taken for a pass.
 */
class DiffGoldenTest {
    private static final Path DIR = Path.of("src", "test", "resources", "diff");
    private static final Path BATTLING = Path.of("..", "rulebooks", "src", "main", "rules", "battling.rules");

    static Stream<String> cases() throws IOException {
        return parse().keySet().stream();
    }

    /** Case name to its replacements ({@code [regex, replacement, "g" or ""]}), in file order. */
    private static Map<String, List<String[]>> parse() throws IOException {
        Map<String, List<String[]>> out = new LinkedHashMap<>();
        String current = null;
        for (String line : Files.readAllLines(DIR.resolve("cases.txt"), StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("[")) {
                current = line.substring(1, line.indexOf(']'));
                out.put(current, new ArrayList<>());
                continue;
            }
            boolean global = line.startsWith("g ");
            String body = global ? line.substring(2) : line;
            int arrow = body.indexOf(" ==> ");
            out.get(current).add(new String[] {body.substring(0, arrow),
                    body.substring(arrow + 5).replace("\\n", "\n"), global ? "g" : ""});
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void diffMatchesItsGoldenFiles(String name) throws IOException {
        String old = Files.readString(BATTLING, StandardCharsets.UTF_8);
        List<String[]> edits = parse().get(name);
        Model before;
        Model after;
        if (edits.get(0)[0].equals("house")) {
            // a house rule against its base: what does our house rule change?
            String house = "rulebook ours \"Ours\" version \"1\" {\n  extends battling\n}\n" + edits.get(0)[1] + "\n";
            CompilationResult result = new RulesCompiler(CompilerOptions.defaults()).check(List.of(
                    new SourceFile("battling.rules", old), new SourceFile("ours.rules", house)));
            assertWithMessage("%s", result.diagnostics()).that(result.hasErrors()).isFalse();
            before = model(result, "battling");
            after = model(result, "ours");
        } else {
            String changed = old;
            for (String[] e : edits) {
                Matcher m = Pattern.compile(e[0]).matcher(changed);
                assertWithMessage("%s: `%s` matches nothing in battling.rules", name, e[0]).that(m.find()).isTrue();
                changed = e[2].equals("g") ? m.replaceAll(e[1]) : m.replaceFirst(e[1]);
            }
            before = single(old, "battling.rules");
            after = single(changed, "battling-" + name + ".rules");
        }
        DiffReport report = Differ.diff(before, after);
        String oldName = "battling.rules";
        String newName = edits.get(0)[0].equals("house") ? "ours.rules" : "battling-" + name + ".rules";
        Map<String, String> outputs = Map.of(
                "text", Render.text(oldName, newName, report),
                "json", Render.json(oldName, newName, report),
                "md", Render.markdown(oldName, newName, report),
                "github", Render.github(oldName, newName, report));
        for (Map.Entry<String, String> o : outputs.entrySet()) {
            Path golden = DIR.resolve(name + "." + o.getKey());
            if (Boolean.getBoolean("diff.golden.write")) {
                Files.writeString(golden, o.getValue(), StandardCharsets.UTF_8);
                continue;
            }
            assertWithMessage("%s differs from its golden file (regenerate with -Ddiff.golden.write=true)", golden)
                    .that(o.getValue()).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
        }
        assertThat(report.changes().isEmpty()).isEqualTo(report.verdict().startsWith("equivalent: the two"));
        if (Boolean.getBoolean("diff.golden.write")) {
            throw new AssertionError("golden files rewritten; run again without -Ddiff.golden.write to compare");
        }
    }

    private static Model single(String text, String file) {
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults()).check(List.of(new SourceFile(file, text)));
        assertWithMessage("%s", result.diagnostics()).that(result.hasErrors()).isFalse();
        return result.models().get(0);
    }

    private static Model model(CompilationResult result, String id) {
        return result.models().stream().filter(m -> m.rulebook.id().text().equals(id)).findFirst().orElseThrow();
    }
}
