package org.rulesc.runtime;

/**
 * One modifier that applied to a check, kept so a result can explain itself ("+2 high ground,
 * -1 wounded") and a test can assert which modifiers counted.
 *
 * @param id stable identifier of the modifier rule
 * @param label human-readable name
 * @param value signed amount added to the roll or target
 * @param citation where the rulebook states it (page, section), or empty
 */
public record AppliedModifier(String id, String label, int value, String citation) {}
