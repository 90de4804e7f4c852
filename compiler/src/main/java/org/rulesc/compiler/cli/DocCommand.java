package org.rulesc.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.doc.Site;
import org.rulesc.compiler.model.Model;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc doc [RULEBOOK...] -d DIR}: a static reference site, one page per rulebook plus an index. */
@Command(
        name = "doc",
        description = {
            "Writes a static reference site: index.html and one page per rulebook with its tables (as printed,"
                + " each cell marked cited, reading or house), formulas, constants, checks with exact odds charts"
                + " (inline SVG), statuses, notations and coverage of the source document.",
            "Pages are self-contained (no script, nothing fetched). Every number comes from the interpreter;"
                + " no Java is generated. With no RULEBOOK, the bundled rulebooks."
        })
final class DocCommand implements Callable<Integer> {
    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(paramLabel = "RULEBOOK", arity = "0..*",
            description = ".rules files, or directories to search for them")
    List<String> files;

    @Option(names = {"-d", "--directory"}, paramLabel = "DIR", defaultValue = "target/rulesc-doc",
            description = "where to write the pages (default: ${DEFAULT-VALUE})")
    String directory;

    DocCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        CompilerRun run = CompilerRun.of(ctx, files, CompilerOptions.DEFAULT_BASE_PACKAGE, RulesCompiler::check,
                ", no pages written");
        if (run.failed()) {
            return Rulesc.EXIT_RULE_ERRORS;
        }
        List<Site.Book> books = new ArrayList<>();
        for (Model model : run.result().models()) {
            books.add(Site.book(model));
        }
        Map<String, String> pages = Site.render(books);
        Path dir = ctx.resolve(directory);
        try {
            Files.createDirectories(dir);
            for (Map.Entry<String, String> page : pages.entrySet()) {
                Files.writeString(dir.resolve(page.getKey()), page.getValue(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UserError("cannot write " + ctx.display(dir) + ": " + Sources.describe(e));
        }
        ctx.out().println("wrote " + pages.size() + " pages to " + ctx.display(dir) + " (open "
                + ctx.display(dir.resolve("index.html")) + ")");
        return Rulesc.EXIT_OK;
    }
}
