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
 * Compiles the rulebooks below the test source directories into JUnit 5 tests in
 * {@code testOutputDirectory}, and adds that directory to the project's test source roots.
 * The engines the tests exercise must be on the test classpath (run {@code generate} over
 * the same rulebooks, or depend on the module that does). Imports are found below the
 * source directories and in the test-classpath dependencies.
 */
@Mojo(name = "generate-test", defaultPhase = LifecyclePhase.GENERATE_TEST_SOURCES, threadSafe = true)
public class GenerateTestMojo extends AbstractRulesMojo {

    /** Where the rulebooks are. A missing directory is not an error: there is nothing to do. */
    @Parameter(property = "rules.testSourceDirectory", defaultValue = "${project.basedir}/src/test/rules")
    File testSourceDirectory;

    /** Several directories with rulebooks, compiled together; when given, replaces {@code testSourceDirectory}. */
    @Parameter
    List<File> testSourceDirectories;

    /** Where the generated tests go. The plugin writes and deletes only the files it generated there (see docs/maven-plugin.md). */
    @Parameter(property = "rules.testOutputDirectory",
            defaultValue = "${project.build.directory}/generated-test-sources/rules")
    File testOutputDirectory;

    @Override
    String goal() {
        return "generate-test";
    }

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        RulesBuild.Config config = config(goal(), testSourceDirectories, testSourceDirectory, RulesBuild.Side.TEST,
                testOutputDirectory, Set.of());
        if (build(config, TEST_SCOPES).outcome() != RulesBuild.Outcome.NO_SOURCES) {
            project.addTestCompileSourceRoot(config.outputDir().toString());
        }
    }
}
