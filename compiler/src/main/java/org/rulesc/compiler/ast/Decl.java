package org.rulesc.compiler.ast;

import java.util.List;

/** Top-level declarations of a rulebook. */
public sealed interface Decl {
    /** The declared name (for tests and omissions, a synthetic one). */
    Name name();

    Meta meta();

    /** Dispatches on the kind of declaration: a pass that forgets one does not compile. */
    <R> R accept(Visitor<R> v);

    /**
     * One method per kind of declaration, so every pass over a rulebook (naming, the back ends,
     * diff) is told by the Java compiler when a new kind is added.
     */
    interface Visitor<R> {
        R visitConst(Const d);

        R visitEnum(Enum d);

        R visitKind(Kind d);

        R visitEntries(Entries d);

        R visitTable(Table d);

        R visitFormula(Formula d);

        R visitCheck(Check d);

        R visitOrder(Order d);

        R visitModifiers(Modifiers d);

        R visitAction(Action d);

        R visitActionFields(ActionFields d);

        R visitSequence(Sequence d);

        R visitStatus(Status d);

        R visitLimit(Limit d);

        R visitBuild(Build d);

        R visitHexMap(HexMap d);

        R visitLayers(Layers d);

        R visitSquareMap(SquareMap d);

        R visitNotation(Notation d);

        R visitExample(Example d);

        R visitForall(Forall d);

        R visitProbabilities(Probabilities d);

        R visitOmit(Omit d);

        R visitReplace(Replace d);

        R visitRemove(Remove d);

        R visitChain(Chain d);
        R visitGame(Game d);

        R visitTableBoard(TableBoard d);

        R visitPart(Part d);
    }

    /** A parameter; {@code domain} is null unless it declares one ({@code judge: int in 0..7}). */
    record Param(Name name, TypeRef type, Domain domain) {
        public Param(Name name, TypeRef type) {
            this(name, type, null);
        }
    }

    /** The values an int parameter may take, both ends included: {@code in 0..7}. */
    record Domain(long lo, long hi, Span span) {
        public boolean contains(long v) {
            return lo <= v && v <= hi;
        }

        @Override
        public String toString() {
            return lo + ".." + hi;
        }
    }

