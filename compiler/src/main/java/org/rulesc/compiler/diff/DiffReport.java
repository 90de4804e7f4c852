package org.rulesc.compiler.diff;

import java.util.List;

/**
 * What {@link Differ} found between two revisions.
 *
 * @param changes every change, most serious first, then by key
 * @param verdict {@code equivalent} with its proof, or {@code different}, or "no difference found
 *     on N inputs (not proven)" when only sampled evaluation saw no difference
 * @param inputs how many inputs both revisions were evaluated on
 * @param accepted fingerprints of changes a baseline file accepts
 */
public record DiffReport(List<Change> changes, String verdict, long inputs, java.util.Set<String> accepted) {

    public DiffReport(List<Change> changes, String verdict, long inputs) {
        this(changes, verdict, inputs, java.util.Set.of());
    }

    /** The same report with the changes a baseline accepts marked (they no longer count for --fail-on). */
    public DiffReport accepting(java.util.Set<String> fingerprints) {
        return new DiffReport(changes, verdict, inputs, java.util.Set.copyOf(fingerprints));
    }

    /** Whether some change not accepted in the baseline is at least as serious as {@code threshold}. */
    public boolean hasAtLeast(Change.Severity threshold) {
        return changes.stream().anyMatch(c -> c.severity().compareTo(threshold) <= 0
                && !accepted.contains(c.fingerprint()));
    }
}
