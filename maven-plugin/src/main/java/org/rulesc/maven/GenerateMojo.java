package org.rulesc.maven;

import java.io.File;
import java.util.List;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Compiles the rulebooks below the source directories into Java engine sources in
 * {@code outputDirectory}, and adds that directory to the project's compile source roots.
 * Imported rulebooks are found below the source directories and in the compile-classpath
 * dependencies ({@code rules/**}{@code /*.rules} in their jars).
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public class GenerateMojo extends AbstractRulesMojo {

    /** Where the rulebooks are. A missing directory is not an error: there is nothing to do. */
    @Parameter(property = "rules.sourceDirectory", defaultValue = "${project.basedir}/src/main/rules")
    File sourceDirectory;

    /** Several directories with rulebooks, compiled together; when given, replaces {@code sourceDirectory}. */
    @Parameter
    List<File> sourceDirectories;

    /** Where the engine sources go. The plugin writes and deletes only the files it generated there (see docs/maven-plugin.md). */
    @Parameter(property = "rules.outputDirectory",
            defaultValue = "${project.build.directory}/generated-sources/rules")
    File outputDirectory;

    @Override
    String goal() {
        return "generate";
    }

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        RulesBuild.Config config = config(goal(), sourceDirectories, sourceDirectory, RulesBuild.Side.MAIN,
                outputDirectory, Set.of());
        if (build(config, COMPILE_SCOPES).outcome() != RulesBuild.Outcome.NO_SOURCES) {
            project.addCompileSourceRoot(config.outputDir().toString());
        }
    }
}
