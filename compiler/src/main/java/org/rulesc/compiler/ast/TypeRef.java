package org.rulesc.compiler.ast;

/** A type as written in the source. */
public sealed interface TypeRef {
    Span span();

    record Named(Name name) implements TypeRef {
        @Override
        public Span span() {
            return name.span();
        }
    }

    record ListOf(TypeRef element, Span span) implements TypeRef {}
}
