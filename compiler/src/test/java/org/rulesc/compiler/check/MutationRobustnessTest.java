package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diag.Diagnostic;

/**
 * Broken input must come back as diagnostics, never as a crash: a few hundred deterministic
 * mutations of a valid rulebook (deleted characters, inserted tokens, cut spans).
 */
class MutationRobustnessTest {
    private static final String[] TOKENS = {"{", "}", "(", ")", ":", ",", "×", "..", "+", "-", "cm", "d6", "if",
        "then", "let", "in", "\"x\"", "1", "-1", "roll", "success", "==", "<=", "[", "]", "expect", "=>", "replace"};

    @Test
    void mutatedRulebooksNeverCrashTheCompiler() {
        String original = Compile.resource("demo.rules");
        Random random = new Random(20261122);
        for (int i = 0; i < 400; i++) {
            String mutated = mutate(original, random);
            CompilationResult result = new RulesCompiler(CompilerOptions.defaults())
                    .compile(List.of(new SourceFile("m.rules", mutated)));
            for (Diagnostic d : result.diagnostics()) {
                assertWithMessage("mutation %s crashed the compiler:\n%s", i, mutated)
                        .that(d.message()).doesNotContain("internal compiler error");
            }
            if (result.hasErrors()) {
                assertWithMessage("mutation %s produced output despite errors", i).that(result.mainFiles()).isEmpty();
            }
        }
    }

    private static String mutate(String text, Random random) {
        StringBuilder s = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int pos = random.nextInt(s.length());
            switch (random.nextInt(3)) {
                case 0 -> s.deleteCharAt(pos);
                case 1 -> s.insert(pos, TOKENS[random.nextInt(TOKENS.length)]);
                default -> s.delete(pos, Math.min(s.length(), pos + random.nextInt(40)));
            }
        }
        return s.toString();
    }
}
