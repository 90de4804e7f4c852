package org.rulesc.compiler.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.rulesc.grammar.RulesParser;

/**
 * Tables laid out as printed: the keys in one column ({@code columns} above them), every cell
 * of a column starting at the same place, two spaces between columns, then the row's
 * provenance, then its trailing comment, each in a column of its own. Widths are display
 * widths ({@link DisplayWidth}). A cell that carries its own provenance in parentheses is too
 * long to set a column's width: it pushes the rest of its row right instead. A table whose
 * rows are not each written on one line (a row's cells spread over several) is left as it is
 * spaced by the ordinary rules.
 */
final class TableLayout {
    private static final int GAP = 2;

    /** A row: its key part (with the colon; the {@code columns} keyword for the header) and its cells. */
    private record Row(int[] key, List<int[]> cells, List<Boolean> wide) {}

    private TableLayout() {}

    /** For the first token of each key, cell, provenance and trailing comment: its column, relative to the row's indentation. */
    static Map<Integer, Integer> targets(RulesParser.FileContext tree, List<Token> tokens, Spacing spacing) {
        Map<Integer, Integer> targets = new HashMap<>();
        List<RulesParser.TableDeclContext> tables = new ArrayList<>();
        collect(tree, tables);
        for (RulesParser.TableDeclContext table : tables) {
            List<Row> rows = rows(table.tableBody());
            if (!rows.isEmpty() && rows.stream().allMatch(r -> onOwnLine(r, tokens))) {
                align(rows, tokens, spacing, targets);
            }
        }
        alignProvenance(tree, tokens, spacing, targets);
        return targets;
    }

    /**
     * The hexes and squares of a map and the formats of a notation are lists as printed too: in a
     * run of them on consecutive lines, each written on one line, the provenance starts in one
     * column.
     */
    private static void alignProvenance(ParseTree node, List<Token> tokens, Spacing spacing, Map<Integer, Integer> targets) {
        List<ParserRuleContext> items = new ArrayList<>();
        if (node instanceof RulesParser.MapDeclContext map) {
            items.addAll(map.mapItem());
        } else if (node instanceof RulesParser.NotationDeclContext notation) {
            items.addAll(notation.notationItem());
        }
        List<ParserRuleContext> run = new ArrayList<>();
        for (ParserRuleContext item : items) {
            boolean oneLine = item.getStart().getLine() == item.getStop().getLine()
                    && (item.getStart().getTokenIndex() == 0
                        || Layout.endLine(tokens.get(item.getStart().getTokenIndex() - 1)) < item.getStart().getLine());
            if (!run.isEmpty() && (!oneLine
                    || item.getStart().getLine() != run.get(run.size() - 1).getStart().getLine() + 1)) {
                alignRun(run, tokens, spacing, targets);
                run.clear();
            }
            if (oneLine) {
                run.add(item);
            }
        }
        alignRun(run, tokens, spacing, targets);
        for (int i = 0; i < node.getChildCount(); i++) {
            alignProvenance(node.getChild(i), tokens, spacing, targets);
        }
    }

    private static void alignRun(List<ParserRuleContext> run, List<Token> tokens, Spacing spacing, Map<Integer, Integer> targets) {
        int column = 0;
        List<Integer> metas = new ArrayList<>();
        for (ParserRuleContext item : run) {
            RulesParser.MetaContext meta = item.getRuleContext(RulesParser.MetaContext.class, 0);
            if (meta != null && meta.getChildCount() > 0) {
                int first = meta.getStart().getTokenIndex();
                column = Math.max(column, width(tokens, spacing, new int[] {item.getStart().getTokenIndex(), first - 1}) + GAP);
                metas.add(first);
            }
        }
        if (metas.size() > 1) {
            for (int first : metas) {
                targets.put(first, column);
            }
        }
    }

    private static void collect(ParseTree node, List<RulesParser.TableDeclContext> out) {
        if (node instanceof RulesParser.TableDeclContext t) {
            out.add(t);
        }
        for (int i = 0; i < node.getChildCount(); i++) {
            collect(node.getChild(i), out);
        }
    }

    private static List<Row> rows(RulesParser.TableBodyContext body) {
        List<Row> rows = new ArrayList<>();
        if (body instanceof RulesParser.GridBodyContext grid) {
            List<int[]> keys = new ArrayList<>();
            List<Boolean> wide = new ArrayList<>();
            for (RulesParser.TableKeyContext k : grid.tableKey()) {
                keys.add(range(k));
                wide.add(false);
            }
            int columns = grid.getStart().getTokenIndex();
            rows.add(new Row(new int[] {columns, columns}, keys, wide));
            for (RulesParser.TableRowNContext r : grid.tableRowN()) {
                rows.add(row(r, r.tableCell()));
            }
        } else if (body instanceof RulesParser.OneAxisBodyContext axis) {
            for (RulesParser.TableRow1Context r : axis.tableRow1()) {
                rows.add(row(r, List.of(r.tableCell())));
            }
        }
        return rows;
    }

