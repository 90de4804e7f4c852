package org.rulesc.runtime;

/**
 * A parameter's declared domain ({@code judge: int in 0..7}): generated engines call
 * {@link #require} on entry, so a value the rules do not define is refused with a
 * {@link RuleViolation} instead of producing an answer the document never gave.
 */
public final class Domain {
  private Domain() {}

  /**
   * @param rule the id of the rule whose parameter it is (the violation's {@link RuleViolation#rule()})
   * @param label how the message names the rule (its label, else its id)
   * @param parameter the parameter's name
   * @param value the argument
   * @param lo the least value of the domain
   * @param hi the greatest value of the domain
   * @return {@code value}, when {@code lo <= value <= hi}
   * @throws RuleViolation when the value lies outside the domain
   */
  public static int require(String rule, String label, String parameter, int value, int lo, int hi) {
    if (value < lo || value > hi) {
      throw new RuleViolation(rule, message(label, parameter, value, lo, hi));
    }
    return value;
  }

  /** {@code 攻撃判定: judge = 9 is outside its domain 0..7}. */
  public static String message(String label, String parameter, long value, long lo, long hi) {
    return label + ": " + parameter + " = " + value + " is outside its domain " + lo + ".." + hi;
  }
}
