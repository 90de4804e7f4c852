package org.rulesc.compiler.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;

/**
 * Coverage-guided fuzzing of parse → check → emit with Jazzer, seeded with small rulebooks and a
 * dictionary of the language's tokens. Whatever the text: no exception escapes the compiler, no
 * diagnostic is an internal error, and a rulebook the compiler accepts yields Java that javac
 * compiles ({@code -Xlint:all -Werror}) — for every input in the default build, which replays
 * the seeds and every finding kept in {@code CompilerFuzzTestInputs/compileAnyText}, and for one
 * accepted input in 64 while fuzzing (javac costs a second). The long run is documented in
 * docs/fuzzing.md: {@code JAZZER_FUZZ=1 ./mvnw -pl compiler -am test -Dtest=CompilerFuzzTest …}.
 */
class CompilerFuzzTest {
    private static final boolean FUZZING = System.getenv("JAZZER_FUZZ") != null;

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "rules.dict")
    void compileAnyText(FuzzedDataProvider data) throws IOException {
        String text = data.consumeRemainingAsString();
        CompilationResult result = new RulesCompiler(new CompilerOptions("fuzz.gen"))
                .compile(List.of(new SourceFile("fuzz.rules", text)));
        for (Diagnostic d : result.diagnostics()) {
            if (d.code() == Code.INTERNAL_ERROR) {
                throw new AssertionError("internal compiler error on:\n" + text + "\n" + d.render());
            }
        }
        if (result.hasErrors() || (FUZZING && Math.floorMod(text.hashCode(), 64) != 0)) {
            return;
        }
        Path dir = Files.createTempDirectory("rulesc-fuzz");
        try {
            Compile.javac(result, dir); // throws AssertionError with javac's messages when it does not compile
        } finally {
            try (var walk = Files.walk(dir)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
