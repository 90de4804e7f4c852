package org.rulesc.compiler;

import java.util.List;

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
        return LargeStack.call(() -> new Pipeline(options).run(sources, true));
    }

    /** Parses and checks only: for {@code rulesc check} and the plugin's check goal. */
    public CompilationResult check(List<SourceFile> sources) {
        return LargeStack.call(() -> new Pipeline(options).run(sources, false));
    }

    /**
     * Parses and checks only, keeping the model of each source as far as the checker got, also
     * when it has errors: for the language server, which shows what resolved while the author
     * is typing. Nothing is emitted.
     */
    public Analysis analyze(List<SourceFile> sources) {
        return LargeStack.call(() -> {
            Pipeline pipeline = new Pipeline(options);
            CompilationResult result = pipeline.run(sources, false);
            return new Analysis(result, java.util.Map.copyOf(pipeline.partialModels()));
        });
    }
}
