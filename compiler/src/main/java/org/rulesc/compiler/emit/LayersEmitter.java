package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;

/**
 * A {@code layers} declaration as records: {@code Terrain} with one component per square layer
 * and, when it has edge layers, {@code TerrainEdge} with one per edge layer; each has a {@code
 * DEFAULT} built from the layers' defaults.
 */
final class LayersEmitter {
    private final EmitContext ctx;
    private final Decl.Layers layers;

    LayersEmitter(EmitContext ctx, Decl.Layers layers) {
        this.ctx = ctx;
        this.layers = layers;
    }

    static boolean hasEdges(Decl.Layers layers) {
        return layers.layers().stream().anyMatch(Decl.Layer::edge);
    }

    /** The record of one square's data. */
    static ClassName cellType(EmitContext ctx, Decl.Layers layers) {
        return ctx.type(layers);
    }

    /** The record of one edge's data, or {@code Void} when there are no edge layers. */
    static ClassName edgeType(EmitContext ctx, Decl.Layers layers) {
        return hasEdges(layers) ? ClassName.get(ctx.model.javaPackage, JavaNames.declaredType(layers.name().text()) + JavaNames.EDGE) : ClassName.get(Void.class);
    }

    List<TypeSpec> emit() {
        List<TypeSpec> out = new ArrayList<>();
        out.add(record(cellType(ctx, layers), false, Docs.of(layers.label(), layers.meta())
                + "<p>What one square of a map carries, one component per layer.\n"));
        if (hasEdges(layers)) {
            out.add(record(edgeType(ctx, layers), true, "What one edge (between two squares) of a map of {@link "
                    + JavaNames.declaredType(layers.name().text()) + "} carries, one component per edge layer.\n"));
        }
        return out;
    }

    private TypeSpec record(ClassName name, boolean edge, String doc) {
        MethodSpec.Builder components = MethodSpec.constructorBuilder();
        CodeBlock.Builder defaults = CodeBlock.builder().add("new $T(", name);
        StringBuilder javadoc = new StringBuilder(doc);
        boolean first = true;
        Construct.Layers construct = ctx.construct(layers, Construct.Layers.class);
        List<Construct.Field> typed = construct.layers();
        for (int i = 0; i < layers.layers().size(); i++) {
            Decl.Layer layer = layers.layers().get(i);
            if (layer.edge() != edge) {
                continue;
            }
            String member = JavaNames.member(layer.name().text());
            components.addParameter(ctx.types.of(typed.get(i).type()), member);
            defaults.add(first ? "$L" : ",$W$L", ctx.exprs.code(construct.fallbacks().get(i), ExprEnv.empty()));
            first = false;
            javadoc.append("@param ").append(member).append(" ")
                    .append(Docs.of(layer.label() == null ? layer.name().text() : layer.label(), layer.meta())
                            .replace("\n", " ").trim())
                    .append("\n");
        }
        defaults.add(")");
        return TypeSpec.recordBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(javadoc.toString())
                .recordConstructor(components.build())
                .addMethods(JavaTypes.copyingLists(components.build()))
                .addField(FieldSpec.builder(name, "DEFAULT", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .initializer(defaults.build())
                        .addJavadoc("Every layer at its default.\n").build())
                .build();
    }
}
