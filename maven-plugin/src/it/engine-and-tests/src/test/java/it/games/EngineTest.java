package it.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.games.skirmish.Skirmish;
import org.junit.jupiter.api.Test;

/** Hand-written code uses the generated engine like any other class. */
class EngineTest {
    @Test
    void maxMove() {
        assertEquals(3, Skirmish.maxMove(-1));
    }
}
