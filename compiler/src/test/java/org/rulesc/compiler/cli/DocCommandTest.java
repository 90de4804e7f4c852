package org.rulesc.compiler.cli;

import org.rulesc.compiler.cli.RulescTest.Run;

import static com.google.common.truth.Truth.assertThat;
import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code rulesc doc}: every page well-formed, self-contained, accessible, escaped and deterministic. */
class DocCommandTest {
    private static final String XHTML = "http://www.w3.org/1999/xhtml";
    private static final String SVG = "http://www.w3.org/2000/svg";
    /** The repository root, from the compiler module where the tests run. */
    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    @TempDir Path work;


    private Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    private static Map<String, String> pages(Path dir) throws IOException {
        Map<String, String> pages = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.sorted().toList()) {
                pages.put(f.getFileName().toString(), Files.readString(f, UTF_8));
            }
        }
        return pages;
    }

    /** Parses a page as XML (the pages are XHTML-compatible HTML5): throws when it is not well-formed. */
    private static Document parse(String page) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(page.getBytes(UTF_8)));
    }

    private static List<Element> elements(Document d, String ns, String tag) {
        NodeList list = d.getElementsByTagNameNS(ns, tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            out.add((Element) list.item(i));
        }
        return out;
    }

    @Test
    void rendersEveryBundledRulebookAsWellFormedSelfContainedPages() throws Exception {
        Run r = run("doc", "-d", "site");
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(r.out()).contains("wrote 6 pages to site");
        Map<String, String> pages = pages(work.resolve("site"));
        assertThat(pages.keySet()).containsExactly("a_aws.html", "al2.html", "battling.html",
                "combat_rules_part2.html", "index.html", "maid_and_maidens.html");
        for (Map.Entry<String, String> page : pages.entrySet()) {
            String name = page.getKey();
            String html = page.getValue();
            Document d = parse(html);
            assertThat(html).startsWith("<!DOCTYPE html>\n");
            assertThat(d.getDocumentElement().getAttribute("lang")).isEqualTo("en");
            assertThat(html).contains("<meta charset=\"utf-8\"/>");
            assertThat(html).contains("\"Noto Sans CJK JP\""); // a CJK-capable font stack
            // self-contained: nothing fetched, nothing run
            assertThat(elements(d, XHTML, "script")).isEmpty();
            assertThat(elements(d, XHTML, "link")).isEmpty();
            assertThat(elements(d, XHTML, "img")).isEmpty();
            assertThat(html).doesNotContainMatch("url\\((?!#)"); // only references within the page
            // elements whose content is text only hold no markup (a span there would show as text)
            assertThat(html).doesNotContainMatch("<title>[^<]*<[^/]");
            for (String textOnly : List.of("title", "desc", "text")) {
                for (Element e : elements(d, SVG, textOnly)) {
                    assertThat(e.getChildNodes().getLength()).isAtMost(1);
                    assertThat(e.getFirstChild() == null || e.getFirstChild().getNodeType() == org.w3c.dom.Node.TEXT_NODE)
                            .isTrue();
                }
            }
            assertThat(html).doesNotContain("href=\"http");
            // every table has headers with a scope
            for (Element table : elements(d, XHTML, "table")) {
                NodeList ths = table.getElementsByTagNameNS(XHTML, "th");
                assertThat(ths.getLength()).isGreaterThan(0);
                for (int i = 0; i < ths.getLength(); i++) {
                    assertThat(((Element) ths.item(i)).getAttribute("scope")).isAnyOf("col", "row");
                }
                assertThat(table.getElementsByTagNameNS(XHTML, "caption").getLength()).isEqualTo(1);
            }
            if (name.equals("index.html")) {
                assertThat(elements(d, XHTML, "a")).hasSize(5);
                continue;
            }
            // Japanese text is marked as such
            assertThat(html).contains("<span lang=\"ja\" xml:lang=\"ja\">");
            // every chart: a figure with a caption, an SVG with a title and a desc it is labelled by,
            // something drawn, and its data table
            List<Element> figures = elements(d, XHTML, "figure");
            assertThat(figures).isNotEmpty();
            for (Element figure : figures) {
                assertThat(figure.getElementsByTagNameNS(XHTML, "figcaption").getLength()).isEqualTo(1);
                // HTML allows a figure's caption only as its first or last child
                org.w3c.dom.Node last = figure.getLastChild();
                assertThat(last.getLocalName()).isEqualTo("figcaption");
                Element svg = (Element) figure.getElementsByTagNameNS(SVG, "svg").item(0);
                Element title = (Element) svg.getElementsByTagNameNS(SVG, "title").item(0);
                Element desc = (Element) svg.getElementsByTagNameNS(SVG, "desc").item(0);
                assertThat(title.getTextContent()).isNotEmpty();
                assertThat(svg.getAttribute("aria-labelledby"))
                        .isEqualTo(title.getAttribute("id") + " " + desc.getAttribute("id"));
                if (figure.getAttribute("class").equals("diagram phases")) {
                    // a sequence: one box per phase, and its phase table right after it, one row per phase
                    Element next = (Element) figure.getNextSibling();
                    assertThat(next.getLocalName()).isEqualTo("table");
                    assertThat(svg.getElementsByTagNameNS(SVG, "rect").getLength())
                            .isEqualTo(next.getElementsByTagNameNS(XHTML, "tbody").item(0).getChildNodes().getLength());
                    assertThat(svg.getElementsByTagNameNS(SVG, "rect").getLength()).isGreaterThan(0);
                    assertThat(desc.getTextContent()).endsWith("The table below lists every phase.");
                    continue;
                }
                if (figure.getAttribute("class").equals("diagram")) {
                    // a status: its states drawn, and its transitions table right after it
                    assertThat(svg.getElementsByTagNameNS(SVG, "ellipse").getLength()).isGreaterThan(1);
                    assertThat(desc.getTextContent()).endsWith("the table below lists every transition.");
                    Element next = (Element) figure.getNextSibling();
                    assertThat(next.getLocalName()).isEqualTo("table");
                    assertThat(next.getElementsByTagNameNS(XHTML, "td").getLength()).isGreaterThan(0);
                    continue;
                }
                assertThat(figure.getAttribute("class")).isEqualTo("chart");
                assertThat(desc.getTextContent()).startsWith("Probabilities");
                int drawn = svg.getElementsByTagNameNS(SVG, "polyline").getLength()
                        + svg.getElementsByTagNameNS(SVG, "rect").getLength();
                assertThat(drawn).isGreaterThan(0);
                Element data = (Element) figure.getElementsByTagNameNS(XHTML, "table").item(0);
                assertThat(data.getElementsByTagNameNS(XHTML, "td").getLength()).isGreaterThan(0);
            }
            // every table of the rulebook laid out, each of its cells marked
            long tables = elements(d, XHTML, "section").stream()
                    .filter(s -> s.getAttribute("id").startsWith("table:")).count();
            List<Element> printed = elements(d, XHTML, "table").stream()
                    .filter(t -> t.getAttribute("class").equals("chart-table")).toList();
            assertThat(printed).hasSize((int) tables);
            for (Element t : printed) {
                NodeList cells = t.getElementsByTagNameNS(XHTML, "td");
                assertThat(cells.getLength()).isGreaterThan(0);
                for (int i = 0; i < cells.getLength(); i++) {
                    assertThat(((Element) cells.item(i)).getAttribute("class")).matches("p-(cite|reading|house|untraced)( forbidden)?");
                }
            }
            // ids are unique (charts are referred to by id)
            List<String> ids = new ArrayList<>();
            NodeList all = d.getElementsByTagName("*");
            for (int i = 0; i < all.getLength(); i++) {
                String id = ((Element) all.item(i)).getAttribute("id");
                if (!id.isEmpty()) {
                    assertThat(id).doesNotContainMatch("\\s");
                    assertThat(ids).doesNotContain(id);
                    ids.add(id);
                }
            }
        }
    }

    @Test
    void theOddsAreTheInterpretersExactFractions() throws Exception {
        assertThat(run("doc", "-d", "site", HOME.resolve("rulebooks/src/main/rules/battling.rules").toString()).code())
                .isEqualTo(Rulesc.EXIT_OK);
        String page = Files.readString(work.resolve("site/battling.html"), UTF_8);
        // hit: success when roll + hit_die_mods(none) <= hit_number(scopedog, distance);
        // hit_number(scopedog, 1) = 5, so 5 faces of 6; (standing_tortoise, 1) = 4; distance 0 has no column
        assertThat(page).contains("<tr><th scope=\"row\">1</th><td>83.3% <span class=\"exact\">(5/6)</span></td>"
                + "<td>83.3% <span class=\"exact\">(5/6)</span></td><td>66.7% <span class=\"exact\">(2/3)</span></td></tr>");
        assertThat(page).contains("<tr><th scope=\"row\">0</th><td>refused</td><td>refused</td><td>refused</td></tr>");
        // the band 3..4 is printed as written, and the cell 【8】(3)例 pins is marked as a reading
        assertThat(page).contains("<th scope=\"col\">3..4</th>");
        assertThat(page).containsMatch("<td class=\"p-reading\" title=\"【8】\\(3\\)例: 距離4で命中率2 \\(reading: [^\"]*\\)\">2<abbr");
        assertThat(page).contains("<code>roll + hit_die_mods(target_last) &lt;= hit_number(shooter, distance)</code>");
    }

    @Test
    void parametersOffTheAxisStayWhereTheCheckIsUncertain() throws Exception {
        Files.writeString(work.resolve("pool.rules"), """
                rulebook pool "Pool" version "1" { die d6 }
                check strike "Strike" (dice: int, target: int) roll (dice)d6 {
                  success when roll >= target
                } cite "§1"
                example "strike" { expect strike(2, 7) rolls [3, 4] => success } cite "§1"
                """, UTF_8);
        assertThat(run("doc", "-d", "site", "pool.rules").code()).isEqualTo(Rulesc.EXIT_OK);
        String page = Files.readString(work.resolve("site/pool.html"), UTF_8);
        // dice counts dice, so 1; with one die, target 0 and 1 are certain, 2 is the first uncertain value
        assertThat(page).contains("Parameters not on a chart's axis: dice = 1, target = 2.");
        // target over -1..7 with one die: certain up to 1, then 5/6 … 1/6, then impossible
        assertThat(page).contains("<tr><th scope=\"row\">2</th><td>83.3% <span class=\"exact\">(5/6)</span></td></tr>");
        assertThat(page).contains("<tr><th scope=\"row\">7</th><td>0.0% <span class=\"exact\">(0)</span></td></tr>");
    }

    @Test
    void aDiceCountRangesOverAtMostTwelveDice() throws Exception {
        // a d100 game: ints range over -1..101, but 101 pools of d6 would cost too much to draw exactly
        Files.writeString(work.resolve("big.rules"), """
                rulebook big "Big" version "1" { die d100 }
                check strike "Strike" (dice: int, target: int) roll (dice)d6 {
                  success when roll >= target
                } cite "§1"
                example "strike" { expect strike(2, 7) rolls [3, 4] => success } cite "§1"
                """, UTF_8);
        assertThat(run("doc", "-d", "site", "big.rules").code()).isEqualTo(Rulesc.EXIT_OK);
        String page = Files.readString(work.resolve("site/big.html"), UTF_8);
        String byDice = page.substring(page.indexOf("P(success) by dice"), page.indexOf("P(success) by target"));
        assertThat(byDice).contains("<th scope=\"row\">12</th>");
        assertThat(byDice).doesNotContain("<th scope=\"row\">13</th>");
        String byTarget = page.substring(page.indexOf("P(success) by target"));
        assertThat(byTarget).contains("<th scope=\"row\">101</th>");
    }

    @Test
    void entriesAreChartsOfTheirEvaluatedFields() throws Exception {
        assertThat(run("doc", "-d", "site", HOME.resolve("rulebooks/src/main/rules/maid-and-maidens.rules").toString())
                .code()).isEqualTo(Rulesc.EXIT_OK);
        String page = Files.readString(work.resolve("site/maid_and_maidens.html"), UTF_8);
        // pistol: effective_range 45cm written, damage not written (its default 0, in italics)
        String pistol = page.substring(page.indexOf("<th scope=\"row\"><code>pistol</code>"));
        pistol = pistol.substring(0, pistol.indexOf("</tr>"));
        assertThat(pistol).containsMatch("<td class=\"p-house\" title=\"house: [^\"]*\">45cm</td>");
        assertThat(pistol).containsMatch("<td class=\"p-house default\" title=\"[^\"]*\">0</td>");
    }

    @Test
    void theSameRulebooksGiveTheSameBytes() throws Exception {
        assertThat(run("doc", "-d", "one").code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(run("doc", "-d", "two").code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(pages(work.resolve("two"))).isEqualTo(pages(work.resolve("one")));
    }

    @Test
    void escapesEveryTextFromTheRulebook() throws Exception {
        String evil = "<script>alert(\"x\")</script> & \"quoted\"";
        Files.writeString(work.resolve("evil.rules"), """
                rulebook evil "%1$s" version "%1$s" {
                  source "%1$s"
                  die d6
                  sections "%1$s"
                }
                enum Size "%1$s" { small "%1$s" cite "%1$s", large "%1$s" house "%1$s" } cite "%1$s"
                table reach "%1$s" (size: Size, d: int) -> int {
                  columns  1..2  3+
                  small:   1     (2 cite "%1$s" reading "%1$s")  house "%1$s"
                  large:   2     ×                              cite "%1$s"
                } cite "%1$s"
                const hp "%1$s": int = 6 cite "%1$s"
                check dodge "%1$s" (size: Size, bonus: int) roll d6 {
                  success when roll + bonus >= reach(size, 1) + 3
                  grade clean "%1$s" when roll == 6
                } cite "%1$s"
                example "%1$s" { expect hp == 6  expect dodge(small, 0) rolls [6] => grade clean } cite "%1$s"
                """.formatted(evil.replace("\"", "\\\"")), UTF_8);
        Run r = run("doc", "-d", "site", "evil.rules");
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_OK);
        for (String html : pages(work.resolve("site")).values()) {
            Document d = parse(html);
            assertThat(elements(d, XHTML, "script")).isEmpty();
            assertThat(html).doesNotContain("<script");
            assertThat(html).contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quoted&quot;");
            // the text survives, as text
            assertThat(d.getDocumentElement().getTextContent()).contains(evil);
        }
        String page = Files.readString(work.resolve("site/evil.html"), UTF_8);
        assertThat(page).contains("<td class=\"p-cite forbidden\""); // the × cell takes its row's citation
        assertThat(page).contains("×<abbr");
    }

    @Test
    void anExpressionOverSeveralLinesIsShownWhole() throws Exception {
        // (the emoji: span columns count code points, two chars each here)
        Files.writeString(work.resolve("lines.rules"), """
                rulebook lines "Lines" version "1" { die d6 }
                formula reach "射程🎯🎯" (a: int) -> int = max(a,   // the printed minimum
                      2) + (1
                  )
                  cite "【1】"
                example "reach" { expect reach(0) == 3 } cite "【1】"
                """, UTF_8);
        assertThat(run("doc", "-d", "site", "lines.rules").code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(Files.readString(work.resolve("site/lines.html"), UTF_8))
                .contains("<code>reach(a: int) -&gt; int = max(a, 2) + (1)</code>");
    }

    @Test
    void aHouseRulesPageSaysWhichRulesAreItsOwnAndCountsOnlyThem() throws Exception {
        Files.writeString(work.resolve("base.rules"), """
                rulebook base "Base" version "1" { die d6 }
                const hp "HP": int = 6 cite "§1"
                const reach "射程": int = 2 cite "§2"
                example "hp" { expect hp + reach == 8 }
                """, UTF_8);
        Files.writeString(work.resolve("house.rules"), """
                rulebook our_table "House" version "1" { extends base }
                replace const hp "HP": int = 8 house "our table"
                example "tougher" { expect hp == 8 }
                """, UTF_8);
        Run r = run("doc", "-d", "site", "house.rules");
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_OK);
        String page = Files.readString(work.resolve("site/our_table.html"), UTF_8);
        parse(page);
        assertThat(page).containsMatch("<code>hp</code> HP <span class=\"origin house-rule\">this house rule</span></h3>"
                + "<ul class=\"house-changed\"><li>changed by this house rule"
                + " \\(balance\\): [^<]*6[^<]*8[^<]*</li>.*</ul><p><code>hp: int = 8</code> → <strong>8</strong>");
        // the section of changes, as rulesc diff base house.rules reports them, links to the declaration
        assertThat(page).contains("<li><a href=\"#house-changes\">What this house rule changes</a></li>");
        assertThat(page).containsMatch("<section id=\"house-changes\"><h2>What this house rule changes</h2>"
                + "<p>Compared with <code>base</code>, as <code>rulesc diff</code> reports it: different\\.</p>");
        assertThat(page).containsMatch("<tr class=\"sev-balance\"><td>balance</td><td><code>[a-z-]+</code></td>"
                + "<td>[^<]*</td><td><a href=\"#const:hp\"><code>const:hp[^<]*</code></a></td></tr>");
        // a declaration the house rule leaves alone is not marked
        assertThat(page).doesNotContain("from base</span></h3><ul class=\"house-changed\"");
        assertThat(page).contains("<code>reach</code> <span lang=\"ja\" xml:lang=\"ja\">射程</span>"
                + " <span class=\"origin\">from base</span></h3>");
        assertThat(page).contains("<li>items with a provenance: 1 (cite 0, reading 0, house 1);");
    }

    @Test
    void chainsShowTheInterpretersOddsAndGamesTheirActsWithCitations() throws Exception {
        assertThat(run("doc", "-d", "site", HOME.resolve("rulebooks/src/main/rules/battling.rules").toString()).code())
                .isEqualTo(Rulesc.EXIT_OK);
        String page = Files.readString(work.resolve("site/battling.html"), UTF_8);
        parse(page);
        assertThat(page).contains("<li><a href=\"#chains\">Chains</a> (1)</li>");
        assertThat(page).contains("<li><a href=\"#games\">Games</a> (1)</li>");
        // the expected steps and P(done by step k) the rulebook's examples pin (expect … steps 36, done by 4 with 1/6561)
        assertThat(page).containsMatch("<li><code>destroyed_within\\(shooter: brutish_dog, [^<]*</code>: expected steps 36</li>");
        assertThat(page).contains("expected steps 72/5 (≈ 14.4)");
        assertThat(page).contains("<figure class=\"chart\"");
        assertThat(page).contains("<th scope=\"row\">4</th><td>0.0% <span class=\"exact\">(1/6561)</span></td>");
        // the game: its piece's state and each act with what it requires and where that is written
        assertThat(page).contains("<dt>sequence</dt><dd><a href=\"#sequence:turn\"><code>turn</code></a></dd>");
        assertThat(page).containsMatch("<caption>Piece AT AT: its state</caption>.*<code>hp</code> <span lang=\"ja\""
                + " xml:lang=\"ja\">耐久力</span></th><td><code>int</code></td><td><code>hp\\(type\\)</code></td>");
        assertThat(page).containsMatch("<th scope=\"row\"><code>walk</code> <span lang=\"ja\" xml:lang=\"ja\">歩行\\(W\\)"
                + "</span></th><td><code>walk</code> uses <code>one_action</code></td><td><code>hexes: int in 0..walk_hexes,"
                + " dest: hex within hexes of self.at</code></td><td><ul class=\"requires\"><li><code>walk_ok\\(");
        assertThat(page).contains("<li class=\"p-cite\"><span class=\"tag\">cite</span> <span lang=\"ja\""
                + " xml:lang=\"ja\">【6】</span></li>");
        // the sequence the game is played on, as a phase diagram
        assertThat(page).contains("<figure class=\"diagram phases\" id=\"");
    }

    @Test
    void aRulebookWithAnErrorWritesNoPage() throws IOException {
        Files.writeString(work.resolve("bad.rules"), """
                rulebook bad "Bad" version "1" { die d6 }
                const hp: int = missing
                """, UTF_8);
        Run r = run("doc", "-d", "site", "bad.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("bad.rules:2:");
        assertThat(r.err()).contains("no pages written");
        assertThat(Files.exists(work.resolve("site"))).isFalse();
    }
}
