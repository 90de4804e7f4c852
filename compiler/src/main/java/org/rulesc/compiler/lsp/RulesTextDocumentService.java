package org.rulesc.compiler.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightKind;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.format.Formatter;

/**
 * The per-document requests. The whole text comes with every change (full sync): rulebooks are
 * small, and the compiler checks one in milliseconds.
 */
final class RulesTextDocumentService implements TextDocumentService {
    private final Workspace workspace;
    private LanguageClient client;

    /**
     * Where every notification and request is worked on, one at a time and in the order they
     * came: the documents are touched by this thread only, and its stack is as large as the
     * compiler's, so walking an expression of 10,000 operands does not overflow it.
     */
    private final ExecutorService worker = Executors.newSingleThreadExecutor(task -> {
        Thread t = new Thread(null, task, "rulesc-lsp-worker", STACK_BYTES);
        t.setDaemon(true);
        return t;
    });

    /** The worker's stack: reserved address space, committed only as deep as a walk goes. */
    static final long STACK_BYTES = org.rulesc.compiler.LargeStack.STACK_BYTES;

    RulesTextDocumentService(Workspace workspace) {
        this.workspace = workspace;
    }

    /** Runs a request on the worker; a bug or a too-deep rulebook answers {@code fallback}, never kills the server. */
    private <T> CompletableFuture<T> async(Supplier<T> work, T fallback) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return work.get();
            } catch (StackOverflowError | RuntimeException e) {
                if (e instanceof ResponseErrorException refused) {
                    throw refused;
                }
                System.err.println("rulesc lsp: " + e);
                return fallback;
            }
        }, worker);
    }

    /** Completes when everything received so far has been worked on (before answering {@code shutdown}). */
    CompletableFuture<Object> drained() {
        return async(() -> null, null);
    }

    /** Runs a notification on the worker, after everything that came before it (and its answer went out). */
    void later(Runnable work) {
        async(() -> {
            work.run();
            return null;
        }, null);
    }

    void connect(LanguageClient client) {
        this.client = client;
    }

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        later(() -> changed(params.getTextDocument().getUri(), params.getTextDocument().getText()));
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        if (!params.getContentChanges().isEmpty()) {
            String text = params.getContentChanges().get(params.getContentChanges().size() - 1).getText();
            later(() -> changed(params.getTextDocument().getUri(), text));
        }
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        String uri = params.getTextDocument().getUri();
        later(() -> {
            workspace.close(uri);
            if (client != null) {
                client.publishDiagnostics(new PublishDiagnosticsParams(uri, List.of()));
            }
            reanalyseAll(); // a house rule that used this buffer as its base now reads the file
        });
    }

    @Override
    public void didSave(DidSaveTextDocumentParams params) {
        // the text is already current: every change came with it
    }

    /** Analyses the changed document, then the open house rules (one of them may extend it). */
    private void changed(String uri, String text) {
        publish(workspace.update(uri, text));
        for (Workspace.Document other : workspace.open()) {
            if (!other.uri.equals(uri) && other.model() != null && other.model().rulebook.base() != null) {
                publish(workspace.update(other.uri, other.source.text()));
            }
        }
    }

    /** Analyses every open document again (a base changed on disk, one was closed). */
    void reanalyseAll() {
        later(() -> {
            for (Workspace.Document doc : workspace.open()) {
                publish(workspace.update(doc.uri, doc.source.text()));
            }
        });
    }

    private void publish(Workspace.Document doc) {
        if (client != null) {
            client.publishDiagnostics(new PublishDiagnosticsParams(doc.uri, Diagnostics.of(doc, workspace)));
        }
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams params) {
        return async(() -> hoverNow(params), null);
    }

    private Hover hoverNow(HoverParams params) {
        Occurrences.Occurrence o = occurrence(params.getTextDocument().getUri(), params.getPosition());
        if (o == null) {
            return null;
        }
        Workspace.Document doc = workspace.get(params.getTextDocument().getUri());
        String text = o.symbol().markdown();
        if (o.call() != null && doc.model().typedIfChecked(o.call()) instanceof org.rulesc.compiler.model.Typed.Call t
                && t.callee() instanceof org.rulesc.compiler.model.Callee.Check c) {
            String odds = CallOdds.of(doc.model(), o.call(), c.decl());
            if (odds != null) {
                text += "\n" + odds + "\n";
            }
        }
        return new Hover(new MarkupContent(MarkupKind.MARKDOWN, text), range(doc, o.span()));
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(
            DefinitionParams params) {
        return async(() -> Either.forLeft(definitionNow(params)), Either.forLeft(List.of()));
    }

    private List<Location> definitionNow(DefinitionParams params) {
        Occurrences.Occurrence o = occurrence(params.getTextDocument().getUri(), params.getPosition());
        List<Location> out = new ArrayList<>();
        if (o != null && o.symbol().definition() != null) {
            location(o.symbol().definition()).ifPresent(out::add);
        }
        return out;
    }

    @Override
    public CompletableFuture<List<? extends Location>> references(ReferenceParams params) {
        return async(() -> referencesNow(params), List.of());
    }

    private List<Location> referencesNow(ReferenceParams params) {
        Occurrences.Occurrence o = occurrence(params.getTextDocument().getUri(), params.getPosition());
        List<Location> out = new ArrayList<>();
        if (o != null && o.symbol().definition() != null) {
            boolean withDeclaration = params.getContext() == null || params.getContext().isIncludeDeclaration();
            for (Workspace.Document doc : workspace.open()) {
                if (doc.occurrences() == null) {
                    continue;
                }
                for (Occurrences.Occurrence use : doc.occurrences().sameAs(o.symbol())) {
                    if (withDeclaration || !use.span().equals(o.symbol().definition())) {
                        out.add(new Location(doc.uri, range(doc, use.span())));
                    }
                }
            }
        }
        return out;
    }

    @Override
    public CompletableFuture<List<? extends DocumentHighlight>> documentHighlight(DocumentHighlightParams params) {
        return async(() -> highlightNow(params), List.of());
    }

    /** Where the name under the cursor is declared and used in this document. */
    private List<DocumentHighlight> highlightNow(DocumentHighlightParams params) {
        String uri = params.getTextDocument().getUri();
        Occurrences.Occurrence o = occurrence(uri, params.getPosition());
        Workspace.Document doc = workspace.get(uri);
        List<DocumentHighlight> out = new ArrayList<>();
        if (o != null && o.symbol().definition() != null) {
            for (Occurrences.Occurrence use : doc.occurrences().sameAs(o.symbol())) {
                out.add(new DocumentHighlight(range(doc, use.span()), use.span().equals(o.symbol().definition())
                        ? DocumentHighlightKind.Write : DocumentHighlightKind.Read));
            }
        }
        return out;
    }

    @Override
    public CompletableFuture<WorkspaceEdit> rename(RenameParams params) {
        return async(() -> Rename.edit(workspace, params.getTextDocument().getUri(), params.getPosition(),
                params.getNewName()), null);
    }

    @Override
    public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        return async(() -> codeActionNow(params), List.of());
    }

    private List<Either<Command, CodeAction>> codeActionNow(CodeActionParams params) {
        Workspace.Document doc = workspace.get(params.getTextDocument().getUri());
        List<Either<Command, CodeAction>> out = new ArrayList<>();
        if (doc != null) {
            QuickFixes.in(doc, params.getRange()).forEach(a -> out.add(Either.forRight(a)));
        }
        return out;
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(
            DocumentSymbolParams params) {
        return async(() -> documentSymbolNow(params), List.of());
    }

    private List<Either<SymbolInformation, DocumentSymbol>> documentSymbolNow(DocumentSymbolParams params) {
        Workspace.Document doc = workspace.get(params.getTextDocument().getUri());
        List<Either<SymbolInformation, DocumentSymbol>> out = new ArrayList<>();
        if (doc != null) {
            DocumentSymbols.of(doc).forEach(s -> out.add(Either.forRight(s)));
        }
        return out;
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> formatting(DocumentFormattingParams params) {
        return async(() -> formattingNow(params), List.of());
    }

    private List<TextEdit> formattingNow(DocumentFormattingParams params) {
        Workspace.Document doc = workspace.get(params.getTextDocument().getUri());
        if (doc == null) {
            return List.of();
        }
        SourceFile source = doc.source;
        Optional<String> formatted = Formatter.format(new Reporter(source));
        if (formatted.isEmpty() || formatted.get().equals(source.text())) {
            return List.of(); // a rulebook that does not parse is left alone
        }
        Range all = new Range(new Position(0, 0), doc.positions.end());
        return List.of(new TextEdit(all, formatted.get()));
    }

    @Override
    public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
        return async(() -> Either.forLeft(completionNow(params)), Either.forLeft(List.of()));
    }

    private List<CompletionItem> completionNow(CompletionParams params) {
        Workspace.Document doc = workspace.get(params.getTextDocument().getUri());
        if (doc == null) {
            return List.of();
        }
        return Completions.at(doc, params.getPosition().getLine() + 1, doc.positions.column(params.getPosition()));
    }

    private Occurrences.Occurrence occurrence(String uri, Position position) {
        Workspace.Document doc = workspace.get(uri);
        if (doc == null || doc.occurrences() == null) {
            return null;
        }
        return doc.occurrences().at(position.getLine() + 1, doc.positions.column(position));
    }

    private Optional<Location> location(Span span) {
        String uri = workspace.uriOf(span.file());
        if (uri == null) {
            return Optional.empty();
        }
        Workspace.Document open = workspace.get(uri);
        Positions positions = open != null ? open.positions : readPositions(span.file());
        return Optional.of(new Location(uri, positions.range(span.line(), span.column(), span.length())));
    }

    /** The positions of a file that is not open (a base rulebook on disk). */
    private static Positions readPositions(String path) {
        try {
            return new Positions(SourceFile.read(java.nio.file.Path.of(path)).text());
        } catch (java.io.IOException e) {
            return new Positions("");
        }
    }

    private static Range range(Workspace.Document doc, Span span) {
        return doc.positions.range(span.line(), span.column(), span.length());
    }
}
