package org.rulesc.compiler.emit;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Type;

/**
 * A game class's entry points for any action: {@code legalActions}, {@code anyLegal},
 * {@code beforeChoices} (the refusals whatever the choices: over, not this side's phase, not
 * allowed in it, used up), {@code refusal} and {@code perform}, each dispatching on the act's name
 * to the methods written for each act; and {@code show}, a chosen value as a refusal words it.
 * Apart from the per-act methods because these are written once per game, a switch over the acts,
 * and are what the referee, self-play and the generated tests call.
 */
final class GameActionsEmitter extends GamePart {
    GameActionsEmitter(GameClass game) {
        super(game);
    }

    /** {@code legalActions}, {@code anyLegal}, {@code beforeChoices}, {@code refusal} and {@code perform}. */
    void entryPoints() {
        blank();
        line("/**");
        line(" * {@return every action the side whose phase it is may take now, piece by piece, act by act,");
        line(" * choices in order}");
        line(" */");
        open("public static List<Act> legalActions(State s)");
        line("return legal(s, false);");
        close();
        blank();
        line("/** {@return whether any piece may act now} The first legal action found ends the search. */");
        open("public static boolean anyLegal(State s)");
        line("return !legal(s, true).isEmpty();");
        close();
        blank();
        line("/** The legal actions piece by piece, act by act; with {@code firstOnly}, up to the act that has the first. */");
        open("private static List<Act> legal(State s, boolean firstOnly)");
        line("List<Act> out = new ArrayList<>();");
        line("if (s.over()) {");
        line("    return out;");
        line("}");
        open("for (Piece p : s.pieces())");
        line("if (side(s) != null && !p.state().side().equals(side(s))) {");
        line("    continue;");
        line("}");
        for (Play.Act act : play.acts()) {
            line("if (beforeChoices(s, " + JavaText.literal(act.name().text()) + ", p) == null) {");
            line("    legal" + JavaNames.type(act.name().text()) + "(s, p, out);");
            line("    if (firstOnly && !out.isEmpty()) {");
            line("        return out;");
            line("    }");
            line("}");
        }
        close();
        line("return out;");
        close();
        blank();
        line("/**");
        line(" * What refuses an act whatever its choices: the game is over, not this side's phase, not allowed");
        line(" * in it, used up.");
        line(" */");
        open("private static Refusal beforeChoices(State s, String act, Piece p)");
        line("if (s.over()) {");
        line("    return new Refusal(\"end of the game\", " + JavaText.literal(play.end() == null
                ? pm.sequence().meta().citationText() : play.end().meta().citationText()) + ", \"the game is over\");");
        line("}");
        line("if (side(s) != null && !p.state().side().equals(side(s))) {");
        line("    return new Refusal(PHASE_LABEL[s.phase()], PHASE_CITATION[s.phase()], \"it is \" + PHASE_LABEL[s.phase()]"
                + " + \", not this piece's side's\");");
        line("}");
        line("return switch (act) {");
        for (Play.Act act : play.acts()) {
            Decl.Action action = pm.links().actions.get(act);
            Decl.Limit limit = pm.links().limits.get(act);
            String actionLabel = label(action.label(), action.name().text());
            StringBuilder b = new StringBuilder("    case " + JavaText.literal(act.name().text()) + " -> ");
            b.append("!PHASE_ACTIONS.get(s.phase()).contains(").append(JavaText.literal(action.name().text()))
                    .append(") ? new Refusal(PHASE_LABEL[s.phase()], PHASE_CITATION[s.phase()], PHASE_LABEL[s.phase()] + ")
                    .append(JavaText.literal(" does not allow " + actionLabel)).append(")");
            if (limit != null) {
                String ll = label(limit.label(), limit.name().text());
                b.append("\n            : s.used().getOrDefault(").append(JavaText.literal(limit.name().text() + "#"))
                        .append(" + p.id(), 0) >= ").append(limit.max()).append(" ? new Refusal(")
                        .append(JavaText.literal(ll)).append(", ").append(JavaText.literal(limit.meta().citationText()))
                        .append(", ").append(JavaText.literal("this piece has already used " + ll)).append(")");
            }
            b.append(" : null;");
            for (String l : b.toString().split("\n")) {
                line(l);
            }
        }
        line("    default -> throw new IllegalArgumentException(\"no act \" + act);");
        line("};");
        close();
        blank();
        line("/** {@return why the rules refuse {@code a} now, or null when they allow it} */");
        open("public static Refusal refusal(State s, Act a)");
        line("Piece p = s.piece(a.piece());");
        line("if (p == null) {");
        line("    return new Refusal(\"piece\", \"\", \"that piece is no longer in play\");");
        line("}");
        line("Refusal early = beforeChoices(s, a.act(), p);");
        line("if (early != null) {");
        line("    return early;");
        line("}");
        line("return switch (a.act()) {");
        for (Play.Act act : play.acts()) {
            line("    case " + JavaText.literal(act.name().text()) + " -> refuse" + JavaNames.type(act.name().text())
                    + "(s, p, a.args());");
        }
        line("    default -> throw new IllegalArgumentException(\"no act \" + a.act());");
        line("};");
        close();
        blank();
        line("/**");
        line(" * Performs {@code a} with {@code dice}; where a player chooses a grade, the first that applied.");
        line(" *");
        line(" * @return the state after it, and the result lines it wrote");
        line(" * @throws Refusal when the rules do not allow it now");
        line(" * @throws RecordedGame.InvariantBroken when the state it leads to breaks an invariant");
        line(" */");
        open("public static Outcome perform(State s, Act a, Dice dice)");
        line("return perform(s, a, dice, org.rulesc.runtime.GradeChoices.FIRST);");
        close();
        blank();
        line("/**");
        line(" * Performs {@code a} with {@code dice}, asking {@code choices} for each grade a player chooses");
        line(" * ({@code roll … chosen by p}: only when two or more grades applied, in the order the act rolls).");
        line(" *");
        line(" * @return the state after it, and the result lines it wrote");
        line(" * @throws Refusal when the rules do not allow it now");
        line(" * @throws RecordedGame.InvariantBroken when the state it leads to breaks an invariant");
        line(" */");
        open("public static Outcome perform(State s, Act a, Dice dice, org.rulesc.runtime.GradeChoices choices)");
        line("Refusal r = refusal(s, a);");
        line("if (r != null) {");
        line("    throw r;");
        line("}");
        line("Work w = new Work(s);");
        line("w.dice = dice;");
        line("w.choices = choices;");
        if (hasKeyed()) {
            line("List<String> slots = keyedSlots(s, a);");
        }
        line("String limit = switch (a.act()) {");
        for (Play.Act act : play.acts()) {
            Decl.Limit limit = pm.links().limits.get(act);
            line("    case " + JavaText.literal(act.name().text()) + " -> {");
            line("        do" + JavaNames.type(act.name().text()) + "(w, a.piece(), a.args());");
            line("        yield " + (limit == null ? "null" : JavaText.literal(limit.name().text())) + ";");
            line("    }");
        }
        line("    default -> throw new IllegalArgumentException(\"no act \" + a.act());");
        line("};");
        line("Map<String, Integer> used = new LinkedHashMap<>(s.used());");
        line("if (limit != null) {");
        line("    used.merge(limit + \"#\" + a.piece(), 1, Integer::sum);");
        line("}");
        if (hasKeyed()) {
            line("slots.forEach(k -> used.merge(k, 1, Integer::sum));");
        }
        line("State after = w.state(used);");
        line("invariants(after);");
        line("if (ends(after)) {");
        line("    after = new State(after.turn(), after.phase(), after.pieces(), after.used(), true, after.board()"
                + stateTail("after") + ");");
        line("}");
        line("return new Outcome(after, List.copyOf(w.written));");
        close();
    }

