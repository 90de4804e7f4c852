package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;

/**
 * One selection per selected piece ({@code guards: list<list<Trick>> from … for t in foes}): each
 * foe of a sweep declares its own guard, from its own pool, each trick counted for that foe ({@code
 * uses … for k in guards by foes}). Both back ends list, sample, play, write ({@code W /
 * (2,1)+(2,3) / guards / -;フェイント+守り}), read and refuse them alike.
 */
class GuardedSweepGameTest {
    @TempDir static Path dir;

    private static TestGame loaded;
    private static Class<?> game;
    private static Games games;

    @BeforeAll
    static void compile() throws Exception {
        loaded = TestGame.load("guarded_sweep_game.rules", "test.gen.guards.GuardsGame", dir);
        game = loaded.generated();
        games = loaded.games();
    }

    @Test
    void bothBackEndsPlayTheSameSelectionsPerPiece() throws Exception {
        StringBuilder all = new StringBuilder();
        for (long seed = 1; seed <= 30; seed++) {
            SelfPlay.Game interpreted = loaded.playedAlike(seed);
            String record = interpreted.record();
            assertThat(interpreted.invariant()).isNull();
            assertThat(new Referee(games).referee(record).legal()).isTrue();
            assertThat(loaded.refusal(record)).isNull();
            GameCodeTest.sameJson(game, games, record);
            all.append(record);
        }
        String played = all.toString();
        // two foes, the second declaring a guard of its own while the first declares none, and the reverse
        assertThat(played).containsMatch("W / \\(\\d,\\d\\)\\+\\(\\d,\\d\\) / guards / -;[^-\n]+\n");
        assertThat(played).containsMatch("W / \\(\\d,\\d\\)\\+\\(\\d,\\d\\) / guards / [^-;\n]+;-\n");
        // a guard of several tricks
        assertThat(played).containsMatch("guards / [^\n]*\\+");
    }

    private static final String SETUP = "red / (1,1)\nblue / (1,2)\nblue / (2,1)\nred / (4,4)\nblue / (3,3)\nturn 1\n";

    @Test
    void eachFoesGuardIsItsOwnAndCountedForIt() throws Exception {
        // (1,2) guards with two tricks (the blow takes nothing), (2,1) with none (the blow takes 2)
        String record = SETUP + "(1,1): W / (1,2)+(2,1) / guards / フェイント+守り;-\n(1,2) / D3 / HP3\n(2,1) / D4 / HP1\n"
                + "(1,2): S / (1,2)\n(2,1): S / (2,1)\n(3,3): S / (3,3)\n(4,4): S / (4,4)\nturn 2\n"
                // フェイント again, but for the other foe: its own count, not (1,2)'s
                + "(1,1): W / (1,2)+(2,1) / guards / -;突進\n(1,2) / D1 / miss\n(2,1) / D6 / HP0\n";
        Referee.Report r = new Referee(games).referee(record);
        assertThat(r.discrepancy()).isNull();
        assertThat(loaded.refusal(record)).isNull();
        assertThat(r.state().pieces()).hasSize(4);
        GameCodeTest.sameJson(game, games, record);
        // (1,2) declaring フェイント a second time in the battle is refused, naming the limit
        String twice = SETUP + "(1,1): W / (1,2)+(2,1) / guards / フェイント;-\n(1,2) / D3 / HP2\n(2,1) / D1 / miss\n"
                + "(1,2): S / (1,2)\n(2,1): S / (2,1)\n(3,3): S / (3,3)\n(4,4): S / (4,4)\nturn 2\n"
                + "(1,1): W / (1,2) / guards / フェイント\n";
        Referee.Report t = new Referee(games).referee(twice);
        assertThat(t.discrepancy().line()).isEqualTo(15);
        assertThat(t.discrepancy().message()).contains("has already used trick_once for feint 1 time this battle");
        assertThat(loaded.refusal(twice)).isEqualTo(t.discrepancy().message());
        // while the other foe may still declare it
        String other = twice.replace("(1,1): W / (1,2) / guards / フェイント\n", "(1,1): W / (2,1) / guards / フェイント\n(2,1) / D1 / miss\n");
        assertThat(new Referee(games).referee(other).discrepancy()).isNull();
        assertThat(loaded.refusal(other)).isNull();
    }

