package org.rulesc.runtime;

import java.math.BigInteger;

/**
 * Per-outcome integer weights over one common denominator, as {@link Distribution.Builder} and
 * {@link Distribution#map} accumulate them.
 *
 * <p>The common case, mass whose denominator is the current one, adds an integer: two longs (a
 * 128-bit unsigned number) per outcome while the denominator is below 2^120, so even the product
 * of two 20d6 weights (about 2^103) adds without allocating. Every weight and every sum of them
 * stays at most the denominator times the mass added, so the 128 bits cannot overflow for
 * distributions; a guard switches to {@link BigInteger} if a caller adds more than that.
 */
final class WeightSum<T> {
  private static final int WIDE_BITS = 120;

  /** The outcomes seen so far, in insertion order, with a hash index once there are many. */
  private Object[] keys = new Object[4];
  private int size;
  private java.util.HashMap<Object, Integer> index;
  private long[] lo = new long[4];
  private long[] hi = new long[4];
  /** Non-null once the weights left 128 bits. */
  private BigInteger[] big;

  /** The common denominator; null while {@link #denLong} holds it (made when first needed). */
  private BigInteger den = BigInteger.ONE;
  /** The common denominator as a long, or -1 when it does not fit. */
  private long denLong = 1;
  /** No mass added yet, so the first denominator is taken as it is. */
  private boolean empty = true;
  /** The two factors whose product is {@link #den}, as last seen (0 when unknown). */
  private long pairA;
  private long pairB;
  /** The outcome last added to and its slot (-1 until then). */
  private T lastKey;
  private int lastSlot = -1;

  void add(T key, long weight, long denominator) {
    if (denominator == denLong) {
      addWide(slot(key), 0, weight);
    } else if (empty && denominator > 0) {
      // nothing to rescale yet: adopt the first denominator as it is
      den = null;
      denLong = denominator;
      addWide(slot(key), 0, weight);
    } else {
      add(key, BigInteger.valueOf(weight), BigInteger.valueOf(denominator));
    }
  }

  /** Adds {@code (wa / da) * (wb / db)}. */
  void addProduct(T key, long wa, long da, long wb, long db) {
    if (da != pairA || db != pairB) {
      BigInteger d = BigInteger.valueOf(da).multiply(BigInteger.valueOf(db));
      if (!d.equals(den())) {
        add(key, BigInteger.valueOf(wa).multiply(BigInteger.valueOf(wb)), d);
        if (d.equals(den())) {
          pairA = da;
          pairB = db;
        }
        return;
      }
      pairA = da;
      pairB = db;
    }
    addWide(slot(key), Math.multiplyHigh(wa, wb), wa * wb);
  }

  void add(T key, BigInteger weight, BigInteger denominator) {
    int k = slot(key);
    empty = false;
    if (!denominator.equals(den())) {
      BigInteger l = lcm(den, denominator);
      if (!l.equals(den)) {
        rescale(l.divide(den));
        den = l;
        denLong = l.bitLength() < 63 ? l.longValue() : -1;
        pairA = 0;
        pairB = 0;
      }
      weight = weight.multiply(den.divide(denominator));
    }
    if (big != null) {
      big[k] = big[k].add(weight);
    } else if (weight.bitLength() <= 126) {
      addWide(k, weight.shiftRight(64).longValue(), weight.longValue());
    } else {
      toBig();
      big[k] = big[k].add(weight);
    }
  }

  /** The position of {@code key}, adding it at the end when new. */
  private int indexOf(T key) {
    if (index == null) {
      for (int i = 0; i < size; i++) {
        Object k = keys[i];
        if (k == key || (k != null && k.equals(key))) {
          return i;
        }
      }
    } else {
      Integer i = index.get(key);
      if (i != null) {
        return i;
      }
    }
    if (size == keys.length) {
      keys = java.util.Arrays.copyOf(keys, size * 2);
    }
    keys[size] = key;
    if (index != null) {
      index.put(key, size);
    } else if (size == 8) {
      index = new java.util.HashMap<>();
      for (int i = 0; i <= size; i++) {
        index.put(keys[i], i);
      }
    }
    return size++;
  }

  private BigInteger den() {
    if (den == null) {
      den = BigInteger.valueOf(denLong);
    }
    return den;
  }

  private static BigInteger lcm(BigInteger a, BigInteger b) {
    return a.divide(a.gcd(b)).multiply(b);
  }

  /** The slot of {@code key}, created empty when new. */
  private int slot(T key) {
    if (key == lastKey && lastSlot >= 0) {
      // runs of the same outcome (every roll that fails, say) skip the search
      return lastSlot;
    }
    int k = indexOf(key);
    lastKey = key;
    lastSlot = k;
    if (k >= lo.length) {
      lo = java.util.Arrays.copyOf(lo, lo.length * 2);
      hi = java.util.Arrays.copyOf(hi, hi.length * 2);
      if (big != null) {
        BigInteger[] b = java.util.Arrays.copyOf(big, big.length * 2);
        java.util.Arrays.fill(b, big.length, b.length, BigInteger.ZERO);
        big = b;
      }
    }
    return k;
  }

  /** Adds the unsigned 128-bit number {@code (h, l)} to slot {@code k}. */
  private void addWide(int k, long h, long l) {
    empty = false;
    if (big != null) {
      big[k] = big[k].add(wide(h, l));
      return;
    }
    long sum = lo[k] + l;
    long carry = Long.compareUnsigned(sum, l) < 0 ? 1 : 0;
    lo[k] = sum;
    hi[k] += h + carry;
    if (hi[k] >>> 60 != 0) {
      toBig();
    }
  }

  private static BigInteger wide(long h, long l) {
    BigInteger low = BigInteger.valueOf(l >>> 1).shiftLeft(1).or(BigInteger.valueOf(l & 1));
    return h == 0 ? low : BigInteger.valueOf(h).shiftLeft(64).or(low);
  }

  private void toBig() {
    if (big == null) {
      big = new BigInteger[lo.length];
      for (int i = 0; i < lo.length; i++) {
        big[i] = wide(hi[i], lo[i]);
      }
    }
  }

  private void rescale(BigInteger factor) {
    int n = size;
    toBig();
    for (int i = 0; i < n; i++) {
      big[i] = big[i].multiply(factor);
    }
    if (den().multiply(factor).bitLength() <= WIDE_BITS) {
      boolean fits = true;
      for (int i = 0; i < n && fits; i++) {
        fits = big[i].bitLength() <= WIDE_BITS;
      }
      if (fits) {
        for (int i = 0; i < big.length; i++) {
          lo[i] = big[i].longValue();
          hi[i] = big[i].shiftRight(64).longValue();
        }
        big = null;
      }
    }
  }

  Distribution<T> build() {
    int n = size;
    Object[] outcomes = java.util.Arrays.copyOf(keys, n);
    if (big == null && denLong > 0) {
      // every weight of a distribution is at most its denominator, but a builder may be given more
      boolean fits = true;
      for (int i = 0; i < n && fits; i++) {
        fits = hi[i] == 0 && lo[i] >= 0;
      }
      if (fits) {
        return new Distribution<>(outcomes, java.util.Arrays.copyOf(lo, n), null, den());
      }
    }
    BigInteger[] w = new BigInteger[n];
    for (int i = 0; i < n; i++) {
      w[i] = big != null ? big[i] : wide(hi[i], lo[i]);
    }
    return new Distribution<>(outcomes, null, w, den());
  }
}
