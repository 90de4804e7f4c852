package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/**
 * Types expressions and resolves the names in them, recording both in the model. Field access,
 * operators, aggregates and folds, and calls are each typed by their own class.
 */
final class ExprChecker {
    private final Model model;
    private final Reporter reporter;
    private final Usage usage;

    private final FieldChecker fields;
    private final OperatorChecker operators;
    private final AggregateChecker aggregates;
    private final CallChecker calls;
    private final ConstantArithmetic constants;

    ExprChecker(Model model, Reporter reporter, Usage usage) {
        this.model = model;
        this.reporter = reporter;
        this.usage = usage;
        this.fields = new FieldChecker(this, model, reporter, usage);
        this.operators = new OperatorChecker(this, reporter);
        this.aggregates = new AggregateChecker(this, reporter);
        this.calls = new CallChecker(this, model, reporter, usage);
        this.constants = new ConstantArithmetic(model, reporter);
    }

    /** Resolves a written type, recording it in the model for the back ends; reports an unknown name. */
    Type resolve(TypeRef ref) {
        Type t = resolveUnrecorded(ref);
        if (!(t instanceof Type.Error)) {
            model.typeRefs.put(ref, t);
        }
        return t;
    }

    private Type resolveUnrecorded(TypeRef ref) {
        if (ref instanceof TypeRef.ListOf list) {
            Type element = resolve(list.element());
            return element instanceof Type.Error ? element : new Type.ListType(element);
        }
        if (ref instanceof TypeRef.MapOf map) {
            Type terrain = resolve(map.terrain());
            if (SquareSpaces.isSquare(model)) {
                if (terrain instanceof Type.EnumType e) {
                    return new Type.SquareMapType(e.decl());
                }
                if (terrain instanceof Type.LayersType l && !l.edge()) {
                    return new Type.SquareMapType(l.decl());
                }
                if (!(terrain instanceof Type.Error)) {
                    reporter.report(Code.SQUARE_MAP_TERRAIN_TYPE, map.terrain().span(), Words.article(terrain));
                }
                return Type.ERROR;
            }
            if (terrain instanceof Type.EnumType e) {
                return new Type.MapType(e.decl());
            }
            if (!(terrain instanceof Type.Error)) {
                reporter.report(Code.MAP_TERRAIN_TYPE, map.terrain().span(), Words.article(terrain))
                        .hint(terrain instanceof Type.LayersType
                                ? "layered maps need a square grid: `space square4`" : null);
            }
            return Type.ERROR;
        }
        String name = ((TypeRef.Named) ref).name().text();
        switch (name) {
            case "int": return Prim.INT;
            case "bool": return Prim.BOOL;
            case "text": return Prim.TEXT;
            case "length": return Prim.LENGTH;
            case "point": return Prim.POINT;
            case "hex": return Prim.HEX;
            case "hexside": return Prim.HEXSIDE;
            case "square": return Prim.SQUARE;
            case "edge": return Prim.EDGE;
            case "vertex": return Prim.VERTEX;
            default: break;
        }
        Decl decl = model.symbols.lookup(name);
        usage.use(decl);
        if (decl instanceof Decl.Enum e) {
            return new Type.EnumType(e);
        } else if (decl instanceof Decl.Kind k) {
            return new Type.KindType(k);
        } else if (decl instanceof Decl.Build b) {
            return new Type.BuildType(b);
        } else if (decl instanceof Decl.Layers l) {
            return new Type.LayersType(l, false);
        }
        List<String> candidates = new ArrayList<>(List.of("int", "bool", "text", "length", "point", "hex", "hexside",
                "square", "edge", "vertex"));
        model.symbols.named.forEach((n, d) -> {
            if (d instanceof Decl.Enum || d instanceof Decl.Kind || d instanceof Decl.Build || d instanceof Decl.Layers) {
                candidates.add(n);
            }
        });
        reporter.report(Code.UNKNOWN_TYPE, ref.span(), name).hint(Words.hintOr(Suggestions.didYouMean(name, candidates),
                "types are int, bool, text, length, point, hex, hexside, square, edge, vertex, list<T>, map<T>, or a declared enum, "
                + "kind or build"));
        return Type.ERROR;
    }

