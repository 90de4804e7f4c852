package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.model.Model;
import org.rulesc.rulebooks.a_aws.BattleGame;
import org.rulesc.rulebooks.al2.FieldRoundGame;
import org.rulesc.rulebooks.battling.DuelGame;
import org.rulesc.rulebooks.combat_rules_part2.MeleeGame;
import org.rulesc.rulebooks.maid_and_maidens.SkirmishGame;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.GameReferee;
import org.rulesc.runtime.StateJson;

/**
 * Game states as JSON on both back ends, for every bundled game: the states a referee reaches
 * after each action of seeded self-played games round-trip through the generated
 * {@code toJson}/{@code fromJson}; for the first seeds the interpreter's {@link GameJson} writes
 * the same text for the same record and reads it back to an equal state; and malformed or
 * illegal states are refused with the same message by both. {@code -Dgames.json=N} sets the
 * number of generated games per bundled game (20), {@code -Dgames.json.differential=N} the
 * compared ones (3).
 */
class GameStateJsonTest {

    /** One bundled game's generated class, as the test needs it. */
    record Generated<S, A>(String rulebook, Function<Long, String> play, Function<String, GameReferee.Report<S>> referee,
            Function<S, String> toJson, Function<String, S> fromJson, Function<S, List<A>> legal,
            BiFunction<S, A, Function<Dice, S>> perform, UnaryOperator<S> endPhase, Predicate<S> over,
            ToIntFunction<S> turn, String setup, int maxTurns, int share) {}

    static final Generated<DuelGame.State, DuelGame.Act> DUEL = new Generated<>("battling",
            seed -> DuelGame.play(DuelGame.scenario("射撃の例の二機"), seed, 100), DuelGame::referee, DuelGame::toJson,
            DuelGame::fromJson, DuelGame::legalActions, (s, a) -> d -> DuelGame.perform(s, a, d).state(),
            DuelGame::endPhase, DuelGame.State::over, DuelGame.State::turn,
            String.join("\n", DuelGame.scenario("射撃の例の二機")), 100, 1);
    static final Generated<MeleeGame.State, MeleeGame.Act> MELEE = new Generated<>("combat_rules_part2",
            seed -> MeleeGame.play(MeleeGame.scenario("三対三"), seed, 100), MeleeGame::referee, MeleeGame::toJson,
            MeleeGame::fromJson, MeleeGame::legalActions, (s, a) -> d -> MeleeGame.perform(s, a, d).state(),
            MeleeGame::endPhase, MeleeGame.State::over, MeleeGame.State::turn,
            String.join("\n", MeleeGame.scenario("三対三")), 100, 1);
    static final Generated<BattleGame.State, BattleGame.Act> BATTLE = new Generated<>("a_aws",
            seed -> BattleGame.play(BattleGame.scenario("剣士と射手、二対二"), seed, 100), BattleGame::referee,
            BattleGame::toJson, BattleGame::fromJson, BattleGame::legalActions,
            (s, a) -> d -> BattleGame.perform(s, a, d).state(), BattleGame::endPhase, BattleGame.State::over,
            BattleGame.State::turn, String.join("\n", BattleGame.scenario("剣士と射手、二対二")), 100, 1);
    // point positions on an open table; the slower games play a quarter of the seeds
    static final Generated<SkirmishGame.State, SkirmishGame.Act> SKIRMISH = new Generated<>("maid_and_maidens",
            seed -> SkirmishGame.play(SkirmishGame.scenario("二対二(接近戦)"), seed, 100), SkirmishGame::referee,
            SkirmishGame::toJson, SkirmishGame::fromJson, SkirmishGame::legalActions,
            (s, a) -> d -> SkirmishGame.perform(s, a, d).state(), SkirmishGame::endPhase, SkirmishGame.State::over,
            SkirmishGame.State::turn, String.join("\n", SkirmishGame.scenario("二対二(接近戦)")), 100, 4);
    // rounds without a last one: ten of them, as AL2's differential test plays
    static final Generated<FieldRoundGame.State, FieldRoundGame.Act> FIELD_ROUND = new Generated<>("al2",
            seed -> FieldRoundGame.play(FieldRoundGame.scenario("四人の見本"), seed, 10), FieldRoundGame::referee,
            FieldRoundGame::toJson, FieldRoundGame::fromJson, FieldRoundGame::legalActions,
            (s, a) -> d -> FieldRoundGame.perform(s, a, d).state(), FieldRoundGame::endPhase,
            FieldRoundGame.State::over, FieldRoundGame.State::turn,
            String.join("\n", FieldRoundGame.scenario("四人の見本")), 10, 4);

