package org.rulesc.compiler.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.model.Model;

/**
 * The one rulebook an interpreting command works on ({@code eval}, {@code roll}): a bundled
 * rulebook by its id, or a {@code .rules} file (a house rule finds its base as {@code check}
 * finds it). Checked, never compiled to Java.
 */
record LoadedRulebook(SourceFile source, Model model) {

    /**
     * @return the loaded rulebook, or null when it has rule errors (already printed)
     * @throws UserError when there is no such rulebook or file
     */
    static LoadedRulebook load(Context ctx, String rulebook) {
        Path path = ctx.resolve(rulebook);
        List<String> args;
        SourceFile source;
        if (rulebook.endsWith(".rules") || Files.isRegularFile(path)) {
            args = List.of(rulebook);
            source = Sources.load(ctx, args).get(0);
        } else {
            args = List.of();
            source = Sources.resolver(ctx, args).find(rulebook).orElseThrow(() -> new UserError(
                    "no rulebook `" + rulebook + "`: name a bundled rulebook by its id (" + bundledIds(ctx)
                            + ") or a .rules file"));
        }
        return of(ctx, source, args);
    }

    /** A rulebook from its text (a git revision…); {@code args} say where its base may be found. */
    static LoadedRulebook of(Context ctx, SourceFile source, List<String> args) {
        CompilerOptions options = new CompilerOptions(CompilerOptions.DEFAULT_BASE_PACKAGE)
                .withResolver(Sources.resolver(ctx, args));
        CompilationResult result = new RulesCompiler(options).check(List.of(source));
        if (result.hasErrors()) {
            Report.diagnostics(ctx, result, DiagnosticOptions.Format.text);
            Report.summaryOnError(ctx.err(), result, "");
            return null;
        }
        Model model = result.models().stream().filter(m -> m.rulebook.file() == source
                || m.rulebook.file().displayPath().equals(source.displayPath())).findFirst()
                .orElse(result.models().get(result.models().size() - 1));
        return new LoadedRulebook(source, model);
    }

    private static String bundledIds(Context ctx) {
        try {
            return String.join(", ", Sources.rulesFilesIn(Sources.bundledDirectory(ctx)).stream()
                    .map(p -> org.rulesc.compiler.RulebookHeader.id(read(p)).orElse("?")).toList());
        } catch (UserError none) {
            return "none found";
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            return "";
        }
    }
}
