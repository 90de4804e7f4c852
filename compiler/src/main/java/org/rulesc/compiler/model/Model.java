package org.rulesc.compiler.model;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Rulebook;

/**
 * A checked rulebook: the AST plus everything the checker worked out about it. Back ends
 * (emitters, and later the interpreter and differ) read only this.
 */
public final class Model {
    public final Rulebook rulebook;
    public final String javaPackage;
    /**
     * What the checker works out about each expression while checking; only the checker can read
     * it. Back ends read {@link #typed(Expr)}, the trees the checker builds from it.
     */
    public final org.rulesc.compiler.check.ExprFacts facts;
    /**
     * Each written type as the checker resolved it: back ends read a parameter's, field's or
     * result's type here, never resolving its name again.
     */
    public final Map<org.rulesc.compiler.ast.TypeRef, Type> typeRefs = new IdentityHashMap<>();
    /**
     * Each name written in a declaration that names another declaration (a map's terrain, a
     * limit's owner, a trigger's or an expectation's status, an expectation's notation), as the
     * checker resolved it: back ends read {@link #decl(Name, Class)}, never {@link Symbols}.
     */
    public final Map<org.rulesc.compiler.ast.Name, Decl> declRefs = new IdentityHashMap<>();
    /**
     * Written {@code name = value} lists in the order of the fields they set, as the checker
     * matched them: an entry's values by its kind's fields (a field left out has its default), a
     * record literal's by its build's fields, a transition's {@code sets} and an expected
     * transition's {@code with} by the status's fields (null where a field is not written), an
     * expected record's by its format's fields (keyed by the format's written name).
     */
    public final Map<Object, List<Expr>> fieldOrder = new IdentityHashMap<>();
    /**
     * Each name written for a part of a declaration, resolved: the format of an expectation
     * ({@code expect parses … as moves.walk}) to its {@link Decl.Format}, a trigger's target
     * phase to its {@link Decl.Phase} ({@code turn} has none), a spelling's member to its
     * {@link Ref.Member}.
     */
    public final Map<org.rulesc.compiler.ast.Name, Object> partRefs = new IdentityHashMap<>();

    /**
     * The {@code part} each declaration after one belongs to (its generated methods go to that
     * part's class, {@link JavaNames#partClass}); declarations before the first part are in none.
     */
    public final Map<Decl, Decl.Part> partOf = new IdentityHashMap<>();
    /** Each hex label a {@code map} declaration writes (its corners and its cells), as the checker parsed it. */
    public final Map<org.rulesc.compiler.ast.Decl.HexLabel, org.rulesc.runtime.HexGrid.Hex> mapHexes =
            new IdentityHashMap<>();
    /**
     * Each written probability ({@code 1/6}) of a {@code probabilities} row (keyed by its
     * {@link Decl.GradeProbability}) or of an {@code expect chain} (by its {@link Decl.ExpectChain}),
     * as the checker evaluated it.
     */
    public final Map<Object, org.rulesc.runtime.Rational> probabilities = new IdentityHashMap<>();
    /** Table keys that name an enum member ({@code plain:} in a table over a terrain), resolved. */
    public final Map<Decl.Key, Ref.Member> keyMembers = new IdentityHashMap<>();
    /**
     * Each check's steps made explicit, by the checker ({@code check.CheckPlanner}); also in a
     * model with errors, where the language server rolls a check for its odds. A check's
     * {@link Construct.Check} holds the same record.
     */
    public final Map<Decl.Check, CheckSteps> checkSteps = new IdentityHashMap<>();
    /** Entries of each kind, in declaration order. */
    public final Map<Decl.Kind, List<Decl.Entry>> entries = new IdentityHashMap<>();
    /** Enum-typed table cells and entry values resolved to their enum. */
    public final Symbols symbols;

    public Model(Rulebook rulebook, String javaPackage, Symbols symbols, org.rulesc.compiler.check.ExprFacts facts) {
        this.rulebook = rulebook;
        this.javaPackage = javaPackage;
        this.symbols = symbols;
        this.facts = facts;
    }

    /** The file a span points into: the rulebook's own, or the base's of a house rule. */
    public org.rulesc.compiler.SourceFile fileOf(org.rulesc.compiler.ast.Span span) {
        return baseFiles.getOrDefault(span.file(), rulebook.file());
    }

    /**
     * With `actions { … }`: the actions as entries of a kind named {@code Action} (its fields are
     * the actions' properties); null otherwise.
     */
    public Decl.Kind actionKind;

