package org.rulesc.maven;

import java.io.File;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Checks the rulebooks without generating anything, for CI: the main set (what
 * {@code generate} compiles) and the test set (what {@code generate-test} compiles, minus files
 * already in the main set), each compiled together like those goals do. Errors fail the
 * build with the same {@code file:line:col} diagnostics.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VALIDATE, threadSafe = true)
public class CheckMojo extends AbstractRulesMojo {

    /** The main rulebooks. */
    @Parameter(property = "rules.sourceDirectory", defaultValue = "${project.basedir}/src/main/rules")
    File sourceDirectory;

    /** Several main directories; when given, replaces {@code sourceDirectory}. */
    @Parameter
    List<File> sourceDirectories;

    /** The test rulebooks. */
    @Parameter(property = "rules.testSourceDirectory", defaultValue = "${project.basedir}/src/test/rules")
    File testSourceDirectory;

    /** Several test directories; when given, replaces {@code testSourceDirectory}. */
    @Parameter
    List<File> testSourceDirectories;

    @Override
    String goal() {
        return "check";
    }

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        RulesBuild.Result main = build(config("main", sourceDirectories, sourceDirectory, RulesBuild.Side.NONE, null,
                Set.of()), COMPILE_SCOPES);
        build(config("test", testSourceDirectories, testSourceDirectory, RulesBuild.Side.NONE, null,
                new HashSet<>(main.included())), TEST_SCOPES);
    }
}
