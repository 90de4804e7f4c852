package org.rulesc.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.format.Formatter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc fmt [--check] [-w] FILE...}: the canonical layout of rulebooks. */
@Command(
        name = "fmt",
        description = {
            "Formats rulebooks: consistent spacing and indentation, tables aligned in columns, comments kept.",
            "Prints the formatted text to stdout; -w rewrites the files, --check lists those that would change."
        })
final class FmtCommand implements Callable<Integer> {
    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Option(names = {"-w", "--write"}, description = "rewrite each file in place instead of printing it")
    boolean write;

    @Option(names = "--check", description = "print the files that are not formatted and exit 1 if there is one; change nothing")
    boolean check;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = ".rules files, or directories to search for them")
    List<String> files;

    FmtCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        List<SourceFile> sources = Sources.load(ctx, files);
        int errors = 0;
        boolean unformatted = false;
        for (SourceFile source : sources) {
            Reporter reporter = new Reporter(source);
            Optional<String> formatted = Formatter.format(reporter);
            for (Diagnostic d : reporter.diagnostics()) {
                String text = d.render();
                ctx.err().print(text.endsWith("\n") ? text : text + "\n");
            }
            if (formatted.isEmpty()) {
                errors++;
                continue;
            }
            String text = formatted.get();
            boolean changed = !text.equals(source.text());
            if (check) {
                if (changed) {
                    ctx.out().println(source.displayPath());
                    unformatted = true;
                }
            } else if (write) {
                if (changed) {
                    writeInPlace(ctx.resolve(source.displayPath()), text);
                }
            } else {
                ctx.out().print(text);
            }
        }
        ctx.out().flush();
        if (errors > 0) {
            ctx.err().println(Report.plural(errors, "file") + " not formatted: "
                    + (errors == 1 ? "it does" : "they do") + " not parse");
            return Rulesc.EXIT_RULE_ERRORS;
        }
        return unformatted ? Rulesc.EXIT_RULE_ERRORS : Rulesc.EXIT_OK;
    }

    /** Through a temporary file beside it, so an interrupted write never leaves half a rulebook. */
    private void writeInPlace(Path file, String text) {
        try {
            Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".rulesc-fmt", ".tmp");
            try {
                Files.writeString(tmp, text, StandardCharsets.UTF_8);
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UserError("cannot write " + ctx.display(file) + ": " + Sources.describe(e));
        }
    }
}
