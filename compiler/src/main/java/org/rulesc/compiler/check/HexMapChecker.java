package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;

/** A hex map: its terrain enum, its area, and every listed hex on it once. */
final class HexMapChecker {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;

    HexMapChecker(Model model, Reporter reporter, ExprChecker exprs) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void check(Decl.HexMap m) {
        Type terrain = exprs.resolve(new org.rulesc.compiler.ast.TypeRef.Named(m.terrain()));
        if (!HexSpaces.require(model, reporter, m.name().span(), "map `" + m.name().text() + "`")) {
            return;
        }
        Decl.Enum en = terrain instanceof Type.EnumType e ? e.decl() : null;
        if (en != null) {
            model.declRefs.put(m.terrain(), en);
        }
        if (en == null && !(terrain instanceof Type.Error)) {
            reporter.report(Code.MAP_TERRAIN_TYPE, m.terrain().span(), terrain.show())
                    .hint("declare `enum Terrain { open, building }` and write `map " + m.name().text()
                            + ": Terrain {…}`");
        }
        if (m.first() == null) {
            reporter.report(Code.MAP_WITHOUT_AREA, m.name().span(), m.name().text())
                    .hint("add `area 0101..1612`: the corner hexes with the smallest and the largest column and row");
            return;
        }
        org.rulesc.runtime.HexGrid.Hex first = parsed(m.first());
        org.rulesc.runtime.HexGrid.Hex last = parsed(m.last());
        if (first != null && last != null && (first.col() > last.col() || first.row() > last.row())) {
            reporter.report(Code.EMPTY_AREA, m.last().span(), m.first().text(), m.last().text())
                    .hint("write the corner with the smallest column and row first");
            first = null;
        }
        if (en != null && m.fallback() != null) {
            member(en, m.fallback());
        }
        java.util.Map<org.rulesc.runtime.HexGrid.Hex, Decl.HexLabel> seen = new java.util.HashMap<>();
        for (Decl.MapHexes group : m.groups()) {
            if (en != null) {
                member(en, group.terrain());
            }
            for (Decl.HexLabel label : group.hexes()) {
                org.rulesc.runtime.HexGrid.Hex h = parsed(label);
                if (h == null) {
                    continue;
                }
                if (first != null && last != null && (h.col() < first.col() || h.col() > last.col()
                        || h.row() < first.row() || h.row() > last.row())) {
                    reporter.report(Code.HEX_OUTSIDE_AREA, label.span(), label.text(), m.first().text(),
                            m.last().text(), m.name().text());
                }
                Decl.HexLabel previous = seen.putIfAbsent(h, label);
                if (previous != null) {
                    reporter.report(Code.DUPLICATE_HEX, label.span(), label.text(), previous.span().line())
                            .related(previous.span(), "the first " + label.text() + " is here");
                }
            }
        }
    }

    /** A label parsed once, here, and kept for the back ends ({@code Model.hex(Decl.HexLabel)}); null when invalid. */
    private org.rulesc.runtime.HexGrid.Hex parsed(Decl.HexLabel label) {
        org.rulesc.runtime.HexGrid.Hex h = HexSpaces.label(model, reporter, label.text(), label.span());
        if (h != null) {
            model.mapHexes.put(label, h);
        }
        return h;
    }

    private void member(Decl.Enum en, Name member) {
        if (en.members().stream().noneMatch(x -> x.name().text().equals(member.text()))) {
            reporter.report(Code.NOT_A_MEMBER, member.span(), member.text(), en.name().text())
                    .hint(Suggestions.didYouMean(member.text(),
                            en.members().stream().map(x -> x.name().text()).toList()));
        }
    }
}
