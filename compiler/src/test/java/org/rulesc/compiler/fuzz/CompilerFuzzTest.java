package org.rulesc.compiler.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;

/**
 * Coverage-guided fuzzing of parse → check → emit with Jazzer, seeded with small rulebooks and a
 * dictionary of the language's tokens. Whatever the text: no exception escapes the compiler, no
 * diagnostic is an internal error, and a rulebook the compiler accepts yields Java that javac
 * compiles ({@code -Xlint:all -Werror}) — checked by {@link FuzzOracle} for every input in the
 * default build, which replays the seeds and every finding kept in
 * {@code CompilerFuzzTestInputs/compileAnyText}, and for one accepted input in 64 when fuzzing
 * through JUnit ({@code JAZZER_FUZZ=1}). The long run uses Jazzer's standalone driver on
 * {@link CompilerFuzzTarget}, which reads its input the same way: scripts/fuzz-compiler, see
 * docs/fuzzing.md.
 */
class CompilerFuzzTest {
    private static final boolean FUZZING = System.getenv("JAZZER_FUZZ") != null;

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "rules.dict")
    void compileAnyText(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsString();
        CompilationResult result = new RulesCompiler(new CompilerOptions("fuzz.gen"))
                .compile(List.of(new SourceFile("fuzz.rules", text)));
        if (FuzzOracle.noInternalError(text, result) && (!FUZZING || Math.floorMod(text.hashCode(), 64) == 0)) {
            FuzzOracle.javacCompiles(result);
        }
    }
}
