package org.rulesc.compiler.model;

import java.util.List;
import org.rulesc.compiler.ast.Decl;

/**
 * One checked declaration of a rulebook, as the back ends read it: its stable key ({@link Keys}),
 * its declaration (for spans, citations, labels and the expressions), and what the checker
 * resolved for it (parameter, field and result types as {@link Type}s, the declarations it names).
 * The checker builds one per declaration after a run without errors ({@code check.Constructs});
 * {@link Model#constructs()} has them in declaration order.
 *
 * <p>A pass over every kind implements {@link Visitor}: a kind added here does not compile until
 * every pass says what it does with it (there is no default method and no final {@code else}).
 * The records hold only what the checker really worked out; what a back end can read off the
 * declaration as written (labels, citations, the expressions) stays on {@link #decl()}.
 */
public sealed interface Construct {
    /** The name path two revisions are matched by ({@code check:attack}). */
    String key();

    /** The declaration as written (for a {@code replace}, the replacement). */
    Decl decl();

    <R> R accept(Visitor<R> v);

    /** One method per kind of construct, so that a pass that forgets one does not compile. */
    interface Visitor<R> {
        R visitConstant(Constant c);

        R visitEnumeration(Enumeration c);

        R visitKind(Kind c);

        R visitEntries(Entries c);

        R visitTable(Table c);

        R visitFormula(Formula c);

        R visitCheck(Check c);

        R visitChain(Chain c);

        R visitOrder(Order c);

        R visitModifiers(Modifiers c);

        R visitAction(Action c);

        R visitActionFields(ActionFields c);

        R visitSequence(Sequence c);

        R visitStatus(Status c);

        R visitLimit(Limit c);

        R visitBuild(Build c);

        R visitHexMap(HexMap c);

        R visitLayers(Layers c);

        R visitSquareMap(SquareMap c);

        R visitNotation(Notation c);

        R visitExample(Example c);

        R visitForall(Forall c);

        R visitProbabilities(Probabilities c);

        R visitOmit(Omit c);

        R visitRemove(Remove c);

        R visitGame(Game c);

        R visitTableBoard(TableBoard c);

        R visitPart(Part c);
    }

    /** A parameter with its resolved type and declared domain ({@code 1..10}; null: none). */
    record Param(String name, Type type, Decl.Domain domain) {}

    /** A named, typed member in declaration order: a field, an output, a let, a layer. */
    record Field(String name, Type type) {}

