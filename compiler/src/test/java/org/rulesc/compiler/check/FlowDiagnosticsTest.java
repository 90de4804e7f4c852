package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.Compile;

/** Misuse of the richer checks and of turn flow, reported with a position and a hint. */
class FlowDiagnosticsTest {

    @Test
    void aTotalCannotSucceedOrFail() {
        String all = Compile.errors(Compile.declarations("""
                check t (n: int) roll d6 {
                  always success on 6
                  always failure when n < 0
                  output x: int = if success then roll else 0
                }
                example "x" { expect t(n: 1) rolls [3] => x = 3 }
                """));
        assertThat(all).contains("t.rules:8:21: error[E0404]"); // always-without-success
        assertThat(all).contains("t.rules:9:23: error[E0404]"); // always-without-success
        assertThat(all).contains("t.rules:10:22: error[E0405]"); // total-has-no-success
        assertThat(all).contains("hint: add `success when …` to the check, or use the roll itself");
    }

    @Test
    void namedPoolsReplaceRoll() {
        String all = Compile.errors(Compile.declarations("""
                check ex (n: int) roll atk: (n)d6, n: d6, atk: d6 {
                  always success on 6
                  success when roll > 3
                }
                check two () roll a: d6, b: 2d6 {
                  success when a > b
                }
                example "x" { expect two() rolls [1, 2] => success }
                """));
        assertThat(all).contains("t.rules:7:36: error[E0411]"); // pool-hides-parameter
        assertThat(all).contains("t.rules:7:43: error[E0113]"); // duplicate-declaration
        assertThat(all).doesNotContain("duplicate roll, grade or output");
        assertThat(all).contains("t.rules:8:21: error[E0401]"); // always-faces-need-one-roll
        assertThat(all).contains("t.rules:9:16: error[E0412]"); // ambiguous-roll
        assertThat(all).contains("hint: name the pool whose sum you mean: atk or n or atk");
        assertThat(all).contains("t.rules:14:15: error[E0511]"); // rigged-face-count
        assertThat(all).contains("hint: list the faces pool by pool: a: d6, b: 2d6");
    }

    @Test
    void rollingAnywayForNothingIsAWarning() {
        String all = Compile.errors(Compile.declarations("""
                check c (free: bool) roll d6 {
                  always success when free, roll anyway
                  success when roll > 3
                }
                example "x" { expect c(free: true) rolls [2] => success }
                """));
        assertThat(all).contains("t.rules:8:23: warning[W0401]"); // unused-roll-anyway
        assertThat(all).doesNotContain("error:");
    }

    @Test
    void followUpRollsComeAfterSuccess() {
        String all = Compile.errors(Compile.declarations("""
                check c (n: int) roll d100 {
                  success when roll <= n + extra
                  then roll extra: d6 when success && roll > 0
                  then roll n: d6
                  output x: bool = extra
                }
                example "x" { expect c(n: 1) rolls [1, 2, 3] => success }
                """));
        assertThat(all).contains("t.rules:8:28: error[E0101]"); // unknown-name
        assertThat(all).contains("t.rules:10:13: error[E0406]"); // follow-up-hides-name
        assertThat(all).contains("t.rules:11:20: error[E0201]"); // type-mismatch
    }

    @Test
    void gradeSetsNeedAChoosingCheck() {
        String all = Compile.errors(Compile.declarations("""
                check one (n: int) roll d6 {
                  success when roll <= n
                  grades chosen by player
                  grade top when roll == 1
                }
                check two (n: int) roll d6 {
                  success when roll <= n
                  grade a when roll == 1
                  grade b when roll <= 2
                }
                check three (n: int) roll d6 {
                  success when roll <= n
                  grades chosen by player
                  grade a when roll == 1
                  grade b when roll <= 2
                }
                example "x" {
                  expect two(n: 3) rolls [1] => grades [a]
                  expect three(n: 3) rolls [1] => grades [b, a]
                  expect three(n: 3) rolls [1] => grades [a, c]
                }
                probabilities "p" {
                  three(n: 3).grades: [a, b] 1/6, 2 1/2
                  three(n: 3): [a] 1/6
                }
                """));
        assertThat(all).contains("t.rules:9:3: error[E0409]"); // nothing-to-choose
        assertThat(all).contains("t.rules:24:33: error[E0524]"); // grades-not-chosen
        assertThat(all).contains("hint: add `grades chosen by player` to the check, or expect one `grade`");
        assertThat(all).contains("t.rules:25:46: error[E0526]"); // grades-out-of-order
        assertThat(all).contains("t.rules:26:46: error[E0512]"); // unknown-grade
        assertThat(all).contains("t.rules:29:35: error[E0527]"); // grades-row-value
        assertThat(all).contains("t.rules:30:16: error[E0533]"); // grade-set-outside-grades-row
    }

