package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.runtime.SceneryDraw;

/**
 * A game's {@code scenery} in the interpreter: header lines that lay out the table rather than
 * place a piece, each kept as a record of its format's fields in the list the scenery names, and
 * the house layout self-play draws when a scenario states none ({@link SceneryDraw}, with a
 * {@code SplittableRandom(seed + 2)}, sceneries in their order, the same draw as the generated
 * engine's).
 */
final class Sceneries {
    private Sceneries() {}

    /** A header line of a scenery, read. */
    record Line(String scenery, Values.RecordValue value) {}

    /** Every scenery with no line. */
    static Map<String, List<Object>> none(PlayModel pm) {
        Map<String, List<Object>> out = new LinkedHashMap<>();
        pm.links().scenery.keySet().forEach(n -> out.put(n, List.of()));
        return out;
    }

    /** The scenery's names bound to their lines. */
    static Env bind(Env env, Map<String, List<Object>> scenery) {
        for (Map.Entry<String, List<Object>> e : scenery.entrySet()) {
            env = env.with(e.getKey(), e.getValue());
        }
        return env;
    }

    /** The scenery a header line of this format belongs to (the first declared), or null: a piece's line. */
    static String of(PlayModel pm, String format) {
        for (Map.Entry<String, Decl.Format> e : pm.links().scenery.entrySet()) {
            if (e.getValue().name().text().equals(format)) {
                return e.getKey();
            }
        }
        return null;
    }

    static Line line(String scenery, Notations.Line parsed) {
        return new Line(scenery, new Values.RecordValue(parsed.format(), new LinkedHashMap<>(parsed.fields())));
    }

    /** The header's scenery lines, by scenery, in the order written. */
    static Map<String, List<Object>> collect(PlayModel pm, List<?> header) {
        Map<String, List<Object>> out = new LinkedHashMap<>();
        pm.links().scenery.keySet().forEach(n -> out.put(n, new ArrayList<>()));
        for (Object x : header) {
            if (x instanceof Line l) {
                out.get(l.scenery()).add(l.value());
            }
        }
        out.replaceAll((k, v) -> List.copyOf(v));
        return out;
    }

    /** The scenery as a state's JSON writes it: each line in the setup notation, sceneries in order. */
    static List<String> lines(Games games, Map<String, List<Object>> scenery) {
        List<String> out = new ArrayList<>();
        for (List<Object> lines : scenery.values()) {
            for (Object x : lines) {
                Values.RecordValue r = (Values.RecordValue) x;
                out.add(games.notations().format(games.model().links().setupNotation,
                        new Notations.Line(r.type(), r.fields())));
            }
        }
        return out;
    }

    /**
     * The scenery of a state's JSON.
     *
     * @throws org.rulesc.runtime.StateJson.Error when a line is not a scenery line of the game
     */
    static Map<String, List<Object>> read(Games games, List<String> texts) {
        PlayModel pm = games.model();
        List<Object> lines = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            Notations.Line parsed = null;
            try {
                parsed = games.notations().parse(pm.links().setupNotation, texts.get(i));
            } catch (RuntimeException notALine) {
                // refused below, with the generated engine's message
            }
            String scenery = parsed == null ? null : of(pm, parsed.format());
            if (scenery == null) {
                throw new org.rulesc.runtime.StateJson.Error("$.scenery[" + i + "]: \"" + texts.get(i)
                        + "\" is not a scenery line of the game");
            }
            lines.add(line(scenery, parsed));
        }
        return collect(pm, lines);
    }

    /**
     * The lines self-play adds to a scenario's: for each drawn scenery of which the scenario states
     * no line, the lines {@link SceneryDraw} lays out, written in the setup notation.
     */
    static List<String> drawn(Games games, List<String> scenario, long seed) {
        PlayModel pm = games.model();
        Interpreter in = games.interpreter();
        List<String> out = new ArrayList<>();
        if (pm.links().setupNotation == null || !(pm.board() instanceof Decl.TableBoard board)) {
            return out;
        }
        List<String> stated = new ArrayList<>();
        for (String text : scenario) {
            stated.add(games.notations().parse(pm.links().setupNotation, text).format());
        }
        SplittableRandom random = new SplittableRandom(seed + 2);
        for (Play.Scenery s : pm.game().play().sceneries()) {
            Decl.Format f = pm.links().scenery.get(s.name().text());
            if (s.drawLo() == null || f == null || stated.contains(f.name().text())) {
                continue;
            }
            int[] kinds = new int[f.fields().size()];
            List<Decl.Enum> enums = new ArrayList<>();
            for (int i = 0; i < kinds.length; i++) {
                Decl.Enum e = in.model.format(f).fields().get(i).type() instanceof Type.EnumType en ? en.decl() : null;
                enums.add(e);
                kinds[i] = e == null ? SceneryDraw.POINT : in.members(e).size();
            }
            for (List<Object> drawn : SceneryDraw.draw(random, TableChoices.table(in, board), s.drawLo(), s.drawHi(),
                    kinds)) {
                Map<String, Object> fields = new LinkedHashMap<>();
                for (int i = 0; i < kinds.length; i++) {
                    Object v = drawn.get(i);
                    fields.put(f.fields().get(i).name().text(),
                            enums.get(i) == null ? v : in.members(enums.get(i)).get((Integer) v));
                }
                out.add(games.notations().format(pm.links().setupNotation, new Notations.Line(f.name().text(), fields)));
            }
        }
        return out;
    }
}
