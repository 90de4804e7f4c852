package org.rulesc.compiler.lsp;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolKind;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.model.Model;

/** The outline of a document: its declarations, with their members, fields, entries, grades and outputs. */
final class DocumentSymbols {
    private DocumentSymbols() {}

    static List<DocumentSymbol> of(Workspace.Document doc) {
        Model model = doc.model();
        if (model == null) {
            return List.of();
        }
        String file = doc.source.displayPath();
        List<Decl> own = model.rulebook.declarations().stream()
                .filter(d -> d.name().span().file().equals(file) && d.name().span().line() > 0).toList();
        String[] lines = doc.source.text().split("\n", -1);
        List<DocumentSymbol> out = new ArrayList<>();
        for (int i = 0; i < own.size(); i++) {
            Decl d = own.get(i);
            int first = d.name().span().line();
            int last = i + 1 < own.size() ? Math.max(first, own.get(i + 1).name().span().line() - 1) : lines.length;
            while (last > first && lines[last - 1].isBlank()) {
                last--;
            }
            Range range = new Range(new Position(first - 1, 0), new Position(last - 1, lines[last - 1].length()));
            Symbol symbol = Symbol.of(d);
            DocumentSymbol ds = new DocumentSymbol(d.name().text(), kind(d), range, nameRange(doc, d.name()),
                    (symbol.kind() + symbol.detail()).strip());
            ds.setChildren(children(doc, d));
            out.add(ds);
        }
        return out;
    }

    private static List<DocumentSymbol> children(Workspace.Document doc, Decl d) {
        List<DocumentSymbol> out = new ArrayList<>();
        if (d instanceof Decl.Replace r) {
            return children(doc, r.replacement());
        } else if (d instanceof Decl.Enum e) {
            e.members().forEach(m -> out.add(child(doc, m.name(), SymbolKind.EnumMember, m.label())));
        } else if (d instanceof Decl.Kind k) {
            k.fields().forEach(f -> out.add(child(doc, f.name(), SymbolKind.Field, Symbol.type(f.type()))));
        } else if (d instanceof Decl.Entries es) {
            es.entries().forEach(e -> out.add(child(doc, e.name(), SymbolKind.Object, e.label())));
        } else if (d instanceof Decl.Check c) {
            c.itemsOf(Decl.Grade.class).forEach(g -> out.add(child(doc, g.name(), SymbolKind.EnumMember, g.label())));
            c.itemsOf(Decl.Output.class).forEach(o -> out.add(child(doc, o.name(), SymbolKind.Field, o.label())));
        } else if (d instanceof Decl.Build b) {
            b.fields().forEach(f -> out.add(child(doc, f.name(), SymbolKind.Field, f.label())));
            b.derives().forEach(f -> out.add(child(doc, f.name(), SymbolKind.Property, f.label())));
        } else if (d instanceof Decl.Sequence s) {
            s.phases().forEach(p -> out.add(child(doc, p.name(), SymbolKind.Event, p.label())));
        } else if (d instanceof Decl.Status s) {
            s.states().forEach(st -> out.add(child(doc, st.name(), SymbolKind.EnumMember, st.label())));
        }
        out.removeIf(c -> c == null);
        return out;
    }

    private static DocumentSymbol child(Workspace.Document doc, Name name, SymbolKind kind, String detail) {
        if (name.span().line() < 1 || !name.span().file().equals(doc.source.displayPath())) {
            return null;
        }
        Range r = nameRange(doc, name);
        return new DocumentSymbol(name.text(), kind, r, r, detail);
    }

    private static Range nameRange(Workspace.Document doc, Name name) {
        return doc.positions.range(name.span().line(), name.span().column(), name.span().length());
    }

    private static SymbolKind kind(Decl d) {
        if (d instanceof Decl.Replace r) {
            return kind(r.replacement());
        } else if (d instanceof Decl.Const) {
            return SymbolKind.Constant;
        } else if (d instanceof Decl.Enum || d instanceof Decl.Status) {
            return SymbolKind.Enum;
        } else if (d instanceof Decl.Kind || d instanceof Decl.Build || d instanceof Decl.Layers) {
            return SymbolKind.Struct;
        } else if (d instanceof Decl.Entries) {
            return SymbolKind.Array;
        } else if (d instanceof Decl.Formula || d instanceof Decl.Table || d instanceof Decl.Modifiers) {
            return SymbolKind.Function;
        } else if (d instanceof Decl.Check || d instanceof Decl.Order) {
            return SymbolKind.Method;
        } else if (d instanceof Decl.Example || d instanceof Decl.Forall || d instanceof Decl.Probabilities) {
            return SymbolKind.Module;
        }
        return SymbolKind.Object;
    }
}
