package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.RecordSyntaxError;
import org.rulesc.runtime.RiggedDice;

/**
 * Referees a written game record against a {@code game}: the record's setup header places the
 * pieces, each action line is performed by the interpreter's {@link Games} and must be legal, and
 * the result lines that follow it must be exactly the lines the act writes with the dice they
 * record. The first line that does not fit is reported with its line and column, the rule and
 * the rule's citation.
 *
 * <p>A record is plain text, one item per line (blank lines and {@code #} comments are skipped):
 * <ul>
 * <li>the header: one setup line per piece, in the game's {@code setup} format;
 * <li>{@code turn N}: the start of turn N (optional: a phase also ends when the other side acts);
 * <li>an action: the acting piece's position, a colon, then the line in the first {@code records}
 *     notation, e.g. {@code 0707: W / 2 / 0908};
 * <li>after an action, the result lines it writes, in the other notations. The dice a referee
 *     uses are the values of the fields the act's {@code write}s fill from a roll's sum, in the
 *     order the lines and fields are written.
 * </ul>
 */
public final class Referee {
    private static final Pattern TURN = Pattern.compile("(?i)turn\\s+(\\d+)");
    private static final Pattern ACTOR = Pattern.compile("^(\\s*)(\\S+?)\\s*[:：]\\s*(.*)$", Pattern.DOTALL);

    private final Games games;
    private final PlayModel pm;

    public Referee(Games games) {
        this.games = games;
        this.pm = games.model();
    }

    /** The first line that does not fit: 1-based line and column, the rule, its citation, why. */
    public record Discrepancy(int line, int column, String rule, String citation, String message) {}

    /**
     * What the referee found.
     *
     * @param discrepancy the first line that does not fit, or null
     * @param state where the game stands after the last line that fits (null: no piece was placed)
     * @param actions how many actions were performed
     */
    public record Report(Discrepancy discrepancy, Games.State state, int actions) {
        public boolean legal() {
            return discrepancy == null;
        }
    }

    /** Stops the walk through the record at the first discrepancy. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient Discrepancy d;

        Stop(Discrepancy d) {
            super(d.message(), null, false, false);
            this.d = d;
        }
    }

    private String[] lines;
    private Games.State state;
    private List<Map<String, Object>> setup;
    private int actions;

    public Report referee(String record) {
        lines = record.split("\n", -1);
        state = null;
        setup = new ArrayList<>();
        actions = 0;
        try {
            int i = 0;
            while (i < lines.length) {
                i = line(i);
            }
            if (state == null) {
                start(lines.length);
            }
            // the record stops in the last phase of the last turn: that turn is played out
            if (!state.over() && games.turns() != null && state.turn() == games.turns()
                    && games.endPhase(state).over()) {
                state = games.endPhase(state);
            }
            return new Report(null, state, actions);
        } catch (Stop stop) {
            return new Report(stop.d, state, actions);
        }
    }

    private static boolean skipped(String line) {
        String t = line.strip();
        return t.isEmpty() || t.startsWith("#");
    }

    /** Handles line {@code i} (0-based) and returns the index of the next line to read. */
    private int line(int i) {
        String raw = stripCr(lines[i]);
        if (skipped(raw)) {
            return i + 1;
        }
        Matcher turn = TURN.matcher(raw.strip());
        Matcher actor = ACTOR.matcher(raw);
        HexGrid.Hex at = actor.matches() ? hex(actor.group(2)) : null;
        if (state == null) {
            if (turn.matches() || at != null) {
                start(i + 1);
            } else {
                setupLine(i, raw);
                return i + 1;
            }
        }
        if (turn.matches()) {
            turnMarker(i, raw, Integer.parseInt(turn.group(1)));
            return i + 1;
        }
        if (at == null) {
            throw stop(i, indent(raw), "record", null,
                    "expected an action (`<position>: <action>`) or `turn N`, not a result line: no result is owed here");
        }
        return action(i, raw, actor, at);
    }

