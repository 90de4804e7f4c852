package org.rulesc.maven;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.lang.model.SourceVersion;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.cli.TreeWriter;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Severity;

/**
 * What both goals share: find the {@code *.rules} files, compile them together, log the
 * diagnostics, and replace the output directory with one side of the result.
 */
abstract class AbstractRulesMojo extends AbstractMojo {

    /** The Java package under which each rulebook gets its own package. */
    @Parameter(property = "rules.basePackage", defaultValue = CompilerOptions.DEFAULT_BASE_PACKAGE)
    String basePackage;

    /** Skips the goal. */
    @Parameter(property = "rules.skip", defaultValue = "false")
    boolean skip;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /** The directory searched for {@code *.rules} files. */
    abstract File sources();

    /** The directory the generated Java sources go to. */
    abstract File output();

    /** The generated files this goal writes. */
    abstract List<GeneratedFile> pick(CompilationResult result);

    /** Registers the output directory with the project. */
    abstract void register(String directory);

    /** "engine sources" or "tests", for log lines. */
    abstract String what();

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping rulebook compilation (rules.skip)");
            return;
        }
        if (basePackage == null || !SourceVersion.isName(basePackage)) {
            throw new MojoExecutionException("basePackage '" + basePackage + "' is not a valid Java package name");
        }
        Path sourceDir = sources().toPath().toAbsolutePath().normalize();
        Path outputDir = output().toPath().toAbsolutePath().normalize();

        if (!Files.isDirectory(sourceDir)) {
            getLog().info("No rulebooks to compile: " + sourceDir + " does not exist");
            try {
                if (TreeWriter.remove(outputDir)) {
                    getLog().info("Removed stale generated " + what() + " in " + outputDir);
                }
            } catch (IOException e) {
                throw new MojoExecutionException("cannot remove stale output " + outputDir + ": " + e.getMessage(), e);
            }
            return;
        }

        List<SourceFile> sources = read(sourceDir);
        List<GeneratedFile> files;
        if (sources.isEmpty()) {
            getLog().info("No .rules files in " + sourceDir);
            files = List.of();
        } else {
            CompilationResult result = new RulesCompiler(new CompilerOptions(basePackage)).compile(sources);
            log(result.diagnostics());
            if (result.hasErrors()) {
                long errors = result.errorCount();
                throw new MojoFailureException(errors + " rule error" + (errors == 1 ? "" : "s") + " in " + sourceDir);
            }
            files = pick(result);
            getLog().info("Compiled " + sources.size() + " rulebook" + (sources.size() == 1 ? "" : "s")
                    + " from " + sourceDir);
        }

        TreeWriter.Report report = write(outputDir, files);
        getLog().info(report.untouched()
                ? "Generated " + what() + " are up to date (" + report.unchanged() + " files) in " + outputDir
                : "Generated " + what() + " in " + outputDir + ": " + report.written() + " written, "
                        + report.unchanged() + " unchanged, " + report.deleted() + " removed");
        register(outputDir.toString());
    }

    /** Every {@code *.rules} file below {@code dir}, sorted by path, read as UTF-8. */
    static List<SourceFile> read(Path dir) throws MojoExecutionException {
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(dir)) {
            paths = walk.filter(p -> p.getFileName().toString().endsWith(".rules"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        } catch (IOException | UncheckedIOException e) {
            throw new MojoExecutionException("cannot list " + dir + ": " + e.getMessage(), e);
        }
        List<SourceFile> sources = new java.util.ArrayList<>();
        for (Path path : paths) {
            try {
                sources.add(SourceFile.read(path));
            } catch (CharacterCodingException e) {
                throw new MojoExecutionException("cannot read " + path + ": not valid UTF-8", e);
            } catch (NoSuchFileException e) {
                throw new MojoExecutionException("cannot read " + path + ": no such file", e);
            } catch (IOException e) {
                throw new MojoExecutionException("cannot read " + path + ": " + e.getMessage(), e);
            }
        }
        return sources;
    }

    /** Replaces {@code outputDir} with exactly {@code files}; unchanged files keep their time. */
    static TreeWriter.Report write(Path outputDir, List<GeneratedFile> files) throws MojoExecutionException {
        Map<String, String> tree = new LinkedHashMap<>();
        for (GeneratedFile file : files) {
            if (tree.put(file.relativePath(), file.content()) != null) {
                throw new MojoExecutionException("the compiler generated " + file.relativePath() + " twice");
            }
        }
        try {
            return TreeWriter.replace(outputDir, tree);
        } catch (IOException e) {
            throw new MojoExecutionException("cannot write " + outputDir + ": " + e.getMessage(), e);
        }
    }

    /** Each diagnostic as its rendered text: {@code path:line:col: error: message}, source, caret. */
    private void log(List<Diagnostic> diagnostics) {
        for (Diagnostic d : diagnostics) {
            String text = d.render().stripTrailing();
            if (d.severity() == Severity.ERROR) {
                getLog().error(text);
            } else {
                getLog().warn(text);
            }
        }
    }
}
