package org.rulesc.compiler.diff;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.model.Model;

/** A declaration whose {@code part} changes keeps its rule but moves to another generated class. */
class PartDiffTest {
    private static final String BASE = """
            rulebook r "R" version "1" {
              die d6
            }
            const reach: int = 3
            part moves "移動"
            formula twice "倍" (x: int in 0..3) -> int = x * 2 cite "【5】"
            """;

    private static Model model(String text) {
        return DiffFixtures.model("r.rules", text);
    }

    @Test
    void aDeclarationMovedToAnotherPartBreaksItsJavaCallers() {
        DiffReport r = Differ.diff(model(BASE), model(BASE.replace("part moves \"移動\"\n", "")
                .replace("const reach: int = 3\n", "part moves \"移動\"\nconst reach: int = 3\n")));
        // reach joined part `moves`; twice stayed in it
        Change moved = DiffFixtures.only(r, "part-changed");
        assertThat(moved.key()).isEqualTo("const:reach");
        assertThat(moved.severity()).isEqualTo(Severity.BREAKING);
        assertThat(moved.message()).startsWith("moved from the main class to part `moves`");
        assertThat(r.verdict()).isEqualTo("different");
    }

    @Test
    void aRenamedPartMovesEveryDeclarationInIt() {
        DiffReport r = Differ.diff(model(BASE), model(BASE.replace("part moves", "part movement")));
        Change moved = DiffFixtures.only(r, "part-changed");
        assertThat(moved.key()).isEqualTo("formula:twice");
        assertThat(moved.message()).startsWith("moved from part `moves` to part `movement`");
    }

    @Test
    void aRelabelledPartMovesNothing() {
        DiffReport r = Differ.diff(model(BASE), model(BASE.replace("\"移動\"", "\"移動のルール\"")));
        assertThat(r.changes().stream().filter(c -> c.id().equals("part-changed")).toList()).isEmpty();
        assertThat(r.hasAtLeast(Severity.BALANCE)).isFalse();
    }
}
