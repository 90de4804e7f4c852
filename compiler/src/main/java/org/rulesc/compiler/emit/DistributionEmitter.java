package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
                        check.pools().size() > 1 ? " of every pool" : "")
                .addStatement("$T.Builder<$T> out = $T.builder()", EmitContext.DISTRIBUTION, outcome,
                        EmitContext.DISTRIBUTION)
                .addStatement("int automatic_ = automatic($L)", checkClass.args())
                .addStatement("boolean _rolled = automatic_ == 0 || automatic_ >= 3");
        String p = "$T.ONE";
        for (Decl.Pool pool : check.pools()) {
            String var = CheckEmitter.pool(pool);
            m.beginControlFlow("for ($T<$T, $T> $L_ : $T.diceSum(_rolled ? $L : 0, $L).asMap().entrySet())",
                    Map.Entry.class, Integer.class, EmitContext.RATIONAL, var, EmitContext.DISTRIBUTION,
                    checkClass.diceCount(pool.dice()), pool.dice().sides());
            m.addStatement("int $L = $L_.getKey()", var, var);
            p = p + ".times(" + var + "_.getValue())";
        }
        m.addStatement("boolean success = success($L, automatic_$L)", checkClass.poolArgs(), checkClass.moreArgs());
        for (int i = 0; i < check.followUps().size(); i++) {
            Decl.FollowUp f = check.followUps().get(i);
            String var = CheckEmitter.followUp(f);
            m.beginControlFlow("for ($T<$T, $T> $L_ : $T.diceSum($L, $L).asMap().entrySet())",
                    Map.Entry.class, Integer.class, EmitContext.RATIONAL, var, EmitContext.DISTRIBUTION,
                    checkClass.followUpDiceCall(i), f.dice().sides());
            m.addStatement("int $L = $L_.getKey()", var, var);
            p = p + ".times(" + var + "_.getValue())";
        }
        m.addStatement("out.add(resolve($L$L, _rolled, success$L), " + p + ")", checkClass.poolArgs(),
                checkClass.followUpArgs(check.followUps().size()), checkClass.moreArgs(), EmitContext.RATIONAL);
        for (int i = 0; i < check.pools().size() + check.followUps().size(); i++) {
            m.endControlFlow();
        }
        return m.addStatement("return out.build()").build();
    }

    MethodSpec distribution(String name, TypeName of, String component) {
        TypeName result = ParameterizedTypeName.get(EmitContext.DISTRIBUTION, of);
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(result)
                .addParameters(checkClass.params())
                .addJavadoc("The exact distribution of {@code $L} over every possible roll.\n", component)
                .addStatement("return outcomes($L).map($T::$L)", checkClass.args(), outcome, component)
                .build();
    }
}
