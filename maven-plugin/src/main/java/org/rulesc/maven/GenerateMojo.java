package org.rulesc.maven;

import java.io.File;
import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.GeneratedFile;

/**
 * Compiles every {@code *.rules} file under {@code sourceDirectory} into Java engine sources
 * in {@code outputDirectory}, and adds that directory to the project's compile source roots.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public class GenerateMojo extends AbstractRulesMojo {

    /** Where the rulebooks are. A missing directory is not an error: there is nothing to do. */
    @Parameter(property = "rules.sourceDirectory", defaultValue = "${project.basedir}/src/main/rules")
    File sourceDirectory;

    /** Where the engine sources go. Replaced as a whole on every build that changes it. */
    @Parameter(property = "rules.outputDirectory",
            defaultValue = "${project.build.directory}/generated-sources/rules")
    File outputDirectory;

    @Override
    File sources() {
        return sourceDirectory;
    }

    @Override
    File output() {
        return outputDirectory;
    }

    @Override
    List<GeneratedFile> pick(CompilationResult result) {
        return result.mainFiles();
    }

    @Override
    void register(String directory) {
        project.addCompileSourceRoot(directory);
    }

    @Override
    String what() {
        return "engine sources";
    }
}
