package org.rulesc.compiler.ast;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.function.Consumer;

/** A walk over every node of the AST below a node: records and lists alike, in component order. */
public final class Nodes {
    private Nodes() {}

    /** Visits {@code node} and everything below it, parents first. */
    public static void walk(Object node, Consumer<Object> visit) {
        if (node == null) {
            return;
        }
        visit.accept(node);
        if (node instanceof Record r) {
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                try {
                    walk(c.getAccessor().invoke(r), visit);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        } else if (node instanceof List<?> list) {
            list.forEach(x -> walk(x, visit));
        }
    }
}
