package org.rulesc.compiler.doc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.CheckSteps;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;

/** One check on a page: its rule as written, then its odds, every number from the interpreter. */
final class CheckSection {
    /** Above this many values of a parameter, its values are not drawn as separate series. */
    private static final int MAX_SERIES = 8;

    private final RulebookPage page;
    private final Interpreter in;
    private final int largestDie;

    CheckSection(RulebookPage page, Interpreter in, int largestDie) {
        this.page = page;
        this.in = in;
        this.largestDie = largestDie;
    }

    void write(Html h, Decl.Check c) {
        page.declHeading(h, c, "check", c.label());
        h.raw("<dl class=\"rule\">");
        h.raw("<dt>parameters</dt><dd><code>").text(page.params(c.params())).raw("</code></dd>");
        h.raw("<dt>dice</dt><dd><code>").text(dice(c)).raw("</code></dd>");
        Decl.CheckItem previous = null;
        for (Decl.CheckItem item : c.items()) {
            item(h, item, previous);
            previous = item;
        }
        if (!c.items().stream().anyMatch(i -> i instanceof Decl.CheckFaces || i instanceof Decl.CheckSuccess)) {
            h.raw("<dt>success</dt><dd>always (a total: every roll counts)</dd>");
        }
        h.raw("</dl>");
        page.provenance(h, c.meta());
        odds(h, c);
        h.raw("</section>");
    }

    private String dice(Decl.Check c) {
        List<String> parts = new ArrayList<>();
        for (Decl.Pool p : c.pools()) {
            parts.add((p.name() == null ? "" : p.variable() + ": ") + dice(p.dice()));
        }
        return "roll " + String.join(", ", parts);
    }

    private String dice(Decl.DiceSpec d) {
        if (d.count() != null) {
            return "(" + page.source(d.count()) + ")" + (d.mechanics() != null ? d.mechanics() : "d" + d.sides());
        }
        if (d.mechanics() != null) {
            return d.mechanics();
        }
        return (d.fixedCount() == 1 ? "" : String.valueOf(d.fixedCount())) + "d" + d.sides();
    }

    private void item(Html h, Decl.CheckItem item, Decl.CheckItem previous) {
        if (item instanceof Decl.CheckLet l) {
            h.raw("<dt>let <code>").text(l.name().text()).raw("</code></dt><dd><code>").text(page.source(l.value()))
                    .raw("</code></dd>");
        } else if (item instanceof Decl.CheckAutomatic a) {
            h.raw("<dt>before rolling</dt><dd>").text("always " + (a.success() ? "success" : "failure") + " when ")
                    .raw("<code>").text(page.source(a.condition())).raw("</code>")
                    .text(a.rollAnyway() ? ", rolling anyway" : "").raw("</dd>");
        } else if (item instanceof Decl.CheckFaces f) {
            List<String> faces = new ArrayList<>();
            f.faces().forEach(r -> faces.add(r.lo() == r.hi() ? String.valueOf(r.lo()) : r.lo() + ".." + r.hi()));
            // faces items stand together: one term, a description each
            h.raw(previous instanceof Decl.CheckFaces ? "<dd>" : "<dt>faces</dt><dd>")
                    .text((f.success() ? "success on " : "failure on ") + String.join(", ", faces)).raw("</dd>");
        } else if (item instanceof Decl.CheckSuccess s) {
            h.raw("<dt>success when</dt><dd><code>").text(page.source(s.condition())).raw("</code></dd>");
        } else if (item instanceof Decl.FollowUp f) {
            h.raw("<dt>then roll</dt><dd><code>").text(f.name().text() + ": " + dice(f.dice())
                    + (f.condition() == null ? "" : " when " + page.source(f.condition()))).raw("</code> ")
                    .text(f.label()).raw("</dd>");
        } else if (item instanceof Decl.Grade g) {
            h.raw("<dt>grade <code>").text(g.name().text()).raw("</code> ").text(g.label()).raw("</dt><dd><code>")
                    .text("when " + page.source(g.condition())).raw("</code>");
            page.provenance(h, g.meta());
            h.raw("</dd>");
        } else if (item instanceof Decl.GradeChoice) {
            h.raw("<dt>grades</dt><dd>chosen by the player among those that apply</dd>");
        } else if (item instanceof Decl.Output o) {
            h.raw("<dt>output <code>").text(o.name().text()).raw("</code> ").text(o.label()).raw("</dt><dd><code>")
                    .text(page.source(o.type().span()) + " = " + page.source(o.value())).raw("</code>");
            page.provenance(h, o.meta());
            h.raw("</dd>");
        }
    }

