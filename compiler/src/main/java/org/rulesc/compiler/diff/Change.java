package org.rulesc.compiler.diff;

/**
 * One difference between two revisions of a rulebook.
 *
 * @param id the kind of change, a stable kebab-case id ({@code table-cell-changed}); see docs/diff.md
 * @param severity what it affects (see {@link Severity})
 * @param key the stable key of what changed ({@code table:hit_number/row:scout})
 * @param message what changed, in one line, with old and new values where there are any
 * @param where where it is written in the new revision (in the old one when it was removed), or null
 */
public record Change(String id, Severity severity, String key, String message, org.rulesc.compiler.ast.Span where) {

    public Change(String id, Severity severity, String key, String message) {
        this(id, severity, key, message, null);
    }

    /**
     * A stable hash of what changed and how (id, key, message with its old and new values), so a
     * project can accept a change once in a baseline file and see it again only if it changes.
     */
    public String fingerprint() {
        try {
            byte[] digest = java.security.MessageDigest.getInstance("SHA-256").digest(
                    (id + "\n" + key + "\n" + message).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(digest, 0, 8);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }

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
