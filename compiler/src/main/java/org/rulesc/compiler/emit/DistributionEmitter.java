package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Type;

/**
 * The exact distributions of a generated check: {@code outcomes} over every possible sum of
 * every pool, and {@code distribution} and the {@code …Distribution} methods reading one part of it.
 */
final class DistributionEmitter {
    private final CheckEmitter checkClass;
    private final EmitContext ctx;
    private final Decl.Check check;
    private final ClassName outcome;

    DistributionEmitter(CheckEmitter checkClass) {
        this.checkClass = checkClass;
        this.ctx = checkClass.ctx;
        this.check = checkClass.check;
        this.outcome = checkClass.outcome;
    }

    /** Pools (when named), follow-up rolls and int outputs: each gets a {@code …Distribution} method. */
    List<String> intComponents() {
        List<String> out = new ArrayList<>();
        if (check.pooled()) {
            check.pools().forEach(p -> out.add(p.variable()));
        }
        check.followUps().forEach(f -> out.add(f.name().text()));
        for (Decl.Output o : checkClass.outputs()) {
            if (ctx.resolve(o.type()) == Type.Prim.INT) {
                out.add(o.name().text());
            }
        }
        return out;
    }

    MethodSpec outcomes() {
        TypeName result = ParameterizedTypeName.get(EmitContext.DISTRIBUTION, outcome);
        MethodSpec.Builder m = MethodSpec.methodBuilder("outcomes")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(result)
                .addParameters(checkClass.params())
                .addJavadoc("The exact distribution of whole outcomes over every possible roll$L.\n",
                        check.pools().size() > 1 ? " of every pool" : "");
        return walk(m, outcome, "resolve", "").build();
    }

    /**
     * The loops over every possible sum of every pool and follow-up roll, each weighted by its
     * number of ways (integer weights, see {@code IntDistribution}), adding {@code step(…)}
     * followed by {@code suffix} to a distribution of {@code of}. A pool's dice count depends only
     * on the parameters, so its sums are computed once, before the loops.
     */
    private MethodSpec.Builder walk(MethodSpec.Builder m, TypeName of, String step, String suffix) {
        m.addStatement("$T.Builder<$T> out = $T.builder()", EmitContext.DISTRIBUTION, of, EmitContext.DISTRIBUTION)
                .addStatement("int automatic_ = automatic($L)", checkClass.args())
                .addStatement("boolean _rolled = automatic_ == 0 || automatic_ >= 3");
        List<String> factors = new ArrayList<>();
        for (Decl.Pool pool : check.pools()) {
            String var = CheckEmitter.pool(pool);
            com.palantir.javapoet.CodeBlock mechanics = MechanicsEmitter.distribution(pool.variable(), pool.dice(),
                    "(_rolled ? " + checkClass.diceCount(pool.dice()) + " : 0)");
            if (mechanics != null) {
                m.addStatement("$T $LSums_ = $L", EmitContext.INT_DISTRIBUTION, var, mechanics);
                continue;
            }
            m.addStatement("$T $LSums_ = $T.diceSum(_rolled ? $L : 0, $L)", EmitContext.INT_DISTRIBUTION, var,
                    EmitContext.INT_DISTRIBUTION, checkClass.diceCount(pool.dice()), pool.dice().sides());
        }
        for (Decl.Pool pool : check.pools()) {
            String var = CheckEmitter.pool(pool);
            m.beginControlFlow("for (int $LI_ = 0; $LI_ < $LSums_.size(); $LI_++)", var, var, var, var);
            m.addStatement("int $L = $LSums_.value($LI_)", var, var, var);
            factors.add(var);
        }
        m.addStatement("boolean success = success($L, automatic_$L)", checkClass.poolArgs(), checkClass.moreArgs());
        for (int i = 0; i < check.followUps().size(); i++) {
            Decl.FollowUp f = check.followUps().get(i);
            String var = CheckEmitter.followUp(f);
            com.palantir.javapoet.CodeBlock mechanics = MechanicsEmitter.distribution(f.name().text(), f.dice(),
                    checkClass.followUpDiceCall(i));
            if (mechanics != null) {
                m.addStatement("$T $LSums_ = $L", EmitContext.INT_DISTRIBUTION, var, mechanics);
            } else {
                m.addStatement("$T $LSums_ = $T.diceSum($L, $L)", EmitContext.INT_DISTRIBUTION, var,
                        EmitContext.INT_DISTRIBUTION, checkClass.followUpDiceCall(i), f.dice().sides());
            }
            m.beginControlFlow("for (int $LI_ = 0; $LI_ < $LSums_.size(); $LI_++)", var, var, var, var);
            m.addStatement("int $L = $LSums_.value($LI_)", var, var, var);
            factors.add(var);
        }
        String weight;
        if (factors.isEmpty()) {
            weight = "1L, 1L";
        } else if (factors.size() <= 2) {
            weight = String.join(", ", factors.stream().map(v -> v + "Sums_, " + v + "I_").toList());
        } else {
            weight = "new " + EmitContext.INT_DISTRIBUTION.simpleName() + "[] {"
                    + String.join(", ", factors.stream().map(v -> v + "Sums_").toList()) + "}, new int[] {"
                    + String.join(", ", factors.stream().map(v -> v + "I_").toList()) + "}";
        }
        m.addStatement("out.add($L($L$L, _rolled, success$L)$L, $L)", step, checkClass.poolArgs(),
                checkClass.followUpArgs(check.followUps().size()), checkClass.moreArgs(), suffix, weight);
        for (int i = 0; i < factors.size(); i++) {
            m.endControlFlow();
        }
        return m.addStatement("return out.build()");
    }

    MethodSpec distribution(String name, TypeName of, String component) {
        TypeName result = ParameterizedTypeName.get(EmitContext.DISTRIBUTION, of);
        MethodSpec.Builder m = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(result)
                .addParameters(checkClass.params())
                .addJavadoc("The exact distribution of {@code $L} over every possible roll.\n", component);
        // the result alone has a step of its own, which builds no outcome record
        return component.equals("result") ? walk(m, of, "grade_", "").build()
                : walk(m, of.isPrimitive() ? of.box() : of, "resolve", "." + component + "()").build();
    }
}
