package org.rulesc.compiler.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Suggestions;

/**
 * Quick fixes from the compiler's did-you-mean hints: {@code unknown name `pistl`}, hint
 * {@code did you mean `pistol`?}, becomes "Change `pistl` to `pistol`", which replaces the
 * misspelt word where the diagnostic points.
 */
final class QuickFixes {
    private QuickFixes() {}

    /** The fixes for the document's diagnostics that overlap {@code range}. */
    static List<CodeAction> in(Workspace.Document doc, Range range) {
        List<CodeAction> out = new ArrayList<>();
        for (Diagnostic d : doc.analysis.result().diagnostics()) {
            String suggestion = Suggestions.suggested(d.hint());
            if (suggestion == null || !d.file().equals(doc.source.displayPath())) {
                continue;
            }
            Range at = doc.positions.range(d.line(), d.column(), d.length());
            if (!overlaps(at, range)) {
                continue;
            }
            TextEdit edit = edit(doc, d, suggestion);
            if (edit == null) {
                continue;
            }
            CodeAction action = new CodeAction("Change `" + wrong(doc, d) + "` to `" + suggestion + "`");
            action.setKind(CodeActionKind.QuickFix);
            action.setDiagnostics(List.of(Diagnostics.of(doc, d)));
            action.setIsPreferred(true);
            action.setEdit(new WorkspaceEdit(Map.of(doc.uri, List.of(edit))));
            out.add(action);
        }
        return out;
    }

    /**
     * Replaces the misspelt word: the first argument of the message that is written inside the
     * diagnostic's span (the whole span for a name, the unit of {@code 15cx} for a unit).
     */
    private static TextEdit edit(Workspace.Document doc, Diagnostic d, String suggestion) {
        String word = wrong(doc, d);
        if (word == null) {
            return null;
        }
        String text = spanText(doc, d);
        int at = text.indexOf(word);
        int column = d.column() + text.codePointCount(0, at);
        return new TextEdit(doc.positions.range(d.line(), column, word.codePointCount(0, word.length())), suggestion);
    }

    private static String wrong(Workspace.Document doc, Diagnostic d) {
        String text = spanText(doc, d);
        for (String arg : d.arguments()) {
            if (!arg.isEmpty() && text.contains(arg)) {
                return arg;
            }
        }
        return null;
    }

    /** The source text a diagnostic underlines. */
    private static String spanText(Workspace.Document doc, Diagnostic d) {
        String line = doc.source.line(d.line());
        int from = line.offsetByCodePoints(0, Math.min(d.column() - 1, line.codePointCount(0, line.length())));
        int to = line.offsetByCodePoints(from, Math.min(d.length(), line.codePointCount(from, line.length())));
        return line.substring(from, to);
    }

    private static boolean overlaps(Range a, Range b) {
        return !(before(a.getEnd(), b.getStart()) || before(b.getEnd(), a.getStart()));
    }

    private static boolean before(org.eclipse.lsp4j.Position x, org.eclipse.lsp4j.Position y) {
        return x.getLine() < y.getLine() || x.getLine() == y.getLine() && x.getCharacter() < y.getCharacter();
    }
}
