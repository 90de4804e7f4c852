package org.rulesc.compiler.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.runtime.StateShape;

/**
 * How a game's state is written as JSON ({@link StateShape}), worked out once from the checked
 * game so that the interpreter and the generated class write and read the same shape.
 */
public final class StateFields {
    private StateFields() {}

    /**
     * A piece's state field and how it is written.
     *
     * @param name the field's name ({@code side} first)
     * @param kind how its value is written
     * @param decl the enum or kind of a {@link StateShape.Kind#NAME} field (null otherwise)
     * @param type the field's type, as the checker resolved it (for a list, its element's)
     * @param list whether the field is a {@code list<T>}, written as a JSON array of T's values
     */
    public record Field(String name, StateShape.Kind kind, Decl decl, Type type, boolean list) {
        Field(String name, StateShape.Kind kind, Decl decl, Type type) {
            this(name, kind, decl, type, false);
        }
    }

    /**
     * The piece's fields, {@code side} first.
     *
     * @throws IllegalStateException naming a field whose type a state cannot hold as JSON
     */
    public static List<Field> of(Model model, PlayModel pm) {
        List<Field> out = new ArrayList<>();
        for (Decl.BuildField f : pm.piece().fields()) {
            out.add(field(model, f));
        }
        return out;
    }

    /** The fields of the game's own state ({@code state table { … }}), in order (empty: it has none). */
    public static List<Field> shared(Model model, PlayModel pm) {
        List<Field> out = new ArrayList<>();
        if (pm.links().shared != null) {
            for (Decl.BuildField f : pm.links().shared.fields()) {
                out.add(field(model, f));
            }
        }
        return out;
    }

    /** Whether every field of the piece and of the game's own state can be written as JSON. */
    public static boolean supported(Model model, PlayModel pm) {
        try {
            of(model, pm);
            shared(model, pm);
            return true;
        } catch (IllegalStateException unsupported) {
            return false;
        }
    }

    private static Field field(Model model, Decl.BuildField f) {
        String name = f.name().text();
        Type t = model.typeRefs.get(f.type()); // as the checker resolved it: no name is looked up here
        if (t instanceof Type.ListType l && !(l.element() instanceof Type.ListType)) {
            Field e = field(model, name, l.element());
            return new Field(name, e.kind(), e.decl(), e.type(), true);
        }
        return field(model, name, t);
    }

    private static Field field(Model model, String name, Type t) {
        if (t == Type.Prim.INT) {
            return new Field(name, StateShape.Kind.INT, null, t);
        } else if (t == Type.Prim.BOOL) {
            return new Field(name, StateShape.Kind.BOOL, null, t);
        } else if (t == Type.Prim.HEX && Spaces.hexLayout(model.rulebook) != null) {
            // a hex is written by its label: a rulebook without a hex layout has none
            return new Field(name, StateShape.Kind.HEX, null, t);
        } else if (t == Type.Prim.SQUARE) {
            return new Field(name, StateShape.Kind.SQUARE, null, t);
        } else if (t == Type.Prim.POINT) {
            return new Field(name, StateShape.Kind.POINT, null, t);
        } else if (t instanceof Type.EnumType e) {
            return new Field(name, StateShape.Kind.NAME, e.decl(), t);
        } else if (t instanceof Type.KindType k) {
            return new Field(name, StateShape.Kind.NAME, k.decl(), t);
        }
        throw new IllegalStateException("the state field " + name + " has a type a state cannot write as JSON yet");
    }

    /** The names of a NAME field's values: the enum's members or the kind's entries, in order. */
    public static List<String> names(Model model, Decl d) {
        List<String> out = new ArrayList<>();
        if (d instanceof Decl.Enum e) {
            e.members().forEach(m -> out.add(m.name().text()));
        } else if (d instanceof Decl.Kind k) {
            model.entries.getOrDefault(k, List.of()).forEach(x -> out.add(x.name().text()));
        }
        return out;
    }

    /** Each limit the game's acts use (per act, then keyed), by name, to its maximum. */
    public static Map<String, Integer> limits(PlayModel pm) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Play.Act act : pm.game().play().acts()) {
            Decl.Limit l = pm.links().limits.get(act);
            if (l != null) {
                out.putIfAbsent(l.name().text(), l.max());
            }
        }
        for (Play.Act act : pm.game().play().acts()) {
            for (Play.Effect e : act.effects()) {
                Decl.Limit l = e instanceof Play.UsesKeyed u ? pm.links().keyedLimits.get(u) : null;
                if (l != null) {
                    out.putIfAbsent(l.name().text(), l.max());
                }
            }
        }
        return out;
    }
}
