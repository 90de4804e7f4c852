package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;

/** The steps the checker makes explicit for a check, once, for every back end ({@link CheckPlanner}). */
class CheckPlannerTest {
    private static final String HEADER = """
            rulebook t "T" version "1" {
              source "test"
              die d6
              sections "1"
            }
            """;

    private static Model model(String text) {
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults())
                .check(List.of(new SourceFile("t.rules", HEADER + text)));
        assertWithMessage(String.valueOf(result.diagnostics())).that(result.hasErrors()).isFalse();
        return result.models().get(0);
    }

    private static CheckSteps steps(Model m, String check) {
        Decl.Check c = m.all(Decl.Check.class).stream().filter(x -> x.name().text().equals(check)).findFirst()
                .orElseThrow();
        CheckSteps steps = m.construct(c, Construct.Check.class).steps();
        assertWithMessage("the construct holds the steps the checker planned").that(steps)
                .isSameInstanceAs(m.steps(c));
        return steps;
    }

    @Test
    void theLetsADecisionBeforeRollingReadsAreMarkedAndTheSumFreeOnesArePrefix() {
        Model m = model("""
                check c (hp: int, bonus: int) roll d6 {
                  let face = roll + 0
                  let guard = hp + bonus
                  let doubled = guard * 2
                  always failure when doubled <= 0
                  always success when guard >= 6, roll anyway
                  always success on 1
                  always failure on 5, 6
                  success when roll <= guard
                  grade great when roll == 1
                  grade near when roll == guard
                  output shown: int = face
                  output lucky: bool = roll == 1
                } cite "1"
                """);
        CheckSteps s = steps(m, "c");
        assertThat(s.lets().stream().map(CheckSteps.Let::name).toList())
                .containsExactly("face", "guard", "doubled").inOrder();
        // `doubled` reads `guard`: both are needed before rolling; `face` reads the roll and is not
        assertThat(s.lets().stream().map(CheckSteps.Let::beforeRolling).toList())
                .containsExactly(false, true, true).inOrder();
        // the first let reads the sum, so no let is computed before walking the sums
        assertThat(s.lets().stream().map(CheckSteps.Let::sumFree).toList())
                .containsExactly(false, false, false).inOrder();
        assertThat(s.lets().get(1).type()).isEqualTo(Type.Prim.INT);
        assertThat(s.pools()).hasSize(1);
        assertWithMessage("no decision reads the roll").that(s.pools().get(0).readBeforeRolling()).isFalse();
        assertThat(s.decisions().stream().map(CheckSteps.Always::decision).toList())
                .containsExactly(CheckSteps.Decision.FAILURE, CheckSteps.Decision.SUCCESS_ROLLING_ANYWAY).inOrder();
        assertThat(s.faces()).hasSize(2);
        assertThat(s.faces().get(0).success()).isTrue();
        assertThat(s.faces().get(1).success()).isFalse();
        assertThat(s.faces().get(1).faces().stream().map(f -> f.lo() + ".." + f.hi()).toList())
                .containsExactly("5..5", "6..6").inOrder();
        assertThat(s.success()).isNotNull();
        assertThat(s.results()).containsExactly("great", "near", "success", "failure").inOrder();
        assertThat(s.outputs().stream().map(CheckSteps.Output::type).toList())
                .containsExactly(Type.Prim.INT, Type.Prim.BOOL).inOrder();
        assertWithMessage("an unnamed pool is no part of its own").that(s.intComponents()).containsExactly("shown");
        assertThat(s.parts()).containsExactly("shown", "lucky").inOrder();
    }

    @Test
    void aDecisionThatReadsThePoolsSumSeesItAsZeroAndALetsPrefixFreeOfSumsIsMarked() {
        Model m = model("""
                check p (n: int) roll a: (n)d6, b: d6 {
                  let base = n + 1
                  let total = a + b
                  let after = base + 1
                  always failure when a + base > 100
                  success when total >= base
                  then roll extra: d6 when success
                  grades chosen by player
                  grade high when a >= 5
                  grade low when b <= 2
                  output margin: int = total - base
                } cite "1"
                """);
        CheckSteps s = steps(m, "p");
        assertThat(s.pools().stream().map(CheckSteps.Pool::readBeforeRolling).toList())
                .containsExactly(true, false).inOrder();
        assertThat(s.lets().stream().map(CheckSteps.Let::beforeRolling).toList())
                .containsExactly(true, false, false).inOrder();
        // `after` reads no sum but comes after one that does: the lets are evaluated in the order written
        assertThat(s.lets().stream().map(CheckSteps.Let::sumFree).toList())
                .containsExactly(true, false, false).inOrder();
        assertThat(s.faces()).isEmpty();
        assertThat(s.gradesChosen()).isTrue();
        assertThat(s.intComponents()).containsExactly("a", "b", "extra", "margin").inOrder();
        assertThat(s.dice()).hasSize(3);
    }

    @Test
    void aTotalHasNoSuccessCondition() {
        CheckSteps s = steps(model("""
                check total () roll 2d6 {
                  output sum: int = roll
                } cite "1"
                """), "total");
        assertThat(s.success()).isNull();
        assertThat(s.decisions()).isEmpty();
        assertThat(s.results()).containsExactly("success", "failure").inOrder();
    }
}
