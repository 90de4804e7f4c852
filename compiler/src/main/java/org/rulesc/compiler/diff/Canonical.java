package org.rulesc.compiler.diff;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.stream.Collectors;
import org.rulesc.compiler.ast.Span;

/**
 * A declaration (or any part of the AST) as text that ignores where it was written: every
 * record with its components, spans left out. Two declarations with the same canonical text
 * mean the same thing, wherever they stand in the file and however they are laid out.
 */
final class Canonical {
    private Canonical() {}

    /** Record components that are words for people, not rules: labels, titles, provenance. */
    private static final java.util.Set<String> WORDS = java.util.Set.of("label", "title", "meta");

    static String of(Object node) {
        StringBuilder out = new StringBuilder();
        write(node, out, false);
        return out.toString();
    }

    /** Only what the rules compute: without labels, citations and provenance. */
    static String behaviour(Object node) {
        StringBuilder out = new StringBuilder();
        write(node, out, true);
        return out.toString();
    }

    private static void write(Object node, StringBuilder out, boolean behaviour) {
        if (node == null) {
            out.append("null");
        } else if (node instanceof Span) {
            out.append('_');
        } else if (node instanceof Record r) {
            out.append(r.getClass().getSimpleName()).append('(');
            boolean first = true;
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                if (c.getType() == Span.class || behaviour && WORDS.contains(c.getName())
                        || c.getName().equals("renamedFrom")) {
                    continue; // where it was written, and the marks that only guide matching
                }
                if (!first) {
                    out.append(", ");
                }
                first = false;
                out.append(c.getName()).append('=');
                try {
                    write(c.getAccessor().invoke(r), out, behaviour);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
            out.append(')');
        } else if (node instanceof List<?> list) {
            out.append('[').append(list.stream().map(x -> {
                StringBuilder one = new StringBuilder();
                write(x, one, behaviour);
                return one.toString();
            }).collect(Collectors.joining(", "))).append(']');
        } else if (node instanceof String s) {
            out.append('"').append(s.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        } else {
            out.append(node);
        }
    }
}
