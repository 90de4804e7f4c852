package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;

/** Field access: {@code Enum.member}, {@code Kind.entry}, an entry's field, a build's field or derived value. */
final class FieldChecker {
    private final ExprChecker exprs;
    private final Model model;
    private final Reporter reporter;
    private final Usage usage;

    FieldChecker(ExprChecker exprs, Model model, Reporter reporter, Usage usage) {
        this.exprs = exprs;
        this.model = model;
        this.reporter = reporter;
        this.usage = usage;
    }

    Type field(Expr.Field f, Scope scope) {
        String field = f.field().text();
        Decl typeDecl = f.target() instanceof Expr.NameRef tn && scope.find(tn.name().text()) == null
                ? model.symbols.lookup(tn.name().text()) : null;
        if (f.target() instanceof Expr.NameRef n && (typeDecl instanceof Decl.Enum || typeDecl instanceof Decl.Kind)) {
            usage.use(typeDecl);
            model.facts.refs.put(n, new Ref.TypeName(typeDecl));
            if (typeDecl instanceof Decl.Enum en) {
                for (Decl.EnumMember m : en.members()) {
                    if (m.name().text().equals(field)) {
                        model.facts.refs.put(f, new Ref.Member(en, m));
                        return new Type.EnumType(en);
                    }
                }
                reporter.report(Code.UNKNOWN_MEMBER, f.field().span(), en.name().text(), field)
                        .hint(Suggestions.didYouMean(field, en.members().stream().map(m -> m.name().text()).toList()));
                return Type.ERROR;
            }
            Decl.Kind kind = (Decl.Kind) typeDecl;
            for (Decl.Entry entry : model.entries.getOrDefault(kind, List.of())) {
                if (entry.name().text().equals(field)) {
                    model.facts.refs.put(f, new Ref.Entry(kind, entry));
                    return new Type.KindType(kind);
                }
            }
            reporter.report(Code.UNKNOWN_ENTRY, f.field().span(), kind.name().text(), field)
                    .hint(Suggestions.didYouMean(field, model.entries.getOrDefault(kind, List.of()).stream()
                            .map(x -> x.name().text()).toList()));
            return Type.ERROR;
        }
        Type target = exprs.check(f.target(), scope);
        if (target instanceof Type.KindType k) {
            for (Decl.FieldDecl fd : k.decl().fields()) {
                if (fd.name().text().equals(field)) {
                    model.facts.refs.put(f, new Ref.KindField(k.decl(), fd));
                    return exprs.resolveQuietly(fd.type());
                }
            }
            reporter.report(Code.UNKNOWN_FIELD, f.field().span(), k.show(), field)
                    .hint(Suggestions.didYouMean(field, k.decl().fields().stream().map(x -> x.name().text()).toList()));
            return Type.ERROR;
        }
        if (target instanceof Type.BuildType b) {
            List<String> names = new ArrayList<>();
            for (Decl.BuildField bf : b.decl().fields()) {
                names.add(bf.name().text());
                if (bf.name().text().equals(field)) {
                    model.facts.refs.put(f, new Ref.BuildField(b.decl(), bf));
                    return exprs.resolveQuietly(bf.type());
                }
            }
            for (Decl.Derive d : b.decl().derives()) {
                names.add(d.name().text());
                if (d.name().text().equals(field)) {
                    model.facts.refs.put(f, new Ref.BuildDerive(b.decl(), d));
                    return exprs.resolveQuietly(d.type());
                }
            }
            reporter.report(Code.UNKNOWN_FIELD, f.field().span(), b.show(), field)
                    .hint(Suggestions.didYouMean(field, names));
            return Type.ERROR;
        }
        if (target == Type.Prim.HEXSIDE) {
            if (field.equals("left") || field.equals("right")) {
                return Type.Prim.HEX;
            }
            reporter.report(Code.UNKNOWN_HEXSIDE_FIELD, f.field().span(), field);
            return Type.ERROR;
        }
        if (target == Type.Prim.HEX) {
            if (field.equals("col") || field.equals("row")) {
                return Type.Prim.INT;
            }
            reporter.report(Code.UNKNOWN_HEX_FIELD, f.field().span(), field);
            return Type.ERROR;
        }
        if (target == Type.Prim.SQUARE) {
            if (field.equals("x") || field.equals("y")) {
                return Type.Prim.INT;
            }
            reporter.report(Code.UNKNOWN_SQUARE_FIELD, f.field().span(), field);
            return Type.ERROR;
        }
        if (target instanceof Type.LayersType l) {
            List<String> names = new ArrayList<>();
            for (Decl.Layer layer : l.decl().layers()) {
                if (layer.edge() == l.edge()) {
                    names.add(layer.name().text());
                    if (layer.name().text().equals(field)) {
                        return exprs.resolveQuietly(layer.type());
                    }
                }
            }
            reporter.report(Code.UNKNOWN_LAYER_FIELD, f.field().span(),
                    (l.edge() ? "an edge of " + l.decl().name().text() : "`"
                    + l.decl().name().text() + "`"), field).hint(Words.hintOr(
                    Suggestions.didYouMean(field, names), names.isEmpty() ? null : "layers: " + String.join(", ", names)));
            return Type.ERROR;
        }
        if (target == Type.Prim.EDGE) {
            if (field.equals("from") || field.equals("to")) {
                return Type.Prim.SQUARE;
            }
            reporter.report(Code.UNKNOWN_EDGE_FIELD, f.field().span(), field);
            return Type.ERROR;
        }
        if (target == Type.Prim.VERTEX) {
            if (List.of("left", "right", "before", "after").contains(field)) {
                return Type.Prim.SQUARE;
            }
            reporter.report(Code.UNKNOWN_VERTEX_FIELD, f.field().span(), field);
            return Type.ERROR;
        }
        if (!(target instanceof Type.Error)) {
            reporter.report(Code.VALUE_WITHOUT_FIELDS, f.field().span(), Words.article(target));
        }
        return Type.ERROR;
    }
}