    private void odds(Html h, Decl.Check c) {
        CheckOdds odds = new CheckOdds(page.model, in, c, largestDie);
        h.raw("<h4>Odds</h4>");
        if (!odds.enumerable()) {
            h.raw("<p class=\"note\">No odds drawn: a parameter's type cannot be enumerated.</p>");
            return;
        }
        List<String> names = c.params().stream().map(p -> p.name().text()).toList();
        if (!names.isEmpty()) {
            List<String> base = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) {
                base.add(names.get(i) + " = " + odds.show(odds.baseline.get(i)));
            }
            h.raw("<p class=\"note\">Exact probabilities over every roll. Parameters not on a chart's axis: ")
                    .text(String.join(", ", base)).raw(".</p>");
        }
        int series = -1; // the parameter whose values become separate series
        for (int i = 0; i < names.size(); i++) {
            if (!odds.ints.get(i) && odds.domains.get(i).size() <= MAX_SERIES) {
                series = i;
                break;
            }
        }
        List<CheckSteps.Grade> grades = odds.steps().grades();
        boolean anyInt = false;
        for (int i = 0; i < names.size(); i++) {
            if (!odds.ints.get(i)) {
                continue;
            }
            anyInt = true;
            List<String> xs = new ArrayList<>();
            odds.domains.get(i).forEach(v -> xs.add(odds.show(v)));
            List<Charts.Series> lines = new ArrayList<>();
            if (series >= 0) {
                for (Object v : odds.domains.get(series)) {
                    lines.add(new Charts.Series(names.get(series) + " = " + odds.show(v),
                            across(odds, i, CheckOdds.with(odds.baseline, series, v), null)));
                }
            } else {
                lines.add(new Charts.Series("success", across(odds, i, odds.baseline, null)));
            }
            Charts.lines(h, page.chartId(), label(c) + ": P(success) by " + names.get(i), names.get(i), xs, lines);
            if (!grades.isEmpty()) {
                List<Charts.Series> byGrade = new ArrayList<>();
                for (CheckSteps.Grade g : grades) {
                    byGrade.add(new Charts.Series(g.name() + (g.decl().label() == null ? "" : " " + g.decl().label()),
                            across(odds, i, odds.baseline, g.name())));
                }
                Charts.lines(h, page.chartId(), label(c) + ": P(grade) by " + names.get(i), names.get(i), xs, byGrade);
            }
        }
        if (!anyInt) {
            pointTable(h, c, odds, names, grades);
        }
        outputs(h, c, odds);
    }

    /** P(success) or P(grade) as parameter {@code i} runs over its domain, the others at {@code at}. */
    private static List<Rational> across(CheckOdds odds, int i, List<Object> at, String grade) {
        List<Rational> out = new ArrayList<>();
        for (Object v : odds.domains.get(i)) {
            List<Object> args = CheckOdds.with(at, i, v);
            out.add(grade == null ? odds.success(args) : odds.grade(args, grade));
        }
        return out;
    }

    /** A check without int parameters: a bar per combination of its arguments, and a table with the grades. */
    private void pointTable(Html h, Decl.Check c, CheckOdds odds, List<String> names,
            List<CheckSteps.Grade> grades) {
        List<List<Object>> points = odds.points();
        if (points == null) {
            h.raw("<p class=\"note\">Too many combinations of arguments to list (over " + CheckOdds.MAX_POINTS
                    + "); at the baseline above: P(success) = ");
            Rational p = odds.success(odds.baseline);
            h.text(p == null ? "refused" : Html.percent(p.toDouble()) + " (" + p + ")").raw(".</p>");
            return;
        }
        List<String> labels = new ArrayList<>();
        List<Rational> success = new ArrayList<>();
        for (List<Object> point : points) {
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < point.size(); i++) {
                parts.add(odds.show(point.get(i)));
            }
            labels.add(names.isEmpty() ? "(no arguments)" : String.join(", ", parts));
            success.add(odds.success(point));
        }
        String axis = names.isEmpty() ? "arguments" : String.join(", ", names);
        Charts.bars(h, page.chartId(), label(c) + ": P(success) for each " + axis, axis, labels, success);
        if (!grades.isEmpty()) {
            h.raw("<table class=\"data\"><caption>").text(label(c) + ": P(grade) for each " + axis).raw("</caption>");
            h.raw("<thead><tr><th scope=\"col\">").text(axis).raw("</th>");
            for (CheckSteps.Grade g : grades) {
                h.raw("<th scope=\"col\">").text(g.name() + (g.decl().label() == null ? "" : " " + g.decl().label()))
                        .raw("</th>");
            }
            h.raw("</tr></thead><tbody>");
            for (int k = 0; k < points.size(); k++) {
                h.raw("<tr><th scope=\"row\">").text(labels.get(k)).raw("</th>");
                for (CheckSteps.Grade g : grades) {
                    Rational p = odds.grade(points.get(k), g.name());
                    h.raw("<td>").text(p == null ? "refused" : Html.percent(p.toDouble()) + " (" + p + ")").raw("</td>");
                }
                h.raw("</tr>");
            }
            h.raw("</tbody></table>");
        }
    }

    /** The distribution of each pool, follow-up roll and output at the baseline. */
    private void outputs(Html h, Decl.Check c, CheckOdds odds) {
        Distribution<Checks.Outcome> d = odds.outcomes(odds.baseline);
        if (d == null) {
            return;
        }
        for (String part : odds.steps().parts()) {
            Map<Object, Rational> byValue = new TreeMap<>(CheckSection::compareValues);
            for (Map.Entry<Checks.Outcome, Rational> e : d.asMap().entrySet()) {
                Object v = e.getKey().sums().containsKey(part) ? e.getKey().sums().get(part)
                        : e.getKey().outputs().get(part);
                byValue.merge(v, e.getValue(), Rational::plus);
            }
            List<String> labels = new ArrayList<>();
            byValue.keySet().forEach(v -> labels.add(odds.show(v)));
            Charts.bars(h, page.chartId(), label(c) + ": distribution of " + part + " at the baseline", part, labels,
                    new ArrayList<>(byValue.values()));
        }
    }

    /** Numbers in order; anything else by how it is shown (enum members by ordinal, where they have one). */
    private static int compareValues(Object a, Object b) {
        if (a instanceof Integer x && b instanceof Integer y) {
            return Integer.compare(x, y);
        }
        if (a instanceof org.rulesc.compiler.interpret.Values.EnumValue x
                && b instanceof org.rulesc.compiler.interpret.Values.EnumValue y) {
            return Integer.compare(x.ordinal(), y.ordinal());
        }
        return String.valueOf(a).compareTo(String.valueOf(b));
    }

    private static String label(Decl.Check c) {
        return c.label() == null ? c.name().text() : c.label();
    }
}
