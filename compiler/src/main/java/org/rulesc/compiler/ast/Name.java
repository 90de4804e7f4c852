package org.rulesc.compiler.ast;

/**
 * An identifier as written, with its position. Its text is interned, so that the interpreter
 * finds a local by comparing references (one name, one string; see {@code interpret.Env}).
 */
public record Name(String text, Span span) {
    public Name {
        text = text == null ? null : text.intern();
    }

    @Override
    public String toString() {
        return text;
    }
}
