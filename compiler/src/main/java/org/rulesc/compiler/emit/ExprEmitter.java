package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;

/**
 * Translates checked expressions to Java code (JavaPoet {@code CodeBlock}s, so every type is
 * imported, and {@code $W} where a long line may break). Every sub-expression is
 * parenthesised where precedence could differ, so the Java means exactly the rule.
 */
final class ExprEmitter {
    static final ClassName LET = ClassName.get(EmitContext.RUNTIME, "Let");
    static final ClassName LISTS = ClassName.get(EmitContext.RUNTIME, "Lists");
    static final ClassName INDEXED = LISTS.nestedClass("Indexed");
    static final ClassName HEX_PATHS = ClassName.get(EmitContext.RUNTIME, "HexPaths");
    static final ClassName SQUARE_GRID = ClassName.get(EmitContext.RUNTIME, "SquareGrid");
    static final ClassName SQUARE_SIGHT = ClassName.get(EmitContext.RUNTIME, "SquareSight");
    static final ClassName CONTINUOUS = ClassName.get(EmitContext.RUNTIME, "Continuous");
    static final ClassName BEARINGS = ClassName.get(EmitContext.RUNTIME, "Bearings");

    private final Model model;
    private final String mainClass;
    private final JavaTypes types;

    ExprEmitter(Model model, String mainClass, JavaTypes types) {
        this.model = model;
        this.mainClass = mainClass;
        this.types = types;
    }

    Model model() {
        return model;
    }

    JavaTypes types() {
        return types;
    }

    /**
     * Local names in scope and the Java expression each stands for, and every Java local the
     * generated method has declared so far, so a lambda's parameter never repeats one (Java
     * forbids a lambda parameter that shadows a local, even where the rulebook's `let` shadows).
     */
    static final class Env {
        private final Map<String, String> locals;
        private final Set<String> taken;

        private Env(Map<String, String> locals, Set<String> taken) {
            this.locals = locals;
            this.taken = taken;
        }

        static Env empty() {
            return new Env(new HashMap<>(), Set.of());
        }

        /** {@code name} now stands for the Java expression {@code java} (a local of that name, if it is one). */
        Env with(String name, String java) {
            Map<String, String> copy = new HashMap<>(locals);
            copy.put(name, java);
            return new Env(copy, javaLocal(java) ? plus(taken, java) : taken);
        }

        /** The Java local {@code java} is declared (by the generated code itself). */
        Env declaring(String java) {
            return new Env(locals, plus(taken, java));
        }

        /**
         * A Java local for a new binder of {@code name}: its own spelling when no local in scope
         * has it (and it ends in no digit, as the locals a generated test numbers do), else its
         * spelling and {@code _}, numbered if that is taken too.
         */
        String fresh(String name) {
            String plain = local(name);
            if (!taken.contains(plain) && !INTERNAL.contains(plain) && !locals.containsValue(plain)
                    && !Character.isDigit(plain.charAt(plain.length() - 1))) {
                return plain;
            }
            String base = plain + "_";
            String java = base;
            for (int i = 2; taken.contains(java) || INTERNAL.contains(java); i++) {
                java = base + "_" + i; // a digit after two underscores: no spelling has that
            }
            return java;
        }

        String get(String name) {
            return locals.get(name);
        }

        private static boolean javaLocal(String java) {
            return !java.isEmpty() && java.chars().allMatch(c -> Character.isJavaIdentifierPart(c));
        }

        private static Set<String> plus(Set<String> set, String element) {
            Set<String> copy = new HashSet<>(set);
            copy.add(element);
            return copy;
        }
    }

    /** Locals generated methods declare for themselves: no binder takes them. */
    static final Set<String> INTERNAL = JavaNames.EMITTED_LOCALS;

    /** A Java local (parameter or let) for a rulebook variable. */
    static String local(String name) {
        return JavaNames.local(name);
    }

    /** Java operator precedence, loosest first; a child looser than its parent gets parentheses. */
    private static final int TERNARY = 1;
    static final int OR = 2;
    static final int AND = 3;
    private static final int EQUALITY = 4;
    private static final int RELATIONAL = 5;
    private static final int UNARY = 8;
    private static final int PRIMARY = 9;

    /** The Java code of a typed expression: types by {@code $T}, so the file imports them. */
    CodeBlock code(Typed e, Env env) {
        return raw(e, env);
    }

