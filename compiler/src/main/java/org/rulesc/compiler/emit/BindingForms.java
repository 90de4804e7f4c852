package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;

/**
 * The expressions that bind a name for a sub-expression, as Java lambdas: {@code let}, the
 * aggregates ({@code sum(w in ws: …)}, {@code count}, {@code filter}, {@code all}…), {@code fold}
 * and {@code scan}, and {@code reachable}. Each takes a fresh Java local for its variable
 * ({@link ExprEnv#fresh}: Java forbids a lambda parameter that shadows a local) and reads
 * its body in the environment that binds it.
 *
 * <p>Split from {@link ExprEmitter} where the environment grows: the expressions left there read
 * names but bind none, so what scoping a generated lambda needs is all in this file.
 */
final class BindingForms {
    static final ClassName LET = ClassName.get(EmitContext.RUNTIME, "Let");
    static final ClassName INDEXED = ExprEmitter.LISTS.nestedClass("Indexed");

    private final ExprEmitter exprs;

    BindingForms(ExprEmitter exprs) {
        this.exprs = exprs;
    }

    /** {@code let x = v in body}: the runtime's {@code Let.let} with the body as a lambda. */
    CodeBlock let(Typed.Let l, ExprEnv env) {
        String var = env.fresh(l.variable());
        // a primitive result is unboxed, so overloads (Truth's `that`) and `==` see the rule's type
        return ExprEmitter.unboxed(l.type(), CodeBlock.of("$T.let($L,$W$L -> $L)", LET, code(l.value(), env), var,
                code(l.body(), env.with(l.variable(), var))));
    }

    /** {@code reachable(h from a to b within n: cond)}: the runtime's path search, the condition a lambda. */
    CodeBlock reachable(Typed.Reachable r, ExprEnv env) {
        String var = env.fresh(r.variable());
        if (r.from().type() == Type.Prim.SQUARE) {
            return CodeBlock.of("$T.reachable($L,$W$L,$W$L,$W$L,$W$L -> $L)",
                    ClassName.get(EmitContext.RUNTIME, "SquarePaths"), exprs.adjacency(), code(r.from(), env),
                    code(r.to(), env), code(r.steps(), env), var,
                    code(r.condition(), env.with(r.variable(), var)));
        }
        return CodeBlock.of("$T.reachable($L,$W$L,$W$L,$W$L,$W$L -> $L)", BuiltinCalls.HEX_PATHS, exprs.grid(),
                code(r.from(), env), code(r.to(), env), code(r.steps(), env), var,
                code(r.condition(), env.with(r.variable(), var)));
    }

    /** {@code sum(w in ws: …)} and the other aggregates: a stream of the list with the body as a lambda. */
    CodeBlock aggregate(Typed.Aggregate a, ExprEnv env) {
        String var = env.fresh(a.variable());
        CodeBlock source = exprs.operand(a.source(), env, ExprEmitter.PRIMARY, false);
        ExprEnv inner = env.with(a.variable(), var);
        if (a.index() != null) {
            // over (index, element) pairs: both names read the pair
            source = CodeBlock.of("$T.indexed($L)", ExprEmitter.LISTS, code(a.source(), env));
            inner = env.declaring(var).with(a.variable(), var + ".value()")
                    .with(a.index(), var + ".index()");
        }
        CodeBlock lambda = CodeBlock.of("$L -> $L", var, code(a.body(), inner));
        return switch (a.function()) {
            // checked, as `+` is: IntStream.sum() would wrap
            case "sum" -> CodeBlock.of("$L.stream()$Z.mapToInt($L)$Z.reduce(0, $T::addExact)", source, lambda,
                    Math.class);
            case "max" -> CodeBlock.of("$L.stream()$Z.mapToInt($L)$Z.max()$Z.orElse(0)", source, lambda);
            case "min" -> CodeBlock.of("$L.stream()$Z.mapToInt($L)$Z.min()$Z.orElse(0)", source, lambda);
            case "count" -> CodeBlock.of("(int) $L.stream()$Z.filter($L)$Z.count()", source, lambda);
            case "filter" -> a.index() != null
                    ? CodeBlock.of("$L.stream()$Z.filter($L)$Z.map($T::value)$Z.toList()", source, lambda, INDEXED)
                    : CodeBlock.of("$L.stream()$Z.filter($L)$Z.toList()", source, lambda);
            case "each" -> CodeBlock.of("$L.stream()$Z.map($L)$Z.toList()", source, lambda);
            case "all" -> CodeBlock.of("$L.stream()$Z.allMatch($L)", source, lambda);
            default -> CodeBlock.of("$L.stream()$Z.anyMatch($L)", source, lambda);
        };
    }

    /** {@code fold}/{@code scan}: the runtime's Lists helpers with a lambda for one step. */
    CodeBlock fold(Typed.Fold f, ExprEnv env) {
        String acc = env.fresh(f.accumulator());
        ExprEnv inner = env.with(f.accumulator(), acc);
        String var = inner.fresh(f.variable());
        inner = inner.with(f.variable(), var);
        String params = acc + ", " + var;
        if (f.index() != null) {
            String index = inner.fresh(f.index());
            inner = inner.with(f.index(), index);
            params = acc + ", " + index + ", " + var;
        }
        Type accType = f.function().equals("scan") ? ((Type.ListType) f.type()).element() : f.type();
        // the start is boxed to the accumulator's class, so the step's lambda has one type throughout
        CodeBlock init = code(f.init(), env);
        CodeBlock start = accType == Type.Prim.INT || accType == Type.Prim.LENGTH
                ? CodeBlock.of("$T.valueOf($L)", Integer.class, init)
                : accType == Type.Prim.BOOL ? CodeBlock.of("$T.valueOf($L)", Boolean.class, init) : init;
        String method = f.function() + (f.index() == null ? "" : "Indexed");
        CodeBlock call = CodeBlock.of("$T.$L($L,$W$L,$W($L) -> $L)", ExprEmitter.LISTS, method, code(f.source(), env),
                start, params, code(f.body(), inner));
        return f.function().equals("scan") ? call : ExprEmitter.unboxed(accType, call);
    }

    private CodeBlock code(Typed e, ExprEnv env) {
        return exprs.code(e, env);
    }
}
