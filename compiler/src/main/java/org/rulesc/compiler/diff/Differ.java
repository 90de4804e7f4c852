package org.rulesc.compiler.diff;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.interpret.Env;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Keys;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Typed;

/**
 * What a revision of a rulebook changes. Declarations are matched by their stable keys
 * ({@link Keys}); each matched pair is compared part by part (rows and cells, grades, terms,
 * phases, transitions, formats), and where the rules compute something (constants, formulas,
 * tables, modifiers, checks) both revisions are evaluated on the same inputs, so a change's
 * severity comes from its effect: a reordering or a renamed local that computes the same is no
 * change at all, and a moved probability is reported exactly.
 */
public final class Differ {
    private final Model oldModel;
    private final Model newModel;
    private final Evaluations evaluations;
    private final List<Change> changes = new ArrayList<>();

    private Differ(Model oldModel, Model newModel) {
        this.oldModel = oldModel;
        this.newModel = newModel;
        this.evaluations = new Evaluations(oldModel, newModel);
    }

    public static DiffReport diff(Model oldModel, Model newModel) {
        return new Differ(oldModel, newModel).run();
    }

    /** Old name to new name of every declaration the diff takes as renamed. */
    private final Map<String, String> renames = new LinkedHashMap<>();
    /** The old names of renames the new revision marks with {@code renamed from}. */
    private final java.util.Set<String> marked = new java.util.HashSet<>();

    private DiffReport run() {
        Map<String, Decl> before = declarations(oldModel);
        Map<String, Decl> after = declarations(newModel);
        findRenames(before, after);
        boolean identical = before.size() == after.size();
        for (Map.Entry<String, Decl> e : before.entrySet()) {
            Decl now = after.get(e.getKey());
            if (now == null) {
                identical = false;
                continue;
            }
            if (!renamed(Canonical.of(e.getValue())).equals(Canonical.of(now))) {
                identical = false;
                compare(e.getKey(), e.getValue(), now);
            }
        }
        identical &= movedBetweenParts(before, after);
        ripple(before, after);
        List<String> added = after.keySet().stream().filter(k -> !before.containsKey(k)).toList();
        List<String> removed = before.keySet().stream().filter(k -> !after.containsKey(k)).toList();
        renamesAndRest(removed, added, before, after);
        changes.sort(Comparator.comparing(Change::severity).thenComparing(Change::key));
        String verdict;
        if (identical) {
            verdict = "equivalent: the two revisions have identical normalized models (order and layout aside)";
        } else if (changes.stream().anyMatch(c -> c.severity() != Severity.INFO)) {
            verdict = "different";
        } else if (evaluations.inputs == 0 && evaluations.proven) {
            verdict = "equivalent: the rules are written the same; only labels, citations, provenance or tests differ";
        } else if (evaluations.proven) {
            verdict = "equivalent: every value and distribution is equal, proved by exhaustive evaluation on "
                    + evaluations.inputs + " inputs";
        } else {
            verdict = "no difference found on " + evaluations.inputs + " inputs (not proven: some domains were"
                    + " sampled or cannot be enumerated)";
        }
        return new DiffReport(located(changes), verdict, evaluations.inputs);
    }

    /**
     * Declarations whose methods moved to another class: a {@code part} around them was added,
     * removed or renamed, or they moved from one part to another. The rules are the same, but
     * callers of the generated Java must call the new class.
     *
     * @return whether none moved
     */
    private boolean movedBetweenParts(Map<String, Decl> before, Map<String, Decl> after) {
        boolean none = true;
        for (Map.Entry<String, Decl> e : before.entrySet()) {
            Decl now = after.get(e.getKey());
            if (now == null || !(now instanceof Decl.Const || now instanceof Decl.Formula || now instanceof Decl.Table
                    || now instanceof Decl.Modifiers || now instanceof Decl.HexMap || now instanceof Decl.SquareMap)) {
                continue;
            }
            String was = partName(oldModel, e.getValue());
            String is = partName(newModel, now);
            if (!was.equals(is)) {
                none = false;
                add("part-changed", Severity.BREAKING, e.getKey(), "moved from " + was + " to " + is
                        + ": its generated methods are on another class; callers of the generated Java must follow");
            }
        }
        return none;
    }

