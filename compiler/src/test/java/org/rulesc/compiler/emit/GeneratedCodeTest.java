package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;
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
        loader = Compile.javac(result, dir.resolve("demo"));
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
        var summary = Compile.runTests(loader, "test.gen.demo.DemoRulesTest");
        assertThat(Compile.failures(summary)).isEmpty();
        assertThat(summary.getTestsSucceededCount()).isAtLeast(50);
    }

    @Test
    void aWrongExpectationInARulebookMakesItsGeneratedTestFail() throws Exception {
        String wrong = Compile.resource("demo.rules").replace("expect ceil_check(7, 2) == 6", "expect ceil_check(7, 2) == 7");
        CompilationResult broken = Compile.text("demo.rules", wrong);
        var summary = Compile.runTests(Compile.javac(broken, dir.resolve("wrong")), "test.gen.demo.DemoRulesTest");
        assertThat(summary.getTotalFailureCount()).isEqualTo(1);
        var failure = summary.getFailures().get(0);
        assertThat(failure.getTestIdentifier().getDisplayName()).isEqualTo("precedence survives translation");
        assertThat(failure.getException()).hasMessageThat().contains("ceil_check(7, 2) == 7");
    }

    @Test
    void wildcardTransitionsPhasesOnSomeTurnsAndPerOwnerLimits() throws Exception {
        Class<?> state = loader.loadClass("test.gen.demo.AlertState");
        Class<?> event = loader.loadClass("test.gen.demo.AlertEvent");
        Object calm = state.getField("CALM").get(null);
        Object wary = state.getField("WARY").get(null);
        Method on = state.getMethod("on", event);
        assertThat(on.invoke(calm, event.getField("KNOCKED_OUT").get(null)).toString()).isEqualTo("OUT");
        assertThat(on.invoke(wary, event.getField("NOISE").get(null)).toString()).isEqualTo("CALM");

        Class<?> phase = loader.loadClass("test.gen.demo.BattlePhase");
        Method activeOn = phase.getMethod("activeOn", int.class);
        assertThat(activeOn.invoke(phase.getField("PLACEMENT").get(null), 1)).isEqualTo(true);
        assertThat(activeOn.invoke(phase.getField("PLACEMENT").get(null), 2)).isEqualTo(false);
        assertThat(activeOn.invoke(phase.getField("FIGHT").get(null), 2)).isEqualTo(true);

        Class<?> limit = loader.loadClass("test.gen.demo.Limit");
        Class<?> element = loader.loadClass("test.gen.demo.Element");
        Object elementUse = limit.getField("ELEMENT_USE").get(null);
        org.rulesc.runtime.UsageTracker tracker = new org.rulesc.runtime.UsageTracker();
        Method tryUse = limit.getMethod("tryUse", org.rulesc.runtime.UsageTracker.class, element);
        Object swordArt = element.getField("SWORD_ART").get(null);
        assertThat(tryUse.invoke(elementUse, tracker, swordArt)).isEqualTo(true);
        assertThat(tryUse.invoke(elementUse, tracker, swordArt)).isEqualTo(false);
        try {
            limit.getMethod("use", org.rulesc.runtime.UsageTracker.class).invoke(elementUse, tracker);
            throw new AssertionError("expected a RuleViolation");
        } catch (java.lang.reflect.InvocationTargetException e) {
            assertThat(e.getCause()).hasMessageThat().contains("is counted per Element");
        }
    }

    private static String content(String path) {
        return result.mainFiles().stream().filter(f -> f.relativePath().equals(path)).findFirst().orElseThrow().content();
    }

}
