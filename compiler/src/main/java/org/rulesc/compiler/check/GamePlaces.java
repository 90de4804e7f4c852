package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/**
 * Where a game's pieces stand: a hex on a hex map, a square on a square map. The board and the
 * piece's position field agree on it, and a record names a piece by its place's label.
 */
public final class GamePlaces {
    private GamePlaces() {}

    /** Whether a value of {@code t} can say where a piece stands. */
    public static boolean isPlace(Type t) {
        return t == Prim.HEX || t == Prim.SQUARE || t == Prim.POINT;
    }

    /** The kind of place of a game: a square for a square map as board, else a hex. */
    public static Prim of(PlayModel pm) {
        return pm.board() instanceof Decl.SquareMap ? Prim.SQUARE : pm.board() instanceof Decl.TableBoard ? Prim.POINT : Prim.HEX;
    }
}
