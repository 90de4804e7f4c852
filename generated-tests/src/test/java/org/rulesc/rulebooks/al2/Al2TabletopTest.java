package org.rulesc.rulebooks.al2;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.RuleViolation;

/**
 * Uses the generated AL2 engine the way a virtual tabletop would: walk a quester across a
 * map, climb and jump down a cliff, burn and freeze squares over several rounds, and follow
 * the state machines.
 */
class Al2TabletopTest {

    @Test
    void aQuesterWalksThroughRoughGroundAndAWindow() {
        // 【移動力】12 → 2 movement points; flat (1) then through a window into rough ground (1+1+1).
        int points = Al2Movement.totalMovePoints(12, false);
        assertThat(points).isEqualTo(2);
        int first = Al2Movement.enterCost(Wall.OPEN_EDGE, Al2Terrain.entryClass(Ground.FLAT, Method.WALK), 0, Method.WALK);
        assertThat(first).isEqualTo(1);
        points -= first;
        int second = Al2Movement.enterCost(Wall.WINDOW_FENCE, Al2Terrain.entryClass(Ground.ROUGH, Method.WALK), 0, Method.WALK);
        assertThat(second).isEqualTo(3);
        // it already moved, so the minimum-move guarantee does not carry it on
        boolean guaranteed = Al2Movement.minMoveApplies(true, 12, false, true, false);
        assertThat(Al2Movement.canMakeStep(points, second, guaranteed)).isFalse();
        // on a fresh move, with 0 points left over from nothing, the guarantee does
        assertThat(Al2Movement.canMakeStep(0, second, Al2Movement.minMoveApplies(true, 4, false, false, false))).isTrue();
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
