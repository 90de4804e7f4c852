package org.rulesc.compiler;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The compiler's front door: rulebook text in, diagnostics and Java sources out, all in
 * memory. The CLI and the Maven plugin write the files; this class never touches the disk,
 * so a failed compilation can never leave a half-written output directory.
 */
public final class RulesCompiler {
    private final CompilerOptions options;

    public RulesCompiler(CompilerOptions options) {
        this.options = options;
    }

    /** Parses, checks and (when there is no error) emits every source together. */
    public CompilationResult compile(List<SourceFile> sources) {
        return onLargeStack(() -> new Pipeline(options).run(sources, true));
    }

    /** Parses and checks only: for {@code rulesc check} and the plugin's check goal. */
    public CompilationResult check(List<SourceFile> sources) {
        return onLargeStack(() -> new Pipeline(options).run(sources, false));
    }

    /**
     * Parses and checks only, keeping the model of each source as far as the checker got, also
     * when it has errors: for the language server, which shows what resolved while the author
     * is typing. Nothing is emitted.
     */
    public Analysis analyze(List<SourceFile> sources) {
        return onLargeStack(() -> {
            Pipeline pipeline = new Pipeline(options);
            CompilationResult result = pipeline.run(sources, false);
            return new Analysis(result, java.util.Map.copyOf(pipeline.partialModels()));
        });
    }

    /**
     * The parser and every pass over expressions are recursive. Expressions are bounded
     * ({@code NestingLimits}: 100 levels of nesting, runs of 10,000 operands), and this stack
     * holds those bounds with a wide margin whatever thread (Maven's, a test's) calls in. The
     * stack is reserved address space, committed only as deep as a compilation goes.
     */
    static final long STACK_BYTES = 512L << 20;

    private static <T> T onLargeStack(Supplier<T> work) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(work.get());
            } catch (RuntimeException | Error e) {
                failure.set(e);
            }
        }, "rulesc-compiler", STACK_BYTES);
        thread.setContextClassLoader(Thread.currentThread().getContextClassLoader());
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            thread.interrupt();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while compiling", e);
        }
        if (failure.get() instanceof RuntimeException e) {
            throw e;
        } else if (failure.get() instanceof Error e) {
            throw e;
        }
        return result.get();
    }
}
