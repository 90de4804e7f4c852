package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** Tables: keys fit their axes, enum axes are complete, bands neither overlap nor leave gaps. */
final class TableChecker {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;

    TableChecker(Model model, Reporter reporter, ExprChecker exprs) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void check(Decl.Table t) {
        List<Type> axes = new ArrayList<>();
        for (Decl.Param axis : t.axes()) {
            Type type = exprs.resolve(axis.type());
            if (!(type instanceof Type.EnumType || type == Prim.INT || type == Prim.BOOL || type instanceof Type.Error)) {
                reporter.report(Code.AXIS_TYPE, axis.type().span(), type.show());
                type = Type.ERROR;
            }
            axes.add(type);
        }
        Type result = exprs.resolve(t.result());
        int rowAxes = t.axes().size() == 1 ? 1 : t.axes().size() - 1;
        if (t.axes().size() > 1 && t.columns().isEmpty()) {
            reporter.report(Code.MISSING_COLUMNS_LINE, t.name().span(), t.axes().size(),
                    t.axes().get(t.axes().size() - 1).name().text());
            return;
        }
        if (t.axes().size() == 1 && !t.columns().isEmpty()) {
            reporter.report(Code.UNEXPECTED_COLUMNS_LINE, t.name().span());
            return;
        }
        if (t.axes().size() > 1) {
            keys(t, t.axes().size() - 1, axes.get(axes.size() - 1), t.columns(), t.columns().isEmpty()
                    ? t.name().span() : t.columns().get(0).span());
        }
        for (int axis = 0; axis < rowAxes; axis++) {
            List<Decl.Key> keys = new ArrayList<>();
            List<List<Decl.Key>> prefixes = new ArrayList<>();
            for (Decl.Row row : t.rows()) {
                if (row.keys().size() != rowAxes) {
                    if (axis == 0) {
                        reporter.report(Code.ROW_KEY_COUNT, row.span(), row.keys().size(),
                                (row.keys().size() == 1 ? "" : "s"), rowAxes);
                    }
                    continue;
                }
                keys.add(row.keys().get(axis));
                prefixes.add(row.keys().subList(0, axis));
            }
            if (axis == rowAxes - 1) {
                // the last row axis must be complete within each combination of the earlier ones
                Map<String, List<Decl.Key>> groups = new HashMap<>();
                for (int i = 0; i < keys.size(); i++) {
                    groups.computeIfAbsent(prefixes.get(i).toString(), k -> new ArrayList<>()).add(keys.get(i));
                }
                for (List<Decl.Key> group : groups.values()) {
                    keys(t, axis, axes.get(axis), group, rowAxes == 1 || group.isEmpty() ? t.name().span()
                            : group.get(0).span());
                }
                if (t.rows().isEmpty()) {
                    keys(t, axis, axes.get(axis), List.of(), t.name().span());
                }
            } else {
                for (Decl.Key k : keys) {
                    keyFits(t, axis, axes.get(axis), k);
                }
            }
        }
        int width = Math.max(1, t.columns().size());
        for (Decl.Row row : t.rows()) {
            if (row.cells().size() != width) {
                reporter.report(Code.ROW_CELL_COUNT, row.span(), row.cells().size(),
                        (row.cells().size() == 1 ? "" : "s"), width, (width == 1 ? "" : "s"));
            }
            for (Decl.Cell cell : row.cells()) {
                if (!cell.forbidden()) {
                    exprs.expect(cell.value(), Scope.root(), result, "every cell of `" + t.name().text() + "`");
                }
            }
        }
    }

