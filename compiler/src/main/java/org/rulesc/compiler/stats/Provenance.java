package org.rulesc.compiler.stats;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Meta;

/**
 * Every provenance in a declaration: its own and those of the rows, cells, entries, grades,
 * outputs, terms, … inside it. Found by walking the record components of the syntax tree, so
 * a new kind of item with a {@code Meta} is counted without a change here.
 */
final class Provenance {
    private Provenance() {}

    static List<Meta> of(Decl decl) {
        List<Meta> out = new ArrayList<>();
        collect(decl, out);
        return out;
    }

    private static void collect(Object node, List<Meta> out) {
        if (node instanceof Meta meta) {
            out.add(meta);
        } else if (node instanceof List<?> list) {
            list.forEach(item -> collect(item, out));
        } else if (node instanceof Record record && !(node instanceof Expr)) {
            for (RecordComponent c : record.getClass().getRecordComponents()) {
                collect(component(record, c), out);
            }
        }
    }

    private static Object component(Record record, RecordComponent c) {
        try {
            return c.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + record.getClass().getSimpleName(), e);
        }
    }
}
