package org.rulesc.compiler.emit;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;

/**
 * Translates checked expressions to Java source text. Every sub-expression is
 * parenthesised where precedence could differ, so the Java means exactly the rule.
 */
final class ExprEmitter {
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

        /** A Java local for a new binder of {@code name}: its spelling and {@code _}, numbered if that is taken. */
        String fresh(String name) {
            String base = local(name) + "_";
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

    /** Locals generated methods declare for themselves (see {@link JavaNames}): no binder takes them. */
    static final Set<String> INTERNAL = Set.of("automatic_", "actor_", "_rolled", "_grades", "_result", "_gradeSet", "roll",
            "dice", "success", "out", "actors", "keys", "turn", "since");

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
    static final int ADDITIVE = 6;
    private static final int MULTIPLICATIVE = 7;
    private static final int UNARY = 8;
    private static final int PRIMARY = 9;

    String emit(Expr e, Env env) {
        return raw(e, env);
    }

    private int precedence(Expr e) {
        if (e instanceof Expr.Binary b) {
            return switch (b.op()) {
                case "||" -> OR;
                case "&&" -> AND;
                case "==", "!=" -> EQUALITY;
                case "<", "<=", ">", ">=" -> RELATIONAL;
                case "+", "-" -> isListType(model.type(b)) ? PRIMARY : ADDITIVE;
                case "*" -> MULTIPLICATIVE;
                default -> PRIMARY; // floorDiv, floorMod, contains are calls
            };
        } else if (e instanceof Expr.If) {
            return TERNARY;
        } else if (e instanceof Expr.Unary || e instanceof Expr.IntLit i && i.value() < 0) {
            return UNARY;
        } else if (e instanceof Expr.Aggregate a && a.function().equals("count")) {
            return UNARY; // a cast
        } else if (e instanceof Expr.Call c && model.callees.get(c) instanceof Callee.Builtin b) {
            return switch (b.name()) {
                case "adjacent" -> EQUALITY;
                case "ceil_div" -> UNARY;
                default -> PRIMARY;
            };
        }
        return PRIMARY;
    }

    /** {@code child} as an operand of an operator of precedence {@code parent}. */
    String operand(Expr child, Env env, int parent, boolean right) {
        String code = raw(child, env);
        int p = precedence(child);
        return p < parent || (right && p == parent) ? "(" + code + ")" : code;
    }

    private String raw(Expr e, Env env) {
        if (e instanceof Expr.IntLit i) {
            return String.valueOf(i.value());
        } else if (e instanceof Expr.BoolLit b) {
            return String.valueOf(b.value());
        } else if (e instanceof Expr.TextLit t) {
            return JavaNames.literal(t.value());
        } else if (e instanceof Expr.HexLit h) {
            var hex = org.rulesc.compiler.check.HexSpaces.scheme(model.rulebook).parse(h.label());
            return "org.rulesc.runtime.HexGrid.Hex.of(" + hex.col() + ", " + hex.row() + ")";
        } else if (e instanceof Expr.QuantityLit q) {
            return String.valueOf(q.amount() * model.symbols.units.get(q.unit()));
        } else if (e instanceof Expr.NameRef n) {
            return ref(model.refs.get(n), n.name().text(), env);
        } else if (e instanceof Expr.Field f) {
            Ref ref = model.refs.get(f);
            if (ref instanceof Ref.Member || ref instanceof Ref.Entry) {
                return ref(ref, f.field().text(), env);
            }
            if (model.type(f.target()) == Type.Prim.SQUARE) {
                return operand(f.target(), env, PRIMARY, false) + (f.field().text().equals("x") ? ".col()" : ".row()");
            }
            if (model.type(f.target()) == Type.Prim.HEX || model.type(f.target()) == Type.Prim.HEXSIDE
                    || model.type(f.target()) == Type.Prim.EDGE || model.type(f.target()) == Type.Prim.VERTEX) {
                return operand(f.target(), env, PRIMARY, false) + "." + f.field().text() + "()";
            }
            return operand(f.target(), env, PRIMARY, false) + "." + JavaNames.member(f.field().text()) + "()";
        } else if (e instanceof Expr.Unary u) {
            return u.op() + operand(u.operand(), env, UNARY, false);
        } else if (e instanceof Expr.Binary b) {
            return binary(b, env);
        } else if (e instanceof Expr.If i) {
            return operand(i.condition(), env, TERNARY, true) + " ? " + operand(i.then(), env, TERNARY, true) + " : "
                    + operand(i.otherwise(), env, TERNARY, false);
        } else if (e instanceof Expr.Let l) {
            String var = env.fresh(l.variable().text());
            // a primitive result is unboxed, so overloads (Truth's `that`) and `==` see the rule's type
            return unboxed(model.type(l), "org.rulesc.runtime.Let.let(" + emit(l.value(), env) + ", " + var + " -> "
                    + emit(l.body(), env.with(l.variable().text(), var)) + ")");
        } else if (e instanceof Expr.Aggregate a) {
            return aggregate(a, env);
        } else if (e instanceof Expr.Fold f) {
            return fold(f, env);
        } else if (e instanceof Expr.Index x) {
            return unboxed(model.type(x), "org.rulesc.runtime.Lists.at(" + emit(x.target(), env) + ", "
                    + emit(x.index(), env) + ")");
        } else if (e instanceof Expr.Reachable r) {
            String var = env.fresh(r.variable().text());
            return "org.rulesc.runtime.HexPaths.reachable(" + grid() + ", " + emit(r.from(), env) + ", "
                    + emit(r.to(), env) + ", " + emit(r.steps(), env) + ", " + var + " -> "
                    + emit(r.condition(), env.with(r.variable().text(), var)) + ")";
        } else if (e instanceof Expr.Call c) {
            return call(c, env);
        } else if (e instanceof Expr.RecordLit r) {
            Decl.Build build = ((Type.BuildType) model.type(r)).decl();
            String args = build.fields().stream().map(f -> r.fields().stream()
                    .filter(fv -> fv.name().text().equals(f.name().text())).findFirst()
                    .map(fv -> emit(fv.value(), env)).orElse("null")).collect(Collectors.joining(", "));
            return "new " + JavaNames.declaredType(build.name().text()) + "(" + args + ")";
        } else if (e instanceof Expr.ListLit l) {
            if (l.elements().isEmpty()) {
                return "java.util.List.of()";
            }
            return "java.util.List.of(" + l.elements().stream().map(x -> emit(x, env))
                    .collect(Collectors.joining(", ")) + ")";
        }
        throw new IllegalStateException("unhandled " + e);
    }

    String ref(Ref ref, String name, Env env) {
        if (ref instanceof Ref.Local) {
            String java = env.get(name);
            if (java == null) {
                throw new IllegalStateException("no Java name for local " + name);
            }
            return java;
        } else if (ref instanceof Ref.Const c) {
            return mainClass + "." + JavaNames.member(c.decl().name().text()) + "()";
        } else if (ref instanceof Ref.MapRef m) {
            return mainClass + "." + JavaNames.member(m.decl().name().text()) + "()";
        } else if (ref instanceof Ref.SquareMapRef m) {
            return mainClass + "." + JavaNames.member(m.decl().name().text()) + "()";
        } else if (ref instanceof Ref.Member m) {
            return JavaNames.declaredType(m.owner().name().text()) + "." + JavaNames.constant(m.member().name().text());
        } else if (ref instanceof Ref.Entry en) {
            return JavaNames.declaredType(en.kind().name().text()) + "." + JavaNames.constant(en.entry().name().text());
        }
        throw new IllegalStateException("unresolved name " + name);
    }

    private String binary(Expr.Binary b, Env env) {
        String balanced = LongChains.balanced(b, this, env);
        if (balanced != null) {
            return balanced;
        }
        switch (b.op()) {
            case "/":
                return "Math.floorDiv(" + emit(b.left(), env) + ", " + emit(b.right(), env) + ")";
            case "%":
                return "Math.floorMod(" + emit(b.left(), env) + ", " + emit(b.right(), env) + ")";
            case "+":
                if (isListType(model.type(b))) {
                    return "org.rulesc.runtime.Lists.concat(" + emit(b.left(), env) + ", " + emit(b.right(), env) + ")";
                }
                break;
            case "contains":
                return operand(b.left(), env, PRIMARY, false) + ".contains(" + emit(b.right(), env) + ")";
            case "==":
            case "!=":
                if (!(isPrimitive(model.type(b.left())) || model.type(b.left()) instanceof Type.EnumType
                        || model.type(b.left()) instanceof Type.KindType)) {
                    return (b.op().equals("!=") ? "!" : "") + "java.util.Objects.equals(" + emit(b.left(), env) + ", "
                            + emit(b.right(), env) + ")";
                }
                break;
            default:
                break;
        }
        int p = precedence(b);
        return operand(b.left(), env, p, false) + " " + b.op() + " " + operand(b.right(), env, p, true);
    }

    static boolean isListType(Type t) {
        return t instanceof Type.ListType || t instanceof Type.EmptyList;
    }

    private static boolean isPrimitive(Type t) {
        return t == Type.Prim.INT || t == Type.Prim.LENGTH || t == Type.Prim.BOOL;
    }

    private String aggregate(Expr.Aggregate a, Env env) {
        String var = env.fresh(a.variable().text());
        String source = operand(a.source(), env, PRIMARY, false);
        Env inner = env.with(a.variable().text(), var);
        if (a.index() != null) {
            // over (index, element) pairs: both names read the pair
            source = "org.rulesc.runtime.Lists.indexed(" + emit(a.source(), env) + ")";
            inner = env.declaring(var).with(a.variable().text(), var + ".value()")
                    .with(a.index().text(), var + ".index()");
        }
        String body = emit(a.body(), inner);
        String lambda = var + " -> " + body;
        return switch (a.function()) {
            case "sum" -> source + ".stream().mapToInt(" + lambda + ").sum()";
            case "max" -> source + ".stream().mapToInt(" + lambda + ").max().orElse(0)";
            case "min" -> source + ".stream().mapToInt(" + lambda + ").min().orElse(0)";
            case "count" -> "(int) " + source + ".stream().filter(" + lambda + ").count()";
            case "filter" -> source + ".stream().filter(" + lambda + ")"
                    + (a.index() != null ? ".map(org.rulesc.runtime.Lists.Indexed::value)" : "") + ".toList()";
            case "each" -> source + ".stream().map(" + lambda + ").toList()";
            case "all" -> source + ".stream().allMatch(" + lambda + ")";
            default -> source + ".stream().anyMatch(" + lambda + ")";
        };
    }

    /** A generic helper's result as the primitive the rule means (so `==` compares values). */
    private static String unboxed(Type t, String call) {
        if (t == Type.Prim.INT || t == Type.Prim.LENGTH) {
            return "((int) " + call + ")";
        } else if (t == Type.Prim.BOOL) {
            return "((boolean) " + call + ")";
        }
        return call;
    }

    /** {@code fold}/{@code scan}: the runtime's Lists helpers with a lambda for one step. */
    private String fold(Expr.Fold f, Env env) {
        String acc = env.fresh(f.accumulator().text());
        Env inner = env.with(f.accumulator().text(), acc);
        String var = inner.fresh(f.variable().text());
        inner = inner.with(f.variable().text(), var);
        String params = acc + ", " + var;
        if (f.index() != null) {
            String index = inner.fresh(f.index().text());
            inner = inner.with(f.index().text(), index);
            params = acc + ", " + index + ", " + var;
        }
        Type accType = f.function().equals("scan") ? ((Type.ListType) model.type(f)).element() : model.type(f);
        // the start is boxed to the accumulator's class, so the step's lambda has one type throughout
        String init = emit(f.init(), env);
        String start = accType == Type.Prim.INT || accType == Type.Prim.LENGTH ? "Integer.valueOf(" + init + ")"
                : accType == Type.Prim.BOOL ? "Boolean.valueOf(" + init + ")" : init;
        String method = f.function() + (f.index() == null ? "" : "Indexed");
        String call = "org.rulesc.runtime.Lists." + method + "(" + emit(f.source(), env) + ", " + start + ", ("
                + params + ") -> " + emit(f.body(), inner) + ")";
        return f.function().equals("scan") ? call : unboxed(accType, call);
    }

    /** The rulebook's hex grid, a constant of the main class. */
    private String grid() {
        return mainClass + ".GRID";
    }

    /** The rulebook's square adjacency, a constant of the main class. */
    private String adjacency() {
        return mainClass + ".ADJACENCY";
    }

    private boolean onSquares(List<Expr> args) {
        return !args.isEmpty() && model.type(args.get(0)) == Type.Prim.SQUARE;
    }

    private String call(Expr.Call c, Env env) {
        Callee callee = model.callees.get(c);
        List<Expr> args = model.arguments.getOrDefault(c, List.of());
        List<String> java = args.stream().map(a -> emit(a, env)).toList();
        String joined = String.join(", ", java);
        if (callee instanceof Callee.Builtin b && b.name().equals("allowed")) {
            Expr.Call lookup = (Expr.Call) args.get(0);
            return mainClass + "." + JavaNames.member(lookup.callee().text()) + "Allowed(" + String.join(", ",
                    model.arguments.get(lookup).stream().map(a -> emit(a, env)).toList()) + ")";
        }
        if (callee instanceof Callee.Builtin b && onSquares(args)) {
            String squares = "org.rulesc.runtime.SquareGrid";
            switch (b.name()) {
                case "square_distance":
                    return squares + ".distance(" + adjacency() + ", " + joined + ")";
                case "adjacent":
                    return squares + ".distance(" + adjacency() + ", " + joined + ") == 1";
                case "neighbours":
                    return squares + ".neighbours(" + adjacency() + ", " + joined + ")";
                case "within_squares":
                    return squares + ".within(" + adjacency() + ", " + joined + ")";
                case "footprint":
                    return squares + ".footprint(" + joined + ")";
                case "squares_on_line":
                    return "org.rulesc.runtime.SquareSight.between(" + joined + ").squares()";
                case "squares_crossed":
                    return "org.rulesc.runtime.SquareSight.between(" + joined + ").entered()";
                case "edges_crossed":
                    return "org.rulesc.runtime.SquareSight.between(" + joined + ").edges()";
                case "vertices_passed":
                    return "org.rulesc.runtime.SquareSight.between(" + joined + ").passes()";
                case "edge":
                    return squares + ".Edge.between(" + joined + ")";
                default:
                    break;
            }
        }
        if (callee instanceof Callee.Builtin b && b.name().equals("edge_terrain")) {
            return operand(args.get(0), env, PRIMARY, false) + ".edge(" + java.get(1) + ")";
        }
        if (callee instanceof Callee.Builtin b) {
            return switch (b.name()) {
                case "square" -> "org.rulesc.runtime.SquareGrid.Square.of(" + joined + ")";
                case "min" -> "Math.min(" + joined + ")";
                case "max" -> "Math.max(" + joined + ")";
                case "abs" -> "Math.abs(" + joined + ")";
                case "clamp" -> "Math.max(" + java.get(1) + ", Math.min(" + java.get(2) + ", " + java.get(0) + "))";
                case "ceil_div" -> "-Math.floorDiv(-(" + java.get(0) + "), " + java.get(1) + ")";
                case "size" -> operand(args.get(0), env, PRIMARY, false) + ".size()";
                case "distinct" -> "org.rulesc.runtime.Lists.distinct(" + java.get(0) + ")";
                case "interleave" -> "org.rulesc.runtime.Lists.interleave(" + joined + ")";
                case "point" -> "org.rulesc.runtime.Continuous.Point.of(" + joined + ")";
                case "raised" -> operand(args.get(0), env, PRIMARY, false) + ".raised(" + java.get(1) + ")";
                case "distance" -> "Math.toIntExact(org.rulesc.runtime.Continuous.distanceFloor(" + joined + "))";
                case "hex_distance" -> grid() + ".distance(" + joined + ")";
                case "adjacent" -> grid() + ".distance(" + joined + ") == 1";
                case "neighbours" -> grid() + ".neighbours(" + joined + ")";
                case "straight" -> "org.rulesc.runtime.HexPaths.straight(" + grid() + ", " + joined + ")";
                case "straight_hexes" -> "org.rulesc.runtime.HexPaths.straightRing(" + grid() + ", " + joined + ")";
                case "hexes_on_line" -> grid() + ".hexesOnLine(" + joined + ").hexes()";
                case "hexsides_on_line" -> grid() + ".hexesOnLine(" + joined + ").edgePairs()";
                case "terrain" -> operand(args.get(0), env, PRIMARY, false) + ".terrain(" + java.get(1) + ")";
                case "on_map" -> operand(args.get(0), env, PRIMARY, false) + ".contains(" + java.get(1) + ")";
                default -> "org.rulesc.runtime.Continuous.within(" + joined + ")";
            };
        }
        if (callee == null) {
            throw new IllegalStateException("unresolved call " + c.callee().text());
        }
        return mainClass + "." + JavaNames.member(c.callee().text()) + "(" + joined + ")";
    }
}
