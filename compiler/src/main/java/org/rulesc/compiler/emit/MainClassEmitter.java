package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.model.Spaces;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.runtime.HexGrid;

/**
 * The rulebook's main class: what it is, what it leaves out, and every constant, formula,
 * table and modifier sum as a static method.
 */
final class MainClassEmitter {
    private final EmitContext ctx;
    /** The maps' data: a package-private class beside the main class, which keeps the accessors. */
    private final ClassName mapsName;
    private final TypeSpec.Builder maps;
    private boolean anyMap;

    MainClassEmitter(EmitContext ctx) {
        this.ctx = ctx;
        this.mapsName = ClassName.get(ctx.model.javaPackage, ctx.mainClass + JavaNames.MAPS);
        this.maps = TypeSpec.classBuilder(mapsName).addModifiers(Modifier.FINAL)
                .addJavadoc("The maps of {@link $T}, each built once, when first used.\n", ctx.main())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    }

    /** The main class, and the class of its tables' data when it has tables. */
    List<TypeSpec> emit() {
        Rulebook rb = ctx.model.rulebook;
        TypeSpec.Builder type = TypeSpec.classBuilder(ctx.mainClass)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("$L $L: the rule engine generated from its rulebook.\n",
                        Docs.escape(rb.title()), Docs.escape(rb.version()))
                .addJavadoc(rb.source() == null ? "" : "<p>Source document: " + Docs.escape(rb.source()) + "\n");
        ClassName string = ClassName.get(String.class);
        type.addField(constant(string, "ID", CodeBlock.of("$S", rb.id().text()), "The rulebook id."));
        type.addField(constant(string, "TITLE", CodeBlock.of("$S", rb.title()), "The rule system's title."));
        type.addField(constant(string, "VERSION", CodeBlock.of("$S", rb.version()), "The rules' version."));
        type.addField(constant(string, "SOURCE", CodeBlock.of("$S", rb.source() == null ? "" : rb.source()),
                "The source document."));
        if (rb.defaultDieSides() != null) {
            type.addField(FieldSpec.builder(int.class, "DIE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$L", rb.defaultDieSides()).addJavadoc("Faces of the default die.\n").build());
        }
        HexGrid.Offset layout = Spaces.hexLayout(rb);
        if (layout != null) {
            ClassName grid = ClassName.get(EmitContext.RUNTIME, "HexGrid");
            ClassName labels = ClassName.get(EmitContext.RUNTIME, "HexLabels", "Scheme");
            type.addField(FieldSpec.builder(grid, "GRID", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .initializer("new $T($T.$L)", grid, grid.nestedClass("Offset"), layout.name())
                    .addJavadoc("The hex map's geometry: $L.\n", layout.name().toLowerCase(java.util.Locale.ROOT))
                    .build());
            type.addField(FieldSpec.builder(labels, "LABELS", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.of($S)", labels, rb.hexes().scheme())
                    .addJavadoc("How hexes are labelled on the map.\n").build());
        }
        org.rulesc.runtime.SquareGrid.Adjacency adjacency = Spaces.squareAdjacency(rb);
        if (adjacency != null) {
            ClassName adj = ClassName.get(EmitContext.RUNTIME, "SquareGrid", "Adjacency");
            type.addField(FieldSpec.builder(adj, "ADJACENCY", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.$L", adj, adjacency.name())
                    .addJavadoc(adjacency == org.rulesc.runtime.SquareGrid.Adjacency.FOUR_WAY
                            ? "Squares meet at their edges only: distance is Manhattan (a diagonal step costs 2).\n"
                            : "Squares meet at edges and corners: distance is Chebyshev (a diagonal step costs 1).\n")
                    .build());
        }
        CodeBlock.Builder omitted = CodeBlock.builder().add("$T.of($>$>", List.class);
        List<Decl.Omit> omits = ctx.model.all(Decl.Omit.class);
        for (int i = 0; i < omits.size(); i++) {
            Decl.Omit o = omits.get(i);
            omitted.add(i == 0 ? "\n$S" : ",\n$S", o.what() + " — " + o.reason());
        }
        omitted.add("$<$<)");
        type.addField(FieldSpec.builder(ParameterizedTypeName.get(List.class, String.class), "NOT_ENCODED",
                        Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .initializer(omitted.build())
                .addJavadoc("Rules of the document deliberately not encoded, each with the reason.\n").build());
        type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());

        TableEmitter tables = new TableEmitter(ctx);
        Target main = new Target(type, new ModifiersEmitter(ctx));
        java.util.Map<Decl.Part, Target> parts = new java.util.LinkedHashMap<>();
        for (Construct construct : ctx.model.constructs().values()) {
            Decl decl = construct.decl();
            Decl.Part part = ctx.model.partOf.get(decl);
            Target target = part == null ? main : parts.computeIfAbsent(part, this::partClass);
            type = target.type;
            ModifiersEmitter modifiers = target.modifiers;
            if (construct instanceof Construct.Constant k) {
                Decl.Const c = k.decl();
                type.addMethod(MethodSpec.methodBuilder(JavaNames.member(c.name().text()))
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(ctx.types.of(k.type()))
                        .addJavadoc(Docs.of(c.label(), c.meta()))
                        .addJavadoc("@return the value of {@code $L}\n", Docs.escape(c.name().text()))
                        .addStatement("return $L", ctx.exprs.code(k.value(), ExprEnv.empty()))
                        .build());
            } else if (construct instanceof Construct.Formula k) {
                Decl.Formula f = k.decl();
                type.addMethod(MethodSpec.methodBuilder(JavaNames.member(f.name().text()))
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(ctx.types.of(k.result()))
                        .addParameters(ctx.parameters(k.params()))
                        .addJavadoc(Docs.of(f.label(), f.meta()))
                        .addJavadoc(Docs.params(f.params()))
                        .addJavadoc("@return the value of {@code $L}\n", Docs.escape(f.name().text()))
                        .addCode(DomainChecks.of(f.name(), f.label(), f.params()))
                        .addStatement("return $L", ctx.exprs.code(k.body(), ctx.env(f.params())))
                        .build());
            } else if (decl instanceof Decl.Table t) {
                tables.emit(t, type);
            } else if (decl instanceof Decl.Modifiers m) {
                modifiers.emit(m, type);
            } else if (decl instanceof Decl.HexMap m) {
                map(m, type);
                anyMap = true;
            } else if (decl instanceof Decl.SquareMap m) {
                new SquareMapEmitter(ctx).emit(m, type, maps, mapsName);
                anyMap = true;
            }
        }
        List<TypeSpec> out = new java.util.ArrayList<>();
        for (Target target : concat(main, parts.values())) {
            if (target.modifiers.needsStrongest()) {
                target.type.addMethods(ModifiersEmitter.strongestHelpers());
            }
            out.add(target.type.build());
        }
        TypeSpec data = tables.tablesClass();
        if (data != null) {
            out.add(data);
        }
        if (anyMap) {
            out.add(maps.build());
        }
        return out;
    }

    /** A class that gets declarations' methods, with the modifiers emitter whose helper it may need. */
    private record Target(TypeSpec.Builder type, ModifiersEmitter modifiers) {}

    private static List<Target> concat(Target first, java.util.Collection<Target> rest) {
        List<Target> out = new java.util.ArrayList<>(List.of(first));
        out.addAll(rest);
        return out;
    }

    /** The class of a part's declarations: public, final, static methods only, like the main class. */
    private Target partClass(Decl.Part part) {
        TypeSpec.Builder type = TypeSpec.classBuilder(JavaNames.partClass(ctx.mainClass, part))
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("$L: the constants, formulas, tables, modifiers and maps of part {@code $L} of {@link $T}.\n",
                        Docs.escape(part.label() != null ? part.label() : part.name().text()),
                        Docs.escape(part.name().text()), ctx.main())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        return new Target(type, new ModifiersEmitter(ctx));
    }

    /** A hex map: a constant built once, in the maps class, and an accessor on the main class named after it. */
    private void map(Decl.HexMap m, TypeSpec.Builder type) {
        Construct.HexMap resolved = ctx.construct(m, Construct.HexMap.class);
        Decl.Enum terrain = resolved.terrain();
        ClassName terrainType = ctx.type(terrain);
        com.palantir.javapoet.TypeName mapType = ParameterizedTypeName.get(ClassName.get(EmitContext.RUNTIME, "HexMap"),
                terrainType);
        HexGrid.Hex first = resolved.first();
        HexGrid.Hex last = resolved.last();
        ClassName hex = ClassName.get(EmitContext.RUNTIME, "HexGrid", "Hex");
        CodeBlock.Builder init = CodeBlock.builder().add("$T.builder($S,$W$T.GRID,$W$T.of($L, $L),$W$T.of($L, $L),$W$T.$L)$>$>",
                ClassName.get(EmitContext.RUNTIME, "HexMap"), m.name().text(), ctx.main(), hex, first.col(), first.row(), hex,
                last.col(), last.row(), terrainType, JavaNames.constant(resolved.fallback()));
        for (Construct.HexMap.Cells group : resolved.cells()) {
            init.add("\n.put($T.$L", terrainType, JavaNames.constant(group.terrain()));
            for (HexGrid.Hex h : group.hexes()) {
                init.add(",$W$T.of($L, $L)", hex, h.col(), h.row());
            }
            init.add(")");
        }
        init.add("\n.build()$<$<");
        String constant = JavaNames.constant(m.name().text());
        maps.addField(FieldSpec.builder(mapType, constant, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The map {@code $L}.\n", Docs.escape(m.name().text())).initializer(init.build()).build());
        type.addMethod(MethodSpec.methodBuilder(JavaNames.member(m.name().text()))
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(mapType)
                .addJavadoc(Docs.of(m.label(), m.meta()))
                .addJavadoc("<p>Area $L..$L; terrain other than $L:\n<ul>\n", m.first().text(), m.last().text(),
                        resolved.fallback())
                .addJavadoc(groups(m))
                .addJavadoc("</ul>\n@return the map, built once\n")
                .addStatement("return $T.$L", mapsName, constant)
                .build());
    }

    private static String groups(Decl.HexMap m) {
        StringBuilder out = new StringBuilder();
        for (Decl.MapHexes g : m.groups()) {
            out.append("<li>").append(Docs.escape(g.terrain().text())).append(": ")
                    .append(String.join(", ", g.hexes().stream().map(Decl.HexLabel::text).toList()));
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

    private static FieldSpec constant(ClassName type, String name, CodeBlock value, String doc) {
        return FieldSpec.builder(type, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .initializer(value).addJavadoc(doc + "\n").build();
    }
}
