package org.rulesc.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.diff.Change;

/**
 * A diff baseline: the fingerprints of changes a project has reviewed and accepted, one per
 * line ({@code 3f9a0c1b2d4e5f60  odds-changed  check:attack}); {@code #} starts a comment.
 */
final class Baseline {
    private Baseline() {}

    static Set<String> read(Context ctx, String file) {
        Path path = ctx.resolve(file);
        try {
            return org.rulesc.compiler.diff.AcceptedChanges.parse(Files.readAllLines(path, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UserError("cannot read the baseline " + file + ": " + Sources.describe(e));
        }
    }

    /** Writes exactly the file the user named, with every change's fingerprint. */
    static void write(Context ctx, String file, List<Change> changes) {
        String out = org.rulesc.compiler.diff.AcceptedChanges.write(changes);
        try {
            Files.writeString(ctx.resolve(file), out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("cannot write the baseline " + file + ": " + Sources.describe(e));
        }
    }
}
