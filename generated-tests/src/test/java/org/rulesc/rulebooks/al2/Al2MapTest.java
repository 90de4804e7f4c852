package org.rulesc.rulebooks.al2;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.SquareGrid.Edge;
import org.rulesc.runtime.SquareGrid.Square;
import org.rulesc.runtime.SquareMap;
import org.rulesc.runtime.SquareSight;

/**
 * The generated sight rules on maps built at run time, as a tool would (a scenario editor, a
 * referee loading a battle map): the same formulas that pass the rulebook's examples on its
 * fixture maps, on other maps.
 */
class Al2MapTest {

    private static Square sq(int x, int y) {
        return Square.of(x, y);
    }

    private static SquareMap.Builder<Terrain, TerrainEdge> room() {
        return SquareMap.<Terrain, TerrainEdge>builder("room", sq(0, 0), sq(9, 9), Terrain.DEFAULT, TerrainEdge.DEFAULT);
    }

    @Test
    void aDoorOpenedAtRunTimeLetsSightThrough() {
        Edge door = Edge.between(sq(4, 5), sq(5, 5));
        SquareMap<Terrain, TerrainEdge> closed = room().putEdge(new TerrainEdge(Wall.DOOR, false), door).build();
        SquareMap<Terrain, TerrainEdge> open = room().putEdge(new TerrainEdge(Wall.DOOR, true), door).build();
        assertThat(Al2Sight.sightBlocked(closed, sq(1, 5), sq(8, 5))).isTrue();
        assertThat(Al2Sight.fireBlocked(closed, sq(1, 5), sq(8, 5))).isTrue();
        assertThat(Al2Sight.sightBlocked(open, sq(1, 5), sq(8, 5))).isFalse();
        assertThat(Al2Flight.stepCostOn(open, sq(4, 5), sq(5, 5), Method.WALK, SizeColumn.UP_TO_M)).isEqualTo(1);
        assertThat(Al2Flight.canStepOn(closed, sq(4, 5), sq(5, 5), Method.WALK, SizeColumn.UP_TO_M)).isFalse();
    }

    @Test
    void aNarrowBridgeCarriesAWalkerAcrossARiverOnlyAlongItsAxis() {
        // a river of 水地3LV down column 5, crossed by a 橋(狭所) at (5, 5) joining (4, 5) and (6, 5)
        Terrain water = new Terrain(Ground.WATER3, Obstacle.NO_OBSTACLE, false, Ceiling.NO_CEILING, 0,
                BridgeAxis.NO_BRIDGE_AXIS);
        Terrain bridge = new Terrain(Ground.WATER3, Obstacle.BRIDGE_NARROW, false, Ceiling.NO_CEILING, 0,
                BridgeAxis.LEFT_RIGHT);
        SquareMap.Builder<Terrain, TerrainEdge> b = room().put(bridge, sq(5, 5));
        for (int y = 0; y <= 9; y++) {
            if (y != 5) {
                b.put(water, sq(5, y));
            }
        }
        SquareMap<Terrain, TerrainEdge> map = b.build();
        // walking west to east: 1 point onto the bridge and 1 off it, where fording costs 全力移動
        int across = 0;
        for (int x = 4; x < 6; x++) {
            assertThat(Al2Flight.canStepOn(map, sq(x, 5), sq(x + 1, 5), Method.WALK, SizeColumn.UP_TO_M)).isTrue();
            across += Al2Flight.stepCostOn(map, sq(x, 5), sq(x + 1, 5), Method.WALK, SizeColumn.UP_TO_M);
        }
        assertThat(across).isEqualTo(2);
        assertThat(Al2Flight.stepClass(map, sq(4, 4), sq(5, 4), Method.WALK, SizeColumn.UP_TO_M)).isEqualTo(EntryClass.DEDICATED);
        // down the river, the bridge square is the water beneath it
        assertThat(Al2Flight.stepClass(map, sq(5, 4), sq(5, 5), Method.WALK, SizeColumn.UP_TO_M)).isEqualTo(EntryClass.DEDICATED);
        assertThat(Al2Flight.stepCostOn(map, sq(5, 4), sq(5, 5), Method.SURFACE, SizeColumn.UP_TO_M)).isEqualTo(1);
        // a car (L) has no narrow bridge: the river beneath stops its wheels
        assertThat(Al2Flight.canStepOn(map, sq(4, 5), sq(5, 5), Method.WHEEL, SizeColumn.L_COL)).isFalse();
        assertThat(Al2Flight.canStepOn(map, sq(4, 5), sq(5, 5), Method.WHEEL, SizeColumn.UP_TO_M)).isTrue();
    }

    @Test
    void wallsAndPinchesBlockTheSameSeenFromEitherEnd() {
        // Walls only (no obstacle in anyone's square, no altitude): what blocks a line does not
        // depend on its direction, so sight is symmetric.
        Random random = new Random(7);
        for (int trial = 0; trial < 20; trial++) {
            SquareMap.Builder<Terrain, TerrainEdge> b = room();
            java.util.Set<Edge> used = new java.util.HashSet<>();
            for (int i = 0; i < 25; i++) {
                Square s = sq(random.nextInt(9), random.nextInt(9));
                Edge e = random.nextBoolean() ? Edge.between(s, sq(s.col() + 1, s.row()))
                        : Edge.between(s, sq(s.col(), s.row() + 1));
                if (used.add(e.undirected())) {
                    b.putEdge(new TerrainEdge(random.nextBoolean() ? Wall.WALL : Wall.GLASS, false), e);
                }
            }
            SquareMap<Terrain, TerrainEdge> map = b.build();
            for (Square a : map.squares()) {
                for (Square c : List.of(sq(0, 0), sq(9, 3), sq(4, 9), sq(6, 6))) {
                    assertWithMessage("trial %s, %s and %s", trial, a, c)
                            .that(Al2Sight.fireBlocked(map, a, c)).isEqualTo(Al2Sight.fireBlocked(map, c, a));
                    assertWithMessage("trial %s, %s and %s", trial, a, c)
                            .that(Al2Sight.sightBlocked(map, a, c)).isEqualTo(Al2Sight.sightBlocked(map, c, a));
                }
            }
        }
    }

    @Test
    void oneLevelPerSquareEdgeAndCorner() {
        SquareMap<Terrain, TerrainEdge> map = room().build();
        for (int x = 0; x <= 9; x++) {
            for (int y = 0; y <= 9; y++) {
                SquareSight line = SquareSight.between(sq(2, 3), sq(x, y));
                int expected = line.entered().size() + line.edges().size() + line.passes().size();
                assertThat(Al2Sight.sightLevels(map, sq(2, 3), sq(x, y))).hasSize(expected);
                assertThat(Al2Sight.sightHitMod(map, sq(2, 3), sq(x, y))).isEqualTo(0);
            }
        }
    }
}
