package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.util.function.BiConsumer;
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

    /** What the compared games added up to: their actions, and the time each back end took to play them. */
    record Totals(int actions, long generatedNanos, long interpretedNanos) {}

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
        return sameOnBothBackEnds(rulebook, count, maxTurns, generated, (game, report) -> {}).actions();
    }

    /**
     * As {@link #sameOnBothBackEnds(String, int, int, BiFunction)}, and {@code check} asserts what
     * else the game owes after each (how it ended, say), given the interpreter's game and its
     * referee's report of the record.
     *
     * @return the actions of all the games and the time each back end took
     */
    static Totals sameOnBothBackEnds(String rulebook, int count, int maxTurns, BiFunction<String, Long, String> generated,
            BiConsumer<SelfPlay.Game, Referee.Report> check) throws IOException {
        return sameOnBothBackEnds(rulebook, 0, count, maxTurns, generated, check);
    }

    /** As above, from the game's scenario of that index (in the order written) instead of its first. */
    static Totals sameOnBothBackEnds(String rulebook, int scenarioIndex, int count, int maxTurns,
            BiFunction<String, Long, String> generated, BiConsumer<SelfPlay.Game, Referee.Report> check)
            throws IOException {
        Model model = DifferentialTest.models().stream()
                .filter(m -> m.rulebook.id().text().equals(rulebook)).findFirst().orElseThrow();
        Decl.Game game = model.all(Decl.Game.class).get(0);
        Games games = new Games(new Interpreter(model), model.plays.get(game));
        Play.Scenario scenario = game.play().scenarios().get(scenarioIndex);
        SelfPlay interpreted = new SelfPlay(games);
        int actions = 0;
        long generatedNanos = 0;
        long interpretedNanos = 0;
        for (long seed = 1; seed <= count; seed++) {
            long t0 = System.nanoTime();
            String record = generated.apply(scenario.title(), seed);
            long t1 = System.nanoTime();
            SelfPlay.Game played = interpreted.play(scenario, seed, maxTurns);
            long t2 = System.nanoTime();
            generatedNanos += t1 - t0;
            interpretedNanos += t2 - t1;
            actions += played.actions();
            assertThat(played.invariant()).isNull();
            assertThat(record).isEqualTo(played.record());
            Referee.Report report = new Referee(games).referee(record);
            assertThat(report.discrepancy()).isNull();
            assertThat(report.actions()).isEqualTo(played.actions());
            check.accept(played, report);
        }
        return new Totals(actions, generatedNanos, interpretedNanos);
    }
}
