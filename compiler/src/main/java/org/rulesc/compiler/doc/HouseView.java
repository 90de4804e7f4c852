package org.rulesc.compiler.doc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulebookHeader;
import org.rulesc.compiler.RulebookResolver;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.diff.Change;
import org.rulesc.compiler.diff.DiffReport;
import org.rulesc.compiler.diff.Differ;
import org.rulesc.compiler.model.Model;

/**
 * What a house rule changes relative to its base, as {@code rulesc diff BASE HOUSE} reports it:
 * the page lists the changes in a section of their own and marks each declaration they touch.
 */
final class HouseView {
    private final DiffReport report;
    /** Changes by the key of the top-level declaration they are in ({@code const:hp}). */
    private final Map<String, List<Change>> byDeclaration = new LinkedHashMap<>();

    private HouseView(DiffReport report) {
        this.report = report;
        for (Change c : report.changes()) {
            byDeclaration.computeIfAbsent(declarationKey(c.key()), k -> new ArrayList<>()).add(c);
        }
    }

    /**
     * The changes of a house rule against its base, or null for a rulebook that extends none. The
     * base is checked on its own, from the files the house rule's compilation read.
     */
    static HouseView of(Model house) {
        if (house.rulebook.base() == null) {
            return null;
        }
        String baseId = house.rulebook.base().text();
        RulebookResolver known = id -> house.baseFiles.values().stream()
                .filter(f -> RulebookHeader.id(f.text()).filter(id::equals).isPresent()).findFirst();
        Optional<SourceFile> base = known.find(baseId);
        if (base.isEmpty()) {
            return null;
        }
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults().withResolver(known))
                .check(List.of(base.get()));
        Model baseModel = result.models().stream().filter(m -> m.rulebook.id().text().equals(baseId)).findFirst()
                .orElse(null);
        return baseModel == null ? null : new HouseView(Differ.diff(baseModel, house));
    }

    /** The changes in one declaration (by its key), in the order the diff reports them. */
    List<Change> in(String declarationKey) {
        return byDeclaration.getOrDefault(declarationKey, List.of());
    }

    /** The section that lists every change, most serious first. */
    void write(Html h, String baseId, java.util.function.Predicate<String> onPage) {
        h.raw("<section id=\"house-changes\"><h2>What this house rule changes</h2><p>Compared with <code>")
                .text(baseId).raw("</code>, as <code>rulesc diff</code> reports it: ").text(report.verdict())
                .raw(".</p>");
        if (report.changes().isEmpty()) {
            h.raw("<p>No change.</p></section>");
            return;
        }
        h.raw("<table class=\"house-changes\"><caption>Changes to ").text(baseId).raw("</caption><thead><tr>"
                + "<th scope=\"col\">severity</th><th scope=\"col\">change</th><th scope=\"col\">what changed</th>"
                + "<th scope=\"col\">where</th></tr></thead><tbody>");
        for (Change c : report.changes()) {
            String decl = declarationKey(c.key());
            h.raw("<tr class=\"sev-" + c.severity().word() + "\"><td>" + c.severity().word() + "</td><td><code>")
                    .text(c.id()).raw("</code></td><td>").text(c.message()).raw("</td><td>");
            if (onPage.test(decl)) {
                h.raw("<a href=\"#" + Html.id(decl) + "\"><code>").text(c.key()).raw("</code></a>");
            } else {
                h.raw("<code>").text(c.key()).raw("</code>");
            }
            h.raw("</td></tr>");
        }
        h.raw("</tbody></table></section>");
    }

    /** Under a declaration's heading: what the house rule changed in it. */
    void mark(Html h, String declarationKey) {
        List<Change> changes = in(declarationKey);
        if (changes.isEmpty()) {
            return;
        }
        // each item says "changed by this house rule" itself: an aria-label on a plain list is a misuse (Nu checker)
        h.raw("<ul class=\"house-changed\">");
        for (Change c : changes) {
            h.raw("<li>changed by this house rule (" + c.severity().word() + "): ").text(c.message()).raw("</li>");
        }
        h.raw("</ul>");
    }

    private static String declarationKey(String key) {
        int slash = key.indexOf('/');
        return slash < 0 ? key : key.substring(0, slash);
    }
}
