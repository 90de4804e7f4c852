package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;

/**
 * A game's {@code scenery} in the generated class: the nested record {@code Scenery} (one list per
 * scenery, of its format's record), the state's last component, the header lines that fill it,
 * and the house layout {@code play} draws with {@code SceneryDraw} when a scenario states none,
 * in the interpreter's order (so that both back ends log the same table). A game without scenery
 * gets none of it, and its class is as before.
 */
final class SceneryEmitter {
    private final EmitContext ctx;
    private final PlayModel pm;
    private final String pkg;

    SceneryEmitter(EmitContext ctx, PlayModel pm, String pkg) {
        this.ctx = ctx;
        this.pm = pm;
        this.pkg = pkg;
    }

    boolean any() {
        return !pm.links().scenery.isEmpty();
    }

    /** {@code ", <state>.scenery()"}, or nothing without scenery: the last argument of a new State. */
    String arg(String state) {
        return any() ? ", " + state + ".scenery()" : "";
    }

    /** The state's last component, or nothing. */
    String component() {
        return any() ? ", Scenery scenery" : "";
    }

    private String cls(Decl.Format f) {
        return NotationEmitter.formatClass(ctx, pm.links().setupNotation, f).canonicalName().substring(pkg.length() + 1);
    }

    /** The scenery that reads each format: the first declared with it. */
    private Map<Decl.Format, String> owners() {
        Map<Decl.Format, String> out = new LinkedHashMap<>();
        pm.links().scenery.forEach((name, f) -> out.putIfAbsent(f, name));
        return out;
    }

    /** {@code public record Scenery(List<…> terrain, …)}. */
    void record(Consumer<String> line) {
        if (!any()) {
            return;
        }
        List<String> parts = new ArrayList<>();
        pm.links().scenery.forEach((name, f) -> parts.add("List<" + cls(f) + "> " + JavaNames.member(name)));
        line.accept("");
        line.accept("/** The table's fixed features a record's header lays out: each {@code scenery}'s lines. */");
        line.accept("public record Scenery(" + String.join(", ", parts) + ") {");
        line.accept("    public Scenery {");
        pm.links().scenery.keySet().forEach(n -> line.accept("        " + JavaNames.member(n) + " = List.copyOf("
                + JavaNames.member(n) + ");"));
        line.accept("    }");
        line.accept("");
        line.accept("    /** {@return the scenery of these header lines (lines of other formats are left out)} */");
        line.accept("    public static Scenery of(List<?> header) {");
        List<String> lists = new ArrayList<>();
        Map<Decl.Format, String> owners = owners();
        pm.links().scenery.forEach((name, f) -> lists.add(name.equals(owners.get(f))
                ? "header.stream().filter(" + cls(f) + ".class::isInstance).map(" + cls(f) + ".class::cast).toList()"
                : "List.of()"));
        line.accept("        return new Scenery(" + String.join(", ", lists) + ");");
        line.accept("    }");
        line.accept("}");
    }

    /** The expression environment's scenery names, read from {@code prefix} (a Scenery). */
    ExprEnv bind(ExprEnv env, String prefix) {
        for (String name : pm.links().scenery.keySet()) {
            env = env.with(name, prefix + "." + JavaNames.member(name) + "()");
        }
        return env;
    }

    /** Whether a parsed header line is a scenery line (a condition on {@code x}). */
    String isScenery(String x) {
        List<String> tests = new ArrayList<>();
        owners().keySet().forEach(f -> tests.add(x + " instanceof " + cls(f)));
        return tests.isEmpty() ? "false" : String.join(" || ", tests);
    }

    /** In {@code play}: adds the drawn lines to {@code header} (a List<String> of the scenario's lines). */
    void draw(Consumer<String> line, String setupType) {
        if (!any() || !(pm.board() instanceof Decl.TableBoard)) {
            return;
        }
        line.accept("java.util.SplittableRandom layout = new java.util.SplittableRandom(seed + 2);");
        for (Play.Scenery s : pm.game().play().sceneries()) {
            Decl.Format f = pm.links().scenery.get(s.name().text());
            if (s.drawLo() == null || f == null) {
                continue;
            }
            List<String> kinds = new ArrayList<>();
            List<String> args = new ArrayList<>();
            List<Construct.Field> typed = ctx.format(f).fields();
            for (int i = 0; i < typed.size(); i++) {
                Construct.Field field = typed.get(i);
                if (field.type() == Type.Prim.POINT) {
                    kinds.add("org.rulesc.runtime.SceneryDraw.POINT");
                    args.add("(org.rulesc.runtime.Continuous.Point) v.get(" + i + ")");
                } else {
                    String e = ctx.types.of(field.type()).toString();
                    kinds.add(e + ".values().length");
                    args.add(e + ".values()[(Integer) v.get(" + i + ")]");
                }
            }
            line.accept("if (header.stream().noneMatch(l -> " + setupType + ".parse(l) instanceof " + cls(f) + ")) {");
            line.accept("    for (List<Object> v : org.rulesc.runtime.SceneryDraw.draw(layout, BOARD, " + s.drawLo() + ", "
                    + s.drawHi() + ", new int[] {" + String.join(", ", kinds) + "})) {");
            line.accept("        drawn.add(new " + cls(f) + "(" + String.join(", ", args) + ").format());");
            line.accept("    }");
            line.accept("}");
        }
    }
}
