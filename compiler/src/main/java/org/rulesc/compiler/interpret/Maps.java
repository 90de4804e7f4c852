package org.rulesc.compiler.interpret;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexMap;
import org.rulesc.runtime.SquareGrid.Edge;
import org.rulesc.runtime.SquareGrid.Square;
import org.rulesc.runtime.SquareMap;

/**
 * A rulebook's {@code map} declarations as the runtime's {@link HexMap} and {@link SquareMap},
 * the same classes generated engines build; a layered square's data is a {@link Values.RecordValue}
 * with every layer (its own value over the map's default over the layer's default).
 */
final class Maps {
    private Maps() {}

    static HexMap<Values.EnumValue> hexMap(Interpreter in, Decl.HexMap m) {
        org.rulesc.compiler.model.Construct.HexMap resolved =
                in.model.construct(m, org.rulesc.compiler.model.Construct.HexMap.class);
        Decl.Enum terrain = resolved.terrain();
        HexMap.Builder<Values.EnumValue> map = HexMap.builder(m.name().text(), in.grid, resolved.first(), resolved.last(),
                in.member(terrain, resolved.fallback()));
        for (org.rulesc.compiler.model.Construct.HexMap.Cells group : resolved.cells()) {
            map.put(in.member(terrain, group.terrain()), group.hexes().toArray(HexGrid.Hex[]::new));
        }
        return map.build();
    }

    static SquareMap<Object, Object> squareMap(Interpreter in, Decl.SquareMap m) {
        Decl terrain = in.model.decl(m.terrain(), Decl.class);
        Construct.SquareMap typed = in.model.construct(m, Construct.SquareMap.class);
        Square first = Square.of(m.first().x(), m.first().y());
        Square last = Square.of(m.last().x(), m.last().y());
        if (terrain instanceof Decl.Enum en) {
            String fallback = m.fallback() != null ? m.fallback().text() : en.members().get(0).name().text();
            SquareMap.Builder<Object, Object> map = SquareMap.builder(m.name().text(), first, last,
                    in.member(en, fallback), null);
            for (int g = 0; g < m.groups().size(); g++) {
                Object value = in.eval(typed.values().get(g), Env.empty());
                for (Decl.Place place : m.groups().get(g).places()) {
                    map.put(value, squares(place));
                }
            }
            return map.build();
        }
        Decl.Layers layers = (Decl.Layers) terrain;
        Map<String, Typed> defaults = new LinkedHashMap<>();
        List<Typed> fallbacks = in.model.construct(layers, Construct.Layers.class).fallbacks();
        for (int i = 0; i < layers.layers().size(); i++) {
            defaults.put(layers.layers().get(i).name().text(), fallbacks.get(i));
        }
        for (int i = 0; i < m.defaults().size(); i++) {
            defaults.put(m.defaults().get(i).layer().text(), typed.defaults().get(i));
        }
        Map<Square, Map<String, Typed>> bySquare = new LinkedHashMap<>();
        Map<Edge, Map<String, Typed>> byEdge = new LinkedHashMap<>();
        for (int g = 0; g < m.groups().size(); g++) {
            Decl.MapSquares group = m.groups().get(g);
            Typed value = typed.values().get(g);
            for (Decl.Place place : group.places()) {
                if (place.edge()) {
                    byEdge.computeIfAbsent(edge(place), k -> new LinkedHashMap<>()).put(group.layer().text(), value);
                } else {
                    for (Square s : squares(place)) {
                        bySquare.computeIfAbsent(s, k -> new LinkedHashMap<>()).put(group.layer().text(), value);
                    }
                }
            }
        }
        boolean hasEdges = layers.layers().stream().anyMatch(Decl.Layer::edge);
        SquareMap.Builder<Object, Object> map = SquareMap.builder(m.name().text(), first, last,
                record(in, layers, false, defaults, Map.of()),
                hasEdges ? record(in, layers, true, defaults, Map.of()) : null);
        bySquare.forEach((s, values) -> map.put(record(in, layers, false, defaults, values), s));
        byEdge.forEach((e, values) -> map.putEdge(record(in, layers, true, defaults, values), e));
        return map.build();
    }

    private static Values.RecordValue record(Interpreter in, Decl.Layers layers, boolean edge, Map<String, Typed> defaults,
            Map<String, Typed> values) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (Decl.Layer l : layers.layers()) {
            if (l.edge() == edge) {
                Typed value = values.getOrDefault(l.name().text(), defaults.get(l.name().text()));
                fields.put(l.name().text(), in.eval(value, Env.empty()));
            }
        }
        return new Values.RecordValue(layers.name().text() + (edge ? "Edge" : ""), fields);
    }

    private static Square[] squares(Decl.Place place) {
        Decl.SquareRef a = place.first();
        Decl.SquareRef b = place.last() == null ? a : place.last();
        java.util.List<Square> out = new java.util.ArrayList<>();
        for (int y = a.y(); y <= b.y(); y++) {
            for (int x = a.x(); x <= b.x(); x++) {
                out.add(Square.of(x, y));
            }
        }
        return out.toArray(Square[]::new);
    }

    private static Edge edge(Decl.Place place) {
        return Edge.between(Square.of(place.first().x(), place.first().y()),
                Square.of(place.last().x(), place.last().y()));
    }
}
