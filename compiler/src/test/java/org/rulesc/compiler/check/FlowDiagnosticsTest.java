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
        assertThat(all).contains("t.rules:8:21: error: check `t` has no `success when`: it is a total");
        assertThat(all).contains("t.rules:9:23: error: check `t` has no `success when`");
        assertThat(all).contains("t.rules:10:22: error: check `t` has no `success`");
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
        assertThat(all).contains("t.rules:7:36: error: pool `n` hides the parameter of the same name");
        assertThat(all).contains("t.rules:7:43: error: duplicate pool `atk`");
        assertThat(all).doesNotContain("duplicate roll, grade or output");
        assertThat(all).contains("t.rules:8:21: error: `always … on` faces need a single unnamed roll, but `ex` rolls pools atk, n, atk");
        assertThat(all).contains("t.rules:9:16: error: `ex` rolls pools atk, n, atk, so `roll` is not defined");
        assertThat(all).contains("hint: name the pool whose sum you mean: atk or n or atk");
        assertThat(all).contains("t.rules:14:15: error: `two` rolls 3 dice but 2 faces are rigged");
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
        assertThat(all).contains("t.rules:8:23: warning: `roll anyway` rolls dice that no grade or output of `c` reads");
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
        assertThat(all).contains("t.rules:8:28: error: unknown name `extra`");
        assertThat(all).contains("t.rules:10:13: error: the follow-up roll `n` would hide another name of the check");
        assertThat(all).contains("t.rules:11:20: error: output `x` must be a bool, but this is an int");
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
        assertThat(all).contains("t.rules:9:3: error: check `one` has 1 grade: there is nothing to choose between");
        assertThat(all).contains("t.rules:24:33: error: `two` does not list the grades that applied");
        assertThat(all).contains("hint: add `grades chosen by player` to the check, or expect one `grade`");
        assertThat(all).contains("t.rules:25:46: error: list the grades in the order the check declares them");
        assertThat(all).contains("t.rules:26:46: error: `three` has no grade `c`");
        assertThat(all).contains("t.rules:29:35: error: a `grades` row lists sets of grades, not `2`");
        assertThat(all).contains("t.rules:30:16: error: a set of grades belongs in a `.grades` row");
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
        assertThat(all).contains("t.rules:7:55: error: the start of `fold` must say its type, and [] does not");
        assertThat(all).contains("t.rules:8:48: error: `fold` goes over a list, not an int");
        assertThat(all).contains("t.rules:9:59: error: each step of `fold` (the next `acc`) must be an int, but this is a bool");
        assertThat(all).contains("t.rules:10:29: error: only a list has elements by index, not an int");
        assertThat(all).contains("t.rules:11:40: error: the index and the element are both called `x`");
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
        assertThat(all).contains("t.rules:8:6: error: order `a` rolls no dice, so `roll` is not defined");
        assertThat(all).contains("t.rules:12:11: warning: this key never decides anything");
        assertThat(all).contains("t.rules:14:7: error: order `c` has no parameters");
        assertThat(all).contains("t.rules:14:17: warning: order `c` rolls d6 but no key reads `roll`");
        assertThat(all).contains("t.rules:17:29: error: `b` is an order");
        assertThat(all).contains("t.rules:19:55: error: there is no actor 3: the lists give 2");
        assertThat(all).contains("t.rules:20:41: error: an order's result is the order of its actors");
        assertThat(all).contains("t.rules:21:21: error: rigged face 7 is not on a d6");
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
        assertThat(all).contains("t.rules:9:9: error: a role is played by one of the sides, but `outer` has none");
        assertThat(all).contains("t.rules:11:16: error: unknown sequence `nowhere`");
        assertThat(all).contains("t.rules:12:39: error: status `st` has no event `stop`");
        assertThat(all).contains("t.rules:15:16: error: sequence `inner` would run inside itself through `outer`");
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
        assertThat(all).contains("t.rules:9:14: error: `since` hides a value of the status");
        assertThat(all).contains("t.rules:10:18: error: the start value of `n` must be an int, but this is a bool");
        assertThat(all).contains("t.rules:12:13: error: state `a` already has a transition on `go` without `when` (line 11)");
        assertThat(all).contains("t.rules:13:32: error: status `s` has no field `m`");
        assertThat(all).contains("t.rules:18:3: error: status `plain` keeps only its state: it has no turn or fields");
        assertThat(all).contains("t.rules:19:21: error: status `plain` has no event `stop`");
    }

    @Test
    void actionPropertiesNeedTheirDeclaration() {
        String none = Compile.errors(Compile.declarations("""
                action a "A" { moves: true }
                sequence s { phase p actions a }
                """));
        assertThat(none).contains("t.rules:7:8: error: action `a` has properties, but actions have none");
        String some = Compile.errors(Compile.declarations("""
                actions { moves: bool }
                action a "A" { moves: 1 }
                action b "B" { jumps: true }
                sequence s { phase p actions a, b }
                """));
        assertThat(some).contains("t.rules:8:23: error: field `moves` of `a` must be a bool, but this is an int");
        assertThat(some).contains("t.rules:9:16: error: `Action` has no field `jumps`");
        assertThat(some).contains("t.rules:9:8: error: entry `b` is missing moves");
    }
}
