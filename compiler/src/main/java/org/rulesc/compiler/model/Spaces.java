package org.rulesc.compiler.model;

import java.util.Locale;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexLabels;
import org.rulesc.runtime.SquareGrid;

/**
 * The rulebook header's space, as the runtime's values: the hex label scheme and offset layout
 * of {@code space hex} + {@code hexes "CCRR" even_columns_down}, the adjacency of
 * {@code space square4}/{@code square8}. The checker validates the header (and reports a bad
 * one); the back ends read these.
 */
public final class Spaces {
    private Spaces() {}

    /** The label scheme of a rulebook with a valid hex space, else null. */
    public static HexLabels.Scheme hexLabels(Rulebook rb) {
        if (rb.hexes() == null) {
            return null;
        }
        try {
            return HexLabels.Scheme.of(rb.hexes().scheme());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The offset layout of a rulebook with a valid hex space, else null. */
    public static HexGrid.Offset hexLayout(Rulebook rb) {
        if (rb.hexes() == null) {
            return null;
        }
        for (HexGrid.Offset o : HexGrid.Offset.values()) {
            if (o.name().toLowerCase(Locale.ROOT).equals(rb.hexes().layout().text())) {
                return o;
            }
        }
        return null;
    }

    /** The adjacency of a rulebook whose space is square4 or square8, else null. */
    public static SquareGrid.Adjacency squareAdjacency(Rulebook rb) {
        if (rb.space() == null) {
            return null;
        }
        return switch (rb.space().text()) {
            case "square4" -> SquareGrid.Adjacency.FOUR_WAY;
            case "square8" -> SquareGrid.Adjacency.EIGHT_WAY;
            default -> null;
        };
    }
}
