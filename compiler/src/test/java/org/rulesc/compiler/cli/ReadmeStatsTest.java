package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.cli.RulescTest.Run;

/**
 * README's table of the bundled rulebooks says what {@code rulesc stats} counts: each row's
 * numbers are those the command prints for that file, so the table cannot drift from the
 * rulebooks without this test failing.
 */
class ReadmeStatsTest {
    private static final Path README = Path.of("../README.md");
    private static final Path BUNDLED = Path.of("../rulebooks/src/main/rules");

    @TempDir Path work;

    @Test
    void everyBundledRulebookHasTheRowItsStatsGive() throws IOException {
        String readme = Files.readString(README);
        List<Path> files;
        try (Stream<Path> list = Files.list(BUNDLED)) {
            files = list.filter(p -> p.toString().endsWith(".rules")).sorted().toList();
        }
        assertWithMessage("bundled rulebooks").that(files).hasSize(5);
        for (Path file : files) {
            Run r = Run.of(work, null, "stats", file.toAbsolutePath().toString());
            assertWithMessage("rulesc stats %s: %s", file, r.err()).that(r.code()).isEqualTo(Rulesc.EXIT_OK);
            String name = "rulebooks/src/main/rules/" + file.getFileName();
            List<String> row = row(readme, name);
            assertWithMessage("README has a row for %s", name).that(row).isNotEmpty();
            assertWithMessage("README row of %s, numbers from `rulesc stats`", name)
                    .that(row.subList(2, 6)).containsExactlyElementsIn(expected(r.out())).inOrder();
            assertWithMessage("README row of %s, sections", name)
                    .that(row.get(6)).startsWith(sections(r.out()) + " of ");
        }
    }

    /** The cells of the table row whose first cell names {@code file}, or none. */
    private static List<String> row(String readme, String file) {
        for (String line : readme.lines().toList()) {
            if (line.startsWith("| `" + file + "` |")) {
                List<String> cells = new ArrayList<>();
                for (String cell : line.substring(1, line.length() - 1).split("\\|")) {
                    cells.add(cell.strip());
                }
                return cells;
            }
        }
        return List.of();
    }

    /** declarations, cite / reading / house, omit, tests → generated: as the README spells them. */
    private static List<String> expected(String out) {
        Matcher d = find(out, "declarations +(\\d+):");
        Matcher p = find(out, "provenance +\\d+ items: (\\d+) cite, (\\d+) reading, (\\d+) house.*; (\\d+) omit");
        Matcher t = find(out, "tests +(\\d+) example, (\\d+) forall, (\\d+) probabilities; (\\d+) generated");
        return List.of(d.group(1), p.group(1) + " / " + p.group(2) + " / " + p.group(3), p.group(4),
                t.group(1) + " / " + t.group(2) + " / " + t.group(3) + " → " + t.group(4));
    }

    private static String sections(String out) {
        Matcher s = find(out, "sections +\\d+ declared: (\\d+) cited by a rule, (\\d+) only omitted, (\\d+) uncited");
        return s.group(1) + " / " + s.group(2) + " / " + s.group(3);
    }

    private static Matcher find(String out, String regex) {
        Matcher m = Pattern.compile(regex).matcher(out);
        assertWithMessage("`rulesc stats` prints /%s/ in:\n%s", regex, out).that(m.find()).isTrue();
        return m;
    }
}
