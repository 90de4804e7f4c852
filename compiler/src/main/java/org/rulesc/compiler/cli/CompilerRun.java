package org.rulesc.compiler.cli;

import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diag.Code;

/** What {@code check} and {@code compile} share: load the rulebooks, run the compiler, report. */
record CompilerRun(List<SourceFile> sources, CompilationResult result) {

    /**
     * Loads the sources named on the command line (see {@link Sources#load}), runs {@code step}
     * over them with imports resolved from the same places, and prints every diagnostic; when
     * there are errors, also their counts followed by {@code onError}.
     *
     * @throws UserError when a file cannot be read or there is nothing to compile
     */
    static CompilerRun of(Context ctx, List<String> files, String basePackage,
            BiFunction<RulesCompiler, List<SourceFile>, CompilationResult> step, String onError) {
        return of(ctx, files, basePackage, step, onError, DiagnosticOptions.Format.text, Set.of());
    }

    /**
     * As {@link #of(Context, List, String, BiFunction, String)}, with the warnings in
     * {@code allowed} left out and the diagnostics written in {@code format}.
     */
    static CompilerRun of(Context ctx, List<String> files, String basePackage,
            BiFunction<RulesCompiler, List<SourceFile>, CompilationResult> step, String onError,
            DiagnosticOptions.Format format, Set<Code> allowed) {
        List<SourceFile> sources = Sources.load(ctx, files);
        CompilerOptions options = new CompilerOptions(basePackage).withResolver(Sources.resolver(ctx, files));
        CompilationResult result = step.apply(new RulesCompiler(options), sources).allowing(allowed);
        Report.diagnostics(ctx, result, format);
        if (result.hasErrors()) {
            Report.summaryOnError(ctx.err(), result, onError);
        }
        return new CompilerRun(sources, result);
    }

    /** Whether a rulebook has errors (already reported). */
    boolean failed() {
        return result.hasErrors();
    }
}
