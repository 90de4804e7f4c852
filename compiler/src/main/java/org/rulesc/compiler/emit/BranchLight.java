package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;
import org.rulesc.compiler.model.TypedWalk;

/**
 * A check's {@code roll()} without branches on the random face, where the rule allows it.
 *
 * <p>A test of a die's face ({@code roll <= target}, {@code roll == 1}) goes either way at random,
 * so the processor mispredicts a jump on it often, and each miss costs more than drawing the
 * number. Where a condition is a conjunction of comparisons of values that cannot throw, it is emitted as
 * plain {@code int} comparisons joined by {@code &} (not {@code &&}, which is a jump by
 * definition); the JIT turned each such comparison into a flag, and this measured faster than
 * the sign-of-a-difference arithmetic used before (docs/performance.md). The same for the bit set
 * of grades that apply, from the runtime's {@code Faces.bit}, and for an output
 * {@code if c then a else b} whose two sides cannot throw ({@code Faces.pick}; not arithmetic,
 * which is checked for overflow).
 * {@code always success on …} and {@code always failure on …} are folded into the bound of {@code success when roll <= e} (kept
 * within the faces left to the condition) when they are a run of faces at each end, so success is
 * one comparison.
 *
 * <p>Only expressions that cannot throw and have no effect are evaluated where the rule
 * short-circuits ({@link #safe}): the results are the same in every case, only the jumps go.
 */
final class BranchLight {
    static final ClassName FACES = ClassName.get(EmitContext.RUNTIME, "Faces");

    private final CheckEmitter checkClass;
    private final EmitContext ctx;
    private final Decl.Check check;

    BranchLight(CheckEmitter checkClass) {
        this.checkClass = checkClass;
        this.ctx = checkClass.ctx;
        this.check = checkClass.check;
    }

    // ---------------------------------------------------------------- success

    /**
     * {@code success()}'s last statement after the decision before rolling, as one branch-free
     * comparison, with the comment saying why; null when the check does not have that shape.
     */
    CodeBlock success(ExprEnv env) {
        Typed success = checkClass.plan.success();
        if (success == null) {
            return null;
        }
        if (checkClass.plan.faces().isEmpty()) {
            // the condition is evaluated on every roll already: any light form of it will do
            CodeBlock light = condition(success, env);
            return light == null ? null : CodeBlock.builder()
                    .add("// the success condition as comparisons joined by &, not &&: no jump on the face\n")
                    .addStatement("return $L", light).build();
        }
        return foldedThreshold(success, env);
    }

    /**
     * {@code always success on 1..a}, {@code always failure on b..sides} and {@code success when
     * roll <= e} (or {@code <}, {@code >=}, {@code >}, either side) as one comparison: the faces
     * between go by {@code e}, so {@code e} is clamped to them, e.g. {@code roll <= clamp(e, a, b - 1)}.
     */
    private CodeBlock foldedThreshold(Typed condition, ExprEnv env) {
        Decl.Pool pool = onePlainDie();
        if (pool == null || !(condition instanceof Typed.Binary b)) {
            return null;
        }
        String roll = CheckEmitter.pool(pool);
        String op;
        Typed bound;
        if (readsRollOnly(b.left(), pool) && !readsRoll(b.right(), pool)) {
            op = b.op();
            bound = b.right();
        } else if (readsRollOnly(b.right(), pool) && !readsRoll(b.left(), pool)) {
            op = mirrored(b.op());
            bound = b.left();
        } else {
            return null;
        }
        if (op == null || !safe(bound) || bound.type() != Type.Prim.INT) {
            return null;
        }
        int sides = pool.dice().sides();
        int[] forced = forcedFaces(sides);
        boolean low = op.equals("<=") || op.equals("<"); // success at the low faces
        int lowRun = 0; // faces 1..lowRun forced one way
        while (lowRun < sides && forced[lowRun + 1] == (low ? 1 : 2)) {
            lowRun++;
        }
        int highRun = sides + 1; // faces highRun..sides forced the other way
        while (highRun > lowRun + 1 && forced[highRun - 1] == (low ? 2 : 1)) {
            highRun--;
        }
        for (int face = lowRun + 1; face < highRun; face++) {
            if (forced[face] != 0) {
                return null; // a forced face in the middle: not one comparison
            }
        }
        // the bound that gives the same answer on every face: forced ones included
        int least;
        int most;
        switch (op) {
            case "<=", ">" -> { least = lowRun; most = highRun - 1; }
            default -> { least = lowRun + 1; most = highRun; }
        }
        String middle = lowRun + 1 > highRun - 1 ? "no face goes" : lowRun + 1 == highRun - 1
                ? "face " + (lowRun + 1) + " goes" : "faces " + (lowRun + 1) + ".." + (highRun - 1) + " go";
        return CodeBlock.builder()
                .add("// $L:\n", faceRulesText())
                .add("// $L by the condition, so its bound is kept within $L..$L and success\n", middle, least, most)
                .add("// is one comparison of two ints: a plain one, which the JIT turns into a flag\n")
                .add("// (measured faster here than the runtime's Faces, docs/performance.md)\n")
                .addStatement("return $L $L$W$T.min($T.max($L,$W$L),$W$L)", roll, op, Math.class,
                        Math.class, ctx.exprs.code(bound, env), least, most)
                .build();
    }

