package org.rulesc.compiler.diff;

import java.util.List;

/**
 * What {@link Differ} found between two revisions.
 *
 * @param changes every change, most serious first, then by key
 * @param verdict {@code equivalent} with its proof, or {@code different}, or "no difference found
 *     on N inputs (not proven)" when only sampled evaluation saw no difference
 * @param inputs how many inputs both revisions were evaluated on
 */
public record DiffReport(List<Change> changes, String verdict, long inputs) {

    /** Whether some change is at least as serious as {@code threshold}. */
    public boolean hasAtLeast(Change.Severity threshold) {
        return changes.stream().anyMatch(c -> c.severity().compareTo(threshold) <= 0);
    }
}
