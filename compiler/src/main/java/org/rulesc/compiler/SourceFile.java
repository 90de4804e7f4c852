package org.rulesc.compiler;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One rulebook source: the path shown in diagnostics and the full text.
 *
 * @param displayPath the path as the user should see it in {@code file:line:col}
 * @param text the whole file
 */
public record SourceFile(String displayPath, String text) {

    /** Reads a file as UTF-8. */
    public static SourceFile read(Path path) throws IOException {
        return new SourceFile(path.toString(), Files.readString(path, StandardCharsets.UTF_8));
    }

    /** Line {@code line} (1-based) without its terminator, or "" past the end. */
    public String line(int line) {
        List<String> lines = text.lines().toList();
        return line >= 1 && line <= lines.size() ? lines.get(line - 1) : "";
    }
}
