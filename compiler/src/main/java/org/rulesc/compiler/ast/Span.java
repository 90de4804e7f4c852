package org.rulesc.compiler.ast;

/** Where something is in a source file: 1-based line and column, length in characters. */
public record Span(String file, int line, int column, int length) {
    public static final Span NONE = new Span("<none>", 0, 0, 0);
}
