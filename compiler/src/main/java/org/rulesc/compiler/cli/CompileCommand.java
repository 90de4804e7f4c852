package org.rulesc.compiler.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.RulesCompiler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc compile [FILE...] [-d DIR] [--package PKG]}. */
@Command(
        name = "compile",
        description = {
            "Compiles rulebooks into Java engine sources (DIR/main/java) and JUnit 5 tests"
                    + " (DIR/test/java).",
            "With no FILE, compiles the bundled rulebooks (rulebooks/src/main/rules).",
            "Only when there is no error, rulesc writes into DIR the files that changed and deletes"
                    + " the ones it wrote before and no longer generates (listed in DIR/.rulesc-manifest);"
                    + " other files in DIR are left alone."
        })
final class CompileCommand implements Callable<Integer> {
    static final String DEFAULT_OUTPUT = "target/rulesc-out";
    static final String MAIN_DIR = "main/java";
    static final String TEST_DIR = "test/java";

    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = ".rules files, or directories to search for them")
    List<String> files;

    @Option(names = {"-d", "--output"}, paramLabel = "DIR",
            description = "output directory (default: ${DEFAULT-VALUE}, below the current directory)")
    String output = DEFAULT_OUTPUT;

    @Option(names = "--package", paramLabel = "PKG", converter = PackageName.class,
            description = "base Java package; each rulebook gets PKG.<id> unless it declares"
                    + " its own (default: ${DEFAULT-VALUE})")
    String basePackage = CompilerOptions.DEFAULT_BASE_PACKAGE;

    CompileCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        CompilerRun run = CompilerRun.of(ctx, files, basePackage, RulesCompiler::compile, "; nothing written");
        if (run.failed()) {
            return Rulesc.EXIT_RULE_ERRORS;
        }
        CompilationResult result = run.result();
        if (result.warningCount() > 0) {
            ctx.err().println(Report.plural(result.warningCount(), "warning"));
        }

        Path dir = ctx.resolve(output);
        Map<String, String> tree = new LinkedHashMap<>();
        for (GeneratedFile f : result.mainFiles()) {
            tree.put(MAIN_DIR + "/" + f.relativePath(), f.content());
        }
        for (GeneratedFile f : result.testFiles()) {
            tree.put(TEST_DIR + "/" + f.relativePath(), f.content());
        }
        TreeWriter.Report written;
        try {
            written = TreeWriter.write(dir, tree);
        } catch (TreeWriter.ForeignDirectoryException e) {
            throw new UserError("refusing to write into " + ctx.display(dir) + ": "
                    + TreeWriter.ForeignDirectoryException.REASON);
        } catch (TreeWriter.RefusedDirectoryException e) {
            throw new UserError(e.getMessage());
        } catch (IOException e) {
            throw new UserError("cannot write " + ctx.display(dir) + ": " + TreeWriter.describe(e));
        }
        if (!written.unknown().isEmpty()) {
            ctx.err().println("warning: " + ctx.display(dir) + " also holds what rulesc did not write (left alone): "
                    + TreeWriter.shortList(written.unknown()));
        }

        List<String> ids = result.rulebookIds();
        ctx.out().println(ids.isEmpty()
                ? "compiled " + Report.plural(run.sources().size(), "source file")
                        + ": no rulebook produced any output"
                : "compiled " + Report.plural(ids.size(), "rulebook") + ": " + String.join(", ", ids));
        ctx.out().println("  " + Report.plural(result.mainFiles().size(), "engine source")
                + " in " + ctx.display(dir.resolve(MAIN_DIR)));
        ctx.out().println("  " + Report.plural(result.testFiles().size(), "test source")
                + " in " + ctx.display(dir.resolve(TEST_DIR)));
        return Rulesc.EXIT_OK;
    }
}
