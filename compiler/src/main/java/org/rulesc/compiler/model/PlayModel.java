package org.rulesc.compiler.model;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;

/**
 * A checked {@code game}: what its names resolve to, worked out once by the checker so that the
 * back ends (the interpreter's {@code Games}, the referee) resolve nothing again.
 *
 * @param game the declaration
 * @param piece the piece's state as a build type: {@code side} first, then the declared fields, so
 *     that {@code target.hp} type-checks and evaluates like a build's field
 * @param sides the enum each piece's {@code side} is a member of
 * @param sequence the turn sequence
 * @param board the map the game is played on, a {@link Decl.HexMap} or a {@link Decl.SquareMap} (null: none named)
 * @param position the piece field that says where a piece stands (the first hex or square field; null: none)
 */
public record PlayModel(Decl.Game game, Decl.Build piece, Decl.Enum sides, Decl.Sequence sequence, Decl board,
        String position, Links links) {

    /** What each part of the game refers to, filled in as the checker goes. */
    public static final class Links {
        /** The action a phase must allow for each act. */
        public final Map<Play.Act, Decl.Action> actions = new IdentityHashMap<>();
        /** The limit each use of an act counts against. */
        public final Map<Play.Act, Decl.Limit> limits = new IdentityHashMap<>();
        /** The check each roll rolls. */
        public final Map<Play.Roll, Decl.Check> checks = new IdentityHashMap<>();
        /** The notation each write writes in. */
        public final Map<Play.Write, Decl.Notation> writes = new IdentityHashMap<>();
        /** The notations of the records: the acts' first (each act is its format of the same name). */
        public List<Decl.Notation> records = List.of();
        /** The setup line's notation and format (null: none). */
        public Decl.Notation setupNotation;
        public Decl.Format setupFormat;
        /**
         * Per result format (notation name + "." + format name): the fields that carry a die,
         * as the writes assign them from a roll's sum; a referee reads its dice from them.
         */
        public final Map<String, Set<String>> dieFields = new LinkedHashMap<>();
    }

    /** Whether pieces stand on squares (a square board, or a square position field) rather than hexes. */
    public boolean onSquares() {
        return board instanceof Decl.SquareMap;
    }

    /** The notation the acts are written in, or null when the game has no records. */
    public Decl.Notation actionNotation() {
        return links.records.isEmpty() ? null : links.records.get(0);
    }
}
