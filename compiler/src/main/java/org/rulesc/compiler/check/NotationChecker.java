package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
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
            reporter.error(n.name().span(), "notation `" + n.name().text() + "` has no formats",
                    "add `format name: \"W\" / steps: int / dest: hex`");
        }
        List<Name> formatNames = new ArrayList<>();
        for (Decl.Format f : n.formats()) {
            formatNames.add(f.name());
            if (f.name().text().equals(n.name().text())) {
                reporter.error(f.name().span(), "format `" + f.name().text() + "` has the name of its notation",
                        "give the format its own name");
            }
            format(f);
        }
        unique(formatNames, "format");
        Set<String> spelled = new HashSet<>();
        for (Decl.Spelling s : n.spellings()) {
            Type t = exprs.resolve(new org.rulesc.compiler.ast.TypeRef.Named(s.enumName()));
            if (t instanceof Type.EnumType e) {
                if (e.decl().members().stream().noneMatch(m -> m.name().text().equals(s.member().text()))) {
                    reporter.error(s.member().span(), "`" + s.member().text() + "` is not a member of `"
                            + e.decl().name().text() + "`", Suggestions.didYouMean(s.member().text(),
                            e.decl().members().stream().map(m -> m.name().text()).toList()));
                } else if (!spelled.add(s.enumName().text() + "." + s.member().text())) {
                    reporter.error(s.span(), "`" + s.enumName().text() + "." + s.member().text()
                            + "` is spelled twice", "list every spelling in one `symbol` line");
                }
            } else if (!(t instanceof Type.Error)) {
                reporter.error(s.enumName().span(), "`symbol` spells members of an enum, not " + Words.article(t), null);
            }
            for (String text : s.texts()) {
                spellingText(text, s);
            }
        }
    }

    private void spellingText(String text, Decl.Spelling s) {
        if (text.isBlank() || text.contains("/") || !text.strip().equals(text)) {
            reporter.error(s.span(), "the spelling \"" + text + "\" cannot be read back",
                    "a spelling is non-empty text without `/` or surrounding spaces");
        }
    }

    private void format(Decl.Format f) {
        List<Name> fieldNames = new ArrayList<>();
        for (Decl.Segment seg : f.segments()) {
            Decl.PatternItem previous = null;
            for (Decl.PatternItem item : seg.items()) {
                if (item instanceof Decl.Literal l) {
                    if (l.text().isBlank() || l.text().contains("/")) {
                        reporter.error(l.span(), "fixed text \"" + l.text() + "\" cannot be read back",
                                "fixed text is non-empty and has no `/`: segments are separated by `/` already");
                    }
                } else if (item instanceof Decl.PatternField field) {
                    fieldNames.add(field.name());
                    fieldType(field);
                    if (previous instanceof Decl.PatternField before) {
                        reporter.error(field.name().span(), "fields `" + before.name().text() + "` and `"
                                + field.name().text() + "` touch: a reader cannot tell where one ends",
                                "put fixed text between them, or a `/`");
                    }
                }
                previous = item;
            }
        }
        unique(fieldNames, "field");
    }

    Type fieldType(Decl.PatternField field) {
        Type t = exprs.resolve(field.type());
        if (t == Prim.HEX) {
            HexSpaces.require(model, reporter, field.type().span(), "a hex field");
        } else if (!(t == Prim.INT || t == Prim.TEXT || t instanceof Type.EnumType || t instanceof Type.Error)) {
            reporter.error(field.type().span(), "a notation field is an int, a hex, text or an enum, not "
                    + Words.article(t), null);
        }
        return t;
    }

    /** The notation an expectation names, or null after reporting. */
    Decl.Notation notation(Name name) {
        if (model.symbols.lookup(name.text()) instanceof Decl.Notation n) {
            return n;
        }
        reporter.error(name.span(), "`" + name.text() + "` is not a notation",
                Suggestions.didYouMean(name.text(), model.all(Decl.Notation.class).stream()
                        .map(x -> x.name().text()).toList()));
        return null;
    }

    /** Checks a format and its field values in an expectation; returns the format or null. */
    Decl.Format record(Decl.Notation n, Name formatName, List<Expr.FieldValue> values, Scope scope,
            org.rulesc.compiler.ast.Span where) {
        Decl.Format format = n.formats().stream().filter(f -> f.name().text().equals(formatName.text()))
                .findFirst().orElse(null);
        if (format == null) {
            reporter.error(formatName.span(), "notation `" + n.name().text() + "` has no format `"
                    + formatName.text() + "`", Suggestions.didYouMean(formatName.text(),
                    n.formats().stream().map(f -> f.name().text()).toList()));
            values.forEach(v -> exprs.check(v.value(), scope));
            return null;
        }
        Set<String> given = new HashSet<>();
        for (Expr.FieldValue v : values) {
            Decl.PatternField field = format.fields().stream().filter(f -> f.name().text().equals(v.name().text()))
                    .findFirst().orElse(null);
            if (field == null) {
                reporter.error(v.name().span(), "format `" + format.name().text() + "` has no field `"
                        + v.name().text() + "`", Suggestions.didYouMean(v.name().text(),
                        format.fields().stream().map(f -> f.name().text()).toList()));
                exprs.check(v.value(), scope);
                continue;
            }
            if (!given.add(v.name().text())) {
                reporter.error(v.name().span(), "field `" + v.name().text() + "` is given twice", null);
            }
            exprs.expect(v.value(), scope, exprs.resolveQuietly(field.type()), "field `" + v.name().text() + "`");
        }
        List<String> missing = format.fields().stream().map(f -> f.name().text()).filter(x -> !given.contains(x))
                .toList();
        if (!missing.isEmpty()) {
            reporter.error(where, "format `" + format.name().text() + "` also needs " + String.join(", ", missing), null);
        }
        return format;
    }

    private void unique(List<Name> names, String what) {
        Set<String> seen = new HashSet<>();
        for (Name n : names) {
            if (!seen.add(n.text())) {
                reporter.error(n.span(), "duplicate " + what + " `" + n.text() + "`", null);
            }
        }
    }
}
