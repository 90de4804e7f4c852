package org.rulesc.compiler.doc;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.ast.Section;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diff.Domains;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Keys;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.SourceText;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;
import org.rulesc.compiler.stats.RulebookStats;

/**
 * The page of one rulebook: its header and coverage, then its declarations by kind, as the
 * rulebook writes them (expressions in their source text) with their provenance, and every
 * number computed by the interpreter.
 */
final class RulebookPage {
    final Model model;
    private final Interpreter in;
    private final RulebookStats stats;
    private int charts;

    /** What a house rule changes in its base; null for a rulebook that extends none. */
    private final HouseView house;

    RulebookPage(Model model, RulebookStats stats, HouseView house) {
        this.model = model;
        this.in = new Interpreter(model);
        this.stats = stats;
        this.house = house;
    }

    String render() {
        Rulebook book = model.rulebook;
        Html h = new Html();
        String title = book.title() == null ? book.id().text() : book.title();
        Site.head(h, title + " — rulebook reference");
        h.raw("<p class=\"crumb\"><a href=\"index.html\">All rulebooks</a></p>");
        h.raw("<header><h1>").text(title).raw("</h1><dl class=\"facts\">");
        fact(h, "id", book.id().text());
        fact(h, "version", book.version());
        fact(h, "source document", book.source());
        fact(h, "extends", book.base() == null ? null : book.base().text());
        fact(h, "die", book.defaultDieSides() == null ? null : "d" + book.defaultDieSides());
        fact(h, "space", book.space() == null ? null : book.space().text());
        fact(h, "file", book.file().displayPath());
        h.raw("</dl></header>");
        Site.legend(h);
        contents(h);
        coverage(h);
        if (house != null) {
            java.util.Set<String> onPage = new java.util.HashSet<>(); // the declarations with a heading below
            for (Class<? extends Decl> kind : List.of(Decl.Const.class, Decl.Enum.class, Decl.Entries.class,
                    Decl.Table.class, Decl.Formula.class, Decl.Modifiers.class, Decl.Check.class, Decl.Status.class,
                    Decl.Notation.class, Decl.Sequence.class, Decl.Chain.class, Decl.Game.class)) {
                declarations(kind).forEach(d -> onPage.add(Keys.of(d)));
            }
            house.write(h, book.base().text(), onPage::contains);
        }
        section(h, "constants", "Constants", Decl.Const.class, this::constant);
        section(h, "enums", "Enumerations", Decl.Enum.class, this::enumeration);
        section(h, "entries", "Entries", Decl.Entries.class, this::entries);
        section(h, "tables", "Tables", Decl.Table.class, d -> new TableSection(this).write(h, d));
        section(h, "formulas", "Formulas", Decl.Formula.class, this::formula);
        section(h, "modifiers", "Modifiers", Decl.Modifiers.class, this::modifiers);
        CheckSection checks = new CheckSection(this, in, Domains.largestDie(model));
        section(h, "checks", "Checks", Decl.Check.class, d -> checks.write(h, d));
        section(h, "statuses", "Statuses", Decl.Status.class, this::status);
        section(h, "notations", "Notations", Decl.Notation.class, this::notation);
        section(h, "sequences", "Sequences", Decl.Sequence.class, this::sequence);
        ChainSection chainSection = new ChainSection(this, in);
        section(h, "chains", "Chains", Decl.Chain.class, d -> chainSection.write(h, d));
        section(h, "games", "Games", Decl.Game.class, d -> new GameSection(this).write(h, d));
        h.raw("</main></body></html>\n");
        return h.toString();
    }

    private interface Writer<T> {
        void write(T decl);
    }

    /** The kinds of declaration the page shows, in page order. */
    static final List<String[]> KINDS = List.of(new String[] {"constants", "Constants"},
            new String[] {"enums", "Enumerations"}, new String[] {"entries", "Entries"},
            new String[] {"tables", "Tables"},
            new String[] {"formulas", "Formulas"}, new String[] {"modifiers", "Modifiers"},
            new String[] {"checks", "Checks"}, new String[] {"statuses", "Statuses"},
            new String[] {"notations", "Notations"}, new String[] {"sequences", "Sequences"},
            new String[] {"chains", "Chains"}, new String[] {"games", "Games"});

    private Html current;

    private <T extends Decl> void section(Html h, String id, String heading, Class<T> kind, Writer<T> writer) {
        List<T> decls = declarations(kind);
        if (decls.isEmpty()) {
            return;
        }
        current = h;
        h.raw("<section id=\"" + id + "\"><h2>" + heading + "</h2>");
        decls.forEach(writer::write);
        h.raw("</section>");
    }

