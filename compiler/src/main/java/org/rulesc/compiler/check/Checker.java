package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.diag.Code;
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
        Model model = checkAll(rulebook, pkg);
        return reporter.hasErrors() ? Optional.empty() : Optional.of(model);
    }

    /**
     * The model as far as the checker got, also for a rulebook with errors: what resolved is in
     * it, what did not is missing (the language server reads it while the author is typing).
     * Back ends must use {@link #check}, which gives a model only without errors.
     */
    public Model checkAll(Rulebook rulebook, String pkg) {
        Model model = new Model(rulebook, pkg, new Symbols(), new ExprFacts());
        header(rulebook, model.symbols);
        collect(rulebook, model);
        Parts.collect(model, reporter);
        ExprChecker exprs = new ExprChecker(model, reporter, usage);
        new DeclChecker(model, reporter, exprs, usage).checkAll();
        // a check's expressions are checked now: their trees, kept, are what its steps hold
        TypedTrees trees = TypedTrees.keeping(model, model.facts);
        CheckPlanner.planAll(model, trees); // each check's steps, once: what the tests below and every back end read
        new TestChecker(model, reporter, exprs).checkAll();
        new DomainChecker(model, reporter, exprs).checkAll();
        Cycles.report(model, reporter);
        JavaClashes.report(model, reporter);
        ClassFileLimits.report(model, reporter);
        if (!rulebook.hadSyntaxErrors()) {
            warnUnused(model); // a dropped declaration may have been the only user
            warnUncited(model);
        }
        // each expression with its facts as one tree: what the back ends (and the language server) read
        model.addTyped(trees.all());
        model.addTypedFields(trees.fields());
        if (!reporter.hasErrors()) {
            model.constructs(Constructs.build(model)); // what the back ends read, once all checked
        }
        return model;
    }

    private void header(Rulebook rulebook, Symbols symbols) {
        if (rulebook.defaultDieSides() == null) {
            reporter.report(Code.NO_DEFAULT_DIE, rulebook.id().span(), rulebook.id().text());
        }
        if (rulebook.space() != null) {
            List<String> spaces = List.of("continuous", "square4", "square8", "hex", "none");
            if (!spaces.contains(rulebook.space().text())) {
                reporter.report(Code.UNKNOWN_SPACE, rulebook.space().span(), rulebook.space().text(),
                        String.join(", ", spaces));
            }
        }
        HexSpaces.header(rulebook, reporter);
        for (Rulebook.Unit unit : rulebook.units()) {
            String name = unit.name().text();
            if (symbols.units.containsKey(name)) {
                reporter.report(Code.DUPLICATE_UNIT, unit.name().span(), name);
                continue;
            }
            if (unit.base()) {
                if (symbols.baseUnit != null) {
                    reporter.report(Code.SECOND_BASE_UNIT, unit.name().span(), name, symbols.baseUnit);
                    continue;
                }
                symbols.baseUnit = name;
                symbols.units.put(name, 1L);
            } else {
                Long per = symbols.units.get(unit.baseName());
                if (per == null) {
                    reporter.report(Code.UNDECLARED_UNIT_BASE, unit.name().span(), name, unit.baseName())
                            .hint(Suggestions.didYouMean(unit.baseName(),
                            symbols.units.keySet()));
                    continue;
                }
                if (Math.abs(unit.amount()) > Integer.MAX_VALUE / Math.max(1, Math.abs(per))) {
                    reporter.report(Code.UNIT_TOO_LARGE, unit.name().span(), name);
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
            if (decl instanceof Decl.Entries || decl instanceof Decl.Omit || decl instanceof Decl.ActionFields
                    || decl instanceof Decl.Part) {
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
                reporter.report(Code.UNKNOWN_KIND, es.kind().span(), es.kind().text())
                        .hint(Suggestions.didYouMean(es.kind().text(), model.all(Decl.Kind.class).stream()
                                .map(k -> k.name().text()).toList()));
                continue;
            }
            model.declRefs.put(es.kind(), kind);
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
                    reporter.report(Code.ACTION_WITH_PROPERTIES, a.name().span(), a.name().text());
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
            reporter.report(Code.ACTION_KIND_TAKEN, previous.name().span());
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
        reporter.report(Code.DUPLICATE_DECLARATION, name.span(), what, name.text(), previous.span().line())
                .related(previous.span(), "the first `" + name.text() + "` is here");
    }

    /**
     * A rule with neither a citation nor a house provenance cannot be traced to the document:
     * say so, so a reviewer can add the section or mark it as a house value.
     */
    private void warnUncited(Model model) {
        for (Decl decl : model.rulebook.declarations()) {
            boolean ownFile = decl.name().span().file().equals(model.rulebook.file().displayPath());
            if (Traced.isRule(decl) && ownFile && !Traced.rule(decl)) {
                reporter.report(Code.UNCITED_RULE, decl.name().span(), decl.name().text());
            }
        }
    }

    private void warnUnused(Model model) {
        for (Decl decl : model.rulebook.declarations()) {
            boolean worthWarning = decl instanceof Decl.Enum || decl instanceof Decl.Table
                    || decl instanceof Decl.Formula || decl instanceof Decl.Modifiers || decl instanceof Decl.Const;
            boolean ownFile = decl.name().span().file().equals(model.rulebook.file().displayPath());
            if (worthWarning && ownFile && !usage.isUsed(decl)) {
                reporter.report(Code.UNUSED_DECLARATION, decl.name().span(), decl.name().text());
            }
        }
        for (Decl.Action action : model.all(Decl.Action.class)) {
            boolean inPhase = model.all(Decl.Sequence.class).stream().flatMap(s -> s.phases().stream())
                    .anyMatch(p -> p.actions().stream().anyMatch(a -> a.text().equals(action.name().text())));
            if (!inPhase) {
                reporter.report(Code.ACTION_IN_NO_PHASE, action.name().span(), action.name().text());
            }
        }
    }

}
