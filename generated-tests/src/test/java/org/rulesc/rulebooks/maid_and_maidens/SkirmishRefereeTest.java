package org.rulesc.rulebooks.maid_and_maidens;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;
import org.rulesc.rulebooks.differential.RecordEdits;

/**
 * Referees records of Maid &amp; Maidens' {@code game skirmish} (generated {@code SkirmishGame.referee},
 * and the interpreter, which must give the same verdict): one whole legal turn of the 13 phases,
 * then the same turn with one line forged or one action the rules do not allow. Each refusal names
 * the act (or limit) and the section that forbids it. No game logic here: the rulebook is the referee.
 *
 * <p>Weapons (the rulebook's house weapon table): 銃剣付きアサルトライフル judge 3, range 60/120cm,
 * usable in melee; ピストル judge 3, 45/90cm; 剣 judge 4, damage +1, melee only; アサルトライフル judge 3,
 * 60/120cm. Every doll starts with HP 6. The attack die is the damage (【7】C).
 */
class SkirmishRefereeTest {
    private static final BothReferees<SkirmishGame.State> REFEREES =
            new BothReferees<>("maid-and-maidens.rules", SkirmishGame::referee);

    private static final String SETUP = """
            D / first / 銃剣付きアサルトライフル / (60,30)
            D / first / ピストル / (120,30)
            D / second / 剣 / (60,90)
            D / second / アサルトライフル / (120,100)
            """;

    /**
     * Turn 1. 先攻 moves: the rifle stops on the sword's ZOC edge, 15cm away (白兵戦); the pistol
     * steps 10cm. 行動: the pistol shoots the rifle 60cm away, beyond its 45cm effective range
     * (judge 3 − 1): a 2 hits for 2 (HP 4). 後攻の反撃: 60cm is within the rifle's effective range,
     * judge 3 − 1 (反撃): a 5 misses. 白兵: the bayonet hits on a 3 (HP 3); the sword counters (judge 4
     * − 1) and a 1 always hits for 1 + 1 (HP 4). 士気: the rifle, hit and not in melee, holds (4 ≤
     * HP 4). 後攻 moves to 16cm of the pistol (outside its ZOC) and shoots: a 6 always misses; the
     * pistol counters for 2 (HP 2). 白兵: the sword hits for 4 + 1: the bayonet's doll is down (HP 0),
     * so the sword's melee ends. 士気: the rifle rolls a 6 at HP 2 and goes berserk; the sword, just
     * out of a melee in which it was hurt, holds (2 ≤ HP 3).
     */
    static final String GAME = SETUP + """
            turn 1
            (60,30): M / (60,75)
            (120,30): M / (120,40)
            (120,40): F / (120,100)
            (120,100) / 2 / 命中 / ダメージ2 / HP4
            (120,100): CF / (120,40)
            (120,40) / 5 / 外れ
            (60,75): W / (60,90)
            (60,90) / 3 / 命中 / ダメージ3 / HP3
            (60,90): CW / (60,75)
            (60,75) / 1 / 命中 / ダメージ2 / HP4
            (120,100): MC
            (120,100) / 士気 / 4 / 通常
            (120,100): M / (120,56)
            (120,56): F / (120,40)
            (120,40) / 6 / 外れ
            (120,40): CF / (120,56)
            (120,56) / 2 / 命中 / ダメージ2 / HP2
            (60,90): W / (60,75)
            (60,75) / 4 / 命中 / ダメージ5 / HP0
            (120,56): MC
            (120,56) / 士気 / 6 / 狂暴化
            (60,90): MC
            (60,90) / 士気 / 2 / 通常
            """;

    /** The record with line {@code n} (1-based) replaced by {@code line}. */
    private static String replaced(int n, String line) {
        return RecordEdits.replaced(GAME, n, line);
    }

    /** The record's lines up to and including line {@code n}, then {@code more}. */
    private static String upTo(int n, String more) {
        return RecordEdits.upTo(GAME, n) + more;
    }

    private static GameReferee.Discrepancy refused(String record) {
        return REFEREES.refused(record);
    }

