package org.rulesc.rulebooks.battling;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.battling.BattlingReferee.Report;
import org.rulesc.rulebooks.battling.BattlingReferee.Setup;

/**
 * Referees games of バトリング written in the document's record notation, on the rulebook's test
 * map: a whole legal game, then the same game with one line forged or one move illegal.
 */
class RefereeTest {

    /** A Scopedog (先攻) in 0707 against a Brutish Dog (後攻) in 1108, as in the shooting example. */
    private static final List<Setup> DUEL = List.of(
            new Setup("A", TurnSide.FIRST, ATType.SCOPEDOG, "0707"),
            new Setup("B", TurnSide.SECOND, ATType.BRUTISH_DOG, "1108"));

    /**
     * Five turns. Line by line, what the rules make of it:
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
    private static final String GAME = """
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

    private static Report referee(List<Setup> setup, String record) {
        return new BattlingReferee(Battling.udoTest(), setup).referee(record);
    }

    /** The game with one line replaced. */
    private static String forge(String original, String forged) {
        assertThat(GAME).contains(original + "\n");
        return GAME.replace(original + "\n", forged + "\n");
    }

    @Test
    void aWholeGameIsLegalAndTheFirstSideWins() {
        Report r = referee(DUEL, GAME);
        assertThat(r.discrepancy()).isEmpty();
        assertThat(r.over()).isTrue();
        assertThat(r.turn()).isEqualTo(5);
        assertThat(r.winner()).hasValue(Winner.FIRST_WINS);
        assertThat(r.destroyed()).hasSize(1);
        assertThat(r.destroyed().get(0).name).isEqualTo("B");
        assertThat(r.unit("A").hp).isEqualTo(3);
        assertThat(Battling.LABELS.format(r.unit("A").hex)).isEqualTo("0707");
    }

    @Test
    void theTurnMarkersAreOptional() {
        Report r = referee(DUEL, GAME.replaceAll("turn \\d+\n", ""));
        assertThat(r.discrepancy()).isEmpty();
        assertThat(r.turn()).isEqualTo(5);
        assertThat(r.winner()).hasValue(Winner.FIRST_WINS);
    }

    @Test
    void aForgedHitIsCaught() {
        // with B's dash the die reads 5 against 命中率 4: a miss, not a hit
        Report r = referee(DUEL, forge("0907 / 4 / F / HP3", "0907 / 4 / H / 1 / HP2"));
        assertThat(r.discrepancy()).isPresent();
        assertThat(r.discrepancy().get().line()).isEqualTo(7);
        assertThat(r.discrepancy().get().reason())
                .isEqualTo("命中判定: die 4 + 1 (ローラーダッシュ(R)) > 命中率 4 at distance 2: a miss, but the record says H");
    }

    @Test
    void aForgedBattlingResultIsCaught() {
        Report r = referee(DUEL, forge("0707 / 4 / EX / HP3", "0707 / 4 / A / HP4"));
        assertThat(r.discrepancy().get().line()).isEqualTo(9);
        assertThat(r.discrepancy().get().reason()).isEqualTo("バトリング: 力差 0, die 4 gives EX, but the record says A");
    }

    @Test
    void aForgedHpIsCaught() {
        Report r = referee(DUEL, forge("0807 / 1 / D / HP1", "0807 / 1 / D / HP2"));
        assertThat(r.discrepancy().get().line()).isEqualTo(17);
        assertThat(r.discrepancy().get().reason()).contains("has HP1 after D, but the record says HP2");
    }

    @Test
    void theAttackersLineAfterExIsRequired() {
        Report r = referee(DUEL, forge("0807 / EX / HP2", "0807 / EX / HP3"));
        assertThat(r.discrepancy().get().line()).isEqualTo(10);
        assertThat(r.discrepancy().get().reason()).contains("has HP2 after EX, but the record says HP3");
        Report missing = referee(DUEL, forge("0807 / EX / HP2\nturn 3", "turn 3"));
        assertThat(missing.discrepancy().get().line()).isEqualTo(10);
        assertThat(missing.discrepancy().get().reason()).contains("expected the attacker's line after EX");
    }

    @Test
    void theDefendBonusCounts() {
        // without the +1 for 防御 a 2 would be D; the record claiming D is wrong
        Report r = referee(DUEL, forge("0707 / 2 / − / HP3", "0707 / 2 / D / HP2"));
        assertThat(r.discrepancy().get().line()).isEqualTo(14);
        assertThat(r.discrepancy().get().reason())
                .isEqualTo("バトリング: 力差 0, die 2 + 1 (防御(D)) gives −, but the record says D");
    }

