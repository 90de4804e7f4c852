package org.rulesc.compiler.emit;

import java.util.List;
import java.util.function.Consumer;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.PlayModel;

/**
 * The generated side of a game's boards, as the interpreter's {@code GameBoards} has them: the
 * names of the maps the game may be played on ({@code BOARDS}, the first a record's without a
 * {@code board} line), the map of a state's board ({@code boardMap}, what {@code board} reads in
 * the game's expressions) and the board each scenario is set on.
 */
final class GameBoardsEmitter {
    private final EmitContext ctx;
    private final PlayModel pm;

    GameBoardsEmitter(EmitContext ctx, PlayModel pm) {
        this.ctx = ctx;
        this.pm = pm;
    }

    /** Whether {@code board} names a map value (a hex or square map; not an open table, not none). */
    boolean maps() {
        return !pm.links().boards.isEmpty()
                && (pm.links().boards.get(0) instanceof Decl.HexMap || pm.links().boards.get(0) instanceof Decl.SquareMap);
    }

    /** Whether records name the board: the game may be played on several. */
    boolean named() {
        return pm.links().boards.size() > 1;
    }

    /** The Java expression of the places of a state's board ({@code state} names it), in the interpreter's order. */
    String places(String state) {
        return "BOARD_PLACES.get(BOARDS.indexOf(boardName(" + state + ".board())))";
    }

    /** The Java type of the boards' maps (only when {@link #maps}). */
    String mapType() {
        return ctx.types.of(pm.links().boardType).toString();
    }

    /** {@code BOARDS}, {@code boardName}, {@code boardMap} and {@code scenarioBoard}. */
    void members(Consumer<String> line) {
        List<String> names = pm.links().boards.stream().map(d -> d.name().text()).toList();
        String game = pm.game().name().text();
        line.accept("");
        line.accept("/** The maps the game may be played on, by name; a record without a {@code board} line is on the first. */");
        line.accept("public static final List<String> BOARDS = List.of(" + String.join(", ",
                names.stream().map(JavaText::literal).toList()) + ");");
        line.accept("");
        line.accept("/** {@return the board of that name, null standing for the first} */");
        line.accept("public static String boardName(String board) {");
        line.accept("    if (board == null) {");
        line.accept("        return BOARDS.isEmpty() ? null : BOARDS.get(0);");
        line.accept("    }");
        line.accept("    if (!BOARDS.contains(board)) {");
        line.accept("        throw new IllegalArgumentException(\"`\" + board + \"` is not a board of game \" + "
                + JavaText.literal(game) + " + (BOARDS.isEmpty() ? \" (it names none)\" : \" (\" + String.join(\", \", BOARDS) + \")\"));");
        line.accept("    }");
        line.accept("    return board;");
        line.accept("}");
        if (maps()) {
            line.accept("");
            line.accept("/** {@return the map of that name (null: the first): what {@code board} reads in the game's rules} */");
            line.accept("public static " + mapType() + " boardMap(String board) {");
            line.accept("    return switch (boardName(board)) {");
            for (Decl d : pm.links().boards) {
                line.accept("        case " + JavaText.literal(d.name().text()) + " -> " + ctx.owner(d).simpleName() + "."
                        + JavaNames.member(d.name().text()) + "();");
            }
            line.accept("        default -> throw new IllegalArgumentException(board);");
            line.accept("    };");
            line.accept("}");
            boolean squares = pm.links().boards.get(0) instanceof Decl.SquareMap;
            String place = squares ? "org.rulesc.runtime.SquareGrid.Square" : "HexGrid.Hex";
            line.accept("");
            line.accept("/** Each board's places (squares row by row, hexes column by column), listed once. */");
            line.accept("private static final List<List<" + place + ">> BOARD_PLACES = BOARDS.stream().map(b -> boardMap(b)."
                    + (squares ? "squares()" : "hexes()") + ").toList();");
        }
        line.accept("");
        line.accept("/** {@return the board scenario {@code title} is set on (null: the game has none)} */");
        line.accept("public static String scenarioBoard(String title) {");
        if (pm.game().play().scenarios().isEmpty()) { // a switch with only a default does not compile
            line.accept("    throw new IllegalArgumentException(\"no scenario \" + title);");
            line.accept("}");
            return;
        }
        line.accept("    return switch (title) {");
        for (Play.Scenario sc : pm.game().play().scenarios()) {
            String board = sc.map() != null ? sc.map().text() : names.isEmpty() ? null : names.get(0);
            line.accept("        case " + JavaText.literal(sc.title()) + " -> " + (board == null ? "null" : JavaText.literal(board)) + ";");
        }
        line.accept("        default -> throw new IllegalArgumentException(\"no scenario \" + title);");
        line.accept("    };");
        line.accept("}");
    }
}
