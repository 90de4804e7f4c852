package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rulesc play} and {@code rulesc referee} on the d100 chapter's battle on a square sheet. */
class MeleeCommandsTest {
    @TempDir Path work;

    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    private RulescTest.Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    @Test
    void aPlayedBattleRoundTripsThroughTheReferee() throws Exception {
        RulescTest.Run log = run("play", "combat_rules_part2", "--seed", "3", "--log");
        assertThat(log.code()).isEqualTo(0);
        assertThat(log.out()).startsWith("# game 1, seed 3\nC / pc_side / swordsman / (2,3)\n");
        assertThat(log.out()).contains("\n(2,3): I\n(2,3) / 順番 / ");
        Files.writeString(work.resolve("battle.txt"), log.out());
        RulescTest.Run back = run("referee", "combat_rules_part2", "battle.txt");
        assertThat(back.err()).isEmpty();
        assertThat(back.code()).isEqualTo(0);
        assertThat(back.out()).contains("game over");
    }

    @Test
    void aForgedLineIsRefusedWithTheChartItem() throws Exception {
        // 剣士 (12+50) acts first; オーク (9+10) may not act before it
        Files.writeString(work.resolve("battle.txt"), """
                C / pc_side / swordsman / (2,3)
                C / enemy_side / orc / (3,3)
                turn 1
                (2,3): I
                (2,3) / 順番 / 50 / =62
                (3,3): I
                (3,3) / 順番 / 10 / =19
                (3,3): A / (2,3) / 1
                """);
        RulescTest.Run r = run("referee", "combat_rules_part2", "battle.txt");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).startsWith("battle.txt:8:8: illegal: `A / (2,3) / 1` by the キャラクター in (3,3) is refused: requires");
        assertThat(r.err()).contains("rule: d. 攻撃 [行動チャート b]");
    }
}
