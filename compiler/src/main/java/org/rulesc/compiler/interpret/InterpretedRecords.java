package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.GradeChoices;
import org.rulesc.runtime.RecordSyntaxError;
import org.rulesc.runtime.RecordedGame;
import org.rulesc.runtime.RuleViolation;

/**
 * A game run by the interpreter, as the runtime's {@code GameReferee} reads records of it. Each
 * start, phase change, legality test, action and verdict is one evaluation within {@link Bounds},
 * as in self-play: a record is untrusted input too.
 */
final class InterpretedRecords implements RecordedGame<Games.State> {
    private final Games games;
    private final PlayModel pm;

    InterpretedRecords(Games games) {
        this.games = games;
        this.pm = games.model();
    }

    /** A result line: its notation and fields. */
    private record Result(Decl.Notation notation, Notations.Line line) {}

    @Override
    public Object setup(String line) {
        if (pm.links().setupNotation == null) {
            throw new RecordSyntaxError("setup", line, 1, "no setup line: this game declares none");
        }
        Notations.Line parsed = games.notations().parse(pm.links().setupNotation, line);
        String scenery = Sceneries.of(pm, parsed.format());
        if (scenery != null) {
            return Sceneries.line(scenery, parsed);
        }
        if (!parsed.format().equals(pm.links().setupFormat.name().text())) {
            throw new RecordSyntaxError("setup", line, 1, "a setup line in format " + pm.links().setupFormat.name().text());
        }
        return parsed.fields();
    }

    @Override
    public List<String> boards() {
        return GameBoards.named(pm) ? GameBoards.names(pm) : List.of();
    }

