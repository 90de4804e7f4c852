package org.rulesc.compiler.interpret;

import org.rulesc.runtime.GameReferee;

/**
 * Referees a written game record against a {@code game} run by the interpreter, with the
 * runtime's {@link GameReferee} (the same referee generated game classes use): the setup header
 * places the pieces, each action line must be legal, and the result lines after it must be
 * exactly the lines the act writes with the dice they record.
 */
public final class Referee {
    private final Games games;

    public Referee(Games games) {
        this.games = games;
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

    /** Refereeing went past one of rulesc's {@link Bounds} at a line of the record. */
    public static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int line;

        Stopped(int line, Bounds.Exceeded cause) {
            super(cause.getMessage(), cause);
            this.line = line;
        }

        /** @return the 1-based line of the record whose action or setup was being evaluated */
        public int line() {
            return line;
        }
    }

    /**
     * Referees {@code record}; each legality test, action and phase change is one bounded evaluation.
     *
     * @throws Stopped when one of them goes past a bound
     */
    public Report referee(String record) {
        return referee(record, null);
    }

    /**
     * Referees {@code record} continuing from {@code from} (no setup lines: the state places the
     * pieces); null: from the record's own setup, as {@link #referee(String)}.
     *
     * @throws Stopped when one evaluation goes past a bound
     */
    public Report referee(String record, Games.State from) {
        GameReferee<Games.State> referee = new GameReferee<>(new InterpretedRecords(games));
        GameReferee.Report<Games.State> r;
        try {
            r = referee.referee(record, from);
        } catch (Bounds.Exceeded tooLarge) {
            throw new Stopped(referee.line(), tooLarge);
        }
        GameReferee.Discrepancy d = r.discrepancy();
        return new Report(d == null ? null : new Discrepancy(d.line(), d.column(), d.rule(), d.citation(), d.message()),
                r.state(), r.actions());
    }
}
