package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ListsTest {
    @Test
    void foldsAndScansKeepARunningValue() {
        List<Integer> costs = List.of(1, 2, 3);
        assertThat(Lists.fold(costs, 10, (left, c) -> left - c)).isEqualTo(4);
        assertThat(Lists.fold(List.<Integer>of(), 10, (left, c) -> left - c)).isEqualTo(10);
        assertThat(Lists.scan(costs, 10, (left, c) -> left - c)).containsExactly(9, 7, 4).inOrder();
        assertThat(Lists.foldIndexed(costs, 0, (acc, i, c) -> acc + i * c)).isEqualTo(8);
        assertThat(Lists.scanIndexed(costs, 0, (acc, i, c) -> acc + i)).containsExactly(0, 1, 3).inOrder();
    }

    @Test
    void elementsByIndex() {
        assertThat(Lists.at(List.of("a", "b"), 1)).isEqualTo("b");
        RuleViolation v = assertThrows(RuleViolation.class, () -> Lists.at(List.of("a"), 1));
        assertThat(v).hasMessageThat().contains("no element 1 in a list of 1");
        assertThat(Lists.indexed(List.of("x", "y")).get(1)).isEqualTo(new Lists.Indexed<>(1, "y"));
    }

    @Test
    void interleavePlacesEachElementBeforeItsPosition() {
        assertThat(Lists.interleave(List.of("a", "b", "c"), List.of("x", "y", "z"), List.of(0, 2, 0)))
                .containsExactly("x", "z", "a", "b", "y", "c").inOrder();
        assertThat(Lists.interleave(List.of("a"), List.of("x"), List.of(1))).containsExactly("a", "x").inOrder();
        assertThat(Lists.interleave(List.of(), List.of("x"), List.of(0))).containsExactly("x");
        assertThrows(RuleViolation.class, () -> Lists.interleave(List.of("a"), List.of("x"), List.of(2)));
        assertThrows(RuleViolation.class, () -> Lists.interleave(List.of("a"), List.of("x"), List.of()));
    }
}
