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
        return new Pipeline(options).run(sources, true);
    }

    /** Parses and checks only: for {@code rulesc check} and the plugin's check goal. */
    public CompilationResult check(List<SourceFile> sources) {
        return new Pipeline(options).run(sources, false);
    }
}
