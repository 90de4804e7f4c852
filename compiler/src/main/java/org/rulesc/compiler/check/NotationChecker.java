package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/**
 * Record notations: every format can be read back unambiguously (two fields in one segment
 * need fixed text between them), fields have a type a line can spell, and the expectations
 * that test a notation name real formats and give every field.
 */
final class NotationChecker {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;

    NotationChecker(Model model, Reporter reporter, ExprChecker exprs) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void check(Decl.Notation n) {
        if (n.formats().isEmpty()) {
            reporter.report(Code.NOTATION_WITHOUT_FORMATS, n.name().span(), n.name().text());
        }
        List<Name> formatNames = new ArrayList<>();
        for (Decl.Format f : n.formats()) {
            formatNames.add(f.name());
            if (f.name().text().equals(n.name().text())) {
                reporter.report(Code.FORMAT_NAMED_LIKE_NOTATION, f.name().span(), f.name().text());
            }
            format(n, f);
        }
        unique(formatNames, "format");
        Set<String> spelled = new HashSet<>();
        for (Decl.Spelling s : n.spellings()) {
            Type t = exprs.resolve(new org.rulesc.compiler.ast.TypeRef.Named(s.enumName()));
            if (t instanceof Type.EnumType e) {
                if (e.decl().members().stream().noneMatch(m -> m.name().text().equals(s.member().text()))) {
                    reporter.report(Code.NOT_A_MEMBER, s.member().span(), s.member().text(), e.decl().name().text())
                            .hint(Suggestions.didYouMean(s.member().text(),
                            e.decl().members().stream().map(m -> m.name().text()).toList()));
                } else if (!spelled.add(s.enumName().text() + "." + s.member().text())) {
                    reporter.report(Code.DUPLICATE_SPELLING, s.span(), s.enumName().text(), s.member().text());
                } else {
                    e.decl().members().stream().filter(m -> m.name().text().equals(s.member().text())).findFirst()
                            .ifPresent(m -> model.partRefs.put(s.member(), new Ref.Member(e.decl(), m)));
                }
            } else if (!(t instanceof Type.Error)) {
                reporter.report(Code.SPELLING_NOT_ENUM, s.enumName().span(), Words.article(t));
            }
            for (String text : s.texts()) {
                spellingText(text, s);
            }
        }
    }

    private void spellingText(String text, Decl.Spelling s) {
        if (text.isBlank() || text.contains("/") || !text.strip().equals(text)) {
            reporter.report(Code.UNREADABLE_SPELLING, s.span(), text);
        }
    }

    private void format(Decl.Notation n, Decl.Format f) {
        List<Name> fieldNames = new ArrayList<>();
        for (Decl.Segment seg : f.segments()) {
            Decl.PatternItem previous = null;
            for (Decl.PatternItem item : seg.items()) {
                if (item instanceof Decl.Literal l) {
                    if (l.text().isBlank() || l.text().contains("/")) {
                        reporter.report(Code.UNREADABLE_FIXED_TEXT, l.span(), l.text());
                    }
                } else if (item instanceof Decl.PatternField field) {
                    fieldNames.add(field.name());
                    Type ft = fieldType(field);
                    if (nested(ft) != null) {
                        selectionSpellings(n, field, nested(ft), true);
                    } else if (ft instanceof Type.ListType list) {
                        selectionSpellings(n, field, list.element(), false);
                    }
                    if (previous instanceof Decl.PatternField before) {
                        reporter.report(Code.TOUCHING_FIELDS, field.name().span(), before.name().text(),
                                field.name().text());
                    }
                }
                previous = item;
            }
        }
        unique(fieldNames, "field");
    }

    Type fieldType(Decl.PatternField field) {
        Type t = exprs.resolve(field.type());
        // a list of places (an act's selection of pieces, written by where they stand) or of spellings
        Type one = t instanceof Type.ListType l ? l.element() : t;
        if (one == Prim.HEX) {
            HexSpaces.require(model, reporter, field.type().span(), "a hex field");
        } else if (one == Prim.SQUARE) {
            SquareSpaces.require(model, reporter, field.type().span(), "a square field");
        } else if (one == Prim.POINT) {
            if (model.rulebook.space() == null || !model.rulebook.space().text().equals("continuous")) {
                reporter.report(Code.NOTATION_FIELD_TYPE, field.type().span(), Words.article(t));
            }
        } else if (!(t == Prim.INT || t == Prim.TEXT || symbolic(t) || t instanceof Type.Error
                || t instanceof Type.ListType l && (symbolic(l.element()) || l.element() instanceof Type.Error)
                || nested(t) != null)) {
            reporter.report(Code.NOTATION_FIELD_TYPE, field.type().span(), Words.article(t));
        }
        return t;
    }

    /**
     * The spelled values of a field of one selection per piece ({@code list<list<T>>}, groups joined
     * by {@code ;}), or null for any other type.
     */
    static Type nested(Type t) {
        return t instanceof Type.ListType outer && outer.element() instanceof Type.ListType inner && symbolic(inner.element())
                ? inner.element() : null;
    }