    /**
     * The Java text of a typed expression, every type written in full: for code assembled as text.
     * Prefer {@link #code}, which lets JavaPoet import the types.
     */
    String emit(Typed e, Env env) {
        return text(raw(e, env));
    }

    /**
     * The text of generated code, every type written in full. (A {@code CodeBlock}'s own
     * {@code toString} drops what follows its last {@code $W}, and so does its {@code equals}:
     * a closing zero-width break flushes it.)
     */
    static String text(CodeBlock code) {
        return CodeBlock.of("$L$Z", code).toString();
    }

    private int precedence(Typed e) {
        if (e instanceof Typed.Binary b) {
            return switch (b.op()) {
                case "||" -> OR;
                case "&&" -> AND;
                case "==", "!=" -> EQUALITY;
                case "<", "<=", ">", ">=" -> RELATIONAL;
                case "+", "-", "*" -> PRIMARY; // Math.addExact … and Lists.concat are calls
                default -> PRIMARY; // floorDiv, floorMod, contains are calls
            };
        } else if (e instanceof Typed.If) {
            return TERNARY;
        } else if (e instanceof Typed.Unary u) {
            return u.op().equals("-") && !(u.operand() instanceof Typed.IntLit) ? PRIMARY : UNARY; // Math.negateExact
        } else if (e instanceof Typed.IntLit i && i.value() < 0) {
            return UNARY;
        } else if (e instanceof Typed.Aggregate a && a.function().equals("count")) {
            return UNARY; // a cast
        } else if (e instanceof Typed.Call c && c.callee() instanceof Callee.Builtin b) {
            return switch (b.name()) {
                case "adjacent" -> EQUALITY;
                case "ceil_div" -> UNARY;
                default -> PRIMARY;
            };
        }
        return PRIMARY;
    }

    /** {@code child} as an operand of an operator of precedence {@code parent}. */
    CodeBlock operand(Typed child, Env env, int parent, boolean right) {
        CodeBlock code = raw(child, env);
        int p = precedence(child);
        return p < parent || (right && p == parent) ? CodeBlock.of("($L)", code) : code;
    }

    /** Arguments of a call, a space or a line break after each comma. */
    static CodeBlock args(List<CodeBlock> args) {
        return CodeBlock.join(args, ",$W");
    }

    /**
     * Generated names and punctuation ({@code "a, b, c"}, never a {@code $} in them) as code that
     * may break after each comma.
     */
    static CodeBlock list(String names) {
        if (names.indexOf('$') >= 0) {
            throw new IllegalArgumentException("not a list of names: " + names);
        }
        return CodeBlock.of(names.replace(", ", ",$W"));
    }

    private CodeBlock args(List<Typed> args, Env env) {
        return args(args.stream().map(a -> raw(a, env)).toList());
    }

    private CodeBlock raw(Typed e, Env env) {
        return e.accept(raw, env);
    }

    private final Raw raw = new Raw();

    /** Java for each kind of expression: a kind added to the language and forgotten here does not compile. */
    private final class Raw implements Typed.Visitor<CodeBlock, Env> {
        @Override
        public CodeBlock visitIntLit(Typed.IntLit i, Env env) {
            return CodeBlock.of("$L", i.value());
        }

        @Override
        public CodeBlock visitBoolLit(Typed.BoolLit b, Env env) {
            return CodeBlock.of("$L", b.value());
        }

        @Override
        public CodeBlock visitTextLit(Typed.TextLit t, Env env) {
            return CodeBlock.of("$L", JavaText.literal(t.value()));
        }

        @Override
        public CodeBlock visitHexLit(Typed.HexLit h, Env env) {
            return CodeBlock.of("$T.of($L, $L)", JavaTypes.HEX, h.hex().col(), h.hex().row());
        }

        @Override
        public CodeBlock visitQuantityLit(Typed.QuantityLit q, Env env) {
            return CodeBlock.of("$L", q.length());
        }

        @Override
        public CodeBlock visitName(Typed.Name n, Env env) {
            return ref(n.ref(), n.name(), env);
        }

        @Override
        public CodeBlock visitField(Typed.Field f, Env env) {
            return field(f, env);
        }

        @Override
        public CodeBlock visitUnary(Typed.Unary u, Env env) {
            return unary(u, env);
        }

        @Override
        public CodeBlock visitBinary(Typed.Binary b, Env env) {
            return binary(b, env);
        }