    private void setupLine(int i, String raw) {
        if (pm.links().setupNotation == null) {
            throw stop(i, indent(raw), "record", null, "this game declares no `setup` line; the record cannot place pieces");
        }
        try {
            Notations.Line line = games.notations().parse(pm.links().setupNotation, raw.strip());
            if (!line.format().equals(pm.links().setupFormat.name().text())) {
                throw stop(i, indent(raw), "setup", null, "expected a setup line in format " + pm.links().setupFormat.name().text());
            }
            setup.add(line.fields());
        } catch (RecordSyntaxError e) {
            throw stop(i, indent(raw) + e.column() - 1, "setup", null, "expected " + e.expected());
        }
    }

    private void start(int lineNumber) {
        if (setup.isEmpty()) {
            throw new Stop(new Discrepancy(Math.max(1, lineNumber), 1, "setup", "",
                    "the record places no piece: start it with setup lines"));
        }
        try {
            state = games.start(setup);
        } catch (Games.InvariantBroken broken) {
            throw new Stop(new Discrepancy(Math.max(1, lineNumber), 1, "setup", "", "the setup breaks the game: "
                    + broken.getMessage()));
        }
    }

    private void turnMarker(int i, String raw, int n) {
        if (n == state.turn()) {
            return;
        }
        if (n != state.turn() + 1) {
            throw stop(i, indent(raw), "turn", citation(pm.sequence().meta()), "turn " + n + " cannot follow turn "
                    + state.turn());
        }
        Games.State s = state;
        while (!s.over() && s.turn() == state.turn()) {
            s = games.endPhase(s);
        }
        if (s.over()) {
            throw stop(i, indent(raw), pm.sequence().label() == null ? pm.sequence().name().text() : pm.sequence().label(),
                    citation(pm.sequence().meta()), "the game lasts " + games.turns() + " turns");
        }
        state = s;
    }

