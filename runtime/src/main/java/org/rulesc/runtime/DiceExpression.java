package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A dice expression in the notation of virtual tabletops ({@code 4d6kh3}, {@code 10d10>=8},
 * {@code 2d6r1!+3}, {@code d8+d6-1}), rollable with any {@link Dice} and with an exact {@link
 * #odds() distribution}.
 *
 * <p>Exists so a player or a house-rule author can ask "what are the odds of this throw" without
 * writing a rulebook, and so every tool of the project reads one dialect with one meaning. The
 * notation and its exact semantics are in {@code docs/dice.md}; in short:
 *
 * <ul>
 *   <li>{@code NdX} throws N dice of X faces ({@code dX} one, {@code d%} a d100);
 *   <li>{@code khK}/{@code klK} keep the K highest/lowest dice, {@code dhK}/{@code dlK} drop them;
 *   <li>{@code r<set>} rerolls a die once when it shows a face of the set (the new face stays);
 *       {@code rr<set>} rerolls while it does, at most {@code depth} times;
 *   <li>{@code !} explodes on the highest face ({@code !<set>} on those faces): the die is thrown
 *       again and the new face is added, at most {@code depth} times per die;
 *   <li>{@code >=N}/{@code <=N} count the dice (explosion dice included) at or above/below N
 *       instead of adding faces;
 *   <li>{@code +}/{@code -} between terms, a term being dice or a whole number.
 * </ul>
 *
 * <p>A set is a face or a range, comma-separated: {@code 1}, {@code 1,2}, {@code 1..3}.
 *
 * <p>Order of faces when rolling, so rigged dice can script a throw: terms left to right; within
 * a term, die by die; for each die, its first throw, that throw's rerolls, then its explosion
 * throws, each followed by its own rerolls.
 *
 * <p>When a reroll or explosion stops at the depth bound while it would go on, the die keeps its
 * last face; such a roll is <em>truncated</em>: {@link Rolled#truncated()} says so, and {@link
 * Odds#tail()} gives the exact probability of all truncated rolls, so nothing is dropped silently.
 */
public final class DiceExpression {

  /** How often a die may be rerolled ({@code rr}) or explode ({@code !}) unless told otherwise. */
  public static final int DEFAULT_DEPTH = 10;

  /** Most dice in one term. */
  public static final int MAX_DICE = 1000;

  /** Most faces on one die. */
  public static final int MAX_SIDES = 1000;

  /** The largest total (in size) an expression may reach, so a roll's total is always an int. */
  public static final int MAX_TOTAL = 100_000_000;

  /** The largest depth bound accepted. */
  public static final int MAX_DEPTH = 100;

  /** One term: dice with their modifiers, or a whole number (then {@code count == 0}). */
  record Term(
      boolean negative,
      int count,
      int sides,
      int constant,
      Keep keep,
      int keepCount,
      boolean drops,
      boolean[] reroll,
      boolean rerollRepeat,
      boolean[] explode,
      Count success,
      int threshold) {
    boolean isDice() {
      return sides > 0;
    }

    /** The score a kept face adds: the face itself, or 1 when it counts as a success. */
    int score(int face) {
      if (success == null) {
        return face;
      }
      return (success == Count.AT_LEAST ? face >= threshold : face <= threshold) ? 1 : 0;
    }

    /** How many dice are kept, {@link #keep} being normalised to highest or lowest. */
    int kept() {
      return keep == null ? count : keepCount;
    }
  }

  /** Which dice a term keeps. */
  enum Keep {
    HIGHEST,
    LOWEST
  }

  /** Which faces count as a success. */
  enum Count {
    AT_LEAST,
    AT_MOST
  }

  /** One roll of the expression: its total, whether a depth bound cut it, and what was thrown. */
  public record Rolled(int total, boolean truncated, String detail) {}

  /**
   * The exact distribution of the totals (summing to exactly 1; a truncated roll counts at its
   * capped total) and the exact probability that a roll is truncated.
   */
  public record Odds(IntDistribution totals, Rational tail) {}

  private final String text;
  private final List<Term> terms;
  private final int depth;
  /** Whether this is a pool's dice whose count {@link #times} gives. */
  private final boolean pool;
  /** {@link #distribution()}, once asked for (racy but idempotent: the value is immutable). */
  private IntDistribution distribution;
  /** {@link #times} by count, once asked for (racy but idempotent: the values are immutable). */
  private DiceExpression[] byCount;

  DiceExpression(String text, List<Term> terms, int depth) {
    this(text, terms, depth, false);
  }

  private DiceExpression(String text, List<Term> terms, int depth, boolean pool) {
    this.text = text;
    this.terms = List.copyOf(terms);
    this.depth = depth;
    this.pool = pool;
  }

  /**
   * Parses the dice of a pool whose count is only known when it is rolled, as a rulebook's {@code
   * (n)d10>=8} or {@code (n)d6kh3}: one dice term written without a count ({@code d10>=8}); {@link
   * #times} gives the dice for a count. A keep or drop count is not checked against the count:
   * keeping K of fewer dice keeps them all, dropping K of K or fewer drops them all.
   *
   * @throws DiceSyntaxError with the column of the first character that does not fit
   */
  public static DiceExpression pool(String text) {
    Objects.requireNonNull(text, "text");
    List<Term> terms = new DiceNotation(text, true).terms();
    if (terms.size() != 1 || !terms.get(0).isDice() || terms.get(0).negative()) {
      throw new DiceSyntaxError(text, 1, "a pool is one kind of dice, like d6 or d10>=8, without + or -");
    }
    return new DiceExpression(text, terms, DEFAULT_DEPTH, true);
  }

  /**
   * The dice of this pool for {@code count} dice ({@code 0} rolls nothing and totals 0); see {@link
   * #pool}. Remembered per count, so a generated engine asks for it on every roll at no cost.
   *
   * @throws IllegalStateException if this expression was not made by {@link #pool}
   * @throws IllegalArgumentException if {@code count} is negative
   * @throws RuleViolation if {@code count} is more than {@link #MAX_DICE}: a rule that asks for
   *     more dice than any throw can have is refused like any other impossible request
   */
  public DiceExpression times(int count) {
    if (!pool) {
      throw new IllegalStateException(text + " is not a pool's dice");
    }
    if (count < 0) {
      throw new IllegalArgumentException("a pool throws 0.." + MAX_DICE + " dice, not " + count);
    }
    if (count > MAX_DICE) {
      throw new RuleViolation("(n)" + text, "a pool of " + text + " throws at most " + MAX_DICE + " dice, not " + count);
    }
    DiceExpression[] known = byCount;
    if (known != null && count < known.length && known[count] != null) {
      return known[count];
    }
    Term t = terms.get(0);
    DiceExpression out;
    if (count == 0) {
      out = new DiceExpression("0", List.of(new Term(false, 0, 0, 0, null, 0, false, null, false, null, null, 0)),
          depth);
    } else {
      int kept = t.keep() == null ? count
          : t.drops() ? Math.max(0, count - t.keepCount()) : Math.min(t.keepCount(), count);
      Term n = new Term(false, count, t.sides(), 0, t.keep() == null ? null : t.keep(), kept, false, t.reroll(),
          t.rerollRepeat(), t.explode(), t.success(), t.threshold());
      out = new DiceExpression(count + text, List.of(n), depth);
    }
    if (count <= 64) {
      DiceExpression[] grown = known == null ? new DiceExpression[65] : known.clone();
      grown[count] = out;
      byCount = grown;
    }
    return out;
  }

  /**
   * The exact distribution of the total, remembered: {@link #odds()}{@code .totals()}.
   *
   * @throws IllegalArgumentException as {@link #odds()}
   */
  public IntDistribution distribution() {
    IntDistribution known = distribution;
    if (known == null) {
      known = odds().totals();
      distribution = known;
    }
    return known;
  }

  /** The die sizes the expression throws, in order of first use (a d8 and a d6 for {@code d8+d6}). */
  public List<Integer> sizes() {
    List<Integer> out = new ArrayList<>();
    for (Term t : terms) {
      if (t.isDice() && !out.contains(t.sides())) {
        out.add(t.sides());
      }
    }
    return out;
  }

  /** Whether a roll may ask for more faces than it has dice (it rerolls or explodes). */
  public boolean throwsExtraDice() {
    return terms.stream().anyMatch(t -> t.reroll() != null || t.explode() != null);
  }

  /**
   * Parses {@code text} with the default depth bound.
   *
   * @throws DiceSyntaxError with the column of the first character that does not fit
   */
  public static DiceExpression parse(String text) {
    return parse(text, DEFAULT_DEPTH);
  }

  /**
   * Parses {@code text}; rerolls ({@code rr}) and explosions ({@code !}) go at most {@code depth}
   * times per die.
   *
   * @throws DiceSyntaxError with the column of the first character that does not fit
   * @throws IllegalArgumentException if {@code depth} is not in 1..{@link #MAX_DEPTH}
   */
  public static DiceExpression parse(String text, int depth) {
    Objects.requireNonNull(text, "text");
    if (depth < 1 || depth > MAX_DEPTH) {
      throw new IllegalArgumentException("depth must be 1.." + MAX_DEPTH + ", got " + depth);
    }
    List<Term> terms = new DiceNotation(text).terms();
    long reach = 0;
    for (Term t : terms) {
      reach += t.isDice() ? (long) t.count() * (t.success() != null ? 1 : t.sides())
          * (t.explode() != null ? depth + 1 : 1) : t.constant();
    }
    if (reach > MAX_TOTAL) {
      throw new DiceSyntaxError(text, 1, "a total of this expression could reach " + reach + ", more than "
          + MAX_TOTAL);
    }
    return new DiceExpression(text, terms, depth);
  }

  /** The expression as written. */
  public String text() {
    return text;
  }

  /** The depth bound of rerolls and explosions. */
  public int depth() {
    return depth;
  }

  List<Term> terms() {
    return terms;
  }

  /**
   * The exact distribution of the total.
   *
   * @throws IllegalArgumentException when counting it exactly would take more than about 50
   *     million steps (say 1000d1000, or keeping 500 of 1000d100); such dice still roll
   */
  public Odds odds() {
    return new DiceOdds(depth).of(terms);
  }

  /**
   * Rolls the expression with {@code dice}, asking for faces in the documented order, and returns
   * the total only: what a generated engine calls on every roll, so nothing is shown.
   */
  public int total(Dice dice) {
    int total = 0;
    for (Term t : terms) {
      if (!t.isDice()) {
        total += t.negative() ? -t.constant() : t.constant();
        continue;
      }
      int sum;
      if (t.keep() == null && t.reroll() == null && t.explode() == null) {
        sum = 0;
        for (int d = 0; d < t.count(); d++) {
          sum += t.score(dice.roll(t.sides()));
        }
      } else {
        sum = termTotal(dice, t, null, null);
      }
      total += t.negative() ? -sum : sum;
    }
    return total;
  }

  /** Rolls the expression with {@code dice}, asking for faces in the documented order. */
  public Rolled roll(Dice dice) {
    int total = 0;
    boolean truncated = false;
    StringBuilder detail = new StringBuilder();
    for (Term t : terms) {
      if (detail.length() > 0 || t.negative()) {
        detail.append(t.negative() ? " - " : " + ");
      }
      if (!t.isDice()) {
        total += t.negative() ? -t.constant() : t.constant();
        detail.append(t.constant());
        continue;
      }
      List<String> shown = new ArrayList<>();
      boolean[] cut = {false};
      int sum = termTotal(dice, t, shown, cut);
      truncated |= cut[0];
      total += t.negative() ? -sum : sum;
      detail.append('[').append(String.join(", ", shown)).append(']');
    }
    return new Rolled(total, truncated, detail.toString());
  }

  /**
   * The dice of term {@code t} rolled, kept and added up (without its sign). With {@code shown}
   * (else null), each die's throws are added to it, a dropped die in parentheses, and {@code
   * cut[0]} says whether a depth bound cut the roll.
   */
  private int termTotal(Dice dice, Term t, List<String> shown, boolean[] cut) {
    int[] scores = new int[t.count()];
    int[] faces = new int[t.count()];
    int[] face = {0};
    for (int d = 0; d < t.count(); d++) {
      StringBuilder die = shown == null ? null : new StringBuilder();
      boolean truncated = throwDie(dice, t, face, die);
      int score = t.score(face[0]);
      int explosions = 0;
      while (t.explode() != null && t.explode()[face[0]]) {
        if (explosions == depth) {
          truncated = true;
          break;
        }
        explosions++;
        if (die != null) {
          die.append('!');
        }
        truncated |= throwDie(dice, t, face, die);
        score += t.score(face[0]);
      }
      scores[d] = score;
      faces[d] = face[0];
      if (shown != null) {
        shown.add(die.toString());
        cut[0] |= truncated;
      }
    }
    int sum = 0;
    boolean[] kept = keptDice(t, faces);
    for (int d = 0; d < t.count(); d++) {
      if (kept[d]) {
        sum += scores[d];
      } else if (shown != null) {
        shown.set(d, "(" + shown.get(d) + ")");
      }
    }
    return sum;
  }

  /**
   * One throw of a die of term {@code t} with its rerolls; leaves the face in {@code face[0]},
   * appends what was thrown ({@code 1r4}: a 1 rerolled to 4), and says whether a repeated reroll
   * stopped at the depth bound.
   */
  private boolean throwDie(Dice dice, Term t, int[] face, StringBuilder shown) {
    int f = dice.roll(t.sides());
    if (shown != null) {
      shown.append(f);
    }
    if (t.reroll() != null) {
      int rerolls = 0;
      while (t.reroll()[f]) {
        if (rerolls == (t.rerollRepeat() ? depth : 1)) {
          face[0] = f;
          return t.rerollRepeat();
        }
        rerolls++;
        f = dice.roll(t.sides());
        if (shown != null) {
          shown.append('r').append(f);
        }
      }
    }
    face[0] = f;
    return false;
  }

  /**
   * Which dice count: all, or those with the highest/lowest faces (ties: the earlier die). By face,
   * not by score: with {@code >=} counting, "keep highest" still means the highest faces. A term
   * that keeps never explodes, so a die has one face.
   */
  private static boolean[] keptDice(Term t, int[] faces) {
    boolean[] kept = new boolean[faces.length];
    if (t.keep() == null) {
      Arrays.fill(kept, true);
      return kept;
    }
    Integer[] order = new Integer[faces.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> t.keep() == Keep.HIGHEST ? Integer.compare(faces[b], faces[a])
        : Integer.compare(faces[a], faces[b]));
    for (int i = 0; i < t.keepCount(); i++) {
      kept[order[i]] = true;
    }
    return kept;
  }

  @Override
  public String toString() {
    return text;
  }
}
