package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** Checks every rule declaration (tables are in {@link TableChecker}). */
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
            if (decl instanceof Decl.Const c) {
                Type t = exprs.resolve(c.type());
                exprs.expect(c.value(), Scope.root(), t, "constant `" + c.name().text() + "`");
            } else if (decl instanceof Decl.Kind k) {
                kind(k);
            } else if (decl instanceof Decl.Entries e) {
                entries(e);
            } else if (decl instanceof Decl.Table t) {
                new TableChecker(model, reporter, exprs).check(t);
            } else if (decl instanceof Decl.Formula f) {
                Scope scope = params(f.params());
                Type result = exprs.resolve(f.result());
                exprs.expect(f.body(), scope, result, "the value of `" + f.name().text() + "`");
            } else if (decl instanceof Decl.Check c) {
                check(c);
            } else if (decl instanceof Decl.Order o) {
                order(o);
            } else if (decl instanceof Decl.ActionFields && model.actionKind != null
                    && model.actionKind.name() == decl.name()) {
                // the actions' properties: checked like a kind and its entries
                kind(model.actionKind);
                entries(new Decl.Entries(new Name("entries of Action", decl.name().span()), decl.name(),
                        model.entries.getOrDefault(model.actionKind, List.of()), org.rulesc.compiler.ast.Meta.EMPTY));
            } else if (decl instanceof Decl.Modifiers m) {
                Scope scope = params(m.params());
                unique(m.terms().stream().map(Decl.ModifierTerm::name).toList(), "modifier");
                for (Decl.ModifierTerm term : m.terms()) {
                    exprs.expect(term.value(), scope, Prim.INT, "modifier `" + term.name().text() + "`");
                    if (term.condition() != null) {
                        exprs.expect(term.condition(), scope, Prim.BOOL, "the condition of `" + term.name().text() + "`");
                    }
                }
            } else if (decl instanceof Decl.Sequence s) {
                sequence(s);
            } else if (decl instanceof Decl.Status s) {
                status(s);
            } else if (decl instanceof Decl.Limit l) {
                if (l.max() < 1) {
                    reporter.error(l.name().span(), "a limit must allow at least one use", null);
                }
                if (l.owner() != null) {
                    Decl owner = model.symbols.lookup(l.owner().text());
                    usage.use(owner);
                    if (!(owner instanceof Decl.Kind || owner instanceof Decl.Enum)) {
                        reporter.error(l.owner().span(), "a limit counts per entry of a kind or per member of an enum, not `"
                                + l.owner().text() + "`", Suggestions.didYouMean(l.owner().text(), model.symbols.named
                                .entrySet().stream().filter(e -> e.getValue() instanceof Decl.Kind
                                        || e.getValue() instanceof Decl.Enum).map(java.util.Map.Entry::getKey).toList()));
                    }
                }
            } else if (decl instanceof Decl.Build b) {
                build(b);
            } else if (decl instanceof Decl.HexMap m) {
                map(m);
            } else if (decl instanceof Decl.Layers l) {
                layers(l);
            } else if (decl instanceof Decl.SquareMap m) {
                new SquareMapChecker(model, reporter, exprs, usage).check(m);
            } else if (decl instanceof Decl.Notation n) {
                new NotationChecker(model, reporter, exprs).check(n);
            }
        }
    }

    Scope params(List<Decl.Param> params) {
        Scope scope = Scope.root().child();
        unique(params.stream().map(Decl.Param::name).toList(), "parameter");
        for (Decl.Param p : params) {
            scope.put(p.name().text(), exprs.resolve(p.type()));
        }
        return scope;
    }

    private void kind(Decl.Kind k) {
        unique(k.fields().stream().map(Decl.FieldDecl::name).toList(), "field");
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
                    reporter.error(fv.name().span(), "`" + kind.name().text() + "` has no field `"
                            + fv.name().text() + "`", Suggestions.didYouMean(fv.name().text(),
                            kind.fields().stream().map(f -> f.name().text()).toList()));
                    continue;
                }
                if (!given.add(fv.name().text())) {
                    reporter.error(fv.name().span(), "field `" + fv.name().text() + "` is given twice", null);
                }
                exprs.expect(fv.value(), Scope.root(), exprs.resolve(field.type()),
                        "field `" + fv.name().text() + "` of `" + entry.name().text() + "`");
            }
            List<String> missing = kind.fields().stream()
                    .filter(f -> f.defaultValue() == null && !given.contains(f.name().text()))
                    .map(f -> f.name().text()).toList();
            if (!missing.isEmpty()) {
                reporter.error(entry.name().span(), "entry `" + entry.name().text() + "` is missing "
                        + String.join(", ", missing), "every field without a default must be given");
            }
        }
    }

    private void check(Decl.Check c) {
        Scope scope = params(c.params());
        for (Decl.Pool pool : c.pools()) {
            if (pool.dice().count() != null) {
                exprs.expect(pool.dice().count(), scope, Prim.INT, "the number of dice");
            }
        }
        long maxFace = c.dice().sides() * Math.max(1, c.dice().fixedCount());
        long minFace = c.dice().count() != null ? 0 : c.dice().fixedCount();
        Scope body = scope.child();
        if (c.pooled()) {
            pools(c, scope);
            c.pools().forEach(p -> body.put(p.name().text(), Prim.INT));
        }
        body.put("roll", Prim.INT); // in a pooled check a stray `roll` is reported once, by pools()
        int successes = 0;
        for (Decl.CheckItem item : c.items()) {
            if (item instanceof Decl.CheckLet l) {
                body.put(l.name().text(), exprs.check(l.value(), body));
            } else if (item instanceof Decl.CheckAutomatic a) {
                exprs.expect(a.condition(), body, Prim.BOOL, "an automatic-result condition");
                if (a.rollAnyway() && !readsDice(c)) {
                    reporter.warning(a.condition().span(), "`roll anyway` rolls dice that no grade or output of `"
                            + c.name().text() + "` reads", "drop `, roll anyway`: the result is decided without them");
                }
            } else if (item instanceof Decl.CheckFaces f) {
                if (c.pooled()) {
                    reporter.error(f.faces().get(0).span(), "`always … on` faces need a single unnamed roll, but `"
                            + c.name().text() + "` rolls pools " + poolNames(c),
                            "write the faces into `success when`, e.g. success when " + c.pools().get(0).variable()
                                    + " == 1 || …");
                    continue;
                }
                for (Decl.FaceRange face : f.faces()) {
                    if (c.dice().count() == null && (face.lo() < minFace || face.hi() > maxFace || face.hi() < face.lo())) {
                        reporter.error(face.span(), "face " + (face.lo() == face.hi() ? face.lo() : face.lo() + ".."
                                + face.hi()) + " cannot come up on " + diceText(c.dice()),
                                "possible rolls are " + minFace + ".." + maxFace);
                    }
                }
            } else if (item instanceof Decl.CheckSuccess s) {
                successes++;
                if (successes > 1) {
                    reporter.error(s.condition().span(), "a check has one `success when`", "combine them with `or`");
                }
                exprs.expect(s.condition(), body, Prim.BOOL, "the success condition");
            }
        }
        if (successes == 0) {
            // a total: every roll counts, nothing can succeed or fail
            for (Decl.CheckItem item : c.items()) {
                org.rulesc.compiler.ast.Span at = item instanceof Decl.CheckAutomatic a ? a.condition().span()
                        : item instanceof Decl.CheckFaces f ? f.faces().get(0).span() : null;
                if (at != null) {
                    reporter.error(at, "check `" + c.name().text()
                            + "` has no `success when`: it is a total, so nothing can make it succeed or fail",
                            "add `success when …`, or remove the `always` line");
                }
            }
            for (Decl.CheckItem item : c.items()) {
                Expr e = item instanceof Decl.Grade g ? g.condition() : item instanceof Decl.Output o ? o.value()
                        : item instanceof Decl.FollowUp f ? f.condition() : null;
                if (e != null) {
                    Cycles.walk(e, x -> {
                        if (x instanceof Expr.NameRef n && n.name().text().equals("success")) {
                            reporter.error(n.span(), "check `" + c.name().text() + "` has no `success`: without "
                                    + "`success when` it is a total, and every roll counts",
                                    "add `success when …` to the check, or use the roll itself");
                        }
                    });
                }
            }
        }
        body.put("success", Prim.BOOL); // also in a total, so a stray `success` is reported once
        List<Name> outcomeNames = new ArrayList<>();
        if (c.pooled()) {
            // duplicate pools are reported by pools(): count each name once here
            c.pools().stream().filter(p -> outcomeNames.stream().noneMatch(n -> n.text().equals(p.variable())))
                    .forEach(p -> outcomeNames.add(p.name()));
        }
        for (Decl.FollowUp f : c.followUps()) {
            // rolled after success is decided: sees success and the rolls before it
            outcomeNames.add(f.name());
            if (List.of("roll", "success").contains(f.name().text()) || scope.find(f.name().text()) != null
                    || c.pools().stream().anyMatch(p -> p.variable().equals(f.name().text()))) {
                reporter.error(f.name().span(), "the follow-up roll `" + f.name().text()
                        + "` would hide another name of the check", "name it after what it counts, e.g. removed");
            }
            if (f.dice().count() != null) {
                exprs.expect(f.dice().count(), body, Prim.INT, "the number of dice");
            }
            if (f.condition() != null) {
                exprs.expect(f.condition(), body, Prim.BOOL, "the condition of roll `" + f.name().text() + "`");
            }
            body.put(f.name().text(), Prim.INT);
        }
        for (Decl.CheckItem item : c.items()) {
            if (item instanceof Decl.Grade g) {
                outcomeNames.add(g.name());
                if (g.name().text().equals("success") || g.name().text().equals("failure")) {
                    reporter.error(g.name().span(), "`" + g.name().text() + "` is already an outcome of every check",
                            "name the grade after what it means, e.g. critical");
                }
                exprs.expect(g.condition(), body, Prim.BOOL, "the condition of grade `" + g.name().text() + "`");
            } else if (item instanceof Decl.Output o) {
                outcomeNames.add(o.name());
                Type t = exprs.resolve(o.type());
                exprs.expect(o.value(), body, t, "output `" + o.name().text() + "`");
            }
        }
        unique(outcomeNames, c.pooled() || !c.followUps().isEmpty() ? "roll, grade or output" : "grade or output");
        List<Decl.GradeChoice> choices = c.items().stream().filter(i -> i instanceof Decl.GradeChoice)
                .map(i -> (Decl.GradeChoice) i).toList();
        long grades = c.items().stream().filter(i -> i instanceof Decl.Grade).count();
        if (choices.size() > 1) {
            reporter.error(choices.get(1).span(), "`grades chosen by player` is written twice", "once is enough");
        }
        if (!choices.isEmpty() && grades < 2) {
            reporter.error(choices.get(0).span(), "check `" + c.name().text() + "` has " + grades
                    + " grade" + (grades == 1 ? "" : "s") + ": there is nothing to choose between",
                    "the player chooses when two or more grades apply at once; remove this line or add the grades");
        }
    }

    private void order(Decl.Order o) {
        Scope scope = params(o.params());
        if (o.params().isEmpty()) {
            reporter.error(o.name().span(), "order `" + o.name().text() + "` has no parameters: nothing tells its actors apart",
                    "give each actor's own values, e.g. (agility: int), or a name: (who: text)");
        }
        if (o.dice() != null && o.dice().count() != null) {
            reporter.error(o.dice().span(), "an order rolls a fixed number of dice for each actor", "write d100 or 2d6");
        }
        scope.put("roll", Prim.INT); // without dice, a `roll` is reported below, once
        boolean rolledBefore = false;
        boolean anyRolled = false;
        for (Decl.OrderKey key : o.keys()) {
            if (rolledBefore) {
                reporter.warning(key.key().span(), "this key never decides anything: actors tied on the rolled key "
                        + "before it roll again until they differ", "put the rolled key last");
            }
            exprs.expect(key.key(), scope, Prim.INT, "a key of order `" + o.name().text() + "`");
            boolean rolled = rolled(key);
            if (rolled && o.dice() == null) {
                reporter.error(key.key().span(), "order `" + o.name().text() + "` rolls no dice, so `roll` is not defined",
                        "say what it rolls after the parameters: order " + o.name().text() + " (…) roll d100 { … }");
            } else if (rolled && o.dice().sides() < 2) {
                reporter.error(o.dice().span(), "ties on a roll of " + diceText(o.dice())
                        + " could never break", "roll a die with at least two faces");
            }
            rolledBefore |= rolled;
            anyRolled |= rolled;
        }
        if (o.dice() != null && !anyRolled) {
            reporter.warning(o.dice().span(), "order `" + o.name().text() + "` rolls " + diceText(o.dice())
                    + " but no key reads `roll`", "remove `roll " + diceText(o.dice()) + "`, or use `roll` in a key");
        }
    }

    /** Whether an order's key reads the roll. */
    static boolean rolled(Decl.OrderKey key) {
        boolean[] rolled = {false};
        Cycles.walk(key.key(), x -> rolled[0] |= x instanceof Expr.NameRef n && n.name().text().equals("roll"));
        return rolled[0];
    }

    /** Named pools: unique, not clashing with parameters, and `roll` no longer means anything. */
    private void pools(Decl.Check c, Scope params) {
        unique(c.pools().stream().map(Decl.Pool::name).toList(), "pool");
        for (Decl.Pool pool : c.pools()) {
            String n = pool.name().text();
            if (n.equals("roll") || n.equals("success")) {
                reporter.error(pool.name().span(), "a pool cannot be called `" + n + "`",
                        "name it after whose dice it is, e.g. atk or tgt");
            } else if (params.find(n) != null) {
                reporter.error(pool.name().span(), "pool `" + n + "` hides the parameter of the same name",
                        "give the pool another name");
            }
        }
        for (Decl.CheckItem item : c.items()) {
            for (Expr e : itemExprs(item)) {
                Cycles.walk(e, x -> {
                    if (x instanceof Expr.NameRef n && n.name().text().equals("roll")) {
                        reporter.error(n.span(), "`" + c.name().text() + "` rolls pools " + poolNames(c)
                                + ", so `roll` is not defined", "name the pool whose sum you mean: "
                                + String.join(" or ", c.pools().stream().map(Decl.Pool::variable).toList()));
                    }
                });
            }
        }
    }

    /** Whether a grade or an output of the check reads a pool's sum. */
    private static boolean readsDice(Decl.Check c) {
        List<String> pools = c.pools().stream().map(Decl.Pool::variable).toList();
        boolean[] reads = {false};
        for (Decl.CheckItem item : c.items()) {
            if (item instanceof Decl.Grade || item instanceof Decl.Output || item instanceof Decl.CheckLet
                    || item instanceof Decl.FollowUp) {
                for (Expr e : itemExprs(item)) {
                    Cycles.walk(e, x -> reads[0] |= x instanceof Expr.NameRef n && pools.contains(n.name().text()));
                }
            }
        }
        return reads[0];
    }

    private static String poolNames(Decl.Check c) {
        return String.join(", ", c.pools().stream().map(Decl.Pool::variable).toList());
    }

    /** The expressions of one item of a check. */
    static List<Expr> itemExprs(Decl.CheckItem item) {
        if (item instanceof Decl.CheckLet l) {
            return List.of(l.value());
        } else if (item instanceof Decl.CheckAutomatic a) {
            return List.of(a.condition());
        } else if (item instanceof Decl.CheckSuccess s) {
            return List.of(s.condition());
        } else if (item instanceof Decl.Grade g) {
            return List.of(g.condition());
        } else if (item instanceof Decl.Output o) {
            return List.of(o.value());
        } else if (item instanceof Decl.FollowUp f) {
            List<Expr> out = new ArrayList<>();
            if (f.condition() != null) {
                out.add(f.condition());
            }
            if (f.dice().count() != null) {
                out.add(f.dice().count());
            }
            return out;
        }
        return List.of();
    }

    /** {@code atk: (n)d6, tgt: d6} */
    static String poolsText(Decl.Check c) {
        return String.join(", ", c.pools().stream().map(p -> (p.name() == null ? "" : p.name().text() + ": ")
                + diceText(p.dice())).toList());
    }

    static String diceText(Decl.DiceSpec dice) {
        return dice.count() != null ? "a pool of d" + dice.sides()
                : (dice.fixedCount() == 1 ? "" : dice.fixedCount()) + "d" + dice.sides();
    }

    private void sequence(Decl.Sequence s) {
        List<String> sides = new ArrayList<>(s.sides().stream().map(x -> x.name().text()).toList());
        List<Name> sidesAndRoles = new ArrayList<>(s.sides().stream().map(Decl.Side::name).toList());
        sidesAndRoles.addAll(s.roles().stream().map(Decl.Side::name).toList());
        unique(sidesAndRoles, "side or role");
        unique(s.flags().stream().map(Decl.Side::name).toList(), "flag");
        for (Decl.Side flag : s.flags()) {
            if (flag.name().text().equals("turn")) {
                reporter.error(flag.name().span(), "a flag cannot be called `turn`", "name it after the question it answers");
            }
        }
        if (!s.roles().isEmpty() && s.sides().isEmpty()) {
            reporter.error(s.roles().get(0).name().span(), "a role is played by one of the sides, but `"
                    + s.name().text() + "` has none", "declare them: sides first \"…\", second \"…\"");
        }
        sides.addAll(s.roles().stream().map(r -> r.name().text()).toList());
        unique(s.phases().stream().map(Decl.Phase::name).toList(), "phase");
        unique(s.triggers().stream().map(Decl.Trigger::name).toList(), "trigger");
        if (s.phases().isEmpty()) {
            reporter.error(s.name().span(), "sequence `" + s.name().text() + "` has no phases", null);
        }
        List<String> phases = s.phases().stream().map(p -> p.name().text()).toList();
        for (Decl.Phase p : s.phases()) {
            if (p.side() != null && !sides.contains(p.side().text())) {
                reporter.error(p.side().span(), "unknown side `" + p.side().text() + "`",
                        sides.isEmpty() ? "declare them: sides first \"…\", second \"…\""
                                : Suggestions.didYouMean(p.side().text(), sides));
            }
            if (p.each() != null) {
                Decl sub = model.symbols.lookup(p.each().text());
                if (!(sub instanceof Decl.Sequence)) {
                    reporter.error(p.each().span(), "unknown sequence `" + p.each().text() + "`",
                            Words.hintOr(Suggestions.didYouMean(p.each().text(), model.all(Decl.Sequence.class).stream()
                                    .map(x -> x.name().text()).toList()), "`each` runs another sequence once per actor"));
                } else if (runsItself((Decl.Sequence) sub, s, new HashSet<>())) {
                    reporter.error(p.each().span(), "sequence `" + s.name().text() + "` would run inside itself through `"
                            + p.each().text() + "`", "a sequence run in a phase must not run the one it is in");
                }
            }
            for (Name action : p.actions()) {
                Decl decl = model.symbols.lookup(action.text());
                if (decl instanceof Decl.Action) {
                    usage.use(decl);
                } else {
                    reporter.error(action.span(), "unknown action `" + action.text() + "`",
                            Suggestions.didYouMean(action.text(), model.all(Decl.Action.class).stream()
                                    .map(a -> a.name().text()).toList()));
                }
            }
            if (p.condition() != null) {
                Scope scope = Scope.root().with("turn", Prim.INT);
                for (Decl.Side flag : s.flags()) {
                    scope.put(flag.name().text(), Prim.BOOL);
                }
                exprs.expect(p.condition(), scope, Prim.BOOL, "the condition of phase `" + p.name().text() + "`");
            }
        }
        for (Decl.Trigger t : s.triggers()) {
            if (!t.target().text().equals("turn") && !phases.contains(t.target().text())) {
                reporter.error(t.target().span(), "a trigger fires at the start or end of `turn` or of a phase, not `"
                        + t.target().text() + "`", Suggestions.didYouMean(t.target().text(), phases));
            }
            if (t.status() != null) {
                firedEvent(t);
            }
        }
        if (s.turns() != null && s.turns() < 1) {
            reporter.error(s.name().span(), "a game needs at least one turn", null);
        }
    }

    /** Whether {@code from} runs {@code target} (or itself) through `each`, directly or deeper. */
    private boolean runsItself(Decl.Sequence from, Decl.Sequence target, Set<String> seen) {
        if (from == target) {
            return true;
        }
        if (!seen.add(from.name().text())) {
            return false;
        }
        for (Decl.Phase p : from.phases()) {
            if (p.each() != null && model.symbols.lookup(p.each().text()) instanceof Decl.Sequence next
                    && runsItself(next, target, seen)) {
                return true;
            }
        }
        return false;
    }

    /** {@code fires posture.own_turn_start}: an event of a declared status. */
    private void firedEvent(Decl.Trigger t) {
        Decl decl = model.symbols.lookup(t.status().text());
        if (!(decl instanceof Decl.Status status)) {
            reporter.error(t.status().span(), "unknown status `" + t.status().text() + "`",
                    Suggestions.didYouMean(t.status().text(), model.all(Decl.Status.class).stream()
                            .map(x -> x.name().text()).toList()));
            return;
        }
        usage.use(status);
        List<String> events = status.transitions().stream().map(x -> x.event().text()).distinct().toList();
        if (!events.contains(t.event().text())) {
            reporter.error(t.event().span(), "status `" + status.name().text() + "` has no event `" + t.event().text() + "`",
                    Words.hintOr(Suggestions.didYouMean(t.event().text(), events), "its events: " + String.join(", ", events)));
        } else if (!status.params(t.event().text()).isEmpty()) {
            reporter.error(t.event().span(), "event `" + t.event().text() + "` carries values ("
                    + Words.describe(status.params(t.event().text())) + "), which a trigger cannot give",
                    "fire an event without values, and let the handler send this one");
        }
    }

    private void status(Decl.Status s) {
        unique(s.states().stream().map(Decl.State::name).toList(), "state");
        unique(s.events().stream().map(Decl.StatusEvent::name).toList(), "event");
        unique(s.fields().stream().map(Decl.StatusField::name).toList(), "field");
        List<String> states = s.states().stream().map(x -> x.name().text()).toList();
        // fields: their start values are constants of their type; `turn` and `since` are built in
        Scope fields = Scope.root().child();
        for (Decl.StatusField f : s.fields()) {
            Type t = exprs.resolve(f.type());
            if (List.of("turn", "since", "state").contains(f.name().text())) {
                reporter.error(f.name().span(), "`" + f.name().text() + "` is already a value of every status",
                        "`turn` is the turn of the event, `since` the turn the state began; name the field otherwise");
            }
            exprs.expect(f.initial(), Scope.root(), t, "the start value of `" + f.name().text() + "`");
            fields.put(f.name().text(), t);
        }
        for (Decl.StatusEvent e : s.events()) {
            params(e.params()); // resolves the types, reports duplicates
            e.params().forEach(p -> {
                if (fields.find(p.name().text()) != null || List.of("turn", "since").contains(p.name().text())) {
                    reporter.error(p.name().span(), "`" + p.name().text() + "` hides a value of the status",
                            "give the event's value another name");
                }
            });
        }
        fields.put("turn", Prim.INT);
        fields.put("since", Prim.INT);
        java.util.Map<String, Decl.Transition> unguarded = new java.util.HashMap<>();
        for (Decl.Transition t : s.transitions()) {
            for (Name n : t.from() == null ? List.of(t.to()) : List.of(t.from(), t.to())) {
                if (!states.contains(n.text())) {
                    reporter.error(n.span(), "unknown state `" + n.text() + "`", Suggestions.didYouMean(n.text(), states));
                }
            }
            String from = t.from() == null ? "*" : t.from().text();
            Decl.Transition earlier = unguarded.get(from + " " + t.event().text());
            if (earlier != null) {
                reporter.error(t.event().span(), (t.from() == null ? "`*`" : "state `" + from + "`")
                        + " already has a transition on `" + t.event().text() + "` without `when` (line "
                        + earlier.span().line() + "), so this one never applies",
                        "a status is deterministic: guard the earlier one with `when …`, or remove this one");
            } else if (t.guard() == null) {
                unguarded.put(from + " " + t.event().text(), t);
            }
            Scope scope = fields.child();
            for (Decl.Param p : s.params(t.event().text())) {
                scope.put(p.name().text(), exprs.resolveQuietly(p.type()));
            }
            if (t.guard() != null) {
                exprs.expect(t.guard(), scope, Prim.BOOL, "the condition of this transition");
            }
            List<String> set = new ArrayList<>();
            for (Expr.FieldValue fv : t.sets()) {
                Decl.StatusField field = s.fields().stream().filter(f -> f.name().text().equals(fv.name().text()))
                        .findFirst().orElse(null);
                if (field == null) {
                    reporter.error(fv.name().span(), "status `" + s.name().text() + "` has no field `" + fv.name().text() + "`",
                            Words.hintOr(Suggestions.didYouMean(fv.name().text(), s.fields().stream()
                                    .map(f -> f.name().text()).toList()), "declare it: field " + fv.name().text() + ": int = 0"));
                    exprs.check(fv.value(), scope);
                    continue;
                }
                if (set.contains(fv.name().text())) {
                    reporter.error(fv.name().span(), "field `" + fv.name().text() + "` is set twice", null);
                }
                set.add(fv.name().text());
                exprs.expect(fv.value(), scope, exprs.resolveQuietly(field.type()), "the new `" + fv.name().text() + "`");
            }
        }
        for (Decl.StatusEvent e : s.events()) {
            if (s.transitions().stream().noneMatch(t -> t.event().text().equals(e.name().text()))) {
                reporter.warning(e.name().span(), "event `" + e.name().text() + "` leads nowhere: no transition uses it",
                        "add a transition `… on " + e.name().text() + "`, or remove the event");
            }
        }
    }

    private void map(Decl.HexMap m) {
        Type terrain = exprs.resolve(new org.rulesc.compiler.ast.TypeRef.Named(m.terrain()));
        if (!HexSpaces.require(model, reporter, m.name().span(), "map `" + m.name().text() + "`")) {
            return;
        }
        Decl.Enum en = terrain instanceof Type.EnumType e ? e.decl() : null;
        if (en == null && !(terrain instanceof Type.Error)) {
            reporter.error(m.terrain().span(), "a map's terrain is an enum, not " + terrain.show(),
                    "declare `enum Terrain { open, building }` and write `map " + m.name().text() + ": Terrain {…}`");
        }
        if (m.first() == null) {
            reporter.error(m.name().span(), "map `" + m.name().text() + "` has no area",
                    "add `area 0101..1612`: the corner hexes with the smallest and the largest column and row");
            return;
        }
        org.rulesc.runtime.HexGrid.Hex first = HexSpaces.label(model, reporter, m.first().text(), m.first().span());
        org.rulesc.runtime.HexGrid.Hex last = HexSpaces.label(model, reporter, m.last().text(), m.last().span());
        if (first != null && last != null && (first.col() > last.col() || first.row() > last.row())) {
            reporter.error(m.last().span(), "area " + m.first().text() + ".." + m.last().text() + " is empty",
                    "write the corner with the smallest column and row first");
            first = null;
        }
        if (en != null && m.fallback() != null) {
            member(en, m.fallback());
        }
        java.util.Map<org.rulesc.runtime.HexGrid.Hex, Decl.HexLabel> seen = new java.util.HashMap<>();
        for (Decl.MapHexes group : m.groups()) {
            if (en != null) {
                member(en, group.terrain());
            }
            for (Decl.HexLabel label : group.hexes()) {
                org.rulesc.runtime.HexGrid.Hex h = HexSpaces.label(model, reporter, label.text(), label.span());
                if (h == null) {
                    continue;
                }
                if (first != null && last != null && (h.col() < first.col() || h.col() > last.col()
                        || h.row() < first.row() || h.row() > last.row())) {
                    reporter.error(label.span(), "hex " + label.text() + " is outside the area "
                            + m.first().text() + ".." + m.last().text() + " of map `" + m.name().text() + "`", null);
                }
                Decl.HexLabel previous = seen.putIfAbsent(h, label);
                if (previous != null) {
                    reporter.error(label.span(), "hex " + label.text() + " is listed twice",
                            "the first is at line " + previous.span().line() + "; a hex has one terrain");
                }
            }
        }
    }

    private void layers(Decl.Layers l) {
        unique(l.layers().stream().map(Decl.Layer::name).toList(), "layer");
        if (l.layers().isEmpty()) {
            reporter.error(l.name().span(), "layers `" + l.name().text() + "` has no layers",
                    "add one per kind of data a square carries, like `ground: Ground = flat`");
        }
        for (Decl.Layer layer : l.layers()) {
            Type t = exprs.resolve(layer.type());
            if (!(t instanceof Type.EnumType || t == Prim.INT || t == Prim.BOOL || t instanceof Type.Error)) {
                reporter.error(layer.type().span(), "a layer holds an enum, an int or a bool, not " + t.show(), null);
                continue;
            }
            exprs.expect(layer.fallback(), Scope.root(), t, "the default of layer `" + layer.name().text() + "`");
        }
    }

    private void member(Decl.Enum en, Name member) {
        if (en.members().stream().noneMatch(x -> x.name().text().equals(member.text()))) {
            reporter.error(member.span(), "`" + member.text() + "` is not a member of `" + en.name().text() + "`",
                    Suggestions.didYouMean(member.text(), en.members().stream().map(x -> x.name().text()).toList()));
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
        unique(names, "field");
        unique(b.rules().stream().map(Decl.BuildRule::name).toList(), "rule");
        for (Decl.Derive d : b.derives()) {
            exprs.expect(d.value(), scope, exprs.resolve(d.type()), "derived `" + d.name().text() + "`");
        }
        for (Decl.BuildRule r : b.rules()) {
            exprs.expect(r.condition(), scope, Prim.BOOL, "rule `" + r.name().text() + "`");
        }
    }

    private void unique(List<Name> names, String what) {
        List<Name> seen = new ArrayList<>();
        for (Name n : names) {
            Name previous = seen.stream().filter(x -> x.text().equals(n.text())).findFirst().orElse(null);
            if (previous != null) {
                reporter.error(n.span(), "duplicate " + what + " `" + n.text() + "`",
                        "the first is at line " + previous.span().line());
            } else {
                seen.add(n);
            }
        }
    }
}
