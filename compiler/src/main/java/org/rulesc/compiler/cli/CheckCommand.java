package org.rulesc.compiler.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc check [FILE...]}: parse and check, write nothing. */
@Command(
        name = "check",
        description = {
            "Checks rulebooks and reports every error and warning; writes nothing.",
            "With no FILE, checks the bundled rulebooks (rulebooks/src/main/rules)."
        })
final class CheckCommand implements Callable<Integer> {
    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = ".rules files, or directories to search for them")
    List<String> files;

    @Mixin
    DiagnosticOptions diagnostics = new DiagnosticOptions();

    @Option(names = "--package", paramLabel = "PKG", converter = PackageName.class,
            description = "base Java package (default: ${DEFAULT-VALUE})")
    String basePackage = CompilerOptions.DEFAULT_BASE_PACKAGE;

    @Option(names = "--no-examples",
            description = "do not run the rulebooks' examples, forall and probabilities blocks through the interpreter")
    boolean noExamples;

    CheckCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        ExampleRun[] examples = {null};
        // the examples run before anything is reported, so a failing one is a diagnostic like any
        // other: in the text, and in the json and sarif documents
        CompilerRun run = CompilerRun.of(ctx, files, basePackage, (compiler, sources) -> {
            CompilationResult checked = compiler.check(sources);
            if (noExamples || checked.hasErrors()) {
                return checked;
            }
            examples[0] = ExampleRun.of(checked);
            return checked.withDiagnostics(examples[0].failures());
        }, "", diagnostics.format, diagnostics.allowed());
        if (run.failed()) {
            if (examples[0] != null && !examples[0].failures().isEmpty()) {
                ctx.err().println(Report.plural(examples[0].failures().size(), "failing example") + " (of "
                        + examples[0].cases() + " cases run by the interpreter)");
            }
            return Rulesc.EXIT_RULE_ERRORS;
        }
        String ok = "ok: " + Report.plural(run.sources().size(), "rulebook") + " checked";
        if (examples[0] != null && examples[0].cases() > 0) {
            ok += ", " + Report.plural(examples[0].cases(), "example case") + " passed";
        }
        if (run.result().warningCount() > 0) {
            ok += ", " + Report.plural(run.result().warningCount(), "warning");
        }
        // with --format json or sarif, stdout carries the document and nothing else
        (diagnostics.format == DiagnosticOptions.Format.text ? ctx.out() : ctx.err()).println(ok);
        return Rulesc.EXIT_OK;
    }
}
