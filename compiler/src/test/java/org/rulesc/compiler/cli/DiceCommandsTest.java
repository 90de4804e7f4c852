package org.rulesc.compiler.cli;

import org.rulesc.compiler.cli.RulescTest.Run;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rulesc odds DICE} and {@code rulesc roll DICE}. */
class DiceCommandsTest {
    @TempDir Path work;


    private Run run(String... args) {
        return runWithHome(null, args);
    }

    private Run runWithHome(Path home, String... args) {
        return RulescTest.Run.of(work, home, args);
    }

    @Test
    void oddsPrintsEveryTotalExactlyWithMeanAndBars() {
        Run r = run("odds", "4d6kh3");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("\n    3  1/1296         0.0772%\n");
        assertThat(r.out()).contains("\n   13  43/324          13.27%  " + "#".repeat(40) + "\n");
        assertThat(r.out()).contains("mean 12.2446 (15869/1296), standard deviation 2.8468");
    }

    @Test
    void oddsShowsTheTruncatedTail() {
        Run r = run("odds", "d6!", "--depth", "1");
        assertThat(r.out()).contains("cut at depth 1 (rr or ! still going): 1/36 (2.78%)");
    }

    @Test
    void oddsAsCsvAndJson() {
        assertThat(run("odds", "2d6", "--format", "csv").out())
                .startsWith("total,probability,percent\n2,1/36,2.78\n3,1/18,5.56\n");
        Run json = run("odds", "d4-1", "--format", "json");
        assertThat(json.out()).contains("{\"total\": 0, \"probability\": \"1/4\", \"percent\": 25.00}");
        assertThat(json.out()).contains("\"mean\": \"3/2\", \"variance\": \"5/4\"");
    }

    @Test
    void badNotationIsAPositionedUsageError() {
        Run r = run("odds", "4d6d1");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("dice:1:4: error: 'd' after a die: write dl1 to drop the lowest die");
        assertThat(r.err()).contains("\n  4d6d1\n     ^\n");
    }

    @Test
    void oddsTooLargeToCountIsAUsageErrorButStillRolls() {
        Run r = run("odds", "1000d1000");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.err()).startsWith("rulesc: too large to count exactly: 1000d1000 takes about");
        assertThat(run("roll", "1000d1000", "--seed", "1").code()).isEqualTo(0);
    }

    @Test
    void rollWithASeedIsReproducibleAndShowsEveryDie() {
        Run a = run("roll", "4d6kh3", "--seed", "1", "--times", "3");
        assertThat(a.code()).isEqualTo(0);
        assertThat(a.out()).isEqualTo(run("roll", "4d6kh3", "--seed", "1", "--times", "3").out());
        assertThat(a.out().lines().count()).isEqualTo(3);
        assertThat(a.out()).containsMatch("^4d6kh3: \\[\\d(, \\(?\\d\\)?){3}\\] = \\d+\n");
        assertThat(a.err()).isEmpty();
    }

    @Test
    void rollReadsARulebookWhenTheArgumentNamesOneElseDice() throws java.io.IOException {
        Path home = work.resolve("home");
        Path bundled = java.nio.file.Files.createDirectories(home.resolve("rulebooks/src/main/rules"));
        java.nio.file.Files.writeString(bundled.resolve("mini.rules"),
                "rulebook mini \"M\" version \"1\" {\n  die d6\n  space continuous\n  unit cm\n}\n");
        Run rulebook = runWithHome(home, "roll", "mini");
        assertThat(rulebook.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(rulebook.err()).contains("name the check of mini to roll");
        Run dice = runWithHome(home, "roll", "2d6", "--seed", "1");
        assertThat(dice.code()).isEqualTo(0);
        assertThat(dice.out()).containsMatch("^2d6: \\[\\d, \\d\\] = \\d+\n$");
    }

    @Test
    void rollWithoutASeedSaysWhichItUsed() {
        Run r = run("roll", "d20");
        assertThat(r.err()).containsMatch("^seed -?\\d+ \\(roll again with --seed -?\\d+\\)");
    }

    /** The repository root, so bundled rulebooks are found by id. */
    private Run bundled(String... args) {
        return runWithHome(Path.of("..").toAbsolutePath().normalize(), args);
    }

    @Test
    void oddsOfAChainPrintsTheChanceToBeDoneByEachStepAndTheExpectedSteps() {
        Run r = bundled("odds", "battling", "destroyed_within", "shooter=brutish_dog", "target=scopedog", "distance=4",
                "target_last=none");
        assertThat(r.code()).isEqualTo(0);
        // 1/9 a shot takes a point of HP 4: the 4th shot at the soonest, 36 shots on average
        assertThat(r.out()).contains("\n     3  0 ");
        assertThat(r.out()).contains("\n     4  1/6561 ");
        assertThat(r.out()).contains("\n     5  41/59049 ");
        assertThat(r.out()).contains("expected steps: 36 (36.00)");
        Run json = bundled("odds", "battling", "destroyed_within", "shooter=scopedog", "target=brutish_dog", "distance=1",
                "target_last=none", "--format", "json");
        assertThat(json.out()).contains("\"expectedSteps\": \"72/5\"");
        assertThat(bundled("odds", "battling", "destroyed_within", "shooter=scopedog", "target=brutish_dog", "distance=1",
                "target_last=none", "--format", "csv").out()).startsWith("step,done_by,percent\n1,0,0.0000\n");
    }

    @Test
    void oddsOfACheckWithDiceMechanics() {
        java.nio.file.Path file = work.resolve("m.rules");
        try {
            java.nio.file.Files.writeString(file, """
                    rulebook m "M" version "1" {
                      die d6
                    }
                    check stat () roll 4d6kh3 {
                      success when roll >= 18
                    } house "test"
                    """);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Run r = run("odds", file.toString(), "stat");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).contains("success 7/432");
    }
}
