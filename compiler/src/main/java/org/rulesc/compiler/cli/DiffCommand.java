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
            "Example: rulesc diff HEAD~1:rules/my-game.rules rules/my-game.rules"
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

    @Parameters(index = "0", paramLabel = "OLD", arity = "0..1", description = "the old revision")
    String oldArg;

    @Parameters(index = "1", paramLabel = "NEW", arity = "0..1", description = "the new revision")
    String newArg;

    @Option(names = "--git", paramLabel = "REV", arity = "0..1", fallbackValue = "HEAD",
            description = "diff every .rules file that differs from REV (default HEAD) in the working tree")
    String gitRevision;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "text (default), json, markdown, github or sarif")
    String format = "text";

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "changes whose fingerprints this file lists are accepted: they no longer count for --fail-on")
    String baseline;

    @Option(names = "--write-baseline", paramLabel = "FILE",
            description = "write the fingerprints of every change found to FILE (accepting them)")
    String writeBaseline;

    @Option(names = "--fail-on", paramLabel = "SEVERITY",
            description = "exit 1 when a change is at least this serious: breaking, balance or info")
    String failOn;

    @Option(names = "--records", paramLabel = "DIR",
            description = "referee every game record (*.txt) in DIR under both revisions and list those whose verdict changes")
    String records;

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
        if (!List.of("text", "json", "markdown", "github", "sarif").contains(format)) {
            throw new UserError("--format takes text, json, markdown, github or sarif, not `" + format + "`");
        }
        List<DiffReport> reports = new java.util.ArrayList<>();
        List<String[]> pairs = new java.util.ArrayList<>();
        if (gitRevision != null) {
            if (oldArg != null) {
                throw new UserError("--git compares the working tree with a revision: give no OLD or NEW");
            }
            for (String path : changedRulebooks(gitRevision)) {
                pairs.add(new String[] {gitRevision + ":" + path, path});
            }
            if (pairs.isEmpty()) {
                ctx.err().println("no .rules file differs from " + gitRevision);
            }
        } else if (oldArg == null || newArg == null) {
            throw new UserError("give OLD and NEW (files, bundled rulebook ids or REV:path), or --git [REV]");
        } else {
            pairs.add(new String[] {oldArg, newArg});
        }
        java.util.Set<String> accepted = baseline == null ? java.util.Set.of() : Baseline.read(ctx, baseline);
        boolean failed = false;
        List<org.rulesc.compiler.diff.Change> all = new java.util.ArrayList<>();
        for (String[] pair : pairs) {
            LoadedRulebook before = load(pair[0]);
            LoadedRulebook after = load(pair[1]);
            if (before == null || after == null) {
                return EXIT_REVISION_ERRORS;
            }
            DiffReport report = Differ.diff(before.model(), after.model());
            if (records != null) {
                report = org.rulesc.compiler.diff.RecordReplay.replay(report, GameCommands.games(ctx, before, null),
                        GameCommands.games(ctx, after, null), records());
            }
            report = report.accepting(accepted);
            all.addAll(report.changes());
            reports.add(report);
            if (format.equals("sarif")) {
                continue; // one log for every pair, written below
            }
            ctx.out().print(switch (format) {
                case "json" -> Render.json(pair[0], pair[1], report);
                case "markdown" -> Render.markdown(pair[0], pair[1], report);
                case "github" -> Render.github(pair[0], pair[1], report);
                default -> Render.text(pair[0], pair[1], report);
            });
            failed |= threshold != null && report.hasAtLeast(threshold);
        }
        if (format.equals("sarif")) {
            ctx.out().print(org.rulesc.compiler.diff.DiffSarif.render(reports,
                    DiffCommand.class.getPackage().getImplementationVersion()));
        }
        if (writeBaseline != null) {
            Baseline.write(ctx, writeBaseline, all);
            ctx.err().println("wrote " + Report.plural(all.size(), "accepted change") + " to " + writeBaseline);
            return Rulesc.EXIT_OK;
        }
        return failed ? EXIT_CHANGES : Rulesc.EXIT_OK;
    }

    /** The record files of {@code --records DIR}: every {@code *.txt} in it, by name. */
    private java.util.Map<String, String> records() {
        java.nio.file.Path dir = ctx.resolve(records);
        if (!java.nio.file.Files.isDirectory(dir)) {
            throw new UserError("--records: " + records + " is not a directory");
        }
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.list(dir)) {
            for (java.nio.file.Path f : files.filter(f -> f.getFileName().toString().endsWith(".txt"))
                    .filter(java.nio.file.Files::isRegularFile).sorted().toList()) {
                // named as the user can open it: DIR as given, then the file's name
                out.put(records.replaceAll("[/\\\\]+$", "") + "/" + f.getFileName(),
                        java.nio.file.Files.readString(f, StandardCharsets.UTF_8));
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new UserError("--records: cannot read " + records + ": " + e.getMessage());
        }
        if (out.isEmpty()) {
            throw new UserError("--records: " + records + " holds no record file (*.txt)");
        }
        return out;
    }

    /** The .rules files that differ between {@code revision} and the working tree. */
    private List<String> changedRulebooks(String revision) {
        String out = run("cannot list the .rules files changed since " + revision, "git", "diff", "--name-only",
                "--relative", revision, "--", "*.rules");
        return out.lines().map(String::trim).filter(l -> !l.isEmpty())
                .filter(l -> java.nio.file.Files.exists(ctx.resolve(l))).toList();
    }

    private String run(String failure, String... command) {
        try {
            Process p = new ProcessBuilder(command).directory(ctx.workingDir().toFile()).start();
            byte[] out = p.getInputStream().readAllBytes();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new UserError(failure + (err.isEmpty() ? "" : ": " + err.lines().findFirst().orElse("")));
            }
            return new String(out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("cannot run git: " + Sources.describe(e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("interrupted while running git");
        }
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
        return run("cannot read " + revision + ":" + path + " from git", "git", "show", revision + ":" + path);
    }

}
