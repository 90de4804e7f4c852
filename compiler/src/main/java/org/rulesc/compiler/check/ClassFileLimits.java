package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;

/**
 * Sizes a class file cannot hold: javac stops with "code too large" when one method (a class's
 * static initialiser included) passes 64 KiB of bytecode. Generated enums build every member in
 * their initialiser and each example is one test method; so those are bounded here, reported at
 * the declaration before any Java is written. The budgets were measured with javac 17 (a
 * 2,000-member enum, 1,500 entries of two fields and 2,000 expectations in one example compile;
 * 3,000 members and 3,000 expectations do not), with some room left.
 *
 * <p>Tables have no such bound: their data is split into classes of a few thousand values each
 * (see {@code emit.DataArrays}), so a 100,000-row table compiles. One table is bounded only by
 * what an engine can sensibly hold, {@link #MAX_TABLE_CELLS} combinations of keys (a table's
 * cells are every combination, so two long axes multiply).
 */
final class ClassFileLimits {
    /** Estimated initialiser bytes of an enum or kind: per member, and per field value of an entry. */
    static final int MEMBER_BYTES = 28;
    static final int FIELD_BYTES = 5;
    static final int INITIALISER_BUDGET = 60_000;
    /**
     * Cells (every combination of keys) of one table: 1,000 classes of data, some 40 MB of
     * generated source; far past any printed table, and short of the memory javac needs for more.
     */
    static final int MAX_TABLE_CELLS = 2_000_000;
    /** Expectations in one example or property: one generated test method. */
    static final int MAX_ASSERTIONS = 2_000;

    private ClassFileLimits() {}

    static void report(Model model, Reporter reporter) {
        for (Decl d : model.rulebook.declarations()) {
            if (d instanceof Decl.Enum e && e.members().size() * MEMBER_BYTES > INITIALISER_BUDGET) {
                reporter.report(Code.ENUM_TOO_LARGE, d.name().span(), d.name().text(), e.members().size(),
                        INITIALISER_BUDGET / MEMBER_BYTES);
            } else if (d instanceof Decl.Kind k) {
                int entries = 0;
                long bytes = 0;
                for (Decl.Entries list : model.all(Decl.Entries.class)) {
                    if (list.kind().text().equals(k.name().text())) {
                        entries += list.entries().size();
                        bytes += (long) list.entries().size() * (MEMBER_BYTES + FIELD_BYTES * k.fields().size());
                    }
                }
                if (bytes > INITIALISER_BUDGET) {
                    reporter.report(Code.KIND_TOO_LARGE, d.name().span(), d.name().text(), entries, k.fields().size(),
                            INITIALISER_BUDGET / (MEMBER_BYTES + FIELD_BYTES * k.fields().size()));
                }
            } else if (d instanceof Decl.Table t) {
                long cells = tableCells(t);
                if (cells > MAX_TABLE_CELLS) {
                    reporter.report(Code.TABLES_TOO_LARGE, d.name().span(), d.name().text(), cells, MAX_TABLE_CELLS);
                }
            } else if (d instanceof Decl.Example x) {
                assertions(d, x.assertions().size(), reporter);
            } else if (d instanceof Decl.Forall f) {
                assertions(d, f.assertions().size(), reporter);
            }
        }
    }

    private static void assertions(Decl d, int count, Reporter reporter) {
        if (count > MAX_ASSERTIONS) {
            reporter.report(Code.TOO_MANY_EXPECTATIONS, d.name().span(), count, MAX_ASSERTIONS);
        }
    }

    /** Every combination of the keys of the table's axes: the length of the generated arrays. */
    private static long tableCells(Decl.Table t) {
        int axes = t.axes().size();
        int rowAxes = axes == 1 ? 1 : axes - 1;
        long size = axes == 1 ? 1 : Math.max(1, t.columns().size());
        for (int a = 0; a < rowAxes; a++) {
            java.util.Set<String> keys = new java.util.HashSet<>();
            for (Decl.Row row : t.rows()) {
                if (a < row.keys().size()) {
                    Decl.Key k = row.keys().get(a);
                    keys.add(k.member() == null ? k.bool() + " " + k.lo() + " " + k.hi() + " " + k.open()
                            : k.member().text());
                }
            }
            size = Math.min(size * Math.max(1, keys.size()), 1L << 40);
        }
        return size;
    }
}
