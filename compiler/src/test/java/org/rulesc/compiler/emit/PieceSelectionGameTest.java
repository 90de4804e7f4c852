package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;

/**
 * An act that takes several pieces at once ({@code foes: list<Unit> from filter(e in enemies: …)}),
 * each struck with its own roll in a {@code for f in foes} loop: both back ends offer, play, write
 * ({@code W / (1,2)+(2,1)}) and read the same selections of pieces, and refuse a selection the
 * rules do not allow in the same words.
 */
class PieceSelectionGameTest {
    @TempDir static Path dir;

    private static TestGame loaded;
    private static Class<?> game;
    private static Games games;

    /** Compiled once for the class: each test reads the game and plays on states of its own. */
    @BeforeAll
    static void compile() throws Exception {
        loaded = TestGame.load("piece_selection_game.rules", "test.gen.sweeps.SweepsGame", dir);
        game = loaded.generated();
        games = loaded.games();
    }

    @Test
    void bothBackEndsPlayTheSameSelectionsOfPieces() throws Exception {
        StringBuilder all = new StringBuilder();
        for (long seed = 1; seed <= 20; seed++) {
            SelfPlay.Game interpreted = loaded.playedAlike(seed);
            String record = interpreted.record();
            assertThat(interpreted.invariant()).isNull();
            assertThat(new Referee(games).referee(record).legal()).isTrue();
            assertThat(loaded.refusal(record)).isNull();
            GameCodeTest.sameJson(game, games, record);
            all.append(record);
        }
        // sweeps of one and of two pieces were both played
        assertThat(all.toString()).containsMatch("W / \\(\\d,\\d\\)\n");
        assertThat(all.toString()).containsMatch("W / \\(\\d,\\d\\)\\+\\(\\d,\\d\\)\n");
    }

    private static final String SETUP = "red / (1,1)\nblue / (1,2)\nblue / (2,1)\nred / (4,4)\nblue / (3,3)\nturn 1\n";

    @Test
    void eachPieceSelectedIsStruckWithItsOwnRollInTheListsOrder() throws Exception {
        // the first foe hit and removed (HP 2 → 0 in two sweeps), the second missed, then hit
        String record = SETUP + "(1,1): W / (1,2)+(2,1)\n(1,2) / D3 / HP1\n(2,1) / D2 / miss\n"
                + "(1,2): S / (1,2)\n(2,1): S / (2,1)\n(3,3): S / (3,3)\n(4,4): S / (4,4)\nturn 2\n"
                + "(1,1): W / (1,2)+(2,1)\n(1,2) / D6 / HP0\n(2,1) / D4 / HP1\n";
        Referee.Report r = new Referee(games).referee(record);
        assertThat(r.discrepancy()).isNull();
        assertThat(loaded.refusal(record)).isNull();
        assertThat(r.state().pieces()).hasSize(4);
        GameCodeTest.sameJson(game, games, record);
        // a result that the dice do not give (D2 is a miss) is the line the referee stops at
        String forged = SETUP + "(1,1): W / (1,2)+(2,1)\n(1,2) / D3 / HP1\n(2,1) / D2 / HP1\n";
        assertThat(new Referee(games).referee(forged).discrepancy().line()).isEqualTo(9);
    }

    @Test
    void aSelectionTheRulesForbidIsRefusedAlike() throws Exception {
        // three foes: the requirement that bounds the selection, with its words
        String three = "red / (2,2)\nblue / (1,2)\nblue / (2,1)\nblue / (3,2)\nturn 1\n(2,2): W / (1,2)+(2,1)+(3,2)\n";
        Referee.Report r = new Referee(games).referee(three);
        assertThat(r.discrepancy().line()).isEqualTo(6);
        assertThat(r.discrepancy().message()).endsWith("is refused: requires size(foes) <= 2");
        assertThat(loaded.refusal(three)).isEqualTo(r.discrepancy().message());
        // none: the requirement of at least one
        String none = SETUP + "(1,1): W / -\n";
        String noneRefused = new Referee(games).referee(none).discrepancy().message();
        assertThat(noneRefused).endsWith("is refused: requires size(foes) >= 1");
        assertThat(loaded.refusal(none)).isEqualTo(noneRefused);
        // a piece out of reach is not among the choices, shown as the record writes it
        String far = SETUP + "(1,1): W / (1,2)+(3,3)\n";
        Referee.Report f = new Referee(games).referee(far);
        assertThat(f.discrepancy().message()).contains("foes (1,2)+(3,3) is not among its choices (from filter(");
        assertThat(loaded.refusal(far)).isEqualTo(f.discrepancy().message());
        // the list's order: (2,1) stands after (1,2) in it
        String order = SETUP + "(1,1): W / (2,1)+(1,2)\n";
        String orderRefused = new Referee(games).referee(order).discrepancy().message();
        assertThat(orderRefused).contains("foes (2,1)+(1,2) is not among its choices");
        assertThat(loaded.refusal(order)).isEqualTo(orderRefused);
        // an empty square
        String empty = SETUP + "(1,1): W / (1,2)+(2,2)\n";
        String emptyRefused = new Referee(games).referee(empty).discrepancy().message();
        assertThat(emptyRefused).contains("there is no Unit in (2,2)");
        assertThat(loaded.refusal(empty)).isEqualTo(emptyRefused);
    }
}
