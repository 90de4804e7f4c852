package org.rulesc.compiler.doc;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;

/**
 * A game: the board and sequence it is played on, its pieces with their state fields, and each
 * act with the action a phase must allow, its choices, and what it requires, each requirement
 * with its citation (the rule a refused move names).
 */
final class GameSection {
    private final RulebookPage page;

    GameSection(RulebookPage page) {
        this.page = page;
    }

    void write(Html h, Decl.Game g) {
        Play play = g.play();
        page.declHeading(h, g, "game", g.label());
        h.raw("<dl class=\"facts\">");
        if (play.board() != null) {
            h.raw("<dt>board</dt><dd><code>").text(String.join(", ", play.boards().stream()
                    .map(org.rulesc.compiler.ast.Name::text).toList())).raw("</code></dd>");
        }
        if (play.sequence() != null) {
            h.raw("<dt>sequence</dt><dd><a href=\"#sequence:" + Html.id(play.sequence().text()) + "\"><code>")
                    .text(play.sequence().text()).raw("</code></a></dd>");
        }
        if (play.end() != null) {
            h.raw("<dt>ends when</dt><dd><code>").text(page.source(play.end().value())).raw("</code></dd>");
        }
        if (play.winner() != null) {
            h.raw("<dt>result</dt><dd><code>").text(page.source(play.winner().value())).raw("</code></dd>");
        }
        h.raw("</dl>");
        for (Play.Piece p : play.pieces()) {
            h.raw("<table><caption>").text("Piece " + p.name().text() + (p.label() == null ? "" : " " + p.label())
                    + ": its state").raw("</caption><thead><tr><th scope=\"col\">field</th><th scope=\"col\">type</th>"
                    + "<th scope=\"col\">initial</th><th scope=\"col\">provenance</th></tr></thead><tbody>");
            h.raw("<tr><th scope=\"row\"><code>side</code></th><td><code>").text(p.sides() == null ? "" : p.sides().text())
                    .raw("</code></td><td>from the setup line</td><td></td></tr>");
            fields(h, page, p.fields());
            h.raw("</tbody></table>");
            page.provenance(h, p.meta());
        }
        for (Play.Shared shared : play.shared()) {
            h.raw("<table><caption>").text("The game's own state " + shared.name().text()
                    + (shared.label() == null ? "" : " " + shared.label()) + ": no piece's")
                    .raw("</caption><thead><tr><th scope=\"col\">field</th><th scope=\"col\">type</th>"
                    + "<th scope=\"col\">initial</th><th scope=\"col\">provenance</th></tr></thead><tbody>");
            fields(h, page, shared.fields());
            h.raw("</tbody></table>");
            page.provenance(h, shared.meta());
        }
        acts(h, page, g, play);
    }

    /** A piece's or the game's state fields, one row each. */
    private static void fields(Html h, RulebookPage page, List<Play.PieceField> fields) {
        for (Play.PieceField f : fields) {
            h.raw("<tr><th scope=\"row\"><code>").text(f.name().text()).raw("</code> ").text(f.label())
                    .raw("</th><td><code>").text(page.source(f.type().span())).raw("</code></td><td>");
            if (f.initial() == null) {
                h.raw("from the setup line");
            } else {
                h.raw("<code>").text(page.source(f.initial())).raw("</code>");
            }
            h.raw("</td><td>");
            page.provenance(h, f.meta());
            h.raw("</td></tr>");
        }
    }

    private void acts(Html h, RulebookPage page, Decl.Game g, Play play) {
        if (!play.acts().isEmpty()) {
            h.raw("<table><caption>").text("Acts of " + g.name().text() + " and what each requires")
                    .raw("</caption><thead><tr><th scope=\"col\">act</th><th scope=\"col\">as action</th>"
                            + "<th scope=\"col\">choices</th><th scope=\"col\">requires</th>"
                            + "<th scope=\"col\">provenance</th></tr></thead><tbody>");
            for (Play.Act a : play.acts()) {
                List<String> choices = new ArrayList<>();
                for (Play.ActParam p : a.params()) {
                    choices.add(p.name().text() + ": " + page.source(p.type().span())
                            + (p.lo() != null ? " in " + page.source(p.lo()) + ".." + page.source(p.hi())
                                    : p.domain() != null ? " in " + page.source(p.domain())
                                    : p.reach() != null ? " within " + page.source(p.reach()) + " of "
                                            + page.source(p.centre())
                                    : p.pool() != null ? " from " + page.source(p.pool())
                                            + (p.each() == null ? "" : " for " + p.each().text() + " in " + p.over().text())
                                    : ""));
                }
                h.raw("<tr><th scope=\"row\"><code>").text(a.name().text()).raw("</code> ").text(a.label())
                        .raw("</th><td><code>").text(a.action() == null ? "" : a.action().text())
                        .raw(a.limit() == null ? "" : "</code> uses <code>").text(a.limit() == null ? "" : a.limit().text())
                        .raw("</code></td><td><code>").text(String.join(", ", choices)).raw("</code></td><td>");
                if (!a.requires().isEmpty()) {
                    h.raw("<ul class=\"requires\">");
                    for (Play.Requirement r : a.requires()) {
                        h.raw("<li><code>").text(page.source(r.condition())).raw("</code>");
                        page.provenance(h, r.meta());
                        h.raw("</li>");
                    }
                    h.raw("</ul>");
                }
                h.raw("</td><td>");
                page.provenance(h, a.meta());
                h.raw("</td></tr>");
            }
            h.raw("</tbody></table>");
        }
        if (!play.invariants().isEmpty()) {
            h.raw("<p>After every act:</p><ul class=\"invariants\">");
            for (Play.Invariant i : play.invariants()) {
                h.raw("<li><code>").text(i.name().text()).raw("</code> ").text(i.label()).raw(": <code>")
                        .text(page.source(i.condition())).raw("</code>");
                page.provenance(h, i.meta());
                h.raw("</li>");
            }
            h.raw("</ul>");
        }
        if (!play.musts().isEmpty()) {
            h.raw("<p>Owed before a phase ends:</p><ul class=\"musts\">");
            for (Play.Must m : play.musts()) {
                h.raw("<li><code>").text(m.act().text()).raw("</code>");
                if (m.when() != null) {
                    h.raw(" when <code>").text(page.source(m.when())).raw("</code>");
                }
                page.provenance(h, m.meta());
                h.raw("</li>");
            }
            h.raw("</ul>");
        }
        page.provenance(h, g.meta());
        h.raw("</section>");
    }
}