        @Override
        public CodeBlock visitIf(Typed.If i, Env env) {
            return CodeBlock.of("$L$W? $L$W: $L", operand(i.condition(), env, TERNARY, true),
                    operand(i.then(), env, TERNARY, true), operand(i.otherwise(), env, TERNARY, false));
        }

        @Override
        public CodeBlock visitLet(Typed.Let l, Env env) {
            return let(l, env);
        }

        @Override
        public CodeBlock visitAggregate(Typed.Aggregate a, Env env) {
            return aggregate(a, env);
        }

        @Override
        public CodeBlock visitFold(Typed.Fold f, Env env) {
            return fold(f, env);
        }

        @Override
        public CodeBlock visitIndex(Typed.Index x, Env env) {
            return unboxed(x.type(), CodeBlock.of("$T.at($L,$W$L)", LISTS, raw(x.target(), env),
                    raw(x.index(), env)));
        }

        @Override
        public CodeBlock visitReachable(Typed.Reachable r, Env env) {
            return reachable(r, env);
        }

        @Override
        public CodeBlock visitCall(Typed.Call c, Env env) {
            return call(c, env);
        }

        @Override
        public CodeBlock visitRecordLit(Typed.RecordLit r, Env env) {
            List<CodeBlock> args = r.values().stream()
                    .map(v -> v == null ? CodeBlock.of("null") : raw(v, env)).toList();
            return CodeBlock.of("new $T($L)", types.declared(r.build().name().text()), args(args));
        }

        @Override
        public CodeBlock visitListLit(Typed.ListLit l, Env env) {
            return CodeBlock.of("$T.of($L)", List.class, args(l.elements(), env));
        }
    }

    private CodeBlock field(Typed.Field f, Env env) {
        Ref ref = f.ref();
        if (ref instanceof Ref.Member || ref instanceof Ref.Entry) {
            return ref(ref, f.field(), env);
        }
        CodeBlock target = operand(f.target(), env, PRIMARY, false);
        Type type = f.target().type();
        if (type == Type.Prim.SQUARE) {
            return CodeBlock.of("$L.$L()", target, f.field().equals("x") ? "col" : "row");
        }
        if (type == Type.Prim.HEX || type == Type.Prim.HEXSIDE || type == Type.Prim.EDGE
                || type == Type.Prim.VERTEX) {
            return CodeBlock.of("$L.$L()", target, f.field());
        }
        return CodeBlock.of("$L.$L()", target, JavaNames.member(f.field()));
    }

    private CodeBlock unary(Typed.Unary u, Env env) {
        if (u.op().equals("-") && !(u.operand() instanceof Typed.IntLit)) {
            // checked, as the interpreter's: -Integer.MIN_VALUE is an overflow, not itself
            return CodeBlock.of("$T.negateExact($Z$L)", Math.class, raw(u.operand(), env));
        }
        return CodeBlock.of("$L$L", u.op(), operand(u.operand(), env, UNARY, false));
    }

    private CodeBlock let(Typed.Let l, Env env) {
        String var = env.fresh(l.variable());
        // a primitive result is unboxed, so overloads (Truth's `that`) and `==` see the rule's type
        return unboxed(l.type(), CodeBlock.of("$T.let($L,$W$L -> $L)", LET, raw(l.value(), env), var,
                raw(l.body(), env.with(l.variable(), var))));
    }

    private CodeBlock reachable(Typed.Reachable r, Env env) {
        String var = env.fresh(r.variable());
        if (r.from().type() == Type.Prim.SQUARE) {
            return CodeBlock.of("$T.reachable($L,$W$L,$W$L,$W$L,$W$L -> $L)",
                    ClassName.get(EmitContext.RUNTIME, "SquarePaths"), adjacency(), raw(r.from(), env),
                    raw(r.to(), env), raw(r.steps(), env), var,
                    raw(r.condition(), env.with(r.variable(), var)));
        }
        return CodeBlock.of("$T.reachable($L,$W$L,$W$L,$W$L,$W$L -> $L)", HEX_PATHS, grid(), raw(r.from(), env),
                raw(r.to(), env), raw(r.steps(), env), var,
                raw(r.condition(), env.with(r.variable(), var)));
    }

