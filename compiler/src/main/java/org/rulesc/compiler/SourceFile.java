package org.rulesc.compiler;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * One rulebook source: the path shown in diagnostics and the full text. Its lines are split
 * once, on first use, because diagnostics, messages and test names each ask for a line.
 */
public final class SourceFile {
    private final String displayPath;
    private final String text;
    private List<String> lines;

    /**
     * @param displayPath the path as the user should see it in {@code file:line:col}
     * @param text the whole file
     */
    public SourceFile(String displayPath, String text) {
        this.displayPath = Objects.requireNonNull(displayPath);
        this.text = Objects.requireNonNull(text);
    }

    /** Reads a file as UTF-8. */
    public static SourceFile read(Path path) throws IOException {
        return new SourceFile(path.toString(), Files.readString(path, StandardCharsets.UTF_8));
    }

    public String displayPath() {
        return displayPath;
    }

    public String text() {
        return text;
    }

    /** Line {@code line} (1-based) without its terminator, or "" past the end. */
    public String line(int line) {
        if (lines == null) {
            lines = text.lines().toList();
        }
        return line >= 1 && line <= lines.size() ? lines.get(line - 1) : "";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SourceFile other && displayPath.equals(other.displayPath) && text.equals(other.text);
    }

    @Override
    public int hashCode() {
        return Objects.hash(displayPath, text);
    }

    @Override
    public String toString() {
        return "SourceFile[" + displayPath + "]";
    }
}
