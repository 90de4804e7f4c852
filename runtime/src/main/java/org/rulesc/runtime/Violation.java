package org.rulesc.runtime;

/**
 * One broken character-building (or set-up) rule, reported rather than thrown so a validator can
 * list every problem with a sheet at once.
 *
 * @param rule stable identifier of the rule
 * @param label human-readable name of the rule
 * @param message what is wrong with this particular sheet
 * @param citation where the rulebook states the rule (page, section), or empty
 */
public record Violation(String rule, String label, String message, String citation) {}
