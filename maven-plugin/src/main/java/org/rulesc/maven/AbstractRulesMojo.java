package org.rulesc.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.SourceVersion;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.DefaultDependencyResolutionRequest;
import org.apache.maven.project.DependencyResolutionException;
import org.apache.maven.project.DependencyResolutionResult;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.ProjectDependenciesResolver;
import org.eclipse.aether.graph.Dependency;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Severity;

/**
 * What every goal shares: the parameters common to all of them, dependency lookup for
 * imported rulebooks, and running one {@link RulesBuild} per set of rulebooks.
 */
abstract class AbstractRulesMojo extends AbstractMojo {

    /** The scopes on the compile classpath. */
    static final Set<String> COMPILE_SCOPES = Set.of("compile", "provided", "system");

    /** The scopes on the test classpath. */
    static final Set<String> TEST_SCOPES = Set.of("compile", "provided", "system", "runtime", "test");

    /**
     * The Java package under which each rulebook gets its own package
     * ({@code basePackage.<rulebook id>}), unless the rulebook declares its own {@code package}.
     */
    @Parameter(property = "rules.basePackage", defaultValue = CompilerOptions.DEFAULT_BASE_PACKAGE)
    String basePackage;

    /**
     * Which files below the source directories are rulebooks to compile (Ant patterns,
     * relative to each source directory). Default {@code **}{@code /*.rules}.
     */
    @Parameter
    List<String> includes;

    /** Files below the source directories to leave out (Ant patterns). They can still be imported. */
    @Parameter
    List<String> excludes;

    /** Fails the build when a rulebook has warnings, as it does for errors. */
    @Parameter(property = "rules.failOnWarning", defaultValue = "false")
    boolean failOnWarning;

    /**
     * Warnings to silence, by code or name ({@code W0301} or {@code uncited-rule}; see
     * docs/diagnostics.md). Errors cannot be silenced.
     */
    @Parameter(property = "rules.allow")
    List<String> allow;

    /** Skips the goal. */
    @Parameter(property = "rules.skip", defaultValue = "false")
    boolean skip;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    @Parameter(defaultValue = "${session}", readonly = true)
    MavenSession session;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    MojoExecution mojoExecution;

    @Parameter(defaultValue = "${plugin}", readonly = true)
    PluginDescriptor plugin;

    @Component
    ProjectDependenciesResolver dependenciesResolver;

    /** For tests: the dependency files to search for imports instead of resolving the project's. */
    RulebookIndex.Classpath classpathOverride;

    /** The goal name, for log lines and the state directory. */
    abstract String goal();

    /** Runs the goal's sets once the common checks passed. */
    abstract void run() throws MojoExecutionException, MojoFailureException;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping rules:" + goal() + " (rules.skip)");
            return;
        }
        if (basePackage == null || !SourceVersion.isName(basePackage)) {
            throw new MojoExecutionException("basePackage '" + basePackage + "' is not a valid Java package name");
        }
        run();
    }

    /**
     * The configuration of one set of rulebooks.
     *
     * @param list the list parameter ({@code sourceDirectories}); when given it replaces {@code single}
     * @param single the single-directory parameter ({@code sourceDirectory})
     */
    RulesBuild.Config config(String set, List<File> list, File single, RulesBuild.Side side, File output,
            Set<Path> skipFiles) throws MojoExecutionException {
        List<Path> dirs = new ArrayList<>();
        for (File dir : list != null && !list.isEmpty() ? list : List.of(single)) {
            Path path = absolute(dir);
            if (!dirs.contains(path)) {
                dirs.add(path);
            }
        }
        String execution = mojoExecution == null ? "default" : mojoExecution.getExecutionId();
        String stateName = goal().equals(set) ? execution : execution + "-" + set;
        Path state = absolute(new File(project.getBuild().getDirectory()))
                .resolve("maven-status").resolve("rules").resolve(goal()).resolve(stateName + ".properties");
        return new RulesBuild.Config(goal(), set, project.getBasedir() == null ? null : absolute(project.getBasedir()),
                dirs, includes == null || includes.isEmpty() ? List.of("**/*.rules") : List.copyOf(includes),
                excludes == null ? List.of() : List.copyOf(excludes), skipFiles, basePackage, failOnWarning,
                allowed(), side,
                output == null ? null : absolute(output), state,
                plugin == null ? "unknown" : plugin.getGroupId() + ":" + plugin.getArtifactId() + ":" + plugin.getVersion(),
                goal().equals("check") && set.equals("test"));
    }

    /** Runs one set, looking for imports in the dependencies of the given scopes. */
    RulesBuild.Result build(RulesBuild.Config config, Set<String> scopes) throws MojoExecutionException, MojoFailureException {
        return new RulesBuild(config, getLog(), classpath(scopes)).run();
    }

    /** Where imported rulebooks are looked for: the dependencies of the given scopes. */
    RulebookIndex.Classpath classpath(Set<String> scopes) {
        return classpathOverride != null ? classpathOverride : () -> dependencyFiles(scopes);
    }

    /**
     * The project's dependency files (jars, or output directories of reactor modules) in
     * classpath order, after the project's own classes for the test classpath. Resolved only
     * now: a build whose rulebooks import nothing from dependencies never resolves them, so
     * the goals work early in a multi-module build.
     */
    List<Path> dependencyFiles(Set<String> scopes) throws MojoExecutionException {
        if (session == null || dependenciesResolver == null) {
            return List.of();
        }
        DefaultDependencyResolutionRequest request =
                new DefaultDependencyResolutionRequest(project, session.getRepositorySession());
        request.setResolutionFilter((node, parents) ->
                node.getDependency() == null || scopes.contains(node.getDependency().getScope()));
        DependencyResolutionResult result;
        try {
            result = dependenciesResolver.resolve(request);
        } catch (DependencyResolutionException e) {
            throw new MojoExecutionException("cannot resolve the dependencies of " + project.getId()
                    + " to look for imported rulebooks: " + e.getMessage(), e);
        }
        Set<Path> files = new LinkedHashSet<>();
        if (scopes.contains("test") && project.getBuild().getOutputDirectory() != null) {
            // the test classpath starts with the project's own classes (rules/ among its resources)
            files.add(absolute(new File(project.getBuild().getOutputDirectory())));
        }
        for (Dependency dependency : result.getDependencies()) {
            if (scopes.contains(dependency.getScope()) && dependency.getArtifact() != null
                    && dependency.getArtifact().getFile() != null) {
                files.add(absolute(dependency.getArtifact().getFile()));
            }
        }
        getLog().debug("Looking for imported rulebooks in " + files);
        return List.copyOf(files);
    }

    static Path absolute(File file) {
        return file.toPath().toAbsolutePath().normalize();
    }

    /** The {@link #allow} list as catalogue codes; an unknown code or an error's code fails the build. */
    private Set<Code> allowed() throws MojoExecutionException {
        Set<Code> codes = EnumSet.noneOf(Code.class);
        for (String a : allow == null ? List.<String>of() : allow) {
            Code code = Code.find(a.trim()).orElseThrow(() -> new MojoExecutionException(
                    "allow: unknown diagnostic `" + a + "` (the codes are listed in docs/diagnostics.md)"));
            if (code.severity() == Severity.ERROR) {
                throw new MojoExecutionException("allow: " + code.code() + " (" + code.id()
                        + ") is an error, and errors cannot be silenced");
            }
            codes.add(code);
        }
        return codes;
    }
}
