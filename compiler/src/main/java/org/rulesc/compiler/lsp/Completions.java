package org.rulesc.compiler.lsp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Nodes;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;

/**
 * Names to complete at a place: after {@code Terrain.} the members of that enum (after a kind's
 * name its entries); elsewhere the parameters of the declaration the cursor is in, then the
 * rulebook's declarations, enum members and entries (from the checker's symbol table, its base's
 * included), then the keywords.
 */
final class Completions {
    private Completions() {}

    /** A name and a dot just before the cursor, and what is typed after it. */
    private static final Pattern QUALIFIED = Pattern.compile("([\\p{L}_][\\p{L}\\p{N}_]*)\\.[\\p{L}\\p{N}_]*$");

    /** @param line 1-based, @param column 1-based in code points (where the cursor is) */
    static List<CompletionItem> at(Workspace.Document doc, int line, int column) {
        Map<String, CompletionItem> items = new LinkedHashMap<>();
        Model model = doc.model();
        String before = doc.source.line(line);
        before = before.substring(0, before.offsetByCodePoints(0, Math.min(column - 1,
                before.codePointCount(0, before.length()))));
        Matcher qualified = QUALIFIED.matcher(before);
        if (model != null && qualified.find()) {
            // `Terrain.` completes the enum's members, `Weapon.` the kind's entries
            Decl owner = model.symbols.lookup(qualified.group(1));
            if (owner instanceof Decl.Enum e) {
                e.members().forEach(m -> put(items, m.name().text(), CompletionItemKind.EnumMember, Symbol.member(e, m)));
                return new ArrayList<>(items.values());
            } else if (owner instanceof Decl.Kind k) {
                model.entries.getOrDefault(k, List.of())
                        .forEach(en -> put(items, en.name().text(), CompletionItemKind.Value, Symbol.entry(k, en)));
                return new ArrayList<>(items.values());
            }
        }
        if (model != null) {
            for (Decl.Param p : enclosingParams(model, doc.source.displayPath(), line)) {
                put(items, p.name().text(), CompletionItemKind.Variable, Symbol.parameter(p));
            }
            model.symbols.named.forEach((name, decl) -> put(items, name, kind(decl), Symbol.of(decl)));
            model.symbols.members.forEach((name, refs) -> {
                Ref.Member m = refs.get(0);
                put(items, name, CompletionItemKind.EnumMember, Symbol.member(m.owner(), m.member()));
            });
            model.symbols.entries.forEach((name, refs) -> {
                Ref.Entry e = refs.get(0);
                put(items, name, CompletionItemKind.Value, Symbol.entry(e.kind(), e.entry()));
            });
        }
        for (String keyword : Keywords.all()) {
            if (!items.containsKey(keyword)) {
                CompletionItem item = new CompletionItem(keyword);
                item.setKind(CompletionItemKind.Keyword);
                items.put(keyword, item);
            }
        }
        return new ArrayList<>(items.values());
    }

    private static void put(Map<String, CompletionItem> items, String name, CompletionItemKind kind, Symbol symbol) {
        if (items.containsKey(name)) {
            return;
        }
        CompletionItem item = new CompletionItem(name);
        item.setKind(kind);
        item.setDetail((symbol.kind() + " " + symbol.name() + symbol.detail()).strip());
        if (symbol.label() != null) {
            item.setLabelDetails(new org.eclipse.lsp4j.CompletionItemLabelDetails());
            item.getLabelDetails().setDescription(symbol.label());
        }
        items.put(name, item);
    }

    /** The parameters of the own declaration whose lines include {@code line} (the last one starting above it). */
    private static List<Decl.Param> enclosingParams(Model model, String file, int line) {
        Decl enclosing = null;
        for (Decl d : model.rulebook.declarations()) {
            if (d.name().span().file().equals(file) && d.name().span().line() <= line
                    && (enclosing == null || d.name().span().line() >= enclosing.name().span().line())) {
                enclosing = d;
            }
        }
        List<Decl.Param> params = new ArrayList<>();
        if (enclosing != null) {
            Nodes.walk(enclosing, node -> {
                if (node instanceof Decl.Param p) {
                    params.add(p);
                }
            });
        }
        return params;
    }

    private static CompletionItemKind kind(Decl d) {
        if (d instanceof Decl.Const) {
            return CompletionItemKind.Constant;
        } else if (d instanceof Decl.Enum) {
            return CompletionItemKind.Enum;
        } else if (d instanceof Decl.Kind || d instanceof Decl.Build) {
            return CompletionItemKind.Struct;
        } else if (d instanceof Decl.Formula || d instanceof Decl.Table || d instanceof Decl.Modifiers
                || d instanceof Decl.Check || d instanceof Decl.Order) {
            return CompletionItemKind.Function;
        }
        return CompletionItemKind.Reference;
    }
}
