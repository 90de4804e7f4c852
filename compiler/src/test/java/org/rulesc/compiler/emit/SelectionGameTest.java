package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;

/**
 * An act with selections ({@code tricks: list<Trick> from [feint, rush]}) whose keyed limits are
 * used once per value selected ({@code uses trick_once(t) for t in tricks}): both back ends offer
 * the same selections in the same order (self-play writes the same records), write a selection
 * {@code 突進+フェイント}-style (none: {@code -}), and refuse a value used past its limit, counting a
 * value selected twice in one act as two uses.
 */
class SelectionGameTest {
    @TempDir static Path dir;

    private static TestGame loaded;
    private static Class<?> game;
    private static Games games;
    private static Decl.Game decl;

    /** Compiled once for the class: each test reads the game and plays on states of its own. */
    @BeforeAll
    static void compile() throws Exception {
        loaded = TestGame.load("selection_game.rules", "test.gen.picks.PicksGame", dir);
        game = loaded.generated();
        games = loaded.games();
        decl = loaded.decl();
    }

    @Test
    void bothBackEndsPlayTheSameSelections() throws Exception {
        StringBuilder all = new StringBuilder();
        for (long seed = 1; seed <= 12; seed++) {
            SelfPlay.Game interpreted = loaded.playedAlike(seed);
            String generated = interpreted.record();
            assertThat(interpreted.invariant()).isNull();
            assertThat(new Referee(games).referee(generated).legal()).isTrue();
            Object report = game.getMethod("referee", String.class).invoke(null, generated);
            assertThat(report.getClass().getMethod("legal").invoke(report)).isEqualTo(true);
            GameCodeTest.sameJson(game, games, generated);
            all.append(generated);
        }
        // selections of none, of one and of two values were all played
        assertThat(all.toString()).contains(" / dice / - / ");
        assertThat(all.toString()).contains(" / dice / フェイント / ");
        assertThat(all.toString()).contains(" / dice / フェイント+突進 / ");
    }

    @Test
    void aSelectionRollsOneDiePerValueAndIsWrittenJoined() throws Exception {
        // two tricks for the dice: two dice, and the rush's extra point of damage
        String record = "red / (1,1)\nblue / (1,2)\nturn 1\n(1,1): X / (1,2) / dice / フェイント+突進 / reach / -\n"
                + "D / 6\nD / 6\n(1,2) / HP2\n";
        assertThat(loaded.refusal(record)).isNull();
        assertThat(new Referee(games).referee(record).legal()).isTrue();
    }

    @Test
    void aValueUsedPastItsLimitIsRefusedOnBothBackEnds() throws Exception {
        // the feint is once per battle: selected again in turn 2
        String feint = "red / (1,1)\nblue / (1,2)\nturn 1\n(1,1): X / (1,2) / dice / フェイント / reach / -\nD / 1\n"
                + "(1,2) / HP5\nturn 2\n(1,1): X / (1,2) / dice / feint / reach / -\n";
        Referee.Report r = new Referee(games).referee(feint);
        assertThat(r.discrepancy().line()).isEqualTo(8);
        assertThat(r.discrepancy().rule()).isEqualTo("trick_once");
        assertThat(r.discrepancy().message()).contains("feint 1 time this battle");
        assertThat(loaded.refusal(feint)).isEqualTo(r.discrepancy().message());
    }

    @Test
    void aTemporaryValueSelectedForTwoBoostsTakesTwoUses() throws Exception {
        // the rush (twice per turn) for the dice and the reach at once: its two uses this turn
        String both = "red / (1,1)\nblue / (1,2)\nred / (2,1)\nturn 1\n"
                + "(1,1): X / (1,2) / dice / 突進 / reach / 突進\nD / 1\n(1,2) / HP4\n";
        assertThat(new Referee(games).referee(both).legal()).isTrue();
        assertThat(loaded.refusal(both)).isNull();
        // a third use in the same turn, by the same piece, is refused; the other piece has its own
        String third = both.replace("red / (2,1)\n", "") + "turn 2\n(1,1): X / (1,2) / dice / 突進 / reach / 突進\nD / 1\n"
                + "(1,2) / HP2\n";
        assertThat(new Referee(games).referee(third).legal()).isTrue();
        String sameTurn = "red / (1,1)\nblue / (1,2)\nred / (2,1)\nturn 1\n"
                + "(1,1): X / (1,2) / dice / - / reach / 突進+守り\n(1,2) / HP5\n"
                + "(2,1): X / (1,2) / dice / 突進 / reach / 突進\nD / 1\n(1,2) / HP3\n";
        assertThat(new Referee(games).referee(sameTurn).legal()).isTrue();
        String over = "red / (1,1)\nblue / (1,2)\nturn 1\n(1,1): X / (1,2) / dice / 突進 / reach / 突進+突進\n";
        assertThat(new Referee(games).referee(over).discrepancy().line()).isEqualTo(4);
    }

    @Test
    void aChoiceOutsideItsListIsRefusedAlikeAndWrittenAsTheRecordWritesIt() throws Exception {
        // the guard is not among the tricks for the dice (only feint and rush are)
        String record = "red / (1,1)\nblue / (1,2)\nturn 1\n(1,1): X / (1,2) / dice / フェイント+守り / reach / -\n";
        Referee.Report r = new Referee(games).referee(record);
        assertThat(r.discrepancy().line()).isEqualTo(4);
        assertThat(r.discrepancy().message()).contains("tricks フェイント+守り is not among its choices");
        assertThat(loaded.refusal(record)).isEqualTo(r.discrepancy().message());
    }

    @Test
    void listingLeavesOutAValueUsedUpAsTestingEveryLineWould() {
        // turn 1: every strike of the red piece at (1,1) on the blue one is legal
        Games.State fresh = new Referee(games).referee("red / (1,1)\nblue / (1,2)\nturn 1\n").state();
        List<Games.Action> all = strikes(fresh);
        assertThat(all).hasSize(9);
        // turn 2, the feint spent: listing tests the keyed uses as soon as the selection they read is
        // chosen, and leaves out the same lines as refusing each whole line would, in the same order
        Games.State spent = new Referee(games).referee("red / (1,1)\nblue / (1,2)\nturn 1\n"
                + "(1,1): X / (1,2) / dice / フェイント / reach / -\nD / 1\n(1,2) / HP5\nturn 2\n").state();
        List<Games.Action> refusedOneByOne = all.stream().filter(a -> games.refusal(spent, a) == null).toList();
        assertThat(strikes(spent)).isEqualTo(refusedOneByOne);
        assertThat(refusedOneByOne).hasSize(6);
    }

    /** The strikes the interpreter lists for piece 1. */
    private List<Games.Action> strikes(Games.State s) {
        return games.legalActions(s).stream().filter(a -> a.act().name().text().equals("strike") && a.piece() == 1)
                .toList();
    }
}
