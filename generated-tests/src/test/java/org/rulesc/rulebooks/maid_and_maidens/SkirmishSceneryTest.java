package org.rulesc.rulebooks.maid_and_maidens;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.GameReferee;
import org.rulesc.runtime.StateJson;

/**
 * Maid &amp; Maidens' {@code game skirmish} with the scenery a record's header lays out: terrain
 * regions ({@code T / bush / (x,y) / (x,y)}, 【4】■地形・障害物による移動距離の修正, 【11】■地形効果),
 * leaders ({@code L / first's / second's}, 【12】A), flags ({@code F / first's / second's}, 【12】A), a
 * number of dolls to down ({@code K / n}, 【12】C), a point to defend ({@code B / defender / (x,y) /
 * turns}, 【12】B) and the dolls with [飛行] ({@code A / (x,y)}, 【4】■飛行状態). Records with one line forged are refused at that line with the section, by the
 * generated {@code SkirmishGame.referee} and the interpreter alike. No game logic here.
 *
 * <p>The dolls and the turn are {@link SkirmishRefereeTest}'s: the rifle (銃剣付きアサルトライフル) at
 * (60,30), the pistol at (120,30), the sword at (60,90), the assault rifle at (120,100); a normal
 * move reaches 4 steps, 60cm.
 */
class SkirmishSceneryTest {
    private static Games games;

    @BeforeAll
    static void load() throws Exception {
        SourceFile source = SourceFile.read(Path.of("..", "rulebooks", "src", "main", "rules", "maid-and-maidens.rules"));
        CompilationResult result = new RulesCompiler(new CompilerOptions("org.rulesc.rulebooks")).check(List.of(source));
        assertThat(result.hasErrors()).isFalse();
        Model model = result.models().get(0);
        Decl.Game skirmish = model.all(Decl.Game.class).get(0);
        games = new Games(new Interpreter(model), model.plays.get(skirmish));
    }

    private static final String DOLLS = """
            D / first / 銃剣付きアサルトライフル / (60,30)
            D / first / ピストル / (120,30)
            D / second / 剣 / (60,90)
            D / second / アサルトライフル / (120,100)
            """;

    /** Both back ends' verdicts on a record, which must be the same; null when it is legal. */
    private static GameReferee.Discrepancy verdict(String record) {
        GameReferee.Report<SkirmishGame.State> generated = SkirmishGame.referee(record);
        Referee.Report interpreted = new Referee(games).referee(record);
        GameReferee.Discrepancy d = generated.discrepancy();
        Referee.Discrepancy i = interpreted.discrepancy();
        if (d == null) {
            assertThat(i).isNull();
            return null;
        }
        assertThat(i).isNotNull();
        assertThat(List.of(i.line(), i.column(), i.rule(), i.citation(), i.message()))
                .isEqualTo(List.of(d.line(), d.column(), d.rule(), d.citation(), d.message()));
        return d;
    }

    @Test
    void aMoveThroughABushPaysOneStepMore() {
        // (120,30) to (120,80) is 50cm: within 4 steps on open ground, but the bush on the way costs one
        String open = DOLLS + "turn 1\n(120,30): M / (120,80)\n";
        assertThat(verdict(open)).isNull();
        String bush = DOLLS + "T / bush / (110,50) / (130,60)\nturn 1\n(120,30): M / (120,80)\n";
        GameReferee.Discrepancy d = verdict(bush);
        assertThat(d.line()).isEqualTo(7);
        assertThat(d.rule()).isEqualTo("通常移動");
        assertThat(d.citation()).isEqualTo("【4】■地形・障害物による移動距離の修正; 【11】■地形効果; 【4】■飛行状態");
        // three steps are left: 45cm is legal
        assertThat(verdict(DOLLS + "T / bush / (110,50) / (130,60)\nturn 1\n(120,30): M / (120,75)\n")).isNull();
        // a bush beside the line costs nothing
        assertThat(verdict(DOLLS + "T / bush / (125,50) / (130,60)\nturn 1\n(120,30): M / (120,80)\n")).isNull();
    }

