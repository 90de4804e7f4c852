package org.rulesc.compiler.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;

/**
 * A table laid out flat, as both back ends read it: the distinct keys of each axis in the order
 * written (a grid's columns on the last axis), a stride per axis, and every cell at the position
 * its keys give (null where the table has no entry). A lookup takes, on each axis, the first key
 * that matches its value.
 *
 * @param keys the keys of each axis
 * @param strides how far one step on each axis moves in {@code cells}
 * @param cells every cell by position; null where the table has none
 */
public record TableLayout(List<List<Decl.Key>> keys, int[] strides, Decl.Cell[] cells) {

    public static TableLayout of(Decl.Table t) {
        int axes = t.axes().size();
        List<List<Decl.Key>> keys = new ArrayList<>();
        // each key's position on its axis, by identity (a hash lookup: tables may have 100,000 rows)
        List<Map<String, Integer>> positions = new ArrayList<>();
        for (int a = 0; a < axes; a++) {
            keys.add(new ArrayList<>());
            positions.add(new HashMap<>());
        }
        if (axes > 1) {
            for (Decl.Key column : t.columns()) {
                positions.get(axes - 1).putIfAbsent(identity(column), keys.get(axes - 1).size());
                keys.get(axes - 1).add(column);
            }
        }
        int rowAxes = axes == 1 ? 1 : axes - 1;
        for (Decl.Row row : t.rows()) {
            if (row.keys().size() < rowAxes) {
                continue; // too few keys: the checker's error to report (E0304); such a row has no place
            }
            for (int a = 0; a < rowAxes; a++) {
                Decl.Key k = row.keys().get(a);
                if (positions.get(a).putIfAbsent(identity(k), keys.get(a).size()) == null) {
                    keys.get(a).add(k);
                }
            }
        }
        int[] strides = new int[axes];
        int size = 1;
        for (int a = axes - 1; a >= 0; a--) {
            strides[a] = size;
            size *= Math.max(1, keys.get(a).size());
        }
        Decl.Cell[] cells = new Decl.Cell[size];
        for (Decl.Row row : t.rows()) {
            if (row.keys().size() < rowAxes) {
                continue;
            }
            int base = 0;
            for (int a = 0; a < rowAxes; a++) {
                base += positions.get(a).get(identity(row.keys().get(a))) * strides[a];
            }
            // a row with more cells than columns is the checker's error to report; lay out what fits
            int width = axes == 1 ? 1 : keys.get(axes - 1).size();
            for (int c = 0; c < Math.min(row.cells().size(), width); c++) {
                cells[base + c * (axes == 1 ? 0 : strides[axes - 1])] = row.cells().get(c);
            }
        }
        return new TableLayout(keys, strides, cells);
    }

    public int size() {
        return cells.length;
    }

    /** Two keys are one key when they name the same member or boolean, or the same band. */
    private static String identity(Decl.Key k) {
        if (k.member() != null) {
            return "member " + k.member().text();
        }
        if (k.bool() != null) {
            return "bool " + k.bool();
        }
        return "band " + k.lo() + (k.open() ? "+" : ".." + k.hi());
    }
}