    /**
     * Plays a seeded random game on the generated class and round-trips every state it passes
     * through (after the setup, each action and each phase's end).
     *
     * @return how many states were checked
     */
    static <S, A> int walk(Generated<S, A> g, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Dice dice = Dice.seeded(seed + 1);
        S s = g.referee().apply(g.setup()).state();
        int states = 0;
        while (true) {
            String json = g.toJson().apply(s);
            S back = g.fromJson().apply(json);
            assertThat(back).isEqualTo(s);
            assertThat(g.toJson().apply(back)).isEqualTo(json);
            states++;
            if (g.over().test(s) || g.turn().applyAsInt(s) > g.maxTurns()) {
                return states;
            }
            List<A> legal = g.legal().apply(s);
            s = legal.isEmpty() ? g.endPhase().apply(s)
                    : g.perform().apply(s, legal.get(random.nextInt(legal.size()))).apply(dice);
        }
    }

    /** The record up to (not including) each action line, then the whole record. */
    static List<String> prefixes(String record) {
        List<String> out = new ArrayList<>();
        String[] lines = record.split("\n");
        StringBuilder b = new StringBuilder();
        boolean acted = false;
        for (String l : lines) {
            if (l.contains(": ") && acted) {
                out.add(b.toString());
            }
            acted |= l.contains(": ");
            b.append(l).append('\n');
        }
        out.add(b.toString());
        return out;
    }

    @Test
    void statesOfSelfPlayedGamesRoundTripThroughTheGeneratedJson() {
        int games = Integer.getInteger("games.json", 20);
        for (Generated<?, ?> g : List.of(DUEL, MELEE, BATTLE, SKIRMISH, FIELD_ROUND)) {
            int states = 0;
            int played = Math.max(1, games / g.share());
            for (long seed = 1; seed <= played; seed++) {
                states += walk(g, seed);
            }
            // every action and every phase of every game gives a state
            assertThat(states).isGreaterThan(played * 5);
        }
    }

