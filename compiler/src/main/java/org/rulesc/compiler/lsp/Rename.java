package org.rulesc.compiler.lsp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * Renames a declared name everywhere the checker resolved it in the open rulebooks. Before the
 * edit is proposed, the edited rulebooks are analysed again: a rename that would leave more
 * errors than there are now (a clash, a keyword, a use the server does not follow) is refused
 * with the first new error, so a rename never breaks a rulebook.
 */
final class Rename {
    private Rename() {}

    static WorkspaceEdit edit(Workspace workspace, String uri, Position position, String newName) {
        Workspace.Document doc = workspace.get(uri);
        Occurrences.Occurrence o = doc == null || doc.occurrences() == null ? null
                : doc.occurrences().at(position.getLine() + 1, doc.positions.column(position));
        if (o == null || o.symbol().definition() == null) {
            throw refused("there is no declared name here to rename");
        }
        if (!newName.matches("[\\p{L}_][\\p{L}\\p{N}_]*")) {
            throw refused("`" + newName + "` is not a name");
        }
        String declaredIn = workspace.uriOf(o.symbol().definition().file());
        if (declaredIn == null || workspace.get(declaredIn) == null) {
            throw refused("`" + o.symbol().name() + "` is declared in " + o.symbol().definition().file()
                    + ", which is not open: open it to rename it");
        }
        Map<String, List<TextEdit>> changes = new LinkedHashMap<>();
        Map<String, String> texts = new LinkedHashMap<>();
        for (Workspace.Document d : workspace.open()) {
            if (d.occurrences() == null) {
                continue;
            }
            List<TextEdit> edits = new ArrayList<>();
            for (Occurrences.Occurrence use : d.occurrences().sameAs(o.symbol())) {
                Range r = d.positions.range(use.span().line(), use.span().column(), use.span().length());
                edits.add(new TextEdit(r, newName));
            }
            if (!edits.isEmpty()) {
                changes.put(d.uri, edits);
                texts.put(d.uri, apply(d, edits));
            }
        }
        long before = workspace.open().stream().mapToLong(d -> d.analysis.result().errorCount()).sum();
        Workspace after = workspace.with(texts);
        long errors = after.open().stream().mapToLong(d -> d.analysis.result().errorCount()).sum();
        if (errors > before) {
            String first = after.open().stream().flatMap(d -> d.analysis.result().diagnostics().stream())
                    .filter(d -> d.severity() == org.rulesc.compiler.diag.Severity.ERROR)
                    .map(d -> d.file() + ":" + d.line() + ":" + d.column() + ": " + d.message()).findFirst().orElse("");
            throw refused("renaming `" + o.symbol().name() + "` to `" + newName + "` would leave "
                    + (errors - before) + " more error" + (errors - before == 1 ? "" : "s") + ": " + first);
        }
        return new WorkspaceEdit(changes);
    }

    /** The document's text with the edits (each on one line, none overlapping) applied. */
    private static String apply(Workspace.Document doc, List<TextEdit> edits) {
        String[] lines = doc.source.text().split("\n", -1);
        List<TextEdit> sorted = new ArrayList<>(edits);
        sorted.sort((a, b) -> a.getRange().getStart().getLine() != b.getRange().getStart().getLine()
                ? b.getRange().getStart().getLine() - a.getRange().getStart().getLine()
                : b.getRange().getStart().getCharacter() - a.getRange().getStart().getCharacter());
        for (TextEdit e : sorted) {
            int line = e.getRange().getStart().getLine();
            String text = lines[line];
            lines[line] = text.substring(0, e.getRange().getStart().getCharacter()) + e.getNewText()
                    + text.substring(e.getRange().getEnd().getCharacter());
        }
        return String.join("\n", lines);
    }

    private static ResponseErrorException refused(String message) {
        return new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, message, null));
    }
}
