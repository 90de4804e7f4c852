package org.rulesc.compiler.interpret;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.RiggedDice;

/**
 * The バトリング duel run by the interpreter: legal actions, refusals that name their rule,
 * effects with rigged dice, the referee on a written record, and self-play whose logs the
 * referee accepts.
 */
class GamesTest {
    private static Games games() throws Exception {
        Model model = Bundled.model("battling");
        Decl.Game game = model.all(Decl.Game.class).get(0);
        return new Games(new Interpreter(model), model.plays.get(game));
    }

    private static Games.State duel(Games g) {
        return g.start(g.scenario(g.model().game().play().scenarios().get(0)));
    }

    static final String SETUP = """
            AT / first / scopedog / 0707
            AT / second / brutish_dog / 1108
            """;

    @Test
    void theDuelStartsInTheFirstSidesPhaseWithFullHp() throws Exception {
        Games g = games();
        Games.State s = duel(g);
        assertThat(s.turn()).isEqualTo(1);
        assertThat(g.phase(s).name().text()).isEqualTo("first_action");
        assertThat(s.pieces()).hasSize(2);
        assertThat(s.pieces().get(0).get("hp")).isEqualTo(4);
        assertThat(g.showValue(s.pieces().get(0).get("last"))).isEqualTo("行動なし");
    }

    @Test
    void legalActionsAreOnlyTheActingSidesAndIncludeTheShotOfTheExample() throws Exception {
        Games g = games();
        Games.State s = duel(g);
        List<Games.Action> legal = g.legalActions(s);
        assertThat(legal).isNotEmpty();
        assertThat(legal.stream().allMatch(a -> a.piece() == 1)).isTrue();
        assertThat(legal.stream().anyMatch(a -> a.act().name().text().equals("fire"))).isTrue();
        // 【5】例1: W / 2 / 0908 is among them; 0709 is not (0708 is a building)
        assertThat(legal.stream().anyMatch(a -> a.act().name().text().equals("walk")
                && g.showValue(a.args().get(1)).equals("0908"))).isTrue();
        assertThat(legal.stream().anyMatch(a -> a.act().name().text().equals("walk")
                && g.showValue(a.args().get(1)).equals("0709"))).isFalse();
        // every one of them is allowed, and performing one leaves a state where the piece has acted
        for (Games.Action a : legal) {
            assertThat(g.refusal(s, a)).isNull();
        }
    }

    @Test
    void aShotRollsHitThenDamageAndWritesTheResultLine() throws Exception {
        Games g = games();
        Games.State s = duel(g);
        Games.Action fire = g.legalActions(s).stream().filter(a -> a.act().name().text().equals("fire")).findFirst()
                .orElseThrow();
        Games.Outcome o = g.perform(s, fire, RiggedDice.ofFaces(2, 1));
        assertThat(o.state().piece(2).get("hp")).isEqualTo(3);
        assertThat(o.written()).hasSize(1);
        assertThat(g.notations().format(o.written().get(0).notation(), o.written().get(0).line()))
                .isEqualTo("1108 / 2 / H / 1 / HP3");
        // one action per phase: the same AT may not act again in this phase
        Games.Refusal again = g.refusal(o.state(), fire);
        assertThat(again).isNotNull();
        assertThat(again.rule()).isEqualTo("行動フェイズごとに1つの行動");
        assertThat(again.citation()).isEqualTo("【4】");
    }

    @Test
    void aRefusalNamesTheRequirementAndItsCitation() throws Exception {
        Games g = games();
        Games.State s = duel(g);
        org.rulesc.compiler.ast.Play.Act walk = g.model().game().play().acts().get(0);
        Games.Action blocked = new Games.Action(walk, 1, List.of(2,
                g.interpreter().hexLabels.parse("0709")));
        Games.Refusal r = g.refusal(s, blocked);
        assertThat(r.rule()).isEqualTo("歩行(W)");
        assertThat(r.citation()).isEqualTo("【4】歩行(W); 【6】");
        assertThat(r.getMessage()).startsWith("requires walk_ok(");
        // the second side's AT cannot act in the first side's phase
        Games.Action wrongSide = new Games.Action(walk, 2, List.of(0, g.interpreter().hexLabels.parse("1108")));
        assertThat(g.refusal(s, wrongSide).rule()).isEqualTo("先攻側・行動フェイズ");
    }

    @Test
    void theRefereeAcceptsTheWholeGameAndCatchesTheFirstForgedLine() throws Exception {
        Games g = games();
        String game = SETUP + """
                0707: F / 1108
                1108 / 2 / H / 1 / HP3
                1108: R / 2 / 0907
                0707: F / 0907
                0907 / 4 / F / HP3
                """;
        Referee.Report ok = new Referee(g).referee(game);
        assertThat(ok.discrepancy()).isNull();
        assertThat(ok.actions()).isEqualTo(3);
        assertThat(ok.state().turn()).isEqualTo(2);
        Referee.Report forged = new Referee(g).referee(game.replace("0907 / 4 / F / HP3", "0907 / 4 / H / 1 / HP2"));
        assertThat(forged.discrepancy().line()).isEqualTo(7);
        assertThat(forged.discrepancy().column()).isEqualTo(1);
        assertThat(forged.discrepancy().message())
                .isEqualTo("the rules give `0907 / 4 / F / HP3`, but the record says `0907 / 4 / H / 1 / HP2`");
        assertThat(forged.discrepancy().citation()).isEqualTo("【4】射撃(F); 【8】");
    }

