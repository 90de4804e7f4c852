package org.rulesc.compiler;

import java.util.List;
import java.util.Set;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Severity;

/**
 * What a compilation produced. When {@link #hasErrors()} is true both file lists are empty:
 * nothing is generated from a rulebook with an error.
 *
 * @param diagnostics every error and warning, in source order per file
 * @param mainFiles engine sources
 * @param testFiles JUnit 5 test sources
 * @param rulebookIds the ids of the rulebooks compiled, in input order
 * @param models the checked model of every rulebook that checked without error (for the
 *     interpreter and other back ends that do not go through Java)
 */
public record CompilationResult(
        List<Diagnostic> diagnostics,
        List<GeneratedFile> mainFiles,
        List<GeneratedFile> testFiles,
        List<String> rulebookIds,
        List<org.rulesc.compiler.model.Model> models) {

    public CompilationResult(List<Diagnostic> diagnostics, List<GeneratedFile> mainFiles,
            List<GeneratedFile> testFiles, List<String> rulebookIds) {
        this(diagnostics, mainFiles, testFiles, rulebookIds, List.of());
    }

    /** The same result without the warnings whose code is in {@code allowed}; errors always stay. */
    public CompilationResult allowing(Set<Code> allowed) {
        if (allowed.isEmpty()) {
            return this;
        }
        List<Diagnostic> kept = diagnostics.stream()
                .filter(d -> d.severity() == Severity.ERROR || !allowed.contains(d.code()))
                .toList();
        return new CompilationResult(kept, mainFiles, testFiles, rulebookIds, models);
    }

    /** The same result with {@code more} diagnostics after its own (what running the examples found). */
    public CompilationResult withDiagnostics(List<Diagnostic> more) {
        if (more.isEmpty()) {
            return this;
        }
        List<Diagnostic> all = new java.util.ArrayList<>(diagnostics);
        all.addAll(more);
        return new CompilationResult(List.copyOf(all), mainFiles, testFiles, rulebookIds, models);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }

    public long errorCount() {
        return diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).count();
    }

    public long warningCount() {
        return diagnostics.stream().filter(d -> d.severity() == Severity.WARNING).count();
    }
}