    /** {@code show(s, value)}: a chosen value in a refusal, as the interpreter shows it. */
    void show() {
        blank();
        line("/** A chosen value as a refusal shows it: a piece by where it stands, a place by its label. */");
        open("private static String show(State s, Object v)");
        if (pm.position() != null) {
            open("if (v instanceof PieceRef r && s.piece(r.id()) != null)");
            line("return \"the piece at \" + " + placeLabel("s.piece(r.id()).state()." + JavaNames.member(pm.position())
                    + "()") + ";");
            close();
        }
        line("if (v instanceof PieceRef r) {");
        line("    return \"piece \" + r.id();");
        line("}");
        if (selectsPieces()) { // a selection of pieces as a record writes it: their places joined by `+`
            open("if (v instanceof List<?> l && !l.isEmpty() && l.get(0) instanceof PieceRef)");
            line("return String.join(\"+\", l.stream().map(x -> show(s, x).replace(\"the piece at \", \"\")).toList());");
            close();
        }
        if (onSquares() || onPoints()) {
            line("if (v instanceof " + placeType() + " q) {");
            line("    return " + placeLabel("q") + ";");
            line("}");
        } else if (org.rulesc.compiler.model.Spaces.hexLayout(model.rulebook) != null) {
            line("if (v instanceof HexGrid.Hex h) {");
            line("    return " + placeLabel("h") + ";");
            line("}");
        }
        // a member or an entry by its document's label, as the interpreter shows it (each act
        // parameter's enum or kind, or its list's, once, in the order the acts name them)
        java.util.Set<String> labelled = new java.util.LinkedHashSet<>();
        boolean lists = false;
        boolean nested = false;
        for (Play.Act act : play.acts()) {
            for (Play.ActParam param : act.params()) {
                Type t = isPiece(param) ? null : game().paramType(param);
                if (t instanceof Type.ListType l) {
                    lists = true;
                    t = l.element();
                }
                if (t instanceof Type.ListType l) {
                    nested = true;
                    t = l.element();
                }
                if (t instanceof Type.EnumType || t instanceof Type.KindType) {
                    labelled.add(ctx.types.of(t).toString().replace(model.javaPackage + ".", ""));
                }
            }
        }
        for (String type : labelled) {
            line("if (v instanceof " + type + " e) {");
            line("    return e.label();");
            line("}");
        }
        if (nested) { // one selection per piece, as a record writes it: joined by ;
            line("if (v instanceof List<?> l && !l.isEmpty() && l.get(0) instanceof List<?>) {");
            line("    return String.join(\";\", l.stream().map(x -> show(s, x)).toList());");
            line("}");
        }
        if (lists) { // a choice of several values, as a record writes it: joined by +, none as -
            line("if (v instanceof List<?> l) {");
            line("    return l.isEmpty() ? \"-\" : String.join(\"+\", l.stream().map(x -> show(s, x)).toList());");
            line("}");
        }
        line("return String.valueOf(v);");
        close();
    }
}
