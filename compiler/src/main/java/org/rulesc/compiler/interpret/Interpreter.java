package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Spaces;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.AppliedModifier;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.HexLabels;
import org.rulesc.runtime.RuleViolation;
import org.rulesc.runtime.SquareGrid;

/**
 * Evaluates a checked rulebook directly, without generating or compiling Java: constants,
 * formulas, tables, modifiers and every expression, with the same semantics as the generated
 * engine (floor division, {@code RuleViolation} for a refused table cell or a missing list
 * element). Names and types come from the checker's model; nothing is resolved again here.
 *
 * <p>Integer arithmetic is checked: where generated Java would wrap silently, the interpreter
 * throws {@link ArithmeticException}, which callers report as an overflow.
 */
public final class Interpreter {
    final Model model;
    private final Tables tables;
    final BuiltinCalls builtins;
    private final Map<Decl.Const, Object> constants = new IdentityHashMap<>();
    private final Map<Object, Object> maps = new IdentityHashMap<>();
    private final Map<Decl.Enum, List<Values.EnumValue>> enumValues = new IdentityHashMap<>();
    private final Map<Decl.Kind, List<Values.EntryValue>> entryValues = new IdentityHashMap<>();
    final HexGrid grid;
    final HexLabels.Scheme hexLabels;
    final SquareGrid.Adjacency adjacency;

    public Interpreter(Model model) {
        this(model, Bounds.Limits.DEFAULT);
    }

    /** An interpreter with other step bounds than rulesc's (tests reach them quickly). */
    public Interpreter(Model model, Bounds.Limits limits) {
        this.model = model;
        this.limits = limits;
        HexGrid.Offset layout = Spaces.hexLayout(model.rulebook);
        this.grid = layout == null ? null : new HexGrid(layout);
        this.hexLabels = layout == null ? null : Spaces.hexLabels(model.rulebook);
        this.adjacency = Spaces.squareAdjacency(model.rulebook);
        this.tables = new Tables(this);
        this.builtins = new BuiltinCalls(this);
    }

    public Model model() {
        return model;
    }

    // ---- declarations ------------------------------------------------------------------------

    /** The value of a constant, computed once. */
    public Object constant(Decl.Const c) {
        Object known = constants.get(c);
        if (known == null) {
            known = eval(declared(c, Construct.Constant.class, Construct.Constant::value, c.value()), Env.empty());
            constants.put(c, known);
        }
        return known;
    }

    /** A formula applied to its arguments (in parameter order). */
    public Object formula(Decl.Formula f, List<Object> args) {
        return compiled(f).call(args);
    }

    /** A table cell. @throws RuleViolation when the rules do not allow it or have no entry for it */
    public Object table(Decl.Table t, List<Object> args) {
        return tables.lookup(t, args);
    }

    /** Whether a table has an allowed cell for these values. */
    public boolean tableAllowed(Decl.Table t, List<Object> args) {
        return tables.allowed(t, args);
    }

    /** Which modifiers apply, in rule order; a group that does not stack keeps its strongest term. */
    public List<AppliedModifier> modifierBreakdown(Decl.Modifiers m, List<Object> args) {
        ParamDomains.require(m, m.params(), args);
        Env env = bind(m.params(), args);
        List<AppliedModifier> applied = new ArrayList<>();
        Map<String, AppliedModifier> groups = new LinkedHashMap<>();
        for (Decl.ModifierTerm term : m.terms()) {
            if (term.group() != null) {
                groups.putIfAbsent(term.group().text(), null);
            }
        }
        for (Construct.Modifiers.Term typed : terms(m)) {
            Decl.ModifierTerm term = typed.decl();
            if (typed.condition() != null && !bool(eval(typed.condition(), env))) {
                continue;
            }
            AppliedModifier a = new AppliedModifier(term.name().text(),
                    term.label() == null ? term.name().text() : term.label(), integer(eval(typed.value(), env)),
                    term.meta().citationText());
            if (term.group() == null) {
                applied.add(a);
            } else {
                AppliedModifier best = groups.get(term.group().text());
                if (best == null || Math.abs(a.value()) > Math.abs(best.value())) {
                    groups.put(term.group().text(), a);
                }
            }
        }
        groups.values().stream().filter(a -> a != null).forEach(applied::add);
        return applied;
    }

    /** The terms of a modifiers block, typed (looked up once). */
    private List<Construct.Modifiers.Term> terms(Decl.Modifiers m) {
        List<Construct.Modifiers.Term> known = modifierTerms.get(m);
        if (known == null) {
            known = model.constructs().isEmpty() // a model with errors: see declared()
                    ? m.terms().stream().map(t -> new Construct.Modifiers.Term(t, model.typedIfChecked(t.value()),
                            t.condition() == null ? null : model.typedIfChecked(t.condition()))).toList()
                    : model.construct(m, Construct.Modifiers.class).typedTerms();
            modifierTerms.put(m, known);
        }
        return known;
    }

    private final Map<Decl.Modifiers, List<Construct.Modifiers.Term>> modifierTerms = new IdentityHashMap<>();

