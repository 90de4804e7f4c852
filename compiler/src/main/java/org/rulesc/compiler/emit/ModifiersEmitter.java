package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;

/**
 * A modifiers block as two methods: the breakdown (which modifiers applied, with their
 * citations) and the total. Terms of one group do not stack: the strongest counts.
 */
final class ModifiersEmitter {
    private final EmitContext ctx;
    private boolean needsStrongest;

    ModifiersEmitter(EmitContext ctx) {
        this.ctx = ctx;
    }

    boolean needsStrongest() {
        return needsStrongest;
    }

    void emit(Decl.Modifiers m, TypeSpec.Builder type) {
        String name = JavaNames.member(m.name().text());
        var listType = ParameterizedTypeName.get(ClassName.get(List.class), EmitContext.APPLIED_MODIFIER);
        ExprEmitter.Env env = ctx.env(m.params());
        MethodSpec.Builder breakdown = MethodSpec.methodBuilder(name + JavaNames.BREAKDOWN)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(listType)
                .addParameters(ctx.parameters(ctx.construct(m, Construct.Modifiers.class).params()))
                .addJavadoc("Which modifiers of " + Docs.of(m.label(), m.meta()).trim() + "\napply, in rule order.\n"
                        + Docs.params(m.params()) + "@return the modifiers that apply, each with its citation\n")
                .addCode(DomainChecks.of(m.name(), m.label(), m.params()))
                .addStatement("$T<$T> applied = new $T<>()", List.class, EmitContext.APPLIED_MODIFIER, ArrayList.class);
        Map<String, List<Decl.ModifierTerm>> groups = new LinkedHashMap<>();
        for (Decl.ModifierTerm term : m.terms()) {
            if (term.group() != null) {
                groups.computeIfAbsent(term.group().text(), g -> new ArrayList<>()).add(term);
            }
        }
        for (String group : groups.keySet()) {
            breakdown.addStatement("$T $L = null", EmitContext.APPLIED_MODIFIER, groupVar(group));
        }
        for (Decl.ModifierTerm term : m.terms()) {
            CodeBlock applied = CodeBlock.of("new $T($L,$W$L,$W$L,$W$L)", EmitContext.APPLIED_MODIFIER,
                    JavaText.literal(term.name().text()),
                    JavaText.literal(term.label() == null ? term.name().text() : term.label()),
                    ctx.exprs.code(term.value(), env), JavaText.literal(term.meta().citationText()));
            CodeBlock condition = term.condition() == null ? CodeBlock.of("true")
                    : ctx.exprs.code(term.condition(), env);
            breakdown.beginControlFlow("if ($L)", condition);
            if (term.group() == null) {
                breakdown.addStatement("applied.add($L)", applied);
            } else {
                needsStrongest = true;
                String var = groupVar(term.group().text());
                breakdown.addStatement("$L = strongest($L,$W$L)", var, var, applied);
            }
            breakdown.endControlFlow();
        }
        for (String group : groups.keySet()) {
            breakdown.beginControlFlow("if ($L != null)", groupVar(group))
                    .addStatement("applied.add($L)", groupVar(group)).endControlFlow();
        }
        breakdown.addStatement("return applied");
        type.addMethod(breakdown.build());
        type.addMethod(MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(int.class)
                .addParameters(ctx.parameters(ctx.construct(m, Construct.Modifiers.class).params()))
                .addJavadoc(Docs.of(m.label(), m.meta()) + terms(m) + Docs.params(m.params())
                        + "@return the sum of the modifiers that apply\n")
                .addStatement("return $L($L)$Z.stream()$Z.mapToInt($T::value)$Z.sum()", name + JavaNames.BREAKDOWN,
                        ExprEmitter.list(EmitContext.argumentNames(m.params())), EmitContext.APPLIED_MODIFIER)
                .build());
    }

    /** One Javadoc line per term: what it is worth, when, and where the rule says so. */
    private static String terms(Decl.Modifiers m) {
        StringBuilder out = new StringBuilder("<ul>\n");
        for (Decl.ModifierTerm t : m.terms()) {
            out.append("<li>").append(Docs.escape(t.label() == null ? t.name().text() : t.label()))
                    .append(t.group() == null ? "" : " (does not stack within " + Docs.escape(t.group().text()) + ")");
            if (!t.meta().citations().isEmpty()) {
                out.append(": Rule ").append(Docs.citations(t.meta()));
            }
            if (t.meta().isHouse()) {
                out.append(": house value, ").append(Docs.escape(String.join("; ", t.meta().house())));
            }
            out.append("\n");
        }
        return out.append("</ul>\n").toString();
    }

    private static String groupVar(String group) {
        return JavaNames.member(group) + "Group";
    }

    /** Non-stacking: of two modifiers the one with the larger magnitude wins; the first on a tie. */
    static MethodSpec strongestHelper() {
        return MethodSpec.methodBuilder("strongest")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(EmitContext.APPLIED_MODIFIER)
                .addParameter(EmitContext.APPLIED_MODIFIER, "best")
                .addParameter(EmitContext.APPLIED_MODIFIER, "candidate")
                .addStatement("return best == null || $T.abs(candidate.value()) > $T.abs(best.value())$W? candidate$W: best",
                        Math.class, Math.class)
                .build();
    }
}
