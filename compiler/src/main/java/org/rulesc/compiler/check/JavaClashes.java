package org.rulesc.compiler.check;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Model;

/**
 * Names that are fine in a rulebook but would collide once turned into Java. Spellings never
 * merge two names ({@link JavaNames}), so what is left is what a spelling cannot know: two
 * declarations of different constructs meeting after a class or member suffix ({@code attack}
 * check and {@code AttackCheck} enum), and a field named like a member its construct's class
 * already has (an enum's {@code name()}, an outcome's {@code roll()}). Reported here, with
 * positions, so generated code always compiles.
 */
public final class JavaClashes {
    /** Accessors every generated enum and record already has. */
    private static final Set<String> ENUM_RESERVED = Set.of("id", "label", "name", "ordinal", "values", "valueOf",
            "compareTo", "getDeclaringClass", "describeConstable");
    private static final Set<String> BUILD_RESERVED = Set.of("validate", "isValid", "requireValid");
    private static final Set<String> NOTATION_RESERVED = Set.of("format", "parse");
    private static final Set<String> OUTCOME_RESERVED = Set.of("roll", "rolled", "success", "result", "grade");

    private JavaClashes() {}

    static void report(Model model, Reporter reporter) {
        classes(model, reporter);
        Map<String, Name> methods = new HashMap<>();
        for (Decl d : model.rulebook.declarations()) {
            String m = JavaNames.member(d.name().text());
            if (d instanceof Decl.SquareMap || d instanceof Decl.HexMap || d instanceof Decl.Const
                    || d instanceof Decl.Formula) {
                claim(methods, m, d.name(), reporter);
            } else if (d instanceof Decl.Table) {
                claim(methods, m, d.name(), reporter);
                claim(methods, m + JavaNames.ALLOWED, d.name(), reporter);
            } else if (d instanceof Decl.Modifiers) {
                claim(methods, m, d.name(), reporter);
                claim(methods, m + JavaNames.BREAKDOWN, d.name(), reporter);
            }
            fields(d, reporter);
        }
    }

    /**
     * The top-level classes a rulebook becomes, by Java name, each with the name it comes from;
     * two declarations claiming one class are reported (when {@code reporter} is given).
     */
    public static Map<String, Name> classes(Model model, Reporter reporter) {
        Map<String, Name> types = new LinkedHashMap<>();
        String main = JavaNames.type(model.rulebook.id().text());
        types.put(main, model.rulebook.id());
        if (!model.all(Decl.Action.class).isEmpty()) {
            types.put("Action", new Name("the actions' enum", model.rulebook.id().span()));
        }
        if (!model.all(Decl.Limit.class).isEmpty()) {
            types.put("Limit", new Name("the limits' enum", model.rulebook.id().span()));
        }
        types.put(main + JavaNames.RULES_TEST, model.rulebook.id());
        if (!model.all(Decl.Table.class).isEmpty()) {
            types.put(main + JavaNames.TABLES, new Name("the tables' data", model.rulebook.id().span()));
        }
        if (!model.all(Decl.HexMap.class).isEmpty() || !model.all(Decl.SquareMap.class).isEmpty()) {
            types.put(main + JavaNames.MAPS, new Name("the maps' data", model.rulebook.id().span()));
        }
        for (Decl.Part p : model.all(Decl.Part.class)) {
            claim(types, JavaNames.partClass(main, p), p.name(), reporter);
        }
        for (Decl d : model.rulebook.declarations()) {
            String base = JavaNames.typeOf(d);
            for (String suffix : JavaNames.classSuffixes(d)) {
                claim(types, base + suffix, d.name(), reporter);
            }
        }
        for (org.rulesc.compiler.model.PlayModel pm : model.plays.values()) {
            // the piece's state is a record class of its own
            claim(types, JavaNames.declaredType(pm.piece().name().text()), pm.piece().name(), reporter);
            if (pm.links().shared != null) { // and so is the game's own state
                claim(types, JavaNames.declaredType(pm.links().shared.name().text()), pm.links().shared.name(), reporter);
            }
        }
        if (reporter != null) {
            for (org.rulesc.compiler.model.PlayModel pm : model.plays.values()) {
                String game = JavaNames.typeOf(pm.game()) + JavaNames.GAME;
                for (String nested : JavaNames.GAME_NESTED) {
                    Name hidden = types.get(nested);
                    if (hidden != null) {
                        reporter.report(Code.GAME_HIDES_CLASS, hidden.span(), hidden.text(), nested, game);
                    }
                }
            }
        }
        return types;
    }

