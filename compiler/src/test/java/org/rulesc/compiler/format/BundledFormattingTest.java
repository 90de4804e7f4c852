package org.rulesc.compiler.format;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.grammar.RulesLexer;

/**
 * The formatter on the five bundled rulebooks, each first laid out carelessly ({@link #messy}):
 * idempotent, and behaviour-preserving — the formatted rulebooks compile to byte-identical
 * engine Java, and their generated tests differ at most in the source line numbers they quote.
 */
class BundledFormattingTest {
    private static final Path BUNDLED = Path.of("../rulebooks/src/main/rules");

    private static List<SourceFile> original;
    private static List<SourceFile> formatted;

    @BeforeAll
    static void formatAll() throws IOException {
        original = new ArrayList<>();
        formatted = new ArrayList<>();
        try (Stream<Path> files = Files.list(BUNDLED)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".rules")).sorted().toList()) {
                SourceFile source = new SourceFile(p.getFileName().toString(), Files.readString(p));
                original.add(source);
                formatted.add(new SourceFile(source.displayPath(), format(new SourceFile(source.displayPath(), messy(source.text())))));
            }
        }
        assertThat(original).hasSize(5);
    }

    /**
     * The same tokens laid out carelessly: on each line, one space between every two tokens but
     * after an opening bracket (so tables lose their columns, {@code f(x, y)} becomes
     * {@code f (x , y )}), and every blank line doubled. The line breaks and each line's
     * indentation stay.
     */
    static String messy(String text) {
        RulesLexer lexer = new RulesLexer(CharStreams.fromString(text));
        StringBuilder out = new StringBuilder();
        List<String> lines = text.lines().toList();
        int line = 0;
        String previous = "";
        for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
            if (t.getLine() > line) {
                if (line > 0) {
                    out.append("\n".repeat(2 * (t.getLine() - line) - 1));
                }
                line = t.getLine();
                String source = lines.get(line - 1);
                out.append(source, 0, source.length() - source.stripLeading().length());
            } else if (!previous.equals("(") && !previous.equals("[")) {
                out.append(' '); // none after an opening bracket: the lines lined up under it stay so
            }
            out.append(t.getText());
            previous = t.getText();
            line += (int) t.getText().chars().filter(c -> c == '\n').count();
        }
        return out.append('\n').toString();
    }

    @Test
    void theMessyCopiesReallyDiffer() {
        for (int i = 0; i < original.size(); i++) {
            assertThat(messy(original.get(i).text())).isNotEqualTo(original.get(i).text());
        }
    }

    private static String format(SourceFile source) {
        Reporter reporter = new Reporter(source);
        return Formatter.format(reporter).orElseThrow(() -> new AssertionError(
                source.displayPath() + " does not format: " + reporter.diagnostics()));
    }

    @Test
    void theMessyCopiesFormatBackToTheBundledText() {
        for (int i = 0; i < original.size(); i++) {
            assertWithMessage(original.get(i).displayPath()).that(formatted.get(i).text()).isEqualTo(original.get(i).text());
        }
    }

    @Test
    void formattingIsIdempotent() {
        for (SourceFile once : formatted) {
            assertWithMessage(once.displayPath()).that(format(once)).isEqualTo(once.text());
        }
    }

    @Test
    void formattedRulebooksCompileToByteIdenticalEngines() {
        CompilationResult before = compile(original);
        CompilationResult after = compile(formatted);
        Map<String, String> engines = byPath(before.mainFiles());
        assertThat(engines).isNotEmpty();
        assertThat(byPath(after.mainFiles())).containsExactlyEntriesIn(engines);
    }

    @Test
    void generatedTestsDifferOnlyInTheLineNumbersTheyQuote() {
        Map<String, String> before = byPath(compile(original).testFiles());
        Map<String, String> after = byPath(compile(formatted).testFiles());
        assertThat(after.keySet()).containsExactlyElementsIn(before.keySet());
        for (String path : before.keySet()) {
            assertWithMessage(path).that(withoutLineNumbers(after.get(path)))
                    .isEqualTo(withoutLineNumbers(before.get(path)));
        }
    }

    /** A generated test names the line of its example: {@code "line 123: expect …"} becomes {@code "line N: expect …"}. */
    private static String withoutLineNumbers(String java) {
        return java.replaceAll("\\bline \\d+: ", "line N: ");
    }

    private static CompilationResult compile(List<SourceFile> sources) {
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults()).compile(sources);
        assertWithMessage(result.diagnostics().toString()).that(result.hasErrors()).isFalse();
        return result;
    }

    private static Map<String, String> byPath(List<GeneratedFile> files) {
        Map<String, String> out = new LinkedHashMap<>();
        for (GeneratedFile f : files) {
            out.put(f.relativePath(), f.content());
        }
        return out;
    }
}
