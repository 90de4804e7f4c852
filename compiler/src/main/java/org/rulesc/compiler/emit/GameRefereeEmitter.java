package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.JavaNames;

/**
 * A game class's {@code referee(record)} and {@code Records}, the game as the runtime's
 * {@code GameReferee} reads a written record of it: setup and action lines parsed into the game's
 * notation records, result lines, their dice, formats and labels, and the game's labels and
 * citations for the referee's verdicts. Apart because it is the adapter between the game and the
 * runtime's record reader, and only games with a setup format, an action notation and a position
 * get it.
 */
final class GameRefereeEmitter extends GamePart {
    GameRefereeEmitter(GameClass game) {
        super(game);
    }

    /** {@code referee(record)} and the {@code Records} the runtime's referee reads the game through. */
    void records() {
        if (pm.links().setupFormat == null || pm.actionNotation() == null || pm.position() == null) {
            return;
        }
        String setupType = ctx.types.named(pm.links().setupNotation.name().text()).simpleName();
        String unit = nested(pm.links().setupNotation, pm.links().setupFormat);
        String actions = ctx.types.named(pm.actionNotation().name().text()).simpleName();
        String position = JavaNames.member(pm.position());
        String labels = ctx.mainClass + ".LABELS";
        List<Decl.Notation> results = pm.links().records.subList(1, pm.links().records.size());
        blank();
        line("/**");
        line(" * Referees a written record of this game (see {@link GameReferee}): its setup lines, then");
        line(" * {@code <position>: <action>} lines, each followed by the result lines the act writes.");
        line(" *");
        line(" * @return the verdict: the final state and result, or the first illegal line with its rule");
        line(" */");
        open("public static GameReferee.Report<State> referee(String record)");
        line("return new GameReferee<>(new Records()).referee(record);");
        close();
        blank();
        line("/** This game as the runtime's referee reads records of it. */");
        open("public static final class Records implements RecordedGame<State>");
        override("Object setup(String line)");
        line("Object parsed = " + setupType + ".parse(line);");
        line("if (parsed instanceof " + unit + " || " + scenery().isScenery("parsed") + ") {");
        line("    return parsed;");
        line("}");
        line("throw new RecordSyntaxError(\"setup\", line, 1, " + JavaText.literal("a setup line in format "
                + pm.links().setupFormat.name().text()) + ");");
        close();
        override("State start(List<Object> setup)");
        line("return start(null, setup);");
        close();
        override("State start(String board, List<Object> setup)");
        line("List<" + unit + "> units = new ArrayList<>();");
        line("setup.stream().filter(" + unit + ".class::isInstance).forEach(x -> units.add((" + unit + ") x));");
        line("return " + cls + ".start(board, units" + (scenery().any() ? ", Scenery.of(setup)" : "") + ");");
        close();
        if (boards.named()) {
            override("List<String> boards()");
            line("return BOARDS;");
            close();
            override("Object setup(String board, String line)");
            line("Object parsed = setup(line);");
            open("if (!(parsed instanceof " + unit + " u))");
            line("return parsed; // a scenery line: it places no piece");
            close();
            line(placeType() + " at = u." + position + "();");
            open("if (!boardMap(board).contains(at))");
            line("String label = " + placeLabel("at") + ";");
            line("throw new RecordSyntaxError(\"setup\", line, Math.max(1, line.indexOf(label) + 1), "
                    + JavaText.literal("a " + pm.place().show() + " of ") + " + boardName(board) + \", not \" + label);");
            close();
            line("return u;");
            close();
        }
        override("int turn(State s)");
        line("return s.turn();");
        close();
        override("boolean over(State s)");
        line("return s.over();");
        close();
        override("int phase(State s)");
        line("return s.phase();");
        close();
        override("int turns()");
        line("return TURNS;");
        close();
        override("State endPhase(State s)");
        line("return " + cls + ".endPhase(s);");
        close();
        override("boolean isPosition(String label)");
        line("return hex(label) != null;");
        close();
        blank();
        open("private static " + placeType() + " hex(String label)");
        open("try");
        line("return " + (onPoints() ? "org.rulesc.runtime.PointLabels" : onSquares() ? "org.rulesc.runtime.SquareLabels"
                : labels) + ".parse(label);");
        between("} catch (RuntimeException notAPosition) {");
        line("return null;");
        close();
        close();
        override("Integer pieceAt(State s, String label)");
        line(placeType() + " h = hex(label);");
        line("return h == null ? null : at(s, h);");
        close();
        blank();
        open("private static Integer at(State s, " + placeType() + " h)");
        open("for (Piece p : s.pieces())");
        line("if (p.state()." + position + "().equals(h)) {");
        line("    return p.id();");
        line("}");
        close();
        line("return null;");
        close();
        override("boolean piecesPhase(State s, int piece)");
        line("return side(s) == null ? anyLegal(s) : s.piece(piece).state().side() == side(s);");
        close();
        override("boolean sidePhase(State s)");
        line("return side(s) != null;");
        close();
        override("boolean allows(State s, Object action)");
        line("return switch (((Act) action).act()) {");
        for (Play.Act act : play.acts()) {
            line("    case " + JavaText.literal(act.name().text()) + " -> PHASE_ACTIONS.get(s.phase()).contains("
                    + JavaText.literal(pm.links().actions.get(act).name().text()) + ");");
        }
        line("    default -> false;");
        line("};");
        close();
        override("Object action(State s, int piece, String text)");
        line(actions + " parsed = " + actions + ".parse(text);");
        for (Play.Act act : play.acts()) {
            Decl.Format f = pm.actionNotation().formats().stream().filter(x -> x.name().text().equals(act.name().text()))
                    .findFirst().orElseThrow();
            String r = "r" + JavaNames.type(act.name().text());
            open("if (parsed instanceof " + nested(pm.actionNotation(), f) + " " + r + ")");
            List<String> args = new ArrayList<>();
            for (Play.ActParam p : act.params()) {
                String get = r + "." + JavaNames.member(p.name().text()) + "()";
                if (isPiece(p)) {
                    String v = "t" + JavaNames.type(p.name().text());
                    line("Integer " + v + " = at(s, " + get + ");");
                    line("if (" + v + " == null) {");
                    line("    throw new RuleViolation(" + JavaText.literal(label(act.label(), act.name().text()))
                            + ", " + JavaText.literal("there is no " + pieceWord() + " in ") + " + " + placeLabel(get) + ");");
                    line("}");
                    args.add("new PieceRef(" + v + ")");
                } else if (isPieces(p)) {
                    // a selection of pieces, each by where it stands
                    String v = "t" + JavaNames.type(p.name().text());
                    line("List<PieceRef> " + v + " = new ArrayList<>();");
                    open("for (var q : " + get + ")");
                    line("Integer id = at(s, q);");
                    line("if (id == null) {");
                    line("    throw new RuleViolation(" + JavaText.literal(label(act.label(), act.name().text()))
                            + ", " + JavaText.literal("there is no " + pieceWord() + " in ") + " + " + placeLabel("q") + ");");
                    line("}");
                    line(v + ".add(new PieceRef(id));");
                    close();
                    args.add("List.copyOf(" + v + ")");
                } else {
                    args.add(get);
                }
            }
            line("return new Act(" + JavaText.literal(act.name().text()) + ", piece, List.of(" + String.join(", ", args)
                    + "));");
            close();
        }
        line("throw new RuleViolation(\"record\", \"`\" + text + \"` is no act of the game\");");
        close();
        override("Refusal refusal(State s, Object action)");
        line(cls + ".Refusal r = " + cls + ".refusal(s, (Act) action);");
        line("return r == null ? null : new Refusal(r.rule(), r.citation(), r.getMessage());");
        close();
        override("Refusal owed(State s)");
        line(cls + ".Refusal r = " + cls + ".owed(s);");
        line("return r == null ? null : new Refusal(r.rule(), r.citation(), r.getMessage());");
        close();
        override("Object result(String line)");
        line("RecordSyntaxError first = null;");
        for (Decl.Notation n : results) {
            String t = ctx.types.named(n.name().text()).simpleName();
            open("try");
            line("return " + t + ".parse(line);");
            between("} catch (RecordSyntaxError e) {");
            line("first = first == null ? e : first;");
            close();
        }
        line("throw first != null ? first : new RecordSyntaxError(\"result\", line, 1, \"no result line\");");
        close();
        override("List<Integer> dice(Object result)");
        for (Decl.Notation n : results) {
            for (Decl.Format f : n.formats()) {
                java.util.Set<String> dice = pm.links().dieFields.getOrDefault(n.name().text() + "." + f.name().text(),
                        java.util.Set.of());
                List<String> values = new ArrayList<>();
                for (Decl.PatternField field : f.fields()) {
                    if (dice.contains(field.name().text())) {
                        values.add("r." + JavaNames.member(field.name().text()) + "()");
                    }
                }
                line("if (result instanceof " + nested(n, f) + " r) {");
                line("    return List.of(" + String.join(", ", values) + ");");
                line("}");
            }
        }
        line("return List.of();");
        close();
        override("Performed<State> perform(State s, Object action, Dice dice, org.rulesc.runtime.GradeChoices choices)");
        line("Outcome o = " + cls + ".perform(s, (Act) action, dice, choices);");
        line("return new Performed<>(o.state(), o.written().stream().map(Written::line).toList());");
        close();
        override("String format(Object result)");
        for (Decl.Notation n : results) {
            String t = ctx.types.named(n.name().text()).simpleName();
            line("if (result instanceof " + t + " r) {");
            line("    return r.format();");
            line("}");
        }
        line("return String.valueOf(result);");
        close();
        for (String which : List.of("formatName", "formatLabel")) {
            override("String " + which + "(Object result)");
            for (Decl.Notation n : results) {
                for (Decl.Format f : n.formats()) {
                    line("if (result instanceof " + nested(n, f) + ") {");
                    line("    return " + JavaText.literal(which.equals("formatName") ? f.name().text()
                            : label(f.label(), f.name().text())) + ";");
                    line("}");
                }
            }
            line("return String.valueOf(result);");
            close();
        }
        override("String winner(State s)");
        boolean enumWinner = play.winner() != null
                && game().typed().winner().type() instanceof org.rulesc.compiler.model.Type.EnumType;
        line("return " + (play.winner() == null ? "null" : enumWinner ? cls + ".winner(s).label()"
                : "String.valueOf(" + cls + ".winner(s))") + ";");
        close();
        override("String pieceWord()");
        line("return " + JavaText.literal(pieceWord()) + ";");
        close();
        for (String which : List.of("actLabel", "actCitation")) {
            override("String " + which + "(Object action)");
            line("return switch (((Act) action).act()) {");
            for (Play.Act act : play.acts()) {
                line("    case " + JavaText.literal(act.name().text()) + " -> " + JavaText.literal(which.equals("actLabel")
                        ? label(act.label(), act.name().text()) : act.meta().citationText()) + ";");
            }
            line("    default -> \"\";");
            line("};");
            close();
        }
        override("String sequenceLabel()");
        line("return " + JavaText.literal(label(pm.sequence().label(), pm.sequence().name().text())) + ";");
        close();
        override("String sequenceCitation()");
        line("return " + JavaText.literal(pm.sequence().meta().citationText()) + ";");
        close();
        override("String endCitation()");
        line("return " + JavaText.literal(play.end() == null ? "" : play.end().meta().citationText()) + ";");
        close();
        close();
    }

    private void override(String signature) {
        blank();
        line("@Override");
        open("public " + signature);
    }
}
