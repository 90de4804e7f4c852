package org.rulesc.compiler.diff;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Keys;
import org.rulesc.compiler.model.Model;

/**
 * What a revision of a rulebook changes. Declarations are matched by their stable keys
 * ({@link Keys}); each matched pair is compared part by part (rows and cells, grades, terms,
 * phases, transitions, formats), and where the rules compute something (constants, formulas,
 * tables, modifiers, checks) both revisions are evaluated on the same inputs, so a change's
 * severity comes from its effect: a reordering or a renamed local that computes the same is no
 * change at all, and a moved probability is reported exactly.
 *
 * <p>This class matches the declarations, finds renames ({@link Renames}), moves between parts
 * and ripples, and gives the verdict; a matched pair is compared by {@link MatchedPair}, which
 * dispatches on its kind to {@link Parts}, {@link Signatures}, {@link Effects} (what is
 * evaluated, tables by {@link TableChanges}) and {@link GameChanges}.
 */
public final class Differ {
    private final Model oldModel;
    private final Model newModel;
    private final Evaluations evaluations;
    private final List<Change> changes = new ArrayList<>();
    private final Effects effects;

    private Differ(Model oldModel, Model newModel) {
        this.oldModel = oldModel;
        this.newModel = newModel;
        this.evaluations = new Evaluations(oldModel, newModel);
        this.effects = new Effects(oldModel, newModel, evaluations, changes);
    }

    public static DiffReport diff(Model oldModel, Model newModel) {
        return new Differ(oldModel, newModel).run();
    }

    /** The declarations the diff takes as renamed, found before any pair is compared. */
    private Renames renames;

    private DiffReport run() {
        Map<String, Decl> before = declarations(oldModel);
        Map<String, Decl> after = declarations(newModel);
        renames = Renames.find(before, after);
        boolean identical = before.size() == after.size();
        for (Map.Entry<String, Decl> e : before.entrySet()) {
            Decl now = after.get(e.getKey());
            if (now == null) {
                identical = false;
                continue;
            }
            if (!renames.renamed(Canonical.of(e.getValue())).equals(Canonical.of(now))) {
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
                found = evaluations.values(x, Effects.params(oldModel, x), Effects.params(newModel, y),
                        (in, args) -> in.formula(evaluations.isOld(in) ? x : y, args));
            } else if (a instanceof Decl.Modifiers x && b instanceof Decl.Modifiers y) {
                found = evaluations.values(x, Effects.params(oldModel, x), Effects.params(newModel, y),
                        (in, args) -> in.modifiers(evaluations.isOld(in) ? x : y, args));
            } else if (a instanceof Decl.Const x && b instanceof Decl.Const y) {
                effects.constant(e.getKey(), x, y);
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

    /**
     * The declarations only one revision has: a rename (compared with its new self too when it is
     * marked and its rule changed), else a removal or an addition. A house rule drops its base's
     * tests, so those are not reported as removed.
     */
    private void renamesAndRest(List<String> removed, List<String> added, Map<String, Decl> before,
            Map<String, Decl> after) {
        List<String> unmatched = new ArrayList<>(added);
        // a house rule against its base: the base's tests are not carried into the house rule
        boolean houseRule = newModel.rulebook.base() != null
                && newModel.rulebook.base().text().equals(oldModel.rulebook.id().text());
        for (String key : removed) {
            Decl old = before.get(key);
            String kind = key.substring(0, key.indexOf(':'));
            String newName = renames.newName(old.name().text());
            String renamedTo = newName != null ? kind + ":" + newName : null;
            if (renamedTo != null) {
                unmatched.remove(renamedTo);
                add("renamed", Severity.BREAKING, key, "renamed to " + renamedTo.substring(kind.length() + 1)
                        + (renames.marked(old.name().text()) ? " (marked `renamed from " + old.name().text() + "`)"
                                : " (a guess: the definitions are identical)")
                        + "; callers of the generated Java must follow");
                Decl now = after.get(renamedTo);
                if (renames.marked(old.name().text())
                        && !renames.renamed(Canonical.behaviour(old)).equals(Canonical.behaviour(now).replaceFirst(
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

    private static boolean isTest(Decl d) {
        return d instanceof Decl.Example || d instanceof Decl.Forall || d instanceof Decl.Probabilities
                || d instanceof Decl.Omit;
    }

    // ---- one matched pair --------------------------------------------------------------------

    /** One matched pair: what its revision changes in its words, then in its rule (see {@link MatchedPair}). */
    void compare(String key, Decl before, Decl after) {
        words(key, before, after);
        if (renames.renamed(Canonical.behaviour(before)).equals(Canonical.behaviour(after))) {
            if (before instanceof Decl.Game a && after instanceof Decl.Game b) {
                changes.addAll(GameChanges.of(key, a.play(), b.play())); // the words of its acts and invariants
            }
            return; // the same rule, calling a renamed declaration by its new name
        }
        if (before.getClass() != after.getClass()) {
            definition(key); // two kinds under one key (a hex map and a square map): no parts to match
            return;
        }
        before.accept(new MatchedPair(this, effects, changes, key, after));
    }

    /** Any declaration whose parts are not compared one by one. */
    void definition(String key) {
        String kind = key.substring(0, key.indexOf(':'));
        add(kind + "-changed", Severity.BALANCE, key, "the " + kind + "'s definition changed");
    }

    /** Labels and provenance: information only. */
    private void words(String key, Decl before, Decl after) {
        changes.addAll(Words.of(key, before, after));
    }
}
