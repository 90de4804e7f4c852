package org.rulesc.compiler.lsp;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Range;
import org.rulesc.compiler.diag.Severity;

/** The compiler's diagnostics of one document as the protocol carries them: code, range, related places. */
final class Diagnostics {
    private Diagnostics() {}

    static List<Diagnostic> of(Workspace.Document doc, Workspace workspace) {
        List<Diagnostic> out = new ArrayList<>();
        for (org.rulesc.compiler.diag.Diagnostic d : doc.analysis.result().diagnostics()) {
            if (!d.file().equals(doc.source.displayPath())) {
                continue; // a base rulebook's own problems are shown in the base
            }
            Diagnostic lsp = of(doc, d);
            List<DiagnosticRelatedInformation> related = new ArrayList<>();
            for (org.rulesc.compiler.diag.Diagnostic.Related r : d.related()) {
                String uri = workspace.uriOf(r.at().file());
                if (uri != null) {
                    related.add(new DiagnosticRelatedInformation(new Location(uri, range(doc, r.at())),
                            r.message()));
                }
            }
            if (!related.isEmpty()) {
                lsp.setRelatedInformation(related);
            }
            out.add(lsp);
        }
        return out;
    }

    /** One diagnostic without its related places (a quick fix names the diagnostic it fixes this way). */
    static Diagnostic of(Workspace.Document doc, org.rulesc.compiler.diag.Diagnostic d) {
        return new Diagnostic(doc.positions.range(d.line(), d.column(), d.length()),
                d.hint() == null || d.hint().isEmpty() ? d.message() : d.message() + "\nhint: " + d.hint(),
                d.severity() == Severity.ERROR ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
                "rulesc", d.code().code());
    }

    private static Range range(Workspace.Document doc,
            org.rulesc.compiler.diag.Diagnostic.Location at) {
        return at.file().equals(doc.source.displayPath()) ? doc.positions.range(at.line(), at.column(), at.length())
                : Positions.onLine(at.sourceLine(), at.line(), at.column(), at.length());
    }
}
