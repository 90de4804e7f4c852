package org.rulesc.rulebooks.al2;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.GameReferee;

/**
 * Referees written AL2 rounds on the movement test map ({@code map test_field}), and, after a
 * {@code board} header line, on the line-of-sight map ({@code test_house}) and the bridge map
 * ({@code test_river}), with the rulebook's {@code game field_round}, generated
 * ({@code FieldRoundGame.referee}) and interpreted, which must agree line for line: legal moves
 * square by square and targeting, then lines against the rules, each refused at its line with the
 * rule and the document's section. No game logic here.
 *
 * <p>The samples: a walker has 【移動力】10 (2 移動点, 歩行, range 4), a rider 15 (3, 騎馬, 1), a
 * flyer 20 (4, 飛行, 6), a slow walker 4 (0, 歩行, 2). The map (x 0–7, y 0–3): row 0 平地, 荒地,
 * 水地2LV, 水地3LV under a bridge, 水地3LV, a 大遮蔽, a closed door, row 1 不整地 ×4 then 平地, a
 * window, 平地, a wall; row 2 altitudes 0, 2, 3, 5, then a partial and a complete ceiling.
 */
class FieldRoundGameTest {
    private static final BothReferees<FieldRoundGame.State> REFEREES = new BothReferees<>("al2.rules",
            FieldRoundGame::referee, (generated, interpreted) -> assertThat(interpreted.pieces().stream()
                    .map(p -> List.of(String.valueOf(p.get("at")), String.valueOf(p.get("spent")), String.valueOf(p.get("high"))))
                    .toList())
                    .isEqualTo(generated.pieces().stream()
                            .map(p -> List.of(String.valueOf(p.state().at()), String.valueOf(p.state().spent()),
                                    String.valueOf(p.state().high())))
                            .toList()));

    /** Both referees' verdicts, which must agree. */
    private static GameReferee.Report<FieldRoundGame.State> referee(String record) {
        return REFEREES.referee(record);
    }

    private static final String STEP_RULE = "キャラクターの行動 > 移動 > 移動点; 進入/滞在時の制限 (高速: この地形だけ移動した場合、1移動点追加できる);"
            + " キャラクターの行動 > 移動 > 最低移動距離保証";

    /**
     * A round, line by line: the walker walks 不整地 and 平地 (1 point each, its 2 points), the
     * flyer flies four 高速 squares and the 高速 point for a fifth, the slow walker (0 points) enters
     * 水地2LV (困難, 2 points) by the minimum-move guarantee; then the walker takes
     * the slow walker as its target: from (0,0) the line to (2,0) crosses nothing (命中0, DR0). Round 2:
     * the walker aims again (one attack a round).
     */
    private static final String ROUND = """
            キャラクター / pc_side / walker / (0,2)
            キャラクター / pc_side / flyer / (5,1)
            キャラクター / enemy_side / slow_walker / (2,1)
            turn 1
            (0,2): 移動
            (0,2): 進む / (0,1)
            (0,1): 進む / (0,0)
            (0,0): 移動終了
            (5,1): 移動
            (5,1): 進む / (5,2)
            (5,2): 進む / (4,2)
            (4,2): 進む / (4,1)
            (4,1): 進む / (3,1)
            (3,1): 進む / (3,0)
            (3,0): 移動終了
            (2,1): 移動
            (2,1): 進む / (2,0)
            (2,0): 移動終了
            (0,0): 攻撃 / (2,0)
            対象 / (2,0) / 命中0 / DR0
            turn 2
            (0,0): 攻撃 / (2,0)
            対象 / (2,0) / 命中0 / DR0
            """;

    private static String forge(String original, String replacement) {
        assertThat(ROUND).contains(original + "\n");
        return ROUND.replace(original + "\n", replacement + "\n");
    }

    @Test
    void aLegalRoundIsAccepted() {
        GameReferee.Report<FieldRoundGame.State> r = referee(ROUND);
        assertThat(r.discrepancy()).isNull();
        assertThat(r.actions()).isEqualTo(16);
        assertThat(r.state().turn()).isEqualTo(2);
        // the flyer paid 5 points with its 4: the 高速 point
        assertThat(r.state().pieces().get(1).state().spent()).isEqualTo(5);
        assertThat(r.state().pieces().get(1).state().at()).isEqualTo(org.rulesc.runtime.SquareGrid.Square.of(3, 0));
    }

