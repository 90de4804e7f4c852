package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.lang.reflect.Constructor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.GradeChoices;
import org.rulesc.runtime.RiggedDice;

/**
 * A game whose roll lets the player choose the grade ({@code roll blow(…) as die chosen by self}, a
 * check with {@code grades chosen by player}: on 1..2 both 致命打 and 快打 apply): both back ends
 * draw the choice from self-play's random in the same order (the same records), both referees
 * accept any grade that applied and refuse, at its line and with the check's citation, one that
 * did not; a caller of {@code perform} supplies the choice.
 */
class GradeChoiceGameTest {
    private static final String SETUP = "red / (1,1)\nblue / (1,2)\nturn 1\n(1,1): X / (1,2) / 1\n";

    @TempDir static Path dir;

    private static TestGame loaded;
    private static Class<?> game;
    private static Games games;
    private static Decl.Game decl;

    /** Compiled once for the class: each test reads the game and plays on states of its own. */
    @BeforeAll
    static void compile() throws Exception {
        loaded = TestGame.load("grade_choice_game.rules", "test.gen.choosing.DuelGame", dir);
        game = loaded.generated();
        games = loaded.games();
        decl = loaded.decl();
    }

    @Test
    void selfPlayDrawsTheSameChoicesOnBothBackEnds() throws Exception {
        StringBuilder all = new StringBuilder();
        for (long seed = 1; seed <= 30; seed++) {
            SelfPlay.Game interpreted = loaded.playedAlike(seed);
            String generated = interpreted.record();
            assertThat(new Referee(games).referee(generated).legal()).isTrue();
            assertThat(loaded.refusal(generated)).isNull();
            all.append(generated);
        }
        // where both applied, the players took each of them
        List<String> both = all.toString().lines().filter(l -> l.matches(".* / [12] / .*")).toList();
        assertThat(both.stream().anyMatch(l -> l.contains(" / 快打 / "))).isTrue();
        assertThat(both.stream().anyMatch(l -> l.contains(" / 致命打 / "))).isTrue();
        assertThat(both.stream().noneMatch(l -> l.contains(" / 命中 / "))).isTrue();
    }

    @Test
    void aRecordMayChooseEitherGradeThatApplied() throws Exception {
        for (String record : List.of(SETUP + "(1,2) / 2 / 快打 / HP4\n", SETUP + "(1,2) / 2 / 致命打 / HP3\n",
                // two strikes, the second choosing 快打 where 致命打 applied too
                SETUP.replace("/ (1,2) / 1", "/ (1,2) / 2") + "(1,2) / 1 / 致命打 / HP3\n(1,2) / 1 / 快打 / HP1\n")) {
            assertWithMessage(record).that(new Referee(games).referee(record).discrepancy()).isNull();
            assertWithMessage(record).that(loaded.refusal(record)).isNull();
        }
    }

    @Test
    void aGradeThatDidNotApplyIsRefusedAtItsLineWithTheChecksCitation() throws Exception {
        // 2 is a hit with 致命打 and 快打: a plain hit is no choice the player has
        String plain = SETUP + "(1,2) / 2 / 命中 / HP5\n";
        Referee.Discrepancy d = new Referee(games).referee(plain).discrepancy();
        assertThat(d.line()).isEqualTo(5);
        assertThat(d.column()).isEqualTo(1);
        assertThat(d.rule()).isEqualTo("打撃判定");
        assertThat(d.citation()).isEqualTo("2");
        assertThat(d.message()).isEqualTo("the record says `(1,2) / 2 / 命中 / HP5`, which no grade the player may"
                + " choose gives (打撃判定: 致命打 or 快打 applied); with 致命打 the rules give `(1,2) / 2 / 致命打 / HP3`");
        assertThat(loaded.refusal(plain)).isEqualTo(d.message());
        // the second strike of two: the first line is fine, the second claims 快打 with the HP of 致命打
        String second = SETUP.replace("/ (1,2) / 1", "/ (1,2) / 2") + "(1,2) / 4 / 快打 / HP4\n(1,2) / 1 / 快打 / HP1\n";
        Referee.Discrepancy d2 = new Referee(games).referee(second).discrepancy();
        assertThat(d2.line()).isEqualTo(6);
        assertThat(d2.citation()).isEqualTo("2");
        assertThat(d2.message()).endsWith("with 快打 the rules give `(1,2) / 1 / 快打 / HP2`");
        assertThat(loaded.refusal(second)).isEqualTo(d2.message());
        // 4 is 快打 alone: nothing to choose, so claiming 致命打 is the act's plain mismatch
        String alone = SETUP + "(1,2) / 4 / 致命打 / HP3\n";
        Referee.Discrepancy d3 = new Referee(games).referee(alone).discrepancy();
        assertThat(d3.line()).isEqualTo(5);
        assertThat(d3.rule()).isEqualTo("strike");
        assertThat(d3.message()).isEqualTo("the rules give `(1,2) / 4 / 快打 / HP4`, but the record says `(1,2) / 4 / 致命打 / HP3`");
        assertThat(loaded.refusal(alone)).isEqualTo(d3.message());
    }

