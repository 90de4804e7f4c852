package org.rulesc.compiler.lsp;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import org.eclipse.lsp4j.CompletionOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * {@code rulesc lsp}: a Language Server Protocol server for rulebooks. Every answer comes from
 * the compiler's own analysis of the document as the editor has it: the checker's diagnostics,
 * and the names it resolved (its model, also for a rulebook with errors).
 */
public final class RulesLanguageServer implements LanguageServer, LanguageClientAware {
    private final Workspace workspace;
    private final RulesTextDocumentService documents;
    private final CompletableFuture<Integer> exited = new CompletableFuture<>();
    private volatile boolean shutdown;

    /** Files watched by the editor changed on disk: a base rulebook may be among them. */
    private final WorkspaceService workspaceService = new WorkspaceService() {
        @Override
        public void didChangeConfiguration(org.eclipse.lsp4j.DidChangeConfigurationParams params) {
            // no settings yet
        }

        @Override
        public void didChangeWatchedFiles(org.eclipse.lsp4j.DidChangeWatchedFilesParams params) {
            documents.reanalyseAll();
        }
    };

    /** @param bundled the bundled rulebooks' directory (bases found there), or null */
    public RulesLanguageServer(Path bundled) {
        this.workspace = new Workspace(bundled);
        this.documents = new RulesTextDocumentService(workspace);
    }

    /**
     * Serves one client on {@code in}/{@code out} until it says {@code exit} or closes the stream.
     *
     * @return the exit code: 0 after {@code shutdown} then {@code exit}, 1 otherwise (as the protocol asks)
     */
    public static int serve(Path bundled, InputStream in, OutputStream out) throws InterruptedException {
        RulesLanguageServer server = new RulesLanguageServer(bundled);
        Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, in, out);
        server.connect(launcher.getRemoteProxy());
        Future<Void> listening = launcher.startListening();
        Thread closed = new Thread(() -> {
            try {
                listening.get();
            } catch (InterruptedException | ExecutionException | java.util.concurrent.CancellationException e) {
                // the stream is gone either way
            }
            // the input ended: finish what was received (its answers still go out), then stop
            server.documents.later(() -> server.exited.complete(server.shutdown ? 0 : 1));
        }, "rulesc-lsp-input");
        closed.setDaemon(true);
        closed.start();
        try {
            return server.exited.get();
        } catch (ExecutionException e) {
            return 1;
        }
    }

    @Override
    public void connect(LanguageClient client) {
        documents.connect(client);
    }

    @Override
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        List<WorkspaceFolder> folders = params.getWorkspaceFolders();
        if (folders != null) {
            for (WorkspaceFolder f : folders) {
                root(f.getUri());
            }
        } else if (params.getRootUri() != null) {
            root(params.getRootUri());
        }
        ServerCapabilities caps = new ServerCapabilities();
        caps.setTextDocumentSync(TextDocumentSyncKind.Full);
        caps.setHoverProvider(true);
        caps.setDefinitionProvider(true);
        caps.setReferencesProvider(true);
        caps.setRenameProvider(true);
        caps.setDocumentHighlightProvider(true);
        caps.setDocumentSymbolProvider(true);
        caps.setDocumentFormattingProvider(true);
        caps.setCodeActionProvider(new org.eclipse.lsp4j.CodeActionOptions(List.of(
                org.eclipse.lsp4j.CodeActionKind.QuickFix)));
        caps.setCompletionProvider(new CompletionOptions(false, List.of(".")));
        String version = RulesLanguageServer.class.getPackage().getImplementationVersion();
        return CompletableFuture.completedFuture(new InitializeResult(caps,
                new ServerInfo("rulesc", version == null ? "development build" : version)));
    }

    private void root(String uri) {
        try {
            URI u = URI.create(uri);
            if ("file".equals(u.getScheme())) {
                workspace.addRoot(Path.of(u));
            }
        } catch (IllegalArgumentException notAFolder) {
            // a workspace folder that is no file: nothing to search for bases there
        }
    }

    @Override
    public CompletableFuture<Object> shutdown() {
        shutdown = true;
        return documents.drained(); // the answers to every earlier request go out first
    }

    @Override
    public void exit() {
        // on the worker, after the answers to everything before it have been written
        documents.later(() -> exited.complete(shutdown ? 0 : 1));
    }

    @Override
    public TextDocumentService getTextDocumentService() {
        return documents;
    }

    @Override
    public WorkspaceService getWorkspaceService() {
        return workspaceService;
    }
}
