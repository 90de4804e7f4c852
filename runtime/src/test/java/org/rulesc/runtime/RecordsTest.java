package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class RecordsTest {

  @Test
  void ruleViolationCarriesRule() {
    RuleViolation v = new RuleViolation("move.through-enemy", "cannot move through an enemy");
    assertThat(v.rule()).isEqualTo("move.through-enemy");
    assertThat(v).hasMessageThat().isEqualTo("cannot move through an enemy");
    assertThat(v).isInstanceOf(RuntimeException.class);
  }

  @Test
  void appliedModifierIsAValue() {
    AppliedModifier a = new AppliedModifier("cover", "In cover", -2, "p. 12");
    assertThat(a).isEqualTo(new AppliedModifier("cover", "In cover", -2, "p. 12"));
    assertThat(a).isNotEqualTo(new AppliedModifier("cover", "In cover", -1, "p. 12"));
    assertThat(a.value()).isEqualTo(-2);
  }

  @Test
  void violationIsAValue() {
    Violation v = new Violation("points", "Point limit", "spent 12 of 10", "§3");
    assertThat(v.message()).isEqualTo("spent 12 of 10");
    assertThat(v).isEqualTo(new Violation("points", "Point limit", "spent 12 of 10", "§3"));
  }

  @Test
  void checkOutcomeCanBeImplementedByARecord() {
    record Simple(int roll, boolean rolled, boolean success, String grade)
        implements CheckOutcome {}
    CheckOutcome o = new Simple(14, true, true, "hit");
    assertThat(o.roll()).isEqualTo(14);
    assertThat(o.rolled()).isTrue();
    assertThat(o.success()).isTrue();
    assertThat(o.grade()).isEqualTo("hit");
  }
}
