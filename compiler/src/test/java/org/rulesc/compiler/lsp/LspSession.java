package org.rulesc.compiler.lsp;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * A client talking to {@code rulesc lsp}'s server through LSP4J's launcher over in-memory pipes:
 * every request and notification goes through the protocol's JSON, as from an editor.
 */
final class LspSession implements AutoCloseable {
    final LanguageServer server;
    final CompletableFuture<Integer> exitCode;
    private final BlockingQueue<PublishDiagnosticsParams> diagnostics = new LinkedBlockingQueue<>();
    private int version;

    LspSession(java.nio.file.Path bundled) {
        try {
            PipedOutputStream toServer = new PipedOutputStream();
            PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
            PipedOutputStream toClient = new PipedOutputStream();
            PipedInputStream clientIn = new PipedInputStream(toClient, 1 << 16);
            exitCode = CompletableFuture.supplyAsync(() -> {
                try {
                    return RulesLanguageServer.serve(bundled, serverIn, toClient);
                } catch (InterruptedException e) {
                    return -1;
                }
            });
            Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(new Client(), clientIn, toServer);
            launcher.startListening();
            server = launcher.getRemoteProxy();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void initialize() throws Exception {
        server.initialize(new InitializeParams()).get(30, TimeUnit.SECONDS);
        server.initialized(new InitializedParams());
    }

    void open(String uri, String text) {
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "rules", ++version, text)));
    }

    void change(String uri, String text) {
        server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                new VersionedTextDocumentIdentifier(uri, ++version), List.of(new TextDocumentContentChangeEvent(text))));
    }

    /** The next diagnostics published for {@code uri} (others' are skipped). */
    PublishDiagnosticsParams diagnosticsFor(String uri) throws InterruptedException {
        while (true) {
            PublishDiagnosticsParams p = diagnostics.poll(30, TimeUnit.SECONDS);
            if (p == null) {
                throw new AssertionError("no diagnostics published for " + uri);
            }
            if (p.getUri().equals(uri)) {
                return p;
            }
        }
    }

    @Override
    public void close() throws Exception {
        server.shutdown().get(30, TimeUnit.SECONDS);
        server.exit();
    }

    private final class Client implements LanguageClient {
        @Override
        public void telemetryEvent(Object object) {}

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams params) {
            diagnostics.add(params);
        }

        @Override
        public void showMessage(MessageParams params) {}

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams params) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams params) {}
    }
}
