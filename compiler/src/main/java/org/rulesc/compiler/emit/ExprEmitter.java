package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.List;
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
 *
 * <p>This class writes the operators, names, fields, literals and calls of the rulebook's own
 * declarations; a call of a built-in function is {@link BuiltinCalls}'s, and an expression that
 * binds a name ({@code let}, an aggregate, {@code fold}, {@code reachable}) {@link BindingForms}'s.
 */
final class ExprEmitter {
    static final ClassName LISTS = ClassName.get(EmitContext.RUNTIME, "Lists");

    private final Model model;
    private final String mainClass;
    private final JavaTypes types;
    /** The calls of built-in functions, on the runtime's grids and geometry. */
    private final BuiltinCalls builtins = new BuiltinCalls(this);
    /** The expressions that bind a name (let, aggregates, fold, reachable), as lambdas. */
    private final BindingForms bindings = new BindingForms(this);

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
    static final int EQUALITY = 4;
    private static final int RELATIONAL = 5;
    static final int UNARY = 8;
    static final int PRIMARY = 9;

    /** The Java code of a typed expression: types by {@code $T}, so the file imports them. */
    CodeBlock code(Typed e, ExprEnv env) {
        return raw(e, env);
    }

    /**
     * The Java text of a typed expression, every type written in full: for code assembled as text.
     * Prefer {@link #code}, which lets JavaPoet import the types.
     */
    String emit(Typed e, ExprEnv env) {
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
            return BuiltinCalls.precedence(b.name());
        }
        return PRIMARY;
    }

    /** {@code child} as an operand of an operator of precedence {@code parent}. */
    CodeBlock operand(Typed child, ExprEnv env, int parent, boolean right) {
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

    private CodeBlock args(List<Typed> args, ExprEnv env) {
        return args(args.stream().map(a -> raw(a, env)).toList());
    }

    private CodeBlock raw(Typed e, ExprEnv env) {
        return e.accept(raw, env);
    }

    private final Raw raw = new Raw();

    /** Java for each kind of expression: a kind added to the language and forgotten here does not compile. */
    private final class Raw implements Typed.Visitor<CodeBlock, ExprEnv> {
        @Override
        public CodeBlock visitIntLit(Typed.IntLit i, ExprEnv env) {
            return CodeBlock.of("$L", i.value());
        }

        @Override
        public CodeBlock visitBoolLit(Typed.BoolLit b, ExprEnv env) {
            return CodeBlock.of("$L", b.value());
        }

        @Override
        public CodeBlock visitTextLit(Typed.TextLit t, ExprEnv env) {
            return CodeBlock.of("$L", JavaText.literal(t.value()));
        }

        @Override
        public CodeBlock visitHexLit(Typed.HexLit h, ExprEnv env) {
            return CodeBlock.of("$T.of($L, $L)", JavaTypes.HEX, h.hex().col(), h.hex().row());
        }

        @Override
        public CodeBlock visitQuantityLit(Typed.QuantityLit q, ExprEnv env) {
            return CodeBlock.of("$L", q.length());
        }

        @Override
        public CodeBlock visitName(Typed.Name n, ExprEnv env) {
            return ref(n.ref(), n.name(), env);
        }

        @Override
        public CodeBlock visitField(Typed.Field f, ExprEnv env) {
            return field(f, env);
        }

        @Override
        public CodeBlock visitUnary(Typed.Unary u, ExprEnv env) {
            return unary(u, env);
        }

        @Override
        public CodeBlock visitBinary(Typed.Binary b, ExprEnv env) {
            return binary(b, env);
        }

        @Override
        public CodeBlock visitIf(Typed.If i, ExprEnv env) {
            return CodeBlock.of("$L$W? $L$W: $L", operand(i.condition(), env, TERNARY, true),
                    operand(i.then(), env, TERNARY, true), operand(i.otherwise(), env, TERNARY, false));
        }

        @Override
        public CodeBlock visitLet(Typed.Let l, ExprEnv env) {
            return bindings.let(l, env);
        }

        @Override
        public CodeBlock visitAggregate(Typed.Aggregate a, ExprEnv env) {
            return bindings.aggregate(a, env);
        }

        @Override
        public CodeBlock visitFold(Typed.Fold f, ExprEnv env) {
            return bindings.fold(f, env);
        }

        @Override
        public CodeBlock visitIndex(Typed.Index x, ExprEnv env) {
            return unboxed(x.type(), CodeBlock.of("$T.at($L,$W$L)", LISTS, raw(x.target(), env),
                    raw(x.index(), env)));
        }

        @Override
        public CodeBlock visitReachable(Typed.Reachable r, ExprEnv env) {
            return bindings.reachable(r, env);
        }

        @Override
        public CodeBlock visitCall(Typed.Call c, ExprEnv env) {
            return call(c, env);
        }

        @Override
        public CodeBlock visitRecordLit(Typed.RecordLit r, ExprEnv env) {
            List<CodeBlock> args = r.values().stream()
                    .map(v -> v == null ? CodeBlock.of("null") : raw(v, env)).toList();
            return CodeBlock.of("new $T($L)", types.declared(r.build().name().text()), args(args));
        }

        @Override
        public CodeBlock visitListLit(Typed.ListLit l, ExprEnv env) {
            return CodeBlock.of("$T.of($L)", List.class, args(l.elements(), env));
        }
    }

    private CodeBlock field(Typed.Field f, ExprEnv env) {
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

    private CodeBlock unary(Typed.Unary u, ExprEnv env) {
        if (u.op().equals("-") && !(u.operand() instanceof Typed.IntLit)) {
            // checked, as the interpreter's: -Integer.MIN_VALUE is an overflow, not itself
            return CodeBlock.of("$T.negateExact($Z$L)", Math.class, raw(u.operand(), env));
        }
        return CodeBlock.of("$L$L", u.op(), operand(u.operand(), env, UNARY, false));
    }

    CodeBlock ref(Ref ref, String name, ExprEnv env) {
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

    private CodeBlock binary(Typed.Binary b, ExprEnv env) {
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
    private CodeBlock exact(String method, Typed.Binary b, ExprEnv env) {
        // $Z: a place to break a long nest of calls (JavaPoet wraps only where it is told it may)
        return CodeBlock.of("$T.$L($Z$L,$W$L)", Math.class, method, raw(b.left(), env), raw(b.right(), env));
    }

    static boolean isListType(Type t) {
        return t instanceof Type.ListType || t instanceof Type.EmptyList;
    }

    private static boolean isPrimitive(Type t) {
        return t == Type.Prim.INT || t == Type.Prim.LENGTH || t == Type.Prim.BOOL;
    }

    /** A generic helper's result as the primitive the rule means (so `==` compares values). */
    static CodeBlock unboxed(Type t, CodeBlock call) {
        if (t == Type.Prim.INT || t == Type.Prim.LENGTH) {
            return CodeBlock.of("((int) $L)", call);
        } else if (t == Type.Prim.BOOL) {
            return CodeBlock.of("((boolean) $L)", call);
        }
        return call;
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
    ClassName owner(Callee callee) {
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
    CodeBlock grid() {
        return CodeBlock.of("$T.GRID", main());
    }

    /** The rulebook's square adjacency, a constant of the main class. */
    CodeBlock adjacency() {
        return CodeBlock.of("$T.ADJACENCY", main());
    }

    private CodeBlock call(Typed.Call c, ExprEnv env) {
        Callee callee = c.callee();
        if (callee instanceof Callee.Builtin b) {
            return builtins.call(b, c, env);
        }
        CodeBlock joined = args(c.arguments(), env);
        if (callee == null) {
            throw new IllegalStateException("unresolved call " + c.name());
        }
        return CodeBlock.of("$T.$L($L)", owner(callee), JavaNames.member(c.name()), joined);
    }
}
