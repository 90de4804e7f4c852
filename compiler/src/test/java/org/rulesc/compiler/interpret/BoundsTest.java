package org.rulesc.compiler.interpret;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.model.Model;

/**
 * The step bounds of one evaluation and of one run of a rulebook's examples, with limits lowered
 * so that they are reached in a few milliseconds (rulesc's own are in {@link Bounds}).
 */
class BoundsTest {
    private static final String RULEBOOK = """
            rulebook t "T" version "1" {
              die d6
            }

            formula spin (n: int) -> int = sum(x in [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]: n) house "test"

            forall "spins" n in 1..100 {
              expect spin(n) == 10 * n
            }
            """;

    private static Model model() {
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults())
                .check(List.of(new SourceFile("t.rules", RULEBOOK)));
        assertThat(result.hasErrors()).isFalse();
        return result.models().get(0);
    }

    @Test
    void withinTheBoundsEveryCaseRunsAndPasses() {
        Examples.Report report = new Examples(new Interpreter(model())).runAll();
        assertThat(report.cases()).isEqualTo(100);
        assertThat(report.failures()).isEmpty();
    }

    @Test
    void oneEvaluationPastItsStepBoundFailsThatCaseOnly() {
        // a case takes 11 steps: the call of spin and its ten iterations
        Examples.Report report = new Examples(new Interpreter(model(), new Bounds.Limits(10, 1_000_000))).runAll();
        assertThat(report.cases()).isEqualTo(100);
        assertThat(report.failures()).hasSize(100);
        assertThat(report.failures().get(0).bounded()).isTrue();
        assertThat(report.failures().get(0).message()).startsWith("the evaluation took more than 10 steps");

        Examples.Report enough = new Examples(new Interpreter(model(), new Bounds.Limits(11, 1_000_000))).runAll();
        assertThat(enough.failures()).isEmpty();
    }

    @Test
    void aRunPastItsTotalStopsAtTheFirstCaseBeyondItAndSaysSoOnce() {
        // 11 steps a case: after 10 cases the run has taken 110 > 100 steps
        Examples.Report report = new Examples(new Interpreter(model(), new Bounds.Limits(1_000, 100))).runAll();
        assertThat(report.cases()).isEqualTo(10);
        assertThat(report.failures()).hasSize(1);
        assertThat(report.failures().get(0).bounded()).isTrue();
        assertThat(report.failures().get(0).message())
                .startsWith("the examples stopped here: together they took more than 100 steps");
    }
}
