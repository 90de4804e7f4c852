package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** House rules that extend a rulebook from the source directories or from a dependency jar. */
class ImportsTest {
    @TempDir Path base;

    private final CapturedLog capture = new CapturedLog();
    private final List<String> log = capture.lines;
    private final AtomicInteger resolutions = new AtomicInteger();


    private GenerateMojo mojo(Path... dependencies) {
        GenerateMojo mojo = new GenerateMojo();
        mojo.setLog(capture);
        mojo.project = new MavenProject();
        mojo.project.setFile(base.resolve("pom.xml").toFile());
        mojo.project.getBuild().setDirectory(base.resolve("target").toString());
        mojo.basePackage = "it.house";
        mojo.sourceDirectory = base.resolve("src/main/rules").toFile();
        mojo.outputDirectory = out().toFile();
        mojo.classpathOverride = () -> {
            resolutions.incrementAndGet();
            return List.of(dependencies);
        };
        return mojo;
    }

    private Path out() {
        return base.resolve("target/generated-sources/rules");
    }

    private void house() throws Exception {
        Path file = base.resolve("src/main/rules/our-skirmish.rules");
        Files.createDirectories(file.getParent());
        Files.writeString(file, GenerateMojoTest.fixture("our-skirmish.rules"));
    }

    private Path jar(String skirmish, FileTime time) throws Exception {
        Path jar = base.resolve("repo/skirmish-1.0.jar");
        Files.createDirectories(jar.getParent());
        try (OutputStream out = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("rules/"));
            zip.closeEntry();
            zip.putNextEntry(new ZipEntry("rules/skirmish.rules"));
            zip.write(skirmish.getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        Files.setLastModifiedTime(jar, time);
        return jar;
    }

    @Test
    void aHouseRulebookExtendsARulebookFromADependencyJar() throws Exception {
        house();
        Path jar = jar(GenerateMojoTest.fixture("skirmish.rules"), FileTime.fromMillis(1_000_000_000_000L));
        mojo(jar).execute();
        String engine = Files.readString(out().resolve("it/house/our_skirmish/OurSkirmish.java"));
        assertThat(engine).contains("maxMove");
        assertThat(engine).contains("charge");
        // the base is imported, not generated
        assertThat(Files.exists(out().resolve("it/house/skirmish"))).isFalse();
        assertThat(resolutions.get()).isEqualTo(1);
        String state = Files.readString(base.resolve("target/maven-status/rules/generate/default.properties"));
        assertThat(state).contains("import.0.id=skirmish");
        assertThat(state).contains("skirmish-1.0.jar\\!/rules/skirmish.rules");

        // unchanged: up to date, after checking that skirmish still resolves to the same text
        log.clear();
        mojo(jar).execute();
        assertThat(log.get(log.size() - 1)).contains("up to date");

        // the base changes in the dependency: the house engine is regenerated
        String terrain = Files.readString(out().resolve("it/house/our_skirmish/Terrain.java"));
        jar(GenerateMojoTest.fixture("skirmish.rules").replace("bush \"Bush\"", "bush \"Bush\", river \"River\"")
                .replace("bush: 1", "bush: 1\n  river: 2"), FileTime.fromMillis(1_000_000_001_000L));
        log.clear();
        mojo(jar).execute();
        assertThat(log.get(log.size() - 1)).startsWith("info: Compiled 1 rulebook");
        assertThat(Files.readString(out().resolve("it/house/our_skirmish/Terrain.java"))).isNotEqualTo(terrain);
        assertThat(Files.readString(out().resolve("it/house/our_skirmish/Terrain.java"))).contains("RIVER");
    }

    @Test
    void aNewerDependencyVersionIsNoticedEvenIfTheOldJarStays() throws Exception {
        house();
        Path old = jar(GenerateMojoTest.fixture("skirmish.rules"), FileTime.fromMillis(1_000_000_000_000L));
        mojo(old).execute();
        Path newer = base.resolve("repo/skirmish-1.1.jar");
        Files.copy(old, newer);
        log.clear();
        mojo(newer).execute();
        assertThat(log.get(log.size() - 1)).contains("no file changed");
    }

    @Test
    void aBaseThatIsExcludedFromCompilationCanStillBeImported() throws Exception {
        house();
        Files.writeString(base.resolve("src/main/rules/skirmish.rules"), GenerateMojoTest.fixture("skirmish.rules"));
        GenerateMojo mojo = mojo();
        mojo.excludes = List.of("skirmish.rules");
        mojo.execute();
        assertThat(Files.exists(out().resolve("it/house/our_skirmish/OurSkirmish.java"))).isTrue();
        assertThat(Files.exists(out().resolve("it/house/skirmish"))).isFalse();
        assertThat(resolutions.get()).isEqualTo(0);
    }

    @Test
    void aBaseCompiledTogetherIsGeneratedToo() throws Exception {
        house();
        Files.writeString(base.resolve("src/main/rules/skirmish.rules"), GenerateMojoTest.fixture("skirmish.rules"));
        mojo().execute();
        assertThat(Files.exists(out().resolve("it/house/our_skirmish/OurSkirmish.java"))).isTrue();
        assertThat(Files.exists(out().resolve("it/house/skirmish/Skirmish.java"))).isTrue();
        assertThat(resolutions.get()).isEqualTo(0);
    }

    @Test
    void aMissingBaseIsARuleError() throws Exception {
        house();
        MojoFailureException e = assertThrows(MojoFailureException.class, () -> mojo().execute());
        assertThat(e).hasMessageThat().matches("\\d+ rule errors? in src/main/rules");
        assertThat(log.stream().filter(l -> l.startsWith("error: ")).findFirst().orElseThrow())
                .startsWith("error: " + base.resolve("src/main/rules/our-skirmish.rules") + ":3:11: error[E0903]: cannot find rulebook `skirmish`");
        assertThat(resolutions.get()).isEqualTo(1);
    }
}
