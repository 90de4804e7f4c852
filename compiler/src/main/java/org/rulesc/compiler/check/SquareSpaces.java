package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Spaces;
import org.rulesc.runtime.SquareGrid;

/** The header's square space: {@code space square4} (edges only) or {@code space square8} (edges and corners). */
final class SquareSpaces {
    private SquareSpaces() {}

    /** The adjacency of a rulebook whose space is square4 or square8, else null. */
    static SquareGrid.Adjacency adjacency(Rulebook rb) {
        return Spaces.squareAdjacency(rb);
    }

    static boolean isSquare(Model model) {
        return adjacency(model.rulebook) != null;
    }

    /** Reports a square feature used without a square space; true when the space is usable. */
    static boolean require(Model model, Reporter reporter, Span where, String what) {
        if (isSquare(model)) {
            return true;
        }
        reporter.report(Code.NEEDS_SQUARE_GRID, where, what);
        return false;
    }
}
