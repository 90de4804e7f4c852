package org.rulesc.compiler.ast;

import java.util.List;

/**
 * Provenance of a declaration: the document sections it cites and, for values that are
 * not from the document, where they come from instead.
 */
public record Meta(List<String> citations, List<String> house) {
    public static final Meta EMPTY = new Meta(List.of(), List.of());

    public boolean isHouse() {
        return !house.isEmpty();
    }

    public String citationText() {
        return String.join("; ", citations);
    }
}
