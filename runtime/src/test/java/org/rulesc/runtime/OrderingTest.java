package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class OrderingTest {
    record Actor(String name, int agility) {}

    static final Actor A = new Actor("a", 12);
    static final Actor B = new Actor("b", 14);
    static final Actor C = new Actor("c", 12);
    static final Actor D = new Actor("d", 9);

    @Test
    void byAgilityThenADieRolledOnlyByTheTied() {
        RiggedDice dice = RiggedDice.of(100, 30, 60);
        List<Actor> order = Ordering.order(dice, 1, 100, List.of(A, B, C, D), List.of(
                Ordering.key(false, true, (x, roll) -> x.agility()),
                Ordering.key(true, true, (x, roll) -> roll)));
        dice.assertAllUsed();
        assertThat(order).containsExactly(B, C, A, D).inOrder();
    }

    @Test
    void agilityPlusADieAndOnlyTheTiedRollAgain() {
        // a 12+40=52, b 14+38=52, c 12+20=32, d 9+23=32: a and b roll again (5, 7), then c and d (1, 4: 13 and 13), again (4, 2)
        RiggedDice dice = RiggedDice.of(100, 40, 38, 20, 23, 5, 7, 1, 4, 4, 2);
        var ranked = Ordering.rank(dice, 1, 100, List.of(A, B, C, D), List.of(
                Ordering.key(true, true, (x, roll) -> x.agility() + roll)));
        dice.assertAllUsed();
        assertThat(ranked.stream().map(Ordering.Ranked::actor).toList()).containsExactly(B, A, C, D).inOrder();
        assertThat(ranked.get(2).rolls()).containsExactly(20, 1, 4).inOrder();
        assertThat(ranked.get(2).keys()).containsExactly(16);
    }

    @Test
    void tiesOnDeterministicKeysKeepTheGivenOrderAndLoneActorsRollNothing() {
        RiggedDice dice = RiggedDice.of(6);
        assertThat(Ordering.order(dice, 1, 6, List.of(A, C, B), List.of(
                Ordering.key(false, false, (x, roll) -> x.agility())))).containsExactly(A, C, B).inOrder();
        assertThat(Ordering.order(dice, 1, 6, List.of(D), List.of(
                Ordering.key(true, true, (x, roll) -> roll)))).containsExactly(D);
    }

    @Test
    void aTieThatCannotBreak() {
        assertThrows(IllegalStateException.class, () -> Ordering.order(Dice.seeded(1), 1, 1, List.of(A, C), List.of(
                Ordering.key(true, true, (x, roll) -> roll))));
    }
}