    record Const(Name name, String label, TypeRef type, Expr value, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitConst(this);
        }
    }

    record EnumMember(Name name, String label, Meta meta) {}

    record Enum(Name name, String label, List<EnumMember> members, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitEnum(this);
        }
    }

    record FieldDecl(Name name, String label, TypeRef type, Expr defaultValue, Meta meta) {}

    record Kind(Name name, String label, List<FieldDecl> fields, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitKind(this);
        }
    }

    record Entry(Name name, String label, List<Expr.FieldValue> values, Meta meta, Span span) {}

    record Entries(Name name, Name kind, List<Entry> entries, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitEntries(this);
        }
    }

    /**
     * A table key: an enum member, a boolean, a single int, or an int band (hi null = open above;
     * lo {@link Long#MIN_VALUE} = open below, written {@code ..2}).
     */
    record Key(Name member, Boolean bool, Long lo, Long hi, boolean open, Span span) {
        public boolean openBelow() {
            return lo != null && lo == Long.MIN_VALUE;
        }
    }

    /**
     * A cell: null value means "not allowed" (×). {@code meta} is the cell's own provenance,
     * written {@code (2 cite "…")}; empty when the cell takes its row's.
     */
    record Cell(Expr value, Meta meta, Span span) {
        public boolean forbidden() {
            return value == null;
        }
    }

    record Row(List<Key> keys, List<Cell> cells, Meta meta, Span span) {}

    record Table(Name name, String label, List<Param> axes, TypeRef result, List<Key> columns,
            List<Row> rows, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitTable(this);
        }
    }

    record Formula(Name name, String label, List<Param> params, TypeRef result, Expr body, Meta meta)
            implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitFormula(this);
        }
    }

    /**
     * {@code d6}, {@code 2d6}, or a pool {@code (n)d6}. {@code mechanics} is null for dice that are
     * only added up, else the dice in the notation of {@code docs/dice.md}: {@code 4d6kh3}, {@code
     * d8+d6-1}, or for a pool its dice without the count ({@code d10>=8}); then {@code sides} is
     * the largest die and {@code fixedCount} the number of dice written (see {@code DiceClauses}).
     */
    record DiceSpec(Expr count, long fixedCount, int sides, Span span, String mechanics) {
        public DiceSpec(Expr count, long fixedCount, int sides, Span span) {
            this(count, fixedCount, sides, span, null);
        }
    }

    sealed interface CheckItem {}

    record CheckLet(Name name, Expr value) implements CheckItem {}

    /**
     * {@code always success when c}: decided before rolling, without rolling; with
     * {@code , roll anyway} the result is decided but the dice are still rolled (for grades and outputs).
     */
    record CheckAutomatic(boolean success, Expr condition, boolean rollAnyway) implements CheckItem {}

    record FaceRange(int lo, int hi, Span span) {}

    record CheckFaces(boolean success, List<FaceRange> faces) implements CheckItem {}

    record CheckSuccess(Expr condition) implements CheckItem {}

    /**
     * {@code then roll removed: d6 when success}: a roll made after success is decided, only when
     * {@code condition} holds (null: always); its sum is 0 when it is not rolled.
     */
    record FollowUp(Name name, String label, DiceSpec dice, Expr condition) implements CheckItem {}

    record Grade(Name name, String label, Expr condition, Meta meta) implements CheckItem {}

    /** {@code grades chosen by player}: when several grades apply, the player picks one. */
    record GradeChoice(Span span) implements CheckItem {}

    record Output(Name name, String label, TypeRef type, Expr value, Meta meta) implements CheckItem {}

    /** A pool of dice a check rolls; {@code name} is null for the single unnamed {@code roll d6}. */
    record Pool(Name name, DiceSpec dice) {
        /** The name the pool's sum has in the check's expressions. */
        public String variable() {
            return name == null ? "roll" : name.text();
        }
    }

    /**
     * A check. {@code pools} holds one unnamed pool ({@code roll d6}) or named pools rolled in
     * order ({@code roll atk: (n)d6, tgt: (m)d6}).
     */
    record Check(Name name, String label, List<Param> params, List<Pool> pools, List<CheckItem> items,
            Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitCheck(this);
        }

        /** The dice of the first pool (the only one of an unnamed roll). */
        public DiceSpec dice() {
            return pools.get(0).dice();
        }

        /** The rolls made after success is decided, in order. */
        public List<FollowUp> followUps() {
            return itemsOf(FollowUp.class);
        }

        /** The items of one kind (lets, grades, outputs…), in the order written. */
        public <T extends CheckItem> List<T> itemsOf(Class<T> kind) {
            return items.stream().filter(kind::isInstance).map(kind::cast).toList();
        }

        /** Whether the player picks among the grades that apply ({@code grades chosen by player}). */
        public boolean gradesChosen() {
            return items.stream().anyMatch(i -> i instanceof GradeChoice);
        }

        /** Whether the check rolls named pools (then there is no `roll`, only the pools' names). */
        public boolean pooled() {
            return pools.get(0).name() != null;
        }
    }

    /** {@code by agility + roll descending}: one key of an order. */
    record OrderKey(Expr key, boolean descending, Meta meta, Span span) {}

    /**
     * {@code order by_agility (agility: int) roll d100 { by agility descending  then by roll descending }}:
     * actors in order by keys; the parameters are each actor's own values; {@code dice} is null
     * when no key is rolled.
     */
    record Order(Name name, String label, List<Param> params, DiceSpec dice, List<OrderKey> keys, Meta meta)
            implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitOrder(this);
        }
    }

    record ModifierTerm(Name name, String label, Expr value, Expr condition, Name group, Meta meta) {}

    record Modifiers(Name name, String label, List<Param> params, List<ModifierTerm> terms, Meta meta)
            implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitModifiers(this);
        }
    }

    /** An action; {@code values} (null when no braces are written) give its properties. */
    record Action(Name name, String label, List<Expr.FieldValue> values, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitAction(this);
        }
    }

    /**
     * {@code actions { moves "移動できる": bool = false }}: the properties of every action, which
     * makes actions values of the kind {@code Action}; {@code name} is that synthetic name.
     */
    record ActionFields(Name name, List<FieldDecl> fields, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitActionFields(this);
        }
    }

    record Side(Name name, String label) {}

    /**
     * A phase; {@code condition} (over {@code turn}) is null when the phase runs every turn;
     * {@code side} names a side or a role; {@code each} names a sequence run once for each actor
     * the game gives in this phase (null: none).
     */
    record Phase(Name name, String label, Name side, List<Name> actions, Expr condition, Name each, Meta meta) {}

    /** A trigger; {@code status}/{@code event} name the status event it fires (both null: none). */
    record Trigger(Name name, String label, boolean atStart, Name target, Name status, Name event, Meta meta) {}

    /**
     * {@code roles} are sides decided during play (the initiative winner, the attacker), bound each
     * turn; {@code flags} are yes/no questions the game answers during play, which phase conditions
     * may read (both sides still standing…).
     */
    record Sequence(Name name, String label, List<Side> sides, List<Side> roles, List<Side> flags, Integer turns,
            List<Phase> phases, List<Trigger> triggers, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitSequence(this);
        }
    }

    record State(Name name, String label) {}

    /**
     * A transition; {@code from} is null for {@code *}, from every state; {@code guard} (null: none)
     * must hold for it to apply; {@code sets} update the status's fields.
     */
    record Transition(Name from, Name to, Name event, String label, Expr guard, List<Expr.FieldValue> sets, Meta meta,
            Span span) {}

    /** {@code event damaged "ダメージ" (caused_coma: bool)}: an event that carries values. */
    record StatusEvent(Name name, String label, List<Param> params, Meta meta) {}

    /** {@code field tokens "チャージトークン": int = 0}: a value the status keeps (a counter, who caused it…). */
    record StatusField(Name name, String label, TypeRef type, Expr initial, Meta meta) {}

    record Status(Name name, String label, List<State> states, List<StatusEvent> events, List<StatusField> fields,
            List<Transition> transitions, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitStatus(this);
        }

        /**
         * Whether the status needs more than its state to decide a transition (events with values,
         * fields, guards): then it is generated as a record that also keeps the turn its state began.
         */
        public boolean rich() {
            return !events.isEmpty() || !fields.isEmpty()
                    || transitions.stream().anyMatch(t -> t.guard() != null || !t.sets().isEmpty());
        }

        /** The parameters of an event (none for an event not declared with `event`). */
        public List<Param> params(String event) {
            return events.stream().filter(e -> e.name().text().equals(event)).findFirst().map(StatusEvent::params)
                    .orElse(List.of());
        }
    }

    /** A usage limit; {@code owner} (a kind or enum) is non-null when each owner counts separately. */
    record Limit(Name name, String label, int max, Name scope, Name owner, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitLimit(this);
        }
    }

    record BuildField(Name name, String label, TypeRef type) {}

    record Derive(Name name, String label, TypeRef type, Expr value, Meta meta) {}

    record BuildRule(Name name, String label, Expr condition, Meta meta) {}

    record Build(Name name, String label, List<BuildField> fields, List<Derive> derives,
            List<BuildRule> rules, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitBuild(this);
        }
    }

    /** A hex written by its printed label in a declaration (not an expression). */
    record HexLabel(String text, Span span) {}

    /** {@code building: 0708, 0909}: hexes of a map that have this terrain. */
    record MapHexes(Name terrain, List<HexLabel> hexes, Meta meta) {}

    /**
     * {@code map streets "…": Terrain { area 0101..1612  default open  building: 0708 }}.
     *
     * @param first, last the corners of the area (null when the map has no {@code area})
     * @param fallback the default terrain (null: the enum's first member)
     */
    record HexMap(Name name, String label, Name terrain, HexLabel first, HexLabel last, Name fallback,
            List<MapHexes> groups, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitHexMap(this);
        }
    }

    /** A layer of a square map: what each square (or, for an {@code edge} layer, each edge) carries. */
    record Layer(Name name, String label, TypeRef type, Expr fallback, boolean edge, Meta meta) {}

    /** {@code layers Terrain { ground: Ground = flat  edge wall: Wall = open_edge }}. */
    record Layers(Name name, String label, List<Layer> layers, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitLayers(this);
        }
    }

    /** A square written by its coordinates in a declaration: {@code (3, 2)}. */
    record SquareRef(int x, int y, Span span) {}

    /**
     * One place of a square map: a square ({@code last} null), a rectangle {@code (x1, y1)..(x2, y2)},
     * or the edge between two squares {@code (x1, y1)-(x2, y2)} ({@code edge} true).
     */
    record Place(SquareRef first, SquareRef last, boolean edge, Span span) {}

    /** {@code ground rough: (2, 3), (4, 4)..(5, 5)}; {@code layer} is null for a map whose terrain is an enum. */
    record MapSquares(Name layer, Expr value, List<Place> places, Meta meta, Span span) {}

    /** {@code default ground paved}: a layer's default on this map. */
    record LayerDefault(Name layer, Expr value, Span span) {}

    /**
     * {@code map house "…": Terrain { area (0, 0)..(9, 7)  ground rough: (2, 3)  wall door: (5, 2)-(5, 3) }}.
     *
     * @param first, last the corners of the area (null when the map has no {@code area})
     * @param fallback the default terrain of an enum map (null: the enum's first member)
     */
    record SquareMap(Name name, String label, Name terrain, SquareRef first, SquareRef last, Name fallback,
            List<LayerDefault> defaults, List<MapSquares> groups, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitSquareMap(this);
        }
    }

    /** One item of a notation segment: fixed text, or a typed field. */
    sealed interface PatternItem {
        Span span();
    }

    record Literal(String text, Span span) implements PatternItem {}

    record PatternField(Name name, TypeRef type) implements PatternItem {
        @Override
        public Span span() {
            return name.span();
        }
    }

    /** The items between two {@code /}. */
    record Segment(List<PatternItem> items, Span span) {}

    /** One line format of a notation. */
    record Format(Name name, String label, List<Segment> segments, Meta meta) {
        public List<PatternField> fields() {
            return segments.stream().flatMap(s -> s.items().stream())
                    .filter(i -> i instanceof PatternField).map(i -> (PatternField) i).toList();
        }
    }

    /** {@code symbol Result.no_effect "−", "-"}: how a member is written; the first is canonical. */
    record Spelling(Name enumName, Name member, List<String> texts, Span span) {}

    record Notation(Name name, String label, List<Spelling> spellings, List<Format> formats, Meta meta)
            implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitNotation(this);
        }
    }

    /** Test declarations. */
    sealed interface Assertion {
        Span span();
    }

    /**
     * {@code expect shots(…) done by 3 with 11/36} ({@code by} 3), or {@code expect shots(…) steps 6}
     * ({@code by} null: the expected number of steps; a denominator of 0 is never written).
     */
    record ExpectChain(Expr.Call call, Integer by, long numerator, long denominator, Span span) implements Assertion {}

    /**
     * A chain: a question about repeated checks, not a rule. The int {@code state} starts at
     * {@code start} and stays within {@code lo..hi}; each step calls the check {@code each} (its
     * arguments may read the state) and moves to {@code next}, which reads the state and the
     * check's outcome ({@code success}, {@code roll}, pools, follow-up rolls and outputs by name),
     * until {@code done} holds; the odds are reported for steps 1..{@code steps}.
     */
    record Chain(Name name, String label, List<Param> params, Name state, int lo, int hi, Expr start,
            Expr.Call each, Expr next, Expr done, int steps, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitChain(this);
        }
    }

    record ExpectTrue(Expr condition, Span span) implements Assertion {}

    record ExpectValid(Expr build, Span span) implements Assertion {}

    /** {@code expect reach_of(bow, false) is refused}: evaluating it is a rule violation. */
    record ExpectRefused(Expr expr, Span span) implements Assertion {}

    /**
     * {@code expect life_status comatose since 3 on damaged(caused_coma: true) at turn 3 => comatose}:
     * one transition of a status from a given state (and, for a status with fields, given values);
     * the event and its values are written like a call; {@code to} is null when the rules must
     * refuse it ({@code is refused}).
     */
    record ExpectTransition(Name status, Name from, Expr since, List<Expr.FieldValue> with, Expr.Call event, Expr at,
            Name to, List<Expr.FieldValue> then, Span span) implements Assertion {}

    record ExpectViolates(Expr build, List<Name> rules, Span span) implements Assertion {}

    /**
     * What a rigged roll must produce: kind is success, failure, grade, noroll, output or grades
     * ({@code grades [fatal, clean]}: every grade that applied, in {@code set}) or order
     * ({@code order [2, 1, 3]}: the actors' positions in the order, in {@code value}).
     */
    record OutcomeExpect(String kind, Name name, Expr value, List<Name> set, Span span) {
        public OutcomeExpect(String kind, Name name, Expr value, Span span) {
            this(kind, name, value, null, span);
        }
    }

    record ExpectRoll(Expr.Call call, List<Expr> faces, List<OutcomeExpect> outcomes, Span span)
            implements Assertion {}

    /** {@code expect moves parses "W / 2 / 0908" as walk { steps: 2, dest: hex"0908" }}. */
    record ExpectParses(Name notation, String text, Name format, List<Expr.FieldValue> fields, Span span)
            implements Assertion {}

    /** {@code expect moves formats walk { … } as "W / 2 / 0908"}. */
    record ExpectFormats(Name notation, Name format, List<Expr.FieldValue> fields, String text, Span span)
            implements Assertion {}

    /** {@code expect moves rejects "W / 2 / 09O8" at column 9}. */
    record ExpectRejects(Name notation, String text, long column, Span span) implements Assertion {}

    record Example(Name name, String title, List<Assertion> assertions, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitExample(this);
        }
    }

    /** A forall variable ranges over lo..hi (type null) or over every value of a type. */
    record Binder(Name name, Long lo, Long hi, TypeRef type) {}

    record Forall(Name name, String title, List<Binder> binders, List<Assertion> assertions, Meta meta)
            implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitForall(this);
        }
    }

    /** One outcome and its probability; {@code set} is non-null for a set of grades ({@code [fatal, clean] 1/50}). */
    record GradeProbability(Name grade, List<Name> set, long numerator, long denominator, Span span) {}

    /** One row of a probabilities block; {@code output} is null when it pins outcomes (grades). */
    record ProbabilityRow(Expr.Call call, Name output, List<GradeProbability> grades, Span span) {}

    record Probabilities(Name name, String title, List<ProbabilityRow> rows, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitProbabilities(this);
        }
    }

    /**
     * {@code part movement "キャラクターの行動 > 移動"}: the declarations after it in its file, up to
     * the next part, form one class of the generated engine ({@code <Main>Movement}).
     *
     * @param label the heading it stands for, or null
     */
    record Part(Name name, String label, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitPart(this);
        }
    }

    record Omit(Name name, String what, String reason, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitOmit(this);
        }
    }

    /** {@code game duel "…" { piece …  act …  end when … }}: a game's state and actions ({@link Play}). */
    record Game(Name name, String label, Play play, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitGame(this);
        }
    }

    /**
     * {@code board play_table "卓上": 180cm by 120cm grid 5cm borders zoc_radius}: an open table
     * for a {@code space continuous} game, and the candidate points self-play chooses among.
     */
    record TableBoard(Name name, String label, Expr width, Expr height, Expr grid, Expr border, Meta meta)
            implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitTableBoard(this);
        }
    }

    /** House rules: {@code replace <declaration>} swaps the base declaration of the same name. */
    record Replace(Decl replacement, Span span) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitReplace(this);
        }

        @Override
        public Name name() {
            return replacement.name();
        }

        @Override
        public Meta meta() {
            return replacement.meta();
        }
    }

    /** House rules: {@code remove <name>} drops a base declaration. */
    record Remove(Name name, Meta meta) implements Decl {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.visitRemove(this);
        }
    }
}
