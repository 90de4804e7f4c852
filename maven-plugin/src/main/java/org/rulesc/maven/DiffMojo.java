package org.rulesc.maven;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.resolution.ArtifactRequest;
import org.eclipse.aether.resolution.ArtifactResolutionException;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Severity;
import org.rulesc.compiler.diff.AcceptedChanges;
import org.rulesc.compiler.diff.Change;
import org.rulesc.compiler.diff.DiffReport;
import org.rulesc.compiler.diff.DiffSarif;
import org.rulesc.compiler.diff.Differ;
import org.rulesc.compiler.diff.Render;
import org.rulesc.compiler.model.Model;

/**
 * Compares the project's rulebooks (the main set, what {@code generate} compiles) with a
 * baseline, as {@code rulesc diff} does: a git revision of the project, or a directory or
 * {@code .rules} file holding the earlier rulebooks. Rulebooks are paired by their id. The report
 * is written under {@code target/rules-diff} in the formats asked for, summarized in the log,
 * and the build fails when a change not accepted is at least as serious as {@code failOn}.
 */
@Mojo(name = "diff", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class DiffMojo extends AbstractRulesMojo {
    private static final Map<String, String> EXTENSIONS = Map.of("text", "txt", "json", "json", "markdown", "md",
            "github", "github", "sarif", "sarif");

    /** The main rulebooks. */
    @Parameter(property = "rules.sourceDirectory", defaultValue = "${project.basedir}/src/main/rules")
    File sourceDirectory;

    /** Several main directories; when given, replaces {@code sourceDirectory}. */
    @Parameter
    List<File> sourceDirectories;

    /**
     * What to compare with: a git revision of the project ({@code HEAD~1}, {@code v1.0}, a commit),
     * an existing directory or {@code .rules} file with the earlier rulebooks, a jar that ships
     * them under {@code rules/}, or the Maven coordinates of such a jar
     * ({@code com.example:my-rules:1.0}, resolved from the project's repositories). Without it
     * the goal logs that there is nothing to compare with and does nothing.
     */
    @Parameter(property = "rules.diff.baseline")
    String baseline;

    /** Fails the build when a change is at least this serious: {@code breaking}, {@code balance} or {@code info}. */
    @Parameter(property = "rules.diff.failOn")
    String failOn;

    /** The reports to write: {@code text}, {@code json}, {@code markdown}, {@code github}, {@code sarif}. */
    @Parameter(property = "rules.diff.formats", defaultValue = "text")
    List<String> formats;

    /** Where the reports go ({@code diff.txt}, {@code diff.json}, {@code diff.md}, {@code diff.github}, {@code diff.sarif}). */
    @Parameter(property = "rules.diff.outputDirectory", defaultValue = "${project.build.directory}/rules-diff")
    File diffOutputDirectory;

    /**
     * A file of accepted changes, as {@code rulesc diff --baseline} reads and {@code --write-baseline}
     * writes: the changes it lists are marked accepted and do not count for {@code failOn}.
     */
    @Parameter(property = "rules.diff.acceptedChanges")
    File acceptedChanges;

    /**
     * Writes every change found to this file, in the form {@code acceptedChanges} reads, and does not
     * fail the build: how a reviewed change is accepted ({@code rulesc diff --write-baseline}).
     */
    @Parameter(property = "rules.diff.writeAcceptedChanges")
    File writeAcceptedChanges;

    /** For tests: runs git in this directory instead of the project's. */
    Path gitDirectory;

    /** For tests: resolves baseline coordinates instead of the repository system. */
    BaselineSources.Artifacts artifactsOverride;

    @Component
    RepositorySystem repositorySystem;

    @Override
    String goal() {
        return "diff";
    }

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        if (baseline == null || baseline.isBlank()) {
            getLog().info("No baseline to compare the rulebooks with: set rules.diff.baseline (a git revision,"
                    + " a directory or a .rules file)");
            return;
        }
        Change.Severity threshold = threshold();
        List<String> chosen = formats == null || formats.isEmpty() ? List.of("text") : formats.stream()
                .map(f -> f.trim().toLowerCase(Locale.ROOT)).distinct().toList();
        for (String f : chosen) {
            if (!EXTENSIONS.containsKey(f)) {
                throw new MojoExecutionException("formats: `" + f + "` is not one of text, json, markdown, github, sarif");
            }
        }
        Set<String> accepted = accepted();
        RulesBuild.Config config = config("diff", sourceDirectories, sourceDirectory, RulesBuild.Side.NONE, null,
                Set.of());
        SourceScanner.Scan now = SourceScanner.scan(config.sourceDirs(), AntPattern.all(config.includes()),
                AntPattern.all(config.excludes()), Set.of());
        if (now.existing().isEmpty()) {
            getLog().info("No rulebooks to compare: " + config.sourceDirs() + " does not exist");
            return;
        }
        Map<String, Revision> after = models("the rulebooks", now.included(), now.others());
        List<RuleInput> base = new BaselineSources(getLog(), config, gitDirectory == null
                ? (project.getBasedir() == null ? null : project.getBasedir().toPath()) : gitDirectory,
                artifactsOverride != null ? artifactsOverride : this::resolve).read(baseline);
        Map<String, Revision> before = models("the baseline " + baseline, base, List.of());

        List<DiffReport> reports = new ArrayList<>();
        Map<String, StringBuilder> out = new LinkedHashMap<>();
        chosen.forEach(f -> out.put(f, new StringBuilder()));
        for (Map.Entry<String, Revision> e : after.entrySet()) {
            Revision old = before.get(e.getKey());
            Revision current = e.getValue();
            DiffReport report = old == null ? single("rulebook-added", Change.Severity.INFO, e.getKey(), "added")
                    : Differ.diff(old.model(), current.model()).accepting(accepted);
            add(out, old == null ? "(none)" : old.name(), current.name(), report);
            reports.add(report);
        }
        for (Map.Entry<String, Revision> e : before.entrySet()) {
            if (!after.containsKey(e.getKey())) {
                DiffReport report = single("rulebook-removed", Change.Severity.BREAKING, e.getKey(), "removed")
                        .accepting(accepted);
                add(out, e.getValue().name(), "(none)", report);
                reports.add(report);
            }
        }
        if (out.containsKey("sarif")) {
            out.get("sarif").append(DiffSarif.render(reports, plugin == null ? null : plugin.getVersion()));
        }
        write(out);
        summarize(reports);
        if (writeAcceptedChanges != null) {
            List<Change> all = reports.stream().flatMap(r -> r.changes().stream()).toList();
            try {
                Path file = absolute(writeAcceptedChanges);
                if (file.getParent() != null) {
                    Files.createDirectories(file.getParent());
                }
                Files.writeString(file, AcceptedChanges.write(all), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new MojoExecutionException("cannot write " + writeAcceptedChanges + ": " + SourceScanner.message(e), e);
            }
            getLog().info("Wrote " + all.size() + (all.size() == 1 ? " accepted change" : " accepted changes") + " to "
                    + writeAcceptedChanges);
            return;
        }
        if (threshold != null && reports.stream().anyMatch(r -> r.hasAtLeast(threshold))) {
            long found = reports.stream().flatMap(r -> r.changes().stream())
                    .filter(c -> c.severity().compareTo(threshold) <= 0 && !isAccepted(c, accepted)).count();
            throw new MojoFailureException(found + (found == 1 ? " change" : " changes") + " at or above failOn "
                    + threshold.word() + " since " + baseline + " (see " + diffOutputDirectory + ")");
        }
    }

    /** The file of the artifact with these coordinates, from the project's repositories. */
    private Path resolve(String coordinates) throws MojoExecutionException {
        if (repositorySystem == null || session == null) {
            throw new MojoExecutionException("cannot resolve the baseline " + coordinates + ": no Maven repository session");
        }
        ArtifactRequest request = new ArtifactRequest(new DefaultArtifact(coordinates),
                project.getRemoteProjectRepositories(), null);
        try {
            return repositorySystem.resolveArtifact(session.getRepositorySession(), request).getArtifact().getFile()
                    .toPath();
        } catch (ArtifactResolutionException | IllegalArgumentException e) {
            throw new MojoExecutionException("cannot resolve the baseline " + coordinates + ": " + e.getMessage(), e);
        }
    }

    private static boolean isAccepted(Change c, Set<String> accepted) {
        return accepted.contains(c.fingerprint());
    }

    private Change.Severity threshold() throws MojoExecutionException {
        if (failOn == null || failOn.isBlank()) {
            return null;
        }
        try {
            return Change.Severity.valueOf(failOn.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("failOn takes breaking, balance or info, not `" + failOn + "`");
        }
    }

    private Set<String> accepted() throws MojoExecutionException {
        if (acceptedChanges == null) {
            return Set.of();
        }
        try {
            return AcceptedChanges.parse(Files.readAllLines(acceptedChanges.toPath(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new MojoExecutionException("cannot read acceptedChanges " + acceptedChanges + ": "
                    + SourceScanner.message(e), e);
        }
    }

    /** A checked rulebook, with the name its report gives it. */
    private record Revision(String name, Model model) {}

    /** Checks one side; its rule errors are logged and fail the build, as {@code rules:check} would. */
    private Map<String, Revision> models(String what, List<RuleInput> included, List<RuleInput> others)
            throws MojoExecutionException, MojoFailureException {
        List<SourceFile> sources = new ArrayList<>();
        for (RuleInput input : included) {
            try {
                sources.add(input.source());
            } catch (IOException e) {
                throw new MojoExecutionException("cannot read " + input.file() + ": " + SourceScanner.message(e), e);
            }
        }
        List<RuleInput> importable = new ArrayList<>(included);
        importable.addAll(others);
        RulebookIndex index = new RulebookIndex(importable, classpathOverride != null ? classpathOverride
                : () -> dependencyFiles(COMPILE_SCOPES), getLog());
        CompilationResult result;
        try {
            result = new RulesCompiler(new CompilerOptions(basePackage).withResolver(index)).check(sources);
        } catch (RuntimeException e) {
            throw new MojoExecutionException("internal compiler error: " + e, e);
        }
        if (index.failure() != null) {
            throw index.failure();
        }
        long errors = 0;
        for (Diagnostic d : result.diagnostics()) {
            if (d.severity() == Severity.ERROR) {
                getLog().error(d.render().stripTrailing());
                errors++;
            }
        }
        if (errors > 0) {
            throw new MojoFailureException(errors + (errors == 1 ? " rule error" : " rule errors") + " in " + what);
        }
        Map<String, Revision> out = new LinkedHashMap<>();
        for (Model m : result.models()) {
            out.put(m.rulebook.id().text(), new Revision(shorten(m.rulebook.file().displayPath()), m));
        }
        return out;
    }

    private String shorten(String path) {
        if (project.getBasedir() != null) {
            Path base = absolute(project.getBasedir());
            Path p = Path.of(path).toAbsolutePath().normalize();
            if (p.startsWith(base) && Files.exists(p)) {
                return base.relativize(p).toString().replace('\\', '/');
            }
        }
        return path;
    }

    private static DiffReport single(String id, Change.Severity severity, String rulebook, String what) {
        return new DiffReport(List.of(new Change(id, severity, "rulebook:" + rulebook, "rulebook " + rulebook + " " + what)),
                "different", 0);
    }

    private static void add(Map<String, StringBuilder> out, String oldName, String newName, DiffReport report) {
        out.forEach((format, text) -> text.append(switch (format) {
            case "json" -> Render.json(oldName, newName, report);
            case "markdown" -> Render.markdown(oldName, newName, report);
            case "github" -> Render.github(oldName, newName, report);
            case "sarif" -> ""; // one log for every pair, written at the end
            default -> Render.text(oldName, newName, report);
        }));
    }

    private void write(Map<String, StringBuilder> out) throws MojoExecutionException {
        Path dir = absolute(diffOutputDirectory);
        try {
            Files.createDirectories(dir);
            for (Map.Entry<String, StringBuilder> e : out.entrySet()) {
                Path file = dir.resolve("diff." + EXTENSIONS.get(e.getKey()));
                Files.writeString(file, e.getValue().toString(), StandardCharsets.UTF_8);
                getLog().info("Wrote " + file);
            }
        } catch (IOException e) {
            throw new MojoExecutionException("cannot write the diff report to " + dir + ": " + SourceScanner.message(e), e);
        }
    }

    /** One log line per severity with how many changes, and the verdict of each rulebook. */
    private void summarize(List<DiffReport> reports) {
        Map<Change.Severity, Integer> counts = new LinkedHashMap<>();
        for (Change.Severity s : Change.Severity.values()) {
            counts.put(s, 0);
        }
        reports.forEach(r -> r.changes().forEach(c -> counts.merge(c.severity(), 1, Integer::sum)));
        List<String> parts = new ArrayList<>();
        counts.forEach((s, n) -> parts.add(n + " " + s.word()));
        getLog().info("Rulebook changes since " + baseline + ": " + String.join(", ", parts));
        for (DiffReport r : reports) {
            for (Change c : r.changes()) {
                String line = c.severity().word() + "  " + c.id() + "  " + c.key()
                        + (r.accepted().contains(c.fingerprint()) ? "  (accepted)" : "");
                if (c.severity() == Change.Severity.BREAKING) {
                    getLog().warn(line);
                } else {
                    getLog().info(line);
                }
            }
        }
    }
}
