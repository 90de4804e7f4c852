package org.rulesc.compiler.doc;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.model.Keys;

/**
 * A table laid out as printed: the row axes' keys down the side, the column keys (bands such as
 * {@code 3..4} and {@code 9+} as written) across the top, {@code ×} for a cell the rules do not
 * allow. Each cell is marked cited, reading or house: its own provenance when it has one, else
 * its row's, else the table's.
 */
final class TableSection {
    private final RulebookPage page;

    TableSection(RulebookPage page) {
        this.page = page;
    }

    void write(Html h, Decl.Table t) {
        page.declHeading(h, t, "table", t.label());
        int rowAxes = t.columns().isEmpty() ? t.axes().size() : t.axes().size() - 1;
        List<String> rowNames = new ArrayList<>();
        for (int i = 0; i < rowAxes; i++) {
            rowNames.add(t.axes().get(i).name().text());
        }
        String columnAxis = t.columns().isEmpty() ? null : t.axes().get(t.axes().size() - 1).name().text();
        h.raw("<p><code>").text(t.name().text() + "(" + page.params(t.axes()) + ") -> " + page.source(t.result().span()))
                .raw("</code></p>");
        h.raw("<div class=\"scroll\"><table class=\"chart-table\"><caption>").text(t.label() == null ? t.name().text()
                : t.label()).text(columnAxis == null ? "" : " (rows: " + String.join(", ", rowNames) + "; columns: "
                        + columnAxis + ")").raw("</caption><thead><tr>");
        for (String name : rowNames) {
            h.raw("<th scope=\"col\">").text(name + (columnAxis != null && name.equals(rowNames.get(rowNames.size() - 1))
                    ? " \\ " + columnAxis : "")).raw("</th>");
        }
        if (columnAxis == null) {
            h.raw("<th scope=\"col\">").text(page.source(t.result().span())).raw("</th>");
        } else {
            for (Decl.Key k : t.columns()) {
                h.raw("<th scope=\"col\">").text(Keys.key(k)).raw("</th>");
            }
        }
        h.raw("</tr></thead><tbody>");
        List<String> notes = new ArrayList<>();
        for (Decl.Row row : t.rows()) {
            Meta rowMeta = traced(row.meta()) ? row.meta() : t.meta();
            h.raw("<tr>");
            List<String> keys = new ArrayList<>();
            for (Decl.Key k : row.keys()) {
                keys.add(Keys.key(k));
                h.raw("<th scope=\"row\">").text(Keys.key(k)).raw("</th>");
            }
            for (int i = 0; i < row.cells().size(); i++) {
                Decl.Cell cell = row.cells().get(i);
                boolean own = traced(cell.meta());
                Meta meta = own ? cell.meta() : rowMeta;
                String cls = Site.provenanceClass(meta);
                String text = cell.forbidden() ? "×" : page.source(cell.value());
                String where = String.join(", ", keys) + (columnAxis == null ? "" : " × " + Keys.key(t.columns().get(i)));
                h.raw("<td class=\"" + cls + (cell.forbidden() ? " forbidden" : "") + "\" title=\""
                        + Html.attr(Site.provenanceTitle(meta)) + "\">").text(text).raw(Site.markOf(meta));
                if (own) {
                    notes.add(where);
                    h.raw("<sup><a href=\"#" + Html.id(Keys.of(t)) + "-n" + notes.size() + "\">" + notes.size()
                            + "</a></sup>");
                }
                h.raw("</td>");
            }
            h.raw("</tr>");
        }
        h.raw("</tbody></table></div>");
        int n = 0;
        List<String> rowNotes = new ArrayList<>();
        for (Decl.Row row : t.rows()) {
            if (traced(row.meta())) {
                List<String> keys = new ArrayList<>();
                row.keys().forEach(k -> keys.add(Keys.key(k)));
                rowNotes.add(String.join(", ", keys) + ": " + Site.provenanceWord(row.meta()) + " — "
                        + Site.provenanceText(row.meta()));
            }
        }
        if (!notes.isEmpty()) {
            h.raw("<ol class=\"cell-notes\">");
            for (Decl.Row row : t.rows()) {
                for (Decl.Cell cell : row.cells()) {
                    if (traced(cell.meta())) {
                        n++;
                        h.raw("<li id=\"" + Html.id(Keys.of(t)) + "-n" + n + "\"><span class=\"where\">")
                                .text(notes.get(n - 1)).raw("</span>");
                        page.provenance(h, cell.meta());
                        h.raw("</li>");
                    }
                }
            }
            h.raw("</ol>");
        }
        if (!rowNotes.isEmpty()) {
            h.raw("<details><summary>Row provenance</summary><ul class=\"row-notes\">");
            rowNotes.forEach(r -> h.raw("<li>").text(r).raw("</li>"));
            h.raw("</ul></details>");
        }
        page.provenance(h, t.meta());
        h.raw("</section>");
    }

    private static boolean traced(Meta meta) {
        return !meta.cites().isEmpty() || meta.isHouse();
    }
}