    private int action(int i, String raw, Matcher actor, HexGrid.Hex at) {
        int column = actor.start(2) + 1;
        if (state.over()) {
            Meta meta = pm.game().play().end() == null ? null : new Meta(pm.game().play().end().meta());
            throw stop(i, column, "end of the game", meta == null ? "" : meta.text, "the game is over"
                    + (games.winner(state) == null ? "" : ": " + games.showValue(games.winner(state))));
        }
        Games.Piece piece = pieceAt(state, at);
        if (piece == null) {
            throw stop(i, column, "record", null, "there is no " + pieceWord() + " in " + actor.group(2));
        }
        Games.State s = state;
        while (!s.over() && !piece.get("side").equals(games.side(s))) {
            s = games.endPhase(s);
        }
        if (s.over()) {
            throw stop(i, column, pm.sequence().label() == null ? pm.sequence().name().text() : pm.sequence().label(),
                    citation(pm.sequence().meta()), "the game lasts " + games.turns() + " turns");
        }
        state = s;
        int textColumn = actor.start(3) + 1;
        Notations.Line parsed;
        try {
            parsed = games.notations().parse(pm.actionNotation(), actor.group(3));
        } catch (RecordSyntaxError e) {
            throw stop(i, textColumn + e.column() - 1, "record", null, "expected " + e.expected());
        }
        Play.Act act = pm.game().play().acts().stream().filter(a -> a.name().text().equals(parsed.format())).findFirst()
                .orElse(null);
        if (act == null) {
            throw stop(i, textColumn, "record", null, "`" + parsed.format() + "` is no act of the game");
        }
        List<Object> args = new ArrayList<>();
        for (Play.ActParam p : act.params()) {
            Object v = parsed.fields().get(p.name().text());
            if (isPiece(p)) {
                Games.Piece target = pieceAt(state, (HexGrid.Hex) v);
                if (target == null) {
                    throw stop(i, textColumn, Games.label(act), citation(act.meta()), "there is no " + pieceWord()
                            + " in " + games.showValue(v));
                }
                v = new Games.PieceRef(target.id());
            }
            args.add(v);
        }
        Games.Action action = new Games.Action(act, piece.id(), args);
        Games.Refusal refusal = games.refusal(state, action);
        if (refusal != null) {
            throw stop(i, textColumn, refusal.rule(), refusal.citation(), "`" + actor.group(3).strip() + "` by the "
                    + pieceWord() + " in " + actor.group(2) + " is refused: " + refusal.getMessage());
        }
        // the result lines that follow, up to the next action or turn
        List<Integer> at2 = new ArrayList<>();
        List<Games.Written> written = new ArrayList<>();
        List<Integer> faces = new ArrayList<>();
        int j = i + 1;
        for (; j < lines.length; j++) {
            String r = stripCr(lines[j]);
            if (skipped(r)) {
                continue;
            }
            Matcher a = ACTOR.matcher(r);
            if (TURN.matcher(r.strip()).matches() || a.matches() && hex(a.group(2)) != null) {
                break;
            }
            Games.Written w = result(j, r);
            written.add(w);
            at2.add(j);
            String key = w.notation().name().text() + "." + w.line().format();
            for (Map.Entry<String, Object> f : w.line().fields().entrySet()) {
                if (pm.links().dieFields.getOrDefault(key, java.util.Set.of()).contains(f.getKey())) {
                    faces.add((Integer) f.getValue());
                }
            }
        }
        Games.Outcome outcome;
        try {
            outcome = games.perform(state, action, RiggedDice.ofFaces(faces.stream().mapToInt(Integer::intValue).toArray()));
        } catch (IllegalStateException ranOut) {
            // the rules roll more dice than the result lines record: find which line is missing or wrong
            missingDie(i, j, act, action, faces, written, at2, ranOut);
            throw new IllegalStateException(ranOut);
        } catch (Games.InvariantBroken broken) {
            throw stop(i, textColumn, "invariant", "", "after this action " + broken.getMessage());
        }
        List<Games.Written> expected = outcome.written();
        for (int k = 0; k < Math.max(expected.size(), written.size()); k++) {
            if (k >= written.size()) {
                throw owed(i, j, act, "the result line `" + format(expected.get(k)) + "`");
            }
            int where = at2.get(k);
            if (k >= expected.size()) {
                throw stop(where, indent(stripCr(lines[where])), Games.label(act), citation(act.meta()),
                        "no result line is owed here: the rules write nothing more after this action");
            }
            if (!expected.get(k).line().equals(written.get(k).line())
                    || expected.get(k).notation() != written.get(k).notation()) {
                throw stop(where, indent(stripCr(lines[where])), Games.label(act), citation(act.meta()),
                        "the rules give `" + format(expected.get(k)) + "`, but the record says `"
                        + format(written.get(k)) + "`");
            }
        }
        state = outcome.state();
        actions++;
        return j;
    }

    /** A result line the record does not give, reported where the action's result lines end. */
    private Stop owed(int i, int j, Play.Act act, String what) {
        if (j < lines.length) {
            return stop(j, indent(stripCr(lines[j])), Games.label(act), citation(act.meta()),
                    "expected " + what + " before this");
        }
        int last = lastLine(i);
        return stop(last, indent(stripCr(lines[last])), Games.label(act), citation(act.meta()),
                "the record ends before " + what);
    }

