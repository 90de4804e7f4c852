package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Expect;
import org.rulesc.compiler.model.Keys;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.SourceText;
import org.rulesc.compiler.model.TableLayout;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;
import org.rulesc.compiler.model.TypedPlay;

/**
 * Builds the {@link Construct} of every declaration from what the checker recorded (the types of
 * written types, the declarations names resolve to), after a run without errors. It decides
 * nothing: a type or name the checker did not resolve is a compiler bug, reported as an internal
 * error, never guessed here.
 */
final class Constructs implements Decl.Visitor<Construct> {
    private final Model model;

    private Constructs(Model model) {
        this.model = model;
    }

    /**
     * The constructs of a checked rulebook, keyed by name path, in declaration order.
     *
     * @throws IllegalStateException when two declarations get one key or the checker left a
     *     type unresolved (both compiler bugs: the checker rejects duplicate names)
     */
    static LinkedHashMap<String, Construct> build(Model model) {
        Constructs builder = new Constructs(model);
        LinkedHashMap<String, Construct> out = new LinkedHashMap<>();
        for (Decl d : model.rulebook.declarations()) {
            Construct c = d.accept(builder);
            if (!c.key().equals(Keys.of(d))) { // one place decides keys: Keys
                throw new IllegalStateException("the construct of " + Keys.of(d) + " has the key " + c.key());
            }
            if (d instanceof Decl.Entries e && out.containsKey(c.key())) {
                c = builder.laterBlock(e, out); // several blocks may fill one kind
            }
            if (out.putIfAbsent(c.key(), c) != null) {
                throw new IllegalStateException("two declarations have the key " + c.key());
            }
        }
        return out;
    }

    /**
     * A second or later {@code entries} block of one kind (a base's and a house rule's, or
     * several in one file): keyed {@code entries:…/block:N}, N counting the blocks from 1.
     */
    private Construct.Entries laterBlock(Decl.Entries d, java.util.Map<String, Construct> done) {
        int n = 2;
        while (done.containsKey(Keys.of(d) + "/block:" + n)) {
            n++;
        }
        Decl.Kind kind = model.decl(d.kind(), Decl.Kind.class);
        return new Construct.Entries(Keys.of(d) + "/block:" + n, d, kind, fields(kind.fields()));
    }

    private Type type(TypeRef ref) {
        return model.type(ref);
    }

    private List<Construct.Param> params(List<Decl.Param> params) {
        List<Construct.Param> out = new ArrayList<>();
        for (Decl.Param p : params) {
            out.add(new Construct.Param(p.name().text(), type(p.type()), p.domain()));
        }
        return out;
    }

    private List<Construct.Field> fields(List<Decl.FieldDecl> fields) {
        return fields.stream().map(f -> new Construct.Field(f.name().text(), type(f.type()))).toList();
    }

    @Override
    public Construct visitConst(Decl.Const d) {
        return new Construct.Constant(Keys.of(d), d, type(d.type()), model.typed(d.value()));
    }

    @Override
    public Construct visitEnum(Decl.Enum d) {
        return new Construct.Enumeration(Keys.of(d), d, d.members().stream().map(m -> m.name().text()).toList());
    }

    @Override
    public Construct visitKind(Decl.Kind d) {
        return new Construct.Kind(Keys.of(d), d, fields(d.fields()), model.entries.getOrDefault(d, List.of()));
    }

    @Override
    public Construct visitEntries(Decl.Entries d) {
        Decl.Kind kind = model.decl(d.kind(), Decl.Kind.class);
        return new Construct.Entries(Keys.of(d), d, kind, fields(kind.fields()));
    }

    @Override
    public Construct visitTable(Decl.Table d) {
        TableLayout layout = TableLayout.of(d);
        List<Typed> cells = new ArrayList<>();
        for (Decl.Cell cell : layout.cells()) {
            cells.add(cell == null || cell.forbidden() ? null : model.typed(cell.value()));
        }
        List<List<Typed>> rows = new ArrayList<>();
        for (Decl.Row row : d.rows()) {
            List<Typed> written = new ArrayList<>();
            for (Decl.Cell cell : row.cells()) {
                written.add(cell.forbidden() ? null : model.typed(cell.value()));
            }
            rows.add(written);
        }
        return new Construct.Table(Keys.of(d), d, params(d.axes()), type(d.result()), layout, cells, rows);
    }

