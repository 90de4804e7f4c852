package org.rulesc.maven;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.cli.TreeWriter;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Severity;

/**
 * One compilation unit of a goal: the rulebooks below some source directories, compiled
 * together, with a stale check and (for the generate goals) an output directory.
 *
 * <p>Incremental strategy: when anything that can affect the output changed, every
 * rulebook of the set is compiled again in memory (the compiler needs the whole set to
 * check cross-rulebook names anyway, and it is fast), and {@link TreeWriter} writes only the
 * files whose content changed, removes the ones no longer generated and leaves the rest with
 * their old modification time. When nothing changed (same inputs hash, same imports, output
 * directory exactly as the last build left it) nothing is compiled and nothing is written.
 */
final class RulesBuild {

    /** Which generated files a goal writes. */
    enum Side {
        MAIN("engine sources"),
        TEST("tests"),
        /** Check only: nothing is generated. */
        NONE("nothing");

        final String what;

        Side(String what) {
            this.what = what;
        }
    }

    /**
     * Everything that determines one set's output.
     *
     * @param goal the goal name, for the state directory and the inputs hash
     * @param set "main" or "test" for the check goal, else the goal name again
     * @param basedir the project directory, to shorten paths in log lines
     * @param sourceDirs absolute source directories, in order
     * @param skipFiles files left out (already in another set)
     * @param allowed warnings silenced by code, never logged or counted
     * @param side which generated files are written
     * @param outputDir where they go; null when {@code side} is NONE
     * @param stateFile the stale-check state of this execution and set
     * @param pluginVersion this plugin's version
     * @param optional whether a missing source directory is normal (the check goal's test
     *     set): then it is logged at debug level only
     */
    record Config(
            String goal,
            String set,
            Path basedir,
            List<Path> sourceDirs,
            List<String> includes,
            List<String> excludes,
            Set<Path> skipFiles,
            String basePackage,
            boolean failOnWarning,
            Set<Code> allowed,
            Side side,
            Path outputDir,
            Path stateFile,
            String pluginVersion,
            boolean optional) {}

    enum Outcome {
        /** None of the source directories exists: no output, no source root. */
        NO_SOURCES,
        /** Nothing changed since the last build: nothing compiled, nothing written. */
        UP_TO_DATE,
        /** Compiled (and, when something changed, written). */
        BUILT
    }

    /** @param included the files compiled (or that would have been, when up to date) */
    record Result(Outcome outcome, List<Path> included) {}

    /** How much older than the state a file must be for its recorded hash to be trusted. */
    private static final long RACY_MILLIS = 2_000;

    private final Config config;
    private final Log log;
    private final RulebookIndex.Classpath classpath;
    /** Each source's {@code size@time sha}, for the next state. */
    private final Map<String, String> sourceHashes = new LinkedHashMap<>();

    RulesBuild(Config config, Log log, RulebookIndex.Classpath classpath) {
        this.config = config;
        this.log = log;
        this.classpath = classpath;
    }

