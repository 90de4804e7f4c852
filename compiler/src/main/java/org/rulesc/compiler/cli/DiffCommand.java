package org.rulesc.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diff.Change;
import org.rulesc.compiler.diff.DiffReport;
import org.rulesc.compiler.diff.Differ;
import org.rulesc.compiler.diff.Render;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc diff OLD NEW}: what a revision of a rulebook changes, and how it moves the odds. */
@Command(
        name = "diff",
        description = {
            "Compares two revisions of a rulebook: what changed, whether generated code or old records break,",
            "and exactly how values and probabilities moved. OLD and NEW are .rules files, bundled rulebook ids",
            "or git revisions REV:path. A house rule against its base shows what the house rule changes.",
            "Example: rulesc diff HEAD~1:rulebooks/src/main/rules/battling.rules rulebooks/src/main/rules/battling.rules"
        },
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  nothing at or above --fail-on (always 0 without it)",
            "  1  changes at or above --fail-on",
            "  2  usage or I/O error",
            "  3  internal error",
            "  4  a revision has rule errors (printed as diagnostics)"
        })
final class DiffCommand implements Callable<Integer> {
    static final int EXIT_CHANGES = 1;
    static final int EXIT_REVISION_ERRORS = 4;

    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(index = "0", paramLabel = "OLD", description = "the old revision")
    String oldArg;

    @Parameters(index = "1", paramLabel = "NEW", description = "the new revision")
    String newArg;

    @Option(names = "--format", paramLabel = "FORMAT", description = "text (default), json or markdown")
    String format = "text";

    @Option(names = "--fail-on", paramLabel = "SEVERITY",
            description = "exit 1 when a change is at least this serious: breaking, balance or info")
    String failOn;

    DiffCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        Change.Severity threshold = null;
        if (failOn != null) {
            try {
                threshold = Change.Severity.valueOf(failOn.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new UserError("--fail-on takes breaking, balance or info, not `" + failOn + "`");
            }
        }
        if (!List.of("text", "json", "markdown").contains(format)) {
            throw new UserError("--format takes text, json or markdown, not `" + format + "`");
        }
        LoadedRulebook before = load(oldArg);
        LoadedRulebook after = load(newArg);
        if (before == null || after == null) {
            return EXIT_REVISION_ERRORS;
        }
        DiffReport report = Differ.diff(before.model(), after.model());
        ctx.out().print(switch (format) {
            case "json" -> Render.json(oldArg, newArg, report);
            case "markdown" -> Render.markdown(oldArg, newArg, report);
            default -> Render.text(oldArg, newArg, report);
        });
        return threshold != null && report.hasAtLeast(threshold) ? EXIT_CHANGES : Rulesc.EXIT_OK;
    }

    /** A file, a bundled id, or {@code REV:path} read with git. */
    private LoadedRulebook load(String arg) {
        int colon = arg.indexOf(':');
        boolean gitRevision = colon > 0 && !java.nio.file.Files.exists(ctx.resolve(arg))
                && !(colon == 1 && Character.isLetter(arg.charAt(0))); // not a Windows drive
        if (!gitRevision) {
            return LoadedRulebook.load(ctx, arg);
        }
        String path = arg.substring(colon + 1);
        String text = git(arg.substring(0, colon), path);
        return LoadedRulebook.of(ctx, new SourceFile(arg, text), List.of(path));
    }

    private String git(String revision, String path) {
        try {
            Process p = new ProcessBuilder("git", "show", revision + ":" + path)
                    .directory(ctx.workingDir().toFile()).redirectErrorStream(false).start();
            byte[] out = p.getInputStream().readAllBytes();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new UserError("cannot read " + revision + ":" + path + " from git"
                        + (err.isEmpty() ? "" : ": " + err.lines().findFirst().orElse("")));
            }
            return new String(out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("cannot run git: " + Sources.describe(e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("interrupted while reading " + revision + ":" + path);
        }
    }
}