    private static String partName(Model model, Decl d) {
        Decl.Part part = model.partOf.get(d);
        return part == null ? "the main class" : "part `" + part.name().text() + "`";
    }

    /**
     * Formulas, tables, modifiers and checks written the same in both revisions that use
     * something whose rules changed: evaluated too, since their values or odds may have moved.
     */
    private void ripple(Map<String, Decl> before, Map<String, Decl> after) {
        java.util.Set<String> changed = new java.util.HashSet<>();
        before.forEach((k, d) -> {
            Decl now = after.get(k);
            if (now == null || !Canonical.behaviour(d).equals(Canonical.behaviour(now))) {
                changed.add(k);
            }
        });
        if (changed.isEmpty()) {
            return;
        }
        for (Map.Entry<String, Decl> e : before.entrySet()) {
            Decl a = e.getValue();
            Decl b = after.get(e.getKey());
            if (b == null || changed.contains(e.getKey())) {
                continue;
            }
            List<String> through = Dependencies.of(oldModel, a).stream().map(Keys::of).filter(changed::contains)
                    .sorted().toList();
            if (through.isEmpty()) {
                continue;
            }
            String via = " (its rule is unchanged; it uses " + String.join(", ", through) + ")";
            List<String> found = List.of();
            if (a instanceof Decl.Check x && b instanceof Decl.Check y) {
                found = evaluations.odds(x, y);
            } else if (a instanceof Decl.Formula x && b instanceof Decl.Formula y) {
                found = evaluations.values(x, params(oldModel, x), params(newModel, y), (in, args) -> in.formula(evaluations.isOld(in) ? x : y, args));
            } else if (a instanceof Decl.Modifiers x && b instanceof Decl.Modifiers y) {
                found = evaluations.values(x, params(oldModel, x), params(newModel, y), (in, args) -> in.modifiers(evaluations.isOld(in) ? x : y, args));
            } else if (a instanceof Decl.Const x && b instanceof Decl.Const y) {
                constant(e.getKey(), x, y);
            } else if (a instanceof Decl.Chain x && b instanceof Decl.Chain y) {
                found = evaluations.chainOdds(x, y);
                if (!found.isEmpty() && !found.get(0).startsWith("not evaluated")) {
                    add("chain-odds-changed", Severity.BALANCE, e.getKey(), String.join("; ", found) + via);
                }
                continue;
            }
            if (!found.isEmpty() && !found.get(0).startsWith("not evaluated")) {
                add(a instanceof Decl.Check ? "odds-changed" : "value-changed", Severity.BALANCE, e.getKey(),
                        String.join("; ", found) + via);
            }
        }
    }

    /** The checker's constructs by key, each as its declaration (a {@code replace} as its replacement). */
    private static Map<String, Decl> declarations(Model model) {
        Map<String, Decl> out = new LinkedHashMap<>();
        for (Construct c : model.constructs().values()) {
            out.put(c.key(), c.decl());
        }
        return out;
    }

    private void add(String id, Severity severity, String key, String message) {
        changes.add(new Change(id, severity, key, message, null));
    }

    /** Each change with where it is written: in the new revision, or in the old one when it is gone there. */
    private List<Change> located(List<Change> found) {
        Map<String, Object> now = Keys.all(newModel);
        Map<String, Object> then = Keys.all(oldModel);
        List<Change> out = new ArrayList<>();
        for (Change c : found) {
            Object where = now.containsKey(c.key()) ? now.get(c.key()) : then.get(c.key());
            out.add(new Change(c.id(), c.severity(), c.key(), c.message(), Locations.of(where)));
        }
        return out;
    }