    /** Each checked {@code game}, with what its names resolve to. */
    public final Map<Decl.Game, PlayModel> plays = new IdentityHashMap<>();

    /** Files of base rulebooks, registered by the pipeline. */
    public final Map<String, org.rulesc.compiler.SourceFile> baseFiles = new java.util.HashMap<>();

    /**
     * The written expression {@code e} as the checker resolved it: its type, what its names refer
     * to, what its calls call with their arguments in parameter order, its literals' values.
     *
     * @throws IllegalStateException when the checker did not type it (a compiler bug)
     */
    public Typed typed(Expr e) {
        Typed t = typedTrees.get(e);
        if (t == null) {
            throw new IllegalStateException("the checker did not type the expression at " + e.span());
        }
        return t;
    }

    /**
     * {@link #typed(Expr)}, or null when the checker did not type {@code e}: for passes that also
     * read a model with errors (the language server).
     */
    public Typed typedIfChecked(Expr e) {
        return typedTrees.get(e);
    }

    /** A written call as the checker resolved it: its callee and its arguments in parameter order. */
    public Typed.Call call(Expr.Call c) {
        return (Typed.Call) typed(c);
    }

    private final Map<Expr, Typed> typedTrees = new IdentityHashMap<>();

    /**
     * Every typed tree a declaration holds, one per written expression in it (sub-expressions
     * included), in the order written; an expression the checker never reached (in a model with
     * errors) is left out. For passes that read a declaration whatever its kind: the differ's
     * dependencies. Gathered once per declaration.
     */
    public synchronized List<Typed> trees(Decl d) {
        return declTrees.computeIfAbsent(d, x -> {
            List<Typed> out = new java.util.ArrayList<>();
            org.rulesc.compiler.ast.Nodes.walk(x, node -> {
                if (node instanceof Expr e && typedTrees.get(e) != null) {
                    out.add(typedTrees.get(e));
                }
            });
            return List.copyOf(out);
        });
    }

    private final Map<Decl, List<Typed>> declTrees = new IdentityHashMap<>();

    /**
     * Adds typed trees (the checker does, after checking the rulebook, and after checking an
     * expression written on the command line in its scope).
     */
    public void addTyped(Map<Expr, Typed> built) {
        typedTrees.putAll(built);
    }

    /**
     * The written type {@code ref} as the checker resolved it.
     *
     * @throws IllegalStateException when the checker never resolved it (a pass that reads a type
     *     the checker does not check: a compiler bug, reported as an internal error)
     */
    public Type type(org.rulesc.compiler.ast.TypeRef ref) {
        Type t = typeRefs.get(ref);
        if (t == null) {
            throw new IllegalStateException("the checker did not resolve the type " + ref + " at " + ref.span());
        }
        return t;
    }

    /**
     * The declaration {@code name} names, as the checker resolved it.
     *
     * @throws IllegalStateException when the checker did not resolve it to a {@code kind} (a pass
     *     that reads a name the checker does not check: a compiler bug, an internal error)
     */
    public <T extends Decl> T decl(org.rulesc.compiler.ast.Name name, Class<T> kind) {
        Decl d = declRefs.get(name);
        if (!kind.isInstance(d)) {
            throw new IllegalStateException("the checker did not resolve " + name.text() + " at " + name.span()
                    + " to a " + kind.getSimpleName());
        }
        return kind.cast(d);
    }

    /**
     * A written length in base units.
     *
     * @throws IllegalStateException when the checker did not evaluate it
     */
    /**
     * A written hex, as the checker evaluated its label.
     *
     * @throws IllegalStateException when the checker did not (a compiler bug)
     */
    public org.rulesc.runtime.HexGrid.Hex hex(org.rulesc.compiler.ast.Decl.HexLabel label) {
        org.rulesc.runtime.HexGrid.Hex hex = mapHexes.get(label);
        if (hex == null) {
            throw new IllegalStateException("the checker did not parse the map's hex at " + label.span());
        }
        return hex;
    }

    /**
     * A written probability, as the checker evaluated it.
     *
     * @throws IllegalStateException when the checker did not (a compiler bug)
     */
    public org.rulesc.runtime.Rational probability(Decl.GradeProbability g) {
        return probability(g, g.span());
    }

