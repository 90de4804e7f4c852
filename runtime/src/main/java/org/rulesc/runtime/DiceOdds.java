package org.rulesc.runtime;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The exact odds of a {@link DiceExpression}, by counting with integer weights.
 *
 * <p>One die is worked out face by face (its rerolls and its explosion chain, a handful of
 * faces); dice of a term that are all added up are then convolved; a term that keeps the highest
 * or lowest dice is counted by dynamic programming over the faces, from the best face down, as
 * icepool does (Liu, AIIDE 2022): the state is how many dice are still unplaced and what the kept
 * ones add up to, so the cost grows with faces × kept dice, never with the faces to the power of
 * the dice. Nothing is sampled and nothing is reduced to a fraction until asked.
 */
final class DiceOdds {
  private final int depth;

  DiceOdds(int depth) {
    this.depth = depth;
  }

  /** The faces of one throw (rerolls done): {@code w[f]} over {@code den}, and the untruncated part. */
  private record Throw(BigInteger[] w, BigInteger den, BigInteger[] untruncated) {}

  /** The most arithmetic steps (roughly) an expression may take: a few seconds at worst. */
  static final long MAX_STEPS = 50_000_000L;

  DiceExpression.Odds of(List<DiceExpression.Term> terms) {
    for (DiceExpression.Term t : terms) {
      long steps = steps(t);
      if (steps > MAX_STEPS) {
        throw new IllegalArgumentException("too large to count exactly: " + t.count() + "d" + t.sides()
            + (t.keep() != null ? " keeping " + t.kept() : "") + " takes about " + steps
            + " steps (at most " + MAX_STEPS + "); try fewer dice or faces");
      }
    }
    IntDistribution total = IntDistribution.constant(0);
    Rational whole = Rational.ONE; // probability that no term is truncated
    for (DiceExpression.Term t : terms) {
      IntDistribution d;
      if (!t.isDice()) {
        d = IntDistribution.constant(t.constant());
      } else {
        Throw one = face(t);
        Rational clean = Rational.of(sum(one.untruncated()), one.den());
        if (t.keep() != null) {
          d = keep(t, one);
        } else if (t.explode() == null && t.reroll() == null && t.success() == null) {
          d = IntDistribution.diceSum(t.count(), t.sides());
        } else {
          Chain c = chain(t, one, 0);
          clean = Rational.of(c.untruncated, c.den);
          d = toDistribution(c.weights, c.den).repeat(t.count());
        }
        whole = whole.times(pow(clean, t.count()));
      }
      total = total.plus(t.negative() ? d.negate() : d);
    }
    return new DiceExpression.Odds(total, Rational.ONE.minus(whole));
  }

  /** A rough count of the additions and multiplications {@link #of} spends on term {@code t}. */
  private long steps(DiceExpression.Term t) {
    if (!t.isDice()) {
      return 1;
    }
    long n = t.count();
    long faces = t.success() != null ? 2 : t.sides();
    if (t.keep() != null) {
      long k = t.kept();
      return t.sides() * (k + 1) * (k * faces + 1) * (k + 1);
    }
    long chain = faces * (t.explode() != null ? depth + 1 : 1);
    return n * n * chain * (t.explode() != null || t.reroll() != null || t.success() != null ? chain : 1);
  }

  /** One throw of a die of {@code t}, rerolls included. */
  private Throw face(DiceExpression.Term t) {
    int s = t.sides();
    BigInteger sides = BigInteger.valueOf(s);
    BigInteger[] w = new BigInteger[s + 1];
    w[0] = BigInteger.ZERO;
    for (int f = 1; f <= s; f++) {
      w[f] = BigInteger.ONE;
    }
    BigInteger den = sides;
    if (t.reroll() == null) {
      return new Throw(w, den, w);
    }
    int rerolls = t.rerollRepeat() ? depth : 1;
    for (int k = 0; k < rerolls; k++) {
      // the mass on rerolled faces is thrown again, spread evenly over every face
      BigInteger again = BigInteger.ZERO;
      for (int f = 1; f <= s; f++) {
        if (t.reroll()[f]) {
          again = again.add(w[f]);
        }
      }
      for (int f = 1; f <= s; f++) {
        w[f] = (t.reroll()[f] ? BigInteger.ZERO : w[f].multiply(sides)).add(again);
      }
      den = den.multiply(sides);
    }
    BigInteger[] clean = w;
    if (t.rerollRepeat()) {
      // a face of the set that is still there after the last reroll was kept by the bound
      clean = w.clone();
      for (int f = 1; f <= s; f++) {
        if (t.reroll()[f]) {
          clean[f] = BigInteger.ZERO;
        }
      }
    }
    return new Throw(w, den, clean);
  }

