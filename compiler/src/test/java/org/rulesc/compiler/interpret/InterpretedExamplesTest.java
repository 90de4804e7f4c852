package org.rulesc.compiler.interpret;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulesc.compiler.model.Model;

/**
 * Every {@code example}, {@code forall} case and {@code probabilities} row of every bundled
 * rulebook, run through the interpreter: the same cases the generated JUnit tests run against
 * the generated engines, with the same verdict (all pass).
 */
class InterpretedExamplesTest {
    static Stream<String> rulebooks() throws IOException {
        return Bundled.models().stream().map(m -> m.rulebook.id().text());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulebooks")
    void everyCasePassesInTheInterpreter(String id) throws IOException {
        Model model = Bundled.model(id);
        Examples.Report report = new Examples(new Interpreter(model)).runAll();
        StringBuilder failures = new StringBuilder();
        for (Examples.Failure f : report.failures()) {
            failures.append(f.span().file()).append(':').append(f.span().line()).append(':').append(f.span().column())
                    .append(": ").append(f.message()).append('\n');
        }
        assertWithMessage(failures.toString()).that(report.failures()).isEmpty();
        assertThat(report.cases()).isGreaterThan(50);
    }
}