    private static Row row(ParserRuleContext r, List<RulesParser.TableCellContext> cells) {
        int colon = -1;
        for (int i = 0; i < r.getChildCount() && colon < 0; i++) {
            if (r.getChild(i) instanceof TerminalNode n && n.getText().equals(":")) {
                colon = n.getSymbol().getTokenIndex();
            }
        }
        List<int[]> ranges = new ArrayList<>();
        List<Boolean> wide = new ArrayList<>();
        for (RulesParser.TableCellContext c : cells) {
            ranges.add(range(c));
            wide.add(c.meta() != null); // (2 cite "…"): its own provenance
        }
        return new Row(new int[] {r.getStart().getTokenIndex(), colon}, ranges, wide);
    }

    private static int[] range(ParserRuleContext c) {
        return new int[] {c.getStart().getTokenIndex(), c.getStop().getTokenIndex()};
    }

    /** The row starts its line, and its key and cells are on that line with no comment between. */
    private static boolean onOwnLine(Row r, List<Token> tokens) {
        int from = r.key[0];
        int to = r.cells.isEmpty() ? r.key[1] : r.cells.get(r.cells.size() - 1)[1];
        if (from > 0 && Layout.endLine(tokens.get(from - 1)) == tokens.get(from).getLine()) {
            return false;
        }
        int line = tokens.get(from).getLine();
        for (int k = from; k <= to; k++) {
            if (tokens.get(k).getLine() != line || Spacing.isComment(tokens.get(k))) {
                return false;
            }
        }
        return true;
    }

    private static void align(List<Row> rows, List<Token> tokens, Spacing spacing, Map<Integer, Integer> targets) {
        int keyWidth = 0;
        List<Integer> widths = new ArrayList<>();
        for (Row r : rows) {
            keyWidth = Math.max(keyWidth, width(tokens, spacing, r.key));
            for (int i = 0; i < r.cells.size(); i++) {
                if (widths.size() <= i) {
                    widths.add(0);
                }
                if (!r.wide.get(i)) {
                    widths.set(i, Math.max(widths.get(i), width(tokens, spacing, r.cells.get(i))));
                }
            }
        }
        int[] starts = new int[widths.size() + 1];
        starts[0] = keyWidth + GAP;
        for (int i = 0; i < widths.size(); i++) {
            starts[i + 1] = starts[i] + widths.get(i) + GAP;
        }
        // where each row's provenance ends, to put the trailing comments in a column after them
        List<int[]> comments = new ArrayList<>(); // {comment token, end of the row before it}
        int commentColumn = 0;
        for (Row r : rows) {
            int pos = width(tokens, spacing, r.key);
            boolean pushed = false;
            for (int i = 0; i < r.cells.size(); i++) {
                int start = Math.max(pos + GAP, starts[i]);
                pushed |= start > starts[i];
                targets.put(r.cells.get(i)[0], starts[i]);
                pos = start + width(tokens, spacing, r.cells.get(i));
            }
            int last = r.cells.isEmpty() ? r.key[1] : r.cells.get(r.cells.size() - 1)[1];
            int line = tokens.get(last).getLine();
            int end = last;
            while (end + 1 < tokens.size() && tokens.get(end + 1).getLine() == line
                    && !Spacing.isComment(tokens.get(end + 1))) {
                end++;
            }
            if (end > last) { // the row's provenance
                int start = Math.max(pos + GAP, starts[r.cells.size()]);
                pushed |= start > starts[r.cells.size()];
                targets.put(last + 1, starts[r.cells.size()]);
                pos = start + width(tokens, spacing, new int[] {last + 1, end});
            }
            if (end + 1 < tokens.size() && tokens.get(end + 1).getLine() == line) {
                comments.add(new int[] {end + 1, pos});
                if (!pushed) {
                    commentColumn = Math.max(commentColumn, pos + GAP);
                }
            }
        }
        for (int[] c : comments) {
            targets.put(c[0], Math.max(commentColumn, c[1] + GAP));
        }
    }

    /** The display width of tokens from..to (inclusive) spaced by the ordinary rules. */
    private static int width(List<Token> tokens, Spacing spacing, int[] range) {
        int w = 0;
        for (int k = range[0]; k <= range[1]; k++) {
            if (k > range[0]) {
                w += spacing.between(tokens.get(k - 1), tokens.get(k));
            }
            w += DisplayWidth.of(tokens.get(k).getText());
        }
        return w;
    }
}
