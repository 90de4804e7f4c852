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
 * citations) and the total, which adds the same values in the same order without building the
 * breakdown (a check that reads a total allocates nothing for it). Terms of one group do not
 * stack: the strongest counts.
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
        // the methods' own locals, kept clear of the parameters (a parameter may be called `applied`)
        // and declared to the expressions' env, so no binder of a term (a lambda's parameter) takes one
        List<String> taken = new ArrayList<>();
        m.params().forEach(p -> taken.add(ExprEmitter.local(p.name().text())));
        String applied = fresh("applied", taken);
        String sum = fresh("sum", taken);
        Map<String, String> groups = new LinkedHashMap<>(); // group -> its local, in first-use order
        for (Decl.ModifierTerm term : m.terms()) {
            if (term.group() != null && !groups.containsKey(term.group().text())) {
                groups.put(term.group().text(), fresh(JavaNames.member(term.group().text()) + "Group", taken));
            }
        }
        ExprEnv env = ctx.env(m.params()).declaring(applied).declaring(sum);
        for (String var : groups.values()) {
            env = env.declaring(var);
        }
        MethodSpec.Builder breakdown = MethodSpec.methodBuilder(name + JavaNames.BREAKDOWN)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(listType)
                .addParameters(ctx.parameters(ctx.construct(m, Construct.Modifiers.class).params()))
                .addJavadoc("Which modifiers of " + Docs.of(m.label(), m.meta()).trim() + "\napply, in rule order.\n"
                        + Docs.params(m.params()) + "@return the modifiers that apply, each with its citation\n")
                .addCode(DomainChecks.of(m.name(), m.label(), m.params()))
                .addStatement("$T<$T> $L = new $T<>()", List.class, EmitContext.APPLIED_MODIFIER, applied,
                        ArrayList.class);
        // the total adds the same values without making the breakdown: no list, no records
        MethodSpec.Builder total = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(int.class)
                .addParameters(ctx.parameters(ctx.construct(m, Construct.Modifiers.class).params()))
                .addJavadoc(Docs.of(m.label(), m.meta()) + terms(m) + Docs.params(m.params())
                        + "@return the sum of the modifiers that apply\n")
                .addCode(DomainChecks.of(m.name(), m.label(), m.params()))
                .addStatement("int $L = 0", sum);
        for (String var : groups.values()) {
            breakdown.addStatement("$T $L = null", EmitContext.APPLIED_MODIFIER, var);
            total.addStatement("int $L = 0", var);
        }
        for (Construct.Modifiers.Term typed : ctx.construct(m, Construct.Modifiers.class).typedTerms()) {
            Decl.ModifierTerm term = typed.decl();
            CodeBlock value = ctx.exprs.code(typed.value(), env);
            CodeBlock appliedTerm = CodeBlock.of("new $T($L,$W$L,$W$L,$W$L)", EmitContext.APPLIED_MODIFIER,
                    JavaText.literal(term.name().text()),
                    JavaText.literal(term.label() == null ? term.name().text() : term.label()),
                    value, JavaText.literal(term.meta().citationText()));
            boolean always = term.condition() == null;
            if (!always) {
                CodeBlock condition = ctx.exprs.code(typed.condition(), env);
                breakdown.beginControlFlow("if ($L)", condition);
                total.beginControlFlow("if ($L)", condition);
            }
            if (term.group() == null) {
                breakdown.addStatement("$L.add($L)", applied, appliedTerm);
                total.addStatement("$L = $T.addExact($L,$W$L)", sum, Math.class, sum, value);
            } else {
                needsStrongest = true;
                String var = groups.get(term.group().text());
                breakdown.addStatement("$L = strongest($L,$W$L)", var, var, appliedTerm);
                total.addStatement("$L = strongestValue($L,$W$L)", var, var, value);
            }
            if (!always) {
                breakdown.endControlFlow();
                total.endControlFlow();
            }
        }
        for (String var : groups.values()) {
            breakdown.beginControlFlow("if ($L != null)", var)
                    .addStatement("$L.add($L)", applied, var).endControlFlow();
            total.addStatement("$L = $T.addExact($L,$W$L)", sum, Math.class, sum, var);
        }
        breakdown.addStatement("return $L", applied);
        total.addStatement("return $L", sum);
        type.addMethod(breakdown.build());
        type.addMethod(total.build());
    }

    /** {@code wanted}, numbered clear of the parameters and earlier locals ({@link TableEmitter#fresh}); then taken. */
    private static String fresh(String wanted, List<String> taken) {
        String name = TableEmitter.fresh(wanted, taken);
        taken.add(name);
        return name;
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

    /** Both helpers a non-stacking group needs: {@link #strongestHelper} and {@link #strongestValueHelper}. */
    static List<MethodSpec> strongestHelpers() {
        return List.of(strongestHelper(), strongestValueHelper());
    }

    /**
     * Non-stacking, for the total: the value of larger magnitude wins, the first on a tie. A group
     * starts at 0, which any later value of larger magnitude replaces, so the total is what the
     * breakdown's {@code strongest} gives (a group whose strongest term is 0 adds 0 either way).
     */
    private static MethodSpec strongestValueHelper() {
        return MethodSpec.methodBuilder("strongestValue")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class)
                .addParameter(int.class, "best")
                .addParameter(int.class, "candidate")
                .addStatement("return $T.abs(candidate) > $T.abs(best)$W? candidate$W: best", Math.class, Math.class)
                .build();
    }

    /** Non-stacking: of two modifiers the one with the larger magnitude wins; the first on a tie. */
    private static MethodSpec strongestHelper() {
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
