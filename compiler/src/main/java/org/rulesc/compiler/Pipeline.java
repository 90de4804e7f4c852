package org.rulesc.compiler;

import java.util.ArrayList;
import java.util.List;

/** parse -> AST -> check -> emit, for a set of sources compiled together. */
final class Pipeline {
    private final CompilerOptions options;

    Pipeline(CompilerOptions options) {
        this.options = options;
    }

    CompilationResult run(List<SourceFile> sources, boolean emit) {
        // placeholder until the front end lands
        return new CompilationResult(new ArrayList<>(), List.of(), List.of(), List.of());
    }
}
