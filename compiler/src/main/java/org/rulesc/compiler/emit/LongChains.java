package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;

/**
 * A long run of one operator ({@code 1 + 2 - 3 + …}, {@code a && b && …}, list {@code +})
 * emitted so that javac need not recurse through it. The parser builds such a run left-deep,
 * and javac's passes are recursive: a few thousand terms in a row would overflow its stack.
 * {@code &&}, {@code ||} and list concatenation become a balanced tree of parentheses (the
 * depth is the logarithm of the length; they keep their left-to-right evaluation and
 * concatenation is associative). Integer {@code +} and {@code -} are checked (an overflow
 * throws, as in the interpreter), so regrouping them could move the step that overflows: a run
 * becomes one flat call of the runtime's {@code ExactSums.of}, which adds left to right with a
 * check at every step, as the nested {@code Math.addExact}/{@code subtractExact} calls would.
 */
final class LongChains {
    /** Shorter runs are emitted as written, so ordinary rules read naturally. */
    static final int THRESHOLD = 16;
    /** Leaves per innermost group. */
    private static final int GROUP = 8;

    private final ExprEmitter emitter;
    private final ExprEnv env;
    private final List<Typed> terms = new ArrayList<>();
    /** The operator before each term; the first term's is {@code +} (or the run's operator). */
    private final List<String> ops = new ArrayList<>();
    private final Kind kind;
    /** For lists: the Java element type, boxed. */
    private TypeName element = ClassName.get(Object.class);

    private enum Kind { ARITHMETIC, LOGICAL, LISTS }

    private LongChains(ExprEmitter emitter, ExprEnv env, Kind kind) {
        this.emitter = emitter;
        this.env = env;
        this.kind = kind;
    }

    /** The balanced code, or null when {@code top} does not head a long run. */
    static CodeBlock balanced(Typed.Binary top, ExprEmitter emitter, ExprEnv env) {
        Model model = emitter.model();
        Kind kind = kindOf(top, model);
        if (kind == null) {
            return null;
        }
        LongChains chain = new LongChains(emitter, env, kind);
        if (top.type() instanceof Type.ListType list) {
            chain.element = emitter.types().of(list.element()).box();
        }
        Typed e = top;
        List<Typed> rightToLeft = new ArrayList<>();
        List<String> opsRightToLeft = new ArrayList<>();
        while (e instanceof Typed.Binary b && kindOf(b, model) == kind && (kind != Kind.LOGICAL || b.op().equals(top.op()))) {
            rightToLeft.add(b.right());
            opsRightToLeft.add(b.op());
            e = b.left();
        }
        if (rightToLeft.size() + 1 <= THRESHOLD) {
            return null;
        }
        chain.terms.add(e);
        chain.ops.add(kind == Kind.LOGICAL ? top.op() : "+");
        for (int i = rightToLeft.size() - 1; i >= 0; i--) {
            chain.terms.add(rightToLeft.get(i));
            chain.ops.add(opsRightToLeft.get(i));
        }
        if (kind == Kind.ARITHMETIC) {
            return chain.exactSum();
        }
        return chain.group(0, chain.terms.size());
    }

    private static Kind kindOf(Typed.Binary b, Model model) {
        Type type = b.type();
        if (b.op().equals("+") && ExprEmitter.isListType(type)) {
            return Kind.LISTS;
        }
        if ((b.op().equals("+") || b.op().equals("-")) && (type == Type.Prim.INT || type == Type.Prim.LENGTH)) {
            return Kind.ARITHMETIC;
        }
        if ((b.op().equals("&&") || b.op().equals("||")) && type == Type.Prim.BOOL) {
            return Kind.LOGICAL;
        }
        return null;
    }

    /** {@code ExactSums.of(first, b, -(long) c, …)}: every term after the first with its sign. */
    private CodeBlock exactSum() {
        CodeBlock.Builder out = CodeBlock.builder().add("$T.of($L", EXACT_SUMS, emitter.code(terms.get(0), env));
        for (int k = 1; k < terms.size(); k++) {
            CodeBlock term = emitter.code(terms.get(k), env);
            out.add(ops.get(k).equals("-") ? ",$W-(long) ($L)" : ",$W$L", term);
        }
        return out.add(")").build();
    }

    private static final ClassName EXACT_SUMS = ClassName.get(EmitContext.RUNTIME, "ExactSums");

    /** Terms {@code [lo, hi)} of a logical run or a list concatenation, as a balanced tree. */
    private CodeBlock group(int lo, int hi) {
        if (kind == Kind.LISTS) {
            if (hi - lo == 1) {
                return emitter.code(terms.get(lo), env);
            }
            int mid = (lo + hi) >>> 1;
            // the type witness spares javac an inference over the whole nest of calls, which takes
            // time exponential in its depth
            return CodeBlock.of("$T.<$T>concat($L,$W$L)", ExprEmitter.LISTS, element, group(lo, mid),
                    group(mid, hi));
        }
        String op = ops.get(0);
        int precedence = op.equals("&&") ? ExprEmitter.AND : ExprEmitter.OR;
        if (hi - lo <= GROUP) {
            CodeBlock.Builder out = CodeBlock.builder().add(emitter.operand(terms.get(lo), env, precedence, false));
            for (int k = lo + 1; k < hi; k++) {
                out.add("$W$L $L", op, emitter.operand(terms.get(k), env, precedence, true));
            }
            return out.build();
        }
        int mid = (lo + hi) >>> 1;
        return CodeBlock.of("($L)$W$L ($L)", group(lo, mid), op, group(mid, hi));
    }
}
