package org.rulesc.compiler.doc;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.runtime.Rational;

/**
 * Odds charts as inline SVG, drawn here so a page needs no script and no network. Every chart
 * is a {@code <figure>} with a caption, an SVG {@code <title>}/{@code <desc>}, and the same
 * numbers as a data table under it (exact fractions beside the percentages), which is its text
 * alternative.
 */
final class Charts {
    private Charts() {}

    /** One line of a chart; a null value is a point where the rules refuse the check. */
    record Series(String name, List<Rational> values) {}

    /** Line styles: colour and dash both differ, so the series can be told apart without colour. */
    private static final String[] COLOURS = {"#1f5fa8", "#c0392b", "#2e8b57", "#8e44ad", "#d35400", "#16a085",
        "#7f6000", "#555555"};
    private static final String[] DASHES = {"", "6 3", "2 3", "8 3 2 3", "1 2", "10 4", "4 4", "3 6"};

    private static final int WIDTH = 760;
    private static final int PLOT_LEFT = 52;
    private static final int PLOT_TOP = 14;
    private static final int PLOT_WIDTH = 400;
    private static final int PLOT_HEIGHT = 200;

    /**
     * Probabilities (0..1) of each series across {@code xs}.
     *
     * @param id unique on the page (for aria references)
     */
    static void lines(Html h, String id, String caption, String xName, List<String> xs, List<Series> series) {
        h.raw("<figure class=\"chart\" id=\"" + id + "\">");
        h.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"" + WIDTH + "\" height=\""
                + (PLOT_TOP + PLOT_HEIGHT + 44) + "\" viewBox=\"0 0 " + WIDTH + " " + (PLOT_TOP + PLOT_HEIGHT + 44)
                + "\" aria-labelledby=\"" + id + "-t " + id + "-d\">");
        h.raw("<title id=\"" + id + "-t\">").plain(caption).raw("</title>");
        h.raw("<desc id=\"" + id + "-d\">").plain(describe(xName, xs, series)).raw("</desc>");
        axes(h, xName);
        double step = xs.size() > 1 ? (double) PLOT_WIDTH / (xs.size() - 1) : 0;
        int labelEvery = Math.max(1, (xs.size() + 11) / 12);
        for (int i = 0; i < xs.size(); i++) {
            double x = PLOT_LEFT + (xs.size() > 1 ? i * step : PLOT_WIDTH / 2.0);
            // every k-th label and the last, never two so close they overlap
            if (i == xs.size() - 1 || i % labelEvery == 0 && xs.size() - 1 - i >= Math.max(1, labelEvery * 2 / 3)) {
                h.raw("<text class=\"tick\" x=\"" + Html.num(x) + "\" y=\"" + (PLOT_TOP + PLOT_HEIGHT + 16)
                        + "\" text-anchor=\"middle\">").plain(xs.get(i)).raw("</text>");
            }
        }
        for (int s = 0; s < series.size(); s++) {
            String style = "fill=\"none\" stroke=\"" + COLOURS[s % COLOURS.length] + "\" stroke-width=\"2\""
                    + (DASHES[s % DASHES.length].isEmpty() ? "" : " stroke-dasharray=\"" + DASHES[s % DASHES.length] + "\"");
            List<Rational> values = series.get(s).values();
            StringBuilder points = new StringBuilder();
            for (int i = 0; i <= values.size(); i++) {
                Rational p = i < values.size() ? values.get(i) : null;
                if (p == null) { // a refused point breaks the line
                    if (points.length() > 0) {
                        h.raw("<polyline " + style + " points=\"" + points.toString().trim() + "\"/>");
                        points.setLength(0);
                    }
                    continue;
                }
                double x = PLOT_LEFT + (xs.size() > 1 ? i * step : PLOT_WIDTH / 2.0);
                double y = PLOT_TOP + PLOT_HEIGHT * (1 - p.toDouble());
                points.append(Html.num(x)).append(',').append(Html.num(y)).append(' ');
                h.raw("<circle cx=\"" + Html.num(x) + "\" cy=\"" + Html.num(y) + "\" r=\"2.5\" fill=\""
                        + COLOURS[s % COLOURS.length] + "\"/>");
            }
            int ly = PLOT_TOP + 8 + s * 18;
            int lx = PLOT_LEFT + PLOT_WIDTH + 16;
            h.raw("<line x1=\"" + lx + "\" y1=\"" + ly + "\" x2=\"" + (lx + 28) + "\" y2=\"" + ly + "\" " + style + "/>");
            h.raw("<text class=\"legend\" x=\"" + (lx + 34) + "\" y=\"" + (ly + 4) + "\">").plain(clip(series.get(s).name(), 36))
                    .raw("</text>");
        }
        h.raw("</svg>");
        dataTable(h, caption, xName, xs, series);
        h.raw("<figcaption>").text(caption).raw("</figcaption>"); // a figure's caption comes first or last
        h.raw("</figure>");
    }

    /** One horizontal bar per label: a distribution, or one probability per combination of arguments. */
    static void bars(Html h, String id, String caption, String labelName, List<String> labels, List<Rational> values) {
        int rowHeight = 16;
        int labelWidth = 180;
        int height = PLOT_TOP + labels.size() * rowHeight + 30;
        h.raw("<figure class=\"chart\" id=\"" + id + "\">");
        h.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"" + WIDTH + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + WIDTH + " " + height + "\" aria-labelledby=\"" + id + "-t " + id + "-d\">");
        h.raw("<title id=\"" + id + "-t\">").plain(caption).raw("</title>");
        h.raw("<desc id=\"" + id + "-d\">").plain(describe(labelName, labels, List.of(new Series("p", values))))
                .raw("</desc>");
        int barWidth = WIDTH - labelWidth - 70;
        for (int i = 0; i < labels.size(); i++) {
            int y = PLOT_TOP + i * rowHeight;
            h.raw("<text class=\"tick\" x=\"" + (labelWidth - 6) + "\" y=\"" + (y + 12) + "\" text-anchor=\"end\">")
                    .plain(clip(labels.get(i), 28)).raw("</text>");
            Rational p = values.get(i);
            if (p == null) {
                h.raw("<text class=\"tick\" x=\"" + labelWidth + "\" y=\"" + (y + 12) + "\">refused</text>");
                continue;
            }
            double w = barWidth * p.toDouble();
            h.raw("<rect x=\"" + labelWidth + "\" y=\"" + (y + 2) + "\" width=\"" + Html.num(w) + "\" height=\""
                    + (rowHeight - 4) + "\" fill=\"" + COLOURS[0] + "\"/>");
            h.raw("<text class=\"tick\" x=\"" + Html.num(labelWidth + w + 4) + "\" y=\"" + (y + 12) + "\">"
                    + Html.percent(p.toDouble()) + "</text>");
        }
        int axisY = PLOT_TOP + labels.size() * rowHeight + 2;
        h.raw("<line class=\"axis\" x1=\"" + labelWidth + "\" y1=\"" + PLOT_TOP + "\" x2=\"" + labelWidth + "\" y2=\""
                + axisY + "\"/>");
        h.raw("</svg>");
        dataTable(h, caption, labelName, labels, List.of(new Series("probability", values)));
        h.raw("<figcaption>").text(caption).raw("</figcaption>");
        h.raw("</figure>");
    }

    private static void axes(Html h, String xName) {
        for (int pct = 0; pct <= 100; pct += 25) {
            double y = PLOT_TOP + PLOT_HEIGHT * (1 - pct / 100.0);
            h.raw("<line class=\"grid\" x1=\"" + PLOT_LEFT + "\" y1=\"" + Html.num(y) + "\" x2=\"" + (PLOT_LEFT + PLOT_WIDTH)
                    + "\" y2=\"" + Html.num(y) + "\"/>");
            h.raw("<text class=\"tick\" x=\"" + (PLOT_LEFT - 6) + "\" y=\"" + Html.num(y + 4) + "\" text-anchor=\"end\">"
                    + pct + "%</text>");
        }
        h.raw("<line class=\"axis\" x1=\"" + PLOT_LEFT + "\" y1=\"" + PLOT_TOP + "\" x2=\"" + PLOT_LEFT + "\" y2=\""
                + (PLOT_TOP + PLOT_HEIGHT) + "\"/>");
        h.raw("<line class=\"axis\" x1=\"" + PLOT_LEFT + "\" y1=\"" + (PLOT_TOP + PLOT_HEIGHT) + "\" x2=\""
                + (PLOT_LEFT + PLOT_WIDTH) + "\" y2=\"" + (PLOT_TOP + PLOT_HEIGHT) + "\"/>");
        h.raw("<text class=\"axis-name\" x=\"" + (PLOT_LEFT + PLOT_WIDTH / 2) + "\" y=\"" + (PLOT_TOP + PLOT_HEIGHT + 36)
                + "\" text-anchor=\"middle\">").plain(xName).raw("</text>");
    }

    /** The desc of a chart: what it plots and its range, in one sentence. */
    private static String describe(String xName, List<String> xs, List<Series> series) {
        List<String> parts = new ArrayList<>();
        for (Series s : series) {
            double lo = 1;
            double hi = 0;
            for (Rational p : s.values()) {
                if (p != null) {
                    lo = Math.min(lo, p.toDouble());
                    hi = Math.max(hi, p.toDouble());
                }
            }
            parts.add(s.name() + (lo > hi ? ": refused everywhere" : ": " + Html.percent(lo) + " to " + Html.percent(hi)));
        }
        String range = xs.isEmpty() ? "" : " over " + xName + " " + xs.get(0) + " to " + xs.get(xs.size() - 1);
        return "Probabilities" + range + ". " + String.join("; ", parts) + ". The table below gives every value.";
    }

    /** The chart's numbers: one row per x, one column per series, exact fractions in a title. */
    private static void dataTable(Html h, String caption, String xName, List<String> xs, List<Series> series) {
        h.raw("<details><summary>Data</summary><table class=\"data\"><caption>").text(caption).raw("</caption>");
        h.raw("<thead><tr><th scope=\"col\">").text(xName).raw("</th>");
        for (Series s : series) {
            h.raw("<th scope=\"col\">").text(s.name()).raw("</th>");
        }
        h.raw("</tr></thead><tbody>");
        for (int i = 0; i < xs.size(); i++) {
            h.raw("<tr><th scope=\"row\">").text(xs.get(i)).raw("</th>");
            for (Series s : series) {
                Rational p = s.values().get(i);
                h.raw(p == null ? "<td>refused</td>"
                        : "<td>" + Html.percent(p.toDouble()) + " <span class=\"exact\">(" + Html.escape(p.toString())
                                + ")</span></td>");
            }
            h.raw("</tr>");
        }
        h.raw("</tbody></table></details>");
    }

    private static String clip(String s, int max) {
        return s.codePointCount(0, s.length()) <= max ? s : s.substring(0, s.offsetByCodePoints(0, max - 1)) + "…";
    }
}