    static Games interpreter(String rulebook) {
        Model model;
        try {
            model = DifferentialTest.models().stream().filter(m -> m.rulebook.id().text().equals(rulebook))
                    .findFirst().orElseThrow();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Decl.Game game = model.all(Decl.Game.class).get(0);
        return new Games(new Interpreter(model), model.plays.get(game));
    }

    static <S> void sameJson(Generated<S, ?> g, int games) {
        Games in = interpreter(g.rulebook());
        GameJson json = new GameJson(in);
        for (long seed = 1; seed <= games; seed++) {
            List<String> prefixes = prefixes(g.play().apply(seed));
            // the start, one state in the middle and the end: the interpreter is slow
            for (String prefix : List.of(prefixes.get(0), prefixes.get(prefixes.size() / 2),
                    prefixes.get(prefixes.size() - 1))) {
                GameReferee.Report<S> generated = g.referee().apply(prefix);
                Referee.Report interpreted = new Referee(in).referee(prefix);
                assertThat(interpreted.discrepancy()).isNull();
                String text = json.write(interpreted.state());
                assertThat(text).isEqualTo(g.toJson().apply(generated.state()));
                assertThat(json.read(text)).isEqualTo(interpreted.state());
                assertThat(g.fromJson().apply(text)).isEqualTo(generated.state());
            }
        }
    }

    @Test
    void theInterpreterWritesAndReadsTheSameJsonAsTheGeneratedGames() {
        int games = Integer.getInteger("games.json.differential", 3);
        sameJson(DUEL, games);
        sameJson(MELEE, games);
        sameJson(BATTLE, games);
        sameJson(SKIRMISH, games);
        sameJson(FIELD_ROUND, games);
    }

    static final String DUEL_START = "{\"game\": \"duel\", \"turn\": 1, \"phase\": \"first_action\", \"over\": false,"
            + " \"pieces\": [{\"id\": 1, \"side\": \"first\", \"type\": \"scopedog\", \"at\": \"0707\", \"hp\": 4,"
            + " \"last\": \"none\"}, {\"id\": 2, \"side\": \"second\", \"type\": \"brutish_dog\", \"at\": \"1108\","
            + " \"hp\": 4, \"last\": \"none\"}], \"used\": {}}";

    @Test
    void theDuelsFirstStateIsDocumentedAsIs() {
        DuelGame.State s = DuelGame.referee(String.join("\n", DuelGame.scenario("射撃の例の二機"))).state();
        assertThat(DuelGame.toJson(s)).isEqualTo(DUEL_START);
        assertThat(new GameJson(interpreter("battling")).write(
                new Referee(interpreter("battling")).referee(String.join("\n", DuelGame.scenario("射撃の例の二機"))).state()))
                .isEqualTo(DUEL_START);
    }

    /** The same message from both back ends. */
    static String refusal(GameJson interpreted, String json) {
        StateJson.Error generated = assertThrows(StateJson.Error.class, () -> DuelGame.fromJson(json));
        StateJson.Error byInterpreter = assertThrows(StateJson.Error.class, () -> interpreted.read(json));
        assertThat(byInterpreter.getMessage()).isEqualTo(generated.getMessage());
        return generated.getMessage();
    }

    @Test
    void malformedAndIllegalStatesAreRefusedWithWhereAndWhy() {
        GameJson in = new GameJson(interpreter("battling"));
        assertThat(refusal(in, DUEL_START.replace("\"scopedog\"", "\"zaku\""))).isEqualTo(
                "$.pieces[0].type: \"zaku\" is not one of its values (scopedog, brutish_dog, standing_tortoise)");
        assertThat(refusal(in, DUEL_START.replace("\"hp\": 4", "\"hp\": \"4\""))).isEqualTo(
                "$.pieces[0].hp: expected a whole number, not the string \"4\"");
        assertThat(refusal(in, DUEL_START.replace("\"1108\"", "\"9999\""))).isEqualTo(
                "$.pieces[1].at: \"9999\" is not a hex of the board");
        assertThat(refusal(in, DUEL_START.replace("\"1108\"", "\"0707\""))).isEqualTo(
                "$: the state breaks the game: invariant `one_per_hex` (1へクスに1機) does not hold [【6】]");
        assertThat(refusal(in, DUEL_START.replace(", \"used\": {}", ""))).isEqualTo("$: missing key \"used\"");
        assertThat(refusal(in, DUEL_START.replace("\"hp\": 4,", "\"hp\": 4, \"armour\": 2,"))).isEqualTo(
                "$.pieces[0]: unknown key \"armour\" (expected id, side, type, at, hp, last)");
        assertThat(refusal(in, DUEL_START.replace("\"turn\": 1", "\"turn\": 11"))).isEqualTo(
                "$.turn: 11 is not a turn of the game (1..10)");
        assertThat(refusal(in, DUEL_START.replace("first_action", "third_action"))).isEqualTo(
                "$.phase: \"third_action\" is not a phase of the sequence (first_action, second_action)");
        assertThat(refusal(in, DUEL_START.replace("\"duel\"", "\"melee\""))).isEqualTo(
                "$.game: this is a state of game \"melee\", not of \"duel\"");
        assertThat(refusal(in, DUEL_START.replace("\"id\": 2", "\"id\": 1"))).startsWith(
                "$.pieces[1].id: 1 must be greater than the number of the piece before it");
        assertThat(refusal(in, DUEL_START.replace("\"used\": {}", "\"used\": {\"one_action#1\": 2}"))).isEqualTo(
                "$.used[\"one_action#1\"]: 2 uses, but one_action allows 1..1");
        assertThat(refusal(in, DUEL_START.replace("\"used\": {}", "\"used\": {\"boost#1\": 1}"))).isEqualTo(
                "$.used[\"boost#1\"]: \"boost\" is not a limit the game's acts use (one_action)");
        assertThat(refusal(in, DUEL_START.replace("\"hp\": 4", "\"hp\": 4.5"))).isEqualTo(
                "line 1, column 148: a state holds whole numbers only");
        assertThat(refusal(in, DUEL_START.replace("}], ", "},], "))).startsWith("line 1, column ");
        assertThat(refusal(in, DUEL_START + " {}")).contains("expected the end of the text after the JSON value");
        assertThat(refusal(in, "")).isEqualTo("line 1, column 1: expected a JSON value, found the end of the text");
        assertThat(refusal(in, "[1, 2]")).isEqualTo("$: expected an object, not an array");
    }

    @Test
    void aSquareOffTheBoardIsRefused() {
        BattleGame.State s = BattleGame.referee(String.join("\n", BattleGame.scenario("剣士と射手、二対二"))).state();
        String json = BattleGame.toJson(s);
        assertThat(json).contains("\"at\": {\"x\": 2, \"y\": 4}");
        String off = json.replace("{\"x\": 2, \"y\": 4}", "{\"x\": 9, \"y\": 4}");
        StateJson.Error e = assertThrows(StateJson.Error.class, () -> BattleGame.fromJson(off));
        assertThat(e.getMessage()).isEqualTo("$.pieces[0].at: (9,4) is not a square of the board");
        GameJson in = new GameJson(interpreter("a_aws"));
        assertThat(assertThrows(StateJson.Error.class, () -> in.read(off)).getMessage()).isEqualTo(e.getMessage());
    }
    @Test
    void aPointOffTheTableIsRefused() {
        SkirmishGame.State s = SkirmishGame.referee(String.join("\n", SkirmishGame.scenario("二対二(接近戦)"))).state();
        String json = SkirmishGame.toJson(s);
        java.util.regex.Matcher point = java.util.regex.Pattern.compile("\\{\"x\": (\\d+), \"y\": (\\d+), \"z\": 0\\}")
                .matcher(json);
        assertThat(point.find()).isTrue();
        assertThat(SkirmishGame.fromJson(json)).isEqualTo(s);
        String off = json.replace(point.group(), "{\"x\": 100000, \"y\": " + point.group(2) + ", \"z\": 0}");
        StateJson.Error e = assertThrows(StateJson.Error.class, () -> SkirmishGame.fromJson(off));
        assertThat(e.getMessage()).endsWith(": (100000," + point.group(2) + ") is not on the table");
        GameJson in = new GameJson(interpreter("maid_and_maidens"));
        assertThat(assertThrows(StateJson.Error.class, () -> in.read(off)).getMessage()).isEqualTo(e.getMessage());
    }
}
