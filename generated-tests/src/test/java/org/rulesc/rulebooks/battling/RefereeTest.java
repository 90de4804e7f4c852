package org.rulesc.rulebooks.battling;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.GameReferee;

/**
 * Referees games of バトリング written in the document's record notation, on the rulebook's test
 * map: a whole legal game, then the same game with one line forged or one move illegal. The
 * referee is the rulebook's own {@code game duel}, generated ({@code DuelGame.referee}); every
 * record is also refereed by the interpreter, which must give the same verdict: no game logic here.
 *
 * <p>A record starts with its setup (one {@code AT / side / type / hex} line per AT); each action
 * line is prefixed with the acting AT's hex ({@code 0707: W / 2 / 0908}).
 */
class RefereeTest {
    private static Games games;

    @BeforeAll
    static void load() throws Exception {
        SourceFile source = SourceFile.read(Path.of("..", "rulebooks", "src", "main", "rules", "battling.rules"));
        CompilationResult result = new RulesCompiler(new CompilerOptions("org.rulesc.rulebooks")).check(List.of(source));
        assertThat(result.hasErrors()).isFalse();
        Model model = result.models().get(0);
        Decl.Game duel = model.all(Decl.Game.class).get(0);
        games = new Games(new Interpreter(model), model.plays.get(duel));
    }

    /** A Scopedog (先攻) in 0707 against a Brutish Dog (後攻) in 1108, as in the shooting example. */
    private static final String DUEL = """
            AT / first / scopedog / 0707
            AT / second / brutish_dog / 1108
            """;

    /**
     * Five turns after the two setup lines. Line by line, what the rules make of it:
     * <ol>
     * <li>A fires at distance 4 (命中率 3): die 2 hits; 威力 2, die 1: one hit, B HP 4 → 3.
     *     B dashes two hexes straight north-west to 0907.
     * <li>A fires at distance 2 (命中率 4): die 4, +1 because B's last action was a dash: a miss.
     *     B moves to 0807 and battles A (力差 0): die 4 is EX, both lose 1 HP.
     * <li>A defends where it stands. B battles A: die 2 + 1 for 防御 reads 3: no effect.
     * <li>A battles B (力差 -1): die 1 is D, B HP 2 → 1. B fires at distance 1: die 6 misses 命中率 5.
     * <li>A fires at distance 1: die 3 hits, die 2 is one hit: B is destroyed and 先攻 wins at once.
     * </ol>
     */
    private static final String GAME = DUEL + """
            turn 1
            0707: F / 1108
            1108 / 2 / H / 1 / HP3
            1108: R / 2 / 0907
            turn 2
            0707: F / 0907
            0907 / 4 / F / HP3
            0907: B / 1 / 0807 / 0707
            0707 / 4 / EX / HP3
            0807 / EX / HP2
            turn 3
            0707: D / 0 / 0707
            0807: B / 0707
            0707 / 2 / − / HP3
            turn 4
            0707: B / 0807
            0807 / 1 / D / HP1
            0807: F / 0707
            0707 / 6 / F / HP3
            turn 5
            0707: F / 0807
            0807 / 3 / H / 2 / HP0
            """;

    private static final class Report {
        final GameReferee.Report<DuelGame.State> generated;

        Report(GameReferee.Report<DuelGame.State> generated) {
            this.generated = generated;
        }

        GameReferee.Discrepancy discrepancy() {
            return generated.discrepancy();
        }

        DuelGame.State state() {
            return generated.state();
        }
    }

    /** The generated referee's verdict, after checking that the interpreter's is the same. */
    private static Report referee(String record) {
        GameReferee.Report<DuelGame.State> generated = DuelGame.referee(record);
        Referee.Report interpreted = new Referee(games).referee(record);
        GameReferee.Discrepancy d = generated.discrepancy();
        Referee.Discrepancy i = interpreted.discrepancy();
        assertThat(i == null ? null : List.of(i.line(), i.column(), i.rule(), i.citation(), i.message()))
                .isEqualTo(d == null ? null : List.of(d.line(), d.column(), d.rule(), d.citation(), d.message()));
        assertThat(interpreted.actions()).isEqualTo(generated.actions());
        // and the interpreter ends in the same state: turn, phase, limits used, every piece's place and HP
        if (generated.state() != null || interpreted.state() != null) {
            DuelGame.State g = generated.state();
            org.rulesc.compiler.interpret.Games.State in = interpreted.state();
            assertThat(List.of(in.turn(), in.phase(), in.over(), in.used()))
                    .isEqualTo(List.of(g.turn(), g.phase(), g.over(), g.used()));
            assertThat(in.pieces().stream().map(p -> List.of(p.id(), String.valueOf(p.get("at")), p.get("hp"))).toList())
                    .isEqualTo(g.pieces().stream().map(p -> List.<Object>of(p.id(), String.valueOf(p.state().at()),
                            p.state().hp())).toList());
        }
        return new Report(generated);
    }