    @Test
    void crossingARiverOrBarbedWirePaysTwoStepsMore() {
        String river = DOLLS + "T / river / (100,45) / (140,50)\nturn 1\n(120,30): M / (120,65)\n";
        GameReferee.Discrepancy d = verdict(river);
        assertThat(d.line()).isEqualTo(7);
        assertThat(d.citation()).isEqualTo("【4】■地形・障害物による移動距離の修正; 【11】■地形効果; 【4】■飛行状態");
        assertThat(verdict(river.replace("(120,65)", "(120,60)"))).isNull();
        // a parapet and barbed wire on one line: 1 + 2 steps, one step (15cm) is left
        String both = DOLLS + "T / parapet / (100,35) / (140,35)\nT / barbed_wire / (100,40) / (140,40)\nturn 1\n";
        assertThat(verdict(both + "(120,30): M / (120,45)\n")).isNull();
        assertThat(verdict(both + "(120,30): M / (120,46)\n").line()).isEqualTo(8);
    }

    /** 先攻 moves as in SkirmishRefereeTest, then the pistol shoots the rifle 60cm away (judge 3 − 1 beyond 45cm). */
    private static final String SHOT = """
            turn 1
            (60,30): M / (60,75)
            (120,30): M / (120,40)
            (120,40): F / (120,100)
            """;

    @Test
    void aTargetInABushOrARiverIsHalfCovered() {
        // on open ground a 2 hits (judge 2)
        assertThat(verdict(DOLLS + SHOT + "(120,100) / 2 / 命中 / ダメージ2 / HP4\n")).isNull();
        for (String region : List.of("T / bush / (110,95) / (130,105)", "T / river / (100,95) / (140,110)")) {
            // half covered: judge 1, so the 2 misses; a record that writes it as a hit is forged
            String record = DOLLS + region + "\n" + SHOT;
            GameReferee.Discrepancy d = verdict(record + "(120,100) / 2 / 命中 / ダメージ2 / HP4\n");
            assertThat(d.line()).isEqualTo(10);
            assertThat(verdict(record + "(120,100) / 2 / 外れ\n")).isNull();
            // a 1 always hits
            assertThat(verdict(record + "(120,100) / 1 / 命中 / ダメージ1 / HP5\n")).isNull();
        }
    }

    @Test
    void aDollWadingARiverAttacksAtMinusOne() {
        // the pistol stands in the river: its own attack is at −1 too (judge 3 − 1 − 1)
        String record = DOLLS + "T / river / (110,35) / (130,45)\n" + SHOT;
        assertThat(verdict(record + "(120,100) / 2 / 命中 / ダメージ2 / HP4\n").line()).isEqualTo(10);
        assertThat(verdict(record + "(120,100) / 2 / 外れ\n")).isNull();
    }

    /** SkirmishRefereeTest's turn up to the sword downing the rifle (HP 0), after {@code header}. */
    private static String toTheRiflesFall(String header) {
        String game = SkirmishRefereeTest.GAME;
        String fall = "(60,75) / 4 / 命中 / ダメージ5 / HP0\n";
        assertThat(game).startsWith(DOLLS + "turn 1\n");
        return DOLLS + header + game.substring(DOLLS.length(), game.indexOf(fall) + fall.length());
    }

