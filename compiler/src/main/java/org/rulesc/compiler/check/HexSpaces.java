package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Spaces;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexLabels;

/** The header's hex space ({@code space hex} + {@code hexes "CCRR" even_columns_down}) and hex labels. */
final class HexSpaces {
    private HexSpaces() {}

    /** The label scheme of a rulebook with a valid hex space, else null. */
    static HexLabels.Scheme scheme(Rulebook rb) {
        return Spaces.hexLabels(rb);
    }

    /** The offset layout of a rulebook with a valid hex space, else null. */
    static HexGrid.Offset layout(Rulebook rb) {
        return Spaces.hexLayout(rb);
    }

    /** Validates the header: a hex space needs a label scheme and layout, and only a hex space has one. */
    static void header(Rulebook rb, Reporter reporter) {
        boolean hexSpace = rb.space() != null && rb.space().text().equals("hex");
        if (hexSpace && rb.hexes() == null) {
            reporter.report(Code.HEX_SPACE_WITHOUT_LAYOUT, rb.space().span());
        }
        if (rb.hexes() == null) {
            return;
        }
        if (!hexSpace) {
            reporter.report(Code.HEXES_WITHOUT_HEX_SPACE, rb.hexes().schemeSpan());
        }
        if (scheme(rb) == null) {
            reporter.report(Code.UNKNOWN_HEX_LABEL_SCHEME, rb.hexes().schemeSpan(), rb.hexes().scheme());
        }
        if (layout(rb) == null) {
            reporter.report(Code.UNKNOWN_HEX_LAYOUT, rb.hexes().layout().span(), rb.hexes().layout().text());
        }
    }

    /** Reports a hex feature used without a hex space; true when the space is usable. */
    static boolean require(Model model, Reporter reporter, Span where, String what) {
        if (scheme(model.rulebook) != null && layout(model.rulebook) != null) {
            return true;
        }
        if (model.rulebook.hexes() == null) {
            reporter.report(Code.NEEDS_HEX_MAP, where, what);
        }
        return false;
    }

    /** Checks a written label against the scheme; returns the hex or null after reporting. */
    static HexGrid.Hex label(Model model, Reporter reporter, String label, Span where) {
        if (!require(model, reporter, where, "hex\"" + label + "\"")) {
            return null;
        }
        HexLabels.Scheme scheme = scheme(model.rulebook);
        if (!scheme.matches(label)) {
            reporter.report(Code.BAD_HEX_LABEL, where, label, scheme.pattern().length(), scheme.pattern(),
                    scheme.format(HexGrid.Hex.of(7, 7)));
            return null;
        }
        return scheme.parse(label);
    }
}