    /** Checks {@code e} and reports when its type does not fit {@code expected}. */
    Type expect(Expr e, Scope scope, Type expected, String what) {
        if (expected instanceof Type.EnumType en && e instanceof Expr.NameRef n && scope.find(n.name().text()) == null) {
            // the expected enum decides which member a bare name means, even when other enums share it
            for (Decl.EnumMember m : en.decl().members()) {
                if (m.name().text().equals(n.name().text())) {
                    usage.use(en.decl());
                    model.facts.refs.put(n, new Ref.Member(en.decl(), m));
                    model.facts.types.put(n, en);
                    return en;
                }
            }
        }
        if (expected instanceof Type.KindType k && e instanceof Expr.NameRef n && scope.find(n.name().text()) == null) {
            for (Decl.Entry entry : model.entries.getOrDefault(k.decl(), List.of())) {
                if (entry.name().text().equals(n.name().text())) {
                    usage.use(k.decl());
                    model.facts.refs.put(n, new Ref.Entry(k.decl(), entry));
                    model.facts.types.put(n, k);
                    return k;
                }
            }
        }
        if (expected instanceof Type.ListType l && e instanceof Expr.ListLit list) {
            for (Expr element : list.elements()) {
                expect(element, scope, l.element(), "every element of the list");
            }
            model.facts.types.put(e, expected);
            return expected;
        }
        Type actual = check(e, scope);
        if (!Type.fits(expected, actual)) {
            reporter.report(Code.TYPE_MISMATCH, e.span(), what, Words.article(expected), Words.article(actual))
                    .hint(Words.conversionHint(expected, actual));
        }
        return actual;
    }

    Type check(Expr e, Scope scope) {
        Type t = infer(e, scope);
        model.facts.types.put(e, t);
        constants.checked(e, t);
        return t;
    }

    private Type infer(Expr e, Scope scope) {
        return e.accept(infer, scope);
    }

    private final Infer infer = new Infer();

    /** The type of each kind of expression: a kind added to the language and forgotten here does not compile. */
    private final class Infer implements Expr.Visitor<Type, Scope> {
        @Override
        public Type visitIntLit(Expr.IntLit i, Scope scope) {
            return Prim.INT;
        }

        @Override
        public Type visitBoolLit(Expr.BoolLit b, Scope scope) {
            return Prim.BOOL;
        }

        @Override
        public Type visitTextLit(Expr.TextLit t, Scope scope) {
            return Prim.TEXT;
        }

        @Override
        public Type visitHexLit(Expr.HexLit h, Scope scope) {
            org.rulesc.runtime.HexGrid.Hex hex = HexSpaces.label(model, reporter, h.label(), h.span());
            if (hex != null) {
                model.facts.hexes.put(h, hex); // evaluated once: its typed tree holds it for the back ends
            }
            return Prim.HEX;
        }

        @Override
        public Type visitQuantityLit(Expr.QuantityLit q, Scope scope) {
            if (!model.symbols.units.containsKey(q.unit())) {
                reporter.report(Code.UNKNOWN_UNIT, q.span(), q.unit(), q.amount())
                        .hint(Words.hintOr(Suggestions.didYouMean(q.unit(), model.symbols.units.keySet()),
                                "declare it in the header: unit " + q.unit() + " = …"));
                return Type.ERROR;
            }
            long per = model.symbols.units.get(q.unit());
            if (per != 0 && Math.abs(q.amount()) > Integer.MAX_VALUE / Math.abs(per)) {
                reporter.report(Code.LENGTH_TOO_LARGE, q.span(), q.amount(), q.unit());
                return Type.ERROR;
            }
            model.facts.lengths.put(q, q.amount() * per);
            return Prim.LENGTH;
        }

        @Override
        public Type visitNameRef(Expr.NameRef n, Scope scope) {
            return name(n, scope);
        }

        @Override
        public Type visitField(Expr.Field f, Scope scope) {
            return fields.field(f, scope);
        }

        @Override
        public Type visitUnary(Expr.Unary u, Scope scope) {
            if (u.op().equals("!")) {
                expect(u.operand(), scope, Prim.BOOL, "the operand of `not`");
                return Prim.BOOL;
            }
            Type t = check(u.operand(), scope);
            if (!Type.isNumeric(t)) {
                reporter.report(Code.CANNOT_NEGATE, u.span(), Words.article(t));
                return Type.ERROR;
            }
            return t;
        }

