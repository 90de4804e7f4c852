package org.rulesc.compiler.doc;

import org.rulesc.compiler.ast.Decl;

/**
 * A sequence as a phase diagram in inline SVG: one box per phase in turn order, top to bottom,
 * with the side that acts and its actions; a dashed box is a phase that happens only when its
 * condition holds; an arrow from the last phase back to the first is the next turn. The phase
 * table under it is its text alternative.
 */
final class PhaseDiagram {
    private PhaseDiagram() {}

    private static final int WIDTH = 560;
    private static final int BOX_LEFT = 40;
    private static final int BOX_WIDTH = 420;
    private static final int BOX_HEIGHT = 40;
    private static final int GAP = 22;
    private static final int TOP = 12;

    static void write(Html h, String id, Decl.Sequence s, String turns) {
        int n = s.phases().size();
        int height = TOP * 2 + n * BOX_HEIGHT + (n - 1) * GAP + 10;
        h.raw("<figure class=\"diagram phases\" id=\"" + id + "\">");
        h.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"" + WIDTH + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + WIDTH + " " + height + "\" aria-labelledby=\"" + id + "-t " + id + "-d\">");
        h.raw("<title id=\"" + id + "-t\">").plain("Phases of " + s.name().text()).raw("</title>");
        h.raw("<desc id=\"" + id + "-d\">").plain(n + " phases each turn, in order: " + String.join(", ",
                s.phases().stream().map(p -> p.name().text()).toList()) + "; " + turns
                + ". The table below lists every phase.").raw("</desc>");
        h.raw("<defs><marker id=\"" + id + "-arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\""
                + " markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#444\"/>"
                + "</marker></defs>");
        for (int i = 0; i < n; i++) {
            Decl.Phase p = s.phases().get(i);
            int y = TOP + i * (BOX_HEIGHT + GAP);
            h.raw("<rect class=\"phase" + (p.condition() == null ? "" : " conditional") + "\" x=\"" + BOX_LEFT + "\" y=\""
                    + y + "\" width=\"" + BOX_WIDTH + "\" height=\"" + BOX_HEIGHT + "\" rx=\"6\""
                    + (p.condition() == null ? "" : " stroke-dasharray=\"6 3\"") + "/>");
            String name = (i + 1) + ". " + p.name().text() + (p.label() == null ? "" : " " + p.label());
            h.raw("<text class=\"state-name\" x=\"" + (BOX_LEFT + 10) + "\" y=\"" + (y + 17) + "\">").plain(clip(name, 48))
                    .raw("</text>");
            String what = (p.side() == null ? "" : p.side().text() + ": ")
                    + String.join(", ", p.actions().stream().map(a -> a.text()).toList())
                    + (p.each() == null ? "" : " (each " + p.each().text() + ")")
                    + (p.condition() == null ? "" : " — only when its condition holds");
            h.raw("<text class=\"edge-label\" x=\"" + (BOX_LEFT + 10) + "\" y=\"" + (y + 33) + "\">").plain(clip(what, 64))
                    .raw("</text>");
            if (i + 1 < n) {
                int x = BOX_LEFT + BOX_WIDTH / 2;
                h.raw("<line class=\"edge\" x1=\"" + x + "\" y1=\"" + (y + BOX_HEIGHT) + "\" x2=\"" + x + "\" y2=\""
                        + (y + BOX_HEIGHT + GAP - 2) + "\" marker-end=\"url(#" + id + "-arrow)\"/>");
            }
        }
        if (n > 0) { // the next turn: from the last phase's right side back to the first's
            int right = BOX_LEFT + BOX_WIDTH;
            int first = TOP + BOX_HEIGHT / 2;
            int last = TOP + (n - 1) * (BOX_HEIGHT + GAP) + BOX_HEIGHT / 2;
            h.raw("<path class=\"edge\" fill=\"none\" d=\"M" + right + "," + last + " H" + (right + 40) + " V" + first
                    + " H" + (right + 2) + "\" marker-end=\"url(#" + id + "-arrow)\"/>");
            h.raw("<text class=\"edge-label\" x=\"" + (right + 44) + "\" y=\"" + ((first + last) / 2) + "\">")
                    .plain("next turn").raw("</text>");
        }
        h.raw("</svg><figcaption>").plain("Phases of " + s.name().text() + " in turn order; " + turns)
                .raw("</figcaption></figure>");
    }

    private static String clip(String s, int max) {
        return s.codePointCount(0, s.length()) <= max ? s : s.substring(0, s.offsetByCodePoints(0, max - 1)) + "…";
    }
}
