package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;

/**
 * Referees written A-AWs battles with the rulebook's own {@code game battle}, generated
 * ({@code BattleGame.referee}) and interpreted, which must agree line for line: a short legal
 * battle, then the same battle with one line forged or one action against the rules, each refused
 * at its line with the rule and the document's section. No game logic here.
 *
 * <p>The units (sample types): a 剣士 has 近接攻撃4 (剣術3 + 重装甲1), 防御3 (盾2 + 重装甲1), 移動2,
 * イニシアチブ3 and VP 10; a 射手 遠隔攻撃4, 移動3, イニシアチブ1, 防御0, VP 8; a 指揮官 近接攻撃3,
 * 防御2, 移動0, イニシアチブ3, VP 9.
 */
class BattleGameTest {
    private static final BothReferees<BattleGame.State> REFEREES = new BothReferees<>("a-aws.rules",
            BattleGame::referee, (generated, interpreted) -> {
                assertThat(interpreted.used()).isEqualTo(generated.used());
                assertThat(interpreted.pieces().stream().map(p -> List.of(p.id(), String.valueOf(p.get("vp")))).toList())
                        .isEqualTo(generated.pieces().stream().map(p -> List.of(p.id(), String.valueOf(p.state().vp())))
                                .toList());
            });

    private static final String SETUP = """
            ユニット / player_camp / swordsman / (2,4)
            ユニット / player_camp / archer / (3,5)
            ユニット / gm_camp / swordsman / (3,2)
            ユニット / gm_camp / captain / (2,1)
            """;

    /**
     * Line by line:
     * <ol>
     * <li>Each turn starts with the イニシアチブフェイズ: the GM camp's average イニシアチブ (3 and 3: 3)
     *     plus its 指揮官's 指揮能力 die against the players' average (3 and 1: 2), no die.
     * <li>Turn 1. The players' 剣士 moves two squares (移動力 1 + 2) next to the GM's 剣士 and attacks:
     *     no boost, equal initiative (no ドミネーショントークン), so 4 against 3: 1 damage, VP 9.
     * <li>The GM's 剣士 attacks back with a ダイスブースト of 剣術 (one die, 5): 4 + 5 against 3: VP 4.
     * <li>The 射手 and the 指揮官 end their 手番 without acting.
     * <li>Turn 2. The GM's 剣士 boosts again, now with 盾 (each element has its own count): die 6,
     *     10 against 3: 7 damage, the players' 剣士 is at VP 0 and leaves the field.
     * </ol>
     */
    private static final String GAME = SETUP + """
            turn 1
            (3,5): イニシアチブ
            GM側ダイス / 2
            イニシアチブ / GM側5 / プレイヤー側2 / GM側
            (2,4): 移動 / ブースト / - / (3,3)
            (3,3): 近接攻撃 / 最大捕捉ブースト / - / (3,2) / チャージ0 / ブースト / - / 対象ブースト / -
            (3,2) / 攻撃4 / 対象3 / VP9
            (3,2): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ0 / ブースト / 剣術 / 対象ブースト / -
            攻撃側ダイス / 5
            (3,3) / 攻撃9 / 対象3 / VP4
            (3,5): 手番終了
            (2,1): 手番終了
            turn 2
            (3,5): イニシアチブ
            GM側ダイス / 1
            イニシアチブ / GM側4 / プレイヤー側2 / GM側
            (3,2): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ0 / ブースト / 盾 / 対象ブースト / -
            攻撃側ダイス / 6
            (3,3) / 攻撃10 / 対象3 / VP0
            """;

    /** Turn 1 up to its main phase. */
    private static final String TURN_1_INITIATIVE = """
            turn 1
            (3,5): イニシアチブ
            GM側ダイス / 2
            イニシアチブ / GM側5 / プレイヤー側2 / GM側
            """;

