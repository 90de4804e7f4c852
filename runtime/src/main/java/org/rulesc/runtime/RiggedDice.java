package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Dice that roll a fixed, pre-arranged sequence of faces.
 *
 * <p>Exists so tests of generated engines can force an exact outcome and so that a test fails
 * loudly when the rule under test throws a different die than the test author expected (a d100
 * where a d6 was rigged) or throws more dice than were rigged. {@link #assertAllUsed()} catches
 * the opposite mistake: a rule that threw fewer dice than expected.
 */
public final class RiggedDice implements Dice {

  /** One rigged face together with the size of die it belongs to. */
  public record Roll(int sides, int face) {
    /** Validates that the face is on the die. */
    public Roll {
      Dice.requireSides(sides);
      if (face < 1 || face > sides) {
        throw new IllegalArgumentException("face " + face + " is not on a d" + sides);
      }
    }
  }

  private final List<Roll> rolls;
  /** Faces given without a die size: each is checked against the die the rule rolls. */
  private final boolean anySize;
  private int next;

  private RiggedDice(List<Roll> rolls) {
    this(rolls, false);
  }

  private RiggedDice(List<Roll> rolls, boolean anySize) {
    this.rolls = List.copyOf(rolls);
    this.anySize = anySize;
  }

  /**
   * Rigs faces for a rule that throws dice of several sizes (a d100 and then a d6), in the order
   * the rule will roll them. Each face must fit the die the rule actually rolls; a face that does
   * not (an 8 when it rolls a d6) fails loudly.
   */
  public static RiggedDice ofFaces(int... faces) {
    Objects.requireNonNull(faces, "faces");
    List<Roll> rolls = new ArrayList<>(faces.length);
    for (int face : faces) {
      if (face < 1) {
        throw new IllegalArgumentException("face " + face + " is on no die");
      }
      rolls.add(new Roll(face, face));
    }
    return new RiggedDice(rolls, true);
  }

  /** Rigs a sequence of faces all on the same size of die. */
  public static RiggedDice of(int sides, int... faces) {
    Objects.requireNonNull(faces, "faces");
    List<Roll> rolls = new ArrayList<>(faces.length);
    for (int face : faces) {
      rolls.add(new Roll(sides, face));
    }
    return new RiggedDice(rolls);
  }

  /** Rigs a sequence of faces on dice of mixed sizes, in the order the rule will roll them. */
  public static RiggedDice of(List<Roll> rolls) {
    Objects.requireNonNull(rolls, "rolls");
    for (Roll r : rolls) {
      Objects.requireNonNull(r, "rolls must not contain null");
    }
    return new RiggedDice(rolls);
  }

  /**
   * Returns the next rigged face.
   *
   * @throws IllegalStateException if the next rigged face was made for another die size, or if
   *     every rigged face has been used
   */
  @Override
  public int roll(int sides) {
    Dice.requireSides(sides);
    int ordinal = next + 1;
    if (next >= rolls.size()) {
      throw new IllegalStateException(
          "rigged dice ran out: the rule asked for roll "
              + ordinal
              + " but only "
              + rolls.size()
              + (rolls.size() == 1 ? " face was" : " faces were")
              + " given");
    }
    Roll r = rolls.get(next);
    if (anySize && r.face() > sides) {
      throw new IllegalStateException(
          "rigged roll " + ordinal + " is " + r.face() + ", which is not on the d" + sides + " the rule rolled");
    }
    if (!anySize && r.sides() != sides) {
      throw new IllegalStateException(
          "rigged roll "
              + ordinal
              + " is a d"
              + r.sides()
              + " face but the rule rolled a d"
              + sides);
    }
    next++;
    return r.face();
  }

  /** Number of rigged faces already rolled. */
  public int used() {
    return next;
  }

  /** Number of rigged faces not yet rolled. */
  public int remaining() {
    return rolls.size() - next;
  }

  /**
   * Fails when rigged faces are left over, meaning the rule rolled fewer dice than the test
   * expected.
   *
   * @throws IllegalStateException if {@link #remaining()} is not zero
   */
  public void assertAllUsed() {
    if (remaining() != 0) {
      throw new IllegalStateException(
          "rigged dice not used up: "
              + used()
              + " of "
              + rolls.size()
              + " faces were rolled, "
              + remaining()
              + " left over (next is "
              + (anySize ? "a face" : "a d" + rolls.get(next).sides())
              + " showing "
              + rolls.get(next).face()
              + ")");
    }
  }

  @Override
  public String toString() {
    return "RiggedDice" + rolls + " used=" + next;
  }
}
