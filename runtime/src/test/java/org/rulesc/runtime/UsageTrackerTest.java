package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class UsageTrackerTest {

  @Test
  void tryUseStopsAtMax() {
    UsageTracker t = new UsageTracker();
    assertThat(t.tryUse("spell", 3, "day")).isTrue();
    assertThat(t.tryUse("spell", 3, "day")).isTrue();
    assertThat(t.tryUse("spell", 3, "day")).isTrue();
    assertThat(t.tryUse("spell", 3, "day")).isFalse();
    assertThat(t.used("spell")).isEqualTo(3);
  }

  @Test
  void unusedLimitCountsZero() {
    assertThat(new UsageTracker().used("anything")).isEqualTo(0);
  }

  @Test
  void zeroMaxForbidsUse() {
    UsageTracker t = new UsageTracker();
    assertThat(t.tryUse("x", 0, "turn")).isFalse();
    assertThat(t.used("x")).isEqualTo(0);
  }

  @Test
  void useThrowsRuleViolationWithClearMessage() {
    UsageTracker t = new UsageTracker();
    t.use("reaction", 1, "turn");
    RuleViolation e = assertThrows(RuleViolation.class, () -> t.use("reaction", 1, "turn"));
    assertThat(e.rule()).isEqualTo("reaction");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo("'reaction' may be used once per turn and has already been used 1 time this turn");
    assertThat(t.used("reaction")).isEqualTo(1);
  }

  @Test
  void resetForgetsOnlyThatScope() {
    UsageTracker t = new UsageTracker();
    t.use("reaction", 1, "turn");
    t.use("bonus", 2, "turn");
    t.use("rage", 2, "day");
    t.reset("turn");
    assertThat(t.used("reaction")).isEqualTo(0);
    assertThat(t.used("bonus")).isEqualTo(0);
    assertThat(t.used("rage")).isEqualTo(1);
    assertThat(t.tryUse("reaction", 1, "turn")).isTrue();
    t.reset("day");
    assertThat(t.used("rage")).isEqualTo(0);
    assertThat(t.used("reaction")).isEqualTo(1);
  }

  @Test
  void limitBelongsToOneScope() {
    UsageTracker t = new UsageTracker();
    t.use("reaction", 1, "turn");
    assertThrows(IllegalArgumentException.class, () -> t.tryUse("reaction", 1, "round"));
  }

  @Test
  void negativeMaxRejected() {
    assertThrows(IllegalArgumentException.class, () -> new UsageTracker().tryUse("x", -1, "turn"));
  }
}
