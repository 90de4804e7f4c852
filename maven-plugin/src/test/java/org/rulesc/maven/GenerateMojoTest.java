package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.cli.TreeWriter;

class GenerateMojoTest {
    private static final FileTime LONG_AGO = FileTime.fromMillis(1_000_000_000_000L);

    @TempDir Path base;

    /** Log lines, kept instead of printed. */
    private final List<String> log = new ArrayList<>();

    private final Log capture = new SystemStreamLog() {
        @Override
        public void info(CharSequence content) {
            log.add("info: " + content);
        }

        @Override
        public void warn(CharSequence content) {
            log.add("warn: " + content);
        }

        @Override
        public void error(CharSequence content) {
            log.add("error: " + content);
        }
    };

    private GenerateMojo mojo() {
        GenerateMojo mojo = new GenerateMojo();
        mojo.setLog(capture);
        mojo.project = new MavenProject();
        mojo.basePackage = "rules.generated";
        mojo.sourceDirectory = base.resolve("src/main/rules").toFile();
        mojo.outputDirectory = base.resolve("target/generated-sources/rules").toFile();
        return mojo;
    }

    @Test
    void missingSourceDirectoryIsANoOp() throws Exception {
        GenerateMojo mojo = mojo();
        mojo.execute();
        assertThat(Files.exists(base.resolve("target"))).isFalse();
        assertThat(mojo.project.getCompileSourceRoots()).isEmpty();
        assertThat(log).containsExactly("info: No rulebooks to compile: "
                + base.resolve("src/main/rules") + " does not exist");
    }

    @Test
    void skipDoesNothing() throws Exception {
        Files.createDirectories(base.resolve("src/main/rules"));
        GenerateMojo mojo = mojo();
        mojo.skip = true;
        mojo.execute();
        assertThat(Files.exists(base.resolve("target"))).isFalse();
        assertThat(mojo.project.getCompileSourceRoots()).isEmpty();
    }

    @Test
    void emptySourceDirectoryRegistersAnEmptyRoot() throws Exception {
        Files.createDirectories(base.resolve("src/main/rules"));
        GenerateMojo mojo = mojo();
        mojo.execute();
        Path out = base.resolve("target/generated-sources/rules");
        assertThat(Files.isRegularFile(out.resolve(TreeWriter.MARKER))).isTrue();
        assertThat(mojo.project.getCompileSourceRoots()).containsExactly(out.toString());
    }

    @Test
    void badBasePackageIsAConfigurationError() {
        GenerateMojo mojo = mojo();
        mojo.basePackage = "not a package";
        assertThrows(MojoExecutionException.class, mojo::execute);
    }

    @Test
    void generateTestRegistersATestRoot() throws Exception {
        Files.createDirectories(base.resolve("rules"));
        GenerateTestMojo mojo = new GenerateTestMojo();
        mojo.setLog(capture);
        mojo.project = new MavenProject();
        mojo.basePackage = "org.rulesc.rulebooks";
        mojo.testSourceDirectory = base.resolve("rules").toFile();
        mojo.testOutputDirectory = base.resolve("target/generated-test-sources/rules").toFile();
        mojo.execute();
        assertThat(mojo.project.getTestCompileSourceRoots())
                .containsExactly(base.resolve("target/generated-test-sources/rules").toString());
        assertThat(mojo.project.getCompileSourceRoots()).isEmpty();
    }

    @Test
    void writeKeepsUnchangedFilesAndRemovesStaleOnes() throws Exception {
        Path out = base.resolve("out");
        AbstractRulesMojo.write(out, List.of(
                new GeneratedFile("org/x/A.java", "class A {}"),
                new GeneratedFile("org/x/B.java", "class B {}")));
        Files.setLastModifiedTime(out.resolve("org/x/A.java"), LONG_AGO);

        TreeWriter.Report same = AbstractRulesMojo.write(out, List.of(
                new GeneratedFile("org/x/B.java", "class B {}"),
                new GeneratedFile("org/x/A.java", "class A {}")));
        assertThat(same.untouched()).isTrue();

        TreeWriter.Report changed = AbstractRulesMojo.write(out, List.of(
                new GeneratedFile("org/x/A.java", "class A {}"),
                new GeneratedFile("org/x/C.java", "class C {}")));
        assertThat(changed).isEqualTo(new TreeWriter.Report(1, 1, 1, false));
        assertThat(Files.getLastModifiedTime(out.resolve("org/x/A.java"))).isEqualTo(LONG_AGO);
        assertThat(Files.exists(out.resolve("org/x/B.java"))).isFalse();
        assertThat(Files.readString(out.resolve("org/x/C.java"))).isEqualTo("class C {}");
    }

    @Test
    void staleOutputIsRemovedWhenTheSourcesGoAway() throws Exception {
        Path out = base.resolve("target/generated-sources/rules");
        AbstractRulesMojo.write(out, List.of(new GeneratedFile("org/x/A.java", "class A {}")));
        mojo().execute(); // src/main/rules does not exist
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void aForeignOutputDirectoryIsNeverReplaced() throws IOException {
        Files.createDirectories(base.resolve("src/main/rules"));
        Path src = base.resolve("src/main/java");
        Files.createDirectories(src);
        Files.writeString(src.resolve("Mine.java"), "mine");
        GenerateMojo mojo = mojo();
        mojo.outputDirectory = src.toFile();
        assertThrows(MojoExecutionException.class, mojo::execute);
        assertThat(Files.readString(src.resolve("Mine.java"))).isEqualTo("mine");
    }

    @Test
    void duplicateGeneratedPathsAreAnError() {
        assertThrows(MojoExecutionException.class, () -> AbstractRulesMojo.write(base.resolve("out"), List.of(
                new GeneratedFile("A.java", "1"), new GeneratedFile("A.java", "2"))));
    }
}
