package org.rulesc.compiler.ast;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.function.Consumer;

/** Every node of an AST, declarations and expressions alike, read through the record components. */
public final class Nodes {
    private Nodes() {}

    /** Visits {@code node} and every record and list element below it, parents before children. */
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
