package org.rulesc.compiler.diff;

/**
 * One difference between two revisions of a rulebook.
 *
 * @param id the kind of change, a stable kebab-case id ({@code table-cell-changed}); see docs/diff.md
 * @param severity what it affects (see {@link Severity})
 * @param key the stable key of what changed ({@code table:hit_number/row:brutish_dog})
 * @param message what changed, in one line, with old and new values where there are any
 */
public record Change(String id, Severity severity, String key, String message) {

    /** What a change affects, most serious first; {@code --fail-on} takes one of these. */
    public enum Severity {
        /** The generated Java API changes, or records written under the old notation may no longer parse. */
        BREAKING,
        /** Some value or probability moves. */
        BALANCE,
        /** Labels, citations, provenance, tests: nothing a game computes. */
        INFO;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