    /** Declarations of a kind, a house rule's replacements among them, in rulebook order. */
    <T extends Decl> List<T> declarations(Class<T> kind) {
        List<T> out = new ArrayList<>();
        for (Construct c : model.constructs().values()) {
            Decl x = c.decl(); // a replacement's construct holds the replacement
            if (kind.isInstance(x)) {
                out.add(kind.cast(x));
            }
        }
        return out;
    }

    private void contents(Html h) {
        h.raw("<nav aria-label=\"Contents\"><ul>");
        h.raw("<li><a href=\"#coverage\">Coverage</a></li>");
        if (house != null) {
            h.raw("<li><a href=\"#house-changes\">What this house rule changes</a></li>");
        }
        Class<?>[] classes = {Decl.Const.class, Decl.Enum.class, Decl.Entries.class, Decl.Table.class, Decl.Formula.class,
            Decl.Modifiers.class, Decl.Check.class, Decl.Status.class, Decl.Notation.class, Decl.Sequence.class,
            Decl.Chain.class, Decl.Game.class};
        for (int i = 0; i < classes.length; i++) {
            @SuppressWarnings("unchecked")
            int n = declarations((Class<Decl>) classes[i]).size();
            if (n > 0) {
                h.raw("<li><a href=\"#" + KINDS.get(i)[0] + "\">" + KINDS.get(i)[1] + "</a> (" + n + ")</li>");
            }
        }
        h.raw("</ul></nav><main>");
    }

    /** The numbers of {@code rulesc stats}, over the rulebook's own declarations. */
    private void coverage(Html h) {
        h.raw("<section id=\"coverage\"><h2>Coverage of the source document</h2><ul>");
        h.raw("<li>items with a provenance: " + stats.items() + " (cite " + stats.cites() + ", reading "
                + stats.readings() + ", house " + stats.house() + "); untraced rules: " + stats.untraced()
                + "; omitted parts: " + stats.omitted() + "</li>");
        h.raw("<li>tests: example " + stats.examples() + ", forall " + stats.foralls() + ", probabilities "
                + stats.probabilities() + "</li>");
        if (stats.sections().isEmpty()) {
            h.raw("<li>no sections declared</li></ul>");
        } else {
            int cited = stats.sections().size() - stats.omittedSections().size() - stats.uncitedSections().size();
            h.raw("<li>" + stats.sections().size() + " sections declared: " + cited + " cited by a rule, "
                    + stats.omittedSections().size() + " only omitted, " + stats.uncitedSections().size()
                    + " uncited</li></ul>");
            h.raw("<table><caption>Sections of the source document</caption><thead><tr><th scope=\"col\">section</th>"
                    + "<th scope=\"col\">status</th></tr></thead><tbody>");
            for (Section s : stats.sections()) {
                String status = stats.uncitedSections().contains(s) ? "uncited"
                        : stats.omittedSections().contains(s) ? "only omitted" : "cited";
                h.raw("<tr class=\"sec-" + status.replace(' ', '-') + "\"><th scope=\"row\">").text(s.label())
                        .raw("</th><td>" + status + "</td></tr>");
            }
            h.raw("</tbody></table>");
        }
        h.raw("</section>");
    }

    private void constant(Decl.Const c) {
        Html h = current;
        declHeading(h, c, "const", c.label());
        h.raw("<p><code>").text(c.name().text() + ": " + source(c.type().span()) + " = " + source(c.value()))
                .raw("</code>");
        String value;
        try {
            value = in.show(in.constant(c));
        } catch (RuntimeException refused) {
            value = "refused by the rules";
        }
        h.raw(" → <strong>").text(value).raw("</strong></p>");
        provenance(h, c.meta());
        h.raw("</section>");
    }

    private void enumeration(Decl.Enum e) {
        Html h = current;
        declHeading(h, e, "enum", e.label());
        h.raw("<ul class=\"members\">");
        for (Decl.EnumMember m : e.members()) {
            h.raw("<li><code>").text(m.name().text()).raw("</code> ").text(m.label());
            provenance(h, m.meta());
            h.raw("</li>");
        }
        h.raw("</ul>");
        provenance(h, e.meta());
        h.raw("</section>");
    }

