package org.rulesc.runtime;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;

/**
 * The exact odds of a repeated check: an int state (hit points left, hits so far) that each step
 * moves to a next state with exact probabilities, until it reaches a <em>done</em> state, which it
 * never leaves (an absorbing Markov chain). Answers "the chance the target is down within k
 * attacks" for every k up to a bound, and the expected number of attacks, with exact fractions:
 * nothing is simulated.
 *
 * <p>The probability of being done by step k is the mass the state distribution has on done
 * states after k steps (a done state keeps its mass). The expected number of steps is the
 * solution of {@code (I - Q) t = 1} over the states not done that the start can reach ({@code Q}
 * the steps between them), solved by Gaussian elimination over rationals; it exists only when
 * every such state can still reach a done one, else a chain may never finish and there is no
 * expectation ({@link Result#expectedSteps()} is null).
 */
public final class MarkovChain {

  /** Most states a chain may have: the linear system is solved exactly, in rationals. */
  public static final int MAX_STATES = 400;

  /** Most steps a chain may report. */
  public static final int MAX_STEPS = 1000;

  /**
   * What a chain answers.
   *
   * @param doneBy P(done by step k) for k = 1..steps, at index k - 1
   * @param expectedSteps the exact expected number of steps until done, or null when a reachable
   *     state can never finish (then there is no finite expectation)
   * @param after the distribution of the state after the last step
   */
  public record Result(List<Rational> doneBy, Rational expectedSteps, Distribution<Integer> after) {
    public Result {
      doneBy = List.copyOf(doneBy);
    }

    /** P(done by step {@code k}), k from 1 to the chain's steps. */
    public Rational doneBy(int k) {
      if (k < 1 || k > doneBy.size()) {
        throw new IllegalArgumentException("step " + k + " is not in 1.." + doneBy.size());
      }
      return doneBy.get(k - 1);
    }
  }

  private MarkovChain() {}

  /**
   * Runs the chain from {@code start} for {@code steps} steps.
   *
   * @param start the first state
   * @param done whether a state is done (absorbing)
   * @param step the next states of a state that is not done, with their probabilities (asked once
   *     per state reached); each must sum to 1
   * @param steps how many steps to report, 1..{@link #MAX_STEPS}
   * @throws IllegalArgumentException if more than {@link #MAX_STATES} states are reached, or a
   *     step's distribution does not sum to 1
   */
  public static Result of(int start, IntPredicate done, IntFunction<Distribution<Integer>> step, int steps) {
    Objects.requireNonNull(done, "done");
    Objects.requireNonNull(step, "step");
    if (steps < 1 || steps > MAX_STEPS) {
      throw new IllegalArgumentException("a chain reports 1.." + MAX_STEPS + " steps, not " + steps);
    }
    // every state the start can reach, with the steps out of those not done
    Map<Integer, Map<Integer, Rational>> moves = new LinkedHashMap<>();
    Map<Integer, Boolean> isDone = new TreeMap<>();
    Deque<Integer> todo = new ArrayDeque<>(List.of(start));
    while (!todo.isEmpty()) {
      int s = todo.pop();
      if (isDone.containsKey(s)) {
        continue;
      }
      if (isDone.size() == MAX_STATES) {
        throw new IllegalArgumentException("the chain reaches more than " + MAX_STATES + " states");
      }
      boolean d = done.test(s);
      isDone.put(s, d);
      if (d) {
        continue;
      }
      Distribution<Integer> next = step.apply(s);
      if (!next.total().equals(Rational.ONE)) {
        throw new IllegalArgumentException("the steps from state " + s + " sum to " + next.total() + ", not 1");
      }
      Map<Integer, Rational> out = new TreeMap<>(next.asMap());
      moves.put(s, out);
      for (int t : out.keySet()) {
        if (!isDone.containsKey(t)) {
          todo.push(t);
        }
      }
    }
    List<Rational> doneBy = new ArrayList<>();
    Map<Integer, Rational> p = new TreeMap<>(Map.of(start, Rational.ONE));
    for (int k = 1; k <= steps; k++) {
      Map<Integer, Rational> q = new TreeMap<>();
      Rational finished = Rational.ZERO;
      for (Map.Entry<Integer, Rational> e : p.entrySet()) {
        if (isDone.get(e.getKey())) {
          q.merge(e.getKey(), e.getValue(), Rational::plus);
          continue;
        }
        for (Map.Entry<Integer, Rational> m : moves.get(e.getKey()).entrySet()) {
          q.merge(m.getKey(), e.getValue().times(m.getValue()), Rational::plus);
        }
      }
      for (Map.Entry<Integer, Rational> e : q.entrySet()) {
        if (isDone.get(e.getKey())) {
          finished = finished.plus(e.getValue());
        }
      }
      doneBy.add(finished);
      p = q;
    }
    Distribution.Builder<Integer> after = Distribution.builder();
    p.forEach((s, w) -> {
      if (w.signum() != 0) {
        after.add(s, w);
      }
    });
    return new Result(doneBy, expected(start, isDone, moves), after.build());
  }

  /** The expected number of steps from {@code start} until done, or null when it is not finite. */
  private static Rational expected(int start, Map<Integer, Boolean> isDone, Map<Integer, Map<Integer, Rational>> moves) {
    if (isDone.get(start)) {
      return Rational.ZERO;
    }
    List<Integer> transient_ = new ArrayList<>(moves.keySet());
    Collections.sort(transient_);
    // which states not done can still finish: walk back from the done ones
    java.util.Set<Integer> finishes = new java.util.HashSet<>();
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int s : transient_) {
        if (finishes.contains(s)) {
          continue;
        }
        for (Map.Entry<Integer, Rational> m : moves.get(s).entrySet()) {
          if (m.getValue().signum() > 0 && (isDone.get(m.getKey()) || finishes.contains(m.getKey()))) {
            finishes.add(s);
            grew = true;
            break;
          }
        }
      }
    }
    if (finishes.size() != transient_.size()) {
      return null;
    }
    int n = transient_.size();
    Map<Integer, Integer> index = new TreeMap<>();
    for (int i = 0; i < n; i++) {
      index.put(transient_.get(i), i);
    }
    // (I - Q) t = 1, augmented
    Rational[][] a = new Rational[n][n + 1];
    for (int i = 0; i < n; i++) {
      java.util.Arrays.fill(a[i], Rational.ZERO);
      a[i][i] = Rational.ONE;
      a[i][n] = Rational.ONE;
      for (Map.Entry<Integer, Rational> m : moves.get(transient_.get(i)).entrySet()) {
        Integer j = index.get(m.getKey());
        if (j != null) {
          a[i][j] = a[i][j].minus(m.getValue());
        }
      }
    }
    for (int col = 0; col < n; col++) {
      int pivot = col;
      while (a[pivot][col].signum() == 0) {
        pivot++; // (I - Q) is invertible when every state can finish, so a pivot exists
      }
      Rational[] tmp = a[pivot];
      a[pivot] = a[col];
      a[col] = tmp;
      Rational inv = Rational.ONE.dividedBy(a[col][col]);
      for (int c = col; c <= n; c++) {
        a[col][c] = a[col][c].times(inv);
      }
      for (int r = 0; r < n; r++) {
        if (r != col && a[r][col].signum() != 0) {
          Rational f = a[r][col];
          for (int c = col; c <= n; c++) {
            a[r][c] = a[r][c].minus(f.times(a[col][c]));
          }
        }
      }
    }
    return a[index.get(start)][n];
  }
}
