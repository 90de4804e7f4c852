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

    /** {@code map<Terrain>}: a hex map whose hexes have terrain of that enum. */
    record MapOf(TypeRef terrain, Span span) implements TypeRef {}
}