    /** A removed and an added declaration of one kind with the same definition are a rename (a guess). */
    private void findRenames(Map<String, Decl> before, Map<String, Decl> after) {
        List<String> added = new ArrayList<>(after.keySet().stream().filter(k -> !before.containsKey(k)).toList());
        // marked in the new revision: `renamed from old_name`
        for (String candidate : List.copyOf(added)) {
            Decl now = after.get(candidate);
            String kind = candidate.substring(0, candidate.indexOf(':'));
            for (String old : now.meta().renamedFrom()) {
                if (before.containsKey(kind + ":" + old) && !after.containsKey(kind + ":" + old)) {
                    renames.put(old, now.name().text());
                    marked.add(old);
                    added.remove(candidate);
                }
            }
        }
        for (String key : before.keySet()) {
            if (after.containsKey(key)) {
                continue;
            }
            String kind = key.substring(0, key.indexOf(':'));
            String definition = withoutName(before.get(key));
            for (String candidate : added) {
                if (candidate.startsWith(kind + ":") && withoutName(after.get(candidate)).equals(definition)) {
                    renames.put(before.get(key).name().text(), after.get(candidate).name().text());
                    added.remove(candidate);
                    break;
                }
            }
        }
    }

    /** A canonical text with every renamed declaration called by its new name. */
    private String renamed(String canonical) {
        for (Map.Entry<String, String> r : renames.entrySet()) {
            canonical = canonical.replace("text=\"" + r.getKey() + "\"", "text=\"" + r.getValue() + "\"");
        }
        return canonical;
    }

    private void renamesAndRest(List<String> removed, List<String> added, Map<String, Decl> before,
            Map<String, Decl> after) {
        List<String> unmatched = new ArrayList<>(added);
        // a house rule against its base: the base's tests are not carried into the house rule
        boolean houseRule = newModel.rulebook.base() != null
                && newModel.rulebook.base().text().equals(oldModel.rulebook.id().text());
        for (String key : removed) {
            Decl old = before.get(key);
            String kind = key.substring(0, key.indexOf(':'));
            String renamedTo = renames.containsKey(old.name().text())
                    ? kind + ":" + renames.get(old.name().text()) : null;
            if (renamedTo != null) {
                unmatched.remove(renamedTo);
                add("renamed", Severity.BREAKING, key, "renamed to " + renamedTo.substring(kind.length() + 1)
                        + (marked.contains(old.name().text()) ? " (marked `renamed from " + old.name().text() + "`)"
                                : " (a guess: the definitions are identical)")
                        + "; callers of the generated Java must follow");
                Decl now = after.get(renamedTo);
                if (marked.contains(old.name().text())
                        && !renamed(Canonical.behaviour(old)).equals(Canonical.behaviour(now).replaceFirst(
                                "name=Name\\(text=\"[^\"]*\"\\)", "name=Name(text=\"" + old.name().text() + "\")"))) {
                    compare(key, old, now); // renamed and changed: say what else changed
                }
            } else if (!(houseRule && isTest(old))) {
                add(kind + "-removed", isTest(old) ? Severity.INFO : Severity.BREAKING, key, kind + " removed");
            }
        }
        for (String key : unmatched) {
            String kind = key.substring(0, key.indexOf(':'));
            add(kind + "-added", Severity.INFO, key, kind + " added");
        }
    }

    private static String withoutName(Decl d) {
        return Canonical.behaviour(d).replaceFirst("name=Name\\(text=\"[^\"]*\"\\)", "name=_");
    }

    private static boolean isTest(Decl d) {
        return d instanceof Decl.Example || d instanceof Decl.Forall || d instanceof Decl.Probabilities
                || d instanceof Decl.Omit;
    }

    // ---- one matched pair --------------------------------------------------------------------

    private void compare(String key, Decl before, Decl after) {
        words(key, before, after);
        if (renamed(Canonical.behaviour(before)).equals(Canonical.behaviour(after))) {
            if (before instanceof Decl.Game a && after instanceof Decl.Game b) {
                changes.addAll(GameChanges.of(key, a.play(), b.play())); // the words of its acts and invariants
            }
            return; // the same rule, calling a renamed declaration by its new name
        }
        if (before.getClass() != after.getClass()) {
            definition(key); // two kinds under one key (a hex map and a square map): no parts to match
            return;
        }
        before.accept(new Pair(key, after));
    }