    Result run() throws MojoExecutionException, MojoFailureException {
        long start = System.nanoTime();
        long startCpu = log.isDebugEnabled() ? cpuTime() : 0; // the JMX bean costs a few ms to load
        SourceScanner.Scan scan = SourceScanner.scan(config.sourceDirs(),
                AntPattern.all(config.includes()), AntPattern.all(config.excludes()), config.skipFiles());
        List<Path> included = scan.included().stream().map(RuleInput::file).toList();
        if (scan.existing().isEmpty()) {
            noSources();
            return new Result(Outcome.NO_SOURCES, included);
        }
        for (Path missing : scan.missing()) {
            log.debug("Source directory " + missing + " does not exist");
        }

        long scanned = System.nanoTime();
        BuildState previous = BuildState.read(config.stateFile());
        List<CodeFingerprint.Location> code = code(previous);
        long fingerprinted = System.nanoTime();
        String key = key(scan, code, previous);
        List<RuleInput> all = new ArrayList<>(scan.included());
        all.addAll(scan.others());
        RulebookIndex index = new RulebookIndex(all, classpath, log);

        boolean upToDate = previous != null && previous.key().equals(key) && outputsAsLeft(previous)
                && importsUnchanged(previous, index);
        if (log.isDebugEnabled()) {
            long checked = System.nanoTime();
            log.debug("Stale check: scan " + (scanned - start) / 1_000_000 + " ms, state and code fingerprint "
                    + (fingerprinted - scanned) / 1_000_000 + " ms, hash and compare " + (checked - fingerprinted) / 1_000_000
                    + " ms; " + (cpuTime() - startCpu) / 1_000_000 + " ms CPU time on this thread");
        }
        if (upToDate) {
            if (!previous.code().equals(code) || !previous.sources().equals(sourceHashes)) {
                // same content under a new size or time (a jar rebuilt from the same classes, a
                // touched rulebook): remember them so that the next build need not read it again
                writeState(new BuildState(key, sourceHashes, code, previous.imports(), previous.outputs(),
                        previous.warnings(), previous.rulebooks(), 0));
            }
            previous.warnings().forEach(log::warn);
            log.info(upToDate(previous, elapsed(start)));
            return new Result(Outcome.UP_TO_DATE, included);
        }
        deleteState();

        CompilationResult result = compile(scan.included(), index);
        List<GeneratedFile> files = switch (config.side()) {
            case MAIN -> result.mainFiles();
            case TEST -> result.testFiles();
            case NONE -> List.of();
        };
        TreeWriter.Report report = config.outputDir() == null ? null : write(config.outputDir(), files);
        if (report != null && !report.unknown().isEmpty()) {
            log.warn(shorten(config.outputDir()) + " also holds what rulesc did not write (left alone): "
                    + TreeWriter.shortList(report.unknown()));
        }
        List<String> warnings = result.diagnostics().stream()
                .filter(d -> d.severity() != Severity.ERROR)
                .map(d -> d.render().stripTrailing())
                .toList();
        writeState(new BuildState(key, sourceHashes, code, index.lookups(), outputs(), warnings,
                result.rulebookIds().size(), 0));
        log.info(built(scan, result, report, elapsed(start)));
        return new Result(Outcome.BUILT, included);
    }

    /**
     * Checks the set now, without a stale check, for a goal that needs the checked models
     * ({@code rules:doc}); diagnostics are logged and errors fail as in {@link #run}. Null when no
     * source directory exists.
     */
    CompilationResult checkNow() throws MojoExecutionException, MojoFailureException {
        SourceScanner.Scan scan = SourceScanner.scan(config.sourceDirs(),
                AntPattern.all(config.includes()), AntPattern.all(config.excludes()), config.skipFiles());
        if (scan.existing().isEmpty()) {
            noSources();
            return null;
        }
        List<RuleInput> all = new ArrayList<>(scan.included());
        all.addAll(scan.others());
        return compile(scan.included(), new RulebookIndex(all, classpath, log));
    }

    /** Compiles (or checks) the set; logs the diagnostics; fails on errors and, when asked, on warnings. */
    private CompilationResult compile(List<RuleInput> inputs, RulebookIndex index)
            throws MojoExecutionException, MojoFailureException {
        if (inputs.isEmpty()) {
            return new CompilationResult(List.of(), List.of(), List.of(), List.of());
        }
        List<SourceFile> sources = new ArrayList<>();
        for (RuleInput input : inputs) {
            try {
                sources.add(input.source());
            } catch (CharacterCodingException e) {
                throw new MojoExecutionException("cannot read " + input.file() + ": " + e.getMessage(), e);
            } catch (IOException e) {
                throw new MojoExecutionException("cannot read " + input.file() + ": " + SourceScanner.message(e), e);
            }
        }
        RulesCompiler compiler = new RulesCompiler(new CompilerOptions(config.basePackage()).withResolver(index));
        CompilationResult result;
        try {
            result = (config.side() == Side.NONE ? compiler.check(sources) : compiler.compile(sources))
                    .allowing(config.allowed());
        } catch (RuntimeException e) {
            throw new MojoExecutionException("internal compiler error: " + e, e);
        }
        if (index.failure() != null) {
            throw index.failure();
        }
        for (Diagnostic d : result.diagnostics()) {
            String text = d.render().stripTrailing();
            if (d.severity() == Severity.ERROR) {
                log.error(text);
            } else {
                log.warn(text);
            }
        }
        long errors = result.errorCount();
        if (errors > 0) {
            throw new MojoFailureException(count(errors, "rule error") + " in " + dirs(config.sourceDirs()));
        }
        long warnings = result.warningCount();
        if (warnings > 0 && config.failOnWarning()) {
            throw new MojoFailureException(count(warnings, "rule warning") + " in " + dirs(config.sourceDirs())
                    + " and failOnWarning is set");
        }
        return result;
    }

