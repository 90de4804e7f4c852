package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
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
            reporter.error(l.name().span(), "layers `" + l.name().text() + "` has no layers",
                    "add one per kind of data a square carries, like `ground: Ground = flat`");
        }
        for (Decl.Layer layer : l.layers()) {
            Type t = exprs.resolve(layer.type());
            if (!(t instanceof Type.EnumType || t == Prim.INT || t == Prim.BOOL || t instanceof Type.Error)) {
                reporter.error(layer.type().span(), "a layer holds an enum, an int or a bool, not " + t.show(), null);
                continue;
            }
            exprs.expect(layer.fallback(), Scope.root(), t, "the default of layer `" + layer.name().text() + "`");
        }
    }

    void check(Decl.SquareMap m) {
        Decl terrain = model.symbols.lookup(m.terrain().text());
        usage.use(terrain);
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
            reporter.error(m.terrain().span(), terrain == null ? "unknown terrain `" + m.terrain().text() + "`"
                    : "a square map's terrain is an enum or a `layers` declaration, not `" + m.terrain().text() + "`",
                    Words.hintOr(Suggestions.didYouMean(m.terrain().text(), candidates),
                            "declare `layers Terrain { ground: Ground = flat }` or an enum"));
        }
        if (m.first() == null) {
            reporter.error(m.name().span(), "map `" + m.name().text() + "` has no area",
                    "add `area (0, 0)..(9, 7)`: the corner squares with the smallest and the largest x and y");
        } else if (m.first().x() > m.last().x() || m.first().y() > m.last().y()) {
            reporter.error(m.last().span(), "area " + show(m.first()) + ".." + show(m.last()) + " is empty",
                    "write the corner with the smallest x and y first");
        }
        if (layers != null && m.fallback() != null) {
            reporter.error(m.fallback().span(), "a map of `" + layers.name().text() + "` takes a default per layer",
                    "write `default <layer> <value>`, like `default ground paved`");
        }
        if (en != null) {
            if (m.fallback() != null) {
                member(en, m.fallback());
            }
            for (Decl.LayerDefault d : m.defaults()) {
                reporter.error(d.layer().span(), "a map of the enum `" + en.name().text() + "` has no layers",
                        "write `default " + en.members().get(0).name().text() + "`");
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
                    reporter.error(d.layer().span(), "layer `" + layer.name().text() + "` has two defaults on this map",
                            null);
                }
                value(d.value(), exprs.resolveQuietly(layer.type()), "the default of layer `" + layer.name().text() + "`");
            }
        }
        Map<String, Map<Object, Decl.Place>> seen = new HashMap<>();
        for (Decl.MapSquares group : m.groups()) {
            Decl.Layer layer = null;
            if (en != null) {
                if (group.layer() != null) {
                    reporter.error(group.layer().span(), "a map of the enum `" + en.name().text() + "` has no layers",
                            "write the member alone: `" + en.members().get(0).name().text() + ": (2, 3)`");
                }
                value(group.value(), new Type.EnumType(en), "the terrain of these squares");
            } else if (layers != null) {
                if (group.layer() == null) {
                    reporter.error(group.value().span(), "name the layer these squares set",
                            "layers of `" + layers.name().text() + "`: " + String.join(", ", layers.layers().stream()
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
                reporter.error(place.span(), "layer `" + layer.name().text() + "` belongs to squares, not edges",
                        "write squares: (3, 2), or a rectangle (3, 2)..(5, 4)");
                return;
            }
            if (layer == null) {
                reporter.error(place.span(), "an edge needs an `edge` layer", "only `layers` maps have edge data");
                return;
            }
            Square a = square(place.first());
            Square b = square(place.last());
            if (Math.abs(a.col() - b.col()) + Math.abs(a.row() - b.row()) != 1) {
                reporter.error(place.span(), show(place.first()) + " and " + show(place.last())
                        + " do not share a side", "an edge joins two squares next to each other, like (3, 2)-(4, 2)");
                return;
            }
            onMap(m, place.first());
            onMap(m, place.last());
            twice(Edge.between(a, b).undirected(), place, "edge", seen);
            return;
        }
        if (layer != null && layer.edge()) {
            reporter.error(place.span(), "layer `" + layer.name().text() + "` belongs to edges, not squares",
                    "write an edge as the two squares it joins: (3, 2)-(4, 2)");
            return;
        }
        Decl.SquareRef first = place.first();
        Decl.SquareRef last = place.last() == null ? first : place.last();
        if (first.x() > last.x() || first.y() > last.y()) {
            reporter.error(place.span(), "rectangle " + show(first) + ".." + show(last) + " is empty",
                    "write the corner with the smallest x and y first");
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
            reporter.error(place.span(), (what.equals("edge") ? "this edge" : what) + " is listed twice",
                    "the first is at line " + previous.span().line() + "; a place has one value per layer");
            return false;
        }
        return true;
    }

    private boolean onMap(Decl.SquareMap m, Decl.SquareRef s) {
        if (m.first() == null || m.first().x() > m.last().x() || m.first().y() > m.last().y()) {
            return true;
        }
        if (s.x() < m.first().x() || s.x() > m.last().x() || s.y() < m.first().y() || s.y() > m.last().y()) {
            reporter.error(s.span(), "square " + show(s) + " is outside the area " + show(m.first()) + ".."
                    + show(m.last()) + " of map `" + m.name().text() + "`", null);
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
        reporter.error(name.span(), "`" + layers.name().text() + "` has no layer `" + name.text() + "`",
                Suggestions.didYouMean(name.text(), layers.layers().stream().map(l -> l.name().text()).toList()));
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
            reporter.error(member.span(), "`" + member.text() + "` is not a member of `" + en.name().text() + "`",
                    Suggestions.didYouMean(member.text(), en.members().stream().map(x -> x.name().text()).toList()));
        }
    }

    private static Square square(Decl.SquareRef s) {
        return Square.of(s.x(), s.y());
    }

    static String show(Decl.SquareRef s) {
        return "(" + s.x() + ", " + s.y() + ")";
    }
}