        @Override
        public Type visitBinary(Expr.Binary b, Scope scope) {
            return operators.binary(b, scope);
        }

        @Override
        public Type visitIf(Expr.If i, Scope scope) {
            expect(i.condition(), scope, Prim.BOOL, "the condition of `if`");
            Type a = check(i.then(), scope);
            Type b = check(i.otherwise(), scope);
            if (!Type.fits(a, b) && !Type.fits(b, a)) {
                reporter.report(Code.IF_BRANCH_TYPES, i.otherwise().span(), a.show(), b.show());
                return Type.ERROR;
            }
            return a instanceof Type.EmptyList ? b : a;
        }

        @Override
        public Type visitLet(Expr.Let l, Scope scope) {
            Type v = check(l.value(), scope);
            return check(l.body(), scope.with(l.variable().text(), v));
        }

        @Override
        public Type visitAggregate(Expr.Aggregate a, Scope scope) {
            return aggregates.aggregate(a, scope);
        }

        @Override
        public Type visitFold(Expr.Fold f, Scope scope) {
            return aggregates.fold(f, scope);
        }

        @Override
        public Type visitIndex(Expr.Index x, Scope scope) {
            Type list = check(x.target(), scope);
            expect(x.index(), scope, Prim.INT, "an index");
            if (list instanceof Type.ListType l) {
                return l.element();
            }
            if (!(list instanceof Type.Error)) {
                reporter.report(Code.INDEX_NEEDS_LIST, x.target().span(), Words.article(list))
                        .hint(list instanceof Type.EmptyList ? "an empty list has no elements" : null);
            }
            return Type.ERROR;
        }

        @Override
        public Type visitReachable(Expr.Reachable r, Scope scope) {
            // on a square board the path runs over squares (SquarePaths), else over hexes
            Prim place = SquareSpaces.isSquare(model) ? Prim.SQUARE : Prim.HEX;
            if (place == Prim.HEX) {
                HexSpaces.require(model, reporter, r.span(), "`reachable`");
            }
            expect(r.from(), scope, place, "where the path starts");
            expect(r.to(), scope, place, "where the path ends");
            expect(r.steps(), scope, Prim.INT, "the number of steps");
            expect(r.condition(), scope.with(r.variable().text(), place), Prim.BOOL,
                    "the condition on each " + place.show() + " entered");
            return Prim.BOOL;
        }

        @Override
        public Type visitCall(Expr.Call c, Scope scope) {
            return calls.call(c, scope);
        }

        @Override
        public Type visitRecordLit(Expr.RecordLit r, Scope scope) {
            return record(r, scope);
        }

        @Override
        public Type visitListLit(Expr.ListLit l, Scope scope) {
            if (l.elements().isEmpty()) {
                return new Type.EmptyList();
            }
            Type first = check(l.elements().get(0), scope);
            for (int i = 1; i < l.elements().size(); i++) {
                expect(l.elements().get(i), scope, first, "every element of a list");
            }
            return new Type.ListType(first);
        }
    }

    private Type name(Expr.NameRef n, Scope scope) {
        String text = n.name().text();
        Type local = scope.find(text);
        if (local != null) {
            model.facts.refs.put(n, new Ref.Local(text, local));
            return local;
        }
        Decl decl = model.symbols.lookup(text);
        if (decl instanceof Decl.Const c) {
            usage.use(c);
            model.facts.refs.put(n, new Ref.Const(c));
            return c.type() == null ? Type.ERROR : resolveQuietly(c.type());
        }
        if (decl instanceof Decl.HexMap m) {
            usage.use(m);
            model.facts.refs.put(n, new Ref.MapRef(m));
            return mapType(m);
        }
        if (decl instanceof Decl.SquareMap m) {
            usage.use(m);
            model.facts.refs.put(n, new Ref.SquareMapRef(m));
            return squareMapType(m);
        }
        List<Ref.Member> members = model.symbols.members.getOrDefault(text, List.of());
        List<Ref.Entry> entries = model.symbols.entries.getOrDefault(text, List.of());
        if (members.size() + entries.size() > 1) {
            List<String> owners = new ArrayList<>();
            members.forEach(m -> owners.add(m.owner().name().text() + "." + text));
            entries.forEach(m -> owners.add(m.kind().name().text() + "." + text));
            reporter.report(Code.AMBIGUOUS_NAME, n.span(), text, String.join(", ", owners));
            return Type.ERROR;
        }
        if (members.size() == 1) {
            Ref.Member m = members.get(0);
            usage.use(m.owner());
            model.facts.refs.put(n, m);
            return new Type.EnumType(m.owner());
        }
        if (entries.size() == 1) {
            Ref.Entry en = entries.get(0);
            usage.use(en.kind());
            model.facts.refs.put(n, en);
            return new Type.KindType(en.kind());
        }
        if (decl instanceof Decl.Enum || decl instanceof Decl.Kind) {
            usage.use(decl);
            model.facts.refs.put(n, new Ref.TypeName(decl));
            return Type.ERROR;
        }
        List<String> candidates = scope.names();
        candidates.addAll(model.symbols.allValueNames());
        String hint = Suggestions.didYouMean(text, candidates);
        if (decl instanceof Decl.Formula || decl instanceof Decl.Table || decl instanceof Decl.Modifiers) {
            hint = "`" + text + "` is called with arguments: " + text + "(…)";
        }
        reporter.report(Code.UNKNOWN_NAME, n.span(), text).hint(hint);
        return Type.ERROR;
    }

