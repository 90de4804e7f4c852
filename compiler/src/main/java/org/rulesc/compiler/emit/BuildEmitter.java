package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.SourceText;
import org.rulesc.compiler.model.Typed;

/**
 * A build (character building) as a record: its fields, a method per derived value, and
 * a validator that lists every broken rule with the values that broke it.
 */
final class BuildEmitter {
    private final EmitContext ctx;
    private final Decl.Build build;
    private final Construct.Build typed;

    /** @param typed the build (or a game's piece) as the checker resolved it */
    BuildEmitter(EmitContext ctx, Construct.Build typed) {
        this.ctx = ctx;
        this.build = typed.decl();
        this.typed = typed;
    }

    /** The Java names of the build's fields, as the record's components and its methods read them. */
    private List<String> fieldNames() {
        return build.fields().stream().map(f -> JavaNames.member(f.name().text())).toList();
    }

    TypeSpec emit() {
        MethodSpec.Builder components = MethodSpec.constructorBuilder();
        ExprEnv env = ExprEnv.empty();
        for (int i = 0; i < build.fields().size(); i++) {
            Decl.BuildField f = build.fields().get(i);
            String name = JavaNames.member(f.name().text());
            components.addParameter(ctx.types.of(typed.fields().get(i).type()), name);
            env = env.with(f.name().text(), name);
        }
        for (Decl.Derive d : build.derives()) {
            env = env.with(d.name().text(), JavaNames.member(d.name().text()) + "()");
        }
        TypeSpec.Builder type = TypeSpec.recordBuilder(JavaNames.declaredType(build.name().text()))
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.of(build.label(), build.meta()))
                .recordConstructor(components.build())
                .addMethods(JavaTypes.copyingLists(components.build()));
        for (int i = 0; i < build.derives().size(); i++) {
            Decl.Derive d = build.derives().get(i);
            type.addMethod(MethodSpec.methodBuilder(JavaNames.member(d.name().text()))
                    .addModifiers(Modifier.PUBLIC).returns(ctx.types.of(typed.derives().get(i).type()))
                    .addJavadoc(Docs.of(d.label(), d.meta()))
                    .addJavadoc("@return the value of {@code $L}\n", Docs.escape(d.name().text()))
                    .addStatement("return $L", ctx.exprs.code(typed.deriveValues().get(i), env)).build());
        }
        ClassName violation = EmitContext.VIOLATION;
        // validate()'s list, named clear of the fields its rules read (a field may be called `broken`)
        String broken = TableEmitter.fresh("broken", fieldNames());
        ExprEnv rules = env.declaring(broken);
        MethodSpec.Builder validate = MethodSpec.methodBuilder("validate")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(ClassName.get(List.class), violation))
                .addJavadoc("Every rule this build breaks, in rule order; empty when it is legal.\n"
                        + "@return the broken rules, each with its message and citation\n")
                .addStatement("$T<$T> $L = new $T<>()", List.class, violation, broken, ArrayList.class);
        for (int i = 0; i < build.rules().size(); i++) {
            Decl.BuildRule r = build.rules().get(i);
            Typed condition = typed.rules().get(i);
            String label = r.label() == null ? r.name().text() : r.label();
            validate.beginControlFlow("if (!($L))", ctx.exprs.code(condition, rules))
                    .addStatement("$L.add(new $T($S,$W$S,$W$L,$W$S))", broken, violation, r.name().text(), label,
                            message(r, condition, label, rules), r.meta().citationText())
                    .endControlFlow();
        }
        type.addMethod(validate.addStatement("return $L", broken).build());
        type.addMethod(MethodSpec.methodBuilder("isValid").addModifiers(Modifier.PUBLIC).returns(boolean.class)
                .addJavadoc("Whether this build breaks no rule.\n@return true when it is legal\n")
                .addStatement("return validate().isEmpty()").build());
        type.addMethod(MethodSpec.methodBuilder("requireValid").addModifiers(Modifier.PUBLIC)
                .returns(ClassName.get("", JavaNames.declaredType(build.name().text())))
                .addJavadoc("Returns this build.\n@return this build, legal\n@throws RuleViolation naming every broken rule\n")
                .addStatement("$T<$T> broken = validate()", List.class, violation)
                .beginControlFlow("if (!broken.isEmpty())")
                .addStatement("throw new $T(broken.get(0).rule(),$Wbroken.stream()$Z.map($T::message)$Z.collect($T.joining(\"; \")))",
                        EmitContext.RULE_VIOLATION, violation, Collectors.class)
                .endControlFlow()
                .addStatement("return this").build());
        return type.build();
    }

    /**
     * The message of a broken rule. A comparison shows both sides' values, so "MP合計は100以内"
     * reads "MP合計は100以内: total_mp <= 100 is false (115 <= 100)".
     */
    private CodeBlock message(Decl.BuildRule r, Typed condition, String label, ExprEnv env) {
        String cite = r.meta().citationText().isEmpty() ? "" : " [" + r.meta().citationText() + "]";
        if (condition instanceof Typed.Binary b && List.of("<", "<=", ">", ">=", "==", "!=").contains(b.op())) {
            String source = SourceText.text(ctx.model, r.condition());
            return CodeBlock.of("$L$W+ $L$W+ $L$W+ $L$W+ $L", JavaText.literal(label + ": " + source + " is false ("),
                    ctx.exprs.code(b.left(), env), JavaText.literal(" " + b.op() + " "),
                    ctx.exprs.code(b.right(), env), JavaText.literal(")" + cite));
        }
        return CodeBlock.of("$L", JavaText.literal(label + ": " + SourceText.text(ctx.model, r.condition())
                + " is false" + cite));
    }
}
