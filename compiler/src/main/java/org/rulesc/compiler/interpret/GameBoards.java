package org.rulesc.compiler.interpret;

import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.PlayModel;

/**
 * The map a game is played on, when it may be played on several ({@code board a, b, c}): a
 * state names it, its expressions read it as {@code board}, a scenario says which one it is set
 * on, and a record's header says it with a {@code board <name>} line (none: the first).
 */
public final class GameBoards {
    private GameBoards() {}

    /** The header line of a record that names the board: {@code board test_house}. */
    public static String headerLine(String board) {
        return "board " + board;
    }

    /** The names of the maps the game may be played on, the first first (empty: none). */
    public static List<String> names(PlayModel pm) {
        return pm.links().boards.stream().map(d -> d.name().text()).toList();
    }

    /**
     * The board a state or a record names, {@code null} standing for the first.
     *
     * @throws IllegalArgumentException when the game has no board of that name
     */
    public static String name(PlayModel pm, String board) {
        List<String> names = names(pm);
        if (board == null) {
            return names.isEmpty() ? null : names.get(0);
        }
        if (!names.contains(board)) {
            throw new IllegalArgumentException("`" + board + "` is not a board of game " + pm.game().name().text()
                    + (names.isEmpty() ? " (it names none)" : " (" + String.join(", ", names) + ")"));
        }
        return board;
    }

    /** The declaration of a board by name (null: the first). */
    public static Decl decl(PlayModel pm, String board) {
        String name = name(pm, board);
        return pm.links().boards.stream().filter(d -> d.name().text().equals(name)).findFirst().orElse(pm.board());
    }

    /** The board a scenario is set on, by name (null: the game has none). */
    public static String of(PlayModel pm, Play.Scenario scenario) {
        return name(pm, scenario.map() == null ? null : scenario.map().text());
    }

    /** Whether records name the board in their header: the game may be played on more than one. */
    public static boolean named(PlayModel pm) {
        return pm.links().boards.size() > 1;
    }

    /** {@code env} with {@code board} bound to the map of that name, when the game is played on a map. */
    static Env bind(Interpreter in, PlayModel pm, String board, Env env) {
        Decl d = pm.links().boards.isEmpty() ? null : decl(pm, board);
        return d instanceof Decl.HexMap || d instanceof Decl.SquareMap ? env.with("board", in.map(d)) : env;
    }
}