    /** {@code const NAME: TYPE = …}: its type and its value, typed. */
    record Constant(String key, Decl.Const decl, Type type, Typed value) implements Construct {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitConstant(this);
        }
    }

    /** {@code enum}: its members' names in order. */
    record Enumeration(String key, Decl.Enum decl, List<String> members) implements Construct {
        public Enumeration {
            members = List.copyOf(members);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitEnumeration(this);
        }
    }

    /**
     * {@code kind}: its fields typed, in order, and every entry of it from all {@code entries}
     * blocks (a base's and a house rule's), in declaration order.
     */
    record Kind(String key, Decl.Kind decl, List<Field> fields, List<Decl.Entry> entries) implements Construct {
        public Kind {
            fields = List.copyOf(fields);
            entries = List.copyOf(entries);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitKind(this);
        }
    }

    /**
     * An {@code entries} block, the kind it fills (resolved) and that kind's fields typed, in
     * order (each entry's values are in this order: {@link Model#fieldValues}). A kind filled by
     * several blocks has the first under {@code entries:NAME} and the others under
     * {@code entries:NAME/block:N}.
     */
    record Entries(String key, Decl.Entries decl, Decl.Kind kind, List<Field> fields) implements Construct {
        public Entries {
            fields = List.copyOf(fields);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitEntries(this);
        }
    }

    /**
     * {@code table}: its axes, the type of its cells, its cells laid out ({@link TableLayout}) and
     * each laid-out cell's value typed, in the layout's order (null where there is no cell or it
     * is {@code ×}); and each written row's cells typed, in the order written (null for {@code ×}).
     */
    record Table(String key, Decl.Table decl, List<Param> axes, Type result, TableLayout layout, List<Typed> cells,
            List<List<Typed>> rows) implements Construct {
        public Table {
            axes = List.copyOf(axes);
            cells = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(cells));
            rows = rows.stream().map(r -> java.util.Collections.unmodifiableList(new java.util.ArrayList<>(r))).toList();
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitTable(this);
        }
    }

    /** {@code formula}: its parameters, result type and body, typed. */
    record Formula(String key, Decl.Formula decl, List<Param> params, Type result, Typed body) implements Construct {
        public Formula {
            params = List.copyOf(params);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitFormula(this);
        }
    }

    /**
     * {@code check}: its parameters, and its steps as the checker made them explicit
     * ({@link CheckSteps}: pools, lets and when each is needed, the decisions before rolling, the
     * face rules, the success condition, follow-up rolls, grades in order, outputs typed, the
     * values of the result and the int parts of an outcome).
     */
    record Check(String key, Decl.Check decl, List<Param> params, CheckSteps steps) implements Construct {
        public Check {
            params = List.copyOf(params);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitCheck(this);
        }
    }

    /** {@code chain}: its parameters, and its start, each step's check call, next state and end, typed. */
    record Chain(String key, Decl.Chain decl, List<Param> params, Typed start, Typed.Call each, Typed next,
            Typed done) implements Construct {
        public Chain {
            params = List.copyOf(params);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitChain(this);
        }
    }

    /** {@code order}: its parameters (each a list of this type when sorted) and its keys' values, typed, in order. */
    record Order(String key, Decl.Order decl, List<Param> params, List<Typed> keys) implements Construct {
        public Order {
            params = List.copyOf(params);
            keys = List.copyOf(keys);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitOrder(this);
        }
    }

    /**
     * {@code modifiers}: its parameters, its terms' names in order, and each term typed, in the
     * same order.
     */
    record Modifiers(String key, Decl.Modifiers decl, List<Param> params, List<String> terms, List<Term> typedTerms)
            implements Construct {
        public Modifiers {
            params = List.copyOf(params);
            terms = List.copyOf(terms);
            typedTerms = List.copyOf(typedTerms);
        }

        /** A term: as written (name, label, group, citation), its value and condition (null: none) typed. */
        public record Term(Decl.ModifierTerm decl, Typed value, Typed condition) {}

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitModifiers(this);
        }
    }

    /** {@code action}. */
    record Action(String key, Decl.Action decl) implements Construct {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitAction(this);
        }
    }

    /** {@code actions { … }}: the properties every action has, typed. */
    record ActionFields(String key, Decl.ActionFields decl, List<Field> fields) implements Construct {
        public ActionFields {
            fields = List.copyOf(fields);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitActionFields(this);
        }
    }

    /** {@code sequence}: each phase's condition typed, in the order of the phases (null where it has none). */
    record Sequence(String key, Decl.Sequence decl, List<Typed> conditions) implements Construct {
        public Sequence {
            conditions = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(conditions));
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitSequence(this);
        }
    }

    /**
     * {@code status}: its fields typed with their initial values, each event's parameters, and
     * its transitions typed, in the order written.
     */
    record Status(String key, Decl.Status decl, List<Field> fields, List<Event> events, List<Typed> initials,
            List<Transition> transitions) implements Construct {
        public Status {
            fields = List.copyOf(fields);
            events = List.copyOf(events);
            initials = List.copyOf(initials);
            transitions = List.copyOf(transitions);
        }

        /**
         * A transition: as written, its guard (null: none) and the values it sets, typed, in the
         * order of the status's fields (null where a field is not set).
         */
        public record Transition(Decl.Transition decl, Typed guard, List<Typed> sets) {
            public Transition {
                sets = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(sets));
            }
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitStatus(this);
        }
    }

    /** An event of a status with its parameters. */
    record Event(String name, List<Param> params) {
        public Event {
            params = List.copyOf(params);
        }
    }

    /** {@code limit}: the declaration it is kept per ({@code per owner}; null: none). */
    record Limit(String key, Decl.Limit decl, Decl owner) implements Construct {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitLimit(this);
        }
    }

    /**
     * {@code build}: its fields and derived values, typed, in order; each derived value's
     * expression and each rule's condition, typed, in order.
     */
    record Build(String key, Decl.Build decl, List<Field> fields, List<Field> derives, List<Typed> deriveValues,
            List<Typed> rules) implements Construct {
        public Build {
            fields = List.copyOf(fields);
            derives = List.copyOf(derives);
            deriveValues = List.copyOf(deriveValues);
            rules = List.copyOf(rules);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitBuild(this);
        }
    }

    /** A hex {@code map} and its terrain enum (resolved). */
    record HexMap(String key, Decl.HexMap decl, Decl.Enum terrain, org.rulesc.runtime.HexGrid.Hex first,
            org.rulesc.runtime.HexGrid.Hex last, String fallback, List<Cells> cells) implements Construct {
        public HexMap {
            cells = List.copyOf(cells);
        }

        /** One {@code terrain: hexes} line of the map: the terrain's member and the hexes, parsed. */
        public record Cells(String terrain, List<org.rulesc.runtime.HexGrid.Hex> hexes) {
            public Cells {
                hexes = List.copyOf(hexes);
            }
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitHexMap(this);
        }
    }

    /** {@code layers}: each layer's name and type, and its default value typed, in order. */
    record Layers(String key, Decl.Layers decl, List<Field> layers, List<Typed> fallbacks) implements Construct {
        public Layers {
            layers = List.copyOf(layers);
            fallbacks = List.copyOf(fallbacks);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitLayers(this);
        }
    }

    /**
     * A square {@code map} and its terrain: an enum or a {@code layers} (resolved); its layers'
     * defaults' values typed, in the order written, and each group's value typed, in the order written.
     */
    record SquareMap(String key, Decl.SquareMap decl, Decl terrain, List<Typed> defaults, List<Typed> values)
            implements Construct {
        public SquareMap {
            defaults = List.copyOf(defaults);
            values = List.copyOf(values);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitSquareMap(this);
        }
    }

    /** {@code notation}: its formats (each with its own key) and its spellings, resolved. */
    record Notation(String key, Decl.Notation decl, List<Format> formats, List<Spelling> spellings)
            implements Construct {
        public Notation {
            formats = List.copyOf(formats);
            spellings = List.copyOf(spellings);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitNotation(this);
        }
    }

    /** A format of a notation ({@code notation:moves/format:walk}) with its fields typed, in order. */
    record Format(String key, Decl.Format decl, List<Field> fields) {
        public Format {
            fields = List.copyOf(fields);
        }
    }

    /** How an enum member is written in a notation: the member, and its texts (the first canonical). */
    record Spelling(Ref.Member member, List<String> texts) {
        public Spelling {
            texts = List.copyOf(texts);
        }
    }

    /** {@code example}: its assertions, in order. */
    record Example(String key, Decl.Example decl, List<Expect> expects) implements Construct {
        public Example {
            expects = List.copyOf(expects);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitExample(this);
        }
    }

    /**
     * {@code forall}: each binder with the type it ranges over ({@code int} for a range), and its
     * assertions, in order.
     */
    record Forall(String key, Decl.Forall decl, List<Field> binders, List<Expect> expects) implements Construct {
        public Forall {
            binders = List.copyOf(binders);
            expects = List.copyOf(expects);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitForall(this);
        }
    }

    /** {@code probabilities}: each row's call of a check, typed, in the order of the rows. */
    record Probabilities(String key, Decl.Probabilities decl, List<Typed.Call> calls) implements Construct {
        public Probabilities {
            calls = List.copyOf(calls);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitProbabilities(this);
        }
    }

    /** {@code omit}: a part of the document left out on purpose. */
    record Omit(String key, Decl.Omit decl) implements Construct {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitOmit(this);
        }
    }

    /**
     * {@code remove}: kept so that every kind of declaration has a construct, though a checked
     * model has none (a house rule's removes are applied to its base; without a base it is an error).
     */
    record Remove(String key, Decl.Remove decl) implements Construct {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitRemove(this);
        }
    }

    /**
     * {@code game}, with what the checker resolved for it ({@link PlayModel}) and its pieces'
     * state as a build ({@code game:NAME/piece}: {@code side} first, then the declared fields;
     * null only if the checker left a field's type unresolved, a compiler bug: emitting such a
     * game is an internal error), and its expressions typed ({@link TypedPlay}: the pieces'
     * initial values, the acts with their parameters, requirements and effects, the effects at a
     * phase's start, the invariants, {@code end}, {@code winner} and the {@code must}s), and the
     * game's own state as a build ({@code game:NAME/state}, its {@code state} block's fields;
     * null: it has none).
     */
    record Game(String key, Decl.Game decl, PlayModel play, Build piece, TypedPlay typed, Build shared)
            implements Construct {
        /** The acts, with their parameters typed, in order. */
        public List<TypedPlay.Act> acts() {
            return typed.acts();
        }

        /** The type the checker resolved for a parameter of one of the game's acts. */
        public Type paramType(org.rulesc.compiler.ast.Play.ActParam p) {
            for (TypedPlay.Act a : typed.acts()) {
                for (TypedPlay.Param param : a.params()) {
                    if (param.written() == p) {
                        return param.type();
                    }
                }
            }
            throw new IllegalStateException("no act of " + key + " has the parameter " + p.name().text());
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitGame(this);
        }
    }

    /** {@code board} for a table-top game: its width, height, grid and border (null: none), typed. */
    record TableBoard(String key, Decl.TableBoard decl, Typed width, Typed height, Typed grid, Typed border)
            implements Construct {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitTableBoard(this);
        }
    }

    /** {@code part}: the declarations after it go to its class. */
    record Part(String key, Decl.Part decl) implements Construct {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitPart(this);
        }
    }
}
