package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.interpret.Bounds;

/**
 * A few lines of a rulebook can ask the interpreter for more memory or time than any machine
 * has; each evaluation path stops at rulesc's {@link Bounds} with a positioned error (E0540 for
 * an example) or a one-line message, never an out-of-memory error, a hang or a stack trace.
 */
class EvaluationBoundsTest {
    @TempDir Path work;

    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    /** 2^40 elements: a list doubled forty times. */
    private static final String DOUBLING = "size(fold(acc = [1], x in " + ones(40) + ": acc + acc))";

    /** 2^19 elements, within the list bound; summing over it twice nested is 2^38 steps. */
    private static final String NESTED = "let big = fold(acc = [1], x in " + ones(19) + ": acc + acc) in "
            + "sum(x in big: sum(y in big: 1))";

    private static String ones(int n) {
        return "[" + String.join(", ", java.util.Collections.nCopies(n, "1")) + "]";
    }

    private RulescTest.Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    private Path rulebook(String header, String formula) throws IOException {
        Path file = work.resolve("t.rules");
        Files.writeString(file, "rulebook t \"T\" version \"1\" {\n  die d6\n" + header + "}\n\n"
                + "formula f (n: int) -> int = " + formula + " house \"test\"\n\n"
                + "example \"bounded\" {\n  expect f(1) == 2\n}\n");
        return file;
    }

    @Test
    void anExampleWhoseListOutgrowsTheBoundIsAPositionedError() throws IOException {
        rulebook("", DOUBLING);
        RulescTest.Run r = run("check", "t.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("t.rules:8:3: error[E0540]: evaluation stopped: a list would hold 1,048,576 elements, more than 1,000,000");
        assertThat(r.err()).contains("docs/interpreter.md#bounds");
        r.assertNoStackTrace();
    }

    @Test
    void anExampleThatWouldRunForHoursStopsAtTheStepBound() throws IOException {
        rulebook("", NESTED);
        RulescTest.Run r = run("check", "t.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("t.rules:8:3: error[E0540]: evaluation stopped: the evaluation took more than "
                + String.format("%,d", Bounds.STEPS) + " steps");
        r.assertNoStackTrace();
    }

    @Test
    void evalOfAnAreaWiderThanTheBoundSaysSoInOneLine() throws IOException {
        rulebook("  space square8\n", "n + 1");
        RulescTest.Run r = run("eval", "t.rules", "size(within_squares(square(0, 0), 1000000))");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("`within_squares` over a radius of 1000000, more than " + Bounds.RADIUS);
        r.assertNoStackTrace();
        // within the bound, the same built-in answers: (2·3 + 1)² squares at Chebyshev distance ≤ 3
        RulescTest.Run ok = run("eval", "t.rules", "size(within_squares(square(0, 0), 3))");
        assertThat(ok.out().trim()).isEqualTo("49");
    }

    @Test
    void evalOfADoublingListSaysSoInOneLine() throws IOException {
        rulebook("", "n + 1");
        RulescTest.Run r = run("eval", "t.rules", DOUBLING);
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("rulesc: a list would hold");
        r.assertNoStackTrace();
    }
}
