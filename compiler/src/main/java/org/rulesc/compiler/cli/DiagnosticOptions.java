package org.rulesc.compiler.cli;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Severity;
import picocli.CommandLine.Option;

/** {@code --format} and {@code --allow}: how diagnostics are written and which warnings are silenced. */
final class DiagnosticOptions {

    /** How diagnostics are written. */
    enum Format {
        /** {@code file:line:col: error[E0101]: message}, the line and a caret, to stderr */
        text,
        /** rulesc's JSON document (see docs/cli.md), to stdout */
        json,
        /** a SARIF 2.1.0 log, to stdout */
        sarif
    }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "how to write diagnostics: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); "
                    + "json and sarif go to stdout")
    Format format = Format.text;

    @Option(names = "--allow", paramLabel = "CODE", split = ",",
            description = "silence a warning by its code or name (W0301 or uncited-rule); repeatable")
    List<String> allow = new ArrayList<>();

    /**
     * The warnings to silence.
     *
     * @throws UserError for an unknown code, or the code of an error (errors cannot be silenced)
     */
    Set<Code> allowed() {
        Set<Code> codes = EnumSet.noneOf(Code.class);
        for (String a : allow) {
            Code code = Code.find(a.trim()).orElseThrow(() -> new UserError("--allow: unknown diagnostic `" + a
                    + "` (the codes are listed in docs/diagnostics.md)"));
            if (code.severity() == Severity.ERROR) {
                throw new UserError("--allow: " + code.code() + " (" + code.id() + ") is an error, and errors cannot "
                        + "be silenced; only warnings (W…) can");
            }
            codes.add(code);
        }
        return codes;
    }
}
