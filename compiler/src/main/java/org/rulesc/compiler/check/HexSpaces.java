package org.rulesc.compiler.check;

import java.util.Locale;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexLabels;

/** The header's hex space ({@code space hex} + {@code hexes "CCRR" even_columns_down}) and hex labels. */
public final class HexSpaces {
    private HexSpaces() {}

    /** The label scheme of a rulebook with a valid hex space, else null. */
    public static HexLabels.Scheme scheme(Rulebook rb) {
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
    public static HexGrid.Offset layout(Rulebook rb) {
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

    /** Validates the header: a hex space needs a label scheme and layout, and only a hex space has one. */
    static void header(Rulebook rb, Reporter reporter) {
        boolean hexSpace = rb.space() != null && rb.space().text().equals("hex");
        if (hexSpace && rb.hexes() == null) {
            reporter.error(rb.space().span(), "a hex space needs its labels and layout",
                    "add `hexes \"CCRR\" even_columns_down` (or odd_columns_down) to the header");
        }
        if (rb.hexes() == null) {
            return;
        }
        if (!hexSpace) {
            reporter.error(rb.hexes().schemeSpan(), "`hexes` describes a hex map, but the space is not hex",
                    "write `space hex` in the header");
        }
        if (scheme(rb) == null) {
            reporter.error(rb.hexes().schemeSpan(), "unknown hex label scheme \"" + rb.hexes().scheme() + "\"",
                    "a run of C (column digits) and a run of R (row digits), like \"CCRR\" or \"RRCC\"");
        }
        if (layout(rb) == null) {
            reporter.error(rb.hexes().layout().span(), "unknown hex layout `" + rb.hexes().layout().text() + "`",
                    "odd_columns_down (odd-numbered columns sit half a hex lower) or even_columns_down");
        }
    }

    /** Reports a hex feature used without a hex space; true when the space is usable. */
    static boolean require(Model model, Reporter reporter, Span where, String what) {
        if (scheme(model.rulebook) != null && layout(model.rulebook) != null) {
            return true;
        }
        if (model.rulebook.hexes() == null) {
            reporter.error(where, what + " needs a hex map",
                    "add `space hex` and `hexes \"CCRR\" even_columns_down` to the header");
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
            reporter.error(where, "`" + label + "` is not a hex label: labels are " + scheme.pattern().length()
                    + " digits " + scheme.pattern(), "write it as on the map, e.g. hex\""
                    + scheme.format(HexGrid.Hex.of(7, 7)) + "\"");
            return null;
        }
        return scheme.parse(label);
    }
}
