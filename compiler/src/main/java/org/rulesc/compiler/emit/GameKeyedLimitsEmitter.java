package org.rulesc.compiler.emit;

import java.util.LinkedHashMap;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.TypedPlay;

/**
 * Limits counted per piece and key ({@code uses limit(key) when cond}) in a game class: each keyed
 * act's {@code keyedX} (the slots, {@code limit#piece#key}, its uses take with given choices; with
 * the first choices only while listing) and the shared {@code KEYED_MAX}, {@code keyText},
 * {@code keyedOver}, {@code keyedRefusal} and {@code keyedSlots}. Apart because only rulebooks with
 * keyed uses get any of it, and its bookkeeping mirrors the interpreter's {@code KeyedUses}.
 */
final class GameKeyedLimitsEmitter extends GamePart {
    GameKeyedLimitsEmitter(GameClass game) {
        super(game);
    }

    /** {@code keyedX(s, self, args)}: the slots ({@code limit#piece#key}) the act's keyed uses take with these choices. */
    void slots(TypedPlay.Act typed, String name) {
        Play.Act act = typed.written();
        blank();
        open("private static List<String> keyed" + name + "(State s, int self, List<Object> args)");
        line("Work w = new Work(s);");
        ExprEnv env = actEnv();
        // listing asks with the first choices only: the uses they name (TypedPlay.UsesKeyed.level)
        boolean partial = typed.uses().stream().anyMatch(u -> u.level() < act.params().size());
        for (int i = 0; i < act.params().size(); i++) {
            Play.ActParam param = act.params().get(i);
            String v = "c" + JavaNames.type(param.name().text());
            if (isPiece(param)) {
                line("int " + v + " = " + (partial ? "args.size() <= " + i + " ? 0 : " : "") + "((PieceRef) args.get("
                        + i + ")).id();");
                env = env.with(param.name().text(), "w.cur(" + v + ")").declaring(v);
            } else {
                String t = paramType(param);
                String boxed = t.equals("int") ? "Integer" : t;
                line((partial ? boxed : t) + " " + v + " = " + (partial ? "args.size() <= " + i + " ? null : " : "")
                        + cast(param, "args.get(" + i + ")") + ";");
                env = env.with(param.name().text(), value(param, v));
            }
        }
        line("List<String> slots = new ArrayList<>();");
        env = env.declaring("slots");
        for (TypedPlay.UsesKeyed use : typed.uses()) {
            Play.UsesKeyed u = use.written();
            String owner = u.by() == null ? "self" : "c" + JavaNames.type(u.by().text());
            int level = use.level();
            boolean guarded = partial && level > 0;
            if (guarded) {
                open("if (args.size() >= " + level + ")");
            }
            ExprEnv one = env;
            boolean perPiece = use.perPiece();
            if (perPiece) {
                // one selection per piece of `by`: each value counted for the piece it was made for
                String groups = "g" + typed.uses().indexOf(use) + JavaNames.type(u.each().text());
                String index = groups + "i";
                String v = "k" + JavaNames.type(u.each().text());
                line("List<? extends List<?>> " + groups + " = " + ctx.exprs.emit(use.source(), env) + ";");
                open("for (int " + index + " = 0; " + index + " < " + groups + ".size(); " + index + "++)");
                owner = owner + ".get(" + index + ").id()";
                open("for (var " + v + " : " + groups + ".get(" + index + "))");
                one = env.declaring(groups).declaring(index).with(u.each().text(), "((" + elementType(use) + ") " + v + ")")
                        .declaring(v);
            } else if (u.each() != null) {
                // `for b in boosts`: one slot per value of the list
                String v = "k" + JavaNames.type(u.each().text());
                open("for (var " + v + " : " + ctx.exprs.emit(use.source(), env) + ")");
                one = env.with(u.each().text(), v).declaring(v);
            }
            String slot = "slots.add(" + JavaText.literal(u.limit().text() + "#") + " + " + owner + " + \"#\" + keyText("
                    + ctx.exprs.emit(use.key(), one) + "));";
            if (use.when() == null) {
                line(slot);
            } else {
                open("if (" + ctx.exprs.emit(use.when(), one) + ")");
                line(slot);
                close();
            }
            if (u.each() != null) {
                close();
            }
            if (perPiece) {
                close();
            }
            if (guarded) {
                close();
            }
        }
        line("return slots;");
        close();
    }