    private static void fields(Decl d, Reporter reporter) {
        if (d instanceof Decl.Kind k) {
            for (Decl.FieldDecl f : k.fields()) {
                reserved(f.name(), ENUM_RESERVED, "a field of a kind", reporter);
            }
        } else if (d instanceof Decl.Layers l) {
            l.layers().forEach(f -> reserved(f.name(), BUILD_RESERVED, "a layer", reporter));
        } else if (d instanceof Decl.Build b) {
            b.fields().forEach(f -> reserved(f.name(), BUILD_RESERVED, "a build field", reporter));
            b.derives().forEach(f -> reserved(f.name(), BUILD_RESERVED, "a derived value", reporter));
        } else if (d instanceof Decl.Notation n) {
            for (Decl.Format f : n.formats()) {
                f.fields().forEach(x -> reserved(x.name(), NOTATION_RESERVED, "a notation field", reporter));
            }
        } else if (d instanceof Decl.Status st && st.rich()) {
            Set<String> reserved = Set.of("state", "since", "turn", "on", "initial");
            st.fields().forEach(f -> reserved(f.name(), reserved, "a field of a status", reporter));
            st.events().forEach(e -> reserved(e.name(), reserved, "an event of a status", reporter));
            st.transitions().forEach(t -> reserved(t.event(), reserved, "an event of a status", reporter));
            for (Decl.StatusField f : st.fields()) {
                if (st.transitions().stream().anyMatch(t -> t.event().text().equals(f.name().text()))) {
                    reporter.report(Code.FIELD_NAMED_LIKE_EVENT, f.name().span(), f.name().text());
                }
            }
        } else if (d instanceof Decl.Sequence sq) {
            sq.flags().forEach(f -> reserved(f.name(), Set.of("phase", "side", "trigger"), "a flag of a sequence",
                    reporter));
        } else if (d instanceof Decl.Order o) {
            o.params().forEach(p -> reserved(p.name(), Set.of("roll"), "a parameter of an order",
                    reporter));
        } else if (d instanceof Decl.Check c) {
            if (c.pooled()) {
                c.pools().forEach(p -> reserved(p.name(), OUTCOME_RESERVED, "a pool", reporter));
            }
            c.followUps().forEach(f -> reserved(f.name(), OUTCOME_RESERVED, "a follow-up roll", reporter));
            if (c.gradesChosen()) {
                for (Decl.CheckItem item : c.items()) {
                    if (item instanceof Decl.Output o) {
                        reserved(o.name(), Set.of("grades", "choose"), "an output of a check whose grades are chosen",
                                reporter);
                    }
                }
            }
            for (Decl.CheckItem item : c.items()) {
                if (item instanceof Decl.Output o) {
                    reserved(o.name(), OUTCOME_RESERVED, "an output", reporter);
                } else if (item instanceof Decl.CheckLet l) {
                    reserved(l.name(), Set.of("roll", "success"), "a let", reporter);
                    if (c.params().stream().anyMatch(p -> p.name().text().equals(l.name().text()))) {
                        reporter.report(Code.LET_HIDES_PARAMETER, l.name().span(), l.name().text());
                    }
                }
            }
        }
    }

    private static void reserved(Name name, Set<String> reserved, String what, Reporter reporter) {
        String java = JavaNames.member(name.text());
        if (reserved.contains(java)) {
            reporter.report(Code.NAME_TAKEN_BY_GENERATED_METHOD, name.span(), name.text(), what, java);
        }
    }

    private static void claim(Map<String, Name> names, String java, Name owner, Reporter reporter) {
        Name previous = names.putIfAbsent(java, owner);
        if (previous != null && previous != owner && reporter != null) {
            reporter.report(Code.JAVA_NAME_CLASH, owner.span(), owner.text(), java, previous.span().line() > 0
                    ? "`" + previous.text() + "` (line " + previous.span().line() + ")" : previous.text())
                    .related(previous.span(), "`" + previous.text() + "` takes the name here");
        }
    }
}
