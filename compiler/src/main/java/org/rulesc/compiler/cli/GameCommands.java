package org.rulesc.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.interpret.Bounds;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Json;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.compiler.model.PlayModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc referee} and {@code rulesc play}: a rulebook's {@code game}, run by the interpreter. */
final class GameCommands {
    private GameCommands() {}

    /** The rulebook's game: the one it declares, or the one named. */
    static Games games(Context ctx, LoadedRulebook loaded, String name) {
        List<Decl.Game> all = loaded.model().all(Decl.Game.class);
        Decl.Game game = null;
        for (Decl.Game g : all) {
            if (name == null ? all.size() == 1 : g.name().text().equals(name)) {
                game = g;
            }
        }
        if (game == null) {
            throw new UserError(all.isEmpty() ? "rulebook " + loaded.model().rulebook.id().text() + " declares no game"
                    : "name the game with --game: " + String.join(", ", all.stream().map(g -> g.name().text()).toList()));
        }
        PlayModel pm = loaded.model().plays.get(game);
        return new Games(new Interpreter(loaded.model()), pm);
    }

    /** {@code rulesc referee RULEBOOK RECORD-FILE}. */
    @Command(name = "referee", description = {
        "Referees a written game record: every action must be legal and every result line must be what",
        "the rules give with the dice it records. Prints a summary, or the first line that does not fit",
        "as file:line:col with the rule and its citation.",
        "Exit codes: 0 legal, 1 illegal (or rule errors in the rulebook), 2 usage, 3 internal error."})
    static final class Referee implements Callable<Integer> {
        private final Context ctx;

        @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
        boolean help;

        @Parameters(index = "0", paramLabel = "RULEBOOK", description = "a bundled rulebook's id, or a .rules file")
        String rulebook;

        @Parameters(index = "1", paramLabel = "RECORD-FILE", description = "the game record")
        String record;

        @Option(names = "--game", paramLabel = "NAME", description = "the game, when the rulebook declares several")
        String game;

        @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json")
        OutputFormat format = OutputFormat.text;

        @Option(names = "--state", description = "print where the game stands after the record as JSON (docs/language.md)")
        boolean state;

        @Option(names = "--from", paramLabel = "FILE",
                description = "referee a record that continues from this state (JSON, as --state prints it): no setup lines")
        String from;