  /** A die with its explosion dice: score to weight over {@code den}, and the untruncated mass. */
  private record Chain(TreeMap<Integer, BigInteger> weights, BigInteger den, BigInteger untruncated) {}

  /** The die thrown at explosion {@code level} (0: the die itself) and all that follows it. */
  private Chain chain(DiceExpression.Term t, Throw one, int level) {
    boolean last = level == depth || t.explode() == null;
    Chain rest = last ? null : chain(t, one, level + 1);
    TreeMap<Integer, BigInteger> out = new TreeMap<>();
    BigInteger den = last ? one.den() : one.den().multiply(rest.den());
    BigInteger clean = BigInteger.ZERO;
    for (int f = 1; f <= t.sides(); f++) {
      BigInteger w = one.w()[f];
      if (w.signum() == 0) {
        continue;
      }
      int score = t.score(f);
      boolean explodes = t.explode() != null && t.explode()[f];
      if (last) {
        out.merge(score, w, BigInteger::add);
        // an explosion cut by the bound is truncated, like a reroll kept by it
        if (!explodes) {
          clean = clean.add(one.untruncated()[f]);
        }
      } else if (!explodes) {
        out.merge(score, w.multiply(rest.den()), BigInteger::add);
        clean = clean.add(one.untruncated()[f].multiply(rest.den()));
      } else {
        for (Map.Entry<Integer, BigInteger> e : rest.weights().entrySet()) {
          out.merge(score + e.getKey(), w.multiply(e.getValue()), BigInteger::add);
        }
        clean = clean.add(one.untruncated()[f].multiply(rest.untruncated()));
      }
    }
    return new Chain(out, den, clean);
  }

  /**
   * The kept dice of a term, by dynamic programming over faces from the best one down. State:
   * (dice not yet placed, what the kept dice add up to); once enough dice are kept, the rest are
   * all worse and are summed out in one step.
   */
  private IntDistribution keep(DiceExpression.Term t, Throw one) {
    int n = t.count();
    int k = t.kept();
    int s = t.sides();
    BigInteger den = one.den().pow(n);
    if (k == 0) {
      return IntDistribution.constant(0);
    }
    if (den.bitLength() < 63) {
      try {
        return keepCounting(t, one, den.longValueExact());
      } catch (ArithmeticException overflow) {
        // a product on the way left a long after all: count with BigInteger below
      }
    }
    boolean highest = t.keep() == DiceExpression.Keep.HIGHEST;
    BigInteger below = sum(one.w()); // weight of the faces not placed yet, this one included
    Map<Long, BigInteger> states = new HashMap<>();
    states.put(state(n, 0), BigInteger.ONE);
    TreeMap<Integer, BigInteger> done = new TreeMap<>();
    BigInteger[][] binomial = binomials(n, k);
    for (int step = 0; step < s; step++) {
      int f = highest ? s - step : step + 1;
      BigInteger e = one.w()[f];
      below = below.subtract(e);
      int score = t.score(f);
      // the powers asked for, each once: few of them when many dice keep few
      BigInteger[] belowPow = new BigInteger[n + 1];
      BigInteger[] placedPow = new BigInteger[n + 1];
      BigInteger placed = e.add(below);
      BigInteger[] ePow = powers(e, k);
      Map<Long, BigInteger> next = new HashMap<>();
      for (Map.Entry<Long, BigInteger> st : states.entrySet()) {
        int left = (int) (st.getKey() >> 32);
        int kept = (int) (long) st.getKey(); // low half: the kept sum
        BigInteger w = st.getValue();
        int need = k - (n - left);
        BigInteger stay = BigInteger.ZERO; // the ways with fewer than `need` dice on this face
        for (int j = 0; j < need && j <= left; j++) {
          BigInteger ways = binomial[left][j].multiply(ePow[j]);
          next.merge(state(left - j, kept + j * score), w.multiply(ways), BigInteger::add);
          stay = stay.add(ways.multiply(power(belowPow, below, left - j)));
        }
        // `need` or more dice show this face: the kept dice are complete, the others are dropped
        BigInteger rest = power(placedPow, placed, left).subtract(stay);
        if (rest.signum() != 0) {
          done.merge(kept + need * score, w.multiply(rest), BigInteger::add);
        }
      }
      states = next;
    }
    return toDistribution(done, den);
  }

