package org.rulesc.rulebooks.combat_rules_part2;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;
import org.rulesc.rulebooks.differential.RecordEdits;

/**
 * Referees records of the d100 chapter's {@code game melee} (generated {@code MeleeGame.referee},
 * and the interpreter, which must give the same verdict): a whole legal battle, then the same
 * battle with one line forged or one action the action chart does not allow. Each refusal names
 * the act and the chart item that forbids it. No game logic here: the rulebook is the referee.
 *
 * <p>Stats of the test characters (the rulebook's {@code character_sheet}): 剣士 HP 24, 敏捷度 12,
 * 移動力 4, 攻撃回数 2, 基本命中率 70, 回避率 20, 攻撃力 9, 防御力 4, 快打/昏倒打/致命打 8/5/2, V 10;
 * 弓術士 HP 18, 敏捷度 14, 攻撃回数 2 (a bow: 1 strike), 基本命中率 65, 攻撃力 7, 快打 6, 致命打 1;
 * オーク HP 26, 敏捷度 9, 基本命中率 55, 回避率 10, 攻撃力 9, 防御力 3, 快打/昏倒打/致命打 4/4/1.
 */
class MeleeRefereeTest {
    private static final BothReferees<MeleeGame.State> REFEREES =
            new BothReferees<>("combat-rules-part2.rules", MeleeGame::referee);

    /** The three of the battle; the goblin stays far away and acts last, so the battle goes on. */
    private static final String THREE = """
            C / pc_side / swordsman / (2,3)
            C / pc_side / archer / (0,1)
            C / enemy_side / orc / (3,3)
            """;

    private static final String SETUP = THREE + "C / enemy_side / goblin_archer / (9,7)\n";

    /**
     * Turn 1: order 剣士 12+50, 弓術士 14+30, オーク 9+10, ゴブリンの弓兵 13+1. 剣士 strikes twice (命中率 70−10): 30 is
     * a hit for 9−3, 7 a 快打 for 9 (HP 26 → 20 → 11); 弓術士 shoots once: 4 always hits and is a 快打
     * (HP 4). オーク strikes twice (命中率 55−20): 95 always misses; 3 is a 昏倒打 for 9 (HP 24 → 15)
     * and 剣士 fails its 3V (45 > 30): 気絶. Turn 2: 剣士 recovers (3V 12) before anyone acts; order
     * 弓術士, 剣士, ゴブリンの弓兵, オーク; 弓術士 hits for 7−3: HP 0, 昏睡; 剣士 hits the comatose オーク
     * (who does not evade): more damage from another attacker kills it, and it leaves the sheet.
     */
    static final String GAME = SETUP + """
            turn 1
            (2,3): I
            (2,3) / 順番 / 50 / =62
            (0,1): I
            (0,1) / 順番 / 30 / =44
            (3,3): I
            (3,3) / 順番 / 10 / =19
            (9,7): I
            (9,7) / 順番 / 1 / =14
            (2,3): A / (3,3) / 2
            (3,3) / 30 / 命中 / HP20 / 通常
            (3,3) / 7 / 快打 / HP11 / 通常
            (0,1): A / (3,3) / 1
            (3,3) / 4 / 快打 / HP4 / 通常
            (3,3): A / (2,3) / 2
            (2,3) / 外れ / 95
            (2,3) / 3 / 昏倒打 / HP15 / 通常
            (2,3) / 3V / 45 / 気絶
            turn 2
            (2,3): R
            (2,3) / 復帰3V / 12 / 正常
            (2,3): I
            (2,3) / 順番 / 40 / =52
            (0,1): I
            (0,1) / 順番 / 40 / =54
            (3,3): I
            (3,3) / 順番 / 5 / =14
            (9,7): I
            (9,7) / 順番 / 2 / =15
            (0,1): A / (3,3) / 1
            (3,3) / 20 / 命中 / HP0 / 昏睡
            (2,3): A / (3,3) / 2
            (3,3) / 50 / 命中 / HP0 / 死亡
            """;

