package org.rulesc.compiler.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.rulesc.compiler.lsp.RulesLanguageServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code rulesc lsp}: the language server, speaking the Language Server Protocol on stdin and stdout. */
@Command(
        name = "lsp",
        description = {
            "Runs the language server for editors (Language Server Protocol over stdin/stdout): diagnostics with"
                + " codes as you type, quick fixes, hover (type, label, citation, a check's odds), go to definition"
                + " (into a house rule's base too), references, rename, document outline, completion and formatting"
                + " (as rulesc fmt).",
            "Started by the editor, not by hand: see docs/editors.md."
        })
final class LspCommand implements Callable<Integer> {
    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Option(names = "--stdio", description = "use stdin and stdout (the default and only transport; accepted because"
            + " editors pass it)")
    boolean stdio;

    LspCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() throws InterruptedException {
        Path bundled;
        try {
            bundled = Sources.bundledDirectory(ctx);
        } catch (UserError outsideTheRepository) {
            bundled = null; // bases are then found beside the files and in the workspace only
        }
        // the protocol's bytes go straight to the descriptors: nothing else may write to stdout
        return RulesLanguageServer.serve(bundled, new FileInputStream(FileDescriptor.in),
                new FileOutputStream(FileDescriptor.out));
    }
}
