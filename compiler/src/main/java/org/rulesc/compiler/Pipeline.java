package org.rulesc.compiler;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.check.Checker;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Severity;
import org.rulesc.compiler.emit.Emitter;
import org.rulesc.compiler.emit.JavaNames;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.parse.RulebookParser;

/**
 * parse -> AST -> check -> emit, for a set of sources compiled together. Emission happens
 * only when no source has an error, so a broken rulebook never yields partial output.
 */
final class Pipeline {
    private final CompilerOptions options;

    Pipeline(CompilerOptions options) {
        this.options = options;
    }

    CompilationResult run(List<SourceFile> sources, boolean emit) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<Model> models = new ArrayList<>();
        Map<String, String> packages = new HashMap<>();
        for (SourceFile source : sources) {
            Reporter reporter = new Reporter(source);
            try {
                Optional<Rulebook> rulebook = RulebookParser.parse(reporter);
                if (rulebook.isPresent()) {
                    Rulebook rb = rulebook.get();
                    String pkg = rb.javaPackage() != null ? rb.javaPackage()
                            : options.basePackage() + "." + JavaNames.packageSegment(rb.id().text());
                    String previous = packages.putIfAbsent(pkg, source.displayPath());
                    if (previous != null) {
                        reporter.error(rb.id().span(), "rulebook id `" + rb.id().text() + "` is also used by "
                                + previous, "every rulebook compiled together needs its own id");
                    }
                    new Checker(reporter).check(rb, pkg).ifPresent(models::add);
                }
            } catch (RuntimeException internal) {
                // a compiler bug must still come out as a diagnostic, never as a stack trace
                reporter.add(Severity.ERROR, new org.rulesc.compiler.ast.Span(source.displayPath(), 1, 1, 1),
                        "internal compiler error: " + internal, "please report this with the rulebook that caused it");
            }
            diagnostics.addAll(reporter.diagnostics());
        }
        List<String> ids = models.stream().map(m -> m.rulebook.id().text()).toList();
        boolean failed = diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
        if (!emit || failed) {
            return new CompilationResult(diagnostics, List.of(), List.of(), failed ? List.of() : ids);
        }
        List<GeneratedFile> main = new ArrayList<>();
        List<GeneratedFile> tests = new ArrayList<>();
        for (Model model : models) {
            Emitter emitter = new Emitter(model);
            main.addAll(emitter.engine());
            tests.addAll(emitter.tests());
        }
        main.sort(Comparator.comparing(GeneratedFile::relativePath));
        tests.sort(Comparator.comparing(GeneratedFile::relativePath));
        return new CompilationResult(diagnostics, main, tests, ids);
    }
}
