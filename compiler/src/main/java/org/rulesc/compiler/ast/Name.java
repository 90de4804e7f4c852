package org.rulesc.compiler.ast;

/** An identifier as written, with its position. */
public record Name(String text, Span span) {
    @Override
    public String toString() {
        return text;
    }
}