    /** Any declaration whose parts are not compared one by one. */
    private void definition(String key) {
        String kind = key.substring(0, key.indexOf(':'));
        add(kind + "-changed", Severity.BALANCE, key, "the " + kind + "'s definition changed");
    }

    /**
     * One matched pair, dispatched on the old declaration's kind with {@link Decl.Visitor}: a kind
     * of declaration added to the language does not compile until the diff says how to compare it.
     * {@code after} is of the same class as the visited declaration.
     */
    private final class Pair implements Decl.Visitor<Void> {
        private final String key;
        private final Decl after;

        Pair(String key, Decl after) {
            this.key = key;
            this.after = after;
        }

        @Override
        public Void visitConst(Decl.Const a) {
            constant(key, a, (Decl.Const) after);
            return null;
        }

        @Override
        public Void visitFormula(Decl.Formula a) {
            Decl.Formula b = (Decl.Formula) after;
            if (signature(key, a.params(), b.params(), a.result(), b.result())) {
                values(key, "formula-changed", a, params(oldModel, a), params(newModel, b),
                        (in, args) -> in.formula(evaluations.isOld(in) ? a : b, args));
            }
            return null;
        }

        @Override
        public Void visitTable(Decl.Table a) {
            Decl.Table b = (Decl.Table) after;
            if (signature(key, a.axes(), b.axes(), a.result(), b.result())) {
                table(key, a, b);
            }
            return null;
        }

        @Override
        public Void visitModifiers(Decl.Modifiers a) {
            Decl.Modifiers b = (Decl.Modifiers) after;
            if (signature(key, a.params(), b.params(), null, null)) {
                modifiers(key, a, b);
            }
            return null;
        }