    /**
     * Writes {@code files} into {@code outputDir} (see {@link TreeWriter}): unchanged files keep
     * their time, files of an earlier build no longer generated go, other files stay.
     */
    static TreeWriter.Report write(Path outputDir, List<GeneratedFile> files) throws MojoExecutionException {
        Map<String, String> tree = new LinkedHashMap<>();
        for (GeneratedFile file : files) {
            if (tree.put(file.relativePath(), file.content()) != null) {
                throw new MojoExecutionException("the compiler generated " + file.relativePath() + " twice");
            }
        }
        try {
            return TreeWriter.write(outputDir, tree);
        } catch (IOException e) {
            throw new MojoExecutionException("cannot write " + outputDir + ": " + TreeWriter.describe(e), e);
        }
    }

    /** No source directory: remove what an earlier build generated, so nothing stale is compiled. */
    private void noSources() throws MojoExecutionException {
        List<Path> dirs = config.sourceDirs();
        String message = "No rulebooks to " + (config.side() == Side.NONE ? "check" : "compile") + ": "
                + (dirs.size() == 1 ? dirs.get(0) + " does not exist" : "none of " + dirs(dirs) + " exists");
        if (config.optional()) {
            log.debug(message);
        } else {
            log.info(message);
        }
        deleteState();
        if (config.outputDir() != null) {
            try {
                if (TreeWriter.remove(config.outputDir())) {
                    log.info("Removed stale generated " + config.side().what + " in " + config.outputDir());
                }
            } catch (IOException e) {
                throw new MojoExecutionException("cannot remove stale output " + config.outputDir() + ": "
                        + TreeWriter.describe(e), e);
            }
        }
    }

    private List<CodeFingerprint.Location> code(BuildState previous) throws MojoExecutionException {
        Map<String, CodeFingerprint.Location> before = new HashMap<>();
        if (previous != null) {
            previous.code().forEach(l -> before.put(l.path(), l));
        }
        try {
            return CodeFingerprint.current(before);
        } catch (IOException | UncheckedIOException e) {
            throw new MojoExecutionException("cannot fingerprint the plugin's code: " + e.getMessage(), e);
        }
    }

    /**
     * The hash of everything but the imports: plugin, parameters, every source's path and
     * content. Fills {@link #sourceHashes}.
     */
    private String key(SourceScanner.Scan scan, List<CodeFingerprint.Location> code, BuildState previous)
            throws MojoExecutionException {
        Hashing hash = new Hashing()
                .add("rules-maven-plugin inputs 1")
                .add(config.pluginVersion())
                .add(config.goal())
                .add(config.set())
                .add(config.basePackage())
                .add(Boolean.toString(config.failOnWarning()))
                .add(config.allowed().stream().map(Code::code).sorted().toList().toString())
                .add(config.side().name())
                .add(config.outputDir() == null ? null : config.outputDir().toString())
                .add(String.join("\n", config.includes()))
                .add(String.join("\n", config.excludes()));
        for (Path dir : config.sourceDirs()) {
            hash.add("dir").add(dir.toString());
        }
        for (CodeFingerprint.Location location : code) {
            hash.add("code").add(location.content());
        }
        for (RuleInput input : scan.included()) {
            hash.add("source").add(input.file().toString()).add(contentHash(input, previous));
        }
        for (RuleInput input : scan.others()) {
            hash.add("importable").add(input.file().toString()).add(contentHash(input, previous));
        }
        return hash.hex();
    }

    /**
     * The SHA-256 of a source's content. It is taken from the last build's state when the
     * file still has the size and time recorded there and that time is safely older than the
     * state (a file changed in the same instant the state was written could otherwise keep
     * its time on a coarse file system); else the file is read and hashed.
     */
    private String contentHash(RuleInput input, BuildState previous) throws MojoExecutionException {
        String path = input.file().toString();
        String recorded = previous == null ? null : previous.sources().get(path);
        String sha;
        if (recorded != null && recorded.startsWith(input.stat() + " ")
                && input.modified() + RACY_MILLIS < previous.written()) {
            sha = recorded.substring(input.stat().length() + 1);
        } else {
            try {
                sha = Hashing.of(input.bytes());
            } catch (IOException e) {
                throw new MojoExecutionException("cannot read " + path + ": " + SourceScanner.message(e), e);
            }
        }
        sourceHashes.put(path, input.stat() + " " + sha);
        return sha;
    }