    private String faceRulesText() {
        List<String> out = new ArrayList<>();
        for (CheckSteps.FaceRule f : checkClass.plan.faces()) {
            out.add("always " + (f.success() ? "success" : "failure") + " on " + String.join(", ",
                    f.faces().stream().map(r -> r.lo() == r.hi() ? "" + r.lo() : r.lo() + ".." + r.hi()).toList()));
        }
        return String.join(", ", out);
    }

    /** For each face 1..sides, the first face rule naming it: 1 success, 2 failure, 0 none. */
    private int[] forcedFaces(int sides) {
        int[] forced = new int[sides + 2];
        for (CheckSteps.FaceRule f : checkClass.plan.faces()) {
            for (Decl.FaceRange r : f.faces()) {
                for (int face = Math.max(1, r.lo()); face <= Math.min(sides, r.hi()); face++) {
                    if (forced[face] == 0) {
                        forced[face] = f.success() ? 1 : 2;
                    }
                }
            }
        }
        return forced;
    }

    /** The check's only pool when it is one plain die of known sides (faces 1..sides), else null. */
    private Decl.Pool onePlainDie() {
        if (check.pools().size() != 1) {
            return null;
        }
        Decl.Pool p = check.pools().get(0);
        Decl.DiceSpec d = p.dice();
        return d.count() == null && d.fixedCount() == 1 && d.mechanics() == null && d.sides() >= 1 ? p : null;
    }

    private static String mirrored(String op) {
        return switch (op) {
            case "<=" -> ">=";
            case "<" -> ">";
            case ">=" -> "<=";
            case ">" -> "<";
            default -> null;
        };
    }

    private boolean readsRollOnly(Typed e, Decl.Pool pool) {
        return e instanceof Typed.Name n && n.name().equals(pool.variable())
                && n.ref() instanceof Ref.Local;
    }

    /** Whether {@code e} reads the pool's sum, directly or through a let. */
    private boolean readsRoll(Typed e, Decl.Pool pool) {
        Set<String> dependent = new HashSet<>();
        dependent.add(pool.variable());
        for (CheckSteps.Let l : checkClass.lets()) {
            if (reads(l.value(), dependent)) {
                dependent.add(l.name());
            }
        }
        return reads(e, dependent);
    }

    private boolean reads(Typed e, Set<String> names) {
        boolean[] found = {false};
        TypedWalk.walk(e, x -> {
            if (x instanceof Typed.Name t && t.ref() instanceof Ref.Local && names.contains(t.name())) {
                found[0] = true;
            }
        });
        return found[0];
    }

    // ---------------------------------------------------------------- conditions and outputs

    /**
     * {@code c} as a branch-free boolean: a conjunction ({@code &&}) of boolean locals and
     * comparisons of safe integer arithmetic, joined by {@code &}; null for any other condition.
     */
    CodeBlock condition(Typed c, ExprEnv env) {
        if (!light(c)) {
            return null;
        }
        List<Typed> terms = new ArrayList<>();
        conjuncts(c, terms);
        return CodeBlock.join(terms.stream().map(t -> term(t, env)).toList(), " & ");
    }

    /** Whether {@link #condition} has a branch-free form of {@code c}. */
    boolean light(Typed c) {
        List<Typed> terms = new ArrayList<>();
        conjuncts(c, terms);
        return terms.stream().allMatch(this::lightTerm);
    }

    private boolean lightTerm(Typed t) {
        if (t instanceof Typed.Name n) {
            return n.ref() instanceof Ref.Local && n.type() == Type.Prim.BOOL;
        }
        return t instanceof Typed.Binary b && List.of("<=", ">=", "<", ">").contains(b.op()) && safe(b.left())
                && safe(b.right()) && b.left().type() == Type.Prim.INT
                && b.right().type() == Type.Prim.INT;
    }

