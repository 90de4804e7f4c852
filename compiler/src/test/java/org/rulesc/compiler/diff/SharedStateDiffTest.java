package org.rulesc.compiler.diff;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.diff.Change.Severity;

/** The game's own state ({@code state ground { … }}) in a diff, on revisions of a test rulebook. */
class SharedStateDiffTest {
    private static final Path CACHES = Path.of("src", "test", "resources", "rules", "shared_state_game.rules");

    private static DiffReport diff(String from, String to) throws IOException {
        String old = Files.readString(CACHES, StandardCharsets.UTF_8);
        assertThat(old).contains(from);
        return Differ.diff(DiffFixtures.model("c.rules", old), DiffFixtures.model("c.rules", old.replace(from, to)));
    }

    @Test
    void aFieldOfTheGamesStateIsComparedLikeAPiecesField() throws IOException {
        DiffReport added = diff("    lost \"なくした数\": int = 0 cite \"1\"\n",
                "    lost \"なくした数\": int = 0 cite \"1\"\n    found: int = 0 cite \"1\"\n");
        assertThat(added.changes()).hasSize(1);
        Change a = added.changes().get(0);
        assertThat(a.id()).isEqualTo("state-field-added");
        assertThat(a.key()).isEqualTo("game:caches/state:ground/field:found");
        assertThat(a.severity()).isEqualTo(Severity.BREAKING);
        assertThat(a.message()).isEqualTo("field ground.found added");

        DiffReport initial = diff("items \"置かれた物\": list<Gear> = []", "items \"置かれた物\": list<Gear> = [Gear.lamp]");
        assertThat(initial.changes().stream().map(Change::id).toList()).contains("state-field-changed");
        Change i = initial.changes().stream().filter(c -> c.id().equals("state-field-changed")).findFirst().orElseThrow();
        assertThat(i.severity()).isEqualTo(Severity.BALANCE);
        assertThat(i.message()).isEqualTo("the initial value of field ground.items changed");
    }

    @Test
    void theStateRenamedIsBreaking() throws IOException {
        String old = Files.readString(CACHES, StandardCharsets.UTF_8);
        DiffReport r = Differ.diff(DiffFixtures.model("c.rules", old),
                DiffFixtures.model("c.rules", old.replace("ground", "floor")));
        Change c = r.changes().stream().filter(x -> x.id().startsWith("state-")).findFirst().orElseThrow();
        assertThat(c.id()).isEqualTo("state-changed");
        assertThat(c.message()).isEqualTo("the game's own state renamed from ground to floor");
    }
}
