package org.rulesc.compiler.diag;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Span;

/** Collects diagnostics for one source file, filling in the source line for the caret. */
public final class Reporter {
    private final SourceFile file;
    private final java.util.Map<String, SourceFile> others = new java.util.HashMap<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    public Reporter(SourceFile file) {
        this.file = file;
    }

    /** Another file whose spans may appear here (the base of a house-rule rulebook). */
    public void addFile(SourceFile other) {
        others.put(other.displayPath(), other);
    }

    public SourceFile file() {
        return file;
    }

    public void error(Span span, String message, String hint) {
        add(Severity.ERROR, span, message, hint);
    }

    public void error(Span span, String message) {
        add(Severity.ERROR, span, message, null);
    }

    public void warning(Span span, String message, String hint) {
        add(Severity.WARNING, span, message, hint);
    }

    public void add(Severity severity, Span span, String message, String hint) {
        int line = Math.max(1, span.line());
        SourceFile where = others.getOrDefault(span.file(), file);
        diagnostics.add(new Diagnostic(severity, where.displayPath(), line, Math.max(1, span.column()),
                Math.max(1, span.length()), message, hint, where.line(line)));
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }

    /** In source order, so a reader fixes them top to bottom. */
    public List<Diagnostic> diagnostics() {
        List<Diagnostic> sorted = new ArrayList<>(diagnostics);
        sorted.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return sorted;
    }
}