    @Test
    void foldsNeedATypedStartAndAList() {
        String all = Compile.errors(Compile.declarations("""
                formula f (xs: list<int>, n: int) -> int = fold(acc = [], x in xs: acc)
                formula g (n: int) -> int = fold(acc = 0, x in n: acc + x)
                formula h (xs: list<int>) -> int = fold(acc = 0, x in xs: acc > x)
                formula k (n: int) -> int = n[0]
                formula m (xs: list<int>) -> int = sum(x, x in xs: x)
                example "x" { expect f([], 1) == 0 }
                """));
        assertThat(all).contains("t.rules:7:55: error[E0229]"); // untyped-fold-start
        assertThat(all).contains("t.rules:8:48: error[E0227]"); // aggregate-needs-list
        assertThat(all).contains("t.rules:9:59: error[E0201]"); // type-mismatch
        assertThat(all).contains("t.rules:10:29: error[E0209]"); // index-needs-list
        assertThat(all).contains("t.rules:11:40: error[E0228]"); // index-named-like-element
    }

    @Test
    void ordersAreCheckedAndTestedWithListsOfActors() {
        String all = Compile.errors(Compile.declarations("""
                order a (agility: int) {
                  by agility + roll descending
                }
                order b (agility: int) roll d100 {
                  by roll descending
                  then by agility descending
                }
                order c () roll d6 {
                  by 1 ascending
                }
                formula f (x: int) -> int = b(x)
                example "x" {
                  expect b(agility: [3, 4]) rolls [1, 2] => order [1, 3]
                  expect b(agility: [3, 4]) rolls [] => success
                  expect c() rolls [7] => order []
                }
                """));
        assertThat(all).contains("t.rules:8:6: error[E0415]"); // order-roll-undefined
        assertThat(all).contains("t.rules:12:11: warning[W0402]"); // undecisive-order-key
        assertThat(all).contains("t.rules:14:7: error[E0413]"); // order-without-parameters
        assertThat(all).contains("t.rules:14:17: warning[W0403]"); // unread-order-roll
        assertThat(all).contains("t.rules:17:29: error[E0216]"); // order-as-value
        assertThat(all).contains("t.rules:19:55: error[E0520]"); // unknown-actor
        assertThat(all).contains("t.rules:20:41: error[E0519]"); // order-result
        assertThat(all).contains("t.rules:21:21: error[E0510]"); // face-not-on-die
        assertThat(all).doesNotContain("expects nothing");
    }

    @Test
    void rolesNestedSequencesAndFiredEventsAreChecked() {
        String all = Compile.errors(Compile.declarations("""
                status st { states a, b  a -> b on go }
                sequence outer {
                  roles winner
                  phase p side winner each inner
                  phase q each nowhere
                  trigger t at start of turn fires st.stop
                }
                sequence inner {
                  phase r each outer
                }
                """));
        assertThat(all).contains("t.rules:9:9: error[E0807]"); // roles-without-sides
        assertThat(all).contains("t.rules:11:16: error[E0108]"); // unknown-sequence
        assertThat(all).contains("t.rules:12:39: error[E0812]"); // unknown-event
        assertThat(all).contains("t.rules:15:16: error[E0809]"); // recursive-sequence
    }

    @Test
    void statusesWithValuesAreChecked() {
        String all = Compile.errors(Compile.declarations("""
                status s {
                  states a, b
                  event hit (since: int)
                  field n: int = true
                  a -> b on go
                  a -> a on go
                  a -> b on hit when n > 0 set m = 1
                }
                status plain { states x, y  x -> y on go }
                example "e" {
                  expect s a on go at turn 2 => b, n = 1
                  expect plain x on go at turn 2 => y
                  expect plain x on stop => y
                }
                """));
        assertThat(all).contains("t.rules:9:14: error[E0802]"); // event-value-hides-field
        assertThat(all).contains("t.rules:10:18: error[E0201]"); // type-mismatch
        assertThat(all).contains("t.rules:12:13: error[E0803]"); // unreachable-transition
        assertThat(all).contains("t.rules:13:32: error[E0804]"); // unknown-status-field
        assertThat(all).contains("t.rules:18:3: error[E0516]"); // stateless-status-test
        assertThat(all).contains("t.rules:19:21: error[E0812]"); // unknown-event
    }

    @Test
    void actionPropertiesNeedTheirDeclaration() {
        String none = Compile.errors(Compile.declarations("""
                action a "A" { moves: true }
                sequence s { phase p actions a }
                """));
        assertThat(none).contains("t.rules:7:8: error[E0131]"); // action-with-properties
        String some = Compile.errors(Compile.declarations("""
                actions { moves: bool }
                action a "A" { moves: 1 }
                action b "B" { jumps: true }
                sequence s { phase p actions a, b }
                """));
        assertThat(some).contains("t.rules:8:23: error[E0201]"); // type-mismatch
        assertThat(some).contains("t.rules:9:16: error[E0120]"); // unknown-field
        assertThat(some).contains("t.rules:9:8: error[E0122]"); // entry-missing-fields
    }
}
