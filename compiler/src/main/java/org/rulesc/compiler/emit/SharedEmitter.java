package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.TypedPlay;

/**
 * A game's own state ({@code state table { … }}) in the generated class: the state's last
 * component, {@code shared} (a record of the rulebook's name, {@code Table}), its initial value,
 * the {@code Work}'s copy an act changes, and {@code set table.f = …}. A game without one gets none
 * of it, and its class is as before. The component has a fixed Java name so that no rulebook name
 * can clash with the state's other components.
 */
final class SharedEmitter {
    private final EmitContext ctx;
    private final Construct.Game game;

    SharedEmitter(EmitContext ctx, Construct.Game game) {
        this.ctx = ctx;
        this.game = game;
    }

    boolean any() {
        return game.shared() != null;
    }

    /** The record's Java type: {@code Table}. */
    String type() {
        return JavaNames.declaredType(game.shared().decl().name().text());
    }

    /** The rulebook's name for it: {@code table}. */
    String name() {
        return game.play().links().sharedName;
    }

    /** {@code ", <state>.shared()"}, or nothing: the last argument of a new State. */
    String arg(String state) {
        return any() ? ", " + state + ".shared()" : "";
    }

    /** The state's last component, or nothing. */
    String component() {
        return any() ? ", " + type() + " shared" : "";
    }

    /** The expression environment's name for it, read from {@code java} (a {@code Table}). */
    ExprEnv bind(ExprEnv env, String java) {
        return any() ? env.with(name(), java) : env;
    }

    /**
     * {@code private static Table initialShared(String on, …)}: each field's initial value in order,
     * each seeing the board, the scenery and the fields before it, as the interpreter evaluates them.
     *
     * @param params the method's parameters after {@code on}: {@code ", Scenery scenery"} or nothing
     * @param env the board's and the scenery's names as the method's parameters give them
     */
    void initial(Consumer<String> line, String params, ExprEnv env) {
        if (!any()) {
            return;
        }
        line.accept("/** {@return the game's own state (" + name() + ") when a game starts on {@code on}} */");
        line.accept("private static " + type() + " initialShared(String on" + params + ") {");
        List<String> args = new ArrayList<>();
        for (TypedPlay.PieceField f : game.typed().shared()) {
            String field = f.written().name().text();
            String local = "s" + JavaNames.type(field);
            line.accept("    " + ctx.types.of(fieldType(field)) + " " + local + " = " + ctx.exprs.emit(f.initial(), env) + ";");
            env = env.with(field, local);
            args.add(local);
        }
        line.accept("    return new " + type() + "(" + String.join(", ", args) + ");");
        line.accept("}");
    }

    private org.rulesc.compiler.model.Type fieldType(String field) {
        return game.shared().fields().stream().filter(f -> f.name().equals(field)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no field " + field + " in " + name())).type();
    }

    /** {@code w.shared = new Table(…)} with one field replaced by {@code value}. */
    String set(String field, String value) {
        List<String> args = new ArrayList<>();
        for (Construct.Field f : game.shared().fields()) {
            args.add(f.name().equals(field) ? value : "w.shared." + JavaNames.member(f.name()) + "()");
        }
        return "w.shared = new " + type() + "(" + String.join(", ", args) + ");";
    }
}
