package org.rulesc.compiler;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.check.Checker;
import org.rulesc.compiler.check.HouseRules;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Severity;
import org.rulesc.compiler.emit.Emitter;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.parse.RulebookParser;

/**
 * parse -> resolve bases (house rules) -> check -> emit, for a set of sources compiled
 * together. Emission happens only when no source has an error, so a broken rulebook never
 * yields partial output.
 */
final class Pipeline {
    private final CompilerOptions options;
    /** Parsed rulebooks by id: the sources compiled together, then bases found by the resolver. */
    private final Map<String, Parsed> byId = new LinkedHashMap<>();
    private final List<Diagnostic> resolved = new ArrayList<>();
    private final Map<String, SourceFile> baseFiles = new LinkedHashMap<>();
    /** The model of every source that parsed, errors or not (see {@link Checker#checkAll}). */
    private final Map<SourceFile, Model> partialModels = new LinkedHashMap<>();
    /** Why the last base looked up could not be read (set by {@link #find}), or null. */
    private String unreadableBase;

    private record Parsed(SourceFile source, Reporter reporter, Rulebook rulebook) {}

    Pipeline(CompilerOptions options) {
        this.options = options;
    }

    CompilationResult run(List<SourceFile> sources, boolean emit) {
        List<Parsed> parsed = new ArrayList<>();
        for (SourceFile source : sources) {
            Reporter reporter = new Reporter(source);
            Rulebook rb = guarded(reporter, () -> RulebookParser.parse(reporter)).orElse(null);
            Parsed p = new Parsed(source, reporter, rb);
            parsed.add(p);
            if (rb != null && byId.putIfAbsent(rb.id().text(), p) != null) {
                reporter.report(Code.DUPLICATE_RULEBOOK_ID, rb.id().span(), rb.id().text(),
                        byId.get(rb.id().text()).source().displayPath());
            }
        }
        List<Model> models = new ArrayList<>();
        Map<Model, Reporter> reporters = new LinkedHashMap<>();
        for (Parsed p : parsed) {
            if (p.rulebook() != null) {
                guarded(p.reporter(), () -> {
                    Rulebook rb = withBase(p.rulebook(), p.reporter(), new ArrayList<>());
                    String pkg = rb.javaPackage() != null ? rb.javaPackage()
                            : options.basePackage() + "." + JavaNames.packageSegment(rb.id().text());
                    Model model = new Checker(p.reporter()).checkAll(rb, pkg);
                    baseFiles.values().forEach(f -> model.baseFiles.put(f.displayPath(), f));
                    partialModels.put(p.source(), model);
                    return p.reporter().hasErrors() ? Optional.<Model>empty() : Optional.of(model);
                }).ifPresent(m -> {
                    models.add(m);
                    reporters.put(m, p.reporter());
                });
            }
        }
        SharedPackages.report(reporters);
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (Parsed p : parsed) {
            diagnostics.addAll(p.reporter().diagnostics());
        }
        diagnostics.addAll(resolved);
        diagnostics = capWarnings(diagnostics, parsed);
        List<String> ids = models.stream().map(m -> m.rulebook.id().text()).toList();
        boolean failed = diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
        if (!emit || failed) {
            return new CompilationResult(diagnostics, List.of(), List.of(), failed ? List.of() : ids, models);
        }
        List<GeneratedFile> main = new ArrayList<>();
        List<GeneratedFile> tests = new ArrayList<>();
        for (Model model : models) {
            Reporter reporter = new Reporter(model.rulebook.file());
            Optional<Boolean> emitted = guarded(reporter, () -> {
                Emitter emitter = new Emitter(model);
                main.addAll(emitter.engine());
                tests.addAll(emitter.tests());
                return Optional.of(true);
            });
            if (emitted.isEmpty()) {
                diagnostics.addAll(reporter.diagnostics());
                return new CompilationResult(diagnostics, List.of(), List.of(), List.of());
            }
        }
        main.sort(Comparator.comparing(GeneratedFile::relativePath));
        tests.sort(Comparator.comparing(GeneratedFile::relativePath));
        return new CompilationResult(diagnostics, main, tests, ids, models);
    }

    /** The model of every source that parsed, as far as the checker got: for the language server. */
    Map<SourceFile, Model> partialModels() {
        return partialModels;
    }

    /** More warnings than this in one file are counted, not shown. */
    static final int MAX_WARNINGS_PER_FILE = 100;