    /**
     * A typed expression of a declaration, as its construct holds it. A model with errors (the
     * language server rolls a check of one for its odds) has no constructs: there it is the
     * tree the checker built for the written expression, or null where the checker never
     * reached it (evaluating that fails, and the hover shows no odds).
     */
    <C extends Construct> Typed declared(Decl d, Class<C> kind, java.util.function.Function<C, Typed> typed,
            Expr written) {
        return model.constructs().isEmpty() ? model.typedIfChecked(written) : typed.apply(model.construct(d, kind));
    }

    /** The sum of the modifiers that apply. */
    public int modifiers(Decl.Modifiers m, List<Object> args) {
        int sum = 0;
        for (AppliedModifier a : modifierBreakdown(m, args)) {
            sum = Math.addExact(sum, a.value());
        }
        return sum;
    }

    /** Every member of an enum, in declaration order. */
    public List<Values.EnumValue> members(Decl.Enum e) {
        return enumValues.computeIfAbsent(e, d -> {
            List<Values.EnumValue> out = new ArrayList<>();
            for (int i = 0; i < d.members().size(); i++) {
                out.add(new Values.EnumValue(d, i));
            }
            return List.copyOf(out);
        });
    }

    public Values.EnumValue member(Decl.Enum e, String name) {
        for (Values.EnumValue v : members(e)) {
            if (v.id().equals(name)) {
                return v;
            }
        }
        throw new IllegalStateException("no member " + name + " in " + e.name().text());
    }

    /** Every entry of a kind, in declaration order, with its fields (defaults filled in). */
    public List<Values.EntryValue> entries(Decl.Kind k) {
        List<Values.EntryValue> known = entryValues.get(k);
        if (known != null) {
            return known;
        }
        List<Decl.Entry> decls = model.entries.getOrDefault(k, List.of());
        List<Values.EntryValue> out = new ArrayList<>();
        for (int i = 0; i < decls.size(); i++) {
            out.add(new Values.EntryValue(k, decls.get(i), i));
        }
        entryValues.put(k, List.copyOf(out));
        for (Values.EntryValue v : out) {
            List<Typed> values = model.fieldValues(v.entry()); // in field order, defaults filled in
            for (int i = 0; i < k.fields().size(); i++) {
                v.fields.put(k.fields().get(i).name().text(), eval(values.get(i), Env.empty()));
            }
        }
        return entryValues.get(k);
    }

    public Values.EntryValue entry(Decl.Kind k, String name) {
        for (Values.EntryValue v : entries(k)) {
            if (v.id().equals(name)) {
                return v;
            }
        }
        throw new IllegalStateException("no entry " + name + " in " + k.name().text());
    }

    /** Every value of a finite type (enums, kinds, booleans), or null for an infinite one. */
    public List<Object> valuesOf(Type t) {
        if (t == Type.Prim.BOOL) {
            return List.of(false, true);
        } else if (t instanceof Type.EnumType e) {
            return List.copyOf(members(e.decl()));
        } else if (t instanceof Type.KindType k) {
            return List.copyOf(entries(k.decl()));
        }
        return null;
    }

    /** A hex or square map declared in the rulebook ({@link Decl.HexMap} or {@link Decl.SquareMap}), built once. */
    public Object map(Decl decl) {
        Object known = maps.get(decl);
        if (known == null) {
            known = decl instanceof Decl.HexMap h ? Maps.hexMap(this, h) : Maps.squareMap(this, (Decl.SquareMap) decl);
            maps.put(decl, known);
        }
        return known;
    }

    Env bind(List<Decl.Param> params, List<Object> args) {
        if (params.size() != args.size()) {
            throw new IllegalArgumentException("expected " + params.size() + " arguments, got " + args.size());
        }
        return Env.empty().frame(names(params), args.toArray());
    }

    /** The parameters' names, in order: a frame's names (see {@link Env#frame}). */
    static String[] names(List<Decl.Param> params) {
        String[] names = new String[params.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = params.get(i).name().text();
        }
        return names;
    }

    /**
     * A formula made ready to call: its parameters' names and its body, compiled to read them
     * from their slots in the call's frame.
     */
    record CompiledFormula(Decl.Formula decl, String[] names, Nodes.Node body, boolean domains) {
        Object call(List<Object> args) {
            return call(args.toArray());
        }

        /** The formula applied to {@code args}, which become its frame (the caller hands the array over). */
        Object call(Object[] args) {
            if (domains) {
                ParamDomains.require(decl, decl.params(), java.util.Arrays.asList(args));
            }
            return body.eval(Env.empty().frame(names, args));
        }
    }

    /** {@code f}, compiled on its first call (not before: a formula may call itself). */
    CompiledFormula compiled(Decl.Formula f) {
        CompiledFormula known = compiledFormulas.get(f);
        if (known == null) {
            String[] names = names(f.params());
            Typed body = declared(f, Construct.Formula.class, Construct.Formula::body, f.body());
            known = new CompiledFormula(f, names, new Nodes(this, names, names.length).compile(body),
                    ParamDomains.any(f.params()));
            compiledFormulas.put(f, known);
        }
        return known;
    }

