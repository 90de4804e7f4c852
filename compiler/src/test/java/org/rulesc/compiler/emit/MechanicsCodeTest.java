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
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Chains;
import org.rulesc.compiler.interpret.Examples;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.runtime.MarkovChain;
import org.rulesc.runtime.Rational;

/**
 * Dice mechanics and chains (mechanics.rules): the generated engine compiles with javac -Werror,
 * its generated tests pass, the interpreter runs the same examples, and the two back ends give
 * the same chain odds.
 */
class MechanicsCodeTest {
    @TempDir
    static Path dir;

    static CompilationResult result;
    static ClassLoader loader;

    @BeforeAll
    static void compile() throws Exception {
        result = Compile.text("mechanics.rules", Compile.resource("mechanics.rules"));
        assertThat(Compile.errors(result)).doesNotContain("error");
        loader = Compile.javac(result, dir);
    }

    @Test
    void theGeneratedTestsRunAndPass() throws Exception {
        var summary = Compile.runTests(loader, "test.gen.mechanics.MechanicsRulesTest");
        assertThat(Compile.failures(summary)).isEmpty();
        assertThat(summary.getTestsSucceededCount()).isAtLeast(2);
    }

    @Test
    void theInterpreterRunsTheSameExamples() {
        Examples.Report report = new Examples(new Interpreter(result.models().get(0))).runAll();
        assertThat(report.failures()).isEmpty();
        assertThat(report.cases()).isAtLeast(10);
    }

    @Test
    void bothBackEndsGiveTheSameChainOdds() throws Exception {
        Interpreter in = new Interpreter(result.models().get(0));
        Decl.Chain kill = result.models().get(0).all(Decl.Chain.class).get(0);
        Method odds = loader.loadClass("test.gen.mechanics.KillChain").getMethod("odds", int.class, int.class);
        for (int target = 1; target <= 7; target++) {
            for (int hp = -1; hp <= 11; hp++) {
                MarkovChain.Result generated = (MarkovChain.Result) odds.invoke(null, target, hp);
                MarkovChain.Result interpreted = new Chains(in).run(kill, List.of(target, hp));
                assertThat(generated.doneBy()).isEqualTo(interpreted.doneBy());
                assertThat(generated.expectedSteps()).isEqualTo(interpreted.expectedSteps());
                assertThat(generated.after()).isEqualTo(interpreted.after());
            }
        }
        // hp 3 at 1/2 a hit: 3 / (1/2) steps; hp above the range is kept at 10
        assertThat(((MarkovChain.Result) odds.invoke(null, 4, 3)).expectedSteps()).isEqualTo(Rational.of(6));
        assertThat(((MarkovChain.Result) odds.invoke(null, 4, 50)).expectedSteps()).isEqualTo(Rational.of(20));
        assertThat(((MarkovChain.Result) odds.invoke(null, 7, 1)).expectedSteps()).isNull();
    }
}
