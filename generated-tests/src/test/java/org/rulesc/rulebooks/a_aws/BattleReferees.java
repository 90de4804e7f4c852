package org.rulesc.rulebooks.a_aws;

import static com.google.common.truth.Truth.assertThat;

import org.rulesc.rulebooks.differential.BothReferees;

/** The generated A-AWs battle and the interpreter refereeing one record, agreeing on each unit's VP and the limits used. */
final class BattleReferees {
  private BattleReferees() {}

  static final BothReferees<BattleGame.State> BOTH = new BothReferees<>("a-aws.rules",
      BattleGame::referee, (generated, interpreted) -> {
        assertThat(interpreted.used()).isEqualTo(generated.used());
        assertThat(interpreted.pieces().stream().map(p -> p.id() + " VP" + p.get("vp")).toList())
            .isEqualTo(generated.pieces().stream().map(p -> p.id() + " VP" + p.state().vp()).toList());
      });
}