    CodeBlock ref(Ref ref, String name, Env env) {
        if (ref instanceof Ref.Local) {
            String java = env.get(name);
            if (java == null) {
                throw new IllegalStateException("no Java name for local " + name);
            }
            return CodeBlock.of("$L", java);
        } else if (ref instanceof Ref.Const c) {
            return CodeBlock.of("$T.$L()", owner(c.decl()), JavaNames.member(c.decl().name().text()));
        } else if (ref instanceof Ref.MapRef m) {
            return CodeBlock.of("$T.$L()", owner(m.decl()), JavaNames.member(m.decl().name().text()));
        } else if (ref instanceof Ref.SquareMapRef m) {
            return CodeBlock.of("$T.$L()", owner(m.decl()), JavaNames.member(m.decl().name().text()));
        } else if (ref instanceof Ref.Member m) {
            return CodeBlock.of("$T.$L", types.declared(m.owner().name().text()),
                    JavaNames.constant(m.member().name().text()));
        } else if (ref instanceof Ref.Entry en) {
            return CodeBlock.of("$T.$L", types.declared(en.kind().name().text()),
                    JavaNames.constant(en.entry().name().text()));
        }
        throw new IllegalStateException("unresolved name " + name);
    }

    private CodeBlock binary(Typed.Binary b, Env env) {
        CodeBlock balanced = LongChains.balanced(b, this, env);
        if (balanced != null) {
            return balanced;
        }
        switch (b.op()) {
            case "/":
                return CodeBlock.of("$T.floorDiv($L,$W$L)", Math.class, raw(b.left(), env), raw(b.right(), env));
            case "%":
                return CodeBlock.of("$T.floorMod($L,$W$L)", Math.class, raw(b.left(), env), raw(b.right(), env));
            case "+":
                if (isListType(b.type())) {
                    return CodeBlock.of("$T.concat($L,$W$L)", LISTS, raw(b.left(), env), raw(b.right(), env));
                }
                return exact("addExact", b, env);
            case "-":
                return exact("subtractExact", b, env);
            case "*":
                return exact("multiplyExact", b, env);
            case "contains":
                return CodeBlock.of("$L.contains($L)", operand(b.left(), env, PRIMARY, false), raw(b.right(), env));
            case "==":
            case "!=":
                Type left = b.left().type();
                if (!(isPrimitive(left) || left instanceof Type.EnumType || left instanceof Type.KindType)) {
                    return CodeBlock.of("$L$T.equals($L,$W$L)", b.op().equals("!=") ? "!" : "", Objects.class,
                            raw(b.left(), env), raw(b.right(), env));
                }
                break;
            default:
                break;
        }
        int p = precedence(b);
        return CodeBlock.of("$L$W$L $L", operand(b.left(), env, p, false), b.op(), operand(b.right(), env, p, true));
    }

    /**
     * Integer arithmetic, checked: an overflow throws {@link ArithmeticException} ("integer
     * overflow"), as in the interpreter, instead of wrapping silently.
     */
    private CodeBlock exact(String method, Typed.Binary b, Env env) {
        // $Z: a place to break a long nest of calls (JavaPoet wraps only where it is told it may)
        return CodeBlock.of("$T.$L($Z$L,$W$L)", Math.class, method, raw(b.left(), env), raw(b.right(), env));
    }

    static boolean isListType(Type t) {
        return t instanceof Type.ListType || t instanceof Type.EmptyList;
    }

    private static boolean isPrimitive(Type t) {
        return t == Type.Prim.INT || t == Type.Prim.LENGTH || t == Type.Prim.BOOL;
    }

