package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.lang.reflect.Method;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RiggedDice;

/** Richer checks and turn flow (flow.rules): compiled with javac -Werror, run, and its own tests run. */
class FlowCodeTest {
    @TempDir
    static Path dir;

    static CompilationResult result;
    static ClassLoader loader;

    @BeforeAll
    static void compile() throws Exception {
        result = Compile.text("flow.rules", Compile.resource("flow.rules"));
        assertThat(Compile.errors(result)).doesNotContain("error:");
        loader = Compile.javac(result, dir);
    }

    @Test
    void theGeneratedTestsRunAndPass() throws Exception {
        var summary = GeneratedCodeTest.runTests(loader, "test.gen.flow.FlowRulesTest");
        StringBuilder failures = new StringBuilder();
        summary.getFailures().forEach(f -> failures.append(f.getTestIdentifier().getDisplayName()).append(": ")
                .append(f.getException()).append('\n'));
        assertThat(failures.toString()).isEmpty();
        assertThat(summary.getTestsSucceededCount()).isAtLeast(3);
    }

    @Test
    void aTotalIsAlwaysASuccessAndCarriesItsOutputs() throws Exception {
        Class<?> check = loader.loadClass("test.gen.flow.DamageRollCheck");
        Method roll = check.getMethod("roll", org.rulesc.runtime.Dice.class, int.class);
        Object outcome = roll.invoke(null, RiggedDice.of(6, 6, 5), 2);
        assertThat(outcome.toString()).contains("success=true");
        assertThat(outcome.toString()).contains("total=13");
        Distribution<?> total = (Distribution<?>) check.getMethod("totalDistribution", int.class).invoke(null, 0);
        assertThat(total.total()).isEqualTo(Rational.ONE);
        assertThat(total.asMap().get(7)).isEqualTo(Rational.of(1, 6));
    }

    @Test
    void thePlayerChoosesAmongTheGradesThatApplied() throws Exception {
        Class<?> check = loader.loadClass("test.gen.flow.BlowCheck");
        Class<?> grade = loader.loadClass("test.gen.flow.BlowCheck$Grade");
        Class<?> outcome = loader.loadClass("test.gen.flow.BlowCheck$Outcome");
        Object both = check.getMethod("roll", org.rulesc.runtime.Dice.class, int.class, int.class, int.class)
                .invoke(null, RiggedDice.of(100, 5), 50, 8, 8);
        assertThat(outcome.getMethod("grades").invoke(both).toString()).isEqualTo("[DEADLY, NEAT]");
        Object neat = outcome.getMethod("choose", grade).invoke(both, grade.getField("NEAT").get(null));
        assertThat(outcome.getMethod("result").invoke(neat).toString()).isEqualTo("NEAT");
        try {
            outcome.getMethod("choose", grade).invoke(both, grade.getField("SUCCESS").get(null));
            throw new AssertionError("expected a RuleViolation");
        } catch (java.lang.reflect.InvocationTargetException e) {
            assertThat(e.getCause()).isInstanceOf(org.rulesc.runtime.RuleViolation.class);
            assertThat(e.getCause()).hasMessageThat().contains("the player cannot choose 成功");
        }
    }
}
