package org.rulesc.compiler.interpret;

/**
 * rulesc's bounds on one evaluation by the interpreter (one example case, probability row,
 * {@code eval}, {@code roll} or {@code odds} request, one input of a {@code diff}): a rulebook is
 * untrusted, and a few lines can ask for more work or memory than any machine has (a fold that
 * doubles a list forty times; {@code within_squares} of a radius of a million). Past a bound
 * the evaluation stops with {@link Exceeded}, which every caller reports at the position of what
 * it was evaluating, as it reports an overflow; never a hang or an out-of-memory error.
 *
 * <p>The bounds are far above what any bundled rulebook needs (docs/interpreter.md#bounds gives
 * the figures); the generated engines have none, as hand-written Java would not.
 */
public final class Bounds {
    private Bounds() {}

    /** Steps (calls, loop iterations, outcomes of a check's exact distribution) per evaluation. */
    public static final long STEPS = 20_000_000L;

    /** Steps of all the evaluations of one run of a rulebook's examples, together. */
    public static final long TOTAL_STEPS = 1_000_000_000L;

    /**
     * Actions of one turn of a self-played game: a phase whose pieces can always act (an act
     * without a limit) would otherwise never end, and {@code --max-turns} counts turns.
     */
    public static final int TURN_ACTIONS = 100_000;

    /** Elements of one list. */
    public static final int LIST = 1_000_000;

    /** Radius of an area a built-in enumerates (its squares or hexes grow with its square). */
    public static final int RADIUS = 500;

    /**
     * The step bounds an interpreter applies: {@link #DEFAULT} everywhere but in tests, which
     * lower them to reach them quickly.
     *
     * @param steps steps per evaluation
     * @param totalSteps steps of one run of a rulebook's examples, together
     */
    public record Limits(long steps, long totalSteps) {
        public static final Limits DEFAULT = new Limits(STEPS, TOTAL_STEPS);
    }

    /** An evaluation went past one of rulesc's bounds. */
    public static final class Exceeded extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Exceeded(String message) {
            super(message + " (a bound of rulesc on one evaluation, see docs/interpreter.md#bounds)");
        }
    }

    static Exceeded turnActions(int turn) {
        return new Exceeded("turn " + turn + " took more than " + String.format("%,d", TURN_ACTIONS)
                + " actions: a phase whose pieces can always act never ends");
    }

    static Exceeded steps(long limit) {
        return new Exceeded("the evaluation took more than " + String.format("%,d", limit) + " steps");
    }

    /** Refuses a list that would hold more than {@link #LIST} elements. */
    static void listSize(long size) {
        if (size > LIST) {
            throw new Exceeded("a list would hold " + String.format("%,d", size) + " elements, more than "
                    + String.format("%,d", LIST));
        }
    }

    /** Refuses an area (of a built-in such as {@code within_squares}) wider than {@link #RADIUS}. */
    static void radius(String builtin, long radius) {
        if (Math.abs(radius) > RADIUS) {
            throw new Exceeded("`" + builtin + "` over a radius of " + radius + ", more than " + RADIUS);
        }
    }
}
