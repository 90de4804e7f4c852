package org.rulesc.rulebooks.al2;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.GameReferee;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.RuleViolation;

/**
 * Uses the generated AL2 engine the way a virtual tabletop would: walk a quester across a
 * map, climb and jump down a cliff, burn and freeze squares over several rounds, and follow
 * the state machines.
 */
class Al2TabletopTest {

    private static final org.rulesc.rulebooks.differential.BothReferees<FieldRoundGame.State> REFEREES =
            new org.rulesc.rulebooks.differential.BothReferees<>("al2.rules", FieldRoundGame::referee,
                    (generated, interpreted) -> assertThat(interpreted.pieces().stream()
                            .map(p -> String.valueOf(p.get("at")) + " " + p.get("spent")).toList())
                            .isEqualTo(generated.pieces().stream()
                                    .map(p -> p.state().at() + " " + p.state().spent()).toList()));

    /**
     * A quester walks on test_field (row 1: 不整地 ×4, 平地, a window, 平地), refereed by the generated
     * game and the interpreter alike: a walker has 2 移動点; crossing the window into 平地 costs 1 + 1.
     */
    @Test
    void aQuesterWalksThroughRoughGroundAndAWindow() {
        String setup = "キャラクター / pc_side / walker / (3,1)\nキャラクター / enemy_side / slow_walker / (0,2)\nturn 1\n";
        // 平地 first (1 point), then the window (2 more): one point short, and the minimum-move
        // guarantee is for a move's first square only
        GameReferee.Report<FieldRoundGame.State> r = REFEREES.referee(setup
                + "(3,1): 移動\n(3,1): 進む / (4,1)\n(4,1): 進む / (5,1)\n");
        assertThat(r.discrepancy().line()).isEqualTo(6);
        assertThat(r.discrepancy().rule()).isEqualTo("1Sq進む");
        assertThat(r.discrepancy().citation()).contains("キャラクターの行動 > 移動 > 最低移動距離保証");
        // from (4,1) the window is the move's first square: both points pay for it
        r = REFEREES.referee(setup.replace("(3,1)", "(4,1)") + "(4,1): 移動\n(4,1): 進む / (5,1)\n(5,1): 移動終了\n");
        assertThat(r.discrepancy()).isNull();
        assertThat(r.state().pieces().get(0).state().spent()).isEqualTo(2);
        assertThat(r.state().pieces().get(0).state().at()).isEqualTo(org.rulesc.runtime.SquareGrid.Square.of(5, 1));
    }

    @Test
    void climbingUpACliffOverTwoActionsThenJumpingDown() {
        ClimbingState state = ClimbingState.initial();
        assertThat(Al2Movement.needsClimbing(6, 0)).isTrue();
        state = state.on(ClimbingEvent.DECLARE_CLIMB);
        int cost = Al2Movement.altitudeChangeCost(6, Method.WALK);
        assertThat(cost).isEqualTo(2);
        assertThat(Al2Movement.altitudeChangeFullMove(6, Method.WALK)).isTrue();
        int left = Al2Movement.climbPointsLeft(cost, 1);
        assertThat(left).isEqualTo(1);
        state = state.on(ClimbingEvent.PAY_PART);
        assertThat(state).isEqualTo(ClimbingState.CLIMBING_STATE);
        assertThat(Al2Movement.climbPointsLeft(left, 1)).isEqualTo(0);
        state = state.on(ClimbingEvent.MOVED_TO_OTHER_SQUARE);
        assertThat(state).isEqualTo(ClimbingState.NOT_CLIMBING);
        assertThrows(RuleViolation.class, () -> ClimbingState.NOT_CLIMBING.on(ClimbingEvent.PAY_PART));

        // jumping back down 6 levels as a level-4 quester: 2 damage, then 【反射】 at 10
        int damage = Al2SpotRules.fallDamage(6, 4, false);
        assertThat(damage).isEqualTo(2);
        assertThat(Al2SpotRules.fallNeedsReflex(damage, false)).isTrue();
        RiggedDice dice = RiggedDice.of(6, 2, 3);
        FallReflexCheck.Outcome out = FallReflexCheck.roll(dice, 4);
        dice.assertAllUsed();
        assertThat(out.success()).isFalse();
        assertThat(out.grade()).isEqualTo("flustered");
        assertThat(FallReflexCheck.roll(RiggedDice.of(6, 3, 3), 4).success()).isTrue();
    }

    @Test
    void aBurningSquareOverFourRoundsAndAFrozenPondThawedByFire() {
        int level = Al2SpotRules.burnLevel(List.of(45, 38));
        assertThat(level).isEqualTo(19);
        int[] cleanupDamage = new int[4];
        for (int round = 0; round < 4; round++) {
            cleanupDamage[round] = Al2SpotRules.burnCleanupDamage(level, false);
            level = Al2SpotRules.burnAfterSetup(level);
        }
        assertThat(cleanupDamage).asList().containsExactly(19, 9, 4, 0).inOrder();

        TerrainStateState pond = TerrainStateState.initial().on(TerrainStateEvent.FREEZE);
        assertThat(Al2SpotRules.groundWhenFrozen(Ground.WATER2, Al2SpotRules.freezeLevel(List.of(27)))).isEqualTo(Ground.ROUGH);
        pond = pond.on(TerrainStateEvent.IGNITE);
        assertThat(pond).isEqualTo(TerrainStateState.UNCHANGED);
        TerrainStateState grass = TerrainStateState.initial().on(TerrainStateEvent.IGNITE).on(TerrainStateEvent.FREEZE);
        assertThat(grass).isEqualTo(TerrainStateState.UNCHANGED);
        assertThrows(RuleViolation.class, () -> TerrainStateState.UNCHANGED.on(TerrainStateEvent.THAWED));
    }

    @Test
    void aFlyerRisesOnlyWhereTheCeilingAllows() {
        SkyState sky = SkyState.initial().on(SkyEvent.TAKE_OFF);
        assertThat(Al2Flight.canChangeSky(true, Ceiling.COMPLETE_CEILING, true)).isFalse();
        assertThat(Al2Flight.canChangeSky(true, Ceiling.NO_CEILING, false)).isTrue();
        sky = sky.on(SkyEvent.RISE);
        assertThat(sky).isEqualTo(SkyState.HIGH_STATE);
        assertThat(Al2Squares.engaged(true, true, false)).isFalse();
        assertThat(Al2Flight.terrainApplies(true)).isFalse();
        assertThrows(RuleViolation.class, () -> SkyState.GROUNDED.on(SkyEvent.RISE));
        assertThat(sky.on(SkyEvent.DESCEND)).isEqualTo(SkyState.FLYING_STATE);
    }

    @Test
    void possessionFollowsDropParkAndPickUp() {
        PossessionState bike = PossessionState.initial();
        assertThat(bike).isEqualTo(PossessionState.CARRIED);
        assertThat(bike.on(PossessionEvent.PARK).on(PossessionEvent.PICK_UP)).isEqualTo(PossessionState.CARRIED);
        assertThrows(RuleViolation.class, () -> PossessionState.PARKED.on(PossessionEvent.DROP));
    }
}
