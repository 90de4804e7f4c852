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
 * @param board the hex or square map the game is played on (null: none named)
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
        /** The limit each {@code uses limit(key)} of an act counts against, per piece and key. */
        public final Map<Play.UsesKeyed, Decl.Limit> keyedLimits = new IdentityHashMap<>();
        /** The act each {@code must} says a piece owes. */
        public final Map<Play.Must, Play.Act> musts = new IdentityHashMap<>();
        /** The check each roll rolls. */
        public final Map<Play.Roll, Decl.Check> checks = new IdentityHashMap<>();
        /** The notation each write writes in. */
        public final Map<Play.Write, Decl.Notation> writes = new IdentityHashMap<>();
        /** The notations of the records: the acts' first (each act is its format of the same name). */
        public List<Decl.Notation> records = List.of();
        /**
         * Every map the game may be played on ({@code board a, b, c}), the first being the
         * {@code board} of the model; empty without a board. A game is played on one of them,
         * which its state names and its expressions read as {@code board}.
         */
        public List<Decl> boards = List.of();
        /** The type of {@code board} in the game's expressions, the boards' map type (null: no hex or square map). */
        public Type boardType;
        /** The game's own state ({@code state table { … }}) as a build type (null: the game has none). */
        public Decl.Build shared;
        /** The name the game's expressions read its own state by ({@code table}; null: none). */
        public String sharedName;
        /** The {@code set}s that change the game's own state rather than a piece's. */
        public final Set<Play.Set> sharedSets = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        /** The setup line's notation and format (null: none). */
        public Decl.Notation setupNotation;
        public Decl.Format setupFormat;
        /** Each {@code scenery}'s header format (in the setup notation), by the scenery's name, in order. */
        public final Map<String, Decl.Format> scenery = new LinkedHashMap<>();
        /**
         * Per result format (notation name + "." + format name): the fields that carry a die,
         * as the writes assign them from a roll's sum; a referee reads its dice from them.
         */
        public final Map<String, Set<String>> dieFields = new LinkedHashMap<>();
    }

    /**
     * What pieces stand on, as records write it: the places of the board, or, for a game without
     * a board, those of the {@link #position} field's type ({@code hex}, {@code square} or
     * {@code point}); null without a position.
     */
    public Type.Prim place() {
        if (board instanceof Decl.SquareMap) {
            return Type.Prim.SQUARE;
        } else if (board instanceof Decl.TableBoard) {
            return Type.Prim.POINT;
        } else if (board != null) {
            return Type.Prim.HEX;
        }
        for (Decl.BuildField f : piece.fields()) {
            if (f.name().text().equals(position) && f.type() instanceof org.rulesc.compiler.ast.TypeRef.Named n) {
                return switch (n.name().text()) {
                    case "square" -> Type.Prim.SQUARE;
                    case "point" -> Type.Prim.POINT;
                    case "hex" -> Type.Prim.HEX;
                    default -> null;
                };
            }
        }
        return null;
    }

    /** The notation the acts are written in, or null when the game has no records. */
    public Decl.Notation actionNotation() {
        return links.records.isEmpty() ? null : links.records.get(0);
    }
}
