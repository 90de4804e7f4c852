package org.rulesc.compiler.fuzz;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The long run's seeds: a rulebook split into its header with one declaration each. */
class FuzzSeedsTest {
    private static final String HEADER = "rulebook t \"T\" version \"1\" {\n  die d6\n}";

    @Test
    void eachPieceIsTheHeaderWithOneDeclaration() {
        String text = HEADER + "\n// a comment\nformula double (x: int) -> int = x * 2 house \"test\"\n"
                + "formula triple (x: int) -> int = x * 3 house \"「三倍」\"\n";

        List<String> pieces = FuzzSeeds.pieces(text);

        assertThat(pieces).containsExactly(
                HEADER + "\nformula double (x: int) -> int = x * 2 house \"test\"\n",
                HEADER + "\nformula triple (x: int) -> int = x * 3 house \"「三倍」\"\n").inOrder();
    }

    @Test
    void aRulebookWithoutDeclarationsIsOnePiece() {
        assertThat(FuzzSeeds.pieces(HEADER + "\n")).containsExactly(HEADER + "\n");
    }
}
