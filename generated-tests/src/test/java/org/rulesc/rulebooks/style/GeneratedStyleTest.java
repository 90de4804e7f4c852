package org.rulesc.rulebooks.style;

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

    /** A Javadoc comment, then a public method that returns a value (not a class, record or constructor). */
    private static final Pattern DOCUMENTED_METHOD = Pattern.compile(
            "(/\\*\\*(?:(?!\\*/).)*\\*/)\\s*(?:@\\w+(?:\\([^)]*\\))?\\s*)*public\\s+(?:static\\s+)?(?:final\\s+)?"
                    + "(?:<[^>]+>\\s+)?([\\w<>\\[\\], .?]+?)\\s+(\\w+)\\(", Pattern.DOTALL);

    /** Public methods of the files under {@code root} whose Javadoc does not say what they return. */
    private static List<String> undocumentedReturns(Path root) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java")).sorted().toList()) {
                Matcher m = DOCUMENTED_METHOD.matcher(Files.readString(f));
                while (m.find()) {
                    String type = m.group(2).trim();
                    boolean value = !type.endsWith("void") && !List.of("class", "record", "enum", "interface")
                            .contains(type) && !type.endsWith(" class") && !type.endsWith(" record");
                    if (value && !m.group(1).contains("@return")) {
                        out.add(f.getFileName() + ": " + m.group(3));
                    }
                }
            }
        }
        return out;
    }

    @Test
    void everyDocumentedPublicMethodOfTheEnginesSaysWhatItReturns() throws IOException {
        Path engines = SOURCES.get(0);
        assertWithMessage("generated sources under %s (build them first)", engines).that(Files.isDirectory(engines))
                .isTrue();
        assertWithMessage("public methods without @return").that(undocumentedReturns(engines)).isEmpty();
    }

    @Test
    void theReturnCheckSeesAMissingReturn(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("Bad.java"), "class Bad {\n    /** The sum. */\n    public static int sum() {\n"
                + "        return 1;\n    }\n\n    /** {@return the sum} */\n    public static int total() {\n"
                + "        return 1;\n    }\n\n    /** Runs. */\n    public void run() {\n    }\n}\n");
        assertWithMessage("undocumented returns").that(undocumentedReturns(dir)).containsExactly("Bad.java: sum");
    }
}
