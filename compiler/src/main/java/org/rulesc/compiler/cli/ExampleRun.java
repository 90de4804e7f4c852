package org.rulesc.compiler.cli;

import java.util.ArrayList;
import java.util.List;

import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.interpret.Examples;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Model;

/**
 * {@code rulesc check} runs every example, forall case and probability row through the
 * interpreter, so a wrong example is an error at its own line without Maven or javac.
 */
record ExampleRun(int cases, List<Diagnostic> failures) {

    /** Runs the examples of every rulebook that checked; each failing case is an error at its line. */
    static ExampleRun of(CompilationResult result) {
        int cases = 0;
        List<Diagnostic> failures = new ArrayList<>();
        for (Model model : result.models()) {
            Examples.Report report = new Examples(new Interpreter(model)).runAll();
            cases += report.cases();
            Reporter reporter = new Reporter(model.rulebook.file());
            model.baseFiles.values().forEach(reporter::addFile);
            for (Examples.Failure f : report.failures()) {
                reporter.report(f.bounded() ? Code.EVALUATION_TOO_LARGE : Code.EXAMPLE_FAILS, f.span(), f.message());
            }
            failures.addAll(reporter.diagnostics());
        }
        return new ExampleRun(cases, List.copyOf(failures));
    }
}
