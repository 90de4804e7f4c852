package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.runtime.RecordScanner;
import org.rulesc.runtime.RecordSyntaxError;
import org.rulesc.runtime.SquareGrid;
import org.rulesc.runtime.SquareMap;

/**
 * Games on a square board: a position is a square, written {@code (x,y)} in records, and the
 * choices of a {@code within} parameter are the board's squares in row-major order (by row, then
 * by column), the order the generated game uses too, so that both back ends sample alike.
 */
final class GameSquares {
    private GameSquares() {}

    /** The square a record's label names, or null when it names none. */
    static SquareGrid.Square parse(String label) {
        try {
            RecordScanner s = new RecordScanner("position", label);
            SquareGrid.Square sq = s.square("position");
            s.end();
            return sq;
        } catch (RecordSyntaxError notASquare) {
            return null;
        }
    }

    /** Every square of the board, row by row. */
    static List<SquareGrid.Square> squares(SquareMap<?, ?> board) {
        List<SquareGrid.Square> out = new ArrayList<>();
        for (int y = board.first().row(); y <= board.last().row(); y++) {
            for (int x = board.first().col(); x <= board.last().col(); x++) {
                out.add(SquareGrid.Square.of(x, y));
            }
        }
        return List.copyOf(out);
    }
}