        Referee(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            LoadedRulebook loaded = LoadedRulebook.load(ctx, rulebook);
            if (loaded == null) {
                return Rulesc.EXIT_RULE_ERRORS;
            }
            Games games = games(ctx, loaded, game);
            Games.State start = from == null ? null : GameStates.read(ctx, games, from);
            Path file = ctx.workingDir().resolve(record);
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException | java.io.UncheckedIOException e) {
                throw new UserError("cannot read " + record + ": " + e.getMessage());
            }
            org.rulesc.compiler.interpret.Referee.Report r;
            try {
                r = new org.rulesc.compiler.interpret.Referee(games).referee(text, start);
            } catch (org.rulesc.compiler.interpret.Referee.Stopped tooLarge) {
                ctx.err().println(record + ":" + tooLarge.line() + ":1: refereeing stopped: " + tooLarge.getMessage());
                return Rulesc.EXIT_RULE_ERRORS;
            }
            if (format == OutputFormat.json) {
                org.rulesc.compiler.interpret.Referee.Discrepancy d = r.discrepancy();
                ctx.out().println("{\"legal\": " + r.legal() + ", \"actions\": " + r.actions() + ", \"discrepancy\": "
                        + (d == null ? "null" : "{\"file\": " + Json.string(record) + ", \"line\": " + d.line()
                                + ", \"column\": " + d.column() + ", \"rule\": " + Json.string(d.rule())
                                + ", \"citation\": " + Json.string(d.citation()) + ", \"message\": "
                                + Json.string(d.message()) + "}")
                        + ", \"state\": " + (r.state() == null ? "null" : GameStates.json(games).write(r.state()))
                        + (r.state() != null && r.state().over() && games.model().game().play().winner() != null
                                ? ", \"winner\": " + Json.value(games.interpreter(), games.winner(r.state())) : "")
                        + "}");
                return r.legal() ? Rulesc.EXIT_OK : Rulesc.EXIT_RULE_ERRORS;
            }
            if (state && r.state() != null) {
                ctx.out().println(GameStates.json(games).write(r.state()));
            }
            if (!r.legal()) {
                org.rulesc.compiler.interpret.Referee.Discrepancy d = r.discrepancy();
                ctx.err().println(record + ":" + d.line() + ":" + d.column() + ": illegal: " + d.message());
                ctx.err().println("  rule: " + d.rule() + (d.citation().isEmpty() ? "" : " [" + d.citation() + "]"));
                return Rulesc.EXIT_RULE_ERRORS;
            }
            if (!state) {
                summary(ctx, games, r.state(), r.actions());
            }
            return Rulesc.EXIT_OK;
        }
    }

    static void summary(Context ctx, Games games, Games.State s, int actions) {
        PlayModel pm = games.model();
        ctx.out().println("legal: " + actions + " action" + (actions == 1 ? "" : "s") + ", turn " + s.turn()
                + (s.over() ? ", game over" : ", game not over"));
        for (Games.Piece p : s.pieces()) {
            StringBuilder line = new StringBuilder("  ");
            for (var f : p.state().fields().entrySet()) {
                line.append(f.getKey()).append(' ').append(games.showValue(f.getValue())).append("  ");
            }
            ctx.out().println(line.toString().stripTrailing());
        }
        if (s.over() && pm.game().play().winner() != null) {
            ctx.out().println("result: " + games.showValue(games.interpreter().bounded(() -> games.winner(s))));
        }
    }

    /** {@code rulesc play RULEBOOK [--games N] [--seed S] [--log]}. */
    @Command(name = "play", description = {
        "Plays a rulebook's game against itself: uniformly random legal choices, seeded dice.",
        "Reports games, actions, results and invariant violations; --log prints each game as a record",
        "that rulesc referee accepts."})
    static final class PlayGames implements Callable<Integer> {
        private final Context ctx;

        @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
        boolean help;

        @Parameters(index = "0", paramLabel = "RULEBOOK", description = "a bundled rulebook's id, or a .rules file")
        String rulebook;

        @Option(names = "--games", paramLabel = "N", description = "how many games (default 1)")
        int count = 1;

        @Option(names = "--seed", paramLabel = "S", description = "the seed of the first game; game i uses S + i (default 1)")
        long seed = 1;

        @Option(names = "--max-turns", paramLabel = "T", description = "stop a game without a last turn here (default 100)")
        int maxTurns = 100;

        @Option(names = "--log", description = "print each game as a record")
        boolean log;

        @Option(names = "--state-out", paramLabel = "FILE",
                description = "write where each game ended as JSON, one line per game (docs/language.md)")
        String stateOut;

        @Option(names = "--state-in", paramLabel = "FILE",
                description = "continue from this state (JSON, as --state-out writes it) instead of the first scenario")
        String stateIn;

        @Option(names = "--game", paramLabel = "NAME", description = "the game, when the rulebook declares several")
        String game;

        PlayGames(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            if (count < 1 || maxTurns < 1) {
                throw new UserError("--games and --max-turns must be at least 1");
            }
            LoadedRulebook loaded = LoadedRulebook.load(ctx, rulebook);
            if (loaded == null) {
                return Rulesc.EXIT_RULE_ERRORS;
            }
            Games games = games(ctx, loaded, game);
            List<Play.Scenario> scenarios = games.model().game().play().scenarios();
            Games.State start = stateIn == null ? null : GameStates.read(ctx, games, stateIn);
            if (scenarios.isEmpty() && start == null) {
                throw new UserError("game " + games.model().game().name().text() + " has no scenario to start from");
            }
            SelfPlay play = new SelfPlay(games);
            java.util.Map<String, Integer> results = new java.util.TreeMap<>();
            long actions = 0;
            int unfinished = 0;
            int broken = 0;
            List<String> states = new java.util.ArrayList<>();
            long started = System.nanoTime();
            for (int i = 0; i < count; i++) {
                SelfPlay.Game g;
                try {
                    g = start == null ? play.play(SelfPlay.scenarioFor(scenarios, seed + i), seed + i, maxTurns)
                            : play.playFrom(start, seed + i, maxTurns);
                } catch (Bounds.Exceeded tooLarge) {
                    ctx.err().println("rulesc: game " + (i + 1) + " (seed " + (seed + i) + ") stopped: "
                            + tooLarge.getMessage());
                    return Rulesc.EXIT_RULE_ERRORS;
                }
                actions += g.actions();
                if (stateOut != null) {
                    states.add(g.invariant() == null ? GameStates.finalState(games, g.record(), start) : "null");
                }
                if (log) {
                    ctx.out().println("# game " + (i + 1) + ", seed " + (seed + i)
                            + (start == null ? "" : ", from " + stateIn + " (referee it with --from " + stateIn + ")"));
                    ctx.out().print(g.record());
                }
                if (g.invariant() != null) {
                    broken++;
                    ctx.err().println("game " + (i + 1) + " (seed " + (seed + i) + "): " + g.invariant());
                } else if (!g.finished()) {
                    unfinished++;
                } else if (g.winner() != null) {
                    results.merge(g.winner(), 1, Integer::sum);
                }
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            if (stateOut != null) {
                GameStates.write(ctx, stateOut, states);
            }
            StringBuilder summary = new StringBuilder();
            summary.append(count).append(" game").append(count == 1 ? "" : "s").append(", ").append(actions)
                    .append(" actions; results:");
            results.forEach((k, v) -> summary.append(' ').append(k).append(' ').append(v));
            if (results.isEmpty()) {
                summary.append(" none");
            }
            summary.append("; unfinished ").append(unfinished).append("; invariant violations ").append(broken)
                    .append(String.format(java.util.Locale.ROOT, "; %.1f games/s", count / Math.max(seconds, 1e-9)));
            (log ? ctx.err() : ctx.out()).println(summary);
            return broken == 0 ? Rulesc.EXIT_OK : Rulesc.EXIT_RULE_ERRORS;
        }
    }
}