        @Override
        public Void visitCheck(Decl.Check a) {
            Decl.Check b = (Decl.Check) after;
            if (signature(key, a.params(), b.params(), null, null)) {
                check(key, a, b);
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
            sequence(key, a, (Decl.Sequence) after);
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
            if (signature(key, a.params(), b.params(), null, null)) {
                chain(key, a, b);
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
            compare(key, a.replacement(), b);
            return null;
        }

        private Void whole() {
            definition(key);
            return null;
        }
    }

    /** Labels and provenance: information only. */
    private void words(String key, Decl before, Decl after) {
        changes.addAll(Words.of(key, before, after));
    }

    private void provenance(String key, Meta before, Meta after) {
        changes.addAll(Words.provenance(key, before, after));
    }

    /**
     * False (after reporting) when the parameters or the result type changed: the generated API breaks.
     * A parameter whose declared domain alone changed keeps the API: that is reported on its own
     * ({@link #domains}) and the values are compared over both domains.
     */
    private boolean signature(String key, List<Decl.Param> before, List<Decl.Param> after, Object oldResult,
            Object newResult) {
        String a = Canonical.behaviour(withoutDomains(before));
        String b = Canonical.behaviour(withoutDomains(after));
        if (!a.equals(b)) {
            add("parameters-changed", Severity.BREAKING, key, "parameters (" + params(before) + ") → ("
                    + params(after) + ")");
            return false;
        }
        domains(key, before, after);
        if (!Canonical.behaviour(oldResult).equals(Canonical.behaviour(newResult))) {
            add("result-type-changed", Severity.BREAKING, key, "the result's type changed");
            return false;
        }
        return true;
    }

    private static List<Decl.Param> withoutDomains(List<Decl.Param> params) {
        return params.stream().map(p -> new Decl.Param(p.name(), p.type())).toList();
    }

    /**
     * {@code domain-changed}: breaking when the new domain refuses a value the old one accepted
     * (a domain added or narrowed), balance when it only accepts more (widened or dropped).
     */
    private void domains(String key, List<Decl.Param> before, List<Decl.Param> after) {
        for (int i = 0; i < before.size(); i++) {
            Decl.Domain a = before.get(i).domain();
            Decl.Domain b = after.get(i).domain();
            if (Objects.equals(a == null ? null : a.toString(), b == null ? null : b.toString())) {
                continue;
            }
            boolean refusesMore = b != null && (a == null || a.lo() < b.lo() || a.hi() > b.hi());
            add("domain-changed", refusesMore ? Severity.BREAKING : Severity.BALANCE, key,
                    "parameter " + before.get(i).name().text() + ": domain " + (a == null ? "any int" : a) + " → "
                            + (b == null ? "any int" : b)
                            + (refusesMore ? " (values the old revision accepted are refused)" : ""));
        }
    }

    private static String params(List<Decl.Param> params) {
        return String.join(", ", params.stream().map(p -> p.name().text()).toList());
    }

    private void constant(String key, Decl.Const a, Decl.Const b) {
        if (!Canonical.behaviour(a.type()).equals(Canonical.behaviour(b.type()))) {
            add("result-type-changed", Severity.BREAKING, key, "the constant's type changed");
            return;
        }
        Object before = value(() -> evaluations.oldIn.constant(a));
        Object after = value(() -> evaluations.newIn.constant(b));
        evaluations.inputs++;
        if (!before.equals(after)) {
            add("constant-changed", Severity.BALANCE, key, show(before) + " → " + show(after));
        }
    }

    private static Object value(java.util.function.Supplier<Object> v) {
        try {
            return Domains.neutral(v.get());
        } catch (org.rulesc.runtime.RuleViolation | ArithmeticException x) {
            return "error: " + x.getMessage();
        }
    }

    private static String show(Object v) {
        return v instanceof String s && s.startsWith("#") ? s.substring(1) : String.valueOf(v);
    }

    /** The parameters of a formula or modifiers block as the checker typed them. */
    private static List<Construct.Param> params(Model model, Decl d) {
        Construct c = model.construct(d, Construct.class);
        if (c instanceof Construct.Formula f) {
            return f.params();
        } else if (c instanceof Construct.Modifiers m) {
            return m.params();
        }
        throw new IllegalStateException("no parameters are evaluated for " + c.key());
    }

    private void values(String key, String id, Decl decl, List<Construct.Param> oldParams,
            List<Construct.Param> newParams,
            java.util.function.BiFunction<org.rulesc.compiler.interpret.Interpreter, List<Object>, Object> call) {
        List<String> found = evaluations.values(decl, oldParams, newParams, call);
        if (!found.isEmpty()) {
            add(id, Severity.BALANCE, key, String.join("; ", found));
        }
    }

    private void table(String key, Decl.Table a, Decl.Table b) {
        Map<String, Decl.Row> before = rows(a);
        Map<String, Decl.Row> after = rows(b);
        org.rulesc.compiler.interpret.Interpreter oldIn = evaluations.oldIn;
        org.rulesc.compiler.interpret.Interpreter newIn = evaluations.newIn;
        Map<Decl.Row, List<Typed>> oldTyped = typedRows(oldModel, a);
        Map<Decl.Row, List<Typed>> newTyped = typedRows(newModel, b);
        for (Map.Entry<String, Decl.Row> e : before.entrySet()) {
            Decl.Row now = after.get(e.getKey());
            String rowKey = key + "/row:" + e.getKey();
            if (now == null) {
                add("table-row-removed", Severity.BALANCE, rowKey, "row " + e.getKey() + " removed");
                continue;
            }
            provenance(rowKey, e.getValue().meta(), now.meta());
            List<Decl.Cell> oldCells = e.getValue().cells();
            List<Decl.Cell> newCells = now.cells();
            for (int c = 0; c < Math.max(oldCells.size(), newCells.size()); c++) {
                String column = c < a.columns().size() ? Keys.key(a.columns().get(c))
                        : c < b.columns().size() ? Keys.key(b.columns().get(c)) : String.valueOf(c + 1);
                String oldCell = c < oldCells.size()
                        ? cell(oldIn, oldCells.get(c), oldTyped.get(e.getValue()).get(c)) : "(none)";
                String newCell = c < newCells.size()
                        ? cell(newIn, newCells.get(c), newTyped.get(now).get(c)) : "(none)";
                if (!oldCell.equals(newCell)) {
                    add("table-cell-changed", Severity.BALANCE, rowKey,
                            "row " + e.getKey() + (a.axes().size() > 1 ? ", column " + column : "") + ": "
                                    + oldCell + " → " + newCell);
                }
            }
        }
        for (String k : after.keySet()) {
            if (!before.containsKey(k)) {
                add("table-row-added", Severity.BALANCE, key + "/row:" + k, "row " + k + " added");
            }
        }
        if (!Canonical.behaviour(a.columns()).equals(Canonical.behaviour(b.columns()))) {
            add("table-columns-changed", Severity.BALANCE, key, "the columns changed");
        }
    }

    private static Map<String, Decl.Row> rows(Decl.Table t) {
        Map<String, Decl.Row> out = new LinkedHashMap<>();
        for (Decl.Row row : t.rows()) {
            out.put(String.join(",", row.keys().stream().map(Keys::key).toList()), row);
        }
        return out;
    }

    /** Each row of a table with its cells typed (the table's construct), by identity. */
    private static Map<Decl.Row, List<Typed>> typedRows(Model model, Decl.Table t) {
        List<List<Typed>> typed = model.construct(t, Construct.Table.class).rows();
        Map<Decl.Row, List<Typed>> out = new java.util.IdentityHashMap<>();
        for (int i = 0; i < t.rows().size(); i++) {
            out.put(t.rows().get(i), typed.get(i));
        }
        return out;
    }

    private static String cell(org.rulesc.compiler.interpret.Interpreter in, Decl.Cell cell, Typed value) {
        if (cell.forbidden()) {
            return "×";
        }
        return show(value(() -> in.eval(value, Env.empty())));
    }

    private void modifiers(String key, Decl.Modifiers a, Decl.Modifiers b) {
        parts(key, "modifier", a.terms(), b.terms(), t -> t.name().text(), Severity.BALANCE, Severity.BALANCE,
                Severity.BALANCE);
        values(key, "modifiers-changed", a, params(oldModel, a), params(newModel, b),
                (in, args) -> in.modifiers(evaluations.isOld(in) ? a : b, args));
    }

    private void check(String key, Decl.Check a, Decl.Check b) {
        int before = changes.size();
        parts(key, "grade", a.itemsOf(Decl.Grade.class), b.itemsOf(Decl.Grade.class), g -> g.name().text(), Severity.BREAKING, Severity.BREAKING,
                Severity.BALANCE);
        parts(key, "output", a.itemsOf(Decl.Output.class), b.itemsOf(Decl.Output.class), o -> o.name().text(), Severity.BREAKING, Severity.BREAKING,
                Severity.BALANCE);
        if (!Canonical.behaviour(a.itemsOf(Decl.CheckFaces.class)).equals(Canonical.behaviour(b.itemsOf(Decl.CheckFaces.class)))) {
            add("check-faces-changed", Severity.BALANCE, key, "the automatic faces changed");
        }
        if (!Canonical.behaviour(a.pools()).equals(Canonical.behaviour(b.pools()))) {
            add("check-dice-changed", Severity.BALANCE, key, "the dice rolled changed");
        }
        if (!Canonical.behaviour(a.itemsOf(Decl.CheckSuccess.class)).equals(Canonical.behaviour(b.itemsOf(Decl.CheckSuccess.class)))
                || !Canonical.behaviour(a.itemsOf(Decl.CheckAutomatic.class))
                        .equals(Canonical.behaviour(b.itemsOf(Decl.CheckAutomatic.class)))) {
            add("check-condition-changed", Severity.BALANCE, key, "when it succeeds changed");
        }
        List<String> odds = evaluations.odds(a, b);
        if (!odds.isEmpty()) {
            add("odds-changed", Severity.BALANCE, key, String.join("; ", odds));
        } else if (evaluations.lastEvaluated) {
            // the same distributions on every input tried: what changed is how the rule is written
            // (proved on a finite domain; on ints, the tried numbers include every threshold the
            // rulebook writes, and the verdict says it is not proven)
            for (int i = before; i < changes.size(); i++) {
                Change c = changes.get(i);
                if (c.severity() == Severity.BALANCE) {
                    changes.set(i, new Change(c.id(), Severity.INFO, c.key(), c.message()
                            + (evaluations.lastComplete ? " (the odds are the same on every input)"
                                    : " (the odds are the same on every input tried)")));
                }
            }
        }
    }

    /**
     * A chain is a question, not a rule: what counts is whether its answer moved. The odds of
     * both revisions are computed exactly on every input; a chain written differently that
     * answers the same is {@code info}.
     */
    private void chain(String key, Decl.Chain a, Decl.Chain b) {
        List<String> odds = evaluations.chainOdds(a, b);
        if (!odds.isEmpty() && !odds.get(0).startsWith("not evaluated")) {
            add("chain-odds-changed", Severity.BALANCE, key, String.join("; ", odds));
        } else if (odds.isEmpty()) {
            add("chain-changed", Severity.INFO, key, "the chain is written differently"
                    + (evaluations.lastComplete ? "; its odds are the same on every input"
                            : "; its odds are the same on every input tried"));
        } else {
            add("chain-changed", Severity.BALANCE, key, "the chain's definition changed (" + odds.get(0) + ")");
        }
    }

    private void sequence(String key, Decl.Sequence a, Decl.Sequence b) {
        List<String> before = a.phases().stream().map(p -> p.name().text()).toList();
        List<String> after = b.phases().stream().map(p -> p.name().text()).toList();
        parts(key, "phase", a.phases(), b.phases(), p -> p.name().text(), Severity.BALANCE, Severity.BALANCE,
                Severity.BALANCE);
        List<String> common = before.stream().filter(after::contains).toList();
        if (!common.equals(after.stream().filter(before::contains).toList())) {
            add("phases-reordered", Severity.BALANCE, key, String.join(", ", before) + " → " + String.join(", ", after));
        }
        if (!Canonical.behaviour(a.triggers()).equals(Canonical.behaviour(b.triggers()))
                || !Objects.equals(a.turns(), b.turns())) {
            add("sequence-changed", Severity.BALANCE, key, "triggers or the number of turns changed");
        }
    }

    /** Named parts of a declaration: added, removed, or changed (by what they compute; their words apart). */
    private <T> void parts(String key, String what, List<T> before, List<T> after, Function<T, String> name,
            Severity added, Severity removed, Severity changed) {
        Map<String, T> a = new LinkedHashMap<>();
        before.forEach(x -> a.put(name.apply(x), x));
        Map<String, T> b = new LinkedHashMap<>();
        after.forEach(x -> b.put(name.apply(x), x));
        for (Map.Entry<String, T> e : a.entrySet()) {
            String partKey = key + "/" + what + ":" + e.getKey();
            T now = b.get(e.getKey());
            if (now == null) {
                add(what + "-removed", removed, partKey, what.replace('-', ' ') + " " + e.getKey() + " removed");
            } else if (!Canonical.behaviour(e.getValue()).equals(Canonical.behaviour(now))) {
                add(what + "-changed", changed, partKey, what.replace('-', ' ') + " " + e.getKey() + " changed");
            } else if (!Canonical.of(e.getValue()).equals(Canonical.of(now))) {
                add(what + "-words-changed", Severity.INFO, partKey,
                        "the label or provenance of " + what.replace('-', ' ') + " " + e.getKey() + " changed");
            }
        }
        for (String k : b.keySet()) {
            if (!a.containsKey(k)) {
                add(what + "-added", added, key + "/" + what + ":" + k, what.replace('-', ' ') + " " + k + " added");
            }
        }
    }
}