    /**
     * Entries as a printed chart: one row per entry, one column per field of its kind, each value
     * as the interpreter evaluates it (a field not written shows its default, in italics).
     */
    private void entries(Decl.Entries e) {
        Html h = current;
        Construct.Entries resolved = model.construct(e, Construct.Entries.class);
        Decl.Kind kind = resolved.kind();
        declHeading(h, e, "entries", kind.label());
        h.raw("<div class=\"scroll\"><table class=\"chart-table entries\"><caption>").text("Entries of " + e.kind().text())
                .raw("</caption><thead><tr><th scope=\"col\">").text(e.kind().text()).raw("</th>");
        for (Decl.FieldDecl f : kind.fields()) {
            h.raw("<th scope=\"col\"><code>").text(f.name().text()).raw("</code> ").text(f.label()).raw("</th>");
        }
        h.raw("</tr></thead><tbody>");
        for (Decl.Entry entry : e.entries()) {
            Meta meta = entry.meta().cites().isEmpty() && !entry.meta().isHouse() ? e.meta() : entry.meta();
            h.raw("<tr><th scope=\"row\"><code>").text(entry.name().text()).raw("</code> ").text(entry.label())
                    .raw(Site.markOf(meta)).raw("</th>");
            List<Typed> values = model.fieldValues(entry);
            for (int i = 0; i < kind.fields().size(); i++) {
                Decl.FieldDecl f = kind.fields().get(i);
                Typed value = values.get(i);
                Expr written = value == null || value.written() == f.defaultValue() ? null : value.written();
                String shown;
                try {
                    shown = value == null ? "" : in.show(in.eval(value, org.rulesc.compiler.interpret.Env.empty()))
                            + (resolved.fields().get(i).type() == Type.Prim.LENGTH ? baseUnit() : "");
                } catch (RuntimeException refused) {
                    shown = source(value.written());
                }
                h.raw("<td class=\"" + Site.provenanceClass(meta) + (written == null ? " default" : "") + "\" title=\""
                        + Html.attr(Site.provenanceTitle(meta)) + "\">").text(shown).raw("</td>");
            }
            h.raw("</tr>");
        }
        h.raw("</tbody></table></div>");
        h.raw("<details><summary>Provenance of each entry</summary><ul class=\"row-notes\">");
        for (Decl.Entry entry : e.entries()) {
            h.raw("<li><code>").text(entry.name().text()).raw("</code>");
            provenance(h, entry.meta());
            h.raw("</li>");
        }
        h.raw("</ul></details>");
        provenance(h, e.meta());
        h.raw("</section>");
    }

    /** The base length unit's name (lengths are evaluated in it), or "" when the rulebook declares none. */
    private String baseUnit() {
        return model.rulebook.units().stream().filter(Rulebook.Unit::base).map(u -> u.name().text()).findFirst()
                .orElse("");
    }

    private void formula(Decl.Formula f) {
        Html h = current;
        declHeading(h, f, "formula", f.label());
        h.raw("<p><code>").text(f.name().text() + "(" + params(f.params()) + ") -> " + source(f.result().span()) + " = "
                + source(f.body())).raw("</code></p>");
        provenance(h, f.meta());
        h.raw("</section>");
    }

    private void modifiers(Decl.Modifiers m) {
        Html h = current;
        declHeading(h, m, "modifiers", m.label());
        h.raw("<p><code>").text(m.name().text() + "(" + params(m.params()) + ")").raw("</code></p>");
        h.raw("<table><caption>").text("Terms of " + m.name().text()).raw("</caption><thead><tr>"
                + "<th scope=\"col\">term</th><th scope=\"col\">value</th><th scope=\"col\">when</th>"
                + "<th scope=\"col\">group</th><th scope=\"col\">provenance</th></tr></thead><tbody>");
        for (Decl.ModifierTerm t : m.terms()) {
            h.raw("<tr class=\"" + Site.provenanceClass(t.meta().cites().isEmpty() && !t.meta().isHouse() ? m.meta()
                    : t.meta()) + "\"><th scope=\"row\"><code>").text(t.name().text()).raw("</code> ").text(t.label())
                    .raw("</th><td><code>").text(source(t.value())).raw("</code></td><td><code>")
                    .text(t.condition() == null ? "always" : source(t.condition())).raw("</code></td><td>")
                    .text(t.group() == null ? "" : t.group().text()).raw("</td><td>");
            provenance(h, t.meta());
            h.raw("</td></tr>");
        }
        h.raw("</tbody></table>");
        provenance(h, m.meta());
        h.raw("</section>");
    }

