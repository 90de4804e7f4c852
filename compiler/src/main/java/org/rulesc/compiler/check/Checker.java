package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Symbols;

/**
 * Resolves and type-checks a rulebook, reporting every problem it finds in one run. The
 * result is a {@link Model} only when there was no error.
 */
public final class Checker {
    private final Reporter reporter;
    private final Usage usage = new Usage();

    public Checker(Reporter reporter) {
        this.reporter = reporter;
    }

    /** @param pkg the Java package the rulebook's engine will live in */
    public Optional<Model> check(Rulebook rulebook, String pkg) {
        Model model = new Model(rulebook, pkg, new Symbols());
        header(rulebook, model.symbols);
        collect(rulebook, model);
        ExprChecker exprs = new ExprChecker(model, reporter, usage);
        new DeclChecker(model, reporter, exprs, usage).checkAll();
        new TestChecker(model, reporter, exprs).checkAll();
        Cycles.report(model, reporter);
        JavaClashes.report(model, reporter);
        ClassFileLimits.report(model, reporter);
        if (!rulebook.hadSyntaxErrors()) {
            warnUnused(model); // a dropped declaration may have been the only user
            warnUncited(model);
        }
        return reporter.hasErrors() ? Optional.empty() : Optional.of(model);
    }

    private void header(Rulebook rulebook, Symbols symbols) {
        if (rulebook.defaultDieSides() == null) {
            reporter.warning(rulebook.id().span(), "rulebook `" + rulebook.id().text() + "` declares no default die",
                    "add `die d6` (or the game's die) to the header");
        }
        if (rulebook.space() != null) {
            List<String> spaces = List.of("continuous", "square4", "square8", "hex", "none");
            if (!spaces.contains(rulebook.space().text())) {
                reporter.error(rulebook.space().span(), "unknown space `" + rulebook.space().text() + "`",
                        "one of " + String.join(", ", spaces));
            }
        }
        HexSpaces.header(rulebook, reporter);
        for (Rulebook.Unit unit : rulebook.units()) {
            String name = unit.name().text();
            if (symbols.units.containsKey(name)) {
                reporter.error(unit.name().span(), "unit `" + name + "` is declared twice", null);
                continue;
            }
            if (unit.base()) {
                if (symbols.baseUnit != null) {
                    reporter.error(unit.name().span(), "a second base unit `" + name + "`",
                            "derive it from `" + symbols.baseUnit + "`: unit " + name + " = 10" + symbols.baseUnit);
                    continue;
                }
                symbols.baseUnit = name;
                symbols.units.put(name, 1L);
            } else {
                Long per = symbols.units.get(unit.baseName());
                if (per == null) {
                    reporter.error(unit.name().span(), "unit `" + name + "` is defined in `" + unit.baseName()
                            + "`, which is not declared before it", Suggestions.didYouMean(unit.baseName(),
                            symbols.units.keySet()));
                    continue;
                }
                if (Math.abs(unit.amount()) > Integer.MAX_VALUE / Math.max(1, Math.abs(per))) {
                    reporter.error(unit.name().span(), "unit `" + name + "` is more base units than an int holds",
                            "lengths are whole base units in a Java int, at most 2147483647");
                    continue;
                }
                symbols.units.put(name, unit.amount() * per);
            }
        }
    }

    /** Fills the symbol table and reports duplicate names. */
    private void collect(Rulebook rulebook, Model model) {
        Symbols symbols = model.symbols;
        Map<String, Name> tests = new HashMap<>();
        for (Decl decl : rulebook.declarations()) {
            if (decl instanceof Decl.Example || decl instanceof Decl.Forall || decl instanceof Decl.Probabilities) {
                Name previous = tests.putIfAbsent(decl.name().text(), decl.name());
                if (previous != null) {
                    duplicate(decl.name(), previous, "test");
                }
                continue;
            }
            if (decl instanceof Decl.Entries || decl instanceof Decl.Omit || decl instanceof Decl.ActionFields) {
                continue;
            }
            Decl previous = symbols.named.putIfAbsent(decl.name().text(), decl);
            if (previous != null) {
                duplicate(decl.name(), previous.name(), "name");
            }
        }
        for (Decl.Enum e : model.all(Decl.Enum.class)) {
            Map<String, Name> seen = new HashMap<>();
            for (Decl.EnumMember m : e.members()) {
                Name previous = seen.putIfAbsent(m.name().text(), m.name());
                if (previous != null) {
                    duplicate(m.name(), previous, "member");
                    continue;
                }
                symbols.members.computeIfAbsent(m.name().text(), k -> new ArrayList<>()).add(new Ref.Member(e, m));
            }
        }
        actionKind(model);
        for (Decl.Entries es : model.all(Decl.Entries.class)) {
            Decl.Kind kind = symbols.kind(es.kind().text());
            if (kind == null) {
                reporter.error(es.kind().span(), "unknown kind `" + es.kind().text() + "`",
                        Suggestions.didYouMean(es.kind().text(), model.all(Decl.Kind.class).stream()
                                .map(k -> k.name().text()).toList()));
                continue;
            }
            List<Decl.Entry> list = model.entries.computeIfAbsent(kind, k -> new ArrayList<>());
            for (Decl.Entry entry : es.entries()) {
                Optional<Decl.Entry> previous = list.stream()
                        .filter(x -> x.name().text().equals(entry.name().text())).findFirst();
                if (previous.isPresent()) {
                    duplicate(entry.name(), previous.get().name(), "entry");
                    continue;
                }
                list.add(entry);
                symbols.entries.computeIfAbsent(entry.name().text(), k -> new ArrayList<>())
                        .add(new Ref.Entry(kind, entry));
            }
        }
    }