    private CodeBlock aggregate(Typed.Aggregate a, Env env) {
        String var = env.fresh(a.variable());
        CodeBlock source = operand(a.source(), env, PRIMARY, false);
        Env inner = env.with(a.variable(), var);
        if (a.index() != null) {
            // over (index, element) pairs: both names read the pair
            source = CodeBlock.of("$T.indexed($L)", LISTS, raw(a.source(), env));
            inner = env.declaring(var).with(a.variable(), var + ".value()")
                    .with(a.index(), var + ".index()");
        }
        CodeBlock lambda = CodeBlock.of("$L -> $L", var, raw(a.body(), inner));
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

    /** A generic helper's result as the primitive the rule means (so `==` compares values). */
    private static CodeBlock unboxed(Type t, CodeBlock call) {
        if (t == Type.Prim.INT || t == Type.Prim.LENGTH) {
            return CodeBlock.of("((int) $L)", call);
        } else if (t == Type.Prim.BOOL) {
            return CodeBlock.of("((boolean) $L)", call);
        }
        return call;
    }

    /** {@code fold}/{@code scan}: the runtime's Lists helpers with a lambda for one step. */
    private CodeBlock fold(Typed.Fold f, Env env) {
        String acc = env.fresh(f.accumulator());
        Env inner = env.with(f.accumulator(), acc);
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
        CodeBlock init = raw(f.init(), env);
        CodeBlock start = accType == Type.Prim.INT || accType == Type.Prim.LENGTH
                ? CodeBlock.of("$T.valueOf($L)", Integer.class, init)
                : accType == Type.Prim.BOOL ? CodeBlock.of("$T.valueOf($L)", Boolean.class, init) : init;
        String method = f.function() + (f.index() == null ? "" : "Indexed");
        CodeBlock call = CodeBlock.of("$T.$L($L,$W$L,$W($L) -> $L)", LISTS, method, raw(f.source(), env), start,
                params, raw(f.body(), inner));
        return f.function().equals("scan") ? call : unboxed(accType, call);
    }

    private ClassName main() {
        return ClassName.get(model.javaPackage, mainClass);
    }

    /**
     * The class that has a declaration's methods: its part's class ({@code part movement} of
     * {@code my_rules}: {@code MyRulesMovement}), else the rulebook's main class.
     */
    ClassName owner(Decl d) {
        Decl.Part part = model.partOf.get(d);
        return part == null ? main() : ClassName.get(model.javaPackage, JavaNames.partClass(mainClass, part));
    }

    /** The class a call's method is on: its formula's, table's or modifiers' part, else the main class. */
    private ClassName owner(Callee callee) {
        if (callee instanceof Callee.Formula f) {
            return owner(f.decl());
        } else if (callee instanceof Callee.Table t) {
            return owner(t.decl());
        } else if (callee instanceof Callee.Modifiers m) {
            return owner(m.decl());
        }
        return main();
    }

    /** The rulebook's hex grid, a constant of the main class. */
    private CodeBlock grid() {
        return CodeBlock.of("$T.GRID", main());
    }

    /** The rulebook's square adjacency, a constant of the main class. */
    private CodeBlock adjacency() {
        return CodeBlock.of("$T.ADJACENCY", main());
    }

    private boolean onSquares(List<Typed> args) {
        return !args.isEmpty() && args.get(0).type() == Type.Prim.SQUARE;
    }

    private CodeBlock call(Typed.Call c, Env env) {
        Callee callee = c.callee();
        List<Typed> args = c.arguments();
        List<CodeBlock> java = args.stream().map(a -> raw(a, env)).toList();
        CodeBlock joined = args(java);
        if (callee instanceof Callee.Builtin b && b.name().equals("allowed")) {
            Typed.Call lookup = (Typed.Call) args.get(0);
            return CodeBlock.of("$T.$L$L($L)", owner(lookup.callee()), JavaNames.member(lookup.name()),
                    JavaNames.ALLOWED,
                    args(lookup.arguments(), env));
        }
        if (callee instanceof Callee.Builtin b && onSquares(args)) {
            List<CodeBlock> first = new ArrayList<>(List.of(adjacency()));
            first.addAll(java);
            CodeBlock withAdjacency = args(first);
            switch (b.name()) {
                case "square_distance":
                    return CodeBlock.of("$T.distance($L)", SQUARE_GRID, withAdjacency);
                case "adjacent":
                    return CodeBlock.of("$T.distance($L) == 1", SQUARE_GRID, withAdjacency);
                case "neighbours":
                    return CodeBlock.of("$T.neighbours($L)", SQUARE_GRID, withAdjacency);
                case "within_squares":
                    return CodeBlock.of("$T.within($L)", SQUARE_GRID, withAdjacency);
                case "footprint":
                    return CodeBlock.of("$T.footprint($L)", SQUARE_GRID, joined);
                case "squares_on_line":
                    return CodeBlock.of("$T.between($L)$Z.squares()", SQUARE_SIGHT, joined);
                case "squares_crossed":
                    return CodeBlock.of("$T.between($L)$Z.entered()", SQUARE_SIGHT, joined);
                case "edges_crossed":
                    return CodeBlock.of("$T.between($L)$Z.edges()", SQUARE_SIGHT, joined);
                case "vertices_passed":
                    return CodeBlock.of("$T.between($L)$Z.passes()", SQUARE_SIGHT, joined);
                case "edge":
                    return CodeBlock.of("$T.between($L)", JavaTypes.EDGE, joined);
                default:
                    break;
            }
        }
        if (callee instanceof Callee.Builtin b && b.name().equals("edge_terrain")) {
            return CodeBlock.of("$L.edge($L)", operand(args.get(0), env, PRIMARY, false), java.get(1));
        }
        if (callee instanceof Callee.Builtin b) {
            return switch (b.name()) {
                case "square" -> CodeBlock.of("$T.of($L)", JavaTypes.SQUARE, joined);
                case "min" -> CodeBlock.of("$T.min($L)", Math.class, joined);
                case "max" -> CodeBlock.of("$T.max($L)", Math.class, joined);
                case "abs" -> CodeBlock.of("$T.absExact($L)", Math.class, joined); // abs(MIN_VALUE) throws
                case "clamp" -> CodeBlock.of("$T.max($L,$W$T.min($L,$W$L))", Math.class, java.get(1), Math.class,
                        java.get(2), java.get(0));
                // the interpreter's: the dividend negated with a check (-MIN_VALUE overflows)
                case "ceil_div" -> CodeBlock.of("-$T.floorDiv($T.negateExact($L),$W$L)", Math.class, Math.class,
                        java.get(0), java.get(1));
                case "size" -> CodeBlock.of("$L.size()", operand(args.get(0), env, PRIMARY, false));
                case "upto" -> CodeBlock.of("$T.upto($L)", LISTS, java.get(0));
                case "distinct" -> CodeBlock.of("$T.distinct($L)", LISTS, java.get(0));
                case "interleave" -> CodeBlock.of("$T.interleave($L)", LISTS, joined);
                case "point" -> CodeBlock.of("$T.of($L)", JavaTypes.POINT, joined);
                case "raised" -> CodeBlock.of("$L.raised($L)", operand(args.get(0), env, PRIMARY, false), java.get(1));
                case "distance" -> CodeBlock.of("$T.toIntExact($T.distanceFloor($L))", Math.class, CONTINUOUS, joined);
                case "on_table" -> CodeBlock.of("$L.onTable()", operand(args.get(0), env, PRIMARY, false));
                case "left_of" -> CodeBlock.of("$T.leftOf($L)", BEARINGS, joined);
                case "right_of" -> CodeBlock.of("$T.rightOf($L)", BEARINGS, joined);
                case "within_angle" -> CodeBlock.of("$T.withinAngle($L)", BEARINGS, joined);
                case "enters_before" -> CodeBlock.of("$T.entersBefore($L)", CONTINUOUS, joined);
                case "in_box" -> CodeBlock.of("$T.inside($L)", ClassName.get(EmitContext.RUNTIME, "Boxes"), joined);
                case "crosses_box" -> CodeBlock.of("$T.crosses($L)", ClassName.get(EmitContext.RUNTIME, "Boxes"), joined);
                case "hex_distance" -> CodeBlock.of("$L.distance($L)", grid(), joined);
                case "adjacent" -> CodeBlock.of("$L.distance($L) == 1", grid(), joined);
                case "neighbours" -> CodeBlock.of("$L.neighbours($L)", grid(), joined);
                case "straight" -> CodeBlock.of("$T.straight($L,$W$L)", HEX_PATHS, grid(), joined);
                case "straight_hexes" -> CodeBlock.of("$T.straightRing($L,$W$L)", HEX_PATHS, grid(), joined);
                case "hexes_on_line" -> CodeBlock.of("$L.hexesOnLine($L)$Z.hexes()", grid(), joined);
                case "hexsides_on_line" -> CodeBlock.of("$L.hexesOnLine($L)$Z.edgePairs()", grid(), joined);
                case "terrain" -> CodeBlock.of("$L.terrain($L)", operand(args.get(0), env, PRIMARY, false),
                        java.get(1));
                case "on_map" -> CodeBlock.of("$L.contains($L)", operand(args.get(0), env, PRIMARY, false),
                        java.get(1));
                default -> CodeBlock.of("$T.within($L)", CONTINUOUS, joined);
            };
        }
        if (callee == null) {
            throw new IllegalStateException("unresolved call " + c.name());
        }
        return CodeBlock.of("$T.$L($L)", owner(callee), JavaNames.member(c.name()), joined);
    }
}