    @Test
    void downingTheEnemyLeaderWinsAndEndsTheGame() {
        // without leaders the game goes on (the pistol still fights)
        GameReferee.Report<SkirmishGame.State> bare = SkirmishGame.referee(toTheRiflesFall("") + "(120,56): MC\n"
                + "(120,56) / 士気 / 6 / 狂暴化\n");
        assertThat(bare.discrepancy()).isNull();
        assertThat(bare.state().over()).isFalse();
        // the rifle leads 先攻: the sword downing it wins for 後攻
        String led = toTheRiflesFall("L / (60,30) / (60,90)\n");
        GameReferee.Report<SkirmishGame.State> report = SkirmishGame.referee(led);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.state().over()).isTrue();
        assertThat(report.state().piece(1).state().leader()).isTrue();
        assertThat(report.state().piece(3).state().leader()).isTrue();
        assertThat(SkirmishGame.winner(report.state())).isEqualTo(Side.SECOND);
        assertThat(new Referee(games).referee(led).discrepancy()).isNull();
        // so a record that plays on is refused at its next action: the win came there
        GameReferee.Discrepancy d = verdict(led + "(120,56): MC\n(120,56) / 士気 / 6 / 狂暴化\n");
        assertThat(d.line()).isEqualTo(26);
        assertThat(d.rule()).isEqualTo("end of the game");
        assertThat(d.message()).isEqualTo("the game is over: 後攻");
        assertThat(d.citation()).isEqualTo("【12】@; 【12】A; 【12】B; 【12】C");
        // the pistol leading instead: downing the rifle wins nothing yet
        GameReferee.Report<SkirmishGame.State> other = SkirmishGame.referee(toTheRiflesFall("L / (120,30) / (60,90)\n"));
        assertThat(other.state().over()).isFalse();
    }

    @Test
    void touchingTheEnemyFlagWins() {
        // 後攻's flag at (120,80): the pistol ends its move 2cm from it (a touch is within 5cm, house)
        String touched = DOLLS + "F / (60,0) / (120,80)\nturn 1\n(120,30): M / (120,78)\n";
        GameReferee.Report<SkirmishGame.State> report = SkirmishGame.referee(touched);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.state().over()).isTrue();
        assertThat(SkirmishGame.winner(report.state())).isEqualTo(Side.FIRST);
        GameReferee.Discrepancy d = verdict(touched + "(60,30): M / (60,45)\n");
        assertThat(d.line()).isEqualTo(8);
        assertThat(d.message()).isEqualTo("the game is over: 先攻");
        // 6cm short is no touch
        assertThat(SkirmishGame.referee(DOLLS + "F / (60,0) / (120,80)\nturn 1\n(120,30): M / (120,74)\n").state().over())
                .isFalse();
        // its own flag is no goal
        assertThat(SkirmishGame.referee(DOLLS + "F / (120,80) / (60,0)\nturn 1\n(120,30): M / (120,78)\n").state().over())
                .isFalse();
    }

    @Test
    void theFirstSideToDownTheSetNumberWins() {
        String one = toTheRiflesFall("K / 1\n");
        GameReferee.Report<SkirmishGame.State> report = SkirmishGame.referee(one);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.state().over()).isTrue();
        assertThat(SkirmishGame.winner(report.state())).isEqualTo(Side.SECOND);
        assertThat(verdict(one + "(120,56): MC\n").line()).isEqualTo(26);
        // two to down: one is not enough
        assertThat(SkirmishGame.referee(toTheRiflesFall("K / 2\n")).state().over()).isFalse();
    }

    @Test
    void theDefenderWinsWhenTheSetTurnsEndWithThePointHeld() {
        // 後攻 holds (120,100), where its assault rifle stands, for one turn: a record of turn 1 with no
        // act is played out, and the game ends when turn 1 ends
        String held = DOLLS + "B / second / (120,100) / 1\nturn 1\n";
        GameReferee.Report<SkirmishGame.State> report = SkirmishGame.referee(held);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.state().over()).isTrue();
        assertThat(report.state().turn()).isEqualTo(2);
        assertThat(SkirmishGame.winner(report.state())).isEqualTo(Side.SECOND);
        assertThat(new Referee(games).referee(held).state().over()).isTrue();
        // a game played past the held turns: the next turn is refused, citing the end
        GameReferee.Discrepancy d = verdict(held + "turn 2\n");
        assertThat(d.line()).isEqualTo(7);
        assertThat(d.rule()).isEqualTo("end of the game");
        assertThat(d.citation()).isEqualTo("【12】@; 【12】A; 【12】B; 【12】C");
        assertThat(d.message()).isEqualTo("the game is over: 後攻");
        // within turn 1 the game goes on
        assertThat(verdict(held + "(120,30): M / (120,40)\n")).isNull();
        // two turns to hold: after one the game goes on (no win before the set turn ends), so turn 2
        // is played; the record stops there, and the game ends when turn 2 does
        String early = DOLLS + "B / second / (120,100) / 2\nturn 1\nturn 2\n(120,30): M / (120,40)\n";
        assertThat(verdict(early)).isNull();
        GameReferee.Report<SkirmishGame.State> second = SkirmishGame.referee(early);
        assertThat(second.actions()).isEqualTo(1);
        assertThat(second.state().over()).isTrue();
        assertThat(second.state().turn()).isEqualTo(3);
        assertThat(SkirmishGame.winner(second.state())).isEqualTo(Side.SECOND);
    }

    @Test
    void theAttackerWinsByTakingThePoint() {
        // 後攻 defends (120,75), 25cm from its assault rifle: the pistol moves onto it, no defender is
        // within 15cm of it (house), and the point is taken at once
        String taken = DOLLS + "B / second / (120,75) / 3\nturn 1\n(120,30): M / (120,75)\n";
        GameReferee.Report<SkirmishGame.State> report = SkirmishGame.referee(taken);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.state().over()).isTrue();
        assertThat(report.state().turn()).isEqualTo(1);
        assertThat(SkirmishGame.winner(report.state())).isEqualTo(Side.FIRST);
        // a record that plays on after the win is refused at its next line
        GameReferee.Discrepancy d = verdict(taken + "(60,30): M / (60,45)\n");
        assertThat(d.line()).isEqualTo(8);
        assertThat(d.message()).isEqualTo("the game is over: 先攻");
        // a defender able to fight at the point (the rifle 15cm from (120,85)) keeps it: no win claimed
        String contested = DOLLS + "B / second / (120,85) / 3\nturn 1\n(120,30): M / (120,75)\n";
        assertThat(SkirmishGame.referee(contested).state().over()).isFalse();
        assertThat(verdict(contested)).isNull();
        // 先攻 defending its own point does not win by standing on it
        assertThat(SkirmishGame.referee(DOLLS + "B / first / (120,75) / 3\nturn 1\n(120,30): M / (120,75)\n")
                .state().over()).isFalse();
    }

    @Test
    void aFlierPaysNoTerrainAndIsStoppedOnlyByFliers() {
        // the bush on the way costs the pistol a step (45cm left), unless it flies (A / its position)
        String bush = "T / bush / (110,50) / (130,60)\n";
        GameReferee.Discrepancy d = verdict(DOLLS + bush + "turn 1\n(120,30): M / (120,80)\n");
        assertThat(d.line()).isEqualTo(7);
        assertThat(d.citation()).contains("【4】■地形・障害物による移動距離の修正");
        assertThat(verdict(DOLLS + bush + "A / (120,30)\nturn 1\n(120,30): M / (120,80)\n")).isNull();
        // ending 14cm from the assault rifle enters its ZOC: refused on the ground, not in the air
        d = verdict(DOLLS + "turn 1\n(120,30): M / (120,86)\n");
        assertThat(d.line()).isEqualTo(6);
        assertThat(d.citation()).isEqualTo("【4】■ZOC; 【4】■飛行状態");
        String flown = DOLLS + "A / (120,30)\nturn 1\n(120,30): M / (120,86)\n";
        GameReferee.Report<SkirmishGame.State> report = SkirmishGame.referee(flown);
        assertThat(report.discrepancy()).isNull();
        assertThat(report.state().piece(2).state().flying()).isTrue();
        // and no melee begins: a flier is not held by a ground doll's ZOC
        assertThat(report.state().piece(2).state().inMelee()).isFalse();
        assertThat(verdict(flown)).isNull();
    }

    @Test
    void theMeleeStepPaysTerrain() {
        // the rifle's move puts the sword in melee; the sword's 15cm step is one step of 移動力, so a
        // step into a bush (1 more) cannot be made, unless the sword flies
        String step = "turn 1\n(60,30): M / (60,75)\n(60,90): MS / (60,100)\n";
        assertThat(verdict(DOLLS + step)).isNull();
        String bush = "T / bush / (50,95) / (70,105)\n";
        GameReferee.Discrepancy d = verdict(DOLLS + bush + step);
        assertThat(d.line()).isEqualTo(8);
        assertThat(d.rule()).isEqualTo("白兵戦中の移動");
        assertThat(d.citation()).isEqualTo("【4】■地形・障害物による移動距離の修正; 【4】■飛行状態");
        assertThat(verdict(DOLLS + bush + "A / (60,90)\n" + step)).isNull();
    }

    @Test
    void onlyAntiAirWeaponsOrFliersAttackAFlier() {
        // the pistol's shot at the assault rifle (SkirmishRefereeTest's turn) is refused when the rifle flies
        String shot = "turn 1\n(120,30): M / (120,40)\n(120,40): F / (120,100)\n(120,100) / 2 / 命中 / ダメージ2 / HP4\n";
        assertThat(verdict(DOLLS + shot)).isNull();
        GameReferee.Discrepancy d = verdict(DOLLS + "A / (120,100)\n" + shot);
        assertThat(d.line()).isEqualTo(8);
        assertThat(d.rule()).isEqualTo("射撃");
        assertThat(d.citation()).isEqualTo("【4】■飛行状態");
        // a flying pistol may shoot it
        assertThat(verdict(DOLLS + "A / (120,100)\nA / (120,30)\n" + shot)).isNull();
    }

    @Test
    void aHeaderLineOfNoFormatIsRefused() {
        GameReferee.Discrepancy d = verdict(DOLLS + "T / lava / (0,0) / (10,10)\nturn 1\n");
        assertThat(d.line()).isEqualTo(5);
        assertThat(d.rule()).isEqualTo("setup");
    }

    @Test
    void aStatesJsonCarriesItsScenery() {
        String record = DOLLS + "T / bush / (110,50) / (130,60)\nL / (60,30) / (60,90)\nturn 1\n(120,30): M / (120,75)\n";
        SkirmishGame.State s = SkirmishGame.referee(record).state();
        String json = SkirmishGame.toJson(s);
        // the scenery, then the table's own state: no weapon lies on it yet
        assertThat(json).endsWith(", \"scenery\": [\"T / bush / (110,50) / (130,60)\", \"L / (60,30) / (60,90)\"],"
                + " \"shared\": {\"weapons\": [], \"weapons_at\": []}}");
        assertThat(SkirmishGame.fromJson(json)).isEqualTo(s);
        GameJson in = new GameJson(games);
        assertThat(in.write(new Referee(games).referee(record).state())).isEqualTo(json);
        assertThat(in.write(in.read(json))).isEqualTo(json);
        // a piece's line is no scenery line
        String forged = json.replace("\"L / (60,30) / (60,90)\"", "\"D / first / 剣 / (0,0)\"");
        StateJson.Error e = assertThrows(StateJson.Error.class, () -> SkirmishGame.fromJson(forged));
        assertThat(e.getMessage()).isEqualTo("$.scenery[1]: \"D / first / 剣 / (0,0)\" is not a scenery line of the game");
        assertThat(assertThrows(StateJson.Error.class, () -> in.read(forged)).getMessage()).isEqualTo(e.getMessage());
    }

    @Test
    void selfPlayDrawsATableOnlyWhenTheScenarioStatesNone() {
        long regions = 0;
        for (long seed = 1; seed <= 10; seed++) {
            String record = SkirmishGame.play(SkirmishGame.scenario("二対二(接近戦)"), seed, 2);
            long drawn = record.lines().takeWhile(l -> !l.startsWith("turn")).filter(l -> l.startsWith("T / ")).count();
            assertThat(drawn).isAtMost(4L);
            regions += drawn;
            assertThat(SkirmishGame.referee(record).discrepancy()).isNull();
        }
        assertThat(regions).isGreaterThan(0L);
        // a scenario that states a region keeps it, and nothing is drawn
        List<String> stated = new java.util.ArrayList<>(SkirmishGame.scenario("二対二(接近戦)"));
        stated.add("T / river / (0,60) / (180,65)");
        String fixed = SkirmishGame.play(stated, 5, 3);
        assertThat(fixed.lines().filter(l -> l.startsWith("T / ")).toList()).containsExactly("T / river / (0,60) / (180,65)");
    }
}
