package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Referees a written game record: the setup header places the pieces, each action line must be
 * legal for the piece at the position that prefixes it, and the result lines after it must be
 * exactly the lines the act writes with the dice they record. The first line that does not fit
 * is reported with its line and column, the rule and its citation.
 *
 * <p>A record is plain text, one item per line (blank lines and {@code #} comments are skipped):
 * for a game played on several maps, {@code board <name>} (optional: without it, the first map);
 * the setup lines; {@code turn N} (optional: a phase also ends when a piece of another side acts,
 * or, in a phase of the piece's side, when the phase does not list the act and a later phase of
 * the same turn does);
 * an action, {@code <position>: <action line>} ({@code 0707: W / 2 / 0908}); after an action,
 * the result lines it writes. The dice are read from the result lines' die fields, in order; a
 * grade a player chose ({@link GradeChoices}) is read from the lines themselves: the act is
 * replayed over the grades that applied until it writes the record's lines.
 *
 * @param <S> the game's state
 */
public final class GameReferee<S> {
  private static final Pattern TURN = Pattern.compile("(?i)turn\\s+(\\d{1,9})");
  private static final Pattern BOARD = Pattern.compile("^(\\s*board\\s+)(\\S+)\\s*$");
  private static final Pattern ACTOR = Pattern.compile("^(\\s*)(\\S+?)\\s*[:：]\\s*(.*)$", Pattern.DOTALL);

  private final RecordedGame<S> game;

  public GameReferee(RecordedGame<S> game) {
    this.game = game;
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
  public record Report<S>(Discrepancy discrepancy, S state, int actions) {
    public boolean legal() {
      return discrepancy == null;
    }
  }

  static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient Discrepancy d;

    Stop(Discrepancy d) {
      super(d.message(), null, false, false);
      this.d = d;
    }
  }

  private String[] lines;
  private int current;
  private S state;
  private List<Object> setup;
  private int actions;
  /** The map the record's header names (null: the game's first, or the game names none). */
  private String board;

  public Report<S> referee(String record) {
    return referee(record, null);
  }

  /**
   * Referees {@code record} continuing the game from {@code from} (a state read back from JSON,
   * say): the record then has no setup lines, as the state places the pieces; it starts with
   * {@code turn N} or an action. With {@code from} null it is {@link #referee(String)}.
   */
  public Report<S> referee(String record, S from) {
    lines = record.split("\n", -1);
    current = 0;
    state = from;
    setup = new ArrayList<>();
    actions = 0;
    board = null;
    try {
      int i = 0;
      while (i < lines.length) {
        i = line(i);
      }
      if (state == null) {
        start(lines.length);
      }
      // the record stops in the last phase of the last turn: that turn is played out
      if (!game.over(state) && game.turns() > 0 && game.turn(state) == game.turns()
          && game.owed(state) == null && game.over(game.endPhase(state))) {
        state = game.endPhase(state);
      }
      // nothing more was done: when the rules end the game at a boundary before the next turn's
      // first phase has begun (a camp emptied at the end phase, a point held to the turn's end), it ended
      if (!game.over(state)) {
        S s = state;
        S before = s;
        int turn = game.turn(s);
        // (a piece that owes an act keeps the phase from ending: then nothing is played out)
        while (!game.over(s) && game.turn(s) == turn && game.owed(s) == null) {
          before = s;
          s = game.endPhase(s);
        }
        if (game.over(s) && (game.turn(s) != game.turn(before) || game.phase(s) != game.phase(before))) {
          state = s;
        }
      }
      return new Report<>(null, state, actions);
    } catch (Stop stop) {
      return new Report<>(stop.d, state, actions);
    }
  }

  static boolean skipped(String line) {
    String t = line.strip();
    return t.isEmpty() || t.startsWith("#");
  }

  /**
   * The 1-based line being refereed, or the last one refereed: where a caller reports an
   * exception that stopped {@link #referee} (such as an interpreter's bound on one evaluation).
   *
   * @return the line number
   */
  public int line() {
    return current + 1;
  }

  private int line(int i) {
    current = i;
    String raw = stripCr(lines[i]);
    if (skipped(raw)) {
      return i + 1;
    }
    Matcher turn = TURN.matcher(raw.strip());
    Matcher actor = ACTOR.matcher(raw);
    boolean action = actor.matches() && game.isPosition(actor.group(2));
    if (state == null) {
      if (turn.matches() || action) {
        start(i + 1);
      } else if (setup.isEmpty() && board == null && !game.boards().isEmpty() && BOARD.matcher(raw).matches()) {
        boardLine(i, raw);
        return i + 1;
      } else {
        setupLine(i, raw);
        return i + 1;
      }
    }
    if (turn.matches()) {
      turnMarker(i, raw, Integer.parseInt(turn.group(1)));
      return i + 1;
    }
    if (!action) {
      throw stop(i, indent(raw), "record", "",
          "expected an action (`<position>: <action>`) or `turn N`, not a result line: no result is owed here");
    }
    return action(i, actor);
  }

  /** {@code board <name>}: the map of the game, one of those the game may be played on. */
  private void boardLine(int i, String raw) {
    Matcher m = BOARD.matcher(raw);
    m.matches();
    if (!game.boards().contains(m.group(2))) {
      throw stop(i, m.start(2) + 1, "board", "", "`" + m.group(2) + "` is not a board of this game (one of "
          + String.join(", ", game.boards()) + ")");
    }
    board = m.group(2);
  }

  private void setupLine(int i, String raw) {
    try {
      setup.add(game.setup(board, raw.strip()));
    } catch (RecordSyntaxError e) {
      throw stop(i, indent(raw) + e.column() - 1, "setup", "", "expected " + e.expected());
    }
  }

  private void start(int lineNumber) {
    if (setup.isEmpty()) {
      throw new Stop(new Discrepancy(Math.max(1, lineNumber), 1, "setup", "",
          "the record places no piece: start it with setup lines"));
    }
    try {
      state = game.start(board, setup);
    } catch (RecordedGame.InvariantBroken broken) {
      throw new Stop(new Discrepancy(Math.max(1, lineNumber), 1, "setup", "",
          "the setup breaks the game: " + broken.getMessage()));
    }
  }

  /**
   * A side that plays two phases in a row (a move phase, then an action phase): when the phase
   * being played is the acting piece's side's and does not list the act, it ends, and so do the
   * phases after it in the same turn, up to the first that lists the act and in which the piece
   * may act; the act is then judged there. A phase of every side in which some piece can still act
   * is never passed over. Null when there is no such phase: the refusal stands.
   */
  private S laterPhase(S s, int piece, Object action, int i, int column) {
    if (game.allows(s, action)) {
      return null;
    }
    if (!game.sidePhase(s)) {
      return unlessOwed(s, i, column);
    }
    int turn = game.turn(s);
    S next = next(s, i, column);
    while (!game.over(next) && game.turn(next) == turn) {
      boolean mine = game.piecesPhase(next, piece);
      if (mine && game.allows(next, action)) {
        return next;
      }
      if (mine && !game.sidePhase(next)) {
        return unlessOwed(next, i, column);
      }
      next = next(next, i, column);
    }
    return null;
  }

  /**
   * A phase of every side that does not list the act is not passed over (null: the refusal stands),
   * and when a piece still owes an act in it, that is why the line is refused.
   */
  private S unlessOwed(S s, int i, int column) {
    RecordedGame.Refusal owes = game.owed(s);
    if (owes != null) {
      throw owing(i, column, owes);
    }
    return null;
  }

  /**
   * The phase being played ends because of line {@code i}: refused there, naming the act and its
   * {@code must}'s citation, while a piece still owes an act in it.
   */
  private S next(S s, int i, int column) {
    RecordedGame.Refusal owes = game.owed(s);
    if (owes != null) {
      throw owing(i, column, owes);
    }
    return game.endPhase(s);
  }

  private static Stop owing(int i, int column, RecordedGame.Refusal owes) {
    return stop(i, column, owes.rule(), owes.citation(), "this line ends the phase, but " + owes.message());
  }

  private void turnMarker(int i, String raw, int n) {
    int now = game.turn(state);
    if (n == now) {
      return;
    }
    if (n != now + 1) {
      throw stop(i, indent(raw), "turn", game.sequenceCitation(), "turn " + n + " cannot follow turn " + now);
    }
    S s = state;
    while (!game.over(s) && game.turn(s) == now) {
      S before = s;
      s = next(s, i, indent(raw));
      if (game.over(s)) {
        throw pastTheEnd(i, indent(raw), before, s);
      }
    }
    state = s;
  }

  /**
   * The game ended while the walker passed from {@code before} to the next phase: the sequence's
   * last turn was played (the state stays where it was), or {@code end when} held once the next
   * phase began (a camp emptied at a phase's start, a point held for its turns).
   */
  private Stop pastTheEnd(int i, int column, S before, S after) {
    if (game.turn(after) == game.turn(before) && game.phase(after) == game.phase(before)) {
      return stop(i, column, game.sequenceLabel(), game.sequenceCitation(), "the game lasts " + game.turns() + " turns");
    }
    state = after;
    return ended(i, column);
  }

  private Stop ended(int i, int column) {
    String winner = game.winner(state);
    return stop(i, column, "end of the game", game.endCitation(),
        "the game is over" + (winner == null ? "" : ": " + winner));
  }

  private int action(int i, Matcher actor) {
    int column = actor.start(2) + 1;
    if (game.over(state)) {
      throw ended(i, column);
    }
    Integer piece = game.pieceAt(state, actor.group(2));
    if (piece == null) {
      throw stop(i, column, "record", "", "there is no " + game.pieceWord() + " in " + actor.group(2));
    }
    S s = state;
    while (!game.over(s) && !game.piecesPhase(s, piece)) {
      S before = s;
      s = next(s, i, column);
      if (game.over(s)) {
        throw pastTheEnd(i, column, before, s);
      }
    }
    state = s;
    int textColumn = actor.start(3) + 1;
    Object action;
    try {
      action = game.action(state, piece, actor.group(3));
    } catch (RecordSyntaxError e) {
      throw stop(i, textColumn + e.column() - 1, "record", "", "expected " + e.expected());
    } catch (RuleViolation noPiece) {
      throw stop(i, textColumn, noPiece.rule(), "", noPiece.getMessage());
    }
    RecordedGame.Refusal refusal = game.refusal(state, action);
    if (refusal != null) {
      S later = laterPhase(state, piece, action, i, textColumn);
      if (later != null) {
        state = later;
        refusal = game.refusal(state, action);
      }
    }
    if (refusal != null) {
      throw stop(i, textColumn, refusal.rule(), refusal.citation(), "`" + actor.group(3).strip() + "` by the "
          + game.pieceWord() + " in " + actor.group(2) + " is refused: " + refusal.message());
    }
    List<Integer> at = new ArrayList<>();
    List<Object> written = new ArrayList<>();
    List<Integer> faces = new ArrayList<>();
    int j = i + 1;
    for (; j < lines.length; j++) {
      String r = stripCr(lines[j]);
      if (skipped(r)) {
        continue;
      }
      Matcher a = ACTOR.matcher(r);
      if (TURN.matcher(r.strip()).matches() || a.matches() && game.isPosition(a.group(2))) {
        break;
      }
      Object w;
      try {
        w = game.result(r.strip());
      } catch (RecordSyntaxError e) {
        throw stop(j, indent(r) + e.column() - 1, "record", "", "expected " + e.expected());
      }
      written.add(w);
      at.add(j);
      faces.addAll(game.dice(w));
    }
    RecordedGame.Performed<S> outcome =
        new ActionResults<>(game, lines, state, i, j, action).performed(textColumn, faces, written, at);
    state = outcome.state();
    actions++;
    return j;
  }

  static String stripCr(String s) {
    return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
  }

  static int indent(String line) {
    int n = 0;
    while (n < line.length() && Character.isWhitespace(line.charAt(n))) {
      n++;
    }
    return n + 1;
  }

  static Stop stop(int index, int column, String rule, String citation, String message) {
    return new Stop(new Discrepancy(index + 1, column, rule, citation == null ? "" : citation, message));
  }
}
