package org.rulesc.compiler.diff;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.interpret.Env;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Keys;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Typed;

/**
 * A table compared row by row (rows matched by their keys) and cell by cell. Each cell is
 * evaluated in its own revision and the values compared, not the written cells: a cell
 * rewritten to compute the same value ({@code 2 + 1} for {@code 3}, a renamed constant) is no
 * change, and a changed cell is shown by its values.
 */
final class TableChanges {
    private final String key;
    private final List<Change> out = new ArrayList<>();

    private TableChanges(String key) {
        this.key = key;
    }

    /** What changes between table {@code a} of the old revision and {@code b} of the new one. */
    static List<Change> of(String key, Decl.Table a, Decl.Table b, Model oldModel, Model newModel,
            Evaluations evaluations) {
        TableChanges t = new TableChanges(key);
        t.compare(a, b, oldModel, newModel, evaluations);
        return t.out;
    }

    private void compare(Decl.Table a, Decl.Table b, Model oldModel, Model newModel, Evaluations evaluations) {
        Map<String, Decl.Row> before = rows(a);
        Map<String, Decl.Row> after = rows(b);
        Interpreter oldIn = evaluations.oldIn;
        Interpreter newIn = evaluations.newIn;
        Map<Decl.Row, List<Typed>> oldTyped = typedRows(oldModel, a);
        Map<Decl.Row, List<Typed>> newTyped = typedRows(newModel, b);
        for (Map.Entry<String, Decl.Row> e : before.entrySet()) {
            Decl.Row now = after.get(e.getKey());
            String rowKey = key + "/row:" + e.getKey();
            if (now == null) {
                add("table-row-removed", Severity.BALANCE, rowKey, "row " + e.getKey() + " removed");
                continue;
            }
            out.addAll(Words.provenance(rowKey, e.getValue().meta(), now.meta()));
            List<Decl.Cell> oldCells = e.getValue().cells();
            List<Decl.Cell> newCells = now.cells();
            for (int c = 0; c < Math.max(oldCells.size(), newCells.size()); c++) {
                String column = c < a.columns().size() ? Keys.key(a.columns().get(c))
                        : c < b.columns().size() ? Keys.key(b.columns().get(c)) : String.valueOf(c + 1);
                String oldCell = c < oldCells.size()
                        ? cell(oldIn, oldCells.get(c), oldTyped.get(e.getValue()).get(c)) : "(none)";
                String newCell = c < newCells.size()
                        ? cell(newIn, newCells.get(c), newTyped.get(now).get(c)) : "(none)";
                if (!oldCell.equals(newCell)) {
                    add("table-cell-changed", Severity.BALANCE, rowKey,
                            "row " + e.getKey() + (a.axes().size() > 1 ? ", column " + column : "") + ": "
                                    + oldCell + " → " + newCell);
                }
            }
        }
        for (String k : after.keySet()) {
            if (!before.containsKey(k)) {
                add("table-row-added", Severity.BALANCE, key + "/row:" + k, "row " + k + " added");
            }
        }
        if (!Canonical.behaviour(a.columns()).equals(Canonical.behaviour(b.columns()))) {
            add("table-columns-changed", Severity.BALANCE, key, "the columns changed");
        }
    }

    private static Map<String, Decl.Row> rows(Decl.Table t) {
        Map<String, Decl.Row> out = new LinkedHashMap<>();
        for (Decl.Row row : t.rows()) {
            out.put(String.join(",", row.keys().stream().map(Keys::key).toList()), row);
        }
        return out;
    }

    /** Each row of a table with its cells typed (the table's construct), by identity. */
    private static Map<Decl.Row, List<Typed>> typedRows(Model model, Decl.Table t) {
        List<List<Typed>> typed = model.construct(t, Construct.Table.class).rows();
        Map<Decl.Row, List<Typed>> out = new IdentityHashMap<>();
        for (int i = 0; i < t.rows().size(); i++) {
            out.put(t.rows().get(i), typed.get(i));
        }
        return out;
    }

    private static String cell(Interpreter in, Decl.Cell cell, Typed value) {
        if (cell.forbidden()) {
            return "×";
        }
        return Effects.show(Effects.value(() -> in.eval(value, Env.empty())));
    }

    private void add(String id, Severity severity, String part, String message) {
        out.add(new Change(id, severity, part, message, null));
    }
}
