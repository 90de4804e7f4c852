package org.rulesc.runtime;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An exact distribution over a contiguous range of integers, held as integer weights over one
 * common denominator.
 *
 * <p>Exists because exact odds of dice are counts: "27 of the 216 ways to throw 3d6 make 10".
 * Keeping the counts as integers makes sums a convolution of arrays and never reduces a fraction
 * (no {@code gcd}) until a caller asks for a {@link Rational}. Weights are {@code long} while the
 * denominator fits a {@code long} (every weight is at most the denominator, so none can overflow)
 * and {@link BigInteger} beyond. Instances are immutable, so the dice sums the generated engines
 * ask for again and again are cached.
 *
 * <p>Value {@code min() + i} has weight {@code weight(i)}; weights may be zero inside the range
 * (an exploding d6 never totals exactly 6), never at its ends.
 */
public final class IntDistribution {

  private static final BigInteger LONG_LIMIT = BigInteger.valueOf(Long.MAX_VALUE);
  /**
   * Dice sums with count × sides up to this are cached: 100d6 or 6d100, about 4,000 possible
   * entries of at most 600 weights each, so the cache stays a few megabytes at worst.
   */
  private static final int CACHED_SPAN = 600;

  /** Dice sums by (count, sides); small ones only, so the cache stays small. */
  private static final ConcurrentHashMap<Long, IntDistribution> SUMS = new ConcurrentHashMap<>();

  private static final IntDistribution[] ONE_DIE = new IntDistribution[1001];

  private final int min;
  /** The weights when the denominator fits a long, else null. */
  private final long[] small;
  /** The weights when it does not, else null. */
  private final BigInteger[] big;
  private final long smallDenominator;
  private final BigInteger denominator;

  private IntDistribution(int min, long[] small, BigInteger[] big, BigInteger denominator) {
    this.min = min;
    this.small = small;
    this.big = big;
    this.denominator = denominator;
    this.smallDenominator = small != null ? denominator.longValueExact() : -1;
  }

  /**
   * The distribution giving value {@code min + i} the weight {@code weights[i]} out of {@code
   * denominator}; zero weights at either end are trimmed.
   *
   * @throws IllegalArgumentException if a weight is negative, every weight is zero, or the
   *     denominator is not positive
   */
  public static IntDistribution of(int min, BigInteger[] weights, BigInteger denominator) {
    Objects.requireNonNull(denominator, "denominator");
    if (denominator.signum() <= 0) {
      throw new IllegalArgumentException("denominator must be positive: " + denominator);
    }
    int lo = 0;
    int hi = weights.length - 1;
    for (BigInteger w : weights) {
      if (w.signum() < 0) {
        throw new IllegalArgumentException("negative weight " + w);
      }
    }
    while (lo <= hi && weights[lo].signum() == 0) {
      lo++;
    }
    while (hi >= lo && weights[hi].signum() == 0) {
      hi--;
    }
    if (lo > hi) {
      throw new IllegalArgumentException("a distribution needs some weight");
    }
    BigInteger[] w = Arrays.copyOfRange(weights, lo, hi + 1);
    if (denominator.compareTo(LONG_LIMIT) <= 0) {
      long[] s = new long[w.length];
      for (int i = 0; i < w.length; i++) {
        s[i] = w[i].longValueExact();
      }
      return new IntDistribution(min + lo, s, null, denominator);
    }
    return new IntDistribution(min + lo, null, w, denominator);
  }

  /** Certainly {@code value}. */
  public static IntDistribution constant(int value) {
    return new IntDistribution(value, new long[] {1}, null, BigInteger.ONE);
  }

  /**
   * The exact distribution of the sum of {@code count} dice with {@code sides} faces each; zero
   * dice sum to 0. Small sums are cached (instances are immutable).
   *
   * @throws IllegalArgumentException if {@code count < 0} or {@code sides < 1}
   */
  public static IntDistribution diceSum(int count, int sides) {
    if (count < 0) {
      throw new IllegalArgumentException("cannot roll a negative number of dice: " + count);
    }
    Dice.requireSides(sides);
    if (count == 1 && sides < ONE_DIE.length) {
      // the commonest question, one die: an array read instead of a map lookup
      IntDistribution d = ONE_DIE[sides];
      if (d == null) {
        d = computeDiceSum(1, sides);
        ONE_DIE[sides] = d; // a benign race: immutable, and any copy is as good as another
      }
      return d;
    }
    if ((long) count * sides > CACHED_SPAN) {
      return computeDiceSum(count, sides);
    }
    return SUMS.computeIfAbsent(((long) count << 32) | sides, k -> computeDiceSum(count, sides));
  }

