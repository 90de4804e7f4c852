package org.rulesc.rulebooks.al2;

import static com.google.common.truth.Truth.assertWithMessage;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.SquareGrid.Square;
import org.rulesc.runtime.SquareSight;

/**
 * {@code line_contact} decides, with one integer formula per square, whether the centre-to-centre
 * line crosses a square, touches only its corner, or misses it. The runtime's {@link SquareSight}
 * traces the same line step by step; the two must agree on every square around every line.
 */
class Al2LineTest {

    private static final int R = 7;

    @Test
    void lineContactAgreesWithTheRuntimeTrace() {
        for (int dx = -R; dx <= R; dx++) {
            for (int dy = -R; dy <= R; dy++) {
                SquareSight sight = SquareSight.between(Square.of(0, 0), Square.of(dx, dy));
                Set<Square> crossed = new HashSet<>(sight.squares());
                Set<Square> pinched = new HashSet<>();
                for (SquareSight.VertexPass v : sight.vertices()) {
                    pinched.add(v.pinchA());
                    pinched.add(v.pinchB());
                }
                for (int cx = -R - 1; cx <= R + 1; cx++) {
                    for (int cy = -R - 1; cy <= R + 1; cy++) {
                        Contact expected = crossed.contains(Square.of(cx, cy)) ? Contact.CROSSES
                                : pinched.contains(Square.of(cx, cy)) ? Contact.VERTEX_ONLY
                                : Contact.MISSES;
                        assertWithMessage("line to (%s,%s), square (%s,%s)", dx, dy, cx, cy)
                                .that(Al2Sight.lineContact(dx, dy, cx, cy)).isEqualTo(expected);
                    }
                }
            }
        }
    }

    @Test
    void theLineIsTheSameSeenFromEitherEnd() {
        for (int dx = -R; dx <= R; dx++) {
            for (int dy = -R; dy <= R; dy++) {
                for (int cx = -R; cx <= R; cx++) {
                    for (int cy = -R; cy <= R; cy++) {
                        assertWithMessage("(%s,%s) (%s,%s)", dx, dy, cx, cy)
                                .that(Al2Sight.lineContact(-dx, -dy, cx - dx, cy - dy))
                                .isEqualTo(Al2Sight.lineContact(dx, dy, cx, cy));
                    }
                }
            }
        }
    }

    @Test
    void pinchingSquaresLieOnOppositeSides() {
        for (int dx = -R; dx <= R; dx++) {
            for (int dy = -R; dy <= R; dy++) {
                for (SquareSight.VertexPass v : SquareSight.between(Square.of(0, 0), Square.of(dx, dy)).vertices()) {
                    int a = Al2Sight.lineSide(dx, dy, v.pinchA().col(), v.pinchA().row());
                    int b = Al2Sight.lineSide(dx, dy, v.pinchB().col(), v.pinchB().row());
                    assertWithMessage("line to (%s,%s) at vertex (%s,%s)", dx, dy, v.x(), v.y())
                            .that(a * b).isEqualTo(-1);
                }
            }
        }
    }
}
