package org.rulesc.compiler.doc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.stats.RulebookStats;

/**
 * A static reference site for checked rulebooks: one page per rulebook plus an index. Pages are
 * self-contained (inline CSS, inline SVG, no script, nothing fetched) and the same bytes on
 * every run.
 */
public final class Site {
    private Site() {}

    /** One rulebook to document: its checked model and the numbers of {@code rulesc stats} over its own file. */
    public record Book(Model model, RulebookStats stats) {}

    /**
     * The book of a checked rulebook, as {@code rulesc doc} and the Maven goal {@code rules:doc} make
     * it: coverage counts the rulebook's own declarations, as {@code rulesc stats} does, not its base's.
     */
    public static Book book(Model model) {
        org.rulesc.compiler.SourceFile file = model.rulebook.file();
        Rulebook own = org.rulesc.compiler.parse.RulebookParser.parse(new org.rulesc.compiler.diag.Reporter(file))
                .orElseThrow();
        return new Book(model, RulebookStats.of(own, List.of()));
    }

    /** Every page by file name ({@code index.html} first, then one per rulebook in the order given). */
    public static Map<String, String> render(List<Book> books) {
        Map<String, String> pages = new LinkedHashMap<>();
        List<String> names = new ArrayList<>();
        for (Book b : books) {
            names.add(fileName(b.model().rulebook));
        }
        pages.put("index.html", index(books, names));
        for (int i = 0; i < books.size(); i++) {
            pages.put(names.get(i), new RulebookPage(books.get(i).model(), books.get(i).stats(),
                    HouseView.of(books.get(i).model())).render());
        }
        return pages;
    }

    /** The page of a rulebook: its id, with anything but letters, digits, {@code _} and {@code -} left out. */
    public static String fileName(Rulebook book) {
        String id = book.id().text().replaceAll("[^A-Za-z0-9_-]", "");
        return (id.isEmpty() ? "rulebook" : id) + ".html";
    }

    private static String index(List<Book> books, List<String> names) {
        Html h = new Html();
        head(h, "Rulebooks");
        h.raw("<header><h1>Rulebooks</h1></header><main>");
        h.raw("<table><caption>Rulebooks in this site</caption><thead><tr><th scope=\"col\">rulebook</th>"
                + "<th scope=\"col\">id</th><th scope=\"col\">version</th><th scope=\"col\">source document</th>"
                + "<th scope=\"col\">sections cited</th><th scope=\"col\">provenance (cite / reading / house)</th>"
                + "</tr></thead><tbody>");
        for (int i = 0; i < books.size(); i++) {
            Rulebook r = books.get(i).model().rulebook;
            RulebookStats s = books.get(i).stats();
            int cited = s.sections().size() - s.omittedSections().size() - s.uncitedSections().size();
            h.raw("<tr><th scope=\"row\"><a href=\"" + Html.attr(names.get(i)) + "\">")
                    .text(r.title() == null ? r.id().text() : r.title()).raw("</a></th><td><code>").text(r.id().text())
                    .raw("</code></td><td>").text(r.version()).raw("</td><td>").text(r.source()).raw("</td><td>")
                    .text(s.sections().isEmpty() ? "none declared" : cited + " of " + s.sections().size())
                    .raw("</td><td>" + s.cites() + " / " + s.readings() + " / " + s.house() + "</td></tr>");
        }
        h.raw("</tbody></table></main></body></html>\n");
        return h.toString();
    }

