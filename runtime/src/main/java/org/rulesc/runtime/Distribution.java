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
 * #toString()} and generated test output are deterministic.
 *
 * <p>The mass is held as integer weights over one common denominator (see {@link Builder}), so
 * building a distribution adds integers and never reduces a fraction; a {@link Rational} is made
 * only when a caller asks for a probability. The total mass is whatever was added; {@link
 * #total()} lets a caller check that it is {@link Rational#ONE}. Two distributions are equal when
 * they give every outcome the same probability, whatever their denominators.
 *
 * @param <T> outcome type; must have sound {@code equals}/{@code hashCode}
 */
public final class Distribution<T> {

  /**
   * Accumulates probability mass per outcome, in first-insertion order, as integer weights over
   * one common denominator.
   *
   * <p>Adding mass whose denominator is the current one adds an integer (128-bit while the
   * denominator is below 2^120, {@link BigInteger} beyond); another denominator rescales to the
   * least common multiple first, which happens a handful of times per distribution at most.
   */
  public static final class Builder<T> {
    private final WeightSum<T> sum = new WeightSum<>();

    private Builder() {}

    /**
     * Adds {@code p} to the mass of {@code outcome} (creating it if new).
     *
     * @throws IllegalArgumentException if {@code p} is negative
     */
    public Builder<T> add(T outcome, Rational p) {
      if (p.signum() < 0) {
        throw new IllegalArgumentException("negative probability " + p + " for " + outcome);
      }
      sum.add(outcome, p.numerator(), p.denominator());
      return this;
    }

    /**
     * Adds {@code weight / denominator} to the mass of {@code outcome}.
     *
     * @throws IllegalArgumentException if the weight is negative or the denominator not positive
     */
    public Builder<T> add(T outcome, long weight, long denominator) {
      if (weight < 0 || denominator <= 0) {
        throw new IllegalArgumentException("not a probability: " + weight + "/" + denominator);
      }
      sum.add(outcome, weight, denominator);
      return this;
    }

    /** Adds the probability of the {@code i}-th value of {@code a} to the mass of {@code outcome}. */
    public Builder<T> add(T outcome, IntDistribution a, int i) {
      if (a.isLong()) {
        sum.add(outcome, a.weight(i), a.longDenominator());
      } else {
        sum.add(outcome, a.bigWeight(i), a.denominator());
      }
      return this;
    }

    /**
     * Adds the probability that independent draws from {@code a} and {@code b} give their {@code
     * i}-th and {@code j}-th values to the mass of {@code outcome}.
     */
    public Builder<T> add(T outcome, IntDistribution a, int i, IntDistribution b, int j) {
      if (a.isLong() && b.isLong()) {
        sum.addProduct(outcome, a.weight(i), a.longDenominator(), b.weight(j), b.longDenominator());
      } else {
        sum.add(outcome, a.bigWeight(i).multiply(b.bigWeight(j)), a.denominator().multiply(b.denominator()));
      }
      return this;
    }

    /**
     * Adds the probability that independent draws from each of {@code ds} give the value at the
     * same position of {@code is}, to the mass of {@code outcome}.
     */
    public Builder<T> add(T outcome, IntDistribution[] ds, int[] is) {
      BigInteger w = BigInteger.ONE;
      BigInteger d = BigInteger.ONE;
      for (int k = 0; k < ds.length; k++) {
        w = w.multiply(ds[k].bigWeight(is[k]));
        d = d.multiply(ds[k].denominator());
      }
      sum.add(outcome, w, d);
      return this;
    }

    /** Returns the distribution built so far; the builder may keep being used afterwards. */
    public Distribution<T> build() {
      return sum.build();
    }
  }

  /**
   * The outcomes in insertion order: the first {@link #size()} entries (never changed). The
   * array may be longer, and shared with other distributions, e.g. a check's grades when a {@link
   * Tally} saw them in their own order.
   */
  private final Object[] outcomes;
  /**
   * The weights over {@link #denominator}, one per outcome (so their number is the size): an
   * {@code int[]} when they are counts of one die's faces, a {@code long[]} when they fit a
   * long, else a {@code BigInteger[]}. One field for the three forms, the size taken from it and
   * no cached map keep the object at 24 bytes: an exact distribution of a one-die check is
   * allocation-bound, and this object and its weights are all it allocates (docs/performance.md).
   */
  private final Object weights;
  private final BigInteger denominator;

  /** {@code small} when the weights fit a long, else {@code big}; one weight per outcome. */
  Distribution(Object[] outcomes, long[] small, BigInteger[] big, BigInteger denominator) {
    this(outcomes, (Object) (small != null ? small : big), denominator);
  }

  /** Counts of one die's faces ({@link Tally#uniform}): {@code counts} over {@code denominator}. */
  Distribution(Object[] outcomes, int[] counts, BigInteger denominator) {
    this(outcomes, (Object) counts, denominator);
  }

  private Distribution(Object[] outcomes, Object weights, BigInteger denominator) {
    this.outcomes = outcomes;
    this.weights = weights;
    this.denominator = denominator;
  }

  /** Starts an empty distribution. */
  public static <T> Builder<T> builder() {
    return new Builder<>();
  }

  /** Probability of exactly {@code outcome}; {@link Rational#ZERO} when it never happens. */
  public Rational probability(T outcome) {
    int size = size();
    for (int i = 0; i < size; i++) {
      if (Objects.equals(outcomes[i], outcome)) {
        return Rational.of(weight(i), denominator);
      }
    }
    return Rational.ZERO;
  }

  /** Total probability of the outcomes that satisfy {@code p}. */
  public Rational probability(Predicate<? super T> p) {
    BigInteger sum = BigInteger.ZERO;
    int size = size();
    for (int i = 0; i < size; i++) {
      if (p.test(outcome(i))) {
        sum = sum.add(weight(i));
      }
    }
    return Rational.of(sum, denominator);
  }

  /** The outcomes, in insertion order (unmodifiable). */
  public Set<T> outcomes() {
    return asMap().keySet();
  }

  /** How many outcomes there are. */
  public int size() {
    return weights instanceof int[] counts ? counts.length
        : weights instanceof long[] small ? small.length : ((BigInteger[]) weights).length;
  }

  /** The {@code i}-th outcome, in insertion order. */
  public T outcome(int i) {
    Objects.checkIndex(i, size());
    @SuppressWarnings("unchecked")
    T t = (T) outcomes[i];
    return t;
  }

  /** The weight of the {@code i}-th outcome over {@link #denominator()}. */
  public BigInteger weight(int i) {
    Objects.checkIndex(i, size());
    if (weights instanceof int[] counts) {
      return BigInteger.valueOf(counts[i]);
    }
    return weights instanceof long[] small ? BigInteger.valueOf(small[i]) : ((BigInteger[]) weights)[i];
  }

  /** The weight of the {@code i}-th outcome when every weight fits a long. */
  private long smallWeight(int i) {
    return weights instanceof int[] counts ? counts[i] : ((long[]) weights)[i];
  }

  /** The one denominator of every weight (not necessarily in lowest terms with any of them). */
  public BigInteger denominator() {
    return denominator;
  }

  /**
   * Outcome to probability, in insertion order (unmodifiable); the fractions are reduced here.
   * Made anew by each call (a distribution keeps no map, see {@link #weights}): a caller that
   * reads many entries keeps the map.
   */
  public Map<T, Rational> asMap() {
    LinkedHashMap<T, Rational> out = new LinkedHashMap<>();
    int size = size();
    for (int i = 0; i < size; i++) {
      out.put(outcome(i), Rational.of(weight(i), denominator));
    }
    return Collections.unmodifiableMap(out);
  }

  /** Sum of all probabilities; {@link Rational#ONE} for a proper distribution. */
  public Rational total() {
    return probability(o -> true);
  }

  /**
   * Relabels every outcome with {@code f}, merging the mass of outcomes that map to the same
   * result. Order follows the first outcome that produced each result.
   */
  public <R> Distribution<R> map(Function<? super T, ? extends R> f) {
    WeightSum<R> out = new WeightSum<>();
    boolean small = !(weights instanceof BigInteger[]);
    long den = small ? denominator.longValueExact() : -1;
    int size = size();
    for (int i = 0; i < size; i++) {
      R r = f.apply(outcome(i));
      if (small) {
        out.add(r, smallWeight(i), den);
      } else {
        out.add(r, ((BigInteger[]) weights)[i], denominator);
      }
    }
    return out.build();
  }

  /**
   * The exact distribution of the sum of {@code count} dice with {@code sides} faces each, keys
   * ascending. Zero dice sum to 0 with certainty.
   *
   * @throws IllegalArgumentException if {@code count < 0} or {@code sides < 1}
   */
  public static Distribution<Integer> diceSum(int count, int sides) {
    return IntDistribution.diceSum(count, sides).toDistribution();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Distribution<?> d && asMap().equals(d.asMap());
  }

  @Override
  public int hashCode() {
    return asMap().hashCode();
  }

  /** Like {@code {SUCCESS=1/2, FAILURE=1/2}}, in insertion order. */
  @Override
  public String toString() {
    return asMap().toString();
  }
}
