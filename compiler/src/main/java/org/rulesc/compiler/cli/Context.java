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
     * How to show a path: relative to the working directory when it is below it, or up to two
     * levels up when that is shorter than the absolute path; otherwise absolute.
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
            String relative = rel.toString().isEmpty() ? "." : rel.toString();
            if (up == 0 || (up <= 2 && relative.length() < abs.toString().length())) {
                return relative;
            }
        }
        return abs.toString();
    }
}
