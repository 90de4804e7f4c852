package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.model.TypedPlay;
import java.util.SplittableRandom;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.GradeChoices;

/**
 * Plays a {@code game} against itself with uniformly random legal choices and seeded dice, and
 * writes each game as a record that {@link Referee} accepts.
 *
 * <p>The sampler, so that a seed always gives the same game: the choices come from a
 * {@link SplittableRandom} seeded with {@code seed}, the dice from {@code Dice.seeded(seed + 1)}.
 * At each step it takes the legal actions of the side whose phase it is, picks one of the
 * pieces that have any uniformly, then one of that piece's acts, then one of that act's legal
 * choices; when no piece has a legal action the phase ends. A game stops when it is over, or
 * after {@code maxTurns} turns (reported as unfinished). A game is played on its scenario's board;
 * when the game may be played on several, the record's header names it ({@code board test_house}).
 */
public final class SelfPlay {
    private final Games games;
    private final PlayModel pm;

    public SelfPlay(Games games) {
        this.games = games;
        this.pm = games.model();
    }

    /**
     * One game.
     *
     * @param record the game written as a record: setup, turns, actions and their result lines
     * @param actions how many actions were taken
     * @param finished whether the game ended by its rules (not by the turn cap)
     * @param winner the game's result as the rulebook names it (null: none, or unfinished)
     * @param invariant the invariant an action broke, or null
     */
    public record Game(String record, int actions, boolean finished, String winner, String invariant) {}

    /**
     * The scenario a game of seed {@code seed} is played from, when the game has several (and so,
     * when they are set on different maps, its board): scenario {@code (seed - 1) mod n}, in the
     * order they are written, so that seed 1 plays the first and consecutive seeds take each in turn.
     */
    public static Play.Scenario scenarioFor(List<Play.Scenario> scenarios, long seed) {
        return scenarios.get((int) Math.floorMod(seed - 1, (long) scenarios.size()));
    }

    public Game play(Play.Scenario scenario, long seed, int maxTurns) {
        SplittableRandom random = new SplittableRandom(seed);
        Dice dice = Dice.seeded(seed + 1);
        StringBuilder log = new StringBuilder();
        String board = GameBoards.of(pm, scenario);
        if (GameBoards.named(pm)) {
            log.append(GameBoards.headerLine(board)).append('\n');
        }
        List<String> header = new ArrayList<>(scenario.lines());
        header.addAll(games.drawnScenery(scenario.lines(), seed));
        for (String line : header) {
            log.append(games.notations().format(pm.links().setupNotation,
                    games.notations().parse(pm.links().setupNotation, line))).append('\n');
        }
        Games.State s;
        try {
            s = games.start(board, games.scenario(scenario), header);
        } catch (Games.InvariantBroken broken) {
            return new Game(log.toString(), 0, false, null, broken.getMessage());
        }
        log.append("turn 1\n");
        return play(s, random, dice, log, maxTurns);
    }

    /**
     * One game continued from {@code from} (a state read back from JSON): the same seeded choices
     * and dice as {@link #play(Play.Scenario, long, int)}; its record has no setup lines (the state
     * places the pieces) and starts with the state's turn, so a referee takes it from that state.
     */
    public Game playFrom(Games.State from, long seed, int maxTurns) {
        return play(from, new SplittableRandom(seed), Dice.seeded(seed + 1),
                new StringBuilder("turn ").append(from.turn()).append('\n'), maxTurns);
    }

