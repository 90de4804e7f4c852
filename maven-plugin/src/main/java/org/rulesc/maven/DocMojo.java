package org.rulesc.maven;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.LargeStack;
import org.rulesc.compiler.cli.TreeWriter;
import org.rulesc.compiler.doc.Site;
import org.rulesc.compiler.model.Model;

/**
 * Writes the reference site of the rulebooks, the same pages as {@code rulesc doc}: an index and
 * one page per rulebook with its tables as printed, formulas, checks with exact odds charts
 * (inline SVG), statuses, notations and coverage of the source document. Rulebooks with errors
 * fail the build and no page is written. Not bound to the default lifecycle unless an execution
 * says so: run {@code mvn rules:doc}, or bind it to {@code site}.
 */
@Mojo(name = "doc", defaultPhase = LifecyclePhase.SITE, threadSafe = true)
public class DocMojo extends AbstractRulesMojo {

    /** Where the rulebooks are. A missing directory is not an error: there is nothing to document. */
    @Parameter(property = "rules.sourceDirectory", defaultValue = "${project.basedir}/src/main/rules")
    File sourceDirectory;

    /** Several directories with rulebooks, documented together; when given, replaces {@code sourceDirectory}. */
    @Parameter
    List<File> sourceDirectories;

    /**
     * Where the pages go. The plugin writes and deletes only the pages it wrote there (as
     * {@code generate} does with its sources).
     */
    @Parameter(property = "rules.doc.outputDirectory", defaultValue = "${project.build.directory}/site/rules")
    File outputDirectory;

    @Override
    String goal() {
        return "doc";
    }

    @Override
    void run() throws MojoExecutionException, MojoFailureException {
        RulesBuild.Config config = config(goal(), sourceDirectories, sourceDirectory, RulesBuild.Side.NONE, null,
                Set.of());
        CompilationResult result = new RulesBuild(config, getLog(), classpath(COMPILE_SCOPES)).checkNow();
        if (result == null) {
            return;
        }
        // the odds on the pages come from the interpreter, which walks expressions recursively
        Map<String, String> pages = LargeStack.call(() -> {
            List<Site.Book> books = new ArrayList<>();
            for (Model model : result.models()) {
                books.add(Site.book(model));
            }
            return Site.render(books);
        });
        try {
            TreeWriter.write(absolute(outputDirectory), pages);
        } catch (IOException e) {
            throw new MojoExecutionException("cannot write " + outputDirectory + ": " + TreeWriter.describe(e), e);
        }
        getLog().info("Wrote " + pages.size() + " pages to " + outputDirectory + " (open "
                + new File(outputDirectory, "index.html") + ")");
    }
}
