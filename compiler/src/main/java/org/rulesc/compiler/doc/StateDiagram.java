package org.rulesc.compiler.doc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;

/**
 * A status as a state diagram in inline SVG: the states on a circle, {@code *} (from every
 * state) in the middle, one arrow per pair of states with the events that move along it. The
 * transitions table under it is its text alternative.
 */
final class StateDiagram {
    private StateDiagram() {}

    private static final int SIZE = 520;
    private static final double RX = 58;
    private static final double RY = 18;

    static void write(Html h, String id, Decl.Status s) {
        List<String> states = new ArrayList<>();
        s.states().forEach(st -> states.add(st.name().text()));
        boolean any = s.transitions().stream().anyMatch(t -> t.from() == null);
        Map<String, double[]> at = new LinkedHashMap<>();
        double r = states.size() <= 2 ? 120 : 180;
        for (int i = 0; i < states.size(); i++) {
            // two states side by side (the middle stays free for `*` below them), more on a circle from the top
            double angle = states.size() <= 2 ? Math.PI + Math.PI * i : -Math.PI / 2 + 2 * Math.PI * i / states.size();
            at.put(states.get(i), new double[] {SIZE / 2.0 + r * Math.cos(angle), SIZE / 2.0 + r * Math.sin(angle)});
        }
        at.put("*", new double[] {SIZE / 2.0, SIZE / 2.0 + (states.size() <= 2 ? 110 : 0)});
        // one arrow per (from, to), labelled with every event along it
        Map<String, List<String>> edges = new LinkedHashMap<>();
        for (Decl.Transition t : s.transitions()) {
            String from = t.from() == null ? "*" : t.from().text();
            edges.computeIfAbsent(from + "\n" + t.to().text(), k -> new ArrayList<>()).add(t.event().text());
        }
        h.raw("<figure class=\"diagram\" id=\"" + id + "\">");
        h.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"" + SIZE + "\" height=\"" + SIZE
                + "\" viewBox=\"0 0 " + SIZE + " " + SIZE + "\" aria-labelledby=\"" + id + "-t " + id + "-d\">");
        h.raw("<title id=\"" + id + "-t\">").plain("States of " + s.name().text()).raw("</title>");
        h.raw("<desc id=\"" + id + "-d\">").plain(states.size() + " states and " + s.transitions().size()
                + " transitions; the table below lists every transition.").raw("</desc>");
        h.raw("<defs><marker id=\"" + id + "-arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\""
                + " markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#444\"/>"
                + "</marker></defs>");
        boolean labels = edges.size() <= 12;
        for (Map.Entry<String, List<String>> e : edges.entrySet()) {
            String[] ends = e.getKey().split("\n");
            double[] a = at.get(ends[0]);
            double[] b = at.get(ends[1]);
            String label = String.join(", ", e.getValue());
            if (ends[0].equals(ends[1])) { // a loop above the state
                double x = a[0];
                double y = a[1] - RY;
                h.raw("<path class=\"edge\" d=\"M" + Html.num(x - 12) + "," + Html.num(y) + " C" + Html.num(x - 30) + ","
                        + Html.num(y - 40) + " " + Html.num(x + 30) + "," + Html.num(y - 40) + " " + Html.num(x + 12) + ","
                        + Html.num(y) + "\" marker-end=\"url(#" + id + "-arrow)\"/>");
                if (labels) {
                    h.raw("<text class=\"edge-label\" x=\"" + Html.num(x) + "\" y=\"" + Html.num(y - 34)
                            + "\" text-anchor=\"middle\">").plain(label).raw("</text>");
                }
                continue;
            }
            double dx = b[0] - a[0];
            double dy = b[1] - a[1];
            double len = Math.hypot(dx, dy);
            // a pair of opposite arrows: each shifted to its own right, so both show
            double ox = -dy / len * 6;
            double oy = dx / len * 6;
            double[] p = boundary(a, dx, dy, ends[0].equals("*"));
            double[] q = boundary(b, -dx, -dy, false);
            h.raw("<line class=\"edge\" x1=\"" + Html.num(p[0] + ox) + "\" y1=\"" + Html.num(p[1] + oy) + "\" x2=\""
                    + Html.num(q[0] + ox) + "\" y2=\"" + Html.num(q[1] + oy) + "\" marker-end=\"url(#" + id + "-arrow)\"/>");
            if (labels) {
                h.raw("<text class=\"edge-label\" x=\"" + Html.num(p[0] + (q[0] - p[0]) * 0.4 + ox * 2) + "\" y=\""
                        + Html.num(p[1] + (q[1] - p[1]) * 0.4 + oy * 2) + "\" text-anchor=\"middle\">").plain(label)
                        .raw("</text>");
            }
        }
        for (String state : states) {
            node(h, at.get(state), state, false);
        }
        if (any) {
            node(h, at.get("*"), "* (any)", true);
        }
        h.raw("</svg><figcaption>").plain("States of " + s.name().text() + " and the events between them")
                .raw("</figcaption></figure>");
    }

    private static void node(Html h, double[] c, String name, boolean any) {
        h.raw("<ellipse class=\"" + (any ? "state any" : "state") + "\" cx=\"" + Html.num(c[0]) + "\" cy=\""
                + Html.num(c[1]) + "\" rx=\"" + Html.num(any ? RX * 0.7 : RX) + "\" ry=\"" + Html.num(RY) + "\"/>");
        h.raw("<text class=\"state-name\" x=\"" + Html.num(c[0]) + "\" y=\"" + Html.num(c[1] + 4)
                + "\" text-anchor=\"middle\">").plain(name).raw("</text>");
    }

    /** Where a line from the centre {@code c} in direction (dx, dy) leaves the state's ellipse. */
    private static double[] boundary(double[] c, double dx, double dy, boolean any) {
        double rx = any ? RX * 0.7 : RX;
        double k = 1 / Math.sqrt((dx / rx) * (dx / rx) + (dy / RY) * (dy / RY));
        return new double[] {c[0] + dx * k, c[1] + dy * k};
    }
}
