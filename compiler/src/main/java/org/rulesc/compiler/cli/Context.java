package org.rulesc.compiler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Where a command runs: its streams, the directory relative paths are resolved against, and
 * the repository root given by the {@code rulesc.home} system property (or null).
 */
record Context(PrintWriter out, PrintWriter err, Path workingDir, Path home) {

    /** A path from the command line, resolved against the working directory. */
    Path resolve(String path) {
        return workingDir.resolve(path).normalize();
    }

    /**
     * How to show a path: relative to the working directory when that is short (below it, or
     * at most two levels up), otherwise absolute.
     */
    String display(Path path) {
        Path abs = workingDir.resolve(path).normalize();
        if (abs.getRoot() != null && abs.getRoot().equals(workingDir.getRoot())) {
            Path rel = workingDir.relativize(abs);
            int up = 0;
            for (Path part : rel) {
                if (part.toString().equals("..")) {
                    up++;
                }
            }
            if (up <= 2) {
                return rel.toString().isEmpty() ? "." : rel.toString();
            }
        }
        return abs.toString();
    }
}
