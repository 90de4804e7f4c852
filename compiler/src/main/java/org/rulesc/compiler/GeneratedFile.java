package org.rulesc.compiler;

/**
 * A generated Java source file.
 *
 * @param relativePath path below the output root, e.g. {@code org/example/game/Game.java}
 * @param content the file's text (deterministic for identical input)
 */
public record GeneratedFile(String relativePath, String content) {}
