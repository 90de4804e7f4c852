package org.rulesc.runtime;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Counts the exact mass of each value of an enum (a check's grades, say) over every sum of one
 * pool of dice, or of two independent pools, and makes a {@link Distribution} of it.
 *
 * <p>It is what {@link Distribution.Builder} does, without its generic bookkeeping, for the
 * commonest question a generated engine answers: the outcome is an enum constant, so its slot
 * is its ordinal (no search, no hash); the weights are the pools' own integers (no fractions);
 * and the distribution it builds shares the enum's constants as its keys when they came in
 * their own order. Outcomes keep first-insertion order, as with the builder, so both give
 * equal distributions that also print the same.
 *
 * <p>With two pools, the weights of the inner pool ({@code b}) are summed per outcome in a long
 * while the outer index stays the same, and multiplied by the outer weight once when it
 * changes: {@code Σi Σj a(i) b(j) = Σi a(i) Σj b(j)}, one multiplication per outer value and
 * outcome instead of one per pair. The totals are 128-bit while both pools' weights are
 * longs (the product of two denominators below 2^63 is below 2^126); {@link BigInteger} otherwise.
 *
 * <p>A tally is used once, by one thread: {@link #build()} hands its arrays over.
 *
 * @param <T> the enum whose constants are the outcomes
 */
public final class Tally<T extends Enum<T>> {
  private final T[] keys;
  /** The number of faces of the one die, each weighing 1 (see {@link #uniform}); 0 otherwise. */
  private final int faces;
  /** The pool; null for {@link #uniform}. */
  private final IntDistribution a;
  /** The inner pool; null with one pool. */
  private final IntDistribution b;
  /** Whether the pools' weights are longs (see the class comment); else every add is a BigInteger. */
  private final boolean fast;
  /**
   * One die ({@link #uniform}): how many faces give each outcome; null otherwise. Ints, since a
   * count is at most the number of faces: the distribution built holds this array, 4 bytes a
   * weight instead of 8.
   */
  private final int[] counts;
  /** One pool: the totals. Two: the inner sums for the outer index {@link #outer}. */
  private final long[] ways;
  /** Two pools: the 128-bit totals (unsigned), low and high halves. */
  private final long[] lo;
  private final long[] hi;
  /** The totals when not {@link #fast}. */
  private final BigInteger[] big;
  private int outer = -1;
  /** How many outcomes were seen so far. */
  private int seen;
  /** The order they were first seen in, by ordinal; null while that is 0, 1, 2, … (the keys' own order). */
  private int[] order;
  private boolean[] present;
  private boolean built;

  private Tally(T[] keys, int faces, IntDistribution a, IntDistribution b) {
    this.keys = keys;
    this.faces = faces;
    this.a = a;
    this.b = b;
    int n = keys.length;
    // two denominators below 2^63 multiply below 2^126: every total fits 128 unsigned bits
    fast = a == null || (a.isLong() && (b == null || b.isLong()));
    counts = faces > 0 ? new int[n] : null;
    ways = fast && faces == 0 ? new long[n] : null;
    lo = fast && b != null ? new long[n] : null;
    hi = fast && b != null ? new long[n] : null;
    big = fast ? null : new BigInteger[n];
  }

  /**
   * A tally over the sums of one pool.
   *
   * @param keys every constant of the enum, in declaration order (shared, never changed)
   * @param a the pool's sums
   */
  public static <T extends Enum<T>> Tally<T> over(T[] keys, IntDistribution a) {
    return new Tally<>(keys, 0, a, null);
  }

  /**
   * A tally over the faces of one die, each as likely: {@link #add(Enum)} once per face. The
   * caller walks the faces itself, so a loop over a die with a known number of sides has
   * constant bounds.
   *
   * @param keys every constant of the enum, in declaration order (shared, never changed)
   * @param faces the number of faces, at least 1 (1 for the one value of a die not rolled)
   */
  public static <T extends Enum<T>> Tally<T> uniform(T[] keys, int faces) {
    return new Tally<>(keys, Dice.requireSides(faces), null, null);
  }

  /**
   * A tally over the sums of two independent pools, {@code a} the outer one.
   *
   * @param keys every constant of the enum, in declaration order (shared, never changed)
   */
  public static <T extends Enum<T>> Tally<T> over(T[] keys, IntDistribution a, IntDistribution b) {
    return new Tally<>(keys, 0, a, b);
  }

  /** Adds one face of the die ({@link #uniform}) to {@code outcome}. */
  public void add(T outcome) {
    counts[slot(outcome)]++;
  }

  /** Adds the weight of the {@code i}-th sum of the pool to {@code outcome}. */
  public void add(T outcome, int i) {
    int k = slot(outcome);
    if (fast) {
      ways[k] += a.weight(i);
    } else {
      addBig(k, a.bigWeight(i));
    }
  }

  /** Adds the weight of the outer pool's {@code i}-th sum and the inner pool's {@code j}-th to {@code outcome}. */
  public void add(T outcome, int i, int j) {
    int k = slot(outcome);
    if (fast) {
      if (i != outer) {
        flush();
        outer = i;
      }
      ways[k] += b.weight(j);
    } else {
      addBig(k, a.bigWeight(i).multiply(b.bigWeight(j)));
    }
  }

  /** The distribution counted; the tally must not be used afterwards. */
  public Distribution<T> build() {
    if (built) {
      throw new IllegalStateException("a tally builds one distribution");
    }
    built = true;
    if (counts != null && order == null) {
      // the commonest case, kept small enough to inline: the keys and the counts as they are
      return new Distribution<>(keys, seen == counts.length ? counts : Arrays.copyOf(counts, seen),
          denominator());
    }
    return buildOther();
  }

  private BigInteger denominator() {
    // one die's denominator comes from the dice sums' cache: no BigInteger is made per call
    return a == null ? IntDistribution.diceSum(1, faces).denominator() : a.denominator();
  }

  private Distribution<T> buildOther() {
    BigInteger denominator = b == null ? denominator() : a.denominator().multiply(b.denominator());
    long[] small = null;
    BigInteger[] bigs = big;
    if (counts != null) {
      small = new long[counts.length];
      for (int k = 0; k < counts.length; k++) {
        small[k] = counts[k];
      }
    } else if (b == null && fast) {
      small = ways;
    } else if (fast) {
      flush();
      boolean fits = true;
      for (int k = 0; k < keys.length && fits; k++) {
        fits = hi[k] == 0 && lo[k] >= 0;
      }
      if (fits) {
        small = lo;
      } else {
        bigs = new BigInteger[keys.length];
        for (int k = 0; k < keys.length; k++) {
          bigs[k] = unsigned(hi[k], lo[k]);
        }
      }
    }
    if (order == null) {
      // seen in the keys' own order: the keys are the outcomes, the first `seen` of them
      // one weight per outcome seen: the arrays are cut when the last keys never came
      return new Distribution<>(keys, small == null || small.length == seen ? small : Arrays.copyOf(small, seen),
          bigs == null || bigs.length == seen ? bigs : Arrays.copyOf(bigs, seen), denominator);
    }
    Object[] outcomes = new Object[seen];
    long[] w = small == null ? null : new long[seen];
    BigInteger[] bw = small == null ? new BigInteger[seen] : null;
    for (int n = 0; n < seen; n++) {
      int k = order[n];
      outcomes[n] = keys[k];
      if (w != null) {
        w[n] = small[k];
      } else {
        bw[n] = bigs[k];
      }
    }
    return new Distribution<>(outcomes, w, bw, denominator);
  }

  /** The slot of {@code outcome}, noting the order it was first seen in. */
  private int slot(T outcome) {
    int k = outcome.ordinal();
    if (k >= seen || order != null) {
      note(k);
    }
    return k;
  }

  /** Notes that {@code k} was seen, unless it was already. */
  private void note(int k) {
    if (order == null) {
      if (k == seen) {
        seen++;
        return;
      }
      // out of the keys' order: from now on the order is kept in an array
      order = new int[keys.length];
      present = new boolean[keys.length];
      for (int n = 0; n < seen; n++) {
        order[n] = n;
        present[n] = true;
      }
    }
    if (!present[k]) {
      present[k] = true;
      order[seen++] = k;
    }
  }

  /** Adds the inner sums of the current outer index, times its weight, to the totals. */
  private void flush() {
    if (outer < 0) {
      return;
    }
    long w = a.weight(outer);
    for (int k = 0; k < ways.length; k++) {
      long inner = ways[k];
      if (inner != 0) {
        long low = w * inner;
        long sum = lo[k] + low;
        hi[k] += Math.multiplyHigh(w, inner) + (Long.compareUnsigned(sum, low) < 0 ? 1 : 0);
        lo[k] = sum;
        ways[k] = 0;
      }
    }
  }

  private void addBig(int k, BigInteger w) {
    big[k] = big[k] == null ? w : big[k].add(w);
  }

  private static BigInteger unsigned(long h, long l) {
    BigInteger low = BigInteger.valueOf(l >>> 1).shiftLeft(1).or(BigInteger.valueOf(l & 1));
    return h == 0 ? low : BigInteger.valueOf(h).shiftLeft(64).or(low);
  }
}