    @Test
    void aStepBeyondTheMovePointsIsRefused() {
        GameReferee.Report<FieldRoundGame.State> r = referee(forge("(0,0): 移動終了", "(0,0): 進む / (1,0)"));
        assertThat(r.discrepancy().line()).isEqualTo(8);
        assertThat(r.discrepancy().rule()).isEqualTo("1Sq進む");
        assertThat(r.discrepancy().citation()).isEqualTo(STEP_RULE);
        assertThat(r.discrepancy().message()).contains("requires step_paid(");
    }

    @Test
    void theFastPointIsOnlyForAMoveAllOnFastGround() {
        // the flyer's first square is a 大遮蔽 (困難 for a flyer: 2 points): four squares are 5 points
        GameReferee.Report<FieldRoundGame.State> r = referee(forge("(5,1): 進む / (5,2)\n(5,2): 進む / (4,2)",
                "(5,1): 進む / (5,0)\n(5,0): 進む / (5,1)\n(5,1): 進む / (5,2)\n(5,2): 進む / (4,2)"));
        assertThat(r.discrepancy().line()).isEqualTo(13);
        assertThat(r.discrepancy().citation()).isEqualTo(STEP_RULE);
        // and on 高速 ground there is one point more, not two
        r = referee(forge("(3,0): 移動終了", "(3,0): 進む / (4,0)"));
        assertThat(r.discrepancy().line()).isEqualTo(15);
        assertThat(r.discrepancy().citation()).isEqualTo(STEP_RULE);
    }

    @Test
    void theMinimumMoveGuaranteeIsOneSquare() {
        GameReferee.Report<FieldRoundGame.State> r = referee(forge("(2,0): 移動終了", "(2,0): 進む / (1,0)"));
        assertThat(r.discrepancy().line()).isEqualTo(18);
        assertThat(r.discrepancy().citation()).isEqualTo(STEP_RULE);
    }

    @Test
    void dedicatedGroundNeedsAFullMoveAndEndsTheMove() {
        String setup = "キャラクター / pc_side / walker / (4,1)\nキャラクター / enemy_side / slow_walker / (6,1)\nturn 1\n";
        GameReferee.Report<FieldRoundGame.State> r = referee(setup + "(4,1): 移動\n(4,1): 進む / (4,0)\n");
        assertThat(r.discrepancy().line()).isEqualTo(5);
        assertThat(r.discrepancy().rule()).isEqualTo("1Sq進む");
        assertThat(r.discrepancy().citation()).isEqualTo("進入/滞在時の制限 (専念: 進入に「全力移動」が必要); 高度変更の正式ルール ※1");
        r = referee(setup + "(4,1): 全力移動\n(4,1): 進む / (4,0)\n(4,0): 進む / (3,0)\n");
        assertThat(r.discrepancy().line()).isEqualTo(6);
        assertThat(r.discrepancy().message()).contains("requires self.moving");
        // 全力移動 spends the major action: no attack after it
        r = referee(setup + "(4,1): 全力移動\n(4,1): 進む / (4,0)\n(4,0): 攻撃 / (6,1)\n");
        assertThat(r.discrepancy().line()).isEqualTo(6);
        assertThat(r.discrepancy().rule()).isEqualTo("攻撃の対象の指定");
        assertThat(r.discrepancy().message()).contains("requires !self.full");
    }

