package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.JavaNames;

/**
 * A game class's self-play: {@code play(setup, seed, maxTurns)}, which plays the game against
 * itself and writes it as a record, and {@code actionLine}, an action as the record writes it. Its
 * own part because it must draw exactly as the interpreter's self-play does (a piece, an act, a
 * choice, each uniformly, then the dice), so that both back ends write the same record for a seed.
 */
final class GameSelfPlayEmitter extends GamePart {
    GameSelfPlayEmitter(GameClass game) {
        super(game);
    }

    /**
     * {@code play} (on the first board, or one named) and {@code actionLine}; nothing unless the game has a
     * setup format, an action notation and a position.
     */
    void play() {
        if (pm.links().setupFormat == null || pm.actionNotation() == null || pm.position() == null) {
            return;
        }
        String setupType = ctx.types.named(pm.links().setupNotation.name().text()).simpleName();
        String unit = NotationEmitter.formatClass(ctx, pm.links().setupNotation, pm.links().setupFormat).canonicalName()
                .substring(model.javaPackage.length() + 1);
        String position = JavaNames.member(pm.position());
        blank();
        line("/**");
        line(" * Plays a game against itself from setup lines and writes it as a record: choices from a");
        line(" * {@code SplittableRandom(seed)}, dice from {@code Dice.seeded(seed + 1)}; a piece, then one of its");
        line(" * acts, then one of that act's legal choices, each uniformly, as the interpreter's self-play does;");
        line(" * a grade a player chooses (two or more applied) is drawn from the same random while the act is performed.");
        line(" *");
        line(" * @return the game's record, as {@link #referee} reads it");
        line(" */");
        open("public static String play(List<String> setupLines, long seed, int maxTurns)");
        line("return play(null, setupLines, seed, maxTurns);");
        close();
        blank();
        line("/**");
        line(" * Plays a game on {@code board}, one of {@link #BOARDS} (null: the first), as {@link #play(List, long, int)};");
        line(" * when the game may be played on several, the record's header names it ({@code board <name>}).");
        line(" *");
        line(" * @return the game's record, as {@link #referee} reads it");
        line(" */");
        open("public static String play(String board, List<String> setupLines, long seed, int maxTurns)");
        line("SplittableRandom random = new SplittableRandom(seed);");
        line("Dice dice = Dice.seeded(seed + 1);");
        line("// a grade the player chooses: drawn from the same random as every other choice, after the dice");
        line("org.rulesc.runtime.GradeChoices picks = org.rulesc.runtime.GradeChoices.random(random);");
        line("StringBuilder log = new StringBuilder();");
        if (boards.named()) {
            line("log.append(\"board \").append(boardName(board)).append('\\n');");
        }
        line("List<" + unit + "> setup = new ArrayList<>();");
        if (scenery().any()) {
            line("List<String> header = new ArrayList<>(setupLines);");
            line("List<String> drawn = new ArrayList<>();");
            scenery().draw(this::line, setupType);
            line("header.addAll(drawn);");
            line("List<Object> lines = new ArrayList<>();");
            open("for (String line : header)");
            line(setupType + " parsed = " + setupType + ".parse(line);");
            line("log.append(parsed.format()).append('\\n');");
            line("lines.add(parsed);");
            line("if (!(" + scenery().isScenery("parsed") + ")) {");
            line("    setup.add((" + unit + ") parsed);");
            line("}");
            close();
            line("State s = start(board, setup, Scenery.of(lines));");
        } else {
            open("for (String line : setupLines)");
            line(setupType + " parsed = " + setupType + ".parse(line);");
            line("log.append(parsed.format()).append('\\n');");
            line("setup.add((" + unit + ") parsed);");
            close();
            line("State s = start(board, setup);");
        }
        line("log.append(\"turn 1\\n\");");
        open("while (!s.over() && s.turn() <= maxTurns)");
        line("List<Act> legal = legalActions(s);");
        open("if (legal.isEmpty())");
        line("int turn = s.turn();");
        line("s = endPhase(s);");
        open("if (!s.over() && s.turn() != turn)");
        line("if (s.turn() > maxTurns) {");
        line("    break;");
        line("}");
        line("log.append(\"turn \").append(s.turn()).append('\\n');");
        close();
        line("continue;");
        close();
        line("Map<Integer, Map<String, List<Act>>> byPiece = new LinkedHashMap<>();");
        open("for (Act a : legal)");
        line("byPiece.computeIfAbsent(a.piece(), k -> new LinkedHashMap<>()).computeIfAbsent(a.act(), k -> new ArrayList<>())"
                + ".add(a);");
        close();
        line("List<Map<String, List<Act>>> pieces = new ArrayList<>(byPiece.values());");
        line("Map<String, List<Act>> acts = pieces.get(random.nextInt(pieces.size()));");
        line("List<List<Act>> choices = new ArrayList<>(acts.values());");
        line("List<Act> instances = choices.get(random.nextInt(choices.size()));");
        line("Act a = instances.get(random.nextInt(instances.size()));");
        if (hasSelections()) {
            // a selection of several values: extended from the listed line, one coin per further value
            line("State now = s;");
            boolean perPiece = play.acts().stream().anyMatch(x -> x.params().stream().anyMatch(p -> p.each() != null));
            line("a = org.rulesc.runtime.Selections.extend(instances, a, SELECTIONS.getOrDefault(a.act(), List.of()), "
                    + (perPiece ? "PER_PIECE.getOrDefault(a.act(), Map.of()), (x, i) -> pools(now, x, i), " : "")
                    + "Act::args,");
            line("        (x, v) -> new Act(x.act(), x.piece(), v), x -> refusal(now, x) == null, random);");
        }
        line("String line = " + placeLabel("s.piece(a.piece()).state()." + position + "()") + " + \": \" + "
                + "actionLine(s, a);");
        line("Outcome o = perform(s, a, dice, picks);");
        line("log.append(line).append('\\n');");
        open("for (Written w : o.written())");
        line("log.append(w.text()).append('\\n');");
        close();
        line("s = o.state();");
        close();
        line("return log.toString();");
        close();
        blank();
        line("/** The action as the record writes it: its format, pieces by their positions. */");
        open("private static String actionLine(State s, Act a)");
        line("List<Object> v = new ArrayList<>(a.args());");
        line("v.replaceAll(x -> x instanceof PieceRef r ? s.piece(r.id()).state()." + position + "() : x);");
        if (selectsPieces()) { // a selection of pieces by their positions
            line("v.replaceAll(x -> x instanceof List<?> l && !l.isEmpty() && l.get(0) instanceof PieceRef");
            line("        ? l.stream().map(r -> s.piece(((PieceRef) r).id()).state()." + position + "()).toList() : x);");
        }
        line("return switch (a.act()) {");
        for (Play.Act act : play.acts()) {
            Decl.Format f = pm.actionNotation().formats().stream().filter(x -> x.name().text().equals(act.name().text()))
                    .findFirst().orElseThrow();
            String record = NotationEmitter.formatClass(ctx, pm.actionNotation(), f).canonicalName()
                    .substring(model.javaPackage.length() + 1);
            List<String> args = new ArrayList<>();
            for (int i = 0; i < act.params().size(); i++) {
                String t = isPiece(act.params().get(i)) ? placeType() : paramType(act.params().get(i));
                args.add(act.params().get(i).pool() != null ? "selection(v.get(" + i + "))"
                        : "(" + (t.equals("int") ? "Integer" : t) + ") v.get(" + i + ")");
            }
            line("    case " + JavaText.literal(act.name().text()) + " -> new " + record + "(" + String.join(", ", args)
                    + ").format();");
        }
        line("    default -> throw new IllegalArgumentException(\"no act \" + a.act());");
        line("};");
        close();
    }
}
