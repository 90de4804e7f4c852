package org.rulesc.runtime;

import java.util.List;

/**
 * What {@link GameReferee} needs of a game to referee its written records: reading the record's
 * lines, and playing the game. Generated game classes implement it (their nested {@code Records}),
 * and so does the interpreter, so that both back ends referee a record with the same logic.
 *
 * @param <S> the game's state
 */
public interface RecordedGame<S> {

  /** A refusal by the rules: the rule, its citation (empty when none) and why. */
  record Refusal(String rule, String citation, String message) {}

  /** The state after an action, and the result lines it wrote (notation records). */
  record Performed<S>(S state, List<Object> written) {}

  /** The state an action led to breaks an invariant of the game (a rulebook bug, not a forged record). */
  final class InvariantBroken extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InvariantBroken(String message) {
      super(message);
    }
  }

  /** A setup line, parsed. @throws RecordSyntaxError when it is not one */
  Object setup(String line);

  /** The first phase of turn 1 with these pieces. @throws InvariantBroken when the setup breaks the game */
  S start(List<Object> setup);

  /**
   * The maps a record may name in its {@code board <name>} header line, before the setup lines, the
   * first being the one a record without that line is played on. Empty: the game is played on one
   * map (or none), and its records name none.
   */
  default List<String> boards() {
    return List.of();
  }

  /**
   * A setup line of a game on {@code board} (null: the first), parsed; a piece's position must be
   * on that board. @throws RecordSyntaxError when it is not one
   */
  default Object setup(String board, String line) {
    return setup(line);
  }

  /** The first phase of turn 1 with these pieces on {@code board} (null: the first). @throws InvariantBroken when the setup breaks the game */
  default S start(String board, List<Object> setup) {
    return start(setup);
  }

  int turn(S s);

  boolean over(S s);

  /**
   * The index of the phase being played in the sequence. The referee compares it across a
   * boundary to tell a game that ran out of turns (the state stays where it was) from one whose
   * {@code end when} held once the next phase began.
   */
  default int phase(S s) {
    return -1;
  }

  /** The last turn, or 0 when the sequence sets none. */
  int turns();

  /**
   * The game after the phase being played ends.
   *
   * <p>A piece that still owes an act in it ({@link #owed}) keeps the phase from ending: the game's
   * own {@code endPhase} refuses; call {@link #owed} first.
   */
  S endPhase(S s);

  /**
   * The first act a piece owes before the phase being played may end (a rulebook's {@code must}), or
   * null: the rule (the act), its citation and which piece owes it. The referee refuses a line that
   * would end the phase while one is owed.
   */
  default Refusal owed(S s) {
    return null;
  }

  /** The piece standing where {@code label} says, or null (also when it is no position). */
  Integer pieceAt(S s, String label);

  /** Whether the label reads as a position at all (then the line is an action line). */
  boolean isPosition(String label);

  /** Whether the phase being played is the phase of that piece's side. */
  boolean piecesPhase(S s, int piece);

  /** Whether the phase being played belongs to one side (false: every side acts in it). */
  default boolean sidePhase(S s) {
    return false;
  }

  /** Whether the phase being played lists the act of {@code action} among its actions. */
  default boolean allows(S s, Object action) {
    return true;
  }

  /**
   * The action {@code text} writes for that piece.
   *
   * @throws RecordSyntaxError when no format of the acts' notation reads it
   * @throws RuleViolation when it names a piece where there is none (the message says so)
   */
  Object action(S s, int piece, String text);

  /** Why the rules refuse the action now, or null. */
  Refusal refusal(S s, Object action);

  /** A result line, parsed. @throws RecordSyntaxError when no result notation reads it */
  Object result(String line);

  /** The dice a result line records: the fields the act fills from a roll's sum, in order. */
  List<Integer> dice(Object result);

  /**
   * Performs the action with these dice, asking {@code choices} for each grade a player chooses
   * ({@link GradeChoices}: only when two or more grades of such a roll applied).
   *
   * @throws IllegalStateException when the rules roll more dice than given (or a face is not on its die)
   * @throws InvariantBroken when the state it leads to breaks an invariant
   */
  Performed<S> perform(S s, Object action, Dice dice, GradeChoices choices);

  /** A result line in its canonical spelling. */
  String format(Object result);

  /** The name of a result line's format ({@code shot_hit}). */
  String formatName(Object result);

  /** The label of a result line's format ({@code 射撃を受けた(命中)}). */
  String formatLabel(Object result);

  /** The game's result as the rulebook names it, or null. */
  String winner(S s);

  /** What a piece is called ({@code AT}). */
  String pieceWord();

  /** The act's label and citation. */
  String actLabel(Object action);

  String actCitation(Object action);

  /** The sequence's label and citation (for "the game lasts N turns"). */
  String sequenceLabel();

  String sequenceCitation();

  /** The citation of the end of the game. */
  String endCitation();
}