    @Test
    void aTargetOutOfSightOrFireIsRefused() {
        // the wall between (5,1) and (6,1)
        String setup = "キャラクター / pc_side / walker / (4,1)\nキャラクター / enemy_side / slow_walker / (6,1)\nturn 1\n";
        GameReferee.Report<FieldRoundGame.State> r = referee(setup + "(4,1): 攻撃 / (6,1)\n");
        assertThat(r.discrepancy().line()).isEqualTo(4);
        assertThat(r.discrepancy().rule()).isEqualTo("攻撃の対象の指定");
        assertThat(r.discrepancy().citation()).startsWith("視線と射線 > 視線/射線の違い");
        assertThat(r.discrepancy().message()).contains("requires can_target_on(");
        // out of range: the slow walker reaches 2 squares
        r = referee("キャラクター / pc_side / walker / (0,2)\nキャラクター / enemy_side / slow_walker / (0,0)\nturn 1\n"
                + "(0,0): 攻撃 / (0,2)\n対象 / (0,2) / 命中0 / DR0\n(0,2): 攻撃 / (0,0)\n対象 / (0,0) / 命中0 / DR0\n");
        assertThat(r.discrepancy()).isNull();
        r = referee("キャラクター / pc_side / walker / (0,3)\nキャラクター / enemy_side / slow_walker / (0,0)\nturn 1\n"
                + "(0,0): 攻撃 / (0,3)\n");
        assertThat(r.discrepancy().line()).isEqualTo(4);
        assertThat(r.discrepancy().citation()).startsWith("視線と射線 (「射程」を「移動点」に読み替えて");
    }

    @Test
    void theModifiersWrittenAreThePlacementRules() {
        // from (0,2) to (2,3) the line crosses the 2LV square (1,2), a 小遮蔽 of high ground (hard
        // cover), and the hollow 小遮蔽 icon in (1,3) (soft): 命中-2, DR-3
        String record = "キャラクター / pc_side / walker / (0,2)\nキャラクター / enemy_side / slow_walker / (2,3)\nturn 1\n"
                + "(0,2): 攻撃 / (2,3)\n対象 / (2,3) / 命中-2 / DR-3\n";
        GameReferee.Report<FieldRoundGame.State> r = referee(record);
        assertThat(r.discrepancy()).isNull();
        r = referee(record.replace("命中-2 / DR-3", "命中-1 / DR-3"));
        assertThat(r.discrepancy().line()).isEqualTo(5);
        assertThat(r.discrepancy().rule()).isEqualTo("攻撃の対象の指定");
        // the altitude bonus: the walker on the 2LV square (1,2) aims at (1,0) on the ground
        r = referee("キャラクター / pc_side / walker / (1,2)\nキャラクター / enemy_side / slow_walker / (1,0)\nturn 1\n"
                + "(1,2): 攻撃 / (1,0)\n対象 / (1,0) / 命中0 / DR0\n");
        assertThat(r.discrepancy().line()).isEqualTo(5);
        assertThat(r.discrepancy().message()).contains("命中1");
    }