    @Test
    void aWholeTurnOfThirteenPhasesIsLegal() {
        GameReferee.Report<SkirmishGame.State> report = SkirmishGame.referee(GAME);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.actions()).isEqualTo(13);
        assertThat(report.state().over()).isFalse();
        SkirmishGame.State s = report.state();
        assertThat(s.piece(1).state().hp()).isEqualTo(0);
        assertThat(s.piece(2).state().hp()).isEqualTo(6);
        assertThat(s.piece(3).state().hp()).isEqualTo(3);
        assertThat(s.piece(3).state().inMelee()).isFalse();
        assertThat(s.piece(4).state().hp()).isEqualTo(2);
        assertThat(s.piece(4).state().spirit()).isEqualTo(Spirit.FRENZIED);
        Referee.Report interpreted = REFEREES.interpreted(GAME);
        assertThat(interpreted.discrepancy()).isNull();
        assertThat(interpreted.actions()).isEqualTo(13);
    }

    @Test
    void aMoveThatGoesOnAfterEnteringAZocIsRefused() {
        // the line to (60,80) enters the sword's ZOC at (60,75) and goes on for 5cm
        GameReferee.Discrepancy d = refused(replaced(6, "(60,30): M / (60,80)"));
        assertThat(d.line()).isEqualTo(6);
        assertThat(d.rule()).isEqualTo("通常移動");
        assertThat(d.citation()).isEqualTo("【4】■ZOC; 【4】■飛行状態");
        // the later move of 後攻 to 10cm of the pistol goes on after its ZOC edge (16cm → 15cm)
        d = refused(replaced(18, "(120,100): M / (120,50)"));
        assertThat(d.line()).isEqualTo(18);
        assertThat(d.citation()).isEqualTo("【4】■ZOC; 【4】■飛行状態");
    }

    @Test
    void aMoveBeyondTheMaximumMoveOrOffTheTableIsNotAChoice() {
        GameReferee.Discrepancy d = refused(replaced(6, "(60,30): M / (60,91)"));
        assertThat(d.line()).isEqualTo(6);
        assertThat(d.message()).contains("dest (60,91) is not among its choices");
        d = refused(replaced(7, "(120,30): M / (120,-5)"));
        assertThat(d.message()).contains("dest (120,-5) is not among its choices");
    }

    @Test
    void oneActionPerPhase() {
        // a second move in the same movement phase
        GameReferee.Discrepancy d = refused(upTo(7, "(120,40): M / (120,45)\n"));
        assertThat(d.line()).isEqualTo(8);
        assertThat(d.rule()).isEqualTo("移動フェイズの行動は1つだけ");
        assertThat(d.citation()).isEqualTo("【4】■移動フェイズにおける行動");
        // shooting ends the doll's action phase: a second shot is refused
        d = refused(upTo(9, "(120,40): F / (120,100)\n"));
        assertThat(d.line()).isEqualTo(10);
        assertThat(d.rule()).isEqualTo("行動フェイズの行動終了(射撃・何もしない)");
        assertThat(d.citation()).isEqualTo("【5】C; 【5】F");
        // one counter per phase
        d = refused(upTo(11, "(120,100): CF / (120,40)\n"));
        assertThat(d.line()).isEqualTo(12);
        assertThat(d.rule()).isEqualTo("反撃(1フェイズに1回、1体にだけ)");
    }

    @Test
    void shootingNeedsRangeAndNoMelee() {
        // from (165,0) the rifle at (120,100) is 109cm away: beyond the pistol's 90cm
        GameReferee.Discrepancy d = refused(replaced(7, "(120,30): M / (165,0)").replace("(120,40): F", "(165,0): F"));
        assertThat(d.line()).isEqualTo(8);
        assertThat(d.rule()).isEqualTo("射撃");
        assertThat(d.citation()).isEqualTo("【7】A");
        // the sword is in melee with the bayonet: not a target from outside
        d = refused(replaced(8, "(120,40): F / (60,90)"));
        assertThat(d.line()).isEqualTo(8);
        assertThat(d.citation()).isEqualTo("【6】■白兵戦に対する外からの攻撃");
        // a doll in melee does not shoot
        d = refused(replaced(8, "(60,75): F / (120,100)"));
        assertThat(d.citation()).isEqualTo("【5】■行動フェイズにおける行動; 【9】*士気崩壊; 【9】*狂暴化");
    }

    @Test
    void countersAnswerTheDollThatAttacked() {
        // the pistol shot the rifle, not the sword: the sword has nothing to counter
        GameReferee.Discrepancy d = refused(replaced(10, "(60,90): CF / (120,40)"));
        assertThat(d.line()).isEqualTo(10);
        assertThat(d.rule()).isEqualTo("反撃");
        assertThat(d.citation()).isEqualTo("【3】B; 【7】D");
    }

    @Test
    void meleeNeedsAMelee() {
        GameReferee.Discrepancy d = refused(replaced(12, "(120,40): W / (120,100)"));
        assertThat(d.line()).isEqualTo(12);
        assertThat(d.rule()).isEqualTo("白兵戦攻撃");
        assertThat(d.citation()).isEqualTo("【6】■白兵行動フェイズにおける行動; 【6】■白兵戦状態と士気チェック");
    }

    @Test
    void aForgedResultIsRefusedAtItsLine() {
        // the pistol's 2 does 2 damage, not 3
        GameReferee.Discrepancy d = refused(replaced(9, "(120,100) / 2 / 命中 / ダメージ3 / HP3"));
        assertThat(d.line()).isEqualTo(9);
        // a 5 at HP 4 is a failed morale check, not a success
        d = refused(replaced(17, "(120,100) / 士気 / 5 / 通常"));
        assertThat(d.line()).isEqualTo(17);
    }

    @Test
    void aMoraleCheckTheRulesCallForCannotBeLeftOut() {
        // the rifle, hit for 2 and not in melee, owes its check in the first morale phase: 後攻's move
        // that would end that phase is refused there
        GameReferee.Discrepancy d = refused(upTo(15, "(120,100): M / (120,56)\n"));
        assertThat(d.line()).isEqualTo(16);
        assertThat(d.rule()).isEqualTo("士気チェック");
        assertThat(d.citation()).isEqualTo("【3】E; 【3】K; 【9】@");
        assertThat(d.message()).isEqualTo("this line ends the phase, but the piece at (120,100) owes 士気チェック"
                + " before 士気チェックフェイズ ends");
        // the sword, hurt in a melee that has ended, owes its check in the second: the turn cannot end
        d = refused(upTo(26, "turn 2\n"));
        assertThat(d.line()).isEqualTo(27);
        assertThat(d.message()).contains("the piece at (60,90) owes 士気チェック");
        // a record may stop before it (nothing goes past the phase)
        assertThat(REFEREES.legal(upTo(26, "")).actions()).isEqualTo(12);
    }

    @Test
    void neitherEngineEndsAPhaseWhileACheckIsOwed() {
        // after the melee counter: the next phase is the first morale phase, where the rifle owes its check
        SkirmishGame.State s = SkirmishGame.endPhase(SkirmishGame.referee(upTo(15, "")).state());
        SkirmishGame.Refusal owed = SkirmishGame.owed(s);
        assertThat(owed.rule()).isEqualTo("士気チェック");
        assertThat(owed.getMessage()).isEqualTo("the piece at (120,100) owes 士気チェック before 士気チェックフェイズ ends");
        SkirmishGame.Refusal thrown = assertThrows(SkirmishGame.Refusal.class, () -> SkirmishGame.endPhase(s));
        assertThat(thrown.getMessage()).isEqualTo(owed.getMessage());
        Games games = REFEREES.games();
        Games.State i = games.endPhase(REFEREES.interpreted(upTo(15, "")).state());
        assertThat(games.owed(i).getMessage()).isEqualTo(owed.getMessage());
        Games.Refusal interpreted = assertThrows(Games.Refusal.class, () -> games.endPhase(i));
        assertThat(List.of(interpreted.rule(), interpreted.citation())).isEqualTo(List.of(owed.rule(), owed.citation()));
        // once the check is taken, nothing is owed
        assertThat(SkirmishGame.owed(SkirmishGame.referee(upTo(17, "")).state())).isNull();
    }

    @Test
    void aDollThatWasNotHurtTakesNoMoraleCheck() {
        // in the morale phase after the counters, the pistol was missed: it takes no check
        GameReferee.Discrepancy d = refused(upTo(15, "(120,40): MC\n"));
        assertThat(d.line()).isEqualTo(16);
        assertThat(d.rule()).isEqualTo("士気チェック");
        assertThat(d.citation()).isEqualTo("【9】@");
    }
}
