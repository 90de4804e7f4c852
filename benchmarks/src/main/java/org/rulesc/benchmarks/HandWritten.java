package org.rulesc.benchmarks;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.rulesc.rulebooks.combat_rules_part2.HitCheck;
import org.rulesc.runtime.Dice;

/**
 * The rules the benchmarks measure, written by hand as a careful Java programmer would, to
 * compare the generated engines with: the same dice in the same order, the same results.
 */
final class HandWritten {
  private HandWritten() {}

  /** Maid &amp; Maidens 攻撃判定, as the generated record has it. */
  record Attack(int roll, boolean success, int damage) {}

  /** d6: 1 always hits, 6 always misses, else at most judge + modifier; damage on a hit. */
  static Attack attack(Dice dice, int judge, int modifier, int damageBonus, int armour) {
    int roll = dice.roll(6);
    boolean success = roll == 1 || (roll != 6 && roll <= judge + modifier);
    return new Attack(roll, success, success ? Math.max(0, roll + damageBonus - armour) : 0);
  }

  /** The ways (of 6) the attack succeeds and fails: exact counting. */
  static long[] attackWays(int judge, int modifier) {
    long[] ways = new long[2];
    for (int roll = 1; roll <= 6; roll++) {
      boolean success = roll == 1 || (roll != 6 && roll <= judge + modifier);
      ways[success ? 0 : 1]++;
    }
    return ways;
  }

  /** 戦闘時用のルール 命中判定, as the generated record has it. */
  record Hit(int roll, boolean success, HitCheck.Grade result, List<HitCheck.Grade> grades) {}

  private static final List<List<HitCheck.Grade>> GRADE_SETS = gradeSets();

  private static List<List<HitCheck.Grade>> gradeSets() {
    HitCheck.Grade[] order = {HitCheck.Grade.FATAL, HitCheck.Grade.STUN, HitCheck.Grade.CLEAN};
    List<List<HitCheck.Grade>> out = new ArrayList<>();
    for (int set = 0; set < 8; set++) {
      List<HitCheck.Grade> grades = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        if ((set & 1 << i) != 0) {
          grades.add(order[i]);
        }
      }
      out.add(List.copyOf(grades));
    }
    return List.copyOf(out);
  }

  /** d100: 1-10 hit, 91-100 miss, else at most the chance; fatal/stun/clean by rate on a hit. */
  static Hit hit(Dice dice, int baseHit, int evasion, boolean evades, boolean fullStrike, int clean, int stun,
      int fatal) {
    int roll = dice.roll(100);
    boolean success = !evades || roll <= 10 || (roll < 91 && roll <= (fullStrike ? 90 : baseHit - evasion));
    int set = 0;
    if (success) {
      set = (roll <= fatal ? 1 : 0) | (roll <= stun ? 2 : 0) | (roll <= clean ? 4 : 0);
    }
    List<HitCheck.Grade> grades = GRADE_SETS.get(set);
    HitCheck.Grade result =
        set == 0 ? (success ? HitCheck.Grade.SUCCESS : HitCheck.Grade.FAILURE) : grades.get(0);
    return new Hit(roll, success, result, grades);
  }

  /** The ways (of 100) of each grade of the hit, by ordinal: exact counting. */
  static long[] hitWays(int baseHit, int evasion, boolean evades, boolean fullStrike, int clean, int stun,
      int fatal) {
    long[] ways = new long[HitCheck.Grade.values().length];
    for (int roll = 1; roll <= 100; roll++) {
      boolean success = !evades || roll <= 10 || (roll < 91 && roll <= (fullStrike ? 90 : baseHit - evasion));
      HitCheck.Grade g = !success ? HitCheck.Grade.FAILURE
          : roll <= fatal ? HitCheck.Grade.FATAL : roll <= stun ? HitCheck.Grade.STUN
          : roll <= clean ? HitCheck.Grade.CLEAN : HitCheck.Grade.SUCCESS;
      ways[g.ordinal()]++;
    }
    return ways;
  }

  /** The ways of {@code n} d6 to make each sum from n to 6n (fits a long up to 24 dice). */
  static long[] d6Sums(int n) {
    long[] ways = {1};
    for (int d = 0; d < n; d++) {
      long[] next = new long[ways.length + 5];
      for (int i = 0; i < ways.length; i++) {
        for (int f = 0; f < 6; f++) {
          next[i + f] += ways[i];
        }
      }
      ways = next;
    }
    return ways;
  }

  /**
   * a-aws attack with {@code n} dice a side: the ways (of 6^2n) that attack value + attack dice
   * minus target value + target dice is at least 1, and the ways it is not.
   */
  static BigInteger[] opposedWays(int n, int attackValue, int targetValue) {
    long[] a = d6Sums(n);
    long[] t = d6Sums(n);
    BigInteger win = BigInteger.ZERO;
    BigInteger all = BigInteger.valueOf(6).pow(2 * n);
    for (int i = 0; i < a.length; i++) {
      long beaten = 0; // ways of the target's dice, out of 6^n, that this attack sum beats
      for (int j = 0; j < t.length; j++) {
        if ((attackValue + n + i) - (targetValue + n + j) >= 1) {
          beaten += t[j];
        }
      }
      win = win.add(BigInteger.valueOf(a[i]).multiply(BigInteger.valueOf(beaten)));
    }
    return new BigInteger[] {win, all.subtract(win)};
  }
}