    /** The type of a declared map: map of its terrain enum. */
    Type mapType(Decl.HexMap m) {
        return model.symbols.lookup(m.terrain().text()) instanceof Decl.Enum e ? new Type.MapType(e) : Type.ERROR;
    }

    /** The type of a declared square map: map of its terrain enum or layers. */
    Type squareMapType(Decl.SquareMap m) {
        Decl terrain = model.symbols.lookup(m.terrain().text());
        return terrain instanceof Decl.Enum || terrain instanceof Decl.Layers ? new Type.SquareMapType(terrain)
                : Type.ERROR;
    }

    Type resolveQuietly(TypeRef ref) {
        Reporter quiet = new Reporter(reporter.file());
        return new ExprChecker(model, quiet, usage).resolve(ref);
    }

    /** A list, or the bare {@code []}. */
    static boolean isList(Type t) {
        return t instanceof Type.ListType || t instanceof Type.EmptyList;
    }

    /** Matches arguments to parameters (positional first, then by name) and checks each type. */
    void bind(Expr.Call c, List<Decl.Param> params, Scope scope) {
        calls.bind(c, params, scope);
    }

    private Type record(Expr.RecordLit r, Scope scope) {
        Decl decl = model.symbols.lookup(r.type().text());
        if (!(decl instanceof Decl.Build build)) {
            reporter.report(Code.NOT_A_BUILD, r.type().span(), r.type().text())
                    .hint(Suggestions.didYouMean(r.type().text(), model.all(Decl.Build.class).stream()
                            .map(b -> b.name().text()).toList()));
            r.fields().forEach(fv -> check(fv.value(), scope));
            return Type.ERROR;
        }
        usage.use(build);
        List<String> given = new ArrayList<>();
        for (Expr.FieldValue fv : r.fields()) {
            Decl.BuildField field = build.fields().stream().filter(f -> f.name().text().equals(fv.name().text()))
                    .findFirst().orElse(null);
            if (field == null) {
                reporter.report(Code.UNKNOWN_FIELD, fv.name().span(), build.name().text(), fv.name().text())
                        .hint(Suggestions.didYouMean(fv.name().text(),
                                build.fields().stream().map(f -> f.name().text()).toList()));
                check(fv.value(), scope);
                continue;
            }
            if (given.contains(fv.name().text())) {
                reporter.report(Code.FIELD_GIVEN_TWICE, fv.name().span(), fv.name().text());
            }
            given.add(fv.name().text());
            expect(fv.value(), scope, resolveQuietly(field.type()), "field `" + fv.name().text() + "`");
        }
        model.fieldOrder.put(r, FieldOrder.of(r.fields(), build.fields().stream().map(Decl.BuildField::name).toList()));
        List<String> missing = build.fields().stream().map(f -> f.name().text()).filter(n -> !given.contains(n))
                .toList();
        if (!missing.isEmpty()) {
            reporter.report(Code.BUILD_MISSING_FIELDS, r.span(), build.name().text(), String.join(", ", missing));
        }
        return new Type.BuildType(build);
    }
}
