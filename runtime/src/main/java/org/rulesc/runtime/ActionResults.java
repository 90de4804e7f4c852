package org.rulesc.runtime;

import static org.rulesc.runtime.GameReferee.indent;
import static org.rulesc.runtime.GameReferee.stop;
import static org.rulesc.runtime.GameReferee.stripCr;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.runtime.GameReferee.Stop;

/**
 * One action of a record and the result lines written under it: the action performed with the
 * dice those lines give, tried with each way of the players' grade choices until it writes exactly
 * those lines, or the reason it cannot. {@link GameReferee} walks the record and its phases; this
 * class holds what one action's lines are checked against, which is most of the refusals a
 * referee gives (a forged die, a result the rules do not give, a line missing or one too many).
 *
 * @param <S> the game's state
 */
final class ActionResults<S> {
  private final RecordedGame<S> game;
  private final String[] lines;
  private final S state;
  /** The action's line (0-based). */
  private final int i;
  /** The first line after its result lines. */
  private final int j;
  private final Object action;

  ActionResults(RecordedGame<S> game, String[] lines, S state, int i, int j, Object action) {
    this.game = game;
    this.lines = lines;
    this.state = state;
    this.i = i;
    this.j = j;
    this.action = action;
  }

  /** How many ways of the players' grade choices one action may be tried in before it is refused. */
  static final int MAX_CHOICE_TRIES = 1024;

  /** One try of an action with some grade choices that does not give the record's lines. */
  private record Miss(int matched, int closeness, Stop stop) {}

  /**
   * Performs the action with the record's dice and returns what it did when it writes exactly the
   * record's result lines. When a roll lets a player choose a grade ({@link GradeChoices}), the record's
   * lines say which: the action is tried with the first grade at every choice, then with the other
   * grades, depth first from the last choice that was made before the first line that differs (a
   * later choice cannot change that line), until the lines match; at most {@link #MAX_CHOICE_TRIES}
   * tries. Otherwise the try that matched the most lines is refused (of two, the one whose differing
   * line is nearer the record's, then the first), and when the line that differs is the first one
   * written after a choice, the refusal names the check and its citation.
   */
  RecordedGame.Performed<S> performed(int textColumn, List<Integer> faces, List<Object> written,
      List<Integer> at) {
    List<Integer> answers = new ArrayList<>();
    Miss best = null;
    for (int tries = 0; tries < MAX_CHOICE_TRIES; tries++) {
      GradeChoices.Script script = new GradeChoices.Script(answers);
      Miss miss;
      try {
        RecordedGame.Performed<S> outcome = game.perform(state, action,
            RiggedDice.ofFaces(faces.stream().mapToInt(Integer::intValue).toArray()), script);
        miss = compare(outcome.written(), written, at, script);
        if (miss == null) {
          return outcome;
        }
      } catch (RecordedGame.InvariantBroken broken) {
        miss = new Miss(-1, -1, stop(i, textColumn, "invariant", "", "after this action " + broken.getMessage()));
      } catch (IllegalStateException ranOut) {
        Stop why;
        try {
          missingDie(faces, written, at, ranOut, answers);
          throw ranOut;
        } catch (Stop s) {
          why = s;
        }
        miss = new Miss(-1, -1, why);
      }
      if (best == null || miss.matched() > best.matched()
          || miss.matched() == best.matched() && miss.closeness() > best.closeness()) {
        best = miss;
      }
      // the next choices to try: change the last choice made before the line that differs
      List<GradeChoices.Choice> asked = script.asked();
      List<Integer> given = script.given();
      int k = asked.size() - 1;
      while (k >= 0 && (miss.matched() >= 0 && asked.get(k).written() > miss.matched()
          || given.get(k) + 1 >= asked.get(k).grades().size())) {
        k--;
      }
      if (k < 0) {
        break;
      }
      answers = new ArrayList<>(given.subList(0, k));
      answers.add(given.get(k) + 1);
    }
    throw best.stop();
  }

