package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/**
 * Checks every rule declaration: constants, kinds and their entries, formulas, modifiers and
 * builds here; the larger ones each in their own checker (tables, checks, orders, sequences
 * and limits, statuses, maps, notations).
 */
final class DeclChecker {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;
    private final Usage usage;

    DeclChecker(Model model, Reporter reporter, ExprChecker exprs, Usage usage) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
        this.usage = usage;
    }

    void checkAll() {
        for (Decl decl : model.rulebook.declarations()) {
            decl.accept(dispatch);
        }
    }

    private final Dispatch dispatch = new Dispatch();

    /** Each kind of declaration to its checks: a kind added to the language does not compile until it is here. */
    private final class Dispatch implements Decl.Visitor<Void> {
        @Override
        public Void visitConst(Decl.Const c) {
            Type t = exprs.resolve(c.type());
            exprs.expect(c.value(), Scope.root(), t, "constant `" + c.name().text() + "`");
            return null;
        }

        @Override
        public Void visitKind(Decl.Kind k) {
            kind(k);
            return null;
        }

        @Override
        public Void visitEntries(Decl.Entries e) {
            entries(e);
            return null;
        }

        @Override
        public Void visitTable(Decl.Table t) {
            new TableChecker(model, reporter, exprs).check(t);
            return null;
        }

        @Override
        public Void visitFormula(Decl.Formula f) {
            Scope scope = params(exprs, reporter, f.params());
            Type result = exprs.resolve(f.result());
            exprs.expect(f.body(), scope, result, "the value of `" + f.name().text() + "`");
            return null;
        }

        @Override
        public Void visitCheck(Decl.Check c) {
            new CheckChecker(reporter, exprs).check(c);
            return null;
        }

        @Override
        public Void visitOrder(Decl.Order o) {
            new OrderChecker(reporter, exprs).check(o);
            return null;
        }

        @Override
        public Void visitChain(Decl.Chain ch) {
            new ChainChecker(model, reporter, exprs).check(ch);
            return null;
        }

        @Override
        public Void visitActionFields(Decl.ActionFields decl) {
            if (model.actionKind != null && model.actionKind.name() == decl.name()) {
                // the actions' properties: checked like a kind and its entries
                kind(model.actionKind);
                entries(new Decl.Entries(new Name("entries of Action", decl.name().span()), decl.name(),
                        model.entries.getOrDefault(model.actionKind, List.of()), org.rulesc.compiler.ast.Meta.EMPTY));
            }
            return null;
        }

        @Override
        public Void visitModifiers(Decl.Modifiers m) {
            Scope scope = params(exprs, reporter, m.params());
            unique(reporter, m.terms().stream().map(Decl.ModifierTerm::name).toList(), "modifier");
            for (Decl.ModifierTerm term : m.terms()) {
                exprs.expect(term.value(), scope, Prim.INT, "modifier `" + term.name().text() + "`");
                if (term.condition() != null) {
                    exprs.expect(term.condition(), scope, Prim.BOOL, "the condition of `" + term.name().text() + "`");
                }
            }
            return null;
        }

        @Override
        public Void visitSequence(Decl.Sequence s) {
            new SequenceChecker(model, reporter, exprs, usage).check(s);
            return null;
        }

        @Override
        public Void visitStatus(Decl.Status s) {
            new StatusChecker(model, reporter, exprs).check(s);
            return null;
        }

        @Override
        public Void visitLimit(Decl.Limit l) {
            new SequenceChecker(model, reporter, exprs, usage).limit(l);
            return null;
        }

        @Override
        public Void visitBuild(Decl.Build b) {
            build(b);
            return null;
        }

        @Override
        public Void visitHexMap(Decl.HexMap m) {
            new HexMapChecker(model, reporter, exprs).check(m);
            return null;
        }

        @Override
        public Void visitLayers(Decl.Layers l) {
            new SquareMapChecker(model, reporter, exprs, usage).layers(l);
            return null;
        }

        @Override
        public Void visitSquareMap(Decl.SquareMap m) {
            new SquareMapChecker(model, reporter, exprs, usage).check(m);
            return null;
        }

        @Override
        public Void visitNotation(Decl.Notation n) {
            new NotationChecker(model, reporter, exprs).check(n);
            return null;
        }

        @Override
        public Void visitGame(Decl.Game g) {
            new GameChecker(model, reporter, exprs, usage).check(g);
            return null;
        }

        @Override
        public Void visitTableBoard(Decl.TableBoard b) {
            new TableBoardChecker(model, reporter, exprs).check(b);
            return null;
        }

        // checked where they are declared (Symbols: members, actions) or after everything else (TestChecker)

        @Override
        public Void visitEnum(Decl.Enum d) {
            return null;
        }

        @Override
        public Void visitAction(Decl.Action d) {
            return null;
        }

        @Override
        public Void visitExample(Decl.Example d) {
            return null;
        }

        @Override
        public Void visitForall(Decl.Forall d) {
            return null;
        }

        @Override
        public Void visitProbabilities(Decl.Probabilities d) {
            return null;
        }

        // house-rule edits, applied to the base rulebook before checking (HouseRules)

        @Override
        public Void visitOmit(Decl.Omit d) {
            return null;
        }

        // names checked with the others (Checker.collect); which declarations belong to it: Parts
        @Override
        public Void visitPart(Decl.Part d) {
            return null;
        }

        @Override
        public Void visitReplace(Decl.Replace d) {
            return null;
        }

        @Override
        public Void visitRemove(Decl.Remove d) {
            return null;
        }
    }

    /** The scope of a declaration's parameters, each typed; reports duplicates. */
    static Scope params(ExprChecker exprs, Reporter reporter, List<Decl.Param> params) {
        Scope scope = Scope.root().child();
        unique(reporter, params.stream().map(Decl.Param::name).toList(), "parameter");
        for (Decl.Param p : params) {
            scope.put(p.name().text(), exprs.resolve(p.type()));
        }
        return scope;
    }

    private void kind(Decl.Kind k) {
        unique(reporter, k.fields().stream().map(Decl.FieldDecl::name).toList(), "field");
        for (Decl.FieldDecl f : k.fields()) {
            Type t = exprs.resolve(f.type());
            if (f.defaultValue() != null) {
                exprs.expect(f.defaultValue(), Scope.root(), t, "the default of `" + f.name().text() + "`");
            }
        }
    }

    private void entries(Decl.Entries es) {
        Decl.Kind kind = model.symbols.kind(es.kind().text());
        if (kind == null) {
            return;
        }
        usage.use(kind);
        for (Decl.Entry entry : es.entries()) {
            Set<String> given = new HashSet<>();
            for (Expr.FieldValue fv : entry.values()) {
                Decl.FieldDecl field = kind.fields().stream().filter(f -> f.name().text().equals(fv.name().text()))
                        .findFirst().orElse(null);
                if (field == null) {
                    reporter.report(Code.UNKNOWN_FIELD, fv.name().span(), kind.name().text(), fv.name().text())
                            .hint(Suggestions.didYouMean(fv.name().text(),
                            kind.fields().stream().map(f -> f.name().text()).toList()));
                    continue;
                }
                if (!given.add(fv.name().text())) {
                    reporter.report(Code.FIELD_GIVEN_TWICE, fv.name().span(), fv.name().text());
                }
                exprs.expect(fv.value(), Scope.root(), exprs.resolve(field.type()),
                        "field `" + fv.name().text() + "` of `" + entry.name().text() + "`");
            }
            model.fieldOrder.put(entry, FieldOrder.of(entry.values(),
                    kind.fields().stream().map(Decl.FieldDecl::name).toList(),
                    kind.fields().stream().map(Decl.FieldDecl::defaultValue).toList()));
            List<String> missing = kind.fields().stream()
                    .filter(f -> f.defaultValue() == null && !given.contains(f.name().text()))
                    .map(f -> f.name().text()).toList();
            if (!missing.isEmpty()) {
                reporter.report(Code.ENTRY_MISSING_FIELDS, entry.name().span(), entry.name().text(),
                        String.join(", ", missing));
            }
        }
    }

    private void build(Decl.Build b) {
        List<Name> names = new ArrayList<>();
        Scope scope = Scope.root().child();
        for (Decl.BuildField f : b.fields()) {
            names.add(f.name());
            scope.put(f.name().text(), exprs.resolve(f.type()));
        }
        for (Decl.Derive d : b.derives()) {
            names.add(d.name());
            scope.put(d.name().text(), exprs.resolve(d.type()));
        }
        unique(reporter, names, "field");
        unique(reporter, b.rules().stream().map(Decl.BuildRule::name).toList(), "rule");
        for (Decl.Derive d : b.derives()) {
            exprs.expect(d.value(), scope, exprs.resolve(d.type()), "derived `" + d.name().text() + "`");
        }
        for (Decl.BuildRule r : b.rules()) {
            exprs.expect(r.condition(), scope, Prim.BOOL, "rule `" + r.name().text() + "`");
        }
    }

    /** Reports every name given before in {@code names} ({@code what}: field, phase, …). */
    static void unique(Reporter reporter, List<Name> names, String what) {
        List<Name> seen = new ArrayList<>();
        for (Name n : names) {
            Name previous = seen.stream().filter(x -> x.text().equals(n.text())).findFirst().orElse(null);
            if (previous != null) {
                reporter.report(Code.DUPLICATE_DECLARATION, n.span(), what, n.text(), previous.span().line())
                        .related(previous.span(), "the first `" + n.text() + "` is here");
            } else {
                seen.add(n);
            }
        }
    }
}
