package org.rulesc.runtime;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * An exact, finite probability distribution over outcomes of type {@code T}.
 *
 * <p>Exists so the compiler can state and test the odds of a check exactly ("succeeds with
 * probability 5/12") instead of sampling. Outcomes keep insertion order, so iteration, {@link
 * #toString()} and generated test output are deterministic. Probabilities are {@link Rational}.
 * The total mass is whatever was added; {@link #total()} lets a caller check that it is {@link
 * Rational#ONE}.
 *
 * @param <T> outcome type; must have sound {@code equals}/{@code hashCode}
 */
public final class Distribution<T> {

  /** Accumulates probability mass per outcome, in first-insertion order. */
  public static final class Builder<T> {
    private final LinkedHashMap<T, Rational> mass = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Adds {@code p} to the mass of {@code outcome} (creating it if new).
     *
     * @throws IllegalArgumentException if {@code p} is negative
     */
    public Builder<T> add(T outcome, Rational p) {
      Objects.requireNonNull(p, "p");
      if (p.signum() < 0) {
        throw new IllegalArgumentException("negative probability " + p + " for " + outcome);
      }
      mass.merge(outcome, p, Rational::plus);
      return this;
    }

    /** Returns the distribution built so far; the builder may keep being used afterwards. */
    public Distribution<T> build() {
      return new Distribution<>(new LinkedHashMap<>(mass));
    }
  }

  private final Map<T, Rational> mass;

  private Distribution(LinkedHashMap<T, Rational> mass) {
    this.mass = Collections.unmodifiableMap(mass);
  }

  /** Starts an empty distribution. */
  public static <T> Builder<T> builder() {
    return new Builder<>();
  }

  /** Probability of exactly {@code outcome}; {@link Rational#ZERO} when it never happens. */
  public Rational probability(T outcome) {
    return mass.getOrDefault(outcome, Rational.ZERO);
  }

  /** Total probability of the outcomes that satisfy {@code p}. */
  public Rational probability(Predicate<? super T> p) {
    Rational sum = Rational.ZERO;
    for (Map.Entry<T, Rational> e : mass.entrySet()) {
      if (p.test(e.getKey())) {
        sum = sum.plus(e.getValue());
      }
    }
    return sum;
  }

  /** The outcomes, in insertion order (unmodifiable). */
  public Set<T> outcomes() {
    return mass.keySet();
  }

  /** Outcome to probability, in insertion order (unmodifiable). */
  public Map<T, Rational> asMap() {
    return mass;
  }

  /** Sum of all probabilities; {@link Rational#ONE} for a proper distribution. */
  public Rational total() {
    Rational sum = Rational.ZERO;
    for (Rational p : mass.values()) {
      sum = sum.plus(p);
    }
    return sum;
  }

  /**
   * Relabels every outcome with {@code f}, merging the mass of outcomes that map to the same
   * result. Order follows the first outcome that produced each result.
   */
  public <R> Distribution<R> map(Function<? super T, ? extends R> f) {
    Builder<R> b = builder();
    for (Map.Entry<T, Rational> e : mass.entrySet()) {
      b.add(f.apply(e.getKey()), e.getValue());
    }
    return b.build();
  }

  /**
   * The exact distribution of the sum of {@code count} dice with {@code sides} faces each, keys
   * ascending. Zero dice sum to 0 with certainty. Computed by repeated convolution of integer
   * way-counts, so large pools are cheap.
   *
   * @throws IllegalArgumentException if {@code count < 0} or {@code sides < 1}
   */
  public static Distribution<Integer> diceSum(int count, int sides) {
    if (count < 0) {
      throw new IllegalArgumentException("cannot roll a negative number of dice: " + count);
    }
    Dice.requireSides(sides);
    // ways[i] = number of ways to reach sum (count_so_far + i); index 0 is the minimum sum.
    BigInteger[] ways = {BigInteger.ONE};
    for (int d = 0; d < count; d++) {
      BigInteger[] next = new BigInteger[ways.length + sides - 1];
      java.util.Arrays.fill(next, BigInteger.ZERO);
      // Sliding-window convolution with the uniform kernel of width `sides`.
      BigInteger window = BigInteger.ZERO;
      for (int i = 0; i < next.length; i++) {
        if (i < ways.length) {
          window = window.add(ways[i]);
        }
        if (i - sides >= 0 && i - sides < ways.length) {
          window = window.subtract(ways[i - sides]);
        }
        next[i] = window;
      }
      ways = next;
    }
    BigInteger all = BigInteger.valueOf(sides).pow(count);
    Builder<Integer> b = builder();
    for (int i = 0; i < ways.length; i++) {
      b.add(count + i, Rational.of(ways[i], all));
    }
    return b.build();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Distribution<?> d && mass.equals(d.mass);
  }

  @Override
  public int hashCode() {
    return mass.hashCode();
  }

  /** Like {@code {SUCCESS=1/2, FAILURE=1/2}}, in insertion order. */
  @Override
  public String toString() {
    return mass.toString();
  }
}
