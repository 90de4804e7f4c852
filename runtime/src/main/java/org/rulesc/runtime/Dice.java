package org.rulesc.runtime;

import java.util.SplittableRandom;

/**
 * The single source of randomness for generated engines.
 *
 * <p>Rules never call {@code Math.random()} or hold their own generator: every die a rule throws
 * goes through a {@code Dice}, so a game can be replayed from a seed and a test can substitute
 * {@link RiggedDice} to force exact faces.
 */
public interface Dice {

  /**
   * Rolls one die with faces {@code 1..sides}.
   *
   * @param sides number of faces, at least 1
   * @return a face in {@code 1..sides}
   * @throws IllegalArgumentException if {@code sides < 1}
   */
  int roll(int sides);

  /**
   * Returns reproducible dice: two instances made with the same seed roll the same faces in the
   * same order.
   */
  static Dice seeded(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    return new Dice() {
      @Override
      public int roll(int sides) {
        requireSides(sides);
        return 1 + random.nextInt(sides);
      }

      @Override
      public String toString() {
        return "Dice.seeded(" + seed + ")";
      }
    };
  }

  /** Throws {@link IllegalArgumentException} unless {@code sides >= 1}; returns it otherwise. */
  static int requireSides(int sides) {
    if (sides < 1) {
      throw new IllegalArgumentException("a die needs at least 1 side, got d" + sides);
    }
    return sides;
  }
}
