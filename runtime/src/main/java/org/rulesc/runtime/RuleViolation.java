package org.rulesc.runtime;

import java.util.Objects;

/**
 * Thrown by a generated engine when a requested game action breaks a rule.
 *
 * <p>Exists so callers (a UI, a test, a referee tool) can tell "the rulebook forbids this" apart
 * from programming errors, and can report which rule was broken via {@link #rule()}.
 */
public class RuleViolation extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final String rule;

  /**
   * @param rule identifier or citation of the broken rule
   * @param message human-readable explanation of what was attempted and why it is not allowed
   */
  public RuleViolation(String rule, String message) {
    super(message);
    this.rule = Objects.requireNonNull(rule, "rule");
  }

  /** Identifier or citation of the rule that was broken. */
  public String rule() {
    return rule;
  }
}
