package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;
import org.rulesc.runtime.SquareGrid.Edge;
import org.rulesc.runtime.SquareGrid.Square;

/**
 * A square map: its terrain is an enum or a {@code layers} declaration, its area is two corner
 * squares, and every listed square or edge lies on it, belongs to the right kind of layer, and is
 * listed once per layer; and the {@code layers} declarations themselves.
 */
final class SquareMapChecker {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;
    private final Usage usage;

    SquareMapChecker(Model model, Reporter reporter, ExprChecker exprs, Usage usage) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
        this.usage = usage;
    }

    /** A {@code layers} declaration: the data each square (or edge) of a square map carries. */
    void layers(Decl.Layers l) {
        DeclChecker.unique(reporter, l.layers().stream().map(Decl.Layer::name).toList(), "layer");
        if (l.layers().isEmpty()) {
            reporter.report(Code.LAYERS_WITHOUT_LAYERS, l.name().span(), l.name().text());
        }
        for (Decl.Layer layer : l.layers()) {
            Type t = exprs.resolve(layer.type());
            if (!(t instanceof Type.EnumType || t == Prim.INT || t == Prim.BOOL || t instanceof Type.Error)) {
                reporter.report(Code.LAYER_TYPE, layer.type().span(), t.show());
                continue;
            }
            exprs.expect(layer.fallback(), Scope.root(), t, "the default of layer `" + layer.name().text() + "`");
        }
    }

    void check(Decl.SquareMap m) {
        Decl terrain = model.symbols.lookup(m.terrain().text());
        usage.use(terrain);
        if (terrain instanceof Decl.Enum || terrain instanceof Decl.Layers) {
            model.declRefs.put(m.terrain(), terrain);
        }
        if (!SquareSpaces.require(model, reporter, m.name().span(), "square map `" + m.name().text() + "`")) {
            return;
        }
        Decl.Enum en = terrain instanceof Decl.Enum e ? e : null;
        Decl.Layers layers = terrain instanceof Decl.Layers l ? l : null;
        if (en == null && layers == null) {
            List<String> candidates = new ArrayList<>();
            model.symbols.named.forEach((n, d) -> {
                if (d instanceof Decl.Enum || d instanceof Decl.Layers) {
                    candidates.add(n);
                }
            });
            Code code = terrain == null ? Code.UNKNOWN_TERRAIN : Code.SQUARE_MAP_TERRAIN_TYPE;
            reporter.report(code, m.terrain().span(), "`" + m.terrain().text() + "`")
                    .hint(Suggestions.didYouMean(m.terrain().text(), candidates));
        }
        if (m.first() == null) {
            reporter.report(Code.MAP_WITHOUT_AREA, m.name().span(), m.name().text())
                    .hint("add `area (0, 0)..(9, 7)`: the corner squares with the smallest and the largest x and y");
        } else if (m.first().x() > m.last().x() || m.first().y() > m.last().y()) {
            reporter.report(Code.EMPTY_AREA, m.last().span(), show(m.first()), show(m.last()))
                    .hint("write the corner with the smallest x and y first");
        }
        if (layers != null && m.fallback() != null) {
            reporter.report(Code.LAYERS_MAP_DEFAULT, m.fallback().span(), layers.name().text());
        }
        if (en != null) {
            if (m.fallback() != null) {
                member(en, m.fallback());
            }
            for (Decl.LayerDefault d : m.defaults()) {
                reporter.report(Code.ENUM_MAP_HAS_NO_LAYERS, d.layer().span(), en.name().text())
                        .hint("write `default " + en.members().get(0).name().text() + "`");
            }
        }
        Map<String, Decl.LayerDefault> defaults = new HashMap<>();
        if (layers != null) {
            for (Decl.LayerDefault d : m.defaults()) {
                Decl.Layer layer = layer(layers, d.layer());
                if (layer == null) {
                    continue;
                }
                if (defaults.putIfAbsent(layer.name().text(), d) != null) {
                    reporter.report(Code.DUPLICATE_LAYER_DEFAULT, d.layer().span(), layer.name().text());
                }
                value(d.value(), exprs.resolveQuietly(layer.type()), "the default of layer `" + layer.name().text() + "`");
            }
        }
        Map<String, Map<Object, Decl.Place>> seen = new HashMap<>();
        for (Decl.MapSquares group : m.groups()) {
            Decl.Layer layer = null;
            if (en != null) {
                if (group.layer() != null) {
                    reporter.report(Code.ENUM_MAP_HAS_NO_LAYERS, group.layer().span(), en.name().text())
                            .hint("write the member alone: `" + en.members().get(0).name().text() + ": (2, 3)`");
                }
                value(group.value(), new Type.EnumType(en), "the terrain of these squares");
            } else if (layers != null) {
                if (group.layer() == null) {
                    reporter.report(Code.UNNAMED_LAYER, group.value().span(), layers.name().text(),
                            String.join(", ", layers.layers().stream()
                                    .map(l -> l.name().text()).toList()));
                } else {
                    layer = layer(layers, group.layer());
                }
                if (layer != null) {
                    value(group.value(), exprs.resolveQuietly(layer.type()),
                            "the value of layer `" + layer.name().text() + "`");
                }
            }
            String key = layer == null ? "" : layer.name().text();
            Map<Object, Decl.Place> places = seen.computeIfAbsent(key, k -> new HashMap<>());
            for (Decl.Place place : group.places()) {
                place(m, layer, place, places);
            }
        }
    }

    private void place(Decl.SquareMap m, Decl.Layer layer, Decl.Place place, Map<Object, Decl.Place> seen) {
        if (place.edge()) {
            if (layer != null && !layer.edge()) {
                reporter.report(Code.SQUARE_LAYER_ON_EDGE, place.span(), layer.name().text());
                return;
            }
            if (layer == null) {
                reporter.report(Code.EDGE_WITHOUT_EDGE_LAYER, place.span());
                return;
            }
            Square a = square(place.first());
            Square b = square(place.last());
            if (Math.abs(a.col() - b.col()) + Math.abs(a.row() - b.row()) != 1) {
                reporter.report(Code.EDGE_SQUARES_NOT_ADJACENT, place.span(), show(place.first()), show(place.last()));
                return;
            }
            onMap(m, place.first());
            onMap(m, place.last());
            twice(Edge.between(a, b).undirected(), place, "edge", seen);
            return;
        }
        if (layer != null && layer.edge()) {
            reporter.report(Code.EDGE_LAYER_ON_SQUARE, place.span(), layer.name().text());
            return;
        }
        Decl.SquareRef first = place.first();
        Decl.SquareRef last = place.last() == null ? first : place.last();
        if (first.x() > last.x() || first.y() > last.y()) {
            reporter.report(Code.EMPTY_RECTANGLE, place.span(), show(first), show(last));
            return;
        }
        if (!onMap(m, first) || !onMap(m, last)) {
            return;
        }
        for (int y = first.y(); y <= last.y(); y++) {
            for (int x = first.x(); x <= last.x(); x++) {
                if (!twice(Square.of(x, y), place, "square (" + x + ", " + y + ")", seen)) {
                    return;
                }
            }
        }
    }

    /** Reports a square or edge listed twice for the same layer; false when it was. */
    private boolean twice(Object key, Decl.Place place, String what, Map<Object, Decl.Place> seen) {
        Decl.Place previous = seen.putIfAbsent(key, place);
        if (previous != null) {
            reporter.report(Code.DUPLICATE_PLACE, place.span(), what.equals("edge") ? "this edge" : what,
                    previous.span().line())
                    .related(previous.span(), "listed first here");
            return false;
        }
        return true;
    }

    private boolean onMap(Decl.SquareMap m, Decl.SquareRef s) {
        if (m.first() == null || m.first().x() > m.last().x() || m.first().y() > m.last().y()) {
            return true;
        }
        if (s.x() < m.first().x() || s.x() > m.last().x() || s.y() < m.first().y() || s.y() > m.last().y()) {
            reporter.report(Code.SQUARE_OUTSIDE_AREA, s.span(), show(s), show(m.first()), show(m.last()),
                    m.name().text());
            return false;
        }
        return true;
    }

    private Decl.Layer layer(Decl.Layers layers, Name name) {
        for (Decl.Layer l : layers.layers()) {
            if (l.name().text().equals(name.text())) {
                return l;
            }
        }
        reporter.report(Code.UNKNOWN_LAYER, name.span(), layers.name().text(), name.text())
                .hint(Suggestions.didYouMean(name.text(), layers.layers().stream().map(l -> l.name().text()).toList()));
        return null;
    }

    /** A written value of a layer: a misspelt member is named as such, with the members to choose from. */
    private void value(org.rulesc.compiler.ast.Expr value, Type type, String what) {
        if (type instanceof Type.EnumType e && value instanceof org.rulesc.compiler.ast.Expr.NameRef n
                && e.decl().members().stream().noneMatch(x -> x.name().text().equals(n.name().text()))) {
            member(e.decl(), n.name());
            return;
        }
        exprs.expect(value, Scope.root(), type, what);
    }

    private void member(Decl.Enum en, Name member) {
        if (en.members().stream().noneMatch(x -> x.name().text().equals(member.text()))) {
            reporter.report(Code.NOT_A_MEMBER, member.span(), member.text(), en.name().text())
                    .hint(Suggestions.didYouMean(member.text(),
                            en.members().stream().map(x -> x.name().text()).toList()));
        }
    }

    private static Square square(Decl.SquareRef s) {
        return Square.of(s.x(), s.y());
    }

    static String show(Decl.SquareRef s) {
        return "(" + s.x() + ", " + s.y() + ")";
    }
}
