package org.rulesc.rulebooks.al2;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.rulesc.runtime.RuleViolation;

/**
 * The altitude-change table (高度変更の正式ルール) is encoded twice: as the printed table with ×
 * for 不可/※2, and as the rule {@code altitude_change_allowed} (車輪 ±1, 履帯/騎馬 ±2, 水上/水中
 * none, the rest any amount), because rulebook expressions cannot ask a table whether a cell
 * is ×. These tests hold the two encodings to each other on every cell, and check that a
 * refused cell really is refused by the engine.
 */
class Al2AltitudeTableTest {

    @Test
    void everyPrintedCellAgreesWithTheAllowedRule() {
        for (int change = 1; change <= 29; change++) {
            for (Method method : Method.values()) {
                boolean printed = Al2Movement.altitudeCostAllowed(change, method);
                assertWithMessage("±%s %s", change, method.label())
                        .that(Al2Movement.altitudeChangeAllowed(change, method)).isEqualTo(printed);
                assertWithMessage("※1 column ±%s %s", change, method.label())
                        .that(Al2Movement.altitudeFullMoveAllowed(change, method)).isEqualTo(printed);
                assertWithMessage("negative ±%s %s", change, method.label())
                        .that(Al2Movement.altitudeChangeAllowed(-change, method)).isEqualTo(printed);
            }
        }
    }

    @Test
    void theOpenRowAgreesWithTheAllowedRule() {
        for (int change = 30; change <= 300; change++) {
            for (Method method : Method.values()) {
                assertWithMessage("±%s %s", change, method.label())
                        .that(Al2Movement.altitudeChangeAllowed(change, method))
                        .isEqualTo(Al2Movement.altitudeOpenRuleAllowed(method));
            }
        }
    }

    @Test
    void aRefusedChangeIsARuleViolation() {
        for (int change : new int[] {2, 3, 29, 30, 50}) {
            int c = change;
            assertThrows(RuleViolation.class, () -> Al2Movement.altitudeChangeCost(c, Method.WHEEL));
            assertThrows(RuleViolation.class, () -> Al2Movement.altitudeChangeCost(-c, Method.WHEEL));
            assertThrows(RuleViolation.class, () -> Al2Movement.altitudeChangeCost(c, Method.SURFACE));
        }
        assertThrows(RuleViolation.class, () -> Al2Movement.altitudeChangeCost(3, Method.TRACKS));
        assertThrows(RuleViolation.class, () -> Al2Movement.altitudeChangeCost(3, Method.MOUNTED));
        assertThrows(RuleViolation.class, () -> Al2Movement.altitudeChangeCost(1, Method.UNDERWATER));
        assertThat(Al2Movement.altitudeChangeCost(2, Method.TRACKS)).isEqualTo(1);
        assertThat(Al2Movement.altitudeChangeCost(0, Method.SURFACE)).isEqualTo(0);
    }

    @Test
    void aBiggerChangeNeverCostsLess() {
        for (Method method : Method.values()) {
            int previous = 0;
            for (int change = 1; change <= 300 && Al2Movement.altitudeChangeAllowed(change, method); change++) {
                int cost = Al2Movement.altitudeChangeCost(change, method);
                assertWithMessage("±%s %s", change, method.label()).that(cost).isAtLeast(previous);
                previous = cost;
            }
        }
    }

    @Test
    void theOpenRowContinuesThePrintedRows() {
        // /5+1 from ±2 on and /10 from ±5 on give the printed cells, so ±29 → ±30 is one step.
        assertThat(Al2Movement.altitudeChangeCost(29, Method.WALK)).isEqualTo(6);
        assertThat(Al2Movement.altitudeChangeCost(30, Method.WALK)).isEqualTo(7);
        assertThat(Al2Movement.altitudeChangeCost(29, Method.FLIGHT)).isEqualTo(2);
        assertThat(Al2Movement.altitudeChangeCost(30, Method.FLIGHT)).isEqualTo(3);
        for (int change = 2; change <= 29; change++) {
            assertThat(Al2Movement.openRowCost(change, Method.WALK)).isEqualTo(Al2Movement.altitudeCost(change, Method.WALK));
            assertThat(Al2Movement.openRowCost(change, Method.CRAWL)).isEqualTo(Al2Movement.altitudeCost(change, Method.CRAWL));
            assertThat(Al2Movement.openRowCost(change, Method.LEVITATE)).isEqualTo(Al2Movement.altitudeCost(change, Method.LEVITATE));
        }
        for (int change = 1; change <= 29; change++) {
            assertThat(Al2Movement.openRowCost(change, Method.FLIGHT)).isEqualTo(Al2Movement.altitudeCost(change, Method.FLIGHT));
            assertThat(Al2Movement.openRowCost(change, Method.TELEPORT)).isEqualTo(0);
        }
    }
}
