package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rules:doc}: the same site as {@code rulesc doc}, into target/site/rules. */
class DocMojoTest {
    @TempDir Path base;

    private final CapturedLog capture = new CapturedLog();

    private DocMojo mojo() {
        MavenProject project = new MavenProject();
        project.setFile(base.resolve("pom.xml").toFile());
        project.getBuild().setDirectory(base.resolve("target").toString());
        DocMojo mojo = new DocMojo();
        mojo.setLog(capture);
        mojo.project = project;
        mojo.basePackage = "rules.generated";
        mojo.sourceDirectory = base.resolve("src/main/rules").toFile();
        mojo.outputDirectory = base.resolve("target/site/rules").toFile();
        mojo.classpathOverride = List::of;
        return mojo;
    }

    private void rules(String name) throws IOException {
        Path file = base.resolve("src/main/rules").resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, GenerateMojoTest.fixture(name));
    }

    @Test
    void writesAnIndexAndAPagePerRulebookAHouseRuleOnItsBase() throws Exception {
        rules("skirmish.rules");
        rules("our-skirmish.rules");
        mojo().execute();
        Path site = base.resolve("target/site/rules");
        assertThat(Files.readString(site.resolve("index.html"))).contains("<a href=\"skirmish.html\">");
        String page = Files.readString(site.resolve("our_skirmish.html"));
        assertThat(page).contains("Skirmish, our table");
        assertThat(page).contains("<svg"); // the odds chart of the base's check `attack`
        assertThat(page).contains("our table plays faster");
        assertThat(capture.lines).contains("info: Wrote 3 pages to " + site + " (open " + site.resolve("index.html")
                + ")");
    }

    @Test
    void aRulebookWithErrorsFailsAndWritesNothing() throws Exception {
        rules("broken.rules");
        assertThrows(MojoFailureException.class, () -> mojo().execute());
        assertThat(Files.exists(base.resolve("target/site/rules"))).isFalse();
        assertThat(capture.lines.stream().anyMatch(l -> l.startsWith("error: ") && l.contains("error[E"))).isTrue();
    }

    @Test
    void noSourceDirectoryWritesNothing() throws Exception {
        mojo().execute();
        assertThat(Files.exists(base.resolve("target/site/rules"))).isFalse();
    }
}