    /** The Java type of a value of a keyed use's per-piece selections ({@code b} in {@code for b in guards}). */
    private String elementType(TypedPlay.UsesKeyed use) {
        org.rulesc.compiler.model.Type groups = use.source().type();
        org.rulesc.compiler.model.Type element = ((org.rulesc.compiler.model.Type.ListType)
                ((org.rulesc.compiler.model.Type.ListType) groups).element()).element();
        return ctx.types.of(element).toString().replace(model.javaPackage + ".", "").replace("org.rulesc.runtime.", "");
    }

    /** The shared helpers of keyed limits: their maxima, labels and citations, and the refusal. */
    void shared() {
        if (!hasKeyed()) {
            return;
        }
        Map<String, Decl.Limit> limits = new LinkedHashMap<>();
        keyedLimits().forEach(l -> limits.put(l.name().text(), l));
        blank();
        line("/** Each keyed limit: its maximum, its label and its citation. */");
        line("private static final Map<String, Integer> KEYED_MAX = Map.of(" + String.join(", ", limits.values().stream()
                .map(l -> JavaText.literal(l.name().text()) + ", " + l.max()).toList()) + ");");
        line("private static final Map<String, String> KEYED_LABEL = Map.of(" + String.join(", ", limits.values()
                .stream().map(l -> JavaText.literal(l.name().text()) + ", " + JavaText.literal(label(l.label(),
                        l.name().text()))).toList()) + ");");
        line("private static final Map<String, String> KEYED_CITATION = Map.of(" + String.join(", ", limits.values()
                .stream().map(l -> JavaText.literal(l.name().text()) + ", " + JavaText.literal(l.meta().citationText()))
                .toList()) + ");");
        blank();
        line("/** How a key is written in a slot: an entry or member by its name in the rulebook. */");
        open("private static String keyText(Object key)");
        line("return key instanceof Enum<?> e ? e.name().toLowerCase(java.util.Locale.ROOT) : String.valueOf(key);");
        close();
        blank();
        line("/**");
        line(" * The first slot taken past its maximum (named twice: two uses); null when none is. Listing the");
        line(" * legal actions asks this, building no refusal for the lines it leaves out.");
        line(" */");
        open("private static String keyedOver(State s, List<String> slots)");
        line("Map<String, Integer> taken = new java.util.HashMap<>();");
        open("for (String k : slots)");
        line("int max = KEYED_MAX.get(k.substring(0, k.indexOf('#')));");
        open("if (s.used().getOrDefault(k, 0) + taken.merge(k, 1, Integer::sum) > max)");
        line("return k;");
        close();
        close();
        line("return null;");
        close();
        blank();
        line("/** The first slot taken past its maximum (see {@link #keyedOver}), as a refusal; null when none is. */");
        open("private static Refusal keyedRefusal(State s, List<String> slots)");
        line("String k = keyedOver(s, slots);");
        open("if (k == null)");
        line("return null;");
        close();
        line("String limit = k.substring(0, k.indexOf('#'));");
        line("int max = KEYED_MAX.get(limit);");
        line("return new Refusal(KEYED_LABEL.get(limit), KEYED_CITATION.get(limit), \"this piece has already used \""
                + " + KEYED_LABEL.get(limit) + \" for \" + k.substring(k.lastIndexOf('#') + 1) + \" \" + max + \" time\""
                + " + (max == 1 ? \"\" : \"s\") + \" this \" + LIMIT_SCOPE.get(limit));");
        close();
        blank();
        line("/** The slots an action's keyed uses take. */");
        open("private static List<String> keyedSlots(State s, Act a)");
        line("return switch (a.act()) {");
        for (Play.Act act : play.acts()) {
            if (keyed(act)) {
                line("    case " + JavaText.literal(act.name().text()) + " -> keyed" + JavaNames.type(act.name().text())
                        + "(s, a.piece(), a.args());");
            }
        }
        line("    default -> List.of();");
        line("};");
        close();
    }
}
