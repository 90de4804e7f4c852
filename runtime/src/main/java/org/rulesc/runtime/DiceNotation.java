package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the dice notation of {@link DiceExpression} into terms, one character at a time.
 *
 * <p>The forms other tools read in another way are refused with a hint instead of guessed:
 * {@code 4d6d1} (Roll20 drops the lowest; write {@code dl1}), {@code 4d6k3} (write {@code kh3}),
 * {@code >8} and {@code <3} (Roll20 counts {@code >8} as "8 or more"; write {@code >=8}), and
 * {@code !!} (compounding; {@code !} here already adds an explosion to its die).
 */
final class DiceNotation {
  private final String text;
  /**
   * Whether the text is a pool's dice whose count comes later ({@code d10>=8} of a rulebook's
   * {@code (n)d10>=8}): then no count is written, and a keep or drop count is not checked against
   * it (see {@link DiceExpression#times}).
   */
  private final boolean pool;
  private int pos;

  DiceNotation(String text) {
    this(text, false);
  }

  DiceNotation(String text, boolean pool) {
    this.text = text;
    this.pool = pool;
  }

  List<DiceExpression.Term> terms() {
    List<DiceExpression.Term> out = new ArrayList<>();
    skipSpaces();
    if (pos == text.length()) {
      throw error(pos, "empty dice expression: write dice like 2d6 or 4d6kh3");
    }
    boolean negative = false;
    if (peek() == '-' || peek() == '+') {
      negative = peek() == '-';
      pos++;
      skipSpaces();
    }
    while (true) {
      out.add(term(negative));
      skipSpaces();
      if (pos == text.length()) {
        return out;
      }
      char c = peek();
      if (c != '+' && c != '-') {
        throw error(pos, "expected + or - between terms, found '" + c + "'");
      }
      negative = c == '-';
      pos++;
      skipSpaces();
      if (out.size() >= 100) {
        throw error(pos, "at most 100 terms");
      }
    }
  }

