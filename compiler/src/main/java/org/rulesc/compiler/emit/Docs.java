package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.JavaNames;
import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Meta;

/** Javadoc text for generated members: the rule's label and its provenance (cited, read or house). */
final class Docs {
    private Docs() {}

    static String of(String label, Meta meta) {
        List<String> lines = new ArrayList<>();
        if (label != null && !label.isEmpty()) {
            lines.add(escape(label) + ".");
        }
        for (Meta.Citation cite : meta.cites()) {
            lines.add("<p>Rule: " + citation(cite));
        }
        for (String house : meta.house()) {
            lines.add("<p>House value (not from the document): " + escape(house));
        }
        return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
    }

    /**
     * The sections cited, for a line of Javadoc: {@code 【4】; 【5】 (reading: …)}. A reading is an
     * interpretation of its section, so its argument stays next to the section it reads.
     */
    static String citations(Meta meta) {
        List<String> parts = new ArrayList<>();
        for (Meta.Citation cite : meta.cites()) {
            parts.add(citation(cite));
        }
        return String.join("; ", parts);
    }

    private static String citation(Meta.Citation cite) {
        return escape(cite.section()) + (cite.isReading() ? " (reading: " + escape(cite.reading()) + ")" : "");
    }

    /** Rulebook text made safe for a Javadoc comment (see {@link JavaText#javadoc}). */
    static String escape(String text) {
        return JavaText.javadoc(text);
    }

    /** One {@code @param} line per parameter: its name in the rulebook, and its label or type. */
    static String params(List<org.rulesc.compiler.ast.Decl.Param> params) {
        StringBuilder out = new StringBuilder();
        for (org.rulesc.compiler.ast.Decl.Param p : params) {
            out.append("@param ").append(JavaNames.local(p.name().text())).append(" the rulebook's {@code ")
                    .append(escape(p.name().text())).append("}\n");
        }
        return out.toString();
    }
}
