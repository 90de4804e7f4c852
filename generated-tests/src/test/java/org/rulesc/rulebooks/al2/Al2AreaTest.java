package org.rulesc.rulebooks.al2;

import static com.google.common.truth.Truth.assertWithMessage;

import org.junit.jupiter.api.Test;

/**
 * The area shapes are encoded twice: as a membership test per square and as a size formula.
 * Counting the members over a board must give the size.
 */
class Al2AreaTest {

    @Test
    void normalAreaMembersCountToItsSize() {
        for (int n = 0; n <= 8; n++) {
            int count = 0;
            for (int dx = -10; dx <= 10; dx++) {
                for (int dy = -10; dy <= 10; dy++) {
                    if (Al2SpotRules.inNormalArea(dx, dy, n)) {
                        count++;
                    }
                }
            }
            assertWithMessage("通常%s", n).that(count).isEqualTo(Al2SpotRules.normalAreaSquares(n));
        }
    }

    @Test
    void radiateAreaMembersCountToItsSize() {
        for (int n = 0; n <= 8; n++) {
            for (boolean own : new boolean[] {false, true}) {
                int count = 0;
                for (int forward = -2; forward <= 12; forward++) {
                    for (int side = -12; side <= 12; side++) {
                        if (Al2SpotRules.inRadiateArea(forward, side, n, own)) {
                            count++;
                        }
                    }
                }
                assertWithMessage("放射%s own=%s", n, own).that(count).isEqualTo(Al2SpotRules.radiateSquares(n, own));
            }
        }
    }

    @Test
    void penetrateAreaAlongARowAndAlongADiagonal() {
        for (int d = 1; d <= 8; d++) {
            assertWithMessage("貫通1 straight %s", d).that(countPenetrate(d, 0, 1)).isEqualTo(d);
            // a diagonal line crosses d squares and is pinched at d corners (2 squares each)
            assertWithMessage("貫通1 diagonal %s", d).that(countPenetrate(d, d, 1)).isEqualTo(3 * d);
            // 貫通0: the target plus the neighbour(s) of the attacker on the line
            int expected0 = d == 1 ? 1 : 2;
            assertWithMessage("貫通0 straight %s", d).that(countPenetrate(d, 0, 0)).isEqualTo(expected0);
            assertWithMessage("貫通0 diagonal %s", d).that(countPenetrate(d, d, 0)).isEqualTo(3);
        }
    }

    private static int countPenetrate(int dx, int dy, int n) {
        int count = 0;
        for (int cx = -12; cx <= 12; cx++) {
            for (int cy = -12; cy <= 12; cy++) {
                if (Al2SpotRules.inPenetrateArea(dx, dy, cx, cy, n)) {
                    count++;
                }
            }
        }
        return count;
    }
}