  /** Null when the act wrote exactly the record's lines, else where and why they differ. */
  private Miss compare(List<Object> expected, List<Object> written, List<Integer> at, GradeChoices.Script script) {
    for (int k = 0; k < Math.max(expected.size(), written.size()); k++) {
      if (k >= written.size()) {
        return new Miss(k, 0, owed("the result line `" + game.format(expected.get(k)) + "`"));
      }
      int where = at.get(k);
      if (k >= expected.size()) {
        return new Miss(k, 0, stop(where, indent(stripCr(lines[where])), game.actLabel(action), game.actCitation(action),
            "no result line is owed here: the rules write nothing more after this action"));
      }
      if (!expected.get(k).equals(written.get(k))) {
        String rules = game.format(expected.get(k));
        String record = game.format(written.get(k));
        int close = 0;
        while (close < Math.min(rules.length(), record.length()) && rules.charAt(close) == record.charAt(close)) {
          close++;
        }
        int chose = -1;
        for (int c = 0; c < script.asked().size(); c++) {
          if (script.asked().get(c).written() <= k) {
            chose = c;
          }
        }
        if (chose >= 0 && script.asked().get(chose).written() == k) {
          // the first line after a grade the player chose: no grade that applied gives the record's
          GradeChoices.Choice choice = script.asked().get(chose);
          List<String> labels = choice.labels();
          return new Miss(k, close, stop(where, indent(stripCr(lines[where])), choice.label(), choice.citation(),
              "the record says `" + record + "`, which no grade the player may choose gives (" + choice.label()
                  + ": " + String.join(", ", labels.subList(0, labels.size() - 1)) + " or " + labels.get(labels.size() - 1)
                  + " applied); with " + labels.get(script.given().get(chose)) + " the rules give `" + rules + "`"));
        }
        return new Miss(k, close, stop(where, indent(stripCr(lines[where])), game.actLabel(action),
            game.actCitation(action), "the rules give `" + rules + "`, but the record says `" + record + "`"));
      }
    }
    return null;
  }

  /** A result line the record does not give, reported where the action's result lines end. */
  private Stop owed(String what) {
    if (j < lines.length) {
      return stop(j, indent(stripCr(lines[j])), game.actLabel(action), game.actCitation(action),
          "expected " + what + " before this");
    }
    int last = lastLine(i);
    return stop(last, indent(stripCr(lines[last])), game.actLabel(action), game.actCitation(action),
        "the record ends before " + what);
  }

  /**
   * The dice ran out: replays the act with a stand-in for each missing die (whose value is not
   * shown) to learn which line the rules write where the record has none or another one.
   */
  private void missingDie(List<Integer> faces, List<Object> written, List<Integer> at, IllegalStateException ranOut,
      List<Integer> answers) {
    int[] padded = new int[faces.size() + 64];
    for (int k = 0; k < padded.length; k++) {
      padded[k] = k < faces.size() ? faces.get(k) : 1;
    }
    List<Object> expected;
    try {
      expected = game.perform(state, action, RiggedDice.ofFaces(padded), new GradeChoices.Script(answers)).written();
    } catch (RuntimeException stillWrong) {
      int where = at.isEmpty() ? i : at.get(at.size() - 1);
      throw stop(where, indent(stripCr(lines[where])), game.actLabel(action), game.actCitation(action),
          "the dice of these result lines do not fit " + game.actLabel(action) + ": " + ranOut.getMessage());
    }
    for (int k = 0; k < expected.size(); k++) {
      String kind = "a `" + game.formatLabel(expected.get(k)) + "` line";
      if (k >= written.size()) {
        throw owed(kind);
      }
      if (!game.formatName(expected.get(k)).equals(game.formatName(written.get(k)))) {
        int where = at.get(k);
        throw stop(where, indent(stripCr(lines[where])), game.actLabel(action), game.actCitation(action),
            "the rules write " + kind + " here, but the record says `" + game.format(written.get(k)) + "`");
      }
    }
    int where = at.isEmpty() ? i : at.get(at.size() - 1);
    throw stop(where, indent(stripCr(lines[where])), game.actLabel(action), game.actCitation(action),
        "the result lines record fewer dice than " + game.actLabel(action) + " rolls");
  }

  /** The record's last line from {@code from} on that is not blank or a comment. */
  private int lastLine(int from) {
    int last = from;
    for (int k = from; k < lines.length; k++) {
      if (!GameReferee.skipped(lines[k])) {
        last = k;
      }
    }
    return last;
  }
}
