package org.rulesc.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Referee;

/** {@code rulesc play --state-out}: where each self-played game ended, as JSON lines. */
final class GameStates {
    private GameStates() {}

    /**
     * The state a self-played game ended in, as JSON: its record refereed again, so the state
     * written is the one a referee of that record reaches.
     */
    static String finalState(Games games, String record) {
        return finalState(games, record, null);
    }

    /** As {@link #finalState(Games, String)}, for a record continuing from {@code from} (null: none). */
    static String finalState(Games games, String record, Games.State from) {
        Referee.Report r = new Referee(games).referee(record, from);
        if (!r.legal()) {
            // self-play writes records its referee accepts (a test holds it); this is a bug if it happens
            throw new IllegalStateException("the referee refuses a self-played record at line " + r.discrepancy().line()
                    + ": " + r.discrepancy().message());
        }
        return json(games).write(r.state());
    }

    /** The game's state JSON, or a usage error naming the field a state JSON cannot hold. */
    static GameJson json(Games games) {
        try {
            return new GameJson(games);
        } catch (IllegalStateException unsupported) {
            throw new UserError("game " + games.model().game().name().text() + ": " + unsupported.getMessage());
        }
    }

    /**
     * {@code --state-in FILE} / {@code --from FILE}: the one state the file holds, as {@code rulesc
     * referee --state} or a line of {@code --state-out} writes it; a usage error when it cannot be
     * read, is not JSON, holds more than one state or is not a state of this game.
     */
    static Games.State read(Context ctx, Games games, String file) {
        String text;
        try {
            text = Files.readString(ctx.workingDir().resolve(file), StandardCharsets.UTF_8).strip();
        } catch (IOException | RuntimeException e) {
            throw new UserError("cannot read " + file + ": " + e.getMessage());
        }
        if (text.lines().filter(l -> !l.isBlank()).count() > 1) {
            throw new UserError(file + ": holds more than one state (one JSON line each): keep the one to start from");
        }
        try {
            return json(games).read(text);
        } catch (org.rulesc.runtime.StateJson.Error e) {
            throw new UserError(file + ": not a state of game " + games.model().game().name().text() + ": " + e.getMessage());
        }
    }

    /** One state per line, UTF-8. */
    static void write(Context ctx, String file, List<String> states) {
        try {
            Files.writeString(ctx.workingDir().resolve(file), String.join("\n", states) + "\n", StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new UserError("cannot write " + file + ": " + e.getMessage());
        }
    }
}
