package org.rulesc.runtime;

/**
 * What every generated check result has in common, so generic code (logs, tests, UIs) can read
 * any check's result without knowing its generated record type.
 */
public interface CheckOutcome {

  /** The (modified) roll the check was decided on; meaningful only when {@link #rolled()}. */
  int roll();

  /** Whether dice were rolled at all; some checks succeed or fail automatically. */
  boolean rolled();

  /** Whether the check succeeded. */
  boolean success();

  /** The named grade of the result (for example a degree of success), as the rulebook names it. */
  String grade();
}