    private Game play(Games.State start, SplittableRandom random, Dice dice, StringBuilder log, int maxTurns) {
        Games.State s = start;
        // a grade the player chooses: drawn from the same random as every other choice, after the dice
        GradeChoices choices = GradeChoices.random(random);
        int actions = 0;
        int turnActions = 0;
        int lastTurn = s.turn();
        while (!s.over() && s.turn() <= maxTurns) {
            if (s.turn() != lastTurn) {
                lastTurn = s.turn();
                turnActions = 0;
            }
            Games.State now = s;
            // each step of a game is one evaluation within the interpreter's bounds (docs/interpreter.md#bounds)
            List<Games.Action> legal = games.interpreter().bounded(() -> games.legalActions(now));
            if (legal.isEmpty()) {
                int turn = s.turn();
                try {
                    s = games.interpreter().bounded(() -> games.endPhase(now));
                } catch (Games.InvariantBroken broken) {
                    return new Game(log.toString(), actions, false, null, broken.getMessage());
                }
                if (!s.over() && s.turn() != turn) {
                    if (s.turn() > maxTurns) {
                        break;
                    }
                    log.append("turn ").append(s.turn()).append('\n');
                }
                continue;
            }
            Games.Action a = pick(legal, random, now);
            Games.Piece actor = s.piece(a.piece());
            String line = actionLine(s, a);
            try {
                Games.Outcome o = games.interpreter().bounded(() -> games.perform(now, a, dice, choices));
                log.append(games.showValue(actor.get(pm.position()))).append(": ").append(line).append('\n');
                for (Games.Written w : o.written()) {
                    log.append(games.notations().format(w.notation(), w.line())).append('\n');
                }
                s = o.state();
                actions++;
                if (++turnActions > Bounds.TURN_ACTIONS) {
                    throw Bounds.turnActions(s.turn());
                }
            } catch (Games.InvariantBroken broken) {
                return new Game(log.toString(), actions, false, null, broken.getMessage());
            }
        }
        Object winner = s.over() ? games.winner(s) : null;
        return new Game(log.toString(), actions, s.over(), winner == null ? null : games.showValue(winner), null);
    }

    /**
     * A piece, then one of its acts, then one of that act's choices, each uniformly; then its
     * selections extended (org.rulesc.runtime.Selections#extend), as the generated engines do.
     */
    private Games.Action pick(List<Games.Action> legal, SplittableRandom random, Games.State now) {
        Map<Integer, Map<Play.Act, List<Games.Action>>> byPiece = new LinkedHashMap<>();
        for (Games.Action a : legal) {
            byPiece.computeIfAbsent(a.piece(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(a.act(), k -> new ArrayList<>()).add(a);
        }
        List<Map<Play.Act, List<Games.Action>>> pieces = new ArrayList<>(byPiece.values());
        Map<Play.Act, List<Games.Action>> acts = pieces.get(random.nextInt(pieces.size()));
        List<List<Games.Action>> choices = new ArrayList<>(acts.values());
        List<Games.Action> instances = choices.get(random.nextInt(choices.size()));
        Games.Action a = instances.get(random.nextInt(instances.size()));
        List<Integer> selections = new ArrayList<>();
        Map<Integer, Integer> perPiece = new LinkedHashMap<>();
        TypedPlay.Act typed = games.acts.get(a.act());
        for (int i = 0; i < typed.params().size(); i++) {
            if (typed.params().get(i).pool() != null) {
                selections.add(i);
            }
            if (typed.params().get(i).perPiece()) {
                perPiece.put(i, typed.params().get(i).over());
            }
        }
        return org.rulesc.runtime.Selections.extend(instances, a, selections, perPiece, (x, i) -> {
                    GameWork w = new GameWork(games, now);
                    return games.actions.pools(w, typed.params().get(i), w.actEnv(x.piece(), x.act(), x.args().subList(0, i)));
                }, Games.Action::args,
                (x, args) -> new Games.Action(x.act(), x.piece(), args),
                x -> games.interpreter().bounded(() -> games.refusal(now, x)) == null, random);
    }

    /** The action as the record writes it: its format, pieces by their positions. */
    private String actionLine(Games.State s, Games.Action a) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (int i = 0; i < a.args().size(); i++) {
            Object v = a.args().get(i);
            if (v instanceof Games.PieceRef ref) {
                v = s.piece(ref.id()).get(pm.position());
            } else if (games.choosesPieces(a.act(), i)) {
                v = ((List<?>) v).stream().map(x -> s.piece(((Games.PieceRef) x).id()).get(pm.position())).toList();
            }
            fields.put(a.act().params().get(i).name().text(), v);
        }
        return games.notations().format(pm.actionNotation(), new Notations.Line(a.act().name().text(), fields));
    }
}