    /** The game with one line replaced. */
    private static String forge(String original, String forged) {
        assertThat(GAME).contains(original + "\n");
        return GAME.replace(original + "\n", forged + "\n");
    }

    private static AT at(Report r, String hex) {
        return r.state().pieces().stream().map(DuelGame.Piece::state).filter(p -> Battling.LABELS.format(p.at())
                .equals(hex)).findFirst().orElseThrow();
    }

    @Test
    void aWholeGameIsLegalAndTheFirstSideWins() {
        Report r = referee(GAME);
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().over()).isTrue();
        assertThat(r.state().turn()).isEqualTo(5);
        assertThat(DuelGame.winner(r.state())).isEqualTo(Winner.FIRST_WINS);
        assertThat(r.state().pieces()).hasSize(1);
        assertThat(r.state().pieces().get(0).state().side()).isEqualTo(Player.FIRST);
        assertThat(at(r, "0707").hp()).isEqualTo(3);
    }

    @Test
    void theTurnMarkersAreOptional() {
        Report r = referee(GAME.replaceAll("turn \\d+\n", ""));
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().turn()).isEqualTo(5);
        assertThat(DuelGame.winner(r.state())).isEqualTo(Winner.FIRST_WINS);
    }

    @Test
    void aForgedHitIsCaught() {
        // with B's dash the die reads 5 against 命中率 4: a miss, not a hit
        Report r = referee(forge("0907 / 4 / F / HP3", "0907 / 4 / H / 1 / HP2"));
        assertThat(r.discrepancy().line()).isEqualTo(9);
        assertThat(r.discrepancy().message())
                .isEqualTo("the rules give `0907 / 4 / F / HP3`, but the record says `0907 / 4 / H / 1 / HP2`");
        assertThat(r.discrepancy().citation()).contains("【8】");
    }

    @Test
    void aForgedBattlingResultIsCaught() {
        Report r = referee(forge("0707 / 4 / EX / HP3", "0707 / 4 / A / HP4"));
        assertThat(r.discrepancy().line()).isEqualTo(11);
        assertThat(r.discrepancy().message())
                .isEqualTo("the rules give `0707 / 4 / EX / HP3`, but the record says `0707 / 4 / A / HP4`");
        assertThat(r.discrepancy().citation()).contains("【9】");
    }

    @Test
    void aForgedHpIsCaught() {
        Report r = referee(forge("0807 / 1 / D / HP1", "0807 / 1 / D / HP2"));
        assertThat(r.discrepancy().line()).isEqualTo(19);
        assertThat(r.discrepancy().message()).contains("the rules give `0807 / 1 / D / HP1`");
    }

    @Test
    void theAttackersLineAfterExIsRequired() {
        Report r = referee(forge("0807 / EX / HP2", "0807 / EX / HP3"));
        assertThat(r.discrepancy().line()).isEqualTo(12);
        assertThat(r.discrepancy().message()).contains("the rules give `0807 / EX / HP2`");
        Report missing = referee(forge("0807 / EX / HP2\nturn 3", "turn 3"));
        assertThat(missing.discrepancy().line()).isEqualTo(12);
        assertThat(missing.discrepancy().message()).isEqualTo("expected the result line `0807 / EX / HP2` before this");
    }

    @Test
    void theDefendBonusCounts() {
        // without the +1 for 防御 a 2 would be D; the record claiming D is wrong
        Report r = referee(forge("0707 / 2 / − / HP3", "0707 / 2 / D / HP2"));
        assertThat(r.discrepancy().line()).isEqualTo(16);
        assertThat(r.discrepancy().message()).startsWith("the rules give `0707 / 2 / − / HP3`");
    }

    @Test
    void anIllegalMoveIsCaught() {
        // 0708 is a building: 0709 is three hexes away on foot
        Report r = referee(forge("0707: F / 1108\n1108 / 2 / H / 1 / HP3", "0707: W / 2 / 0709"));
        assertThat(r.discrepancy().line()).isEqualTo(4);
        assertThat(r.discrepancy().message()).startsWith("`W / 2 / 0709` by the AT in 0707 is refused: requires walk_ok(");
        assertThat(r.discrepancy().rule()).isEqualTo("歩行(W)");
        // a dash must run straight
        Report crooked = referee(forge("1108: R / 2 / 0907", "1108: R / 2 / 0908"));
        assertThat(crooked.discrepancy().line()).isEqualTo(6);
        assertThat(crooked.discrepancy().rule()).isEqualTo("ローラーダッシュ(R)");
    }

    @Test
    void aDashTurnsOnceByOneHexsideAndNeverBack() {
        // 【5】例2's kind of turn: two hexes south-east to 0908, then one south to 0909 (60°)
        Report veer = referee(DUEL + "0707: R / 2 / 1 / 0909\n");
        assertThat(veer.discrepancy()).isNull();
        assertThat(at(veer, "0909").type()).isEqualTo(ATType.SCOPEDOG);
        // 【4】 旋回することは出来ない: back along its own track to 0807 is refused
        Report uTurn = referee(DUEL + "0707: R / 2 / 1 / 0807\n");
        assertThat(uTurn.discrepancy().line()).isEqualTo(3);
        assertThat(uTurn.discrepancy().message()).startsWith("`R / 2 / 1 / 0807` by the AT in 0707 is refused");
        assertThat(uTurn.discrepancy().citation()).contains("【5】例2");
        // and so is a 120° turn, south-west to 0808
        Report sharp = referee(DUEL + "0707: R / 2 / 1 / 0808\n");
        assertThat(sharp.discrepancy().rule()).isEqualTo("ローラーダッシュ(R)・方向転換");
    }

    @Test
    void firingNeedsSightAndBattlingNeedsAnAdjacentEnemy() {
        String behindTheBuilding = "AT / first / scopedog / 0707\nAT / second / brutish_dog / 0609\n";
        Report blind = referee(behindTheBuilding + "0707: F / 0609\n");
        assertThat(blind.discrepancy().line()).isEqualTo(3);
        assertThat(blind.discrepancy().message()).contains("requires fire_ok(");
        assertThat(blind.discrepancy().citation()).isEqualTo("【4】射撃(F); 【7】");
        Report far = referee(DUEL + "0707: B / 1 / 0807 / 1108\n");
        assertThat(far.discrepancy().message()).contains("requires battling_ok(");
        Report nobody = referee(DUEL + "0707: F / 1109\n");
        assertThat(nobody.discrepancy().message()).isEqualTo("there is no AT in 1109");
    }

    @Test
    void oneActionPerPhase() {
        Report r = referee(DUEL + "0707: W / 1 / 0807\n0807: W / 1 / 0707\n");
        assertThat(r.discrepancy().line()).isEqualTo(4);
        assertThat(r.discrepancy().rule()).isEqualTo("行動フェイズごとに1つの行動");
        assertThat(r.discrepancy().citation()).isEqualTo("【4】");
    }

    @Test
    void malformedLinesPointAtTheColumn() {
        Report r = referee(DUEL + "0707: W / 2 / 09O8\n");
        assertThat(r.discrepancy().line()).isEqualTo(3);
        assertThat(r.discrepancy().column()).isEqualTo(15);
        assertThat(r.discrepancy().message()).isEqualTo("expected a hex label CCRR (dest)");
    }

    @Test
    void resultsAreOwedBeforeTheNextAction() {
        Report r = referee(DUEL + "0707: F / 1108\n1108: W / 1 / 1008\n");
        assertThat(r.discrepancy().line()).isEqualTo(4);
        assertThat(r.discrepancy().message()).startsWith("expected a `射撃を受けた(");
        Report cut = referee(DUEL + "0707: F / 1108\n");
        assertThat(cut.discrepancy().line()).isEqualTo(3);
        assertThat(cut.discrepancy().message()).startsWith("the record ends before a `射撃を受けた(");
        // a miss recorded where the die hits: the rules write a hit line, with a damage die
        Report claimedMiss = referee(DUEL + "0707: F / 1108\n1108 / 2 / F / HP4\n");
        assertThat(claimedMiss.discrepancy().line()).isEqualTo(4);
        assertThat(claimedMiss.discrepancy().message())
                .isEqualTo("the rules write a `射撃を受けた(命中)` line here, but the record says `1108 / 2 / F / HP4`");
    }

    @Test
    void nothingHappensAfterTheGameIsOver() {
        Report r = referee(GAME + "0707: W / 1 / 0807\n");
        assertThat(r.discrepancy().line()).isEqualTo(25);
        assertThat(r.discrepancy().message()).isEqualTo("the game is over: 先攻の勝利");
        assertThat(r.discrepancy().citation()).isEqualTo("【3】");
    }

    @Test
    void theGameLastsTenTurns() {
        StringBuilder record = new StringBuilder(DUEL);
        for (int t = 1; t <= 10; t++) {
            record.append("turn ").append(t).append('\n').append("0707: D / 0 / 0707\n").append("1108: D / 0 / 1108\n");
        }
        Report ten = referee(record.toString());
        assertThat(ten.discrepancy()).isNull();
        assertThat(ten.state().over()).isTrue();
        assertThat(DuelGame.winner(ten.state())).isEqualTo(Winner.DRAW);
        Report eleven = referee(record + "turn 11\n");
        assertThat(eleven.discrepancy().message()).isEqualTo("the game lasts 10 turns");
    }
}