    /** Whether the output directory holds exactly the files, sizes and times the last build left. */
    private boolean outputsAsLeft(BuildState previous) throws MojoExecutionException {
        boolean same = previous.outputs().equals(outputs());
        if (!same) {
            log.debug("Generated " + config.side().what + " in " + config.outputDir() + " changed since the last build");
        }
        return same;
    }

    /** Whether every rulebook the compiler looked up last time still resolves to the same text. */
    private boolean importsUnchanged(BuildState previous, RulebookIndex index) throws MojoExecutionException {
        for (RulebookIndex.Lookup lookup : previous.imports()) {
            Optional<RulebookIndex.Candidate> now = index.resolve(lookup.id());
            String origin = now.map(RulebookIndex.Candidate::origin).orElse(null);
            String sha = now.map(c -> Hashing.of(c.text())).orElse(null);
            if (!Objects.equals(origin, lookup.origin()) || !Objects.equals(sha, lookup.sha())) {
                log.debug("Imported rulebook " + lookup.id() + " changed: was " + lookup.origin() + ", now " + origin);
                return false;
            }
        }
        return true;
    }

    /** Relative path to size and modification time of every file in the output directory. */
    private Map<String, String> outputs() throws MojoExecutionException {
        Map<String, String> outputs = new TreeMap<>();
        Path dir = config.outputDir();
        if (dir == null || !Files.isDirectory(dir)) {
            return outputs;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
                outputs.put(dir.relativize(file).toString().replace('\\', '/'),
                        a.size() + "@" + a.lastModifiedTime().toMillis());
            }
        } catch (IOException | UncheckedIOException e) {
            throw new MojoExecutionException("cannot list " + dir + ": " + e.getMessage(), e);
        }
        return outputs;
    }

    private void writeState(BuildState state) throws MojoExecutionException {
        try {
            state.write(config.stateFile());
        } catch (IOException e) {
            throw new MojoExecutionException("cannot write " + config.stateFile() + ": " + e.getMessage(), e);
        }
    }

    private void deleteState() throws MojoExecutionException {
        try {
            Files.deleteIfExists(config.stateFile());
        } catch (IOException e) {
            throw new MojoExecutionException("cannot delete " + config.stateFile() + ": " + e.getMessage(), e);
        }
    }

    private String upToDate(BuildState previous, long millis) {
        String what = count(previous.rulebooks(), "rulebook") + " unchanged";
        return config.side() == Side.NONE
                ? "Rulebooks in " + dirs(config.sourceDirs()) + " checked: " + what + " since the last check (" + millis + " ms)"
                : "Generated " + config.side().what + " are up to date: " + what + ", nothing written to "
                        + shorten(config.outputDir()) + " (" + millis + " ms)";
    }

    private String built(SourceScanner.Scan scan, CompilationResult result, TreeWriter.Report report, long millis) {
        int n = scan.included().size();
        if (n == 0) {
            return "No rulebooks (" + String.join(", ", config.includes()) + ") in " + dirs(config.sourceDirs())
                    + (report == null ? "" : "; " + shorten(config.outputDir()) + " is empty");
        }
        String warnings = result.warningCount() == 0 ? "" : ", " + count(result.warningCount(), "warning");
        if (report == null) {
            return "Checked " + count(n, "rulebook") + " in " + dirs(config.sourceDirs()) + ": no errors" + warnings
                    + " (" + millis + " ms)";
        }
        String writes = report.untouched() ? "no file changed"
                : report.written() + " written, " + report.unchanged() + " unchanged, " + report.deleted() + " removed";
        return "Compiled " + count(n, "rulebook") + " from " + dirs(config.sourceDirs()) + warnings + ": "
                + config.side().what + " in " + shorten(config.outputDir()) + ": " + writes + " (" + millis + " ms)";
    }

    private String dirs(List<Path> dirs) {
        return dirs.stream().map(this::shorten).collect(Collectors.joining(", "));
    }

    private String shorten(Path path) {
        Path base = config.basedir();
        return base != null && path.startsWith(base) && !path.equals(base) ? base.relativize(path).toString() : path.toString();
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** This thread's CPU time in nanoseconds (wall time is noisy on a busy machine), or 0. */
    private static long cpuTime() {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : 0;
    }

    private static long elapsed(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
