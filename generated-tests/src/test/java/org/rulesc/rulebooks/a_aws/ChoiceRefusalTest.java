package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.rulebooks.differential.RecordEdits;
import org.rulesc.runtime.GameReferee;

/**
 * A choice outside an act's choices, refused alike by the generated referee and the interpreter
 * ({@link BattleReferees#BOTH} compares the messages whole): the value is named as the record
 * writes it, a success element by its document's label, not by its Java constant.
 */
class ChoiceRefusalTest {

  @Test
  void anElementTheUnitDoesNotHaveIsNamedByItsLabel() {
    // the 襲撃者 at (3,3) boosts with 鋭い勘, the 斥候's element, not one of its own
    String record = RecordEdits.upTo(OtherCampDeclarationsTest.BATTLE, 13)
        + "(3,3): 緊急態勢変更 / 防御態勢 / ブースト / 鋭い勘\n";
    GameReferee.Discrepancy d = BattleReferees.BOTH.refused(record);
    assertThat(d.line()).isEqualTo(14);
    assertThat(d.rule()).isEqualTo("緊急態勢変更");
    assertThat(d.message()).contains("鋭い勘 is not among its choices");
    assertThat(d.message()).doesNotContain("KEEN_SENSE");
  }
}