    private final Map<Decl.Formula, CompiledFormula> compiledFormulas = new IdentityHashMap<>();

    // ---- expressions -------------------------------------------------------------------------

    // ---- bounds ------------------------------------------------------------------------------

    private final Bounds.Limits limits;
    private long steps;
    private long totalSteps;
    private int bounded;

    /**
     * Runs {@code work} as one evaluation within {@link Bounds}: its steps are counted from 0 (an
     * evaluation inside another counts towards the outer one).
     *
     * @throws Bounds.Exceeded when it goes past a bound
     */
    public <T> T bounded(java.util.function.Supplier<T> work) {
        if (bounded == 0) {
            steps = 0;
        }
        bounded++;
        try {
            return work.get();
        } finally {
            bounded--;
            if (bounded == 0) {
                totalSteps += steps;
            }
        }
    }

    /** Whether the evaluations run with {@link #bounded} so far took more steps together than the limits allow. */
    boolean spent() {
        return totalSteps > limits.totalSteps();
    }

    Bounds.Limits limits() {
        return limits;
    }

    /** One step of an evaluation (a call, a loop iteration, an outcome); counted inside {@link #bounded}. */
    void step() {
        if (bounded > 0 && ++steps > limits.steps()) {
            throw Bounds.steps(limits.steps());
        }
    }

    /** The value of a typed expression with the given locals in scope. */
    public Object eval(Typed e, Env env) {
        return node(e).eval(env);
    }

    /** {@code e} compiled, once: callers that evaluate it often keep the node instead of looking it up. */
    Nodes.Node node(Typed e) {
        Nodes.Node node = nodes.get(e);
        if (node == null) {
            node = compiler.compile(e);
            nodes.put(e, node);
        }
        return node;
    }

    /** Each expression evaluated so far, compiled once (see {@link Nodes}); keyed by identity, as the model is. */
    private final Map<Typed, Nodes.Node> nodes = new IdentityHashMap<>();
    private final Nodes compiler = new Nodes(this);

    /**
     * A field of a value: an entry's, a build's (derived values computed by {@code build}, the
     * build the checker typed the value with; null when it is none), a map square's, a grid record's.
     */
    Object fieldOf(Object target, String name, Decl.Build build) {
        if (target instanceof Values.EntryValue entry) {
            entries(entry.kind());
            return entry.fields.get(name);
        } else if (target instanceof Values.RecordValue r) {
            if (r.fields().containsKey(name)) {
                return r.get(name);
            }
            if (build == null) {
                throw new IllegalStateException("no field " + name + " on " + r.type());
            }
            return derived(build, r, name);
        } else if (target instanceof SquareGrid.Square s) {
            return name.equals("x") ? s.col() : s.row();
        }
        try {
            return target.getClass().getMethod(name).invoke(target);
        } catch (ReflectiveOperationException ex) {
            throw new IllegalStateException("no field " + name + " on " + target, ex);
        }
    }

    /** A derived value of a build, evaluated with the build's fields (and other derived values) in scope. */
    private Object derived(Decl.Build build, Values.RecordValue r, String name) {
        for (int i = 0; i < build.derives().size(); i++) {
            Decl.Derive d = build.derives().get(i);
            if (d.name().text().equals(name)) {
                int at = i;
                return eval(declared(build, Construct.Build.class, b -> b.deriveValues().get(at), d.value()),
                        buildEnv(build, r));
            }
        }
        throw new IllegalStateException("no field " + name + " on " + r.type());
    }

    /** A build's fields as locals; derived values are read through {@code derived} when named. */
    Env buildEnv(Decl.Build build, Values.RecordValue r) {
        Env env = Env.empty();
        for (Decl.BuildField f : build.fields()) {
            env = env.with(f.name().text(), r.get(f.name().text()));
        }
        for (Decl.Derive d : build.derives()) {
            env = env.with(d.name().text(), new Lazy(() -> derived(build, r, d.name().text())));
        }
        return env;
    }

    /** A local whose value is computed when it is read (a build's derived value inside its rules). */
    record Lazy(java.util.function.Supplier<Object> value) {}

    List<Object> evalAll(List<Typed> exprs, Env env) {
        List<Object> out = new ArrayList<>(exprs.size());
        for (Typed x : exprs) {
            out.add(eval(x, env));
        }
        return out;
    }

    // ---- values ------------------------------------------------------------------------------

    static int integer(Object v) {
        return (Integer) force(v);
    }

    static boolean bool(Object v) {
        return (Boolean) force(v);
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object v) {
        return (List<Object>) force(v);
    }

    static Object force(Object v) {
        return v instanceof Lazy lazy ? lazy.value().get() : v;
    }

    /** A value as the rulebook writes it; hexes by their printed label. */
    public String show(Object value) {
        value = force(value);
        if (value instanceof HexGrid.Hex h && hexLabels != null) {
            return "hex\"" + hexLabels.format(h) + "\"";
        }
        if (value instanceof List<?> list) {
            List<String> parts = new ArrayList<>();
            list.forEach(x -> parts.add(show(x)));
            return "[" + String.join(", ", parts) + "]";
        }
        return Values.show(value);
    }
}