    /**
     * A list field writes its values' spellings joined by {@code +}, and none as {@code -}: a spelling
     * with a {@code +} in it, or one that is {@code -}, would be read as something else. An enum
     * member is spelled by its name (which cannot hold either) or by the notation's {@code symbol}
     * texts; a kind's entry by its name or its label.
     */
    /** @param grouped one selection per piece: a spelling must not hold {@code ;} or be {@code []} either */
    private void selectionSpellings(Decl.Notation n, Decl.PatternField field, Type element, boolean grouped) {
        if (element instanceof Type.EnumType e) {
            for (Decl.Spelling s : n.spellings()) {
                if (s.enumName().text().equals(e.decl().name().text())) {
                    for (String text : s.texts()) {
                        if (joins(text, grouped)) {
                            reporter.report(Code.SELECTION_SPELLING, s.span(), text,
                                    s.enumName().text() + "." + s.member().text(), field.name().text(), groups(grouped));
                        }
                    }
                }
            }
        } else if (element instanceof Type.KindType k) {
            for (Decl.Entry entry : model.entries.getOrDefault(k.decl(), List.of())) {
                if (entry.label() != null && !entry.label().contains("/") && joins(entry.label(), grouped)) {
                    reporter.report(Code.SELECTION_SPELLING, field.type().span(), entry.label(),
                            k.decl().name().text() + " " + entry.name().text(), field.name().text(), groups(grouped));
                }
            }
        }
    }

    private static String groups(boolean grouped) {
        return grouped ? ", one selection per piece joins them with `;` and writes no piece as `[]`" : "";
    }

    private static boolean joins(String spelling, boolean grouped) {
        return spelling.contains("+") || spelling.equals("-")
                || grouped && (spelling.contains(";") || spelling.startsWith("[]"));
    }

    /** A field written by a spelling: an enum's member or a kind's entry (a list of them joined by {@code +}). */
    static boolean symbolic(Type t) {
        return t instanceof Type.EnumType || t instanceof Type.KindType;
    }

    /** The notation an expectation names, or null after reporting. */
    Decl.Notation notation(Name name) {
        if (model.symbols.lookup(name.text()) instanceof Decl.Notation n) {
            model.declRefs.put(name, n);
            return n;
        }
        reporter.report(Code.NOT_A_NOTATION, name.span(), name.text())
                .hint(Suggestions.didYouMean(name.text(), model.all(Decl.Notation.class).stream()
                        .map(x -> x.name().text()).toList()));
        return null;
    }

    /** Checks a format and its field values in an expectation; returns the format or null. */
    Decl.Format record(Decl.Notation n, Name formatName, List<Expr.FieldValue> values, Scope scope,
            org.rulesc.compiler.ast.Span where) {
        Decl.Format format = n.formats().stream().filter(f -> f.name().text().equals(formatName.text()))
                .findFirst().orElse(null);
        if (format == null) {
            reporter.report(Code.UNKNOWN_FORMAT, formatName.span(), n.name().text(), formatName.text())
                    .hint(Suggestions.didYouMean(formatName.text(),
                    n.formats().stream().map(f -> f.name().text()).toList()));
            values.forEach(v -> exprs.check(v.value(), scope));
            return null;
        }
        Set<String> given = new HashSet<>();
        for (Expr.FieldValue v : values) {
            Decl.PatternField field = format.fields().stream().filter(f -> f.name().text().equals(v.name().text()))
                    .findFirst().orElse(null);
            if (field == null) {
                reporter.report(Code.UNKNOWN_FORMAT_FIELD, v.name().span(), format.name().text(), v.name().text())
                        .hint(Suggestions.didYouMean(v.name().text(),
                        format.fields().stream().map(f -> f.name().text()).toList()));
                exprs.check(v.value(), scope);
                continue;
            }
            if (!given.add(v.name().text())) {
                reporter.report(Code.FIELD_GIVEN_TWICE, v.name().span(), v.name().text());
            }
            exprs.expect(v.value(), scope, exprs.resolveQuietly(field.type()), "field `" + v.name().text() + "`");
        }
        model.partRefs.put(formatName, format);
        model.fieldOrder.put(formatName, FieldOrder.of(values, format.fields().stream().map(Decl.PatternField::name).toList()));
        List<String> missing = format.fields().stream().map(f -> f.name().text()).filter(x -> !given.contains(x))
                .toList();
        if (!missing.isEmpty()) {
            reporter.report(Code.FORMAT_MISSING_FIELDS, where, format.name().text(), String.join(", ", missing));
        }
        return format;
    }

    private void unique(List<Name> names, String what) {
        Map<String, Name> first = new HashMap<>();
        for (Name n : names) {
            Name previous = first.putIfAbsent(n.text(), n);
            if (previous != null) {
                reporter.report(Code.DUPLICATE_DECLARATION, n.span(), what, n.text(), previous.span().line())
                        .related(previous.span(), "the first `" + n.text() + "` is here");
            }
        }
    }
}