    private static void conjuncts(Typed c, List<Typed> into) {
        if (c instanceof Typed.Binary b && b.op().equals("&&")) {
            conjuncts(b.left(), into);
            conjuncts(b.right(), into);
        } else {
            into.add(c);
        }
    }

    /** One term that {@link #lightTerm} accepted. */
    private CodeBlock term(Typed t, ExprEnv env) {
        if (!(t instanceof Typed.Binary b)) {
            return ctx.exprs.code(t, env);
        }
        return CodeBlock.of("($L $L$W$L)", ctx.exprs.code(b.left(), env), b.op(), ctx.exprs.code(b.right(), env));
    }

    /**
     * The statements that set {@code var} to an output {@code if c then a else b} of type int
     * without a jump on {@code c}, or null when it has no such form: {@code c} light, and each
     * side {@link #safe}, or {@link #speculable}: integer arithmetic that is checked, so it may
     * overflow. Such a side is computed in {@code long}, where none of its steps can overflow,
     * and each of its steps is tested to fit an {@code int} ({@code Faces.fits}); the value is
     * chosen with {@code Faces.pick}, and an overflow throws only when it is on the side the
     * rule takes, as the rule evaluated with {@code Math.addExact} … would (a step out of range
     * makes the side an overflow whatever comes after it, so the later {@code long} steps need
     * not be exact).
     */
    CodeBlock pick(CheckSteps.Output o, String var, ExprEnv env) {
        if (!(o.value() instanceof Typed.If i) || i.type() != Type.Prim.INT || !speculable(i.then())
                || !speculable(i.otherwise())) {
            return null;
        }
        CodeBlock c = condition(i.condition(), env);
        if (c == null) {
            return null;
        }
        if (safe(i.then()) && safe(i.otherwise())) {
            return CodeBlock.builder()
                    .add("// neither side can throw: computed both, one chosen without a jump (runtime Faces)\n")
                    .addStatement("int $L = $T.pick($L,$W$L,$W$L)", var, FACES, c, ctx.exprs.code(i.then(), env),
                            ctx.exprs.code(i.otherwise(), env))
                    .build();
        }
        List<CodeBlock> thenSteps = new ArrayList<>();
        List<CodeBlock> elseSteps = new ArrayList<>();
        CodeBlock thenLong = wide(i.then(), true, env, thenSteps);
        CodeBlock elseLong = wide(i.otherwise(), true, env, elseSteps);
        CodeBlock.Builder out = CodeBlock.builder()
                .add("// both sides computed in long, where no step overflows, and one chosen without a jump;\n")
                .add("// a step outside int is an overflow only on the side the rule takes (runtime Faces)\n")
                .addStatement("int $L = $T.pick($L,$W$L,$W$L)", var, FACES, c, side(i.then(), thenLong, thenSteps, env),
                        side(i.otherwise(), elseLong, elseSteps, env));
        List<CodeBlock> overflow = new ArrayList<>();
        if (!thenSteps.isEmpty()) {
            // c is a conjunction joined by &, which binds tighter than the | between the sides
            overflow.add(CodeBlock.of("$L & !($L)", c, fits(thenSteps)));
        }
        if (!elseSteps.isEmpty()) {
            overflow.add(CodeBlock.of("!($L) & !($L)", c, fits(elseSteps)));
        }
        return out.beginControlFlow("if ($L)", CodeBlock.join(overflow, " | "))
                .addStatement("throw new $T($S)", ArithmeticException.class, "integer overflow")
                .endControlFlow().build();
    }

    /** A side as the pick reads it: its {@code long} form narrowed, or as written when it has no step to test. */
    private CodeBlock side(Typed side, CodeBlock wide, List<CodeBlock> steps, ExprEnv env) {
        if (steps.isEmpty()) {
            return ctx.exprs.code(side, env);
        }
        return CodeBlock.of("(int) $L", side instanceof Typed.Call ? wide : CodeBlock.of("($L)", wide));
    }

    private CodeBlock fits(List<CodeBlock> steps) {
        return CodeBlock.join(steps.stream().map(st -> CodeBlock.of("$T.fits($L)", FACES, st)).toList(), "$W& ");
    }

