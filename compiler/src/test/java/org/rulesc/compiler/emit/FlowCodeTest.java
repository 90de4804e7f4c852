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
        var summary = Compile.runTests(loader, "test.gen.flow.FlowRulesTest");
        assertThat(Compile.failures(summary)).isEmpty();
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

    @Test
    void rolesNestedSequencesAndTriggerEvents() throws Exception {
        Class<?> round = loader.loadClass("test.gen.flow.RoundSequence");
        Class<?> handler = loader.loadClass("test.gen.flow.RoundSequence$Handler");
        Class<?> unitHandler = loader.loadClass("test.gen.flow.UnitTurnSequence$Handler");
        Class<?> side = loader.loadClass("test.gen.flow.RoundSide");
        Class<?> trigger = loader.loadClass("test.gen.flow.UnitTurnTrigger");
        Object red = side.getField("RED").get(null);
        Object blue = side.getField("BLUE").get(null);
        java.util.List<String> log = new java.util.ArrayList<>();
        java.util.function.Function<String, Object> unit = name -> java.lang.reflect.Proxy.newProxyInstance(
                unitHandler.getClassLoader(), new Class<?>[] {unitHandler}, (proxy, method, args) -> {
                    if (method.getName().equals("phase")) {
                        log.add(name + " " + args[1]);
                    } else if (method.getName().equals("trigger")) {
                        log.add(name + " " + args[1] + " fires " + trigger.getMethod("stanceEvent").invoke(args[1]));
                    }
                    return null;
                });
        Object game = java.lang.reflect.Proxy.newProxyInstance(handler.getClassLoader(), new Class<?>[] {handler},
                (proxy, method, args) -> switch (method.getName()) {
                    case "phase" -> {
                        log.add(args[0] + " " + args[1] + " " + args[2]);
                        yield null;
                    }
                    // the blue side wins the initiative on turn 1
                    case "side" -> args[1].toString().equals("WINNER") ? blue : red;
                    case "mainActors" -> java.util.List.of(unit.apply("a"), unit.apply("b"));
                    default -> null;
                });
        round.getMethod("runTurn", handler, int.class).invoke(null, game, 1);
        assertThat(log).containsExactly("1 INITIATIVE null", "1 ORDERING RED", "1 TIMING BLUE", "1 MAIN null",
                "a CLEAR fires OWN_TURN_START", "a MINOR", "a MAJOR", "b CLEAR fires OWN_TURN_START", "b MINOR",
                "b MAJOR", "1 END RED").inOrder();
        Class<?> phase = loader.loadClass("test.gen.flow.RoundPhase");
        assertThat(phase.getMethod("role").invoke(phase.getField("ORDERING").get(null)).toString()).isEqualTo("LOSER");
        assertThat(phase.getMethod("side").invoke(phase.getField("ORDERING").get(null))).isNull();
    }

    @Test
    void aStatusWithValuesRemembersWhenItsStateBegan() throws Exception {
        Class<?> life = loader.loadClass("test.gen.flow.Life");
        Object up = life.getMethod("initial").invoke(null);
        Object down = life.getMethod("fall", int.class).invoke(up, 2);
        assertThat(down.toString()).isEqualTo("Life[state=DOWN, since=2]");
        Object still = life.getMethod("hurt", int.class, boolean.class).invoke(down, 2, true);
        assertThat(still.toString()).isEqualTo("Life[state=DOWN, since=2]");
        try {
            life.getMethod("recover", int.class).invoke(down, 2);
            throw new AssertionError("expected a RuleViolation");
        } catch (java.lang.reflect.InvocationTargetException e) {
            assertThat(e.getCause()).hasMessageThat().isEqualTo("no transition from 昏睡 on recover");
        }
        Class<?> charge = loader.loadClass("test.gen.flow.Charge");
        Class<?> event = loader.loadClass("test.gen.flow.ChargeEvent");
        Object c = charge.getMethod("initial").invoke(null);
        c = charge.getMethod("on", int.class, event).invoke(c, 1, event.getField("CHARGE").get(null));
        c = charge.getMethod("charge", int.class).invoke(c, 2);
        assertThat(c.toString()).isEqualTo("Charge[state=CHARGED, since=1, tokens=2]");
    }

    @Test
    void flagsDecideWhichPhasesRun() throws Exception {
        Class<?> chart = loader.loadClass("test.gen.flow.ChartSequence");
        Class<?> handler = loader.loadClass("test.gen.flow.ChartSequence$Handler");
        java.util.List<String> log = new java.util.ArrayList<>();
        Object game = java.lang.reflect.Proxy.newProxyInstance(handler.getClassLoader(), new Class<?>[] {handler},
                (proxy, method, args) -> switch (method.getName()) {
                    case "phase" -> {
                        log.add(args[0] + " " + args[1]);
                        yield null;
                    }
                    // everyone is standing on turn 1 only
                    case "bothStanding" -> (Integer) args[0] == 1;
                    default -> null;
                });
        chart.getMethod("run", handler, int.class).invoke(null, game, 2);
        assertThat(log).containsExactly("1 ACT", "1 TALK", "2 ACT", "2 WRAP_UP").inOrder();
    }
}