    @Test
    void aSelectionPerPieceTheRulesForbidIsRefusedAlike() throws Exception {
        // one selection for two foes
        String short_ = SETUP + "(1,1): W / (1,2)+(2,1) / guards / -\n";
        String refused = new Referee(games).referee(short_).discrepancy().message();
        assertThat(refused).contains("guards - is not among its choices (from if t.hp >= 2 then [feint, rush, guard] "
                + "else [rush] for t in foes, one selection per piece, each value at most once, in its order)");
        assertThat(loaded.refusal(short_)).isEqualTo(refused);
        // a trick out of the foe's own pool: at 1 HP it has only rush
        String weak = SETUP + "(1,1): W / (2,1) / guards / -\n(2,1) / D5 / HP1\n"
                + "(2,1): S / (2,1)\n(1,2): S / (1,2)\n(3,3): S / (3,3)\n(4,4): S / (4,4)\nturn 2\n"
                + "(1,1): W / (1,2)+(2,1) / guards / 守り;守り\n";
        Referee.Report w = new Referee(games).referee(weak);
        assertThat(w.discrepancy().line()).isEqualTo(14);
        assertThat(w.discrepancy().message()).contains("guards 守り;守り is not among its choices");
        // no selection at all for a foe
        String nothing = SETUP + "(1,1): W / (1,2) / guards / []\n";
        String nothingRefused = new Referee(games).referee(nothing).discrepancy().message();
        assertThat(nothingRefused).contains("guards [] is not among its choices");
        assertThat(loaded.refusal(nothing)).isEqualTo(nothingRefused);
        assertThat(loaded.refusal(weak)).isEqualTo(w.discrepancy().message());
        // out of the pool's order
        String order = SETUP + "(1,1): W / (1,2) / guards / 守り+フェイント\n";
        String orderRefused = new Referee(games).referee(order).discrepancy().message();
        assertThat(orderRefused).contains("is not among its choices");
        assertThat(loaded.refusal(order)).isEqualTo(orderRefused);
        // no foe at all: written [], read, and refused by the requirement
        String none = SETUP + "(1,1): W / - / guards / []\n";
        String noneRefused = new Referee(games).referee(none).discrepancy().message();
        assertThat(noneRefused).endsWith("is refused: requires size(foes) >= 1");
        assertThat(loaded.refusal(none)).isEqualTo(noneRefused);
    }

    @Test
    void aSpellingThatWouldSplitTheSelectionsIsRefused() {
        String rules = Compile.resource("guarded_sweep_game.rules");
        // a `;` would end one foe's selection, a leading `[]` would read as no foe at all
        for (String label : new String[] {"守り;盾", "[]守り"}) {
            String errors = Compile.errors(Compile.text("g.rules", rules.replace("guard \"守り\"", "guard \"" + label + "\"")));
            assertThat(errors).contains("error[E0713]: the spelling \"" + label + "\" of `Trick guard` cannot be read in the "
                    + "list field `guards`: a list joins its values with `+` and writes none as `-`, one selection per piece "
                    + "joins them with `;` and writes no piece as `[]`");
        }
        // in a list field of one selection, a `;` is only text
        String single = rules.replace("guard \"守り\"", "guard \"守り;盾\"").replace("guards: list<list<Trick>>", "guards: list<Trick>")
                .replace("guards: list<list<Trick>> from (if t.hp >= 2 then [feint, rush, guard] else [rush]) for t in foes",
                        "guards: list<Trick> from [feint, rush, guard]");
        assertThat(Compile.errors(Compile.text("g.rules", single))).doesNotContain("E0713");
    }
}