    @Override
    public Construct visitFormula(Decl.Formula d) {
        return new Construct.Formula(Keys.of(d), d, params(d.params()), type(d.result()), model.typed(d.body()));
    }

    @Override
    public Construct visitCheck(Decl.Check d) {
        CheckSteps steps = model.steps(d);
        for (Decl.Output o : d.itemsOf(Decl.Output.class)) {
            if (!steps.output(o.name().text()).type().equals(type(o.type()))) { // and unresolved: an internal error
                throw new IllegalStateException("the steps of check " + d.name().text() + " type output "
                        + o.name().text() + " otherwise than the checker did");
            }
        }
        return new Construct.Check(Keys.of(d), d, params(d.params()), steps);
    }

    @Override
    public Construct visitChain(Decl.Chain d) {
        return new Construct.Chain(Keys.of(d), d, params(d.params()), model.typed(d.start()), model.call(d.each()),
                model.typed(d.next()), model.typed(d.done()));
    }

    @Override
    public Construct visitOrder(Decl.Order d) {
        return new Construct.Order(Keys.of(d), d, params(d.params()),
                d.keys().stream().map(k -> model.typed(k.key())).toList());
    }

    @Override
    public Construct visitModifiers(Decl.Modifiers d) {
        return new Construct.Modifiers(Keys.of(d), d, params(d.params()),
                d.terms().stream().map(t -> t.name().text()).toList(),
                d.terms().stream().map(t -> new Construct.Modifiers.Term(t, model.typed(t.value()),
                        t.condition() == null ? null : model.typed(t.condition()))).toList());
    }

    @Override
    public Construct visitAction(Decl.Action d) {
        return new Construct.Action(Keys.of(d), d);
    }

    @Override
    public Construct visitActionFields(Decl.ActionFields d) {
        return new Construct.ActionFields(Keys.of(d), d, fields(d.fields()));
    }

    @Override
    public Construct visitSequence(Decl.Sequence d) {
        List<Typed> conditions = new ArrayList<>();
        for (Decl.Phase p : d.phases()) {
            conditions.add(p.condition() == null ? null : model.typed(p.condition()));
        }
        return new Construct.Sequence(Keys.of(d), d, conditions);
    }

    @Override
    public Construct visitStatus(Decl.Status d) {
        List<Construct.Field> fields = d.fields().stream()
                .map(f -> new Construct.Field(f.name().text(), type(f.type()))).toList();
        List<Construct.Event> events = d.events().stream()
                .map(e -> new Construct.Event(e.name().text(), params(e.params()))).toList();
        List<Construct.Status.Transition> transitions = d.transitions().stream()
                .map(t -> new Construct.Status.Transition(t, t.guard() == null ? null : model.typed(t.guard()),
                        model.fieldValues(t))).toList();
        return new Construct.Status(Keys.of(d), d, fields, events,
                d.fields().stream().map(f -> model.typed(f.initial())).toList(), transitions);
    }

    @Override
    public Construct visitLimit(Decl.Limit d) {
        return new Construct.Limit(Keys.of(d), d, d.owner() == null ? null : model.decl(d.owner(), Decl.class));
    }

    @Override
    public Construct visitBuild(Decl.Build d) {
        return build(Keys.of(d), d);
    }

    private Construct.Build build(String key, Decl.Build d) {
        return new Construct.Build(key, d,
                d.fields().stream().map(f -> new Construct.Field(f.name().text(), type(f.type()))).toList(),
                d.derives().stream().map(x -> new Construct.Field(x.name().text(), type(x.type()))).toList(),
                d.derives().stream().map(x -> model.typed(x.value())).toList(),
                d.rules().stream().map(r -> model.typed(r.condition())).toList());
    }

