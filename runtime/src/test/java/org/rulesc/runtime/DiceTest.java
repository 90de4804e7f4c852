package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DiceTest {

  private static List<Integer> rollMany(Dice dice, int sides, int n) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(dice.roll(sides));
    }
    return out;
  }

  @Test
  void sameSeedGivesSameSequence() {
    assertThat(rollMany(Dice.seeded(42), 20, 50)).isEqualTo(rollMany(Dice.seeded(42), 20, 50));
  }

  @Test
  void differentSeedsDiffer() {
    assertThat(rollMany(Dice.seeded(1), 20, 50)).isNotEqualTo(rollMany(Dice.seeded(2), 20, 50));
  }

  @Test
  void facesStayOnTheDieAndAllAppear() {
    Set<Integer> seen = new HashSet<>(rollMany(Dice.seeded(7), 6, 600));
    assertThat(seen).containsExactly(1, 2, 3, 4, 5, 6);
  }

  @Test
  void oneSidedDieAlwaysShowsOne() {
    assertThat(new HashSet<>(rollMany(Dice.seeded(3), 1, 20))).containsExactly(1);
  }

  @Test
  void rejectsDieWithoutSides() {
    Dice dice = Dice.seeded(0);
    assertThrows(IllegalArgumentException.class, () -> dice.roll(0));
    assertThrows(IllegalArgumentException.class, () -> dice.roll(-6));
  }
}
