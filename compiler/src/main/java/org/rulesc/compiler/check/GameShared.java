package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;

/**
 * A game's own state ({@code state table { weapons: list<Weapon> = [] }}): fields that belong to
 * no piece, such as the weapons lying on the table. Like the piece's state it becomes a build type,
 * so that {@code table.weapons} is checked like any field; unlike it, no setup line gives a field,
 * so each has an initial value, which sees the board, the scenery and the fields before it.
 */
final class GameShared {
    /** The names the game already gives in its expressions: the state would hide them or be hidden. */
    private static final Set<String> TAKEN = Set.of("pieces", "turn", "board", "self", "enemies", "others", "side");

    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;

    GameShared(Model model, Reporter reporter, ExprChecker exprs) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
    }

    /**
     * Checks the game's {@code state} (a second one is refused, not merged) and links it to the
     * game ({@code links.shared}); null when it has none or its name is taken.
     *
     * @param scenery the game's scenery lists, by name (initial values may read them)
     * @param boardType the type of {@code board} (null: no map)
     */
    Decl.Build check(Decl.Game g, PlayModel pm, Map<String, Type> scenery, Type boardType) {
        List<Play.Shared> all = g.play().shared();
        if (all.isEmpty()) {
            return null;
        }
        Play.Shared shared = all.get(0);
        for (Play.Shared again : all.subList(1, all.size())) {
            reporter.report(Code.GAME_SHARED_TWICE, again.name().span(), g.name().text(), shared.name().text(),
                    again.name().text()).related(shared.name().span(), "the first `state` is here");
        }
        String name = shared.name().text();
        if (TAKEN.contains(name) || scenery.containsKey(name)) {
            reporter.report(Code.GAME_SHARED_NAME, shared.name().span(), name,
                    scenery.containsKey(name) ? "a scenery of the game" : "a name every game gives (`" + name + "`)");
            return null;
        }
        Scope scope = Scope.root().child();
        scenery.forEach(scope::put);
        if (boardType != null) {
            scope.put("board", boardType);
        }
        List<Name> names = new ArrayList<>();
        List<Decl.BuildField> fields = new ArrayList<>();
        for (Play.PieceField f : shared.fields()) {
            names.add(f.name());
            Type t = exprs.resolve(f.type());
            if (t instanceof Type.ListType l && !PieceLists.holds(l.element())) {
                reporter.report(Code.GAME_LIST_FIELD, f.type().span(), f.name().text(), t.show());
            }
            if (f.initial() == null) {
                reporter.report(Code.GAME_SHARED_INITIAL, f.name().span(), f.name().text(), name);
            } else {
                exprs.expect(f.initial(), scope, t, "the initial value of `" + name + "." + f.name().text() + "`");
            }
            scope.put(f.name().text(), t);
            fields.add(new Decl.BuildField(f.name(), f.label(), f.type()));
        }
        DeclChecker.unique(reporter, names, "field");
        // a value, not a type: it is not entered among the rulebook's names, but may not hide one
        Decl previous = model.symbols.lookup(name);
        if (previous != null) {
            reporter.report(Code.DUPLICATE_DECLARATION, shared.name().span(), "name", name,
                    previous.name().span().line()).related(previous.name().span(), "the first `" + name + "` is here");
            return null;
        }
        // its record class is named after it (`state ground`: GroundState), apart from the rulebook's types
        Name type = new Name(JavaNames.type(name) + "State", shared.name().span());
        Decl.Build build = new Decl.Build(type, shared.label(), fields, List.of(), List.of(), shared.meta());
        pm.links().shared = build;
        pm.links().sharedName = name;
        return build;
    }

    /** {@code set table.weapons = …}: a field of the game's own state, given a value of its type. */
    void set(Play.Set s, Scope scope, PlayModel pm) {
        Decl.Build shared = pm.links().shared;
        Decl.BuildField field = shared.fields().stream().filter(f -> f.name().text().equals(s.field().text()))
                .findFirst().orElse(null);
        if (field == null) {
            reporter.report(Code.GAME_SHARED_UNKNOWN_FIELD, s.field().span(), pm.links().sharedName, s.field().text())
                    .hint(Suggestions.didYouMean(s.field().text(), shared.fields().stream().map(f -> f.name().text()).toList()));
            exprs.check(s.value(), scope);
            return;
        }
        pm.links().sharedSets.add(s);
        exprs.expect(s.value(), scope, exprs.resolve(field.type()),
                "the new `" + pm.links().sharedName + "." + s.field().text() + "`");
    }

    /**
     * Whether {@code set X.f = …} changes the game's state: {@code X} is its name and, where the
     * effect is, still stands for it (a parameter or a loop variable of that name would hide it).
     */
    static boolean sets(Play.Set s, PlayModel pm, Scope scope) {
        Decl.Build shared = pm.links().shared;
        return shared != null && s.piece().text().equals(pm.links().sharedName)
                && new Type.BuildType(shared).equals(scope.find(s.piece().text()));
    }
}