    /** The start of every page, up to {@code <body>}. */
    static void head(Html h, String title) {
        h.raw("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">\n<head>\n"
                + "<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                + "<title>").plain(title).raw("</title>\n<style>" + CSS + "</style>\n</head>\n<body>\n");
    }

    /** What the cell marks mean. */
    static void legend(Html h) {
        h.raw("<p class=\"legend\">Provenance: <span class=\"p-cite\">cited" + markOf(CITED)
                + "</span> stated by the source document; <span class=\"p-reading\">reading" + markOf(READING)
                + "</span> an interpretation argued in the rulebook; <span class=\"p-house\">house" + markOf(HOUSE)
                + "</span> not from the document. × marks a cell the rules do not allow.</p>");
    }

    private static final Meta CITED = new Meta(List.of(Meta.Citation.of("x")), List.of());
    private static final Meta READING = new Meta(List.of(new Meta.Citation("x", "y")), List.of());
    private static final Meta HOUSE = new Meta(List.of(), List.of("x"));

    /** house wins over reading, reading over a plain citation: the weakest source decides. */
    static String provenanceWord(Meta meta) {
        return meta.isHouse() ? "house" : meta.isReading() ? "reading" : meta.cites().isEmpty() ? "untraced" : "cited";
    }

    static String provenanceClass(Meta meta) {
        return "p-" + provenanceWord(meta).replace("cited", "cite");
    }

    /** A mark beside the value, so provenance is not told by colour alone. */
    static String provenanceMark(Meta meta) {
        return switch (provenanceWord(meta)) {
            case "house" -> "H";
            case "reading" -> "R";
            case "cited" -> "C";
            default -> "?";
        };
    }

    /** The mark of a cell: a letter, its word as the abbreviation's title. */
    static String markOf(Meta meta) {
        return "<abbr class=\"mark\" title=\"" + provenanceWord(meta) + "\">" + provenanceMark(meta) + "</abbr>";
    }

    /** A cell's tooltip: its citations, readings and house notes. */
    static String provenanceTitle(Meta meta) {
        String text = provenanceText(meta);
        return text.isEmpty() ? "untraced" : text;
    }

    static String provenanceText(Meta meta) {
        List<String> parts = new ArrayList<>();
        meta.cites().forEach(c -> parts.add(c.section() + (c.isReading() ? " (reading: " + c.reading() + ")" : "")));
        meta.house().forEach(x -> parts.add("house: " + x));
        return String.join("; ", parts);
    }

    private static final String CSS = """
            body{font-family:system-ui,-apple-system,"Segoe UI","Hiragino Sans","Hiragino Kaku Gothic ProN",\
            "Noto Sans CJK JP","Noto Sans JP","Yu Gothic","Meiryo",sans-serif;line-height:1.5;margin:0 auto;\
            max-width:72rem;padding:1rem 1.5rem;color:#1a1a1a;background:#fff}
            code{font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,"Noto Sans Mono CJK JP",monospace;\
            font-size:.92em}
            h1{margin-bottom:.2rem}h2{border-bottom:2px solid #ccc;margin-top:2.5rem}h3{margin-bottom:.3rem}
            .kw{color:#555;font-weight:normal;font-size:.85em}
            dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem}dl.facts dt{font-weight:bold}
            dl.facts dd{margin:0}
            nav ul{display:flex;flex-wrap:wrap;gap:.3rem 1.2rem;list-style:none;padding:0}
            table{border-collapse:collapse;margin:.6rem 0}th,td{border:1px solid #bbb;padding:.2rem .5rem;\
            vertical-align:top;text-align:left}thead th{background:#eee}caption{text-align:left;font-weight:bold;\
            padding:.2rem 0}
            table.chart-table td{text-align:center;min-width:2.5rem}
            .scroll{overflow-x:auto}
            td.p-cite{background:#e8f4ea}td.p-reading{background:#fff4d6}td.p-house{background:#fde2e1}
            td.forbidden{color:#666}td.default{font-style:italic;color:#555}
            .mark{text-decoration:none;font-size:.65em;vertical-align:super;margin-left:.15em;color:#444}
            .legend .p-cite{background:#e8f4ea}.legend .p-reading{background:#fff4d6}.legend .p-house{background:#fde2e1}
            .legend span{padding:0 .3em}
            ul.prov{list-style:none;padding-left:0;margin:.2rem 0;font-size:.9em}
            ul.prov .tag{display:inline-block;min-width:4.2em;font-size:.8em;font-weight:bold;text-transform:uppercase;\
            color:#333}
            li.p-reading .tag{color:#8a5a00}li.p-house .tag{color:#a11}li.p-cite .tag{color:#1d6b2f}
            dl.rule{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem}dl.rule dd{margin:0}
            figure.chart{margin:1rem 0}figure.chart svg{max-width:100%;height:auto}
            svg text{font-size:11px;fill:#222}svg .grid{stroke:#ddd}svg .axis{stroke:#444}
            svg .axis-name{font-size:12px;font-weight:bold}
            svg .state{fill:#eef3fb;stroke:#1f5fa8;stroke-width:1.5}svg .state.any{fill:#f4f4f4;stroke:#777;            stroke-dasharray:4 3}svg .edge{stroke:#444;stroke-width:1.3;fill:none}
            svg .edge-label{font-size:10px;fill:#333}svg .state-name{font-size:11px}svg .phase{fill:#eef3fb;stroke:#1f5fa8;stroke-width:1.5}
            figcaption{font-size:.9em;font-style:italic}
            .exact{color:#555;font-size:.85em}
            .note{color:#444;font-size:.9em}
            tr.sec-uncited th{color:#a11}
            .origin{font-size:.7em;font-weight:normal;border:1px solid #999;border-radius:3px;padding:0 .3em}
            .origin.house-rule{background:#fde2e1;border-color:#a11}
            ul.house-changed{background:#fde2e1;border-left:4px solid #a11;list-style:none;padding:.2rem .5rem;margin:.2rem 0}
            table.house-changes tr.sev-breaking td:first-child{font-weight:bold;color:#a11}
            @media print{details{display:block}}
            """;
}