    private void status(Decl.Status s) {
        Html h = current;
        declHeading(h, s, "status", s.label());
        h.raw("<p>States: ");
        for (int i = 0; i < s.states().size(); i++) {
            Decl.State st = s.states().get(i);
            h.raw(i == 0 ? "" : ", ").raw("<code>").text(st.name().text()).raw("</code> ").text(st.label());
        }
        h.raw("</p>");
        for (Decl.StatusField f : s.fields()) {
            h.raw("<p>Field <code>").text(f.name().text() + ": " + source(f.type().span()) + " = " + source(f.initial()))
                    .raw("</code> ").text(f.label()).raw("</p>");
        }
        StateDiagram.write(h, chartId(), s);
        h.raw("<table><caption>").text("Transitions of " + s.name().text()).raw("</caption><thead><tr>"
                + "<th scope=\"col\">from</th><th scope=\"col\">on event</th><th scope=\"col\">when</th>"
                + "<th scope=\"col\">to</th><th scope=\"col\">sets</th><th scope=\"col\">provenance</th></tr></thead><tbody>");
        for (Decl.Transition t : s.transitions()) {
            List<String> sets = new ArrayList<>();
            t.sets().forEach(v -> sets.add(v.name().text() + " = " + source(v.value())));
            h.raw("<tr><th scope=\"row\">").text(t.from() == null ? "* (any state)" : t.from().text())
                    .raw("</th><td>").text(t.event().text() + (t.label() == null ? "" : " " + t.label()))
                    .raw("</td><td><code>").text(t.guard() == null ? "" : source(t.guard())).raw("</code></td><td>")
                    .text(t.to().text()).raw("</td><td><code>").text(String.join(", ", sets)).raw("</code></td><td>");
            provenance(h, t.meta());
            h.raw("</td></tr>");
        }
        h.raw("</tbody></table>");
        provenance(h, s.meta());
        h.raw("</section>");
    }

    private void notation(Decl.Notation n) {
        Html h = current;
        declHeading(h, n, "notation", n.label());
        h.raw("<ul class=\"formats\">");
        for (Decl.Format f : n.formats()) {
            List<String> segments = new ArrayList<>();
            for (Decl.Segment seg : f.segments()) {
                StringBuilder b = new StringBuilder();
                for (Decl.PatternItem item : seg.items()) {
                    b.append(item instanceof Decl.Literal l ? l.text()
                            : "{" + ((Decl.PatternField) item).name().text() + ": "
                                    + source(((Decl.PatternField) item).type().span()) + "}");
                }
                segments.add(b.toString());
            }
            h.raw("<li><code>").text(f.name().text()).raw("</code> ").text(f.label()).raw(": <code>")
                    .text(String.join(" / ", segments)).raw("</code>");
            provenance(h, f.meta());
            h.raw("</li>");
        }
        h.raw("</ul>");
        if (!n.spellings().isEmpty()) {
            h.raw("<p>Symbols: ");
            for (int i = 0; i < n.spellings().size(); i++) {
                Decl.Spelling sp = n.spellings().get(i);
                h.raw(i == 0 ? "" : "; ").raw("<code>").text(sp.enumName().text() + "." + sp.member().text())
                        .raw("</code> = ").text(String.join(", ", sp.texts().stream().map(t -> "“" + t + "”").toList()));
            }
            h.raw("</p>");
        }
        List<String> lines = exampleLines(n);
        if (!lines.isEmpty()) {
            h.raw("<p>Example lines from the rulebook's examples:</p><ul class=\"lines\">");
            lines.forEach(l -> h.raw("<li><code>").text(l).raw("</code></li>"));
            h.raw("</ul>");
        }
        provenance(h, n.meta());
        h.raw("</section>");
    }

    private void sequence(Decl.Sequence s) {
        Html h = current;
        declHeading(h, s, "sequence", s.label());
        sides(h, "Sides", s.sides());
        sides(h, "Roles (decided during play)", s.roles());
        sides(h, "Questions answered during play", s.flags());
        if (s.turns() != null) {
            h.raw("<p>Turns: " + s.turns() + "</p>");
        }
        PhaseDiagram.write(h, chartId(), s, s.turns() == null ? "the number of turns is not fixed" : s.turns() + " turns");
        h.raw("<table><caption>").text("Phases of " + s.name().text() + ", in order each turn").raw("</caption><thead><tr>"
                + "<th scope=\"col\">phase</th><th scope=\"col\">side</th><th scope=\"col\">actions</th>"
                + "<th scope=\"col\">when</th><th scope=\"col\">for each actor</th><th scope=\"col\">provenance</th>"
                + "</tr></thead><tbody>");
        for (Decl.Phase p : s.phases()) {
            List<String> actions = new ArrayList<>();
            p.actions().forEach(a -> actions.add(a.text()));
            h.raw("<tr><th scope=\"row\"><code>").text(p.name().text()).raw("</code> ").text(p.label()).raw("</th><td>")
                    .text(p.side() == null ? "" : p.side().text()).raw("</td><td>").text(String.join(", ", actions))
                    .raw("</td><td><code>").text(p.condition() == null ? "every turn" : source(p.condition()))
                    .raw("</code></td><td>").text(p.each() == null ? "" : p.each().text()).raw("</td><td>");
            provenance(h, p.meta());
            h.raw("</td></tr>");
        }
        h.raw("</tbody></table>");
        if (!s.triggers().isEmpty()) {
            h.raw("<p>Triggers:</p><ul>");
            for (Decl.Trigger t : s.triggers()) {
                h.raw("<li><code>").text(t.name().text()).raw("</code> ").text(t.label()).text(" — " + (t.atStart()
                        ? "at the start of " : "at the end of ") + (t.target() == null ? "the turn" : t.target().text())
                        + (t.status() == null ? "" : ": " + t.status().text() + "." + t.event().text()));
                provenance(h, t.meta());
                h.raw("</li>");
            }
            h.raw("</ul>");
        }
        provenance(h, s.meta());
        h.raw("</section>");
    }

