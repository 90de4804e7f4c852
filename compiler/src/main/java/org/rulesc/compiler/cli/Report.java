package org.rulesc.compiler.cli;

import java.io.PrintWriter;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.diag.Diagnostic;

/** Printing diagnostics and counts the same way for every command. */
final class Report {
    private Report() {}

    /** Every diagnostic, rendered, to stderr. */
    static void diagnostics(Context ctx, CompilationResult result) {
        for (Diagnostic d : result.diagnostics()) {
            String text = d.render();
            ctx.err().print(text.endsWith("\n") ? text : text + "\n");
        }
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
