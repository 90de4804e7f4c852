package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.RuleViolation;

/** Compiles the demo rulebook, compiles the Java it generates with javac, and runs it. */
class GeneratedCodeTest {
    @TempDir
    static Path dir;

    static CompilationResult result;
    static ClassLoader loader;

    @BeforeAll
    static void compileDemo() throws Exception {
        result = Compile.text("demo.rules", Compile.resource("demo.rules"));
        assertThat(Compile.errors(result)).doesNotContain("error:");
        loader = javacAndLoad(result, dir.resolve("demo"));
    }

    /** Writes the generated sources, compiles them with javac -Werror and loads the classes. */
    static ClassLoader javacAndLoad(CompilationResult compiled, Path where) throws Exception {
        List<Path> files = new ArrayList<>();
        for (GeneratedFile f : concat(compiled.mainFiles(), compiled.testFiles())) {
            Path p = where.resolve("src").resolve(f.relativePath());
            Files.createDirectories(p.getParent());
            Files.writeString(p, f.content());
            files.add(p);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("-d", where.resolve("classes").toString(), "-classpath",
                System.getProperty("java.class.path"), "-Xlint:all", "-Werror", "-proc:none"));
        files.forEach(f -> args.add(f.toString()));
        int status = javac.run(null, null, null, args.toArray(String[]::new));
        assertThat(status).isEqualTo(0);
        return new URLClassLoader(new URL[] {where.resolve("classes").toUri().toURL()},
                GeneratedCodeTest.class.getClassLoader());
    }

    /** Runs a generated test class with the JUnit Platform and returns its summary. */
    static org.junit.platform.launcher.listeners.TestExecutionSummary runTests(ClassLoader classes, String name)
            throws Exception {
        var listener = new org.junit.platform.launcher.listeners.SummaryGeneratingListener();
        org.junit.platform.launcher.core.LauncherFactory.create().execute(
                org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder.request()
                        .selectors(org.junit.platform.engine.discovery.DiscoverySelectors.selectClass(
                                classes.loadClass(name))).build(), listener);
        return listener.getSummary();
    }

    private static List<GeneratedFile> concat(List<GeneratedFile> a, List<GeneratedFile> b) {
        List<GeneratedFile> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    @Test
    void outputIsDeterministic() {
        CompilationResult again = Compile.text("demo.rules", Compile.resource("demo.rules"));
        assertThat(again.mainFiles()).isEqualTo(result.mainFiles());
        assertThat(again.testFiles()).isEqualTo(result.testFiles());
    }

    @Test
    void everyRuleTypeBecomesAClass() {
        List<String> names = result.mainFiles().stream().map(GeneratedFile::relativePath).toList();
        assertThat(names).containsAtLeast("test/gen/demo/Demo.java", "test/gen/demo/AttackCheck.java",
                "test/gen/demo/Terrain.java", "test/gen/demo/Weapon.java", "test/gen/demo/Doll.java",
                "test/gen/demo/TurnPhase.java", "test/gen/demo/TurnSequence.java", "test/gen/demo/MoralState.java",
                "test/gen/demo/Limit.java");
        assertThat(result.testFiles().get(0).relativePath()).isEqualTo("test/gen/demo/DemoRulesTest.java");
    }

    @Test
    void javadocCitesTheRule() {
        String main = content("test/gen/demo/Demo.java");
        assertThat(main).contains("<li>最大射程: Rule 【7】A");
        assertThat(main).contains("<li>bush: Rule 【4】");
        assertThat(content("test/gen/demo/Weapon.java")).contains("House value (not from the document): seeds README");
    }

    @Test
    void checkRollsWithTheGivenDiceAndAppliesAutomaticFaces() throws Exception {
        Class<?> attack = loader.loadClass("test.gen.demo.AttackCheck");
        Method roll = attack.getMethod("roll", org.rulesc.runtime.Dice.class, int.class, int.class, int.class);
        Object hitAnyway = roll.invoke(null, RiggedDice.of(6, 1), -3, 0, 0);
        assertThat(hitAnyway.toString()).contains("success=true");
        Object missAnyway = roll.invoke(null, RiggedDice.of(6, 6), 9, 0, 0);
        assertThat(missAnyway.toString()).contains("success=false");
        Object damage = roll.invoke(null, RiggedDice.of(6, 3), 4, 0, 2);
        assertThat(damage.toString()).contains("damage=5");
    }

    @Test
    void distributionsAreExactFractions() throws Exception {
        Class<?> morale = loader.loadClass("test.gen.demo.MoraleCheck");
        Distribution<?> d = (Distribution<?>) morale.getMethod("distribution", int.class, int.class).invoke(null, 3, 0);
        assertThat(d.total()).isEqualTo(Rational.ONE);
        assertThat(d.toString()).isEqualTo("{SUCCESS=1/2, FAILURE=1/3, BERSERK=1/6}");
        Distribution<?> auto = (Distribution<?>) morale.getMethod("distribution", int.class, int.class).invoke(null, 3, 3);
        assertThat(auto.toString()).isEqualTo("{SUCCESS=1}");
    }

    @Test
    void forbiddenTableCellsThrowRuleViolation() throws Exception {
        Class<?> main = loader.loadClass("test.gen.demo.Demo");
        Class<?> terrain = loader.loadClass("test.gen.demo.Terrain");
        Object plain = terrain.getField("PLAIN").get(null);
        Method hit = main.getMethod("hit", terrain, int.class);
        assertThat(hit.invoke(null, plain, 4)).isEqualTo(3);
        try {
            hit.invoke(null, plain, 5);
            throw new AssertionError("expected a RuleViolation");
        } catch (java.lang.reflect.InvocationTargetException e) {
            assertThat(e.getCause()).isInstanceOf(RuleViolation.class);
            assertThat(e.getCause()).hasMessageThat().contains("does not allow shooter = PLAIN, distance = 5");
        }
        assertThat(main.getMethod("hitAllowed", terrain, int.class).invoke(null, plain, 5)).isEqualTo(false);
    }

    @Test
    void theGeneratedTestsOfTheDemoRulebookRunAndPass() throws Exception {
        var summary = runTests(loader, "test.gen.demo.DemoRulesTest");
        StringBuilder failures = new StringBuilder();
        summary.getFailures().forEach(f -> failures.append(f.getTestIdentifier().getDisplayName()).append(": ")
                .append(f.getException()).append('\n'));
        assertThat(failures.toString()).isEmpty();
        assertThat(summary.getTestsSucceededCount()).isAtLeast(50);
    }

    @Test
    void aWrongExpectationInARulebookMakesItsGeneratedTestFail() throws Exception {
        String wrong = Compile.resource("demo.rules").replace("expect ceil_check(7, 2) == 6", "expect ceil_check(7, 2) == 7");
        CompilationResult broken = Compile.text("demo.rules", wrong);
        var summary = runTests(javacAndLoad(broken, dir.resolve("wrong")), "test.gen.demo.DemoRulesTest");
        assertThat(summary.getTotalFailureCount()).isEqualTo(1);
        var failure = summary.getFailures().get(0);
        assertThat(failure.getTestIdentifier().getDisplayName()).isEqualTo("precedence survives translation");
        assertThat(failure.getException()).hasMessageThat().contains("ceil_check(7, 2) == 7");
    }

    private static String content(String path) {
        return result.mainFiles().stream().filter(f -> f.relativePath().equals(path)).findFirst().orElseThrow().content();
    }

}