    @Test
    void theInitiativeIsComparedOnceATurnBeforeAnyUnitActs() {
        GameReferee.Report<BattleGame.State> r = referee(SETUP + "turn 1\n(2,4): 移動 / ブースト / - / (3,3)\n");
        assertThat(r.discrepancy().line()).isEqualTo(6);
        // the players' declaration phase comes first, and the イニシアチブフェイズ is not passed over
        assertThat(r.discrepancy().rule()).isEqualTo("イニシアチブブーストの宣言(プレイヤー側)");
        r = referee(SETUP + TURN_1_INITIATIVE + "(3,2): イニシアチブ\n");
        assertThat(r.discrepancy().line()).isEqualTo(9);
        assertThat(r.discrepancy().citation()).isEqualTo("戦闘の流れ");
        // a boost adds a die to the declaring unit's camp and uses its element for the battle
        r = referee(SETUP + "turn 1\n(3,5): イニシアチブブースト / 射撃\n(3,5): イニシアチブ\nGM側ダイス / 1\nプレイヤー側ダイス / 6\n"
                + "イニシアチブ / GM側4 / プレイヤー側8 / プレイヤー側\n");
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().used()).containsExactly("initiative_declaration#2", 1, "element_use#2#marksmanship", 1);
    }

    /** Both referees' verdicts, which must agree. */
    private static GameReferee.Report<BattleGame.State> referee(String record) {
        return REFEREES.referee(record);
    }

    private static String forge(String original, String replacement) {
        assertThat(GAME).contains(original + "\n");
        return GAME.replace(original + "\n", replacement + "\n");
    }

    @Test
    void aLegalBattleIsAccepted() {
        GameReferee.Report<BattleGame.State> r = referee(GAME);
        assertThat(r.discrepancy()).isNull();
        assertThat(r.actions()).isEqualTo(8);
        assertThat(r.state().turn()).isEqualTo(2);
        // the players' 剣士 left the field; the GM's 剣士 is at VP 9
        assertThat(r.state().pieces()).hasSize(3);
        assertThat(r.state().pieces().stream().filter(p -> p.state().at().equals(
                org.rulesc.runtime.SquareGrid.Square.of(3, 2))).findFirst().orElseThrow().state().vp()).isEqualTo(9);
        // 剣術 and 盾 were each used once by unit 3
        assertThat(r.state().used()).containsEntry("element_use#3#swordsmanship", 1);
        assertThat(r.state().used()).containsEntry("element_use#3#shield", 1);
    }

    @Test
    void anElementBoostsOncePerBattle() {
        GameReferee.Report<BattleGame.State> r = referee(forge("(3,2): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ0 / ブースト / 盾 / 対象ブースト / -",
                "(3,2): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ0 / ブースト / 剣術 / 対象ブースト / -"));
        assertThat(r.discrepancy().line()).isEqualTo(21);
        assertThat(r.discrepancy().rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
        assertThat(r.discrepancy().citation()).isEqualTo("ブースト効果");
        assertThat(r.discrepancy().message()).contains("swordsmanship 1 time this battle");
    }

    @Test
    void aUnitTakesOneMinorActionPerTurn() {
        GameReferee.Report<BattleGame.State> r = referee(forge("(3,5): 手番終了", "(3,5): 移動 / ブースト / - / (4,5)\n(4,5): 移動 / ブースト / - / (5,5)"));
        assertThat(r.discrepancy().line()).isEqualTo(16);
        assertThat(r.discrepancy().rule()).isEqualTo("マイナーアクション(手番に一つ)");
        assertThat(r.discrepancy().citation()).isEqualTo("マイナーアクション; 戦闘の流れ");
    }

    @Test
    void aTurnThatHasBegunIsFinishedFirst() {
        // the players' 剣士 has moved (its minor action) when the GM's 剣士 tries to act
        GameReferee.Report<BattleGame.State> r = referee(forge("(3,3): 近接攻撃 / 最大捕捉ブースト / - / (3,2) / チャージ0 / ブースト / - / 対象ブースト / -",
                "(3,2): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ0 / ブースト / - / 対象ブースト / -"));
        assertThat(r.discrepancy().line()).isEqualTo(10);
        assertThat(r.discrepancy().rule()).isEqualTo("近接攻撃");
        assertThat(r.discrepancy().citation()).isEqualTo("戦闘の流れ");
        assertThat(r.discrepancy().message()).contains("is refused: requires may_act(");
    }

    @Test
    void aMoveEndsOnNoUnit() {
        GameReferee.Report<BattleGame.State> r = referee(forge("(2,4): 移動 / ブースト / - / (3,3)", "(2,4): 移動 / ブースト / - / (3,5)"));
        assertThat(r.discrepancy().line()).isEqualTo(9);
        assertThat(r.discrepancy().rule()).isEqualTo("移動");
        assertThat(r.discrepancy().citation()).isEqualTo("移動の手順; イニシアチブ・ドミネーション; ブースト効果");
    }

    @Test
    void aMeleeAttackNeedsAnAdjacentTarget() {
        GameReferee.Report<BattleGame.State> r = referee(forge("(2,4): 移動 / ブースト / - / (3,3)\n(3,3): 近接攻撃 / 最大捕捉ブースト / - / (3,2) / チャージ0 / ブースト / - / 対象ブースト / -",
                "(2,4): 移動 / ブースト / - / (2,3)\n(2,3): 近接攻撃 / 最大捕捉ブースト / - / (3,2) / チャージ0 / ブースト / - / 対象ブースト / -"));
        // from (2,3) the GM's 剣士 in (3,2) is two squares away
        assertThat(r.discrepancy().line()).isEqualTo(10);
        assertThat(r.discrepancy().rule()).isEqualTo("近接攻撃");
        assertThat(r.discrepancy().citation()).isEqualTo("メジャーアクション; 攻撃の手順");
    }

    @Test
    void aForgedResultIsRefusedAtItsLine() {
        GameReferee.Report<BattleGame.State> r = referee(forge("(3,2) / 攻撃4 / 対象3 / VP9", "(3,2) / 攻撃4 / 対象3 / VP8"));
        assertThat(r.discrepancy().line()).isEqualTo(11);
    }

    /**
     * Postures, tokens, 射線妨害 and 逃走, line by line:
     * <ol>
     * <li>Turn 1. The players' 剣士 steps to (3,4), between the 射手 and the GM's 剣士, and takes 防御態勢;
     *     the GM's 剣士 takes 反撃態勢.
     * <li>The 射手 aims at the GM's 剣士 (distance 3, all of 遠隔攻撃4 put into the range: value 1);
     *     its own 剣士 in between intercepts and becomes the target. A 遠隔攻撃's target cannot use
     *     防御 (0), but its 防御トークン adds a die and its 近接攻撃4; the ドミネーショントークン of
     *     the higher イニシアチブ (3 against 1) adds another die: 1 against 4 + 2 + 5, no damage.
     * <li>The 指揮官 ends its 手番. Turn 2: the players' 剣士 (its 防御態勢 gone at its 手番) steps to
     *     (3,3) and attacks, 4 against 3; the GM's 剣士 in 反撃態勢 attacks back at once, 4 against 3.
     * <li>The GM's 剣士 takes a チャージトークン (its 反撃態勢 ends); the 指揮官 declares 逃走 on the
     *     field's edge (移動0 reaches it) and leaves at the エンドフェイズ, unattacked.
     * <li>Turn 3: without the 指揮官 the GM camp rolls no 指揮能力 die (3 against 2). The GM's 剣士 attacks with its チャージトークン (one die, 6): 10 against 3, VP 2.
     * </ol>
     */
    private static final String POSTURES = SETUP + """
            turn 1
            (3,5): イニシアチブ
            GM側ダイス / 3
            イニシアチブ / GM側6 / プレイヤー側2 / GM側
            (2,4): 移動 / ブースト / - / (3,4)
            (3,4): 防御態勢
            (3,2): 反撃態勢
            (3,5): 遠隔攻撃 / 最大捕捉ブースト / - / (3,2) / 対象 / (3,4) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / -
            対象側ダイス / 2
            対象側ダイス / 5
            (3,4) / 攻撃1 / 対象11 / VP10
            (2,1): 手番終了
            turn 2
            (3,5): イニシアチブ
            GM側ダイス / 1
            イニシアチブ / GM側4 / プレイヤー側2 / GM側
            (3,4): 移動 / ブースト / - / (3,3)
            (3,3): 近接攻撃 / 最大捕捉ブースト / - / (3,2) / チャージ0 / ブースト / - / 対象ブースト / -
            (3,2) / 攻撃4 / 対象3 / VP9
            (3,3) / 攻撃4 / 対象3 / VP9
            (3,2): チャージ
            (3,5): 手番終了
            (2,1): 逃走
            turn 3
            (3,5): イニシアチブ
            イニシアチブ / GM側3 / プレイヤー側2 / GM側
            (3,2): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ1 / ブースト / - / 対象ブースト / -
            攻撃側ダイス / 6
            (3,3) / 攻撃10 / 対象3 / VP2
            """;

    private static String forgePostures(String original, String replacement) {
        assertThat(POSTURES).contains(original + "\n");
        return POSTURES.replace(original + "\n", replacement + "\n");
    }

    @Test
    void posturesTokensInterceptionAndEscapeAreRefereed() {
        GameReferee.Report<BattleGame.State> r = referee(POSTURES);
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().turn()).isEqualTo(3);
        // the 指揮官 has left the field; the GM's 剣士 spent its token
        assertThat(r.state().pieces()).hasSize(3);
        assertThat(r.state().pieces().stream().map(p -> p.state().vp()).toList()).containsExactly(2, 8, 9).inOrder();
        assertThat(r.state().pieces().get(2).state().charge()).isEqualTo(0);
    }

    @Test
    void onlyAUnitInTheLineOfFireIntercepts() {
        GameReferee.Report<BattleGame.State> r = referee(forgePostures(
                "(3,5): 遠隔攻撃 / 最大捕捉ブースト / - / (3,2) / 対象 / (3,4) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / -", "(3,5): 遠隔攻撃 / 最大捕捉ブースト / - / (3,2) / 対象 / (2,1) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / -"));
        assertThat(r.discrepancy().line()).isEqualTo(12);
        assertThat(r.discrepancy().rule()).isEqualTo("遠隔攻撃");
        assertThat(r.discrepancy().citation()).isEqualTo("メジャーアクション; 攻撃の手順; 射線妨害; 射程ブースト; ブースト効果");
        assertThat(r.discrepancy().message()).contains("target");
    }

    @Test
    void noRangedAttackAfterTheMinorMove() {
        GameReferee.Report<BattleGame.State> r = referee(forgePostures(
                "(3,5): 遠隔攻撃 / 最大捕捉ブースト / - / (3,2) / 対象 / (3,4) / 代入3 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / -",
                "(3,5): 移動 / ブースト / - / (4,5)\n(4,5): 遠隔攻撃 / 最大捕捉ブースト / - / (3,2) / 対象 / (3,2) / 代入4 / チャージ0 / 射程ブースト / - / ブースト / - / 対象ブースト / -"));
        assertThat(r.discrepancy().line()).isEqualTo(13);
        assertThat(r.discrepancy().rule()).isEqualTo("遠隔攻撃");
        assertThat(r.discrepancy().citation()).isEqualTo("メジャーアクション");
        assertThat(r.discrepancy().message()).contains("requires !self.moved");
    }

    @Test
    void theCounterAttackMustBeRecorded() {
        GameReferee.Report<BattleGame.State> r = referee(forgePostures("(3,3) / 攻撃4 / 対象3 / VP9\n(3,2): チャージ", "(3,2): チャージ"));
        assertThat(r.discrepancy().line()).isEqualTo(24);
    }

    @Test
    void escapeNeedsTheEdgeInReach() {
        // the 指揮官 (移動0) steps off the edge first
        GameReferee.Report<BattleGame.State> r = referee(forgePostures("(2,1): 逃走", "(2,1): 移動 / ブースト / - / (2,2)\n(2,2): 逃走"));
        assertThat(r.discrepancy().line()).isEqualTo(28);
        assertThat(r.discrepancy().rule()).isEqualTo("逃走");
        assertThat(r.discrepancy().citation()).isEqualTo("メジャーアクション");
    }

    @Test
    void aUnitUsesOnlyTheChargeTokensItHolds() {
        GameReferee.Report<BattleGame.State> r = referee(forgePostures("(3,2): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ1 / ブースト / - / 対象ブースト / -",
                "(3,2): 近接攻撃 / 最大捕捉ブースト / - / (3,3) / チャージ2 / ブースト / - / 対象ブースト / -"));
        assertThat(r.discrepancy().line()).isEqualTo(31);
        assertThat(r.discrepancy().message()).contains("tokens");
    }

    @Test
    void theBoostLimitsAreCountedPerElement() {
        BattleGame.State s = BattleGame.referee(SETUP + TURN_1_INITIATIVE + "(2,4): 移動 / ブースト / - / (3,3)\n").state();
        // unit 1 (the players' 剣士, now next to the GM's 剣士) has used its 剣術 this battle
        BattleGame.State used = new BattleGame.State(s.turn(), s.phase(), s.pieces(),
                java.util.Map.of("element_use#1#swordsmanship", 1), s.over());
        BattleGame.Act again = new BattleGame.Act("melee", 1,
                List.of(List.of(), List.of(new BattleGame.PieceRef(3)), 0, List.of(SuccessElement.SWORDSMANSHIP),
                        List.of(List.of())));
        BattleGame.Act other = new BattleGame.Act("melee", 1,
                List.of(List.of(), List.of(new BattleGame.PieceRef(3)), 0, List.of(SuccessElement.SHIELD),
                        List.of(List.of())));
        assertThat(BattleGame.refusal(used, again).rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
        assertThat(BattleGame.refusal(used, other)).isNull();
        assertThat(BattleGame.refusal(s, again)).isNull();
    }

    @Test
    void aTemporaryElementBoostsTwicePerTurnOnItsOwnCount() {
        // the record ends in the イニシアチブフェイズ; no unit can act there any more, so it ends
        BattleGame.State s = BattleGame.endPhase(BattleGame.referee(SETUP + TURN_1_INITIATIVE).state());
        // unit 2, the 射手, boosts its move with 火事場の馬鹿力 (a 一時成功要素)
        BattleGame.Act boosted = new BattleGame.Act("move", 2,
                List.of(List.of(SuccessElement.ADRENALINE), org.rulesc.runtime.SquareGrid.Square.of(3, 4)));
        java.util.function.Function<java.util.Map<String, Integer>, BattleGame.Refusal> refusal = used ->
                BattleGame.refusal(new BattleGame.State(s.turn(), s.phase(), s.pieces(), used, s.over()), boosted);
        assertThat(refusal.apply(java.util.Map.of("temporary_element_use#2#adrenaline", 1))).isNull();
        assertThat(refusal.apply(java.util.Map.of("temporary_element_use#2#adrenaline", 2)).rule())
                .isEqualTo("一時成功要素の使用(1ターンに二度)");
        // its own limit only: the once-per-battle count of ordinary elements does not apply to it
        assertThat(refusal.apply(java.util.Map.of("element_use#2#adrenaline", 1))).isNull();
        // another unit's uses are not this unit's
        assertThat(refusal.apply(java.util.Map.of("temporary_element_use#4#adrenaline", 2))).isNull();
        // and a new turn starts the count again
        BattleGame.State next = new BattleGame.State(s.turn(), s.phase(), s.pieces(),
                java.util.Map.of("temporary_element_use#2#adrenaline", 2, "element_use#2#marksmanship", 1), s.over());
        // to turn 2's メインフェイズ: the エンドフェイズ, the two camps' イニシアチブブースト and the イニシアチブフェイズ
        for (int i = 0; i < 5; i++) {
            next = BattleGame.endPhase(next);
        }
        assertThat(next.turn()).isEqualTo(2);
        assertThat(next.used()).containsExactly("element_use#2#marksmanship", 1);
        assertThat(BattleGame.refusal(next, boosted)).isNull();
    }
}
