package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.SourceText;
import org.rulesc.compiler.model.Typed;

/**
 * A square map: a {@code SquareMap} constant built once, in the rulebook's maps class, and an
 * accessor on the main class named after the map. For a map of layers, each listed square gets one record with every layer (its
 * own values over the map's defaults over the layers' defaults); squares with equal records are
 * put together.
 */
final class SquareMapEmitter {
    private static final ClassName SQUARE_MAP = ClassName.get(EmitContext.RUNTIME, "SquareMap");
    private static final ClassName SQUARE = ClassName.get(EmitContext.RUNTIME, "SquareGrid", "Square");
    private static final ClassName EDGE = ClassName.get(EmitContext.RUNTIME, "SquareGrid", "Edge");

    private final EmitContext ctx;

    SquareMapEmitter(EmitContext ctx) {
        this.ctx = ctx;
    }

    /** The map's data on {@code maps} (the maps class, {@code mapsName}), its accessor on {@code type}. */
    void emit(Decl.SquareMap m, TypeSpec.Builder type, TypeSpec.Builder maps, ClassName mapsName) {
        Construct.SquareMap typed = ctx.construct(m, Construct.SquareMap.class);
        Decl terrain = typed.terrain();
        ClassName cell;
        ClassName edge;
        CodeBlock fallback;
        CodeBlock edgeFallback;
        // squares and edges grouped by their value, compared as text
        Map<String, CodeBlock> values = new LinkedHashMap<>();
        Map<String, List<CodeBlock>> cells = new LinkedHashMap<>();
        Map<String, List<CodeBlock>> edges = new LinkedHashMap<>();
        if (terrain instanceof Decl.Layers layers) {
            cell = LayersEmitter.cellType(ctx, layers);
            edge = LayersEmitter.edgeType(ctx, layers);
            Map<String, Typed> defaults = new LinkedHashMap<>();
            List<Typed> fallbacks = ctx.construct(layers, Construct.Layers.class).fallbacks();
            for (int i = 0; i < layers.layers().size(); i++) {
                defaults.put(layers.layers().get(i).name().text(), fallbacks.get(i));
            }
            for (int i = 0; i < m.defaults().size(); i++) {
                defaults.put(m.defaults().get(i).layer().text(), typed.defaults().get(i));
            }
            Map<String, Map<String, Typed>> bySquare = new LinkedHashMap<>();
            Map<String, Map<String, Typed>> byEdge = new LinkedHashMap<>();
            Map<String, CodeBlock> placeCode = new LinkedHashMap<>();
            for (int g = 0; g < m.groups().size(); g++) {
                Decl.MapSquares group = m.groups().get(g);
                Typed value = typed.values().get(g);
                for (Decl.Place place : group.places()) {
                    for (CodeBlock code : places(place)) {
                        String where = ExprEmitter.text(code);
                        placeCode.put(where, code);
                        (place.edge() ? byEdge : bySquare).computeIfAbsent(where, k -> new LinkedHashMap<>())
                                .put(group.layer().text(), value);
                    }
                }
            }
            fallback = record(cell, layers, false, defaults, Map.of());
            edgeFallback = LayersEmitter.hasEdges(layers) ? record(edge, layers, true, defaults, Map.of())
                    : CodeBlock.of("null");
            bySquare.forEach((where, layerValues) -> cells.computeIfAbsent(
                    key(values, record(cell, layers, false, defaults, layerValues)), k -> new ArrayList<>())
                    .add(placeCode.get(where)));
            byEdge.forEach((where, layerValues) -> edges.computeIfAbsent(
                    key(values, record(edge, layers, true, defaults, layerValues)), k -> new ArrayList<>())
                    .add(placeCode.get(where)));
        } else {
            Decl.Enum en = (Decl.Enum) terrain;
            cell = ctx.type(en);
            edge = ClassName.get(Void.class);
            fallback = CodeBlock.of("$T.$L", cell, JavaNames.constant(
                    m.fallback() != null ? m.fallback().text() : en.members().get(0).name().text()));
            edgeFallback = CodeBlock.of("null");
            for (int g = 0; g < m.groups().size(); g++) {
                Decl.MapSquares group = m.groups().get(g);
                String value = key(values, ctx.exprs.code(typed.values().get(g), ExprEnv.empty()));
                for (Decl.Place place : group.places()) {
                    cells.computeIfAbsent(value, k -> new ArrayList<>()).addAll(places(place));
                }
            }
        }
        TypeName mapType = ParameterizedTypeName.get(SQUARE_MAP, cell, edge);
        CodeBlock.Builder init = CodeBlock.builder().add(
                "$T.<$T, $T>builder($S,$W$T.of($L, $L),$W$T.of($L, $L),$W$L,$W$L)$>$>",
                SQUARE_MAP, cell, edge, m.name().text(), SQUARE, m.first().x(), m.first().y(), SQUARE, m.last().x(),
                m.last().y(), fallback, edgeFallback);
        cells.forEach((value, where) -> init.add("\n.put($L,$W$L)", values.get(value), ExprEmitter.args(where)));
        edges.forEach((value, where) -> init.add("\n.putEdge($L,$W$L)", values.get(value), ExprEmitter.args(where)));
        init.add("\n.build()$<$<");
        String constant = JavaNames.constant(m.name().text());
        maps.addField(FieldSpec.builder(mapType, constant, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The map {@code $L}.\n", Docs.escape(m.name().text())).initializer(init.build()).build());
        type.addMethod(MethodSpec.methodBuilder(JavaNames.member(m.name().text()))
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(mapType)
                .addJavadoc(Docs.of(m.label(), m.meta()))
                .addJavadoc("<p>Area $L..$L; squares and edges with terrain of their own:\n<ul>\n",
                        show(m.first()), show(m.last()))
                .addJavadoc(groups(m))
                .addJavadoc("</ul>\n@return the map, built once\n")
                .addStatement("return $T.$L", mapsName, constant)
                .build());
    }

    /** The text of a value, remembering its code. */
    private static String key(Map<String, CodeBlock> values, CodeBlock code) {
        String text = ExprEmitter.text(code);
        values.putIfAbsent(text, code);
        return text;
    }

    /** {@code new Terrain(…)} with every layer of one kind: the given values over the defaults. */
    private CodeBlock record(ClassName type, Decl.Layers layers, boolean edge, Map<String, Typed> defaults,
            Map<String, Typed> values) {
        List<CodeBlock> args = new ArrayList<>();
        for (Decl.Layer l : layers.layers()) {
            if (l.edge() == edge) {
                Typed value = values.getOrDefault(l.name().text(), defaults.get(l.name().text()));
                args.add(ctx.exprs.code(value, ExprEnv.empty()));
            }
        }
        return CodeBlock.of("new $T($L)", type, ExprEmitter.args(args));
    }

    /** Java for the squares of a place (a rectangle row by row), or for its edge. */
    private static List<CodeBlock> places(Decl.Place place) {
        Decl.SquareRef a = place.first();
        if (place.edge()) {
            Decl.SquareRef b = place.last();
            return List.of(CodeBlock.of("$T.between($L,$W$L)", EDGE, square(a.x(), a.y()), square(b.x(), b.y())));
        }
        Decl.SquareRef b = place.last() == null ? a : place.last();
        List<CodeBlock> out = new ArrayList<>();
        for (int y = a.y(); y <= b.y(); y++) {
            for (int x = a.x(); x <= b.x(); x++) {
                out.add(square(x, y));
            }
        }
        return out;
    }

    private static CodeBlock square(int x, int y) {
        return CodeBlock.of("$T.of($L, $L)", SQUARE, x, y);
    }

    private static String show(Decl.SquareRef s) {
        return "(" + s.x() + ", " + s.y() + ")";
    }

    private String groups(Decl.SquareMap m) {
        StringBuilder out = new StringBuilder();
        for (Decl.LayerDefault d : m.defaults()) {
            out.append("<li>default ").append(Docs.escape(d.layer().text())).append(": ")
                    .append(Docs.escape(SourceText.text(ctx.model, d.value()))).append("\n");
        }
        for (Decl.MapSquares g : m.groups()) {
            out.append("<li>").append(g.layer() == null ? "" : Docs.escape(g.layer().text()) + " ")
                    .append(Docs.escape(SourceText.text(ctx.model, g.value()))).append(": ")
                    .append(Docs.escape(String.join(", ", g.places().stream().map(SquareMapEmitter::show).toList())));
            if (!g.meta().citations().isEmpty()) {
                out.append(" (Rule ").append(Docs.citations(g.meta())).append(")");
            }
            if (g.meta().isHouse()) {
                out.append(" (house value: ").append(Docs.escape(String.join("; ", g.meta().house()))).append(")");
            }
            out.append("\n");
        }
        return out.toString();
    }

    private static String show(Decl.Place p) {
        return show(p.first()) + (p.last() == null ? "" : (p.edge() ? "-" : "..") + show(p.last()));
    }
}