    @Test
    void climbingPaysOverTwoMovesAndAWalkerNeedsAFullMoveForThreeLevels() {
        String setup = "キャラクター / pc_side / walker / (4,2)\nキャラクター / enemy_side / slow_walker / (0,0)\nturn 1\n";
        // 5 levels for a walker: 1 + 2 points and 全力移動 (※1); with 2 points it holds on in [登攀状態]
        String climb = setup + "(4,2): 全力移動\n(4,2): 登攀 / (3,2)\n(4,2): 移動終了\nturn 2\n(4,2): 全力移動\n(4,2): 登攀の続き\n(3,2): 移動終了\n";
        GameReferee.Report<FieldRoundGame.State> r = referee(climb);
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().pieces().get(0).state().alt()).isEqualTo(5);
        assertThat(r.state().pieces().get(0).state().spent()).isEqualTo(1);
        r = referee(setup + "(4,2): 移動\n(4,2): 登攀 / (3,2)\n");
        assertThat(r.discrepancy().line()).isEqualTo(5);
        assertThat(r.discrepancy().citation()).isEqualTo("高度変更の正式ルール ※1; 進入/滞在時の制限 (専念: 進入に「全力移動」が必要)");
        // a square 2 or more levels away is entered only by declaring [登攀状態]
        r = referee(setup + "(4,2): 全力移動\n(4,2): 進む / (3,2)\n");
        assertThat(r.discrepancy().line()).isEqualTo(5);
        assertThat(r.discrepancy().citation())
                .isEqualTo("高度変更の正式ルール (高度が2以上異なるSqに進入する場合には、[登攀状態]を宣言)");
    }

    @Test
    void theHighStateIsTakenWhereTheCeilingAllows() {
        String setup = "キャラクター / pc_side / flyer / (6,2)\nキャラクター / enemy_side / slow_walker / (0,0)\nturn 1\n";
        GameReferee.Report<FieldRoundGame.State> r = referee(setup + "(6,2): 移動\n(6,2): 上空\n");
        assertThat(r.discrepancy().line()).isEqualTo(5);
        assertThat(r.discrepancy().rule()).isEqualTo("[上空状態]になる");
        // under no ceiling: 2 points, then steps of 1 point over the wall, and down again for nothing
        r = referee(setup + "(6,2): 移動\n(6,2): 進む / (6,1)\n(6,1): 上空\n(6,1): 進む / (5,1)\n(5,1): 上空解除\n(5,1): 移動終了\n");
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().pieces().get(0).state().spent()).isEqualTo(4);
        assertThat(r.state().pieces().get(0).state().high()).isFalse();
    }

    // ---- the line-of-sight map (test_house) and the bridge map (test_river) ----------------

    private static final String WALL_RULE = "キャラクターの行動 > 移動 > 移動点 (移動は常に辺を介して行われ); 地形 > 壁 ※1;"
            + " 進入/滞在時の制限 (不可: 進入不可); [上空状態]の効果 (進入/退出に際しての制限も課されない)";
    private static final String SIGHT_RULE = "視線と射線 > 視線/射線の違い (「視線」が通っていない相手に攻撃…は出来ません /"
            + " 射線が通らない相手を攻撃の対象に取ったり…出来ません)";

    /** A walker and a slow walker placed on a map, in round 1. */
    private static String on(String board, String walker, String slowWalker) {
        return "board " + board + "\nキャラクター / pc_side / walker / " + walker
                + "\nキャラクター / enemy_side / slow_walker / " + slowWalker + "\nturn 1\n";
    }

    /** test_house, on the edge between x = 2 and x = 3: a wall (row 6), a closed door (7), an open door (8), a window (9). */
    @Test
    void onTheHouseMapOnlyTheOpenDoorLetsAStepThrough() {
        for (String row : List.of("6", "7", "9")) {
            GameReferee.Report<FieldRoundGame.State> r = referee(on("test_house", "(2," + row + ")", "(0,0)")
                    + "(2," + row + "): 移動\n(2," + row + "): 進む / (3," + row + ")\n");
            assertThat(r.discrepancy().line()).isEqualTo(6);
            assertThat(r.discrepancy().column()).isEqualTo(8);
            assertThat(r.discrepancy().rule()).isEqualTo("1Sq進む");
            assertThat(r.discrepancy().citation()).isEqualTo(WALL_RULE);
        }
        GameReferee.Report<FieldRoundGame.State> r = referee(on("test_house", "(2,8)", "(0,0)")
                + "(2,8): 移動\n(2,8): 進む / (3,8)\n(3,8): 移動終了\n");
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().board()).isEqualTo("test_house");
        assertThat(r.state().pieces().get(0).state().at()).isEqualTo(org.rulesc.runtime.SquareGrid.Square.of(3, 8));
    }

    @Test
    void onTheHouseMapAWallOrTheWindowBetweenThemRefusesTheTarget() {
        // the wall stops sight; the unbreakable window lets sight through but not fire
        for (String row : List.of("6", "9")) {
            GameReferee.Report<FieldRoundGame.State> r = referee(on("test_house", "(2," + row + ")", "(4," + row + ")")
                    + "(2," + row + "): 攻撃 / (4," + row + ")\n");
            assertThat(r.discrepancy().line()).isEqualTo(5);
            assertThat(r.discrepancy().rule()).isEqualTo("攻撃の対象の指定");
            assertThat(r.discrepancy().citation()).isEqualTo(SIGHT_RULE);
            assertThat(r.discrepancy().message()).contains("requires can_target_on(board, ");
        }
        // through the open door: nothing in between
        assertThat(referee(on("test_house", "(2,8)", "(4,8)") + "(2,8): 攻撃 / (4,8)\n対象 / (4,8) / 命中0 / DR0\n")
                .discrepancy()).isNull();
    }

    /** test_river: a 橋(狭所) at (2,1) joins (1,1) and (3,1) over 水地3LV (x = 2, rows 0–3). */
    @Test
    void onTheRiverMapABridgeIsCrossedAlongItsAxisOnly() {
        // along its axis: 狭所 is, for a size-M walker, ordinary ground: 1 point a square
        GameReferee.Report<FieldRoundGame.State> r = referee(on("test_river", "(1,1)", "(4,5)")
                + "(1,1): 移動\n(1,1): 進む / (2,1)\n(2,1): 進む / (3,1)\n(3,1): 移動終了\n");
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().pieces().get(0).state().spent()).isEqualTo(2);
        // from the river beside it: the square is the 水地3LV under the bridge (専念: 全力移動)
        r = referee(on("test_river", "(2,0)", "(4,5)") + "(2,0): 移動\n(2,0): 進む / (2,1)\n");
        assertThat(r.discrepancy().line()).isEqualTo(6);
        assertThat(r.discrepancy().rule()).isEqualTo("1Sq進む");
        assertThat(r.discrepancy().citation()).isEqualTo("進入/滞在時の制限 (専念: 進入に「全力移動」が必要); 高度変更の正式ルール ※1");
    }

    /** test_river, row 4: a chasm of 空虚 at −4LV, a 橋(狭所) at (1,4), a 橋(整地) at (3,4) to a 2LV bank. */
    @Test
    void onTheRiverMapABridgeDeckIsAtItsBanksAltitude() {
        // the deck at (1,4) is at 0LV like (1,3) and (1,5): no climb over the chasm
        GameReferee.Report<FieldRoundGame.State> r = referee(on("test_river", "(1,3)", "(4,5)")
                + "(1,3): 移動\n(1,3): 進む / (1,4)\n(1,4): 進む / (1,5)\n(1,5): 移動終了\n");
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().pieces().get(0).state().alt()).isEqualTo(0);
        // beside the bridges the chasm cannot be entered
        r = referee(on("test_river", "(0,3)", "(4,5)") + "(0,3): 移動\n(0,3): 進む / (0,4)\n");
        assertThat(r.discrepancy().line()).isEqualTo(6);
        assertThat(r.discrepancy().citation()).isEqualTo(WALL_RULE);
        // the deck at (3,4) is at 2LV like its bank (3,5): from (3,3) at 0LV it is a climb
        r = referee(on("test_river", "(4,5)", "(3,3)") + "(3,3): 移動\n(3,3): 進む / (3,4)\n");
        assertThat(r.discrepancy().line()).isEqualTo(6);
        assertThat(r.discrepancy().citation())
                .isEqualTo("高度変更の正式ルール (高度が2以上異なるSqに進入する場合には、[登攀状態]を宣言)");
    }

    @Test
    void aSquareIsASquareOfTheMapTheRecordNames() {
        // (4,5) is on test_river, not on test_field (the map of a record without a `board` line)
        GameReferee.Report<FieldRoundGame.State> r = referee(on("test_river", "(1,1)", "(4,5)"));
        assertThat(r.discrepancy()).isNull();
        r = referee(on("test_river", "(1,1)", "(4,5)").substring("board test_river\n".length()));
        assertThat(r.discrepancy().line()).isEqualTo(2);
        assertThat(r.discrepancy().rule()).isEqualTo("setup");
        assertThat(r.discrepancy().message()).isEqualTo("expected a square of test_field, not (4,5)");
        r = referee(on("test_river", "(9,9)", "(4,5)"));
        assertThat(r.discrepancy().line()).isEqualTo(2);
        assertThat(r.discrepancy().column()).isEqualTo(29);
        assertThat(r.discrepancy().message()).isEqualTo("expected a square of test_river, not (9,9)");
        r = referee("board test_moon\nキャラクター / pc_side / walker / (1,1)\n");
        assertThat(r.discrepancy().line()).isEqualTo(1);
        assertThat(r.discrepancy().column()).isEqualTo(7);
        assertThat(r.discrepancy().rule()).isEqualTo("board");
    }
}