    /**
     * Whether {@code e} may be computed where the rule would not have once its overflows are
     * tested rather than thrown: what {@link #safe} allows, and {@code + - *}, unary minus and
     * {@code abs} of such values.
     */
    private boolean speculable(Typed e) {
        if (safe(e)) {
            return true;
        }
        if (e.type() != Type.Prim.INT) {
            return false;
        }
        if (e instanceof Typed.Unary u) {
            return u.op().equals("-") && speculable(u.operand());
        }
        if (e instanceof Typed.Binary b) {
            return List.of("+", "-", "*").contains(b.op()) && speculable(b.left()) && speculable(b.right());
        }
        if (e instanceof Typed.Call c && c.callee() instanceof Callee.Builtin builtin
                && List.of("min", "max", "abs").contains(builtin.name())) {
            List<Typed> args = c.arguments();
            return !args.isEmpty() && args.stream().allMatch(a -> a.type() == Type.Prim.INT && speculable(a));
        }
        return false;
    }

    /**
     * {@code e} computed in {@code long} (an int leaf cast where it starts a step, so every step
     * is a {@code long} operation); each step that the checked form could overflow is added to
     * {@code steps}, innermost first.
     */
    private CodeBlock wide(Typed e, boolean cast, ExprEnv env, List<CodeBlock> steps) {
        if (e instanceof Typed.Unary u && u.op().equals("-") && !(u.operand() instanceof Typed.IntLit)) {
            CodeBlock out = CodeBlock.of("-$L", paren(u.operand(), wide(u.operand(), true, env, steps)));
            steps.add(out);
            return out;
        }
        if (e instanceof Typed.Binary b && List.of("+", "-", "*").contains(b.op())) {
            CodeBlock left = paren(b.left(), wide(b.left(), true, env, steps));
            CodeBlock right = paren(b.right(), wide(b.right(), false, env, steps));
            CodeBlock out = CodeBlock.of("$L $L$W$L", left, b.op(), right);
            steps.add(out);
            return out;
        }
        if (e instanceof Typed.Call c && c.callee() instanceof Callee.Builtin builtin
                && List.of("min", "max", "abs").contains(builtin.name())) {
            List<Typed> args = c.arguments();
            List<CodeBlock> wideArgs = new ArrayList<>();
            for (Typed a : args) {
                wideArgs.add(wide(a, true, env, steps));
            }
            CodeBlock out = CodeBlock.of("$T.$L($L)", Math.class, builtin.name(), CodeBlock.join(wideArgs, ",$W"));
            if (builtin.name().equals("abs")) {
                steps.add(out);
            }
            return out;
        }
        if (cast && e instanceof Typed.IntLit lit) {
            return CodeBlock.of("$LL", lit.value());
        }
        CodeBlock leaf = ctx.exprs.code(e, env);
        return cast ? CodeBlock.of("(long) $L", paren(e, leaf)) : leaf;
    }

    /** An operand in parentheses unless it is a leaf or a call. */
    private static CodeBlock paren(Typed e, CodeBlock code) {
        return e instanceof Typed.Binary || e instanceof Typed.Unary || e instanceof Typed.If ? CodeBlock.of("($L)", code)
                : code;
    }

    /**
     * Whether {@code e} may be evaluated where the rule would not have: integer and boolean
     * literals, locals and constants, comparisons, {@code ! &&}, {@code min max}. Nothing here
     * throws or has an effect: not division, a lookup or a call of a rule, and not {@code + - *},
     * unary minus or {@code abs} either, which are checked for overflow (an overflow the rule
     * would never have met must not be thrown).
     */
    boolean safe(Typed e) {
        Type type = e.type();
        if (type != Type.Prim.INT && type != Type.Prim.BOOL) {
            return false;
        }
        if (e instanceof Typed.IntLit || e instanceof Typed.BoolLit) {
            return true;
        }
        if (e instanceof Typed.Name n) {
            Ref ref = n.ref();
            return ref instanceof Ref.Local || ref instanceof Ref.Const;
        }
        if (e instanceof Typed.Unary u) {
            return u.op().equals("!") && safe(u.operand()) || u.op().equals("-") && u.operand() instanceof Typed.IntLit;
        }
        if (e instanceof Typed.Binary b) {
            return switch (b.op()) {
                case "<=", "<", ">=", ">", "==", "!=", "&&", "||" -> safe(b.left()) && safe(b.right());
                default -> false;
            };
        }
        if (e instanceof Typed.Call c && c.callee() instanceof Callee.Builtin builtin
                && List.of("min", "max").contains(builtin.name())) {
            List<Typed> args = c.arguments();
            return !args.isEmpty() && args.stream().allMatch(a -> a.type() == Type.Prim.INT && safe(a));
        }
        return false;
    }
}
