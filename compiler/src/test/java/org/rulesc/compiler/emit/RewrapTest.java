package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Generated game code kept within 120 columns once its type names are shortened. */
class RewrapTest {
    @Test
    void aLineBreaksAfterACommaBeforeAnythingElse() {
        String line = "        x(" + "a".repeat(60) + ", " + "b".repeat(60) + ");";
        List<String> lines = GameLines.rewrap(line).lines().toList();
        assertThat(lines).containsExactly("        x(" + "a".repeat(60) + ",", "                " + "b".repeat(60) + ");")
                .inOrder();
    }

    @Test
    void nestedCallsWithLongNamesAndNoCommaBreakInsideACall() {
        // no comma, operator or space within the width: the last opening bracket of a call
        String line = "                e.at(), MaidAndMaidens.terrainReach(MaidAndMaidens.maxMoveSteps("
                + "MaidAndMaidens.carriedMoveMod(w.cur(self).carried())), w.cur(self).flying() ? 0 : 1);";
        List<String> lines = GameLines.rewrap(line).lines().toList();
        assertThat(lines.size()).isGreaterThan(1);
        assertThat(lines.stream().allMatch(l -> l.length() <= 120)).isTrue();
        assertThat(String.join("", lines.stream().map(String::strip).toList())).isEqualTo(line.strip());
        assertThat(lines.get(0)).endsWith("(");
    }

    @Test
    void aLineWithinTheWidthIsLeftAlone() {
        String line = "        return a(b, c);";
        assertThat(GameLines.rewrap(line)).isEqualTo(line);
    }
}
