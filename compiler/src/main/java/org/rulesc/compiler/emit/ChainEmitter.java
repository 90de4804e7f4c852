package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Callee;

/**
 * A chain as a class ({@code KillChain}): {@code odds(…)} builds the runtime's {@code MarkovChain}
 * from the check's exact {@code outcomes(…)} in each state, the next state of each outcome kept
 * within the chain's range. The interpreter ({@code interpret/Chains}) does the same with its own
 * outcomes, so the differential test compares the two results exactly.
 */
final class ChainEmitter {
    static final String SUFFIX = JavaNames.CHAIN;
    static final ClassName MARKOV_CHAIN = ClassName.get(EmitContext.RUNTIME, "MarkovChain");
    static final ClassName RESULT = MARKOV_CHAIN.nestedClass("Result");
    /** The outcome's parameter in {@code next}: two underscores, which no rulebook name's local has. */
    private static final String OUTCOME = "outcome__";

    private final EmitContext ctx;
    private final Decl.Chain chain;
    private final Construct.Chain typed;
    private final Decl.Check check;
    private final ClassName checkClass;

    ChainEmitter(EmitContext ctx, Decl.Chain chain) {
        this.ctx = ctx;
        this.chain = chain;
        this.typed = ctx.construct(chain, Construct.Chain.class);
        this.check = ((Callee.Check) typed.each().callee()).decl();
        this.checkClass = ctx.types.named(check.name().text(), JavaNames.CHECK);
    }

    /** The chain's parameters as the checker typed them. */
    private List<com.palantir.javapoet.ParameterSpec> params() {
        return ctx.parameters(typed.params());
    }

    TypeSpec emit() {
        String state = ExprEmitter.local(chain.state().text());
        String params = EmitContext.argumentNames(chain.params());
        String withState = params.isEmpty() ? state : params + ", " + state;
        ExprEnv env = ctx.env(chain.params());
        ExprEnv stateEnv = env.with(chain.state().text(), state);
        MethodSpec odds = MethodSpec.methodBuilder("odds").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(RESULT).addParameters(params())
                .addJavadoc("{@return the exact odds: P(done by step k) for k = 1..$L, the expected number of steps\n"
                        + "(null when the chain may never be done), and the state after step $L}\n", chain.steps(),
                        chain.steps())
                .addStatement("return $T.of(keep($L),$W$L -> done($L),$W$L -> step($L),$W$L)", MARKOV_CHAIN,
                        ctx.exprs.code(typed.start(), env), state, ExprEmitter.list(withState), state,
                        ExprEmitter.list(withState), chain.steps())
                .build();
        MethodSpec done = MethodSpec.methodBuilder("done").addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(boolean.class).addParameters(params()).addParameter(int.class, state)
                .addStatement("return $L", ctx.exprs.code(typed.done(), stateEnv)).build();
        CodeBlock args = ExprEmitter.args(typed.each().arguments().stream()
                .map(a -> ctx.exprs.code(a, stateEnv)).toList());
        MethodSpec step = MethodSpec.methodBuilder("step").addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(ParameterizedTypeName.get(EmitContext.DISTRIBUTION, ClassName.get(Integer.class)))
                .addParameters(params()).addParameter(int.class, state)
                .addJavadoc("The next states from {@code $L}, with their exact probabilities.\n", state)
                .addStatement("return $T.outcomes($L)$Z.map($L -> keep(next($L,$W$L)))", checkClass, args, OUTCOME,
                        ExprEmitter.list(withState), OUTCOME)
                .build();
        MethodSpec next = MethodSpec.methodBuilder("next").addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class).addParameters(params()).addParameter(int.class, state)
                .addParameter(checkClass.nestedClass("Outcome"), OUTCOME)
                .addStatement("return $L", ctx.exprs.code(typed.next(), outcomeEnv(stateEnv))).build();
        MethodSpec keep = MethodSpec.methodBuilder("keep").addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class).addParameter(int.class, "state")
                .addJavadoc("A state kept within $L..$L: below it is $L, above it $L.\n", chain.lo(), chain.hi(), chain.lo(),
                        chain.hi())
                .addStatement("return Math.max($L, Math.min($L, state))", chain.lo(), chain.hi()).build();
        return TypeSpec.classBuilder(ctx.types.named(chain.name().text(), SUFFIX))
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(Docs.of(chain.label(), chain.meta()))
                .addJavadoc("<p>A question about repeated checks, not a rule: {@code $L} starts at the first state and each\n"
                        + "step calls {@link $T#outcomes} until done; computed exactly as an absorbing Markov chain.\n",
                        chain.state().text(), checkClass)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethod(odds).addMethod(done).addMethod(step).addMethod(next).addMethod(keep)
                .build();
    }

    /** The names {@code next} reads: the check's success, roll, named rolls and outputs. */
    private ExprEnv outcomeEnv(ExprEnv env) {
        ExprEnv out = env.with("success", OUTCOME + ".success()").with("roll", OUTCOME + ".roll()");
        for (String part : ctx.construct(check, Construct.Check.class).steps().parts()) {
            out = out.with(part, OUTCOME + "." + JavaNames.member(part) + "()");
        }
        return out;
    }

    /** The assertion of a generated test for {@code expect chain(…) done by k with p} or {@code … steps p}. */
    static CodeBlock assertion(EmitContext ctx, Decl.ExpectChain e, CodeBlock args, String where) {
        ClassName type = ctx.types.named(e.call().callee().text(), SUFFIX);
        ClassName truth = ClassName.get("com.google.common.truth", "Truth");
        CodeBlock expected = CodeBlock.of("$T.of($LL, $LL)", EmitContext.RATIONAL, e.numerator(), e.denominator());
        CodeBlock actual = e.by() != null ? CodeBlock.of("$T.odds($L).doneBy($L)", type, args, e.by())
                : CodeBlock.of("$T.odds($L).expectedSteps()", type, args);
        return CodeBlock.builder().addStatement("$T.assertWithMessage($S).that($L).isEqualTo($L)", truth, where, actual,
                expected).build();
    }
}