  private DiceExpression.Term term(boolean negative) {
    int start = pos;
    int count = 1;
    if (isDigit() && pool) {
      throw error(pos, "a pool's dice are written without a count: its count comes first, (n)d6");
    }
    if (isDigit()) {
      count = number("a number of dice");
      if (!(pos < text.length() && (peek() == 'd' || peek() == 'D'))) {
        if (count > 1_000_000) {
          throw error(start, "a number term is at most 1000000, not " + count);
        }
        return new DiceExpression.Term(negative, 0, 0, count, null, 0, false, null, false, null, null, 0);
      }
    } else if (!(pos < text.length() && (peek() == 'd' || peek() == 'D'))) {
      throw error(pos, pos == text.length() ? "expected dice or a number at the end"
          : "expected dice (like 2d6) or a number, found '" + peek() + "'");
    }
    if (count < 1 || count > DiceExpression.MAX_DICE) {
      throw error(start, "a term throws 1.." + DiceExpression.MAX_DICE + " dice, not " + count);
    }
    pos++; // the d
    int sidesAt = pos;
    int sides;
    if (pos < text.length() && peek() == '%') {
      pos++;
      sides = 100;
    } else if (isDigit()) {
      sides = number("the faces of a die");
    } else {
      throw error(pos, "expected the faces of the die after 'd' (like d6 or d%)");
    }
    if (sides < 1 || sides > DiceExpression.MAX_SIDES) {
      throw error(sidesAt, "a die has 1.." + DiceExpression.MAX_SIDES + " faces, not " + sides);
    }
    DiceExpression.Keep keep = null;
    int keepCount = 0;
    boolean drops = false;
    int keepAt = -1;
    boolean[] reroll = null;
    boolean repeat = false;
    boolean[] explode = null;
    int explodeAt = -1;
    DiceExpression.Count success = null;
    int threshold = 0;
    while (pos < text.length()) {
      int at = pos;
      char c = Character.toLowerCase(peek());
      if (c == 'k' || c == 'd') {
        char next = pos + 1 < text.length() ? Character.toLowerCase(text.charAt(pos + 1)) : 0;
        if (next != 'h' && next != 'l') {
          throw error(at, c == 'k' ? "write kh or kl with a count (kh3: keep the 3 highest)"
              : "'" + peek() + "' after a die: write dl1 to drop the lowest die or dh1 the highest"
                  + " (and + between terms, like 1d6+1d4)");
        }
        if (keep != null) {
          throw error(at, "a term keeps or drops once");
        }
        pos += 2;
        if (!isDigit()) {
          throw error(pos, "expected how many dice to " + (c == 'k' ? "keep" : "drop") + ", like "
              + c + next + "1");
        }
        int k = number("a count");
        if (pool) {
          // the count comes later: keep the written count, DiceExpression.times applies it
          keep = (c == 'k') == (next == 'h') ? DiceExpression.Keep.HIGHEST : DiceExpression.Keep.LOWEST;
          keepCount = k;
          drops = c == 'd';
          keepAt = at;
          continue;
        }
        if (k > count) {
          throw error(at, "cannot " + (c == 'k' ? "keep " : "drop ") + k + " of " + count + " dice");
        }
        boolean highest = next == 'h';
        if (c == 'k') {
          keep = highest ? DiceExpression.Keep.HIGHEST : DiceExpression.Keep.LOWEST;
          keepCount = k;
        } else {
          keep = highest ? DiceExpression.Keep.LOWEST : DiceExpression.Keep.HIGHEST;
          keepCount = count - k;
        }
        keepAt = at;
      } else if (c == 'r') {
        if (reroll != null) {
          throw error(at, "a term rerolls once: put every face in one set, like r1,2");
        }
        pos++;
        if (pos < text.length() && Character.toLowerCase(peek()) == 'r') {
          repeat = true;
          pos++;
        }
        reroll = set(sides, repeat ? "rr" : "r");
        if (repeat && all(reroll)) {
          throw error(at, "rr on every face of a d" + sides + " would never stop");
        }
      } else if (c == '!') {
        if (explode != null) {
          throw error(at, "a term explodes once: put every face in one set, like !5,6");
        }
        pos++;
        if (pos < text.length() && peek() == '!') {
          throw error(pos, "compounding (!!) is not supported: ! already adds an explosion to its die");
        }
        if (isDigit()) {
          explode = set(sides, "!");
        } else {
          explode = new boolean[sides + 1];
          explode[sides] = true;
        }
        explodeAt = at;
      } else if (c == '>' || c == '<') {
        if (pos + 1 >= text.length() || text.charAt(pos + 1) != '=') {
          int digits = pos + 1;
          while (digits < text.length() && Character.isDigit(text.charAt(digits))) {
            digits++;
          }
          String n = digits > pos + 1 ? text.substring(pos + 1, digits) : "N";
          throw error(at, "write " + c + "=" + n + " to count dice at or " + (c == '>' ? "above " : "below ")
              + n + " (tools disagree on a bare " + c + ": Roll20 includes " + n + ", others do not)");
        }
        if (success != null) {
          throw error(at, "a term counts successes once");
        }
        pos += 2;
        if (!isDigit()) {
          throw error(pos, "expected a face after " + c + "=");
        }
        threshold = number("a face");
        success = c == '>' ? DiceExpression.Count.AT_LEAST : DiceExpression.Count.AT_MOST;
      } else {
        break;
      }
    }
    if (keep != null && explode != null) {
      throw error(Math.max(keepAt, explodeAt),
          "a term cannot both keep or drop and explode: which of the explosion dice would be kept?");
    }
    return new DiceExpression.Term(negative, count, sides, 0, keep, keepCount, drops, reroll, repeat, explode,
        success, threshold);
  }

  /** A face set: {@code 1}, {@code 1,2}, {@code 1..3}; each face on the die. */
  private boolean[] set(int sides, String after) {
    if (!isDigit()) {
      throw error(pos, "expected faces after " + after + ", like " + after + "1 or " + after + "1..2");
    }
    boolean[] out = new boolean[sides + 1];
    while (true) {
      int at = pos;
      int lo = number("a face");
      int hi = lo;
      if (text.startsWith("..", pos)) {
        pos += 2;
        if (!isDigit()) {
          throw error(pos, "expected the last face of the range");
        }
        hi = number("a face");
      }
      if (lo < 1 || hi > sides || lo > hi) {
        throw error(at, (lo == hi ? "face " + lo : "faces " + lo + ".." + hi) + " not on a d" + sides);
      }
      for (int f = lo; f <= hi; f++) {
        out[f] = true;
      }
      if (pos + 1 < text.length() && peek() == ',' && Character.isDigit(text.charAt(pos + 1))) {
        pos++;
      } else {
        return out;
      }
    }
  }

  private static boolean all(boolean[] set) {
    for (int f = 1; f < set.length; f++) {
      if (!set[f]) {
        return false;
      }
    }
    return true;
  }

  private int number(String what) {
    int start = pos;
    while (isDigit()) {
      pos++;
    }
    try {
      return Integer.parseInt(text.substring(start, pos));
    } catch (NumberFormatException e) {
      throw error(start, what + " too large: " + text.substring(start, pos));
    }
  }

  private boolean isDigit() {
    return pos < text.length() && peek() >= '0' && peek() <= '9';
  }

  private char peek() {
    return text.charAt(pos);
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(peek())) {
      pos++;
    }
  }

  private DiceSyntaxError error(int at, String reason) {
    return new DiceSyntaxError(text, at + 1, reason);
  }
}