    @Override
    public Object setup(String board, String line) {
        Object parsed = setup(line);
        if (!(parsed instanceof Map<?, ?>)) {
            return parsed; // a scenery line: it places no piece
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> fields = (Map<String, Object>) parsed;
        Object at = pm.position() == null ? null : fields.get(pm.position());
        if (GameBoards.named(pm) && at != null && !games.onBoard(board, at)) {
            throw new RecordSyntaxError("setup", line, Math.max(1, line.indexOf(games.showValue(at)) + 1),
                    "a " + pm.place().show() + " of " + GameBoards.name(pm, board) + ", not " + games.showValue(at));
        }
        return fields;
    }

    @Override
    public Games.State start(List<Object> setup) {
        return start(null, setup);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Games.State start(String board, List<Object> setup) {
        List<Map<String, Object>> fields = new ArrayList<>();
        setup.stream().filter(Map.class::isInstance).forEach(x -> fields.add((Map<String, Object>) x));
        Map<String, List<Object>> scenery = Sceneries.collect(pm, setup);
        try {
            return games.interpreter().bounded(() -> games.start(board, fields, scenery));
        } catch (Games.InvariantBroken broken) {
            throw new InvariantBroken(broken.getMessage());
        }
    }

    @Override
    public int turn(Games.State s) {
        return s.turn();
    }

    @Override
    public boolean over(Games.State s) {
        return s.over();
    }

    @Override
    public int phase(Games.State s) {
        return s.phase();
    }

    @Override
    public int turns() {
        return games.turns() == null ? 0 : games.turns();
    }

    @Override
    public Games.State endPhase(Games.State s) {
        try {
            return games.interpreter().bounded(() -> games.endPhase(s));
        } catch (Games.InvariantBroken broken) {
            throw new InvariantBroken(broken.getMessage());
        }
    }

    @Override
    public boolean isPosition(String label) {
        return hex(label) != null;
    }

    @Override
    public Integer pieceAt(Games.State s, String label) {
        Object h = hex(label);
        Games.Piece p = h == null ? null : pieceAt(s, h);
        return p == null ? null : p.id();
    }

    private Games.Piece pieceAt(Games.State s, Object h) {
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

    /** The hex, or on a square board the square, a label names (null: none). */
    private Object hex(String label) {
        try {
            if (pm.place() == org.rulesc.compiler.model.Type.Prim.SQUARE) {
                return org.rulesc.runtime.SquareLabels.parse(label);
            }
            if (pm.place() == org.rulesc.compiler.model.Type.Prim.POINT) {
                return org.rulesc.runtime.PointLabels.parse(label);
            }
            return games.interpreter().hexLabels == null ? null : games.interpreter().hexLabels.parse(label);
        } catch (RuntimeException notAHex) {
            return null;
        }
    }

    @Override
    public boolean sidePhase(Games.State s) {
        return games.side(s) != null;
    }

    @Override
    public boolean allows(Games.State s, Object action) {
        String act = pm.links().actions.get(((Games.Action) action).act()).name().text();
        return games.phase(s).actions().stream().anyMatch(x -> x.text().equals(act));
    }

    @Override
    public boolean piecesPhase(Games.State s, int piece) {
        // a phase of every side lasts while any piece can act in it, as in self-play
        return games.interpreter().bounded(() -> games.side(s) == null ? games.anyLegal(s)
                : s.piece(piece).get("side").equals(games.side(s)));
    }

    /** The piece standing at {@code place}, as an act's choice, or the refusal that names the place. */
    private Games.PieceRef pieceRef(Games.State s, Play.Act act, Object place) {
        Games.Piece target = pieceAt(s, place);
        if (target == null) {
            throw new RuleViolation(Games.label(act), "there is no " + pieceWord() + " in " + games.showValue(place));
        }
        return new Games.PieceRef(target.id());
    }

    @Override
    public Object action(Games.State s, int piece, String text) {
        Notations.Line parsed = games.notations().parse(pm.actionNotation(), text);
        Play.Act act = pm.game().play().acts().stream().filter(a -> a.name().text().equals(parsed.format())).findFirst()
                .orElseThrow(() -> new RuleViolation("record", "`" + parsed.format() + "` is no act of the game"));
        List<Object> args = new ArrayList<>();
        for (int i = 0; i < act.params().size(); i++) {
            Object v = parsed.fields().get(act.params().get(i).name().text());
            if (games.choosesPiece(act, i)) {
                v = pieceRef(s, act, v);
            } else if (games.choosesPieces(act, i)) {
                // a selection of pieces, each by where it stands
                List<Object> refs = new ArrayList<>();
                for (Object place : (List<?>) v) {
                    refs.add(pieceRef(s, act, place));
                }
                v = List.copyOf(refs);
            }
            args.add(v);
        }
        return new Games.Action(act, piece, args);
    }

    @Override
    public Refusal refusal(Games.State s, Object action) {
        Games.Refusal r = games.interpreter().bounded(() -> games.refusal(s, (Games.Action) action));
        return r == null ? null : new Refusal(r.rule(), r.citation(), r.getMessage());
    }

    @Override
    public Refusal owed(Games.State s) {
        Games.Refusal r = games.interpreter().bounded(() -> games.owed(s));
        return r == null ? null : new Refusal(r.rule(), r.citation(), r.getMessage());
    }

    @Override
    public Object result(String line) {
        RecordSyntaxError first = null;
        for (Decl.Notation n : pm.links().records.subList(Math.min(1, pm.links().records.size()),
                pm.links().records.size())) {
            try {
                return new Result(n, games.notations().parse(n, line));
            } catch (RecordSyntaxError e) {
                first = first == null ? e : first;
            }
        }
        throw first != null ? first : new RecordSyntaxError("result", line, 1, "no result line: this game writes none");
    }

    @Override
    public List<Integer> dice(Object result) {
        Result r = (Result) result;
        String key = r.notation().name().text() + "." + r.line().format();
        List<Integer> out = new ArrayList<>();
        for (Map.Entry<String, Object> f : r.line().fields().entrySet()) {
            if (pm.links().dieFields.getOrDefault(key, java.util.Set.of()).contains(f.getKey())) {
                out.add((Integer) f.getValue());
            }
        }
        return out;
    }

    @Override
    public Performed<Games.State> perform(Games.State s, Object action, Dice dice, GradeChoices choices) {
        try {
            Games.Outcome o = games.interpreter().bounded(() -> games.perform(s, (Games.Action) action, dice, choices));
            List<Object> written = new ArrayList<>();
            o.written().forEach(w -> written.add(new Result(w.notation(), w.line())));
            return new Performed<>(o.state(), written);
        } catch (Games.InvariantBroken broken) {
            throw new InvariantBroken(broken.getMessage());
        }
    }

    @Override
    public String format(Object result) {
        Result r = (Result) result;
        return games.notations().format(r.notation(), r.line());
    }

    @Override
    public String formatName(Object result) {
        return ((Result) result).line().format();
    }

    @Override
    public String formatLabel(Object result) {
        Result r = (Result) result;
        Decl.Format f = r.notation().formats().stream().filter(x -> x.name().text().equals(r.line().format()))
                .findFirst().orElseThrow();
        return f.label() == null ? f.name().text() : f.label();
    }

    @Override
    public String winner(Games.State s) {
        Object w = games.interpreter().bounded(() -> games.winner(s));
        return w == null ? null : games.showValue(w);
    }

    @Override
    public String pieceWord() {
        return pm.piece().label() == null ? pm.piece().name().text() : pm.piece().label();
    }

    @Override
    public String actLabel(Object action) {
        return Games.label(((Games.Action) action).act());
    }

    @Override
    public String actCitation(Object action) {
        return ((Games.Action) action).act().meta().citationText();
    }

    @Override
    public String sequenceLabel() {
        return pm.sequence().label() == null ? pm.sequence().name().text() : pm.sequence().label();
    }

    @Override
    public String sequenceCitation() {
        return pm.sequence().meta().citationText();
    }

    @Override
    public String endCitation() {
        return pm.game().play().end() == null ? "" : pm.game().play().end().meta().citationText();
    }
}