    @Override
    public Construct visitHexMap(Decl.HexMap d) {
        Decl.Enum terrain = model.decl(d.terrain(), Decl.Enum.class);
        String fallback = d.fallback() != null ? d.fallback().text() : terrain.members().get(0).name().text();
        List<Construct.HexMap.Cells> cells = d.groups().stream().map(g -> new Construct.HexMap.Cells(g.terrain().text(),
                g.hexes().stream().map(model::hex).toList())).toList();
        return new Construct.HexMap(Keys.of(d), d, terrain, model.hex(d.first()), model.hex(d.last()), fallback, cells);
    }

    @Override
    public Construct visitLayers(Decl.Layers d) {
        return new Construct.Layers(Keys.of(d), d,
                d.layers().stream().map(l -> new Construct.Field(l.name().text(), type(l.type()))).toList(),
                d.layers().stream().map(l -> model.typed(l.fallback())).toList());
    }

    @Override
    public Construct visitSquareMap(Decl.SquareMap d) {
        return new Construct.SquareMap(Keys.of(d), d, d.terrain() == null ? null : model.decl(d.terrain(), Decl.class),
                d.defaults().stream().map(x -> model.typed(x.value())).toList(),
                d.groups().stream().map(g -> model.typed(g.value())).toList());
    }

    @Override
    public Construct visitNotation(Decl.Notation d) {
        String key = Keys.of(d);
        List<Construct.Format> formats = new ArrayList<>();
        for (Decl.Format f : d.formats()) {
            formats.add(new Construct.Format(key + "/format:" + f.name().text(), f,
                    f.fields().stream().map(x -> new Construct.Field(x.name().text(), type(x.type()))).toList()));
        }
        List<Construct.Spelling> spellings = new ArrayList<>();
        for (Decl.Spelling s : d.spellings()) {
            Ref.Member member = model.part(s.member(), Ref.Member.class);
            if (member == null) {
                throw new IllegalStateException("the checker did not resolve the spelling of " + s.member().text()
                        + " at " + s.span());
            }
            spellings.add(new Construct.Spelling(member, s.texts()));
        }
        return new Construct.Notation(key, d, formats, spellings);
    }

    @Override
    public Construct visitExample(Decl.Example d) {
        return new Construct.Example(Keys.of(d), d, expects(d.assertions()));
    }

    @Override
    public Construct visitForall(Decl.Forall d) {
        return new Construct.Forall(Keys.of(d), d, d.binders().stream()
                .map(b -> new Construct.Field(b.name().text(), b.type() == null ? Type.Prim.INT : type(b.type())))
                .toList(), expects(d.assertions()));
    }

    @Override
    public Construct visitProbabilities(Decl.Probabilities d) {
        return new Construct.Probabilities(Keys.of(d), d,
                d.rows().stream().map(r -> model.call(r.call())).toList());
    }

    private List<Expect> expects(List<Decl.Assertion> assertions) {
        List<Expect> out = new ArrayList<>();
        for (Decl.Assertion a : assertions) {
            out.add(expect(a));
        }
        return out;
    }

    private Expect expect(Decl.Assertion a) {
        if (a instanceof Decl.ExpectTrue t) {
            if (t.condition() instanceof Expr.Binary b && (b.op().equals("==") || b.op().equals("!="))) {
                return new Expect.Comparison(t, b.op().equals("=="), model.typed(b.left()),
                        model.typed(b.right()));
            }
            return new Expect.Condition(t, model.typed(t.condition()));
        } else if (a instanceof Decl.ExpectRefused r) {
            return new Expect.Refused(r, model.typed(r.expr()));
        } else if (a instanceof Decl.ExpectValid v) {
            return new Expect.Valid(v, model.typed(v.build()));
        } else if (a instanceof Decl.ExpectViolates v) {
            return new Expect.Violates(v, model.typed(v.build()));
        } else if (a instanceof Decl.ExpectRoll r) {
            Typed.Call call = model.call(r.call());
            List<Typed> faces = r.faces().stream().map(model::typed).toList();
            List<Expect.Outcome> outcomes = r.outcomes().stream()
                    .map(o -> new Expect.Outcome(o, o.value() == null ? null : model.typed(o.value())))
                    .toList();
            if (call.callee() instanceof org.rulesc.compiler.model.Callee.Order o) {
                return new Expect.OrderRoll(r, call, o.decl(), faces, outcomes);
            } else if (call.callee() instanceof org.rulesc.compiler.model.Callee.Check c) {
                return new Expect.CheckRoll(r, call, c.decl(), faces, outcomes);
            }
            throw new IllegalStateException("the checker did not resolve the roll at " + r.span() + " to a check "
                    + "or an order");
        } else if (a instanceof Decl.ExpectChain c) {
            return new Expect.Chain(c, model.call(c.call()));
        } else if (a instanceof Decl.ExpectTransition t) {
            return new Expect.Transition(t, model.call(t.event()),
                    t.since() == null ? null : model.typed(t.since()), t.at() == null ? null : model.typed(t.at()),
                    model.fieldValues(t), t.then().stream().map(v -> model.typed(v.value())).toList());
        } else if (a instanceof Decl.ExpectParses || a instanceof Decl.ExpectFormats
                || a instanceof Decl.ExpectRejects) {
            return new Expect.Notation(a);
        }
        throw new IllegalStateException("no construct for the assertion " + a.getClass().getSimpleName());
    }

