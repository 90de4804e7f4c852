package org.rulesc.compiler;

import java.util.List;

/**
 * {@link RulesCompiler#compile} without its large-stack thread, for the standalone fuzzer: that
 * thread costs more than compiling a small rulebook, and the fuzzer's own thread is given the
 * same stack ({@code -Xss512m}, as {@link LargeStack#STACK_BYTES}) by scripts/fuzz-compiler.sh.
 */
public final class OnThisThread {
    private OnThisThread() {}

    public static CompilationResult compile(CompilerOptions options, List<SourceFile> sources) {
        return new Pipeline(options).run(sources, true);
    }
}