    @Test
    void selfPlayIsDeterministicBreaksNoInvariantAndItsLogIsALegalRecord() throws Exception {
        Games g = games();
        SelfPlay play = new SelfPlay(g);
        for (long seed = 1; seed <= 8; seed++) {
            SelfPlay.Game game = play.play(g.model().game().play().scenarios().get(0), seed, 100);
            assertThat(game.invariant()).isNull();
            assertThat(game.finished()).isTrue();
            assertThat(game.winner()).isNotNull();
            assertThat(play.play(g.model().game().play().scenarios().get(0), seed, 100)).isEqualTo(game);
            Referee.Report r = new Referee(g).referee(game.record());
            assertThat(r.discrepancy()).isNull();
            assertThat(r.actions()).isEqualTo(game.actions());
            assertThat(r.state().over()).isTrue();
        }
    }

    @Test
    void selfPlayStopsAtTheInterpretersBoundsInsteadOfRunningOn() throws Exception {
        Model model = Bundled.model("battling");
        Decl.Game game = model.all(Decl.Game.class).get(0);
        // a step bound far below what one enumeration of the duel's legal actions takes
        Games g = new Games(new Interpreter(model, new Bounds.Limits(50, Long.MAX_VALUE)), model.plays.get(game));
        SelfPlay play = new SelfPlay(g);
        Bounds.Exceeded stopped = assertThrows(Bounds.Exceeded.class,
                () -> play.play(g.model().game().play().scenarios().get(0), 1, 100));
        assertThat(stopped).hasMessageThat().startsWith("the evaluation took more than 50 steps");
    }
    @Test
    void refereeingStopsAtTheLineWhoseEvaluationGoesPastABound() throws Exception {
        Games full = games();
        String record = new SelfPlay(full).play(full.model().game().play().scenarios().get(0), 1, 100).record();
        Model model = Bundled.model("battling");
        Decl.Game game = model.all(Decl.Game.class).get(0);
        Games g = new Games(new Interpreter(model, new Bounds.Limits(50, Long.MAX_VALUE)), model.plays.get(game));
        Referee.Stopped stopped = assertThrows(Referee.Stopped.class, () -> new Referee(g).referee(record));
        assertThat(stopped).hasMessageThat().startsWith("the evaluation took more than 50 steps");
        // the setup lines start the game cheaply; the first action's legality test is the first to go past
        List<String> lines = List.of(record.split("\n", -1));
        int firstAction = 1 + lines.indexOf(lines.stream().filter(l -> l.matches("\\d{4}: .*")).findFirst().orElseThrow());
        assertThat(stopped.line()).isEqualTo(firstAction);
        // with the default bounds the same record is legal
        assertThat(new Referee(full).referee(record).legal()).isTrue();
    }
    @Test
    void aPhaseThatNeverEndsStopsSelfPlayAtTheTurnActionBound() {
        // an act without a limit is always legal: the phase, and so the turn, would never end
        String rules = "rulebook endless \"e\" version \"1\" { die d6 space square4 }\n"
                + "enum Camp { red, blue } cite \"1\"\naction wait cite \"1\"\n"
                + "sequence round { sides red, blue  turns 3  phase act_all actions wait } cite \"1\"\n"
                + "notation put { format unit: side: Camp / at: square } cite \"1\"\n"
                + "notation acts { format wait: \"W\" / n: int } cite \"1\"\n"
                + "game duel \"x\" {\n  sequence round\n  piece Unit of Camp { at: square  hp: int = 4 }\n"
                + "  setup put.unit\n  records acts\n  scenario \"s\" { \"red / (1,1)\" \"blue / (4,4)\" }\n"
                + "  act wait as wait (n: int in 0..1) {\n    set self.hp = self.hp\n  } cite \"1\"\n} cite \"1\"\n";
        org.rulesc.compiler.CompilationResult result = org.rulesc.compiler.Compile.text("endless.rules", rules);
        assertThat(result.hasErrors()).isFalse();
        Model model = result.models().get(0);
        Decl.Game game = model.all(Decl.Game.class).get(0);
        Games g = new Games(new Interpreter(model), model.plays.get(game));
        Bounds.Exceeded stopped = assertThrows(Bounds.Exceeded.class,
                () -> new SelfPlay(g).play(game.play().scenarios().get(0), 1, 100));
        assertThat(stopped).hasMessageThat().startsWith("turn 1 took more than 100,000 actions");
    }
}