    /** With `actions { … }`, the actions become entries of a kind named `Action`. */
    private void actionKind(Model model) {
        List<Decl.ActionFields> fields = model.all(Decl.ActionFields.class);
        if (fields.isEmpty()) {
            for (Decl.Action a : model.all(Decl.Action.class)) {
                if (a.values() != null) {
                    reporter.error(a.name().span(), "action `" + a.name().text() + "` has properties, but actions have none",
                            "declare them once: actions { moves \"移動できる\": bool = false }");
                }
            }
            return;
        }
        for (int i = 1; i < fields.size(); i++) {
            duplicate(fields.get(i).name(), fields.get(0).name(), "`actions` block");
        }
        Decl.ActionFields af = fields.get(0);
        Decl previous = model.symbols.named.get("Action");
        if (previous != null) {
            reporter.error(previous.name().span(), "`Action` is the kind of the actions once `actions { … }` is declared",
                    "rename this declaration");
            return;
        }
        Decl.Kind kind = new Decl.Kind(af.name(), "行動", af.fields(), af.meta());
        model.actionKind = kind;
        model.symbols.named.put("Action", kind);
        List<Decl.Entry> entries = new ArrayList<>();
        for (Decl.Action a : model.all(Decl.Action.class)) {
            Decl.Entry entry = new Decl.Entry(a.name(), a.label(), a.values() == null ? List.of() : a.values(), a.meta(),
                    a.name().span());
            entries.add(entry);
            model.symbols.entries.computeIfAbsent(a.name().text(), k -> new ArrayList<>()).add(new Ref.Entry(kind, entry));
        }
        model.entries.put(kind, entries);
    }

    private void duplicate(Name name, Name previous, String what) {
        reporter.error(name.span(), "duplicate " + what + " `" + name.text() + "`",
                "the first is at line " + previous.span().line() + "; rename one of them");
    }

    /**
     * A rule with neither a citation nor a house provenance cannot be traced to the document:
     * say so, so a reviewer can add the section or mark it as a house value.
     */
    private void warnUncited(Model model) {
        for (Decl decl : model.rulebook.declarations()) {
            boolean rule = decl instanceof Decl.Const || decl instanceof Decl.Table || decl instanceof Decl.Formula
                    || decl instanceof Decl.Check || decl instanceof Decl.Modifiers || decl instanceof Decl.Limit;
            boolean ownFile = decl.name().span().file().equals(model.rulebook.file().displayPath());
            if (rule && ownFile && !traced(decl.meta()) && !tracedInParts(decl)) {
                reporter.warning(decl.name().span(), "`" + decl.name().text() + "` cites no section of the document",
                        "add `cite \"<section>\"`, or `house \"<where it comes from>\"` for a value the document does not give");
            }
        }
    }

    private static boolean traced(org.rulesc.compiler.ast.Meta meta) {
        return !meta.citations().isEmpty() || meta.isHouse();
    }

    /** Tables whose every row, modifier blocks whose every term, checks with a cited grade or output. */
    private static boolean tracedInParts(Decl decl) {
        if (decl instanceof Decl.Table t) {
            return !t.rows().isEmpty() && t.rows().stream().allMatch(r -> traced(r.meta()));
        } else if (decl instanceof Decl.Modifiers m) {
            return !m.terms().isEmpty() && m.terms().stream().allMatch(term -> traced(term.meta()));
        } else if (decl instanceof Decl.Check c) {
            return c.items().stream().anyMatch(i -> i instanceof Decl.Grade g && traced(g.meta())
                    || i instanceof Decl.Output o && traced(o.meta()));
        }
        return false;
    }

    private void warnUnused(Model model) {
        for (Decl decl : model.rulebook.declarations()) {
            boolean worthWarning = decl instanceof Decl.Enum || decl instanceof Decl.Table
                    || decl instanceof Decl.Formula || decl instanceof Decl.Modifiers || decl instanceof Decl.Const;
            boolean ownFile = decl.name().span().file().equals(model.rulebook.file().displayPath());
            if (worthWarning && ownFile && !usage.isUsed(decl)) {
                reporter.warning(decl.name().span(), "`" + decl.name().text() + "` is declared but never used",
                        "use it in a rule or an example, or remove it");
            }
        }
        for (Decl.Action action : model.all(Decl.Action.class)) {
            boolean inPhase = model.all(Decl.Sequence.class).stream().flatMap(s -> s.phases().stream())
                    .anyMatch(p -> p.actions().stream().anyMatch(a -> a.text().equals(action.name().text())));
            if (!inPhase) {
                reporter.warning(action.name().span(), "action `" + action.name().text() + "` is in no phase",
                        "list it after `actions` in a phase");
            }
        }
    }

}
