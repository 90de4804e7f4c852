package org.rulesc.compiler.parse;

import static com.google.common.truth.Truth.assertThat;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.junit.jupiter.api.Test;
import org.rulesc.grammar.RulesLexer;
import org.rulesc.grammar.RulesParser;

/** A condition broken over lines is quoted on one line, as written, without its comments. */
class WrittenTextTest {
    private static String oneLine(String source) {
        RulesParser parser = new RulesParser(new CommonTokenStream(new RulesLexer(CharStreams.fromString(source))));
        return WrittenText.oneLine(parser.expr());
    }

    @Test
    void textOnOneLineIsKeptExactly() {
        assertThat(oneLine("a  &&  f(x, \"a  // b\")")).isEqualTo("a  &&  f(x, \"a  // b\")");
    }

    @Test
    void lineBreaksBecomeOneSpaceAndNoneInsideBrackets() {
        assertThat(oneLine("drop != dest\n      && all(o in others: o.at != drop) // a comment\n"
                + "      && any(e in enemies: within(\n          drop, e.at, 15cm\n      ))"))
                .isEqualTo("drop != dest && all(o in others: o.at != drop) && any(e in enemies: within(drop, e.at, 15cm))");
    }
}