  /**
   * {@link #keep} in longs, for dice whose every combination can be counted in a long ({@code 4d6},
   * {@code 10d10}): the same steps over dense arrays indexed by (dice placed, kept sum), every
   * product checked so an overflow throws instead of wrapping.
   */
  private static IntDistribution keepCounting(DiceExpression.Term t, Throw one, long den) {
    int n = t.count();
    int k = t.kept();
    int s = t.sides();
    int maxScore = 0;
    long[] w = new long[s + 1];
    long below = 0;
    for (int f = 1; f <= s; f++) {
      maxScore = Math.max(maxScore, t.score(f));
      w[f] = one.w()[f].longValueExact();
      below = Math.addExact(below, w[f]);
    }
    int sums = k * maxScore + 1;
    long[][] states = new long[k][sums]; // [dice placed, all kept so far][their sum]
    states[0][0] = 1;
    long[] done = new long[sums];
    long[][] binomial = new long[n + 1][];
    BigInteger[][] big = binomials(n, k);
    for (int i = 0; i <= n; i++) {
      binomial[i] = new long[big[i].length];
      for (int j = 0; j < big[i].length; j++) {
        binomial[i][j] = big[i][j].longValueExact();
      }
    }
    for (int step = 0; step < s; step++) {
      int f = t.keep() == DiceExpression.Keep.HIGHEST ? s - step : step + 1;
      long e = w[f];
      below -= e;
      int score = t.score(f);
      long[][] next = new long[k][sums];
      for (int placed = 0; placed < k; placed++) {
        int left = n - placed;
        int need = k - placed;
        for (int sum = 0; sum < sums; sum++) {
          long x = states[placed][sum];
          if (x == 0) {
            continue;
          }
          long stay = 0;
          long ej = 1;
          for (int j = 0; j < need && j <= left; j++) {
            long ways = Math.multiplyExact(binomial[left][j], ej);
            next[placed + j][sum + j * score] =
                Math.addExact(next[placed + j][sum + j * score], Math.multiplyExact(x, ways));
            stay = Math.addExact(stay, Math.multiplyExact(ways, pow(below, left - j)));
            ej = Math.multiplyExact(ej, e);
          }
          long rest = pow(e + below, left) - stay;
          done[sum + need * score] = Math.addExact(done[sum + need * score], Math.multiplyExact(x, rest));
        }
      }
      states = next;
    }
    BigInteger[] weights = new BigInteger[sums];
    for (int i = 0; i < sums; i++) {
      weights[i] = BigInteger.valueOf(done[i]);
    }
    return IntDistribution.of(0, weights, BigInteger.valueOf(den));
  }

  private static long pow(long x, int n) {
    long out = 1;
    for (int i = 0; i < n; i++) {
      out = Math.multiplyExact(out, x);
    }
    return out;
  }

  /** {@code x^0 .. x^n}. */
  private static BigInteger[] powers(BigInteger x, int n) {
    BigInteger[] out = new BigInteger[n + 1];
    out[0] = BigInteger.ONE;
    for (int i = 1; i <= n; i++) {
      out[i] = out[i - 1].multiply(x);
    }
    return out;
  }

  /** {@code x^i}, remembered in {@code cache}. */
  private static BigInteger power(BigInteger[] cache, BigInteger x, int i) {
    if (cache[i] == null) {
      cache[i] = x.pow(i);
    }
    return cache[i];
  }

  private static long state(int left, int kept) {
    return ((long) left << 32) | (kept & 0xffffffffL);
  }

  /** C(i, j) for j < k, which is all {@link #keep} asks for. */
  private static BigInteger[][] binomials(int n, int k) {
    BigInteger[][] c = new BigInteger[n + 1][];
    for (int i = 0; i <= n; i++) {
      c[i] = new BigInteger[Math.min(i, k) + 1];
      c[i][0] = BigInteger.ONE;
      BigInteger x = BigInteger.ONE;
      for (int j = 1; j < c[i].length; j++) {
        x = x.multiply(BigInteger.valueOf(i - j + 1)).divide(BigInteger.valueOf(j));
        c[i][j] = x;
      }
    }
    return c;
  }

  private static IntDistribution toDistribution(TreeMap<Integer, BigInteger> weights, BigInteger den) {
    int min = weights.firstKey();
    BigInteger[] w = new BigInteger[weights.lastKey() - min + 1];
    java.util.Arrays.fill(w, BigInteger.ZERO);
    weights.forEach((v, x) -> w[v - min] = x);
    return IntDistribution.of(min, w, den);
  }

  private static BigInteger sum(BigInteger[] w) {
    BigInteger s = BigInteger.ZERO;
    for (BigInteger x : w) {
      s = s.add(x);
    }
    return s;
  }

  private static Rational pow(Rational r, int n) {
    return Rational.of(r.numerator().pow(n), r.denominator().pow(n));
  }
}
