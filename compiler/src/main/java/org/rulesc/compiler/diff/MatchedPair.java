package org.rulesc.compiler.diff;

import java.util.List;
import java.util.function.Function;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diff.Change.Severity;

/**
 * One matched pair (a declaration under the same key in both revisions, written differently),
 * dispatched on the old declaration's kind with {@link Decl.Visitor}: a kind of declaration added
 * to the language does not compile until the diff says how to compare it. {@code after} is of the
 * same class as the visited declaration. Each kind says which of its parts are matched by name
 * ({@link Parts}) and how severe a change to each is; what computes something is judged by its
 * effect ({@link Effects}), after its signature ({@link Signatures}).
 */
final class MatchedPair implements Decl.Visitor<Void> {
    private final Differ differ;
    private final Effects effects;
    private final List<Change> changes;
    private final String key;
    private final Decl after;

    /** {@code changes} is the diff's list, which the pair's changes join in the order found. */
    MatchedPair(Differ differ, Effects effects, List<Change> changes, String key, Decl after) {
        this.differ = differ;
        this.effects = effects;
        this.changes = changes;
        this.key = key;
        this.after = after;
    }

    @Override
    public Void visitConst(Decl.Const a) {
        effects.constant(key, a, (Decl.Const) after);
        return null;
    }

    @Override
    public Void visitFormula(Decl.Formula a) {
        Decl.Formula b = (Decl.Formula) after;
        if (Signatures.same(changes, key, a.params(), b.params(), a.result(), b.result())) {
            effects.formula(key, a, b);
        }
        return null;
    }

    @Override
    public Void visitTable(Decl.Table a) {
        Decl.Table b = (Decl.Table) after;
        if (Signatures.same(changes, key, a.axes(), b.axes(), a.result(), b.result())) {
            effects.table(key, a, b);
        }
        return null;
    }

    @Override
    public Void visitModifiers(Decl.Modifiers a) {
        Decl.Modifiers b = (Decl.Modifiers) after;
        if (Signatures.same(changes, key, a.params(), b.params(), null, null)) {
            effects.modifiers(key, a, b);
        }
        return null;
    }

    @Override
    public Void visitCheck(Decl.Check a) {
        Decl.Check b = (Decl.Check) after;
        if (Signatures.same(changes, key, a.params(), b.params(), null, null)) {
            effects.check(key, a, b);
        }
        return null;
    }

    @Override
    public Void visitEnum(Decl.Enum a) {
        parts(key, "member", a.members(), ((Decl.Enum) after).members(), m -> m.name().text(), Severity.INFO,
                Severity.BREAKING, Severity.INFO);
        return null;
    }

    @Override
    public Void visitKind(Decl.Kind a) {
        parts(key, "field", a.fields(), ((Decl.Kind) after).fields(), f -> f.name().text(), Severity.BREAKING,
                Severity.BREAKING, Severity.BALANCE);
        return null;
    }

    @Override
    public Void visitEntries(Decl.Entries a) {
        parts(key, "entry", a.entries(), ((Decl.Entries) after).entries(), x -> x.name().text(), Severity.INFO,
                Severity.BREAKING, Severity.BALANCE);
        return null;
    }

    @Override
    public Void visitSequence(Decl.Sequence a) {
        changes.addAll(Parts.sequence(key, a, (Decl.Sequence) after));
        return null;
    }

    @Override
    public Void visitStatus(Decl.Status a) {
        parts(key, "status-transition", a.transitions(), ((Decl.Status) after).transitions(),
                t -> (t.from() == null ? "*" : t.from().text()) + " -> " + t.to().text() + " on "
                        + t.event().text(), Severity.BALANCE, Severity.BALANCE, Severity.BALANCE);
        return null;
    }

    @Override
    public Void visitNotation(Decl.Notation a) {
        Decl.Notation b = (Decl.Notation) after;
        parts(key, "notation-format", a.formats(), b.formats(), f -> f.name().text(), Severity.INFO,
                Severity.BREAKING, Severity.BREAKING);
        if (!Canonical.behaviour(a.spellings()).equals(Canonical.behaviour(b.spellings()))) {
            add("notation-spelling-changed", Severity.BREAKING, key,
                    "how members are written changed: old records may no longer parse");
        }
        return null;
    }

    @Override
    public Void visitChain(Decl.Chain a) {
        Decl.Chain b = (Decl.Chain) after;
        if (Signatures.same(changes, key, a.params(), b.params(), null, null)) {
            effects.chain(key, a, b);
        }
        return null;
    }

    @Override
    public Void visitGame(Decl.Game a) {
        changes.addAll(GameChanges.of(key, a.play(), ((Decl.Game) after).play()));
        return null;
    }

    @Override
    public Void visitExample(Decl.Example a) {
        return test("test-changed");
    }

    @Override
    public Void visitForall(Decl.Forall a) {
        return test("test-changed");
    }

    @Override
    public Void visitProbabilities(Decl.Probabilities a) {
        return test("test-changed");
    }

    @Override
    public Void visitOmit(Decl.Omit a) {
        return test("omit-changed");
    }

    private Void test(String id) {
        add(id, Severity.INFO, key, "the " + key.substring(0, key.indexOf(':')) + " changed");
        return null;
    }

    // compared as a whole: their parts are not yet matched one by one
    @Override
    public Void visitOrder(Decl.Order a) {
        return whole();
    }

    @Override
    public Void visitTableBoard(Decl.TableBoard a) {
        return whole();
    }

    @Override
    public Void visitPart(Decl.Part a) {
        return whole();
    }

    @Override
    public Void visitAction(Decl.Action a) {
        return whole();
    }

    @Override
    public Void visitActionFields(Decl.ActionFields a) {
        return whole();
    }

    @Override
    public Void visitLimit(Decl.Limit a) {
        return whole();
    }

    @Override
    public Void visitBuild(Decl.Build a) {
        return whole();
    }

    @Override
    public Void visitHexMap(Decl.HexMap a) {
        return whole();
    }

    @Override
    public Void visitLayers(Decl.Layers a) {
        return whole();
    }

    @Override
    public Void visitSquareMap(Decl.SquareMap a) {
        return whole();
    }

    @Override
    public Void visitRemove(Decl.Remove a) {
        return whole();
    }

    @Override
    public Void visitReplace(Decl.Replace a) {
        // declarations() takes a replace by its replacement; compare those if one is met here
        Decl b = after instanceof Decl.Replace r ? r.replacement() : after;
        differ.compare(key, a.replacement(), b);
        return null;
    }

    private Void whole() {
        differ.definition(key);
        return null;
    }

    private <T> void parts(String key, String what, List<T> before, List<T> after, Function<T, String> name,
            Severity added, Severity removed, Severity changed) {
        changes.addAll(Parts.of(key, what, before, after, name, added, removed, changed));
    }

    private void add(String id, Severity severity, String key, String message) {
        changes.add(new Change(id, severity, key, message, null));
    }
}