    /** The record's lines up to and including line {@code n} (1-based). */
    private static String upTo(int n) {
        return RecordEdits.upTo(GAME, n);
    }

    private static GameReferee.Discrepancy refused(String record) {
        return REFEREES.refused(record);
    }

    @Test
    void twoTurnsAreLegal() {
        GameReferee.Report<MeleeGame.State> report = MeleeGame.referee(GAME);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.actions()).isEqualTo(14);
        assertThat(report.state().over()).isFalse();
        // the dead オーク has left the sheet; 剣士 is back on its feet with 15 HP
        assertThat(report.state().pieces()).hasSize(3);
        assertThat(report.state().piece(3)).isNull();
        assertThat(report.state().piece(1).state().hp()).isEqualTo(15);
        assertThat(report.state().piece(1).state().fainted()).isFalse();
        Referee.Report interpreted = REFEREES.interpreted(GAME);
        assertThat(interpreted.discrepancy()).isNull();
        assertThat(interpreted.actions()).isEqualTo(14);
    }

    @Test
    void theBattleEndsWhenASideHasNoSurvivorAndNothingIsPlayedAfter() {
        // without the goblin, the オーク's coma (line 30) leaves 敵側 without a survivor (s.)
        String battle = THREE + String.join("\n", GAME.lines().skip(4).limit(31).filter(l -> !l.startsWith("(9,7)")).toList())
                + "\n";
        GameReferee.Report<MeleeGame.State> report = MeleeGame.referee(battle);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.state().over()).isTrue();
        assertThat(MeleeGame.winner(report.state())).isEqualTo(BattleOutcome.PC_SIDE_WON);
        Referee.Report interpreted = REFEREES.interpreted(battle);
        assertThat(interpreted.discrepancy()).isNull();
        assertThat(REFEREES.games().showValue(REFEREES.games().winner(interpreted.state()))).isEqualTo("PC側の勝ち(敵側が全滅)");
        GameReferee.Discrepancy d = refused(battle + "(2,3): A / (3,3) / 2\n");
        assertThat(d.line()).isEqualTo(31);
        assertThat(d.rule()).isEqualTo("end of the game");
        assertThat(d.citation()).isEqualTo("行動チャート s");
    }

    @Test
    void characterActsInTheOrderOfAgilityPlusD100() {
        // line 11 is 剣士's attack (12+50 first): オーク (9+10) may not act before the two PCs
        GameReferee.Discrepancy d = refused(upTo(13) + "(3,3): D\n");
        assertThat(d.line()).isEqualTo(14);
        assertThat(d.rule()).isEqualTo("o. 防御");
        assertThat(d.citation()).isEqualTo("行動チャート b");
        // the requirement is written over two lines of the rulebook and quoted whole
        assertThat(d.message()).endsWith("is refused: requires self.delayed || all(q in others: not able(q.life, q.fainted)"
                + " || q.acted || q.delayed || q.order_key <= self.order_key)");
        // nobody acts before every character has its order
        d = refused(upTo(11) + "(2,3): D\n");
        assertThat(d.line()).isEqualTo(12);
        assertThat(d.citation()).isEqualTo("行動チャート b");
        assertThat(d.message()).endsWith("requires all(i, p in pieces: not able(p.life, p.fainted) || not owes_order_roll("
                + "p.order_key, p.rerolls, count(j, q in pieces: i != j && able(q.life, q.fainted)"
                + " && tied_with(p.order_key, p.rerolls, q.order_key, q.rerolls))))");
    }

    @Test
    void delayingIsFreeAndLetsTheNextCharacterAct() {
        String record = upTo(13) + """
                (2,3): W
                (0,1): A / (3,3) / 1
                (3,3) / 4 / 快打 / HP19 / 通常
                (2,3): A / (3,3) / 2
                (3,3) / 30 / 命中 / HP13 / 通常
                (3,3) / 7 / 快打 / HP4 / 通常
                """;
        assertThat(MeleeGame.referee(record).discrepancy()).isNull();
        assertThat(REFEREES.interpreted(record).discrepancy()).isNull();
    }

    @Test
    void oneActionPerTurn() {
        GameReferee.Discrepancy d = refused(upTo(16) + "(2,3): D\n");
        assertThat(d.line()).isEqualTo(17);
        assertThat(d.rule()).isEqualTo("o. 防御");
        assertThat(d.citation()).isEqualTo("行動チャート b; 行動チャート h");
    }

    @Test
    void strikesAreAtMostTheAttacksAndAMissileStrikesOnce() {
        GameReferee.Discrepancy d = refused(upTo(13) + "(2,3): A / (3,3) / 3\n");
        assertThat(d.line()).isEqualTo(14);
        assertThat(d.rule()).isEqualTo("d. 攻撃");
        assertThat(d.citation()).isEqualTo("行動チャート d; 行動チャート e; 行動チャート h");
        assertThat(d.message()).contains("strikes 3 is not among its choices");
        // the bow: 攻撃回数 2, but 飛道具の場合は1回だけ
        d = refused(upTo(13) + "(2,3): W\n(0,1): A / (3,3) / 2\n");
        assertThat(d.line()).isEqualTo(15);
        assertThat(d.message()).contains("strikes 2 is not among its choices");
    }

    @Test
    void moveThenAttackStrikesMinOfMoveLeftAndAttacks() {
        // 移動力4・攻撃回数2, three squares moved: min(4 − 3, 2) = 1 strike
        GameReferee.Discrepancy d = refused(upTo(13) + "(2,3): MA / 3 / (4,4) / (3,3) / 2\n");
        assertThat(d.line()).isEqualTo(14);
        assertThat(d.rule()).isEqualTo("i. 移動攻撃");
        assertThat(d.message()).contains("strikes 2 is not among its choices");
        String legal = upTo(13) + "(2,3): MA / 3 / (4,4) / (3,3) / 1\n(3,3) / 30 / 命中 / HP20 / 通常\n";
        assertThat(MeleeGame.referee(legal).discrepancy()).isNull();
        // two squares moved leave two strikes
        legal = upTo(13) + "(2,3): MA / 2 / (4,4) / (3,3) / 2\n(3,3) / 30 / 命中 / HP20 / 通常\n(3,3) / 外れ / 99\n";
        assertThat(MeleeGame.referee(legal).discrepancy()).isNull();
        assertThat(REFEREES.interpreted(legal).discrepancy()).isNull();
        // (4,3) is an obstacle: no one stays there
        d = refused(upTo(13) + "(2,3): MA / 2 / (4,3) / (3,3) / 1\n");
        assertThat(d.citation()).isEqualTo("行動チャート c; 行動チャート i");
    }

    @Test
    void damageAndCriticalsFollowOnlyAHit() {
        // 70 is above 命中率 60: a miss, whatever the record claims
        GameReferee.Discrepancy d = refused(GAME.replace("(3,3) / 30 / 命中 / HP20 / 通常", "(3,3) / 70 / 命中 / HP20 / 通常"));
        assertThat(d.line()).isEqualTo(15);
        assertThat(d.rule()).isEqualTo("d. 攻撃");
        assertThat(d.message()).contains("the rules give `(3,3) / 外れ / 70`");
        // 30 is a plain hit (快打率 8): no 快打, and the defence counts
        d = refused(GAME.replace("(3,3) / 30 / 命中 / HP20 / 通常", "(3,3) / 30 / 快打 / HP17 / 通常"));
        assertThat(d.line()).isEqualTo(15);
        assertThat(d.message()).contains("the rules give `(3,3) / 30 / 命中 / HP20 / 通常`");
    }

    @Test
    void theAttackerChoosesAmongTheCriticalsThatApplied() {
        // 剣士 (快打/昏倒打/致命打 8/5/2) rolls 2 on its second strike: all three apply, and its
        // player may take 快打 (9 through the armour: HP 20 → 11), as well as with the record's 7
        REFEREES.legal(GAME.replace("(3,3) / 7 / 快打 / HP11 / 通常", "(3,3) / 2 / 快打 / HP11 / 通常"));
        // オーク (4/4/1) rolls 3 (line 21): 昏倒打 or 快打. The record took 昏倒打 and its 3V check;
        // 快打 does the same 9 and no 3V: 剣士 stays on its feet
        GameReferee.Report<MeleeGame.State> clean = REFEREES.legal(upTo(20) + "(2,3) / 3 / 快打 / HP15 / 通常\n");
        assertThat(clean.state().piece(1).state().fainted()).isFalse();
        // 致命打 needs 1 or less: it did not apply, and a plain hit is no choice once a critical applied
        // (the refusal shows 快打's line: 昏倒打 would roll a 3V check the record has no die for)
        GameReferee.Discrepancy d = refused(upTo(20) + "(2,3) / 3 / 致命打 / HP0 / 死亡\n");
        assertThat(d.line()).isEqualTo(21);
        assertThat(d.column()).isEqualTo(1);
        assertThat(d.rule()).isEqualTo("命中判定");
        assertThat(d.citation()).isEqualTo("行動チャート e; 行動チャート f");
        assertThat(d.message()).isEqualTo("the record says `(2,3) / 3 / 致命打 / HP0 / 死亡`, which no grade the player"
                + " may choose gives (命中判定: 昏倒打 or 快打 applied); with 快打 the rules give `(2,3) / 3 / 快打 / HP15 / 通常`");
        d = refused(upTo(20) + "(2,3) / 3 / 命中 / HP18 / 通常\n");
        assertThat(d.line()).isEqualTo(21);
        assertThat(d.rule()).isEqualTo("命中判定");
    }

    @Test
    void aCharacterInAComaOrFaintedCannotAct() {
        // turn 2: the fainted 剣士 must pass its 3V check before rolling for the order
        GameReferee.Discrepancy d = refused(upTo(23) + "(2,3): I\n");
        assertThat(d.line()).isEqualTo(24);
        assertThat(d.rule()).isEqualTo("b. 順番決定((敏捷度)+1D100)");
        assertThat(d.citation()).isEqualTo("行動チャート h; 行動チャート f");
        // the comatose オーク takes no action
        d = refused(upTo(35) + "(3,3): D\n");
        assertThat(d.line()).isEqualTo(36);
        assertThat(d.citation()).isEqualTo("行動チャート b; 行動チャート h");
    }

    @Test
    void damageFromTheSameAttackerInTheSameTurnStopsAtComa() {
        // turn 2: 剣士's first strike (6 on 4 HP) fells the オーク, the second of the same action
        // leaves it in a coma (昏睡止まり); 弓術士's hit after it kills it
        String record = SETUP + """
                turn 1
                (2,3): I
                (2,3) / 順番 / 50 / =62
                (0,1): I
                (0,1) / 順番 / 30 / =44
                (3,3): I
                (3,3) / 順番 / 10 / =19
                (9,7): I
                (9,7) / 順番 / 1 / =14
                (2,3): W
                (0,1): A / (3,3) / 1
                (3,3) / 4 / 快打 / HP19 / 通常
                (2,3): A / (3,3) / 2
                (3,3) / 7 / 快打 / HP10 / 通常
                (3,3) / 30 / 命中 / HP4 / 通常
                (3,3): D
                turn 2
                (2,3): I
                (2,3) / 順番 / 50 / =62
                (0,1): I
                (0,1) / 順番 / 30 / =44
                (3,3): I
                (3,3) / 順番 / 10 / =19
                (9,7): I
                (9,7) / 順番 / 2 / =15
                (2,3): A / (3,3) / 2
                (3,3) / 30 / 命中 / HP0 / 昏睡
                (3,3) / 31 / 命中 / HP0 / 昏睡
                (0,1): A / (3,3) / 1
                (3,3) / 20 / 命中 / HP0 / 死亡
                """;
        GameReferee.Report<MeleeGame.State> report = MeleeGame.referee(record);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.state().piece(3)).isNull();
        assertThat(REFEREES.interpreted(record).discrepancy()).isNull();
        // the second strike of the same action cannot kill the オーク it has just felled
        GameReferee.Discrepancy d = refused(record.replace("(3,3) / 31 / 命中 / HP0 / 昏睡", "(3,3) / 31 / 命中 / HP0 / 死亡"));
        assertThat(d.rule()).isEqualTo("d. 攻撃");
        assertThat(d.message()).contains("the rules give `(3,3) / 31 / 命中 / HP0 / 昏睡`");
    }
    /** 術者 (敏捷度 11, I 14, MP 10) against an オーク (I 5: 4I = 20) and a goblin (無効化能力 20 %). */
    private static final String SPELLS = """
            C / pc_side / mage / (0,4)
            C / enemy_side / orc / (3,3)
            C / enemy_side / goblin_archer / (9,7)
            turn 1
            (0,4): I
            (0,4) / 順番 / 50 / =61
            (3,3): I
            (3,3) / 順番 / 10 / =19
            (9,7): I
            (9,7) / 順番 / 1 / =14
            (0,4): S / (3,3)
            (3,3) / 抵抗 / 30 / 失敗
            (3,3) / 呪文 / 6 / ダメージ20 / HP6 / 通常
            turn 2
            (0,4): I
            (0,4) / 順番 / 50 / =61
            (3,3): I
            (3,3) / 順番 / 10 / =19
            (9,7): I
            (9,7) / 順番 / 1 / =14
            (0,4): S / (9,7)
            (9,7) / 無効化 / 12 / 成功
            turn 3
            (0,4): I
            (0,4) / 順番 / 50 / =61
            (3,3): I
            (3,3) / 順番 / 10 / =19
            (9,7): I
            (9,7) / 順番 / 1 / =14
            """;

    @Test
    void spellsPayTheirMpThenNullificationResistanceAndDamageThroughArmour() {
        // turn 1: 4I = 20 is not met by 30: 1D10 6 + I 14 = 20 through the オーク's armour (HP 26 → 6);
        // turn 2: the goblin, anywhere on the sheet (1体), nullifies with 12 ≤ 20 %: nothing more
        GameReferee.Report<MeleeGame.State> report = MeleeGame.referee(SPELLS);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.state().piece(1).state().mp()).isEqualTo(2);
        assertThat(report.state().piece(2).state().hp()).isEqualTo(6);
        assertThat(REFEREES.interpreted(SPELLS).discrepancy()).isNull();
        // 10 MP, 4 a spell: a third one cannot be paid
        GameReferee.Discrepancy d = refused(SPELLS + "(0,4): S / (3,3)\n");
        assertThat(d.line()).isEqualTo(30);
        assertThat(d.rule()).isEqualTo("j. 呪文詠唱(炎の矢)");
        assertThat(d.citation()).isEqualTo("行動チャート j");
        // a resisted spell does half: 15 ≤ 20, (6 + 14) / 2 = 10
        String resisted = SPELLS.replace("(3,3) / 抵抗 / 30 / 失敗\n(3,3) / 呪文 / 6 / ダメージ20 / HP6 / 通常",
                "(3,3) / 抵抗 / 15 / 成功\n(3,3) / 呪文 / 6 / ダメージ10 / HP16 / 通常");
        assertThat(MeleeGame.referee(resisted).discrepancy()).isNull();
        // a forged resistance is caught on its line
        d = refused(SPELLS.replace("(3,3) / 抵抗 / 30 / 失敗", "(3,3) / 抵抗 / 30 / 成功"));
        assertThat(d.line()).isEqualTo(12);
        assertThat(d.message()).contains("the rules give `(3,3) / 抵抗 / 30 / 失敗`");
    }
}
