package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Rulebook;

/**
 * The rulebook's main class: what it is, what it leaves out, and every constant, formula,
 * table and modifier sum as a static method.
 */
final class MainClassEmitter {
    private final EmitContext ctx;

    MainClassEmitter(EmitContext ctx) {
        this.ctx = ctx;
    }

    TypeSpec emit() {
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
        ModifiersEmitter modifiers = new ModifiersEmitter(ctx);
        for (Decl decl : rb.declarations()) {
            if (decl instanceof Decl.Const c) {
                type.addMethod(MethodSpec.methodBuilder(JavaNames.member(c.name().text()))
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(ctx.javaType(c.type()))
                        .addJavadoc(Docs.of(c.label(), c.meta()))
                        .addStatement("return $L", ctx.exprs.emit(c.value(), ExprEmitter.Env.empty()))
                        .build());
            } else if (decl instanceof Decl.Formula f) {
                type.addMethod(MethodSpec.methodBuilder(JavaNames.member(f.name().text()))
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(ctx.javaType(f.result()))
                        .addParameters(ctx.parameters(f.params()))
                        .addJavadoc(Docs.of(f.label(), f.meta()))
                        .addStatement("return $L", ctx.exprs.emit(f.body(), ctx.env(f.params())))
                        .build());
            } else if (decl instanceof Decl.Table t) {
                tables.emit(t, type);
            } else if (decl instanceof Decl.Modifiers m) {
                modifiers.emit(m, type);
            }
        }
        if (modifiers.needsStrongest()) {
            type.addMethod(ModifiersEmitter.strongestHelper());
        }
        return type.build();
    }

    private static FieldSpec constant(ClassName type, String name, CodeBlock value, String doc) {
        return FieldSpec.builder(type, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .initializer(value).addJavadoc(doc + "\n").build();
    }
}