    /**
     * The dice ran out: replays the act with a stand-in for each missing die (whose value is not
     * shown) to learn which line the rules write where the record has none or another one.
     */
    private void missingDie(int i, int j, Play.Act act, Games.Action action, List<Integer> faces,
            List<Games.Written> written, List<Integer> at, IllegalStateException ranOut) {
        int[] padded = new int[faces.size() + 64];
        for (int k = 0; k < padded.length; k++) {
            padded[k] = k < faces.size() ? faces.get(k) : 1;
        }
        List<Games.Written> expected;
        try {
            expected = games.perform(state, action, RiggedDice.ofFaces(padded)).written();
        } catch (RuntimeException stillWrong) {
            int where = at.isEmpty() ? i : at.get(at.size() - 1);
            throw stop(where, indent(stripCr(lines[where])), Games.label(act), citation(act.meta()),
                    "the dice of these result lines do not fit " + Games.label(act) + ": " + ranOut.getMessage());
        }
        for (int k = 0; k < expected.size(); k++) {
            String kind = "a `" + formatLabel(expected.get(k)) + "` line";
            if (k >= written.size()) {
                throw owed(i, j, act, kind);
            }
            if (!expected.get(k).line().format().equals(written.get(k).line().format())) {
                int where = at.get(k);
                throw stop(where, indent(stripCr(lines[where])), Games.label(act), citation(act.meta()),
                        "the rules write " + kind + " here, but the record says `" + format(written.get(k)) + "`");
            }
        }
        int where = at.isEmpty() ? i : at.get(at.size() - 1);
        throw stop(where, indent(stripCr(lines[where])), Games.label(act), citation(act.meta()),
                "the result lines record fewer dice than " + Games.label(act) + " rolls");
    }

    private static String formatLabel(Games.Written w) {
        Decl.Format f = w.notation().formats().stream().filter(x -> x.name().text().equals(w.line().format()))
                .findFirst().orElseThrow();
        return f.label() == null ? f.name().text() : f.label();
    }

    private int lastLine(int from) {
        int last = from;
        for (int k = from; k < lines.length; k++) {
            if (!skipped(lines[k])) {
                last = k;
            }
        }
        return last;
    }

    /** A result line, in whichever of the game's result notations it fits. */
    private Games.Written result(int j, String raw) {
        RecordSyntaxError first = null;
        for (Decl.Notation n : pm.links().records.subList(1, pm.links().records.size())) {
            try {
                return new Games.Written(n, games.notations().parse(n, raw.strip()));
            } catch (RecordSyntaxError e) {
                first = first == null ? e : first;
            }
        }
        if (first == null) {
            throw stop(j, indent(raw), "record", null, "this game writes no result lines");
        }
        throw stop(j, indent(raw) + first.column() - 1, "record", null, "expected " + first.expected());
    }

    private String format(Games.Written w) {
        return games.notations().format(w.notation(), w.line());
    }

    private boolean isPiece(Play.ActParam p) {
        return p.type() instanceof org.rulesc.compiler.ast.TypeRef.Named n
                && n.name().text().equals(pm.piece().name().text());
    }

    private Games.Piece pieceAt(Games.State s, HexGrid.Hex h) {
        if (pm.position() == null) {
            return null;
        }
        for (Games.Piece p : s.pieces()) {
            if (h.equals(p.get(pm.position()))) {
                return p;
            }
        }
        return null;
    }

    private String pieceWord() {
        return pm.piece().label() == null ? pm.piece().name().text() : pm.piece().label();
    }

    private HexGrid.Hex hex(String label) {
        try {
            return games.interpreter().hexLabels == null ? null : games.interpreter().hexLabels.parse(label);
        } catch (RuntimeException notAHex) {
            return null;
        }
    }

    private static String stripCr(String s) {
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
    }

    private static int indent(String line) {
        int n = 0;
        while (n < line.length() && Character.isWhitespace(line.charAt(n))) {
            n++;
        }
        return n + 1;
    }

    private static String citation(org.rulesc.compiler.ast.Meta meta) {
        return meta == null ? "" : meta.citationText();
    }

    private static Stop stop(int index, int column, String rule, String citation, String message) {
        return new Stop(new Discrepancy(index + 1, column, rule, citation == null ? "" : citation, message));
    }

    /** A citation's text, carried where only a meta is at hand. */
    private record Meta(String text) {
        Meta(org.rulesc.compiler.ast.Meta meta) {
            this(meta.citationText());
        }
    }
}
