package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.SourceFile;

class RulebookIndexTest {
    @TempDir Path base;

    private final List<String> warnings = new ArrayList<>();
    private final SystemStreamLog log = new SystemStreamLog() {
        @Override
        public void warn(CharSequence content) {
            warnings.add(content.toString());
        }

        @Override
        public void debug(CharSequence content) {}
    };

    private static String rulebook(String id) {
        return "rulebook " + id + " \"T\" version \"1\" { die d6 }\n";
    }

    private Path jar(String name, String... entries) throws Exception {
        Path jar = base.resolve(name);
        try (OutputStream out = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (int i = 0; i < entries.length; i += 2) {
                zip.putNextEntry(new ZipEntry(entries[i]));
                zip.write(entries[i + 1].getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return jar;
    }

    private static RuleInput input(Path file, String text) {
        return new RuleInput(file, file.getFileName().toString(), text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void findsRulebooksInJarsAndClassDirectoriesByHeaderId() throws Exception {
        Path jar = jar("base.jar",
                "rules/core/base.rules", rulebook("base"),
                "rules/notes.txt", "not a rulebook",
                "other/elsewhere.rules", rulebook("elsewhere"),
                "rules/misnamed.rules", rulebook("named_inside"));
        Path classes = base.resolve("module/target/classes");
        Files.createDirectories(classes.resolve("rules"));
        Files.writeString(classes.resolve("rules/extra.rules"), rulebook("extra"));
        RulebookIndex index = new RulebookIndex(List.of(), () -> List.of(jar, classes), log);

        SourceFile found = index.find("base").orElseThrow();
        assertThat(found.displayPath()).isEqualTo(jar.toAbsolutePath() + "!/rules/core/base.rules");
        assertThat(found.text()).isEqualTo(rulebook("base"));
        assertThat(index.find("named_inside")).isPresent();
        assertThat(index.find("misnamed")).isEmpty();
        assertThat(index.find("elsewhere")).isEmpty();
        assertThat(index.find("extra").orElseThrow().displayPath())
                .isEqualTo(classes.resolve("rules/extra.rules").toAbsolutePath().toString());
        assertThat(index.lookups().stream().map(RulebookIndex.Lookup::id).toList())
                .containsExactly("base", "named_inside", "misnamed", "elsewhere", "extra").inOrder();
        assertThat(index.lookups().get(2).origin()).isNull();
    }

    @Test
    void sourceDirectoriesWinAndDependenciesAreResolvedOnlyWhenNeeded() throws Exception {
        Path local = base.resolve("src/main/rules/base.rules");
        AtomicInteger resolutions = new AtomicInteger();
        Path jar = jar("base.jar", "rules/base.rules", rulebook("base") + "// jar copy\n");
        RulebookIndex index = new RulebookIndex(List.of(input(local, rulebook("base"))), () -> {
            resolutions.incrementAndGet();
            return List.of(jar);
        }, log);
        assertThat(index.find("base").orElseThrow().displayPath()).isEqualTo(local.toString());
        assertThat(resolutions.get()).isEqualTo(0);
        assertThat(index.find("other")).isEmpty();
        assertThat(index.find("another")).isEmpty();
        assertThat(resolutions.get()).isEqualTo(1);
    }

    @Test
    void theFirstDependencyWinsWithAWarning() throws Exception {
        Path first = jar("first.jar", "rules/base.rules", rulebook("base"));
        Path second = jar("second.jar", "rules/base.rules", rulebook("base") + "// second\n");
        RulebookIndex index = new RulebookIndex(List.of(), () -> List.of(first, second), log);
        assertThat(index.find("base").orElseThrow().displayPath()).startsWith(first.toAbsolutePath().toString());
        assertThat(warnings).hasSize(1);
        assertThat(warnings.get(0)).contains("more than one dependency");
    }

    @Test
    void aResolutionFailureIsKeptForTheMojo() {
        RulebookIndex index = new RulebookIndex(List.of(), () -> {
            throw new MojoExecutionException("offline");
        }, log);
        assertThat(index.find("base")).isEmpty();
        assertThat(index.failure()).hasMessageThat().isEqualTo("offline");
        assertThrows(MojoExecutionException.class, () -> index.resolve("base"));
    }
}
