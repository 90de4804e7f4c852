package org.rulesc.rulebooks.style;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The generated sources of the five bundled rulebooks read like hand-written Java: no line over
 * 120 columns outside string literals and no fully qualified type name written inline (every
 * type is imported). {@code scripts/generated-style-check --list} prints the same figures.
 */
class GeneratedStyleTest {
    /** The engines (the rulebooks module) and their generated tests (this module). */
    private static final List<Path> SOURCES = List.of(Path.of("../rulebooks/target/generated-sources/rules"),
            Path.of("target/generated-test-sources/rules"));

    @Test
    void generatedSourcesKeepToTheLineWidthAndImportTheirTypes() {
        for (Path root : SOURCES) {
            assertWithMessage("generated sources under %s (build them first)", root).that(Files.isDirectory(root))
                    .isTrue();
        }
        GeneratedStyle.Figures figures = GeneratedStyle.measure(SOURCES);
        assertWithMessage("generated files").that(figures.files()).isAtLeast(100);
        assertWithMessage("lines breaking the 120-column or no-qualified-name rule")
                .that(figures.violations().stream().map(GeneratedStyle.Violation::toString).toList()).isEmpty();
        assertWithMessage("inline fully qualified names").that(figures.qualified()).isEqualTo(0);
    }

    @Test
    void theCheckSeesALongLineAndAQualifiedName(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("Bad.java"), "class Bad {\n    java.util.List<String> names = "
                + "java.util.List.of();\n    int x = " + "1 + ".repeat(40) + "1;\n    String s = \""
                + "a".repeat(200) + "\";\n}\n");
        GeneratedStyle.Figures figures = GeneratedStyle.measure(List.of(dir));
        assertWithMessage("qualified names").that(figures.qualified()).isEqualTo(2);
        assertWithMessage("lines over 120 columns").that(figures.over120()).isEqualTo(2);
        assertWithMessage("of which outside string literals").that(figures.over120Code()).isEqualTo(1);
    }
}
