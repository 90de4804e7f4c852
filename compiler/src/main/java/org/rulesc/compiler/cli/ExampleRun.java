package org.rulesc.compiler.cli;

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
record ExampleRun(int cases, int failures) {

    static ExampleRun of(Context ctx, CompilationResult result) {
        int cases = 0;
        int failures = 0;
        for (Model model : result.models()) {
            Examples.Report report = new Examples(new Interpreter(model)).runAll();
            cases += report.cases();
            Reporter reporter = new Reporter(model.rulebook.file());
            model.baseFiles.values().forEach(reporter::addFile);
            for (Examples.Failure f : report.failures()) {
                reporter.report(Code.EXAMPLE_FAILS, f.span(), f.message());
            }
            for (Diagnostic d : reporter.diagnostics()) {
                String text = d.render();
                ctx.err().print(text.endsWith("\n") ? text : text + "\n");
                failures++;
            }
        }
        return new ExampleRun(cases, failures);
    }

}
