package org.rulesc.maven;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;

/**
 * The rulebooks {@code rules:diff} compares with: an existing directory (scanned like a source
 * directory, with the same includes and excludes), an existing {@code .rules} file, a jar (its
 * {@code rules/} entries, as a rulebook jar ships them), Maven coordinates
 * {@code groupId:artifactId:version} of such a jar (an earlier release, resolved from the
 * project's repositories), or else a git revision, whose version of each source directory is read
 * with {@code git ls-tree} and {@code git show} (nothing is checked out). A file from git is named
 * {@code REV:path} in diagnostics and reports, as {@code rulesc diff} names it.
 */
final class BaselineSources {
    /** {@code groupId:artifactId[:extension[:classifier]]:version}. */
    private static final java.util.regex.Pattern COORDINATES =
            java.util.regex.Pattern.compile("[^:/\\\\\\s]+(:[^:/\\\\\\s]+){2,4}");

    /** Resolves Maven coordinates to the artifact's file. */
    interface Artifacts {
        Path resolve(String coordinates) throws MojoExecutionException;
    }

    private final Log log;
    private final RulesBuild.Config config;
    /** Where git runs: the project directory (any directory inside the work tree will do). */
    private final Path gitDirectory;
    private final Artifacts artifacts;

    BaselineSources(Log log, RulesBuild.Config config, Path gitDirectory, Artifacts artifacts) {
        this.log = log;
        this.config = config;
        this.gitDirectory = gitDirectory;
        this.artifacts = artifacts;
    }

    List<RuleInput> read(String baseline) throws MojoExecutionException {
        Path path = gitDirectory == null ? Path.of(baseline) : gitDirectory.resolve(baseline);
        if (Files.isDirectory(path)) {
            SourceScanner.Scan scan = SourceScanner.scan(List.of(path.toAbsolutePath().normalize()),
                    AntPattern.all(config.includes()), AntPattern.all(config.excludes()), Set.of());
            List<RuleInput> all = new ArrayList<>(scan.included());
            all.addAll(scan.others());
            log.info("Baseline: " + rulebooks(scan.included().size()) + " in " + path);
            return all;
        }
        String name = path.getFileName() == null ? "" : path.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (Files.isRegularFile(path) && (name.endsWith(".jar") || name.endsWith(".zip"))) {
            return jar(path.toAbsolutePath().normalize(), path.toString());
        }
        if (!Files.exists(path) && COORDINATES.matcher(baseline).matches()) {
            return jar(artifacts.resolve(baseline), baseline);
        }
        if (Files.isRegularFile(path)) {
            try {
                Path file = path.toAbsolutePath().normalize();
                return List.of(new RuleInput(file, file.getFileName().toString(), Files.readAllBytes(file)));
            } catch (IOException e) {
                throw new MojoExecutionException("cannot read the baseline " + path + ": " + SourceScanner.message(e), e);
            }
        }
        return git(baseline);
    }

    /** The rulebooks a jar ships under {@code rules/}, named {@code jar!/rules/…}. */
    private List<RuleInput> jar(Path jar, String what) throws MojoExecutionException {
        List<RuleInput> out = new ArrayList<>();
        for (RulebookIndex.Candidate c : RulebookIndex.scan(jar)) {
            String entry = c.origin().substring(c.origin().indexOf("!/") + 2);
            out.add(new RuleInput(Path.of(c.origin()), entry, c.text().getBytes(StandardCharsets.UTF_8)));
        }
        log.info("Baseline: " + rulebooks(out.size()) + " in " + what);
        return out;
    }

    /** Every rulebook below the source directories as the revision has them. */
    private List<RuleInput> git(String revision) throws MojoExecutionException {
        if (gitDirectory == null) {
            throw new MojoExecutionException("the baseline " + revision + " is no directory or file, and there is no"
                    + " project directory to read it from git in");
        }
        String top = text(run("the baseline `" + revision + "` is no directory, no file and no git revision",
                "git", "rev-parse", "--show-toplevel")).strip();
        Path root = Path.of(top).toAbsolutePath().normalize();
        // a revision that does not exist is reported as such, before any file is looked for
        run("the baseline `" + revision + "` is no directory, no file and no git revision", "git", "rev-parse",
                "--verify", "--quiet", revision + "^{commit}");
        List<RuleInput> out = new ArrayList<>();
        int included = 0;
        for (Path dir : config.sourceDirs()) {
            Path real = dir;
            try {
                real = dir.toRealPath();
            } catch (IOException missing) {
                // a directory deleted since the revision: its rulebooks are still read from git
            }
            if (!real.startsWith(root)) {
                log.debug("Source directory " + dir + " is outside the git work tree " + root);
                continue;
            }
            String prefix = root.relativize(real).toString().replace('\\', '/');
            String listing = text(run("cannot list " + prefix + " at " + revision, "git", "-C", root.toString(),
                    "ls-tree", "-r", "-z", "--name-only", revision, "--", prefix.isEmpty() ? "." : prefix));
            for (String name : listing.split("\0")) {
                if (name.isEmpty()) {
                    continue;
                }
                String relative = prefix.isEmpty() ? name : name.substring(prefix.length() + 1);
                boolean include = AntPattern.any(AntPattern.all(config.includes()), relative)
                        && !AntPattern.any(AntPattern.all(config.excludes()), relative);
                if (!include && !relative.endsWith(".rules")) {
                    continue;
                }
                byte[] bytes = run("cannot read " + revision + ":" + name + " from git", "git", "-C", root.toString(),
                        "show", revision + ":" + name);
                RuleInput input = new RuleInput(Path.of(revision + ":" + name), relative, bytes);
                if (include) {
                    out.add(included++, input);
                } else {
                    out.add(input);
                }
            }
        }
        log.info("Baseline: " + rulebooks(included) + " at git revision " + revision);
        return out;
    }

    private static String rulebooks(int n) {
        return n + (n == 1 ? " rulebook" : " rulebooks");
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** The command's standard output; a failure or a minute without an end is a {@link MojoExecutionException}. */
    private byte[] run(String failure, String... command) throws MojoExecutionException {
        try {
            Process p = new ProcessBuilder(command).directory(gitDirectory.toFile()).start();
            p.getOutputStream().close();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            Thread errors = new Thread(() -> drain(p.getErrorStream(), err));
            errors.start();
            p.getInputStream().transferTo(out);
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new MojoExecutionException(failure + ": git did not finish within a minute");
            }
            errors.join();
            if (p.exitValue() != 0) {
                String message = err.toString(StandardCharsets.UTF_8).lines().findFirst().orElse("").strip();
                throw new MojoExecutionException(failure + (message.isEmpty() ? "" : " (" + message + ")"));
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new MojoExecutionException(failure + ": cannot run git (" + e.getMessage() + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MojoExecutionException("interrupted while running git", e);
        }
    }

    private static void drain(InputStream in, ByteArrayOutputStream into) {
        try {
            in.transferTo(into);
        } catch (IOException ignored) {
            // what git wrote so far is enough for the message
        }
    }
}
