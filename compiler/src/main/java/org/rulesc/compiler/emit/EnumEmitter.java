package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Typed;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;

/** Enums, and kinds with their entries (an enum whose constants carry the entry's fields). */
final class EnumEmitter {
    private EnumEmitter() {}

    static TypeSpec enumType(EmitContext ctx, Decl.Enum e) {
        TypeSpec.Builder type = TypeSpec.enumBuilder(JavaNames.declaredType(e.name().text()))
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.of(e.label(), e.meta()));
        for (Decl.EnumMember m : e.members()) {
            type.addEnumConstant(JavaNames.constant(m.name().text()), TypeSpec.anonymousClassBuilder("$S, $S",
                    m.name().text(), m.label() == null ? m.name().text() : m.label())
                    .addJavadoc(Docs.of(m.label(), m.meta())).build());
        }
        addIdAndLabel(type, true);
        return type.build();
    }

    /**
     * A kind as an enum of its entries.
     *
     * @param fields the kind's fields as the checker typed them, in order
     */
    static TypeSpec kindType(EmitContext ctx, Decl.Kind k, List<Construct.Field> fields) {
        TypeSpec.Builder type = TypeSpec.enumBuilder(JavaNames.declaredType(k.name().text()))
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.of(k.label(), k.meta()));
        List<Decl.Entry> entries = ctx.model.entries.getOrDefault(k, List.of());
        for (Decl.Entry entry : entries) {
            CodeBlock.Builder args = CodeBlock.builder().add("$S,$W$S", entry.name().text(),
                    entry.label() == null ? entry.name().text() : entry.label());
            for (Typed value : ctx.model.fieldValues(entry)) {
                args.add(",$W$L", ctx.exprs.code(value, ExprEnv.empty()));
            }
            type.addEnumConstant(JavaNames.constant(entry.name().text()),
                    TypeSpec.anonymousClassBuilder(args.build()).addJavadoc(Docs.of(entry.label(), entry.meta())).build());
        }
        addIdAndLabel(type, false);
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addParameter(String.class, "id").addParameter(String.class, "label")
                .addStatement("this.id = id").addStatement("this.label = label");
        for (int i = 0; i < k.fields().size(); i++) {
            Decl.FieldDecl f = k.fields().get(i);
            String name = JavaNames.member(f.name().text());
            TypeName t = ctx.types.of(fields.get(i).type());
            type.addField(FieldSpec.builder(t, name, Modifier.PRIVATE, Modifier.FINAL).build());
            constructor.addParameter(t, name).addStatement("this.$L = $L", name, name);
            type.addMethod(MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(t)
                    .addJavadoc(Docs.of(f.label(), f.meta()))
                    .addJavadoc("@return this entry's {@code $L}\n", Docs.escape(f.name().text()))
                    .addStatement("return $L", name).build());
        }
        return type.addMethod(constructor.build()).build();
    }

    /** Every enum keeps the rulebook's name ({@code id}) and the document's label. */
    private static void addIdAndLabel(TypeSpec.Builder type, boolean withConstructor) {
        type.addField(FieldSpec.builder(String.class, "id", Modifier.PRIVATE, Modifier.FINAL).build())
                .addField(FieldSpec.builder(String.class, "label", Modifier.PRIVATE, Modifier.FINAL).build());
        if (withConstructor) {
            type.addMethod(MethodSpec.constructorBuilder()
                    .addParameter(String.class, "id").addParameter(String.class, "label")
                    .addStatement("this.id = id").addStatement("this.label = label").build());
        }
        type.addMethod(MethodSpec.methodBuilder("id").addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addJavadoc("The name used in the rulebook.\n@return the rulebook's name\n").addStatement("return id").build())
                .addMethod(MethodSpec.methodBuilder("label").addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addJavadoc("The name used in the source document.\n@return the document's name\n")
                        .addStatement("return label").build());
    }
}