    @Test
    void anIllegalMoveIsCaught() {
        // 0708 is a building: 0709 is three hexes away on foot
        Report r = referee(DUEL, forge("0707: F / 1108\n1108 / 2 / H / 1 / HP3", "0707: W / 2 / 0709"));
        assertThat(r.discrepancy().get().line()).isEqualTo(2);
        assertThat(r.discrepancy().get().reason()).contains("`W / 2 / 0709` is not a legal 歩行(W) from 0707");
        // a dash must run straight
        Report crooked = referee(DUEL, forge("1108: R / 2 / 0907", "1108: R / 2 / 0908"));
        assertThat(crooked.discrepancy().get().line()).isEqualTo(4);
        assertThat(crooked.discrepancy().get().reason()).contains("is not a legal ローラーダッシュ(R) from 1108");
    }

    @Test
    void aDashTurnsOnceByOneHexsideAndNeverBack() {
        // 【5】例2's kind of turn: two hexes south-east to 0908, then one south to 0909 (60°)
        Report veer = referee(DUEL, "0707: R / 2 / 1 / 0909\n");
        assertThat(veer.discrepancy()).isEmpty();
        assertThat(Battling.LABELS.format(veer.unit("A").hex)).isEqualTo("0909");
        // 【4】 旋回することは出来ない: back along its own track to 0807 is refused
        Report uTurn = referee(DUEL, "0707: R / 2 / 1 / 0807\n");
        assertThat(uTurn.discrepancy().get().line()).isEqualTo(1);
        assertThat(uTurn.discrepancy().get().reason())
                .contains("`R / 2 / 1 / 0807` is not a legal ローラーダッシュ(R) from 0707");
        // and so is a 120° turn, south-west to 0808
        Report sharp = referee(DUEL, "0707: R / 2 / 1 / 0808\n");
        assertThat(sharp.discrepancy().get().reason()).contains("is not a legal ローラーダッシュ(R) from 0707");
    }

    @Test
    void firingNeedsSightAndBattlingNeedsAnAdjacentEnemy() {
        List<Setup> behindTheBuilding = List.of(
                new Setup("A", TurnSide.FIRST, ATType.SCOPEDOG, "0707"),
                new Setup("B", TurnSide.SECOND, ATType.BRUTISH_DOG, "0609"));
        Report blind = referee(behindTheBuilding, "0707: F / 0609\n");
        assertThat(blind.discrepancy().get().line()).isEqualTo(1);
        assertThat(blind.discrepancy().get().reason()).contains("has no line of sight from 0707");
        Report far = referee(DUEL, "0707: B / 1 / 0807 / 1108\n");
        assertThat(far.discrepancy().get().reason()).contains("is not adjacent to 0807");
        Report nobody = referee(DUEL, "0707: F / 1109\n");
        assertThat(nobody.discrepancy().get().reason()).isEqualTo("there is no enemy AT in 1109");
    }

    @Test
    void oneActionPerPhase() {
        Report r = referee(DUEL, "0707: W / 1 / 0807\n0807: W / 1 / 0707\n");
        assertThat(r.discrepancy().get().line()).isEqualTo(2);
        assertThat(r.discrepancy().get().reason()).contains("has already acted in this 先攻側・行動フェイズ");
    }

    @Test
    void malformedLinesPointAtTheColumn() {
        Report r = referee(DUEL, "0707: W / 2 / 09O8\n");
        assertThat(r.discrepancy().get().line()).isEqualTo(1);
        assertThat(r.discrepancy().get().reason()).isEqualTo("column 15: expected a hex label CCRR (dest)");
    }

    @Test
    void resultsAreOwedBeforeTheNextAction() {
        Report r = referee(DUEL, "0707: F / 1108\n1108: W / 1 / 1008\n");
        assertThat(r.discrepancy().get().line()).isEqualTo(2);
        assertThat(r.discrepancy().get().reason()).contains("expected the result of A(");
        Report cut = referee(DUEL, "0707: F / 1108\n");
        assertThat(cut.discrepancy().get().reason()).contains("the record ends before the result of A(");
    }

    @Test
    void nothingHappensAfterTheGameIsOver() {
        Report r = referee(DUEL, GAME + "0707: W / 1 / 0807\n");
        assertThat(r.discrepancy().get().line()).isEqualTo(23);
        assertThat(r.discrepancy().get().reason()).isEqualTo("the game is over: 後攻 has no AT left");
    }

    @Test
    void theGameLastsTenTurns() {
        StringBuilder record = new StringBuilder();
        for (int t = 1; t <= 10; t++) {
            record.append("turn ").append(t).append('\n').append("0707: D / 0 / 0707\n").append("1108: D / 0 / 1108\n");
        }
        Report ten = referee(DUEL, record.toString());
        assertThat(ten.discrepancy()).isEmpty();
        assertThat(ten.over()).isTrue();
        assertThat(ten.winner()).hasValue(Winner.DRAW);
        Report eleven = referee(DUEL, record + "turn 11\n");
        assertThat(eleven.discrepancy().get().reason()).isEqualTo("the game lasts 10 turns");
    }
}
