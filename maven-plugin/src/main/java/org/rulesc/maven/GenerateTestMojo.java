package org.rulesc.maven;

import java.io.File;
import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.GeneratedFile;

/**
 * Compiles every {@code *.rules} file under {@code testSourceDirectory} into JUnit 5 tests in
 * {@code testOutputDirectory}, and adds that directory to the project's test source roots.
 * The engines the tests exercise must be on the test classpath (usually a dependency on the
 * module that runs the {@code generate} goal over the same rulebooks).
 */
@Mojo(name = "generate-test", defaultPhase = LifecyclePhase.GENERATE_TEST_SOURCES, threadSafe = true)
public class GenerateTestMojo extends AbstractRulesMojo {

    /** Where the rulebooks are. A missing directory is not an error: there is nothing to do. */
    @Parameter(property = "rules.testSourceDirectory", defaultValue = "${project.basedir}/src/test/rules")
    File testSourceDirectory;

    /** Where the generated tests go. Replaced as a whole on every build that changes it. */
    @Parameter(property = "rules.testOutputDirectory",
            defaultValue = "${project.build.directory}/generated-test-sources/rules")
    File testOutputDirectory;

    @Override
    File sources() {
        return testSourceDirectory;
    }

    @Override
    File output() {
        return testOutputDirectory;
    }

    @Override
    List<GeneratedFile> pick(CompilationResult result) {
        return result.testFiles();
    }

    @Override
    void register(String directory) {
        project.addTestCompileSourceRoot(directory);
    }

    @Override
    String what() {
        return "tests";
    }
}
