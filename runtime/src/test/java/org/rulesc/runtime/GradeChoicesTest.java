package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GradeChoicesTest {
  private static GradeChoices.Choice choice(int written) {
    return new GradeChoices.Choice(1, "hit", "命中判定", "e", List.of("fatal", "stun", "clean"),
        List.of("致命打", "昏倒打", "快打"), written);
  }

  @Test
  void anAnswerMustBeOneOfTheGradesThatApplied() {
    assertThat(GradeChoices.pick(GradeChoices.FIRST, choice(0))).isEqualTo(0);
    assertThat(GradeChoices.pick(c -> 2, choice(0))).isEqualTo(2);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GradeChoices.pick(c -> 3, choice(0)));
    assertThat(e).hasMessageThat().contains("[fatal, stun, clean]");
    assertThrows(IllegalArgumentException.class, () -> GradeChoices.pick(c -> -1, choice(0)));
  }

  @Test
  void randomDrawsOneIntPerChoiceFromTheGivenRandom() {
    SplittableRandom a = new SplittableRandom(7);
    SplittableRandom b = new SplittableRandom(7);
    GradeChoices random = GradeChoices.random(a);
    for (int k = 0; k < 20; k++) {
      assertThat(random.choose(choice(0))).isEqualTo(b.nextInt(3));
    }
  }

  @Test
  void aScriptGivesItsAnswersThenTheFirstAndRemembersWhatItWasAsked() {
    GradeChoices.Script script = new GradeChoices.Script(List.of(2, 1));
    assertThat(script.choose(choice(0))).isEqualTo(2);
    assertThat(script.choose(choice(1))).isEqualTo(1);
    assertThat(script.choose(choice(3))).isEqualTo(0);
    assertThat(script.given()).containsExactly(2, 1, 0).inOrder();
    assertThat(script.asked().stream().map(GradeChoices.Choice::written).toList()).containsExactly(0, 1, 3).inOrder();
  }
}
