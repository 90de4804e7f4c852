package org.rulesc.compiler.model;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.ast.Decl;

/**
 * What every pass quotes of a rulebook (messages, refusals, generated tests, reference pages): an
 * expression on one line exactly as written, one broken over lines whole, on one line, without
 * its comments.
 */
class SourceTextTest {
    private static String body(String formula) {
        CompilationResult result = Compile.declarations(formula);
        assertWithMessage(String.valueOf(result.diagnostics())).that(result.hasErrors()).isFalse();
        Model m = result.models().get(0);
        Decl.Formula f = m.all(Decl.Formula.class).get(0);
        return SourceText.text(m, f.body());
    }

    @Test
    void textOnOneLineIsKeptExactly() {
        assertThat(body("formula f (a: bool, x: int) -> bool = a  &&  x == 1 house \"t\"\n"))
                .isEqualTo("a  &&  x == 1");
    }

    @Test
    void lineBreaksBecomeOneSpaceAndNoneInsideBrackets() {
        assertThat(body("""
                formula f (drop: int, dest: int, xs: list<int>) -> bool =
                  drop != dest
                      && all(o in xs: o != drop) // a comment
                      && any(e in xs: max(
                          drop, e
                      ) > 0)
                  house "t"
                """)).isEqualTo("drop != dest && all(o in xs: o != drop) && any(e in xs: max(drop, e) > 0)");
    }
}
