package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * One selection per selected piece: how both back ends list, allow and extend it, and how a record
 * writes it ({@code 剣術+盾;-}, {@code []}).
 */
class SelectionsTest {
  @Test
  void listsNoneForEveryPieceThenEachValueOfOnePiecesPoolAlone() {
    assertThat(Selections.listedEach(List.of(List.of("a", "b"), List.of("c", "c"))))
        .containsExactly(
            List.of(List.of(), List.of()),
            List.of(List.of("a"), List.of()),
            List.of(List.of("b"), List.of()),
            List.of(List.of(), List.of("c")))
        .inOrder();
    // no piece: the one line of no selection at all
    assertThat(Selections.listedEach(List.of())).containsExactly(List.of());
  }

  @Test
  void allowsOneSelectionPerPieceEachFromItsOwnPool() {
    List<List<String>> pools = List.of(List.of("a", "b"), List.of("c"));
    assertThat(Selections.allowsEach(pools, List.of(List.of("a", "b"), List.of("c")))).isTrue();
    assertThat(Selections.allowsEach(pools, List.of(List.of(), List.of()))).isTrue();
    // as many selections as pieces
    assertThat(Selections.allowsEach(pools, List.of(List.of("a")))).isFalse();
    assertThat(Selections.allowsEach(pools, List.of())).isFalse();
    // each from its own piece's pool, in the pool's order, each value once
    assertThat(Selections.allowsEach(pools, List.of(List.of("c"), List.of()))).isFalse();
    assertThat(Selections.allowsEach(pools, List.of(List.of("b", "a"), List.of()))).isFalse();
    assertThat(Selections.allowsEach(pools, List.of(List.of("a", "a"), List.of()))).isFalse();
    assertThat(Selections.allowsEach(pools, "a")).isFalse();
  }

  /** An action: its choices (pieces, then one selection per piece). */
  record Act(List<Object> args) {}

  private static final Map<String, List<Object>> POOLS =
      Map.of("p", List.of("x", "y"), "q", List.of("y", "z"), "r", List.of());

  private static List<List<Object>> pools(Act a, int param) {
    return ((List<?>) a.args().get(0)).stream().map(piece -> POOLS.get(piece)).toList();
  }

  @Test
  void extendingAddsAnEmptySelectionForEachPieceAddedThenOneCoinPerFurtherValue() {
    // the line drawn: piece p alone with none; the listing also offered q and r alone
    Act chosen = new Act(List.of(List.of("p"), List.of(List.of())));
    List<Act> instances = List.of(chosen,
        new Act(List.of(List.of("q"), List.of(List.of()))),
        new Act(List.of(List.of("r"), List.of(List.of()))),
        new Act(List.of(List.of("p"), List.of(List.of("x")))));
    for (long seed = 1; seed <= 50; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      Act got = Selections.extend(instances, chosen, List.of(0, 1), Map.of(1, 0), SelectionsTest::pools, Act::args,
          (a, args) -> new Act(args), a -> true, random);
      List<?> pieces = (List<?>) got.args().get(0);
      List<?> groups = (List<?>) got.args().get(1);
      // as many selections as pieces, in the pieces' (the listing's) order, each from its piece's pool
      assertThat(groups).hasSize(pieces.size());
      assertThat(Selections.allows(List.of("p", "q", "r"), pieces)).isTrue();
      assertThat(Selections.allowsEach(pools(got, 1), groups)).isTrue();
      // the coins drawn: one per further piece (q, r), then one per value of each piece's pool
      int values = pieces.stream().mapToInt(p -> POOLS.get(p).size()).sum();
      SplittableRandom reference = new SplittableRandom(seed);
      for (int i = 0; i < 2 + values; i++) {
        reference.nextBoolean();
      }
      assertThat(random.nextLong()).isEqualTo(reference.nextLong());
    }
  }

  @Test
  void aLineThatWouldBreakTheRulesIsNotTaken() {
    Act chosen = new Act(List.of(List.of("p"), List.of(List.of("x"))));
    List<Act> instances = List.of(chosen, new Act(List.of(List.of("q"), List.of(List.of()))));
    for (long seed = 1; seed <= 20; seed++) {
      Act got = Selections.extend(instances, chosen, List.of(0, 1), Map.of(1, 0), SelectionsTest::pools, Act::args,
          (a, args) -> new Act(args), a -> false, new SplittableRandom(seed));
      assertThat(got).isEqualTo(chosen);
    }
  }

  @Test
  void aRecordWritesTheSelectionsJoinedBySemicolonsAndNoPieceAsBrackets() {
    List<String> spellings = List.of("剣術", "盾");
    RecordScanner s = new RecordScanner("acts", "剣術+盾;-;盾");
    List<List<String>> groups = s.groups(() -> s.symbols("guards", spellings, spellings));
    s.end();
    assertThat(groups).containsExactly(List.of("剣術", "盾"), List.of(), List.of("盾")).inOrder();
    RecordScanner none = new RecordScanner("acts", "[]");
    assertThat(none.groups(() -> none.symbols("guards", spellings, spellings))).isEmpty();
    none.end();
    assertThat(RecordScanner.grouped(List.of("剣術+盾", "-"))).isEqualTo("剣術+盾;-");
    assertThat(RecordScanner.grouped(List.of())).isEqualTo("[]");
  }
}
