package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class RiggedDiceTest {

  @Test
  void rollsFacesInOrder() {
    RiggedDice dice = RiggedDice.of(6, 3, 6, 1);
    assertThat(dice.roll(6)).isEqualTo(3);
    assertThat(dice.roll(6)).isEqualTo(6);
    assertThat(dice.used()).isEqualTo(2);
    assertThat(dice.remaining()).isEqualTo(1);
    assertThat(dice.roll(6)).isEqualTo(1);
    dice.assertAllUsed();
  }

  @Test
  void rejectsFaceNotOnTheDie() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RiggedDice.of(6, 2, 7));
    assertThat(e).hasMessageThat().isEqualTo("face 7 is not on a d6");
    assertThrows(IllegalArgumentException.class, () -> RiggedDice.of(6, 0));
    assertThrows(
        IllegalArgumentException.class, () -> RiggedDice.of(List.of(new RiggedDice.Roll(20, 21))));
  }

  @Test
  void mixedDieSizes() {
    RiggedDice dice =
        RiggedDice.of(List.of(new RiggedDice.Roll(20, 17), new RiggedDice.Roll(8, 5)));
    assertThat(dice.roll(20)).isEqualTo(17);
    assertThat(dice.roll(8)).isEqualTo(5);
    dice.assertAllUsed();
  }

  @Test
  void wrongDieSizeFailsLoudly() {
    RiggedDice dice = RiggedDice.of(6, 4, 5);
    dice.roll(6);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> dice.roll(100));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo("rigged roll 2 is a d6 face but the rule rolled a d100");
    // The mismatched roll did not consume the face.
    assertThat(dice.used()).isEqualTo(1);
    assertThat(dice.roll(6)).isEqualTo(5);
  }

  @Test
  void exhaustionFailsLoudly() {
    RiggedDice dice = RiggedDice.of(6, 1, 2);
    dice.roll(6);
    dice.roll(6);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> dice.roll(6));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo("rigged dice ran out: the rule asked for roll 3 but only 2 faces were given");
  }

  @Test
  void assertAllUsedReportsLeftovers() {
    RiggedDice dice = RiggedDice.of(10, 1, 9);
    dice.roll(10);
    IllegalStateException e = assertThrows(IllegalStateException.class, dice::assertAllUsed);
    assertThat(e).hasMessageThat().contains("1 left over");
    assertThat(e).hasMessageThat().contains("d10 showing 9");
  }

  @Test
  void emptyRigIsAllUsedButCannotRoll() {
    RiggedDice dice = RiggedDice.of(6);
    dice.assertAllUsed();
    assertThat(dice.remaining()).isEqualTo(0);
    assertThrows(IllegalStateException.class, () -> dice.roll(6));
  }

  @Test
  void invalidSidesStillRejected() {
    assertThrows(IllegalArgumentException.class, () -> RiggedDice.of(0, 1));
    RiggedDice dice = RiggedDice.of(6, 1);
    assertThrows(IllegalArgumentException.class, () -> dice.roll(0));
  }

  @Test
  void facesWithoutASizeFitWhateverDieTheRuleRolls() {
    RiggedDice dice = RiggedDice.ofFaces(73, 4);
    assertThat(dice.roll(100)).isEqualTo(73);
    assertThat(dice.roll(6)).isEqualTo(4);
    dice.assertAllUsed();
    RiggedDice tooBig = RiggedDice.ofFaces(8);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> tooBig.roll(6));
    assertThat(e).hasMessageThat().isEqualTo("rigged roll 1 is 8, which is not on the d6 the rule rolled");
    assertThrows(IllegalArgumentException.class, () -> RiggedDice.ofFaces(0));
  }
}