    /**
     * Keeps the first {@value #MAX_WARNINGS_PER_FILE} warnings of each file and replaces the
     * rest with one warning that counts them, so a huge generated rulebook cannot bury its
     * errors (which are all kept) under hundreds of thousands of lines.
     */
    private static List<Diagnostic> capWarnings(List<Diagnostic> all, List<Parsed> parsed) {
        Map<String, Integer> shown = new LinkedHashMap<>();
        Map<String, Diagnostic> firstHidden = new LinkedHashMap<>();
        Map<String, Integer> hidden = new LinkedHashMap<>();
        List<Diagnostic> kept = new ArrayList<>();
        for (Diagnostic d : all) {
            if (d.severity() == Severity.WARNING && shown.merge(d.file(), 1, Integer::sum) > MAX_WARNINGS_PER_FILE) {
                firstHidden.putIfAbsent(d.file(), d);
                hidden.merge(d.file(), 1, Integer::sum);
            } else {
                kept.add(d);
            }
        }
        for (Map.Entry<String, Diagnostic> e : firstHidden.entrySet()) {
            Diagnostic first = e.getValue();
            SourceFile file = parsed.stream().map(Parsed::source).filter(f -> f.displayPath().equals(e.getKey()))
                    .findFirst().orElse(new SourceFile(e.getKey(), ""));
            Reporter summary = new Reporter(file);
            int n = hidden.get(e.getKey());
            summary.report(Code.WARNINGS_NOT_SHOWN, new Span(file.displayPath(), first.line(), first.column(),
                    first.length()), n, n == 1 ? "" : "s", MAX_WARNINGS_PER_FILE);
            kept.addAll(summary.diagnostics());
        }
        return kept;
    }

    /** The rulebook with its base's declarations merged in (recursively), or itself. */
    private Rulebook withBase(Rulebook rb, Reporter reporter, List<String> chain) {
        if (rb.base() == null) {
            for (org.rulesc.compiler.ast.Decl d : rb.declarations()) {
                if (d instanceof org.rulesc.compiler.ast.Decl.Replace rep) {
                    reporter.report(Code.REPLACE_WITHOUT_BASE, rep.span(), rb.id().text());
                } else if (d instanceof org.rulesc.compiler.ast.Decl.Remove rem) {
                    reporter.report(Code.REMOVE_WITHOUT_BASE, rem.name().span(), rb.id().text());
                }
            }
            return rb;
        }
        chain.add(rb.id().text());
        String baseId = rb.base().text();
        if (chain.contains(baseId)) {
            reporter.report(Code.RULEBOOK_EXTENDS_ITSELF, rb.base().span(), rb.id().text(), String.join(" -> ", chain),
                    baseId);
            return rb;
        }
        unreadableBase = null;
        Parsed base = find(baseId);
        if (base == null && unreadableBase != null) {
            reporter.report(Code.UNREADABLE_BASE_RULEBOOK, rb.base().span(), baseId, unreadableBase);
            return rb;
        }
        if (base == null) {
            java.util.Set<String> known = new java.util.TreeSet<>(byId.keySet());
            try {
                known.addAll(options.resolver().ids());
            } catch (RuntimeException unreadable) {
                // no suggestion then
            }
            known.remove(rb.id().text());
            reporter.report(Code.UNKNOWN_BASE_RULEBOOK, rb.base().span(), baseId)
                    .hint(org.rulesc.compiler.diag.Suggestions.didYouMean(baseId, known));
            return rb;
        }
        if (base.rulebook() == null || base.reporter().hasErrors()) {
            reporter.report(Code.BASE_RULEBOOK_HAS_ERRORS, rb.base().span(), baseId, base.source().displayPath());
            return rb;
        }
        Rulebook baseBook = withBase(base.rulebook(), base.reporter(), chain);
        reporter.addFile(base.source());
        baseFiles.put(base.source().displayPath(), base.source());
        return HouseRules.merge(rb, baseBook, reporter);
    }

    private Parsed find(String id) {
        Parsed known = byId.get(id);
        if (known != null) {
            return known;
        }
        Optional<SourceFile> found;
        try {
            found = options.resolver().find(id);
        } catch (java.io.UncheckedIOException unreadable) {
            unreadableBase = unreadable.getMessage();
            return null;
        }
        if (found.isEmpty()) {
            return null;
        }
        Reporter reporter = new Reporter(found.get());
        Rulebook rb = guarded(reporter, () -> RulebookParser.parse(reporter)).orElse(null);
        Parsed p = new Parsed(found.get(), reporter, rb);
        byId.put(id, p);
        resolved.addAll(reporter.diagnostics());
        return p;
    }

    /** A compiler bug must still come out as a diagnostic, never as a stack trace. */
    private static <T> Optional<T> guarded(Reporter reporter, java.util.function.Supplier<Optional<T>> step) {
        try {
            return step.get();
        } catch (StackOverflowError deep) {
            reporter.report(Code.TOO_DEEP_TO_COMPILE, new Span(reporter.file().displayPath(), 1, 1, 1));
            return Optional.empty();
        } catch (RuntimeException internal) {
            reporter.report(Code.INTERNAL_ERROR, new Span(reporter.file().displayPath(), 1, 1, 1),
                    internal + where(internal));
            return Optional.empty();
        }
    }

    /** Where in the compiler an internal error was thrown, so that a report of it can be acted on. */
    private static String where(Throwable internal) {
        for (StackTraceElement frame : internal.getStackTrace()) {
            if (frame.getClassName().startsWith("org.rulesc.")) {
                return " (at " + frame.getClassName().substring(frame.getClassName().lastIndexOf('.') + 1) + "."
                        + frame.getMethodName() + ":" + frame.getLineNumber() + ")";
            }
        }
        return "";
    }

}