    @Override
    public Construct visitOmit(Decl.Omit d) {
        return new Construct.Omit(Keys.of(d), d);
    }

    @Override
    public Construct visitReplace(Decl.Replace d) {
        return d.replacement().accept(this); // its key is its replacement's (Keys.of)
    }

    @Override
    public Construct visitRemove(Decl.Remove d) {
        return new Construct.Remove(Keys.of(d), d);
    }

    @Override
    public Construct visitGame(Decl.Game d) {
        PlayModel play = model.plays.get(d);
        // every field is typed by GameChecker (`side` when it builds the piece); untyped would be a checker bug
        boolean typed = play.piece().fields().stream().allMatch(f -> model.typeRefs.containsKey(f.type()));
        Decl.Build shared = play.links().shared;
        return new Construct.Game(Keys.of(d), d, play, typed ? build(Keys.of(d) + "/piece", play.piece()) : null,
                typedPlay(play), shared == null ? null : build(Keys.of(d) + "/state", shared));
    }

    /** The index of the parameter {@code p} makes one selection per piece of, or -1. */
    private static int over(Play.Act a, Play.ActParam p) {
        if (p.each() == null) {
            return -1;
        }
        for (int i = 0; i < a.params().indexOf(p); i++) {
            if (a.params().get(i).name().text().equals(p.over().text())) {
                return i;
            }
        }
        throw new IllegalStateException("the checker accepted `for " + p.each().text() + " in " + p.over().text() + "`");
    }

    /** The act's per-piece selection parameter {@code source} names (a keyed use's list), or null. */
    static Play.ActParam perPiece(Play.Act act, Expr source) {
        if (source instanceof Expr.NameRef n) {
            return act.params().stream().filter(p -> p.each() != null && p.name().text().equals(n.name().text()))
                    .findFirst().orElse(null);
        }
        return null;
    }

    /** The game's expressions as the checker typed them ({@link TypedPlay}). */
    private TypedPlay typedPlay(PlayModel pm) {
        Play play = pm.game().play();
        List<TypedPlay.PieceField> fields = play.pieces().get(0).fields().stream()
                .map(f -> new TypedPlay.PieceField(f, typedOrNull(f.initial()))).toList();
        List<TypedPlay.Act> acts = new ArrayList<>();
        for (Play.Act a : play.acts()) {
            List<TypedPlay.Param> params = a.params().stream().map(p -> new TypedPlay.Param(p, type(p.type()),
                    typedOrNull(p.lo()), typedOrNull(p.hi()), typedOrNull(p.domain()), typedOrNull(p.reach()),
                    typedOrNull(p.centre()), typedOrNull(p.pool()), over(a, p))).toList();
            List<TypedPlay.Requirement> requires = new ArrayList<>();
            List<List<Play.Requirement>> levels = RequirementLevels.of(a);
            for (int level = 0; level < levels.size(); level++) {
                for (Play.Requirement r : levels.get(level)) {
                    requires.add(new TypedPlay.Requirement(r, model.typed(r.condition()),
                            SourceText.text(model, r.condition()), level));
                }
            }
            acts.add(new TypedPlay.Act(a, params, requires, effects(pm, a, a.effects())));
        }
        List<TypedPlay.Invariant> invariants = play.invariants().stream()
                .map(i -> new TypedPlay.Invariant(i, model.typed(i.condition()))).toList();
        List<TypedPlay.Must> musts = play.musts().stream()
                .map(m -> new TypedPlay.Must(m, pm.links().musts.get(m), typedOrNull(m.when()))).toList();
        List<TypedPlay.PieceField> shared = pm.links().shared == null ? List.of() : play.shared().get(0).fields().stream()
                .map(f -> new TypedPlay.PieceField(f, model.typed(f.initial()))).toList();
        return new TypedPlay(fields, effects(pm, null, play.phaseStart()), acts, invariants,
                play.end() == null ? null : model.typed(play.end().value()),
                play.winner() == null ? null : model.typed(play.winner().value()), musts, shared);
    }

