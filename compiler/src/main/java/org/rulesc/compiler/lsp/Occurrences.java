package org.rulesc.compiler.lsp;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Nodes;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Typed;

/**
 * Every name written in one file, with what it means: declarations where they are declared,
 * and uses where the checker resolved them (its {@code refs} and {@code callees}). A name the
 * checker could not resolve (a typo being typed) has no occurrence.
 */
final class Occurrences {
    /** One name at one place; {@code call} is the call when the name is what it calls, else null. */
    record Occurrence(Span span, Symbol symbol, Expr.Call call) {}

    private static final Set<String> PRIMITIVES = Set.of("int", "bool", "text", "length", "point", "hex", "hexside",
            "square", "edge", "vertex");

    private final List<Occurrence> all = new ArrayList<>();

    /** The occurrences in the file {@code file} (display path) of {@code model}. */
    Occurrences(Model model, String file) {
        for (Decl decl : model.rulebook.declarations()) {
            Nodes.walk(decl, node -> visit(model, node));
        }
        all.removeIf(o -> o.span() == null || !o.span().file().equals(file) || o.span().line() < 1);
        all.sort(Comparator.comparingInt((Occurrence o) -> o.span().line()).thenComparingInt(o -> o.span().column()));
    }

    List<Occurrence> all() {
        return all;
    }

    /** The innermost name at 1-based {@code line}:{@code column} (the column just after a name counts too). */
    Occurrence at(int line, int column) {
        Occurrence best = null;
        for (Occurrence o : all) {
            Span s = o.span();
            if (s.line() == line && column >= s.column() && column <= s.column() + s.length()
                    && (best == null || s.length() < best.span().length())) {
                best = o;
            }
        }
        return best;
    }

    /** Every occurrence of the same declared thing as {@code symbol}, its declaration included. */
    List<Occurrence> sameAs(Symbol symbol) {
        return all.stream().filter(o -> symbol.definition() != null && symbol.definition().equals(o.symbol().definition()))
                .toList();
    }

    private void add(Span span, Symbol symbol) {
        all.add(new Occurrence(span, symbol, null));
    }

    private void add(Name name, Symbol symbol) {
        if (name != null) {
            add(name.span(), symbol);
        }
    }

    private void visit(Model model, Object node) {
        if (node instanceof Decl d && !(d instanceof Decl.Replace) && !(d instanceof Decl.Entries)) {
            add(d.name(), Symbol.of(d));
        }
        if (node instanceof Decl.Enum e) {
            e.members().forEach(m -> add(m.name(), Symbol.member(e, m)));
        } else if (node instanceof Decl.Kind k) {
            k.fields().forEach(f -> add(f.name(), Symbol.field(k, f)));
        } else if (node instanceof Decl.Entries es) {
            Decl.Kind kind = model.symbols.kind(es.kind().text());
            if (kind != null) {
                add(es.kind(), Symbol.of(kind));
                es.entries().forEach(e -> add(e.name(), Symbol.entry(kind, e)));
            }
        } else if (node instanceof Decl.Build b) {
            b.fields().forEach(f -> add(f.name(), Symbol.of(new Ref.BuildField(b, f))));
            b.derives().forEach(d -> add(d.name(), Symbol.derive(b, d)));
        } else if (node instanceof Decl.Check c) {
            c.itemsOf(Decl.Grade.class).forEach(g -> add(g.name(), Symbol.grade(c, g)));
            c.itemsOf(Decl.Output.class).forEach(o -> add(o.name(), Symbol.output(c, o)));
        } else if (node instanceof Decl.Key k && model.keyMembers.get(k) != null) {
            add(k.member(), Symbol.of(model.keyMembers.get(k)));
        } else if (node instanceof Decl.Param p) {
            add(p.name(), Symbol.parameter(p));
        } else if (node instanceof TypeRef.Named t) {
            String name = t.name().text();
            Decl decl = model.symbols.lookup(name);
            if (PRIMITIVES.contains(name)) {
                add(t.name(), Symbol.primitive(name));
            } else if (decl != null) {
                add(t.name(), Symbol.of(decl));
            }
        } else if (node instanceof Expr.NameRef n) {
            Ref ref = model.typedIfChecked(n) instanceof Typed.Name t ? t.ref() : null;
            if (ref != null) {
                add(n.name(), Symbol.of(ref));
            }
        } else if (node instanceof Expr.Field f) {
            Ref ref = model.typedIfChecked(f) instanceof Typed.Field t ? t.ref() : null;
            if (ref != null) {
                add(f.field(), Symbol.of(ref));
            }
        } else if (node instanceof Expr.Call c) {
            Callee callee = model.typedIfChecked(c) instanceof Typed.Call t ? t.callee() : null;
            if (callee != null) {
                all.add(new Occurrence(c.callee().span(), Symbol.of(callee), c));
            }
        } else if (node instanceof Expr.RecordLit r && model.symbols.lookup(r.type().text()) instanceof Decl.Build b) {
            add(r.type(), Symbol.of(b));
        }
    }
}