  private static IntDistribution computeDiceSum(int count, int sides) {
    // ways[i] = number of ways to reach sum (count + i); a sliding window adds the uniform kernel.
    BigInteger[] ways = {BigInteger.ONE};
    for (int d = 0; d < count; d++) {
      BigInteger[] next = new BigInteger[ways.length + sides - 1];
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
    return of(count, ways, BigInteger.valueOf(sides).pow(count));
  }

  /** The smallest value with weight. */
  public int min() {
    return min;
  }

  /** The largest value with weight. */
  public int max() {
    return min + size() - 1;
  }

  /** How many values the range {@code min()..max()} holds. */
  public int size() {
    return small != null ? small.length : big.length;
  }

  /** The {@code i}-th value of the range: {@code min() + i}. */
  public int value(int i) {
    return min + i;
  }

  /** Whether weights and denominator fit a long, so {@link #weight} and {@link #longDenominator} work. */
  public boolean isLong() {
    return small != null;
  }

  /**
   * The weight of value {@code min() + i}, when {@link #isLong()}.
   *
   * @throws ArithmeticException when the weights do not fit a long
   */
  public long weight(int i) {
    if (small == null) {
      throw new ArithmeticException("weights of this distribution exceed a long; use bigWeight");
    }
    return small[i];
  }

  /** The weight of value {@code min() + i}. */
  public BigInteger bigWeight(int i) {
    return small != null ? BigInteger.valueOf(small[i]) : big[i];
  }

  /** The common denominator, when {@link #isLong()}; -1 otherwise. */
  public long longDenominator() {
    return smallDenominator;
  }

  /** The common denominator of every weight. */
  public BigInteger denominator() {
    return denominator;
  }

  /** The exact probability of {@code value}; zero outside the range. */
  public Rational probability(int value) {
    int i = value - min;
    if (i < 0 || i >= size()) {
      return Rational.ZERO;
    }
    return Rational.of(bigWeight(i), denominator);
  }

  /** The sum of a value drawn from this and an independent value drawn from {@code other}. */
  public IntDistribution plus(IntDistribution other) {
    int n = size();
    int m = other.size();
    BigInteger den = denominator.multiply(other.denominator);
    if (small != null && other.small != null && den.compareTo(LONG_LIMIT) <= 0) {
      long[] out = new long[n + m - 1];
      for (int i = 0; i < n; i++) {
        long a = small[i];
        if (a == 0) {
          continue;
        }
        for (int j = 0; j < m; j++) {
          out[i + j] += a * other.small[j];
        }
      }
      return new IntDistribution(min + other.min, out, null, den);
    }
    BigInteger[] out = new BigInteger[n + m - 1];
    Arrays.fill(out, BigInteger.ZERO);
    for (int i = 0; i < n; i++) {
      BigInteger a = bigWeight(i);
      if (a.signum() == 0) {
        continue;
      }
      for (int j = 0; j < m; j++) {
        out[i + j] = out[i + j].add(a.multiply(other.bigWeight(j)));
      }
    }
    return of(min + other.min, out, den);
  }

  /** The distribution of {@code -x}. */
  public IntDistribution negate() {
    int n = size();
    BigInteger[] out = new BigInteger[n];
    for (int i = 0; i < n; i++) {
      out[i] = bigWeight(n - 1 - i);
    }
    return of(-max(), out, denominator);
  }

  /** The distribution of {@code x + c}. */
  public IntDistribution shift(int c) {
    return new IntDistribution(Math.addExact(min, c), small, big, denominator);
  }

  /** The sum of {@code n} independent draws (0 draws sum to 0). */
  public IntDistribution repeat(int n) {
    IntDistribution out = constant(0);
    for (int k = 0; k < n; k++) {
      out = out.plus(this);
    }
    return out;
  }

  /** The mean, exactly. */
  public Rational mean() {
    BigInteger s = BigInteger.ZERO;
    for (int i = 0; i < size(); i++) {
      s = s.add(bigWeight(i).multiply(BigInteger.valueOf(value(i))));
    }
    return Rational.of(s, denominator);
  }

  /** The variance, exactly. */
  public Rational variance() {
    BigInteger s2 = BigInteger.ZERO;
    for (int i = 0; i < size(); i++) {
      BigInteger v = BigInteger.valueOf(value(i));
      s2 = s2.add(bigWeight(i).multiply(v).multiply(v));
    }
    Rational m = mean();
    return Rational.of(s2, denominator).minus(m.times(m));
  }

  /** Sum of all weights over the denominator: {@link Rational#ONE} for a proper distribution. */
  public Rational total() {
    BigInteger s = BigInteger.ZERO;
    for (int i = 0; i < size(); i++) {
      s = s.add(bigWeight(i));
    }
    return Rational.of(s, denominator);
  }

  /** As a {@link Distribution} over its values, ascending, leaving out those with no weight. */
  public Distribution<Integer> toDistribution() {
    Distribution.Builder<Integer> b = Distribution.builder();
    for (int i = 0; i < size(); i++) {
      if (small != null ? small[i] != 0 : big[i].signum() != 0) {
        b.add(value(i), this, i);
      }
    }
    return b.build();
  }

  @Override
  public String toString() {
    return toDistribution().toString();
  }
}