    /** Checks the keys of one axis: each fits, none repeats or overlaps, and together they cover the axis. */
    private void keys(Decl.Table t, int axis, Type type, List<Decl.Key> keys, Span where) {
        String axisName = t.axes().get(axis).name().text();
        for (Decl.Key k : keys) {
            keyFits(t, axis, type, k);
        }
        if (type instanceof Type.EnumType e) {
            List<String> seen = new ArrayList<>();
            for (Decl.Key k : keys) {
                if (k.member() != null && seen.contains(k.member().text())) {
                    reporter.report(Code.DUPLICATE_AXIS_KEY, k.span(), k.member().text(), axisName);
                }
                if (k.member() != null) {
                    seen.add(k.member().text());
                }
            }
            List<String> missing = e.decl().members().stream().map(m -> m.name().text())
                    .filter(m -> !seen.contains(m)).toList();
            if (!missing.isEmpty()) {
                reporter.report(Code.INCOMPLETE_TABLE, where, t.name().text(), axisName,
                        (axis == t.axes().size() - 1 && t.axes().size() > 1 ? "column" : "row"),
                                String.join(", ", missing));
            }
        } else if (type == Prim.BOOL) {
            long trues = keys.stream().filter(k -> Boolean.TRUE.equals(k.bool())).count();
            long falses = keys.stream().filter(k -> Boolean.FALSE.equals(k.bool())).count();
            if (trues != 1 || falses != 1) {
                reporter.report(Code.INCOMPLETE_BOOL_AXIS, where, t.name().text(), axisName);
            }
        } else if (type == Prim.INT) {
            List<Decl.Key> bands = new ArrayList<>(keys.stream().filter(k -> k.lo() != null).toList());
            bands.sort(Comparator.comparingLong(Decl.Key::lo));
            for (int i = 1; i < bands.size(); i++) {
                Decl.Key previous = bands.get(i - 1);
                Decl.Key current = bands.get(i);
                long previousHi = previous.open() ? Long.MAX_VALUE : previous.hi();
                if (current.lo() <= previousHi) {
                    reporter.report(Code.OVERLAPPING_BANDS, current.span(), show(current), show(previous), axisName);
                } else if (current.lo() > previousHi + 1) {
                    reporter.report(Code.BAND_GAP, current.span(), show(current), axisName, (previousHi + 1),
                            (current.lo() - 1 > previousHi + 1
                            ? ".." + (current.lo() - 1) : ""));
                }
            }
            for (int i = 0; i < bands.size() - 1; i++) {
                if (bands.get(i).open()) {
                    reporter.report(Code.OPEN_BAND_NOT_LAST, bands.get(i).span(), show(bands.get(i)));
                }
            }
        }
    }

    private void keyFits(Decl.Table t, int axis, Type type, Decl.Key k) {
        String axisName = t.axes().get(axis).name().text();
        if (type instanceof Type.Error) {
            return;
        }
        if (type instanceof Type.EnumType e) {
            if (k.member() == null) {
                reporter.report(Code.ENUM_AXIS_KEY, k.span(), axisName, e.show());
            } else if (e.decl().members().stream().noneMatch(m -> m.name().text().equals(k.member().text()))) {
                reporter.report(Code.NOT_A_MEMBER, k.span(), k.member().text(), e.show())
                        .hint(Suggestions.didYouMean(k.member().text(), e.decl().members().stream()
                                .map(m -> m.name().text()).toList()));
            } else {
                e.decl().members().stream().filter(m -> m.name().text().equals(k.member().text())).findFirst()
                        .ifPresent(m -> model.keyMembers.put(k, new org.rulesc.compiler.model.Ref.Member(e.decl(), m)));
            }
        } else if (type == Prim.BOOL && k.bool() == null) {
            reporter.report(Code.BOOL_AXIS_KEY, k.span(), axisName);
        } else if (type == Prim.INT && k.lo() == null) {
            reporter.report(Code.INT_AXIS_KEY, k.span(), axisName);
        }
    }

    private static String show(Decl.Key k) {
        if (k.openBelow()) {
            return ".." + k.hi();
        }
        if (k.open()) {
            return k.lo() + "+";
        }
        return k.lo().equals(k.hi()) ? String.valueOf(k.lo()) : k.lo() + ".." + k.hi();
    }
}
