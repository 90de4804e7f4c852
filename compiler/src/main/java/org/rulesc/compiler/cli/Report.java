package org.rulesc.compiler.cli;

import java.io.PrintWriter;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.DiagnosticsJson;
import org.rulesc.compiler.diag.Sarif;

/** Printing diagnostics and counts the same way for every command. */
final class Report {
    private Report() {}

    /** Every diagnostic: as text to stderr, or as one JSON or SARIF document to stdout. */
    static void diagnostics(Context ctx, CompilationResult result, DiagnosticOptions.Format format) {
        switch (format) {
            case text -> {
                for (Diagnostic d : result.diagnostics()) {
                    String text = d.render();
                    ctx.err().print(text.endsWith("\n") ? text : text + "\n");
                }
            }
            case json -> ctx.out().print(DiagnosticsJson.render(result.diagnostics()));
            case sarif -> ctx.out().print(Sarif.render(result.diagnostics(),
                    Report.class.getPackage().getImplementationVersion()));
        }
        ctx.out().flush();
    }

    /** {@code 2 errors, 1 warning}; the warning part only when there are warnings. */
    static String counts(long errors, long warnings) {
        String s = plural(errors, "error");
        return warnings > 0 ? s + ", " + plural(warnings, "warning") : s;
    }

    static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    static void summaryOnError(PrintWriter err, CompilationResult result, String tail) {
        err.println(counts(result.errorCount(), result.warningCount()) + tail);
    }
}
