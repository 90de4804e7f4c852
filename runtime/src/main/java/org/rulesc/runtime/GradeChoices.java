package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Who picks the grade when a check's grades are chosen by the player ({@code grades chosen by
 * player}) and a game rolls it with {@code roll check(…) as die chosen by piece}: after the roll,
 * when two or more grades applied, the engine asks this for one of them. It is asked only then,
 * once per such roll, in the order the act rolls; with one grade (or none) there is nothing to
 * choose. Generated engines and the interpreter both ask it the same way, so that a seeded
 * {@link #random} gives the same game on both.
 */
@FunctionalInterface
public interface GradeChoices {
  /**
   * One choice to make.
   *
   * @param piece the id of the piece whose player chooses (the roll's {@code chosen by})
   * @param check the check's name in the rulebook ({@code hit})
   * @param label the check's label ({@code 命中判定}), its name when it has none
   * @param citation the check's citation, as a refusal names it
   * @param grades the ids of the grades that applied, in the check's order (two or more)
   * @param labels their labels, in the same order
   * @param written how many result lines the act had written before this roll (a record's
   *     referee learns from it which lines the choice can change)
   */
  record Choice(int piece, String check, String label, String citation, List<String> grades, List<String> labels,
      int written) {
    public Choice {
      grades = List.copyOf(grades);
      labels = List.copyOf(labels);
    }
  }

  /**
   * The player's pick.
   *
   * @return the index in {@link Choice#grades()} of the grade the player picks
   */
  int choose(Choice choice);

  /** The first grade that applied, in the check's order (what an engine does without a chooser). */
  GradeChoices FIRST = choice -> 0;

  /**
   * A uniform draw from {@code random}, the one self-play draws every other choice from: one
   * {@code nextInt(n)} per choice among n grades, none when there is nothing to choose.
   */
  static GradeChoices random(SplittableRandom random) {
    return choice -> random.nextInt(choice.grades().size());
  }

  /**
   * Asks {@code choices} and checks its answer.
   *
   * @return the index of the grade picked
   * @throws IllegalArgumentException when the answer is not the index of one of the grades
   */
  static int pick(GradeChoices choices, Choice choice) {
    int i = choices.choose(choice);
    if (i < 0 || i >= choice.grades().size()) {
      throw new IllegalArgumentException("choice " + i + " among the grades of " + choice.check() + " that applied, "
          + choice.grades() + ": not one of them");
    }
    return i;
  }

  /**
   * Replays a set of answers, then the first grade for every later choice, and remembers every
   * choice asked (how a referee tries the players' possible picks, see {@link GameReferee}).
   */
  final class Script implements GradeChoices {
    private final List<Integer> answers;
    private final List<Choice> asked = new ArrayList<>();
    private final List<Integer> given = new ArrayList<>();

    /** @param answers the index to give at each choice, in order (the first grade after them) */
    public Script(List<Integer> answers) {
      this.answers = List.copyOf(answers);
    }

    @Override
    public int choose(Choice choice) {
      int k = asked.size();
      int answer = k < answers.size() ? Math.min(answers.get(k), choice.grades().size() - 1) : 0;
      asked.add(choice);
      given.add(answer);
      return answer;
    }

    /** The choices asked, in order. */
    public List<Choice> asked() {
      return asked;
    }

    /** The answer given to each choice asked. */
    public List<Integer> given() {
      return given;
    }
  }
}
