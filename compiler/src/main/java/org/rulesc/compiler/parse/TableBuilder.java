package org.rulesc.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.diag.Code;
import org.rulesc.grammar.RulesParser.*;

/** Parse tree to AST for tables: keys, bands and cells as laid out in the source. */
final class TableBuilder {
    private TableBuilder() {}

    static Decl.Table table(AstBuilder b, TableDeclContext x) {
        List<Decl.Key> columns = new ArrayList<>();
        List<Decl.Row> rows = new ArrayList<>();
        if (x.tableBody() instanceof OneAxisBodyContext one) {
            for (TableRow1Context r : one.tableRow1()) {
                rows.add(new Decl.Row(List.of(key(b, r.tableKey())), List.of(cell(b, r.tableCell())), b.meta(r.meta()),
                        b.span(r)));
            }
        } else {
            GridBodyContext grid = (GridBodyContext) x.tableBody();
            for (TableKeyContext k : grid.tableKey()) {
                columns.add(key(b, k));
            }
            for (TableRowNContext r : grid.tableRowN()) {
                List<Decl.Key> keys = new ArrayList<>();
                for (TableKeyContext k : r.tableKey()) {
                    keys.add(key(b, k));
                }
                List<Decl.Cell> cells = new ArrayList<>();
                for (TableCellContext c : r.tableCell()) {
                    cells.add(cell(b, c));
                }
                rows.add(new Decl.Row(keys, cells, b.meta(r.meta()), b.span(r)));
            }
        }
        Meta meta = b.meta(x.meta());
        return new Decl.Table(b.name(x.name()), b.label(x.label()), b.params(x.param()), b.type(x.type()), columns,
                rows, meta);
    }

    private static Decl.Key key(AstBuilder b, TableKeyContext k) {
        var span = b.span(k);
        if (k instanceof MemberKeyContext m) {
            return new Decl.Key(b.name(m.name()), null, null, null, false, span);
        } else if (k instanceof RangeKeyContext r) {
            long lo = signed(b, r.lo);
            long hi = signed(b, r.hi);
            if (hi < lo) {
                b.reporter().report(Code.EMPTY_KEY_BAND, span, lo, hi);
            }
            return new Decl.Key(null, null, lo, hi, false, span);
        } else if (k instanceof OpenKeyContext o) {
            return new Decl.Key(null, null, signed(b, o.lo), null, true, span);
        } else if (k instanceof OpenBelowKeyContext o) {
            return new Decl.Key(null, null, Long.MIN_VALUE, signed(b, o.hi), false, span);
        } else if (k instanceof IntKeyContext i) {
            long v = signed(b, i.signedInt());
            return new Decl.Key(null, null, v, v, false, span);
        } else if (k instanceof TrueKeyContext) {
            return new Decl.Key(null, true, null, null, false, span);
        }
        return new Decl.Key(null, false, null, null, false, span);
    }

    /** A cell, with its own provenance when it is written in parentheses. */
    private static Decl.Cell cell(AstBuilder b, TableCellContext c) {
        Decl.Cell cell = cell(b, c.cell());
        if (c.meta() == null) {
            return cell;
        }
        Meta meta = b.meta(c.meta());
        if (meta.cites().isEmpty() && !meta.isHouse()) {
            b.reporter().report(Code.CELL_WITHOUT_PROVENANCE, b.span(c), c.cell().getText());
        }
        return new Decl.Cell(cell.value(), meta, cell.span());
    }

    private static Decl.Cell cell(AstBuilder b, CellContext c) {
        var span = b.span(c);
        if (c instanceof ForbiddenCellContext) {
            return new Decl.Cell(null, Meta.EMPTY, span);
        } else if (c instanceof IntCellContext i) {
            return new Decl.Cell(new Expr.IntLit(signed(b, i.signedInt()), span), Meta.EMPTY, span);
        } else if (c instanceof QuantityCellContext q) {
            return new Decl.Cell(b.exprs().quantity(q.QUANTITY().getSymbol()), Meta.EMPTY, span);
        } else if (c instanceof TextCellContext t) {
            return new Decl.Cell(new Expr.TextLit(AstBuilder.text(t.STRING()), span), Meta.EMPTY, span);
        } else if (c instanceof TrueCellContext) {
            return new Decl.Cell(new Expr.BoolLit(true, span), Meta.EMPTY, span);
        } else if (c instanceof FalseCellContext) {
            return new Decl.Cell(new Expr.BoolLit(false, span), Meta.EMPTY, span);
        }
        return new Decl.Cell(new Expr.NameRef(b.name(((MemberCellContext) c).name())), Meta.EMPTY, span);
    }

    /** A signed whole number that fits an {@code int}; a larger one is reported (and read as 0). */
    static long signed(AstBuilder b, SignedIntContext s) {
        long v = b.exprs().parseLong(s.INT().getSymbol());
        return s.getChild(0).getText().equals("-") ? -v : v;
    }
}