    private Typed typedOrNull(Expr e) {
        return e == null ? null : model.typed(e);
    }

    /** Effects typed, in order ({@code act}: the act they are of; null: a phase's start). */
    private List<TypedPlay.Effect> effects(PlayModel pm, Play.Act act, List<Play.Effect> effects) {
        List<TypedPlay.Effect> out = new ArrayList<>();
        for (Play.Effect e : effects) {
            out.add(effect(pm, act, e));
        }
        return out;
    }

    private TypedPlay.Effect effect(PlayModel pm, Play.Act act, Play.Effect e) {
        if (e instanceof Play.Set s && pm.links().sharedSets.contains(s)) {
            return new TypedPlay.SetShared(s, model.typed(s.value()));
        } else if (e instanceof Play.Set s) {
            return new TypedPlay.Set(s, model.typed(s.value()));
        } else if (e instanceof Play.Remove r) {
            return new TypedPlay.Remove(r);
        } else if (e instanceof Play.Roll r) {
            return new TypedPlay.Roll(r, pm.links().checks.get(r), model.call(r.call()), effects(pm, act, r.body()));
        } else if (e instanceof Play.On o) {
            return new TypedPlay.On(o, effects(pm, act, o.body()));
        } else if (e instanceof Play.If i) {
            return new TypedPlay.If(i, model.typed(i.condition()), effects(pm, act, i.then()),
                    effects(pm, act, i.otherwise()));
        } else if (e instanceof Play.ForEach f) {
            return new TypedPlay.ForEach(f, model.typed(f.source()), effects(pm, act, f.body()));
        } else if (e instanceof Play.UsesKeyed u) {
            if (act == null) {
                throw new IllegalStateException("a keyed use outside an act at " + u.span());
            }
            return new TypedPlay.UsesKeyed(u, pm.links().keyedLimits.get(u), model.typed(u.key()),
                    typedOrNull(u.when()), typedOrNull(u.source()), RequirementLevels.level(act, u),
                    perPiece(act, u.source()) != null);
        } else if (e instanceof Play.ForRange f) {
            return new TypedPlay.ForRange(f, model.typed(f.lo()), model.typed(f.hi()), effects(pm, act, f.body()));
        } else if (e instanceof Play.Write w) {
            Decl.Notation n = pm.links().writes.get(w);
            Decl.Format f = n.formats().stream().filter(x -> x.name().text().equals(w.format().text())).findFirst()
                    .orElseThrow(() -> new IllegalStateException("the checker resolved no format at " + w.span()));
            List<TypedPlay.WriteField> fields = new ArrayList<>();
            for (Decl.PatternField field : f.fields()) {
                for (Expr.FieldValue fv : w.fields()) {
                    if (fv.name().text().equals(field.name().text())) {
                        fields.add(new TypedPlay.WriteField(field, model.typed(fv.value())));
                    }
                }
            }
            return new TypedPlay.Write(w, n, f, fields);
        }
        throw new IllegalStateException("an effect of an unknown kind at " + e.span());
    }

    @Override
    public Construct visitTableBoard(Decl.TableBoard d) {
        return new Construct.TableBoard(Keys.of(d), d, model.typed(d.width()), model.typed(d.height()),
                model.typed(d.grid()), d.border() == null ? null : model.typed(d.border()));
    }

    @Override
    public Construct visitPart(Decl.Part d) {
        return new Construct.Part(Keys.of(d), d);
    }
}