    private static void sides(Html h, String heading, List<Decl.Side> sides) {
        if (sides.isEmpty()) {
            return;
        }
        h.raw("<p>").text(heading).raw(": ");
        for (int i = 0; i < sides.size(); i++) {
            h.raw(i == 0 ? "" : ", ").raw("<code>").text(sides.get(i).name().text()).raw("</code> ")
                    .text(sides.get(i).label());
        }
        h.raw("</p>");
    }

    /** The lines the rulebook's examples parse with a notation, in order, without repeats. */
    private List<String> exampleLines(Decl.Notation notation) {
        List<String> out = new ArrayList<>();
        for (Decl.Example e : declarations(Decl.Example.class)) {
            for (Decl.Assertion a : e.assertions()) {
                String text = a instanceof Decl.ExpectParses p && model.declRefs.get(p.notation()) == notation ? p.text()
                        : a instanceof Decl.ExpectFormats f && model.declRefs.get(f.notation()) == notation ? f.text()
                        : null;
                if (text != null && !out.contains(text)) {
                    out.add(text);
                }
            }
        }
        return out;
    }

    /** Opens a declaration's section: an anchor named by its stable key, its name and label. */
    void declHeading(Html h, Decl d, String keyword, String label) {
        h.raw("<section class=\"decl\" id=\"" + Html.id(Keys.of(d)) + "\"><h3><span class=\"kw\">" + keyword
                + "</span> <code>").text(d.name().text()).raw("</code> ").text(label);
        if (model.rulebook.base() != null) { // a house rule: say which file each rule comes from
            boolean own = d.name().span().file().equals(model.rulebook.file().displayPath());
            h.raw(own ? " <span class=\"origin house-rule\">this house rule</span>"
                    : " <span class=\"origin\">from ").text(own ? "" : model.rulebook.base().text()).raw(own ? "" : "</span>");
        }
        h.raw("</h3>");
        if (house != null) {
            house.mark(h, Keys.of(d));
        }
    }

    /** Where a rule comes from: each citation (a reading with its argument) and each house note. */
    void provenance(Html h, Meta meta) {
        if (meta.cites().isEmpty() && meta.house().isEmpty()) {
            return;
        }
        h.raw("<ul class=\"prov\">");
        for (Meta.Citation c : meta.cites()) {
            h.raw(c.isReading() ? "<li class=\"p-reading\"><span class=\"tag\">reading</span> " : "<li class=\"p-cite\">"
                    + "<span class=\"tag\">cite</span> ").text(c.section());
            if (c.isReading()) {
                h.raw(" — ").text(c.reading());
            }
            h.raw("</li>");
        }
        for (String house : meta.house()) {
            h.raw("<li class=\"p-house\"><span class=\"tag\">house</span> ").text(house).raw("</li>");
        }
        h.raw("</ul>");
    }

    String params(List<Decl.Param> params) {
        List<String> out = new ArrayList<>();
        params.forEach(p -> out.add(p.name().text() + ": " + source(p.type().span())));
        return String.join(", ", out);
    }

    String source(Expr e) {
        return e == null ? "" : SourceText.text(model, e);
    }

    String source(Span span) {
        return SourceText.text(model, span);
    }

    /** A chart id, unique on the page and the same on every run. */
    String chartId() {
        return "chart-" + (++charts);
    }

    private static void fact(Html h, String name, String value) {
        if (value != null) {
            h.raw("<dt>" + name + "</dt><dd>").text(value).raw("</dd>");
        }
    }
}