    @Test
    void aCallerOfPerformSuppliesTheChoiceOnBothBackEnds() throws Exception {
        String start = "red / (1,1)\nblue / (1,2)\nturn 1\n";
        List<GradeChoices.Choice> asked = new ArrayList<>();
        GradeChoices second = choice -> {
            asked.add(choice);
            return 1;
        };
        // the interpreter
        Games.State s = new Referee(games).referee(start).state();
        Games.Action a = games.legalActions(s).stream()
                .filter(x -> x.args().get(1).equals(1) && ((Games.PieceRef) x.args().get(0)).id() == 2).findFirst().orElseThrow();
        Games.Outcome chosen = games.perform(s, a, RiggedDice.ofFaces(2), second);
        assertThat(games.notations().format(chosen.written().get(0).notation(), chosen.written().get(0).line()))
                .isEqualTo("(1,2) / 2 / 快打 / HP4");
        Games.Outcome first = games.perform(s, a, RiggedDice.ofFaces(2));
        assertThat(games.notations().format(first.written().get(0).notation(), first.written().get(0).line()))
                .isEqualTo("(1,2) / 2 / 致命打 / HP3");
        // the generated class
        Object report = game.getMethod("referee", String.class).invoke(null, start);
        Object state = report.getClass().getMethod("state").invoke(report);
        Class<?> act = inner("Act");
        Class<?> ref = inner("PieceRef");
        Constructor<?> newAct = act.getConstructor(String.class, int.class, List.class);
        Object strike = newAct.newInstance("strike", 1, List.of(ref.getConstructor(int.class).newInstance(2), 1));
        Object outcome = game.getMethod("perform", state.getClass(), act, Dice.class, GradeChoices.class)
                .invoke(null, state, strike, RiggedDice.ofFaces(2), second);
        assertThat(text(outcome)).isEqualTo("(1,2) / 2 / 快打 / HP4");
        Object plain = game.getMethod("perform", state.getClass(), act, Dice.class)
                .invoke(null, state, strike, RiggedDice.ofFaces(2));
        assertThat(text(plain)).isEqualTo("(1,2) / 2 / 致命打 / HP3");
        // asked once by each back end, the same question: the red piece's player, after the roll
        assertThat(asked).hasSize(2);
        assertThat(asked.get(1)).isEqualTo(asked.get(0));
        assertThat(asked.get(0)).isEqualTo(new GradeChoices.Choice(1, "blow", "打撃判定", "2", List.of("fatal", "clean"),
                List.of("致命打", "快打"), 0));
        // 4: only 快打 applied, nothing to ask
        games.perform(s, a, RiggedDice.ofFaces(4), second);
        game.getMethod("perform", state.getClass(), act, Dice.class, GradeChoices.class)
                .invoke(null, state, strike, RiggedDice.ofFaces(4), second);
        assertThat(asked).hasSize(2);
    }

    @Test
    void chosenByNamesAPieceAndACheckWhoseGradesThePlayerChooses() throws Exception {
        String text = Compile.resource("grade_choice_game.rules");
        // `k` counts the strikes: it is no piece
        List<Diagnostic> notAPiece = Compile.text("g.rules", text.replace("chosen by self", "chosen by k")).diagnostics();
        assertThat(notAPiece.stream().map(Diagnostic::code).toList()).containsExactly(Code.GAME_ROLL_CHOSEN_BY);
        assertThat(notAPiece.get(0).message()).isEqualTo("`roll blow(…) chosen by k`: `k` is not a piece here");
        // without `grades chosen by player` there is nothing to choose
        List<Diagnostic> notChosen = Compile.text("g.rules", text.replace("  grades chosen by player\n", "")
                .replace(", grades [fatal, clean]", "").replace(", grades [clean]", "")).diagnostics();
        assertThat(notChosen.stream().map(Diagnostic::code).toList()).containsExactly(Code.GAME_ROLL_CHOSEN_BY);
        // a target's player may choose (a piece parameter), and so may a roll without `chosen by` (the first that applied)
        assertThat(Compile.text("g.rules", text.replace("chosen by self", "chosen by target")).hasErrors()).isFalse();
        assertThat(Compile.text("g.rules", text.replace(" chosen by self", "")).hasErrors()).isFalse();
    }

    private Class<?> inner(String name) {
        for (Class<?> c : game.getClasses()) {
            if (c.getSimpleName().equals(name)) {
                return c;
            }
        }
        throw new AssertionError("no " + name);
    }

    private static String text(Object outcome) throws Exception {
        List<?> written = (List<?>) outcome.getClass().getMethod("written").invoke(outcome);
        Object w = written.get(0);
        return (String) w.getClass().getMethod("text").invoke(w);
    }
}
