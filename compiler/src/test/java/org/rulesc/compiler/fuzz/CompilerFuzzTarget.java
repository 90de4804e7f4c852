package org.rulesc.compiler.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.util.List;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.OnThisThread;
import org.rulesc.compiler.SourceFile;

/**
 * The long fuzzing run's target, for Jazzer's standalone driver (scripts/fuzz-compiler.sh; see
 * docs/fuzzing.md). Same oracle and same input decoding as {@link CompilerFuzzTest}, so a
 * finding's file replays there unchanged; javac runs for one accepted input in
 * {@value #JAVAC_ONE_IN} here (it costs far more than an execution), and for every accepted
 * input of the kept corpus — the inputs that reached new coverage — in the pass after the run
 * (the same target with {@code -Drulesc.fuzz.javacAll=true}, run over the corpus once).
 */
public final class CompilerFuzzTarget {
    static final int JAVAC_ONE_IN = 4096;
    /** Set for the pass over the kept corpus after the run: javac for every accepted input. */
    private static final boolean JAVAC_ALL = Boolean.getBoolean("rulesc.fuzz.javacAll");
    private static final CompilerOptions OPTIONS = new CompilerOptions("fuzz.gen");

    private static final java.util.concurrent.atomic.AtomicInteger COMPILED = new java.util.concurrent.atomic.AtomicInteger();

    private CompilerFuzzTarget() {}

    public static void fuzzerInitialize() {
        if (JAVAC_ALL) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> System.err.printf(
                    "javac pass: the Java of %d accepted inputs compiled%n", COMPILED.get())));
        }
    }

    public static void fuzzerTestOneInput(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsString();
        CompilationResult result = OnThisThread.compile(OPTIONS, List.of(new SourceFile("fuzz.rules", text)));
        if (FuzzOracle.noInternalError(text, result) && (JAVAC_ALL || Math.floorMod(text.hashCode(), JAVAC_ONE_IN) == 0)) {
            FuzzOracle.javacCompiles(result);
            COMPILED.incrementAndGet();
        }
    }
}
