package org.rulesc.rulebooks.a_aws;

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
    private static Games games;

    @BeforeAll
    static void load() throws Exception {
        SourceFile source = SourceFile.read(Path.of("..", "rulebooks", "src", "main", "rules", "a-aws.rules"));
        CompilationResult result = new RulesCompiler(new CompilerOptions("org.rulesc.rulebooks")).check(List.of(source));
        assertThat(result.hasErrors()).isFalse();
        Model model = result.models().get(0);
        Decl.Game battle = model.all(Decl.Game.class).get(0);
        games = new Games(new Interpreter(model), model.plays.get(battle));
    }

    private static final String SETUP = """
            ユニット / player_camp / swordsman / (2,4)
            ユニット / player_camp / archer / (3,5)
            ユニット / gm_camp / swordsman / (3,2)
            ユニット / gm_camp / captain / (2,1)
            """;

    /**
     * Line by line:
     * <ol>
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
            (2,4): 移動 / (3,3)
            (3,3): 近接攻撃 / (3,2) / チャージ0
            (3,2) / 攻撃4 / 対象3 / VP9
            (3,2): 近接攻撃 / (3,3) / チャージ0 / ブースト / 剣術
            攻撃側ダイス / 5
            (3,3) / 攻撃9 / 対象3 / VP4
            (3,5): 手番終了
            (2,1): 手番終了
            turn 2
            (3,2): 近接攻撃 / (3,3) / チャージ0 / ブースト / 盾
            攻撃側ダイス / 6
            (3,3) / 攻撃10 / 対象3 / VP0
            """;

    /** Both referees' verdicts, which must agree. */
    private static GameReferee.Report<BattleGame.State> referee(String record) {
        GameReferee.Report<BattleGame.State> generated = BattleGame.referee(record);
        Referee.Report interpreted = new Referee(games).referee(record);
        GameReferee.Discrepancy d = generated.discrepancy();
        Referee.Discrepancy i = interpreted.discrepancy();
        assertThat(i == null ? null : List.of(i.line(), i.column(), i.rule(), i.citation(), i.message()))
                .isEqualTo(d == null ? null : List.of(d.line(), d.column(), d.rule(), d.citation(), d.message()));
        assertThat(interpreted.actions()).isEqualTo(generated.actions());
        if (generated.state() != null) {
            assertThat(interpreted.state().used()).isEqualTo(generated.state().used());
            assertThat(interpreted.state().pieces().stream().map(p -> List.of(p.id(), String.valueOf(p.get("vp")))).toList())
                    .isEqualTo(generated.state().pieces().stream().map(p -> List.of(p.id(), String.valueOf(p.state().vp())))
                            .toList());
        }
        return generated;
    }

    private static String forge(String original, String replacement) {
        assertThat(GAME).contains(original + "\n");
        return GAME.replace(original + "\n", replacement + "\n");
    }

    @Test
    void aLegalBattleIsAccepted() {
        GameReferee.Report<BattleGame.State> r = referee(GAME);
        assertThat(r.discrepancy()).isNull();
        assertThat(r.actions()).isEqualTo(6);
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
        GameReferee.Report<BattleGame.State> r = referee(forge("(3,2): 近接攻撃 / (3,3) / チャージ0 / ブースト / 盾",
                "(3,2): 近接攻撃 / (3,3) / チャージ0 / ブースト / 剣術"));
        assertThat(r.discrepancy().line()).isEqualTo(15);
        assertThat(r.discrepancy().rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
        assertThat(r.discrepancy().citation()).isEqualTo("ブースト効果");
        assertThat(r.discrepancy().message()).contains("swordsmanship 1 time this battle");
    }

    @Test
    void aUnitTakesOneMinorActionPerTurn() {
        GameReferee.Report<BattleGame.State> r = referee(forge("(3,5): 手番終了", "(3,5): 移動 / (4,5)\n(4,5): 移動 / (5,5)"));
        assertThat(r.discrepancy().line()).isEqualTo(13);
        assertThat(r.discrepancy().rule()).isEqualTo("マイナーアクション(手番に一つ)");
        assertThat(r.discrepancy().citation()).isEqualTo("マイナーアクション; 戦闘の流れ");
    }

    @Test
    void aTurnThatHasBegunIsFinishedFirst() {
        // the players' 剣士 has moved (its minor action) when the GM's 剣士 tries to act
        GameReferee.Report<BattleGame.State> r = referee(forge("(3,3): 近接攻撃 / (3,2) / チャージ0",
                "(3,2): 近接攻撃 / (3,3) / チャージ0"));
        assertThat(r.discrepancy().line()).isEqualTo(7);
        assertThat(r.discrepancy().rule()).isEqualTo("近接攻撃");
        assertThat(r.discrepancy().citation()).isEqualTo("戦闘の流れ");
        assertThat(r.discrepancy().message()).contains("is refused: requires may_act(");
    }

    @Test
    void aMoveEndsOnNoUnit() {
        GameReferee.Report<BattleGame.State> r = referee(forge("(2,4): 移動 / (3,3)", "(2,4): 移動 / (3,5)"));
        assertThat(r.discrepancy().line()).isEqualTo(6);
        assertThat(r.discrepancy().rule()).isEqualTo("移動");
        assertThat(r.discrepancy().citation()).isEqualTo("移動の手順; イニシアチブ・ドミネーション");
    }

    @Test
    void aMeleeAttackNeedsAnAdjacentTarget() {
        GameReferee.Report<BattleGame.State> r = referee(forge("(2,4): 移動 / (3,3)\n(3,3): 近接攻撃 / (3,2) / チャージ0",
                "(2,4): 移動 / (2,3)\n(2,3): 近接攻撃 / (3,2) / チャージ0"));
        // from (2,3) the GM's 剣士 in (3,2) is two squares away
        assertThat(r.discrepancy().line()).isEqualTo(7);
        assertThat(r.discrepancy().rule()).isEqualTo("近接攻撃");
        assertThat(r.discrepancy().citation()).isEqualTo("メジャーアクション");
    }

    @Test
    void aForgedResultIsRefusedAtItsLine() {
        GameReferee.Report<BattleGame.State> r = referee(forge("(3,2) / 攻撃4 / 対象3 / VP9", "(3,2) / 攻撃4 / 対象3 / VP8"));
        assertThat(r.discrepancy().line()).isEqualTo(8);
    }

    @Test
    void theBoostLimitsAreCountedPerElement() {
        BattleGame.State s = BattleGame.referee(SETUP + "turn 1\n(2,4): 移動 / (3,3)\n").state();
        // unit 1 (the players' 剣士, now next to the GM's 剣士) has used its 剣術 this battle
        BattleGame.State used = new BattleGame.State(s.turn(), s.phase(), s.pieces(),
                java.util.Map.of("element_use#1#swordsmanship", 1), s.over());
        BattleGame.Act again = new BattleGame.Act("melee_boosted", 1,
                List.of(new BattleGame.PieceRef(3), 0, SuccessElement.SWORDSMANSHIP));
        BattleGame.Act other = new BattleGame.Act("melee_boosted", 1,
                List.of(new BattleGame.PieceRef(3), 0, SuccessElement.SHIELD));
        assertThat(BattleGame.refusal(used, again).rule()).isEqualTo("成功要素の使用(一戦闘に一度)");
        assertThat(BattleGame.refusal(used, other)).isNull();
        assertThat(BattleGame.refusal(s, again)).isNull();
    }
}