    /**
     * The probability written in an {@code expect chain}, as the checker evaluated it.
     *
     * @throws IllegalStateException when the checker did not (a compiler bug)
     */
    public org.rulesc.runtime.Rational probability(Decl.ExpectChain e) {
        return probability(e, e.span());
    }

    private org.rulesc.runtime.Rational probability(Object written, org.rulesc.compiler.ast.Span at) {
        org.rulesc.runtime.Rational p = probabilities.get(written);
        if (p == null) {
            throw new IllegalStateException("the checker did not evaluate the probability at " + at);
        }
        return p;
    }

    /**
     * The part {@code name} names, as the checker resolved it, or null when it names none of
     * that kind (a trigger on {@code turn}).
     */
    public <T> T part(org.rulesc.compiler.ast.Name name, Class<T> kind) {
        Object part = partRefs.get(name);
        return kind.isInstance(part) ? kind.cast(part) : null;
    }

    /**
     * The values {@code owner} (an entry, a transition's {@code sets}, an expected transition's
     * {@code with}, an expected record's format name) gives its fields, in field order, typed:
     * a field not written is null, or for an entry its default's tree. (A record literal's are
     * in its tree, {@link Typed.RecordLit#values}.)
     *
     * @throws IllegalStateException when the checker did not match them
     */
    public List<Typed> fieldValues(Object owner) {
        List<Typed> values = typedFields.get(owner);
        if (values == null) {
            throw new IllegalStateException("the checker did not match the field values of " + owner);
        }
        return values;
    }

    private final Map<Object, List<Typed>> typedFields = new IdentityHashMap<>();

    /** Adds typed field values, by owner (the checker does, with the typed trees). */
    public void addTypedFields(Map<Object, List<Typed>> built) {
        typedFields.putAll(built);
    }

    /**
     * Every declaration's construct, keyed by its name path, in declaration order; empty for a
     * rulebook with errors (the checker builds them only after a clean run).
     */
    public Map<String, Construct> constructs() {
        return constructs;
    }

    private Map<String, Construct> constructs = java.util.Collections.unmodifiableMap(
            new java.util.LinkedHashMap<>());

    /**
     * Sets the constructs, once (the checker does, after checking).
     *
     * @throws IllegalStateException when they are set already
     */
    public void constructs(java.util.LinkedHashMap<String, Construct> built) {
        if (!constructs.isEmpty()) {
            throw new IllegalStateException("the constructs of " + rulebook.id().text() + " are built already");
        }
        constructs = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(built));
    }

    /**
     * The construct of a declaration (of a {@code replace}: of its replacement).
     *
     * @throws IllegalStateException when the checker built none for it (a compiler bug)
     */
    public <T extends Construct> T construct(Decl decl, Class<T> kind) {
        Construct c = constructs.get(Keys.of(decl));
        Decl written = decl instanceof Decl.Replace r ? r.replacement() : decl;
        if (c != null && c.decl() != written) { // a later `entries` block of a kind: keyed …/block:N
            c = constructs.values().stream().filter(x -> x.decl() == written).findFirst().orElse(null);
        }
        if (!kind.isInstance(c) || c.decl() != written) {
            throw new IllegalStateException("the checker built no " + kind.getSimpleName() + " for " + Keys.of(decl));
        }
        return kind.cast(c);
    }

    /**
     * The steps of a check, as the checker made them explicit.
     *
     * @throws IllegalStateException when the checker planned none for it (a compiler bug)
     */
    public CheckSteps steps(Decl.Check check) {
        CheckSteps steps = checkSteps.get(check);
        if (steps == null) {
            throw new IllegalStateException("the checker planned no steps for check " + check.name().text());
        }
        return steps;
    }

    /**
     * The construct of a notation's format (its fields typed, in order).
     *
     * @throws IllegalStateException when the checker built none for it (a compiler bug)
     */
    public Construct.Format format(Decl.Format format) {
        for (Construct.Notation n : constructs(Construct.Notation.class)) {
            for (Construct.Format f : n.formats()) {
                if (f.decl() == format) {
                    return f;
                }
            }
        }
        throw new IllegalStateException("the checker built no construct for format " + format.name().text());
    }

    /** The constructs of one kind, in declaration order. */
    public <T extends Construct> List<T> constructs(Class<T> kind) {
        return constructs.values().stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    public <T extends Decl> List<T> all(Class<T> kind) {
        return rulebook.declarations().stream().filter(kind::isInstance).map(kind::cast).toList();
    }
}
