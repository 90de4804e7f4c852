package org.rulesc.compiler.ast;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.function.Consumer;

/** Every node of an AST, declarations and expressions alike, read through the record components. */
public final class Nodes {
    private Nodes() {}

    /**
     * The accessors of each record class, looked up once: {@code getRecordComponents} builds
     * its answer anew on every call, and walks run over every node of every rulebook.
     */
    private static final ClassValue<Method[]> ACCESSORS = new ClassValue<>() {
        @Override
        protected Method[] computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Method[] accessors = new Method[components.length];
            for (int i = 0; i < components.length; i++) {
                accessors[i] = components[i].getAccessor();
            }
            return accessors;
        }
    };

    /** Visits {@code node} and every record and list element below it, parents before children. */
    public static void walk(Object node, Consumer<Object> visit) {
        if (node == null) {
            return;
        }
        visit.accept(node);
        if (node instanceof Record r) {
            for (Method accessor : ACCESSORS.get(r.getClass())) {
                try {
                    walk(accessor.invoke(r), visit);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        } else if (node instanceof List<?> list) {
            list.forEach(x -> walk(x, visit));
        }
    }
}
