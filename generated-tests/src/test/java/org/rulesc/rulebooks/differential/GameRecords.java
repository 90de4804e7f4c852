package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.util.function.BiFunction;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.compiler.model.Model;

/** What the game differential tests share: both back ends playing the same seeded games. */
final class GameRecords {
    private GameRecords() {}

    /**
     * Plays seeds 1 to {@code count} of the rulebook's game from its first scenario on the
     * generated engine and on the interpreter: the records must be identical, break no invariant,
     * and be accepted by the interpreter's referee with the same number of actions.
     *
     * @param generated the generated engine's {@code play}, given the scenario's title and a seed
     * @return the actions of all the games
     */
    static int sameOnBothBackEnds(String rulebook, int count, int maxTurns, BiFunction<String, Long, String> generated)
            throws IOException {
        Model model = DifferentialTest.models().stream()
                .filter(m -> m.rulebook.id().text().equals(rulebook)).findFirst().orElseThrow();
        Decl.Game game = model.all(Decl.Game.class).get(0);
        Games games = new Games(new Interpreter(model), model.plays.get(game));
        Play.Scenario scenario = game.play().scenarios().get(0);
        SelfPlay interpreted = new SelfPlay(games);
        int actions = 0;
        for (long seed = 1; seed <= count; seed++) {
            String record = generated.apply(scenario.title(), seed);
            SelfPlay.Game played = interpreted.play(scenario, seed, maxTurns);
            actions += played.actions();
            assertThat(played.invariant()).isNull();
            assertThat(record).isEqualTo(played.record());
            Referee.Report report = new Referee(games).referee(record);
            assertThat(report.discrepancy()).isNull();
            assertThat(report.actions()).isEqualTo(played.actions());
        }
        return actions;
    }
}
