package org.rulesc.compiler.diff;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The text of a baseline of accepted changes ({@code rulesc diff --baseline}, the Maven goal's
 * {@code acceptedChanges}): one change per line, its fingerprint first
 * ({@code 3f9a0c1b2d4e5f60  odds-changed  check:attack}); {@code #} starts a comment.
 */
public final class AcceptedChanges {
    private AcceptedChanges() {}

    /** The fingerprints the lines list. */
    public static Set<String> parse(List<String> lines) {
        Set<String> out = new LinkedHashSet<>();
        for (String line : lines) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                out.add(t.split("\\s+")[0]);
            }
        }
        return out;
    }

    /** The baseline file's text for these changes: every change's fingerprint, id and key. */
    public static String write(List<Change> changes) {
        StringBuilder out = new StringBuilder("# rulesc diff baseline: accepted changes (fingerprint, id, key)\n");
        for (Change c : changes) {
            out.append(c.fingerprint()).append("  ").append(c.id()).append("  ").append(c.key()).append('\n');
        }
        return out.toString();
    }
}
