package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Meta;

/** Javadoc text for generated members: the rule's label, its citation and its provenance. */
final class Docs {
    private Docs() {}

    static String of(String label, Meta meta) {
        List<String> lines = new ArrayList<>();
        if (label != null && !label.isEmpty()) {
            lines.add(escape(label) + ".");
        }
        for (String cite : meta.citations()) {
            lines.add("<p>Rule: " + escape(cite));
        }
        for (String house : meta.house()) {
            lines.add("<p>House value (not from the document): " + escape(house));
        }
        return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
    }

    /**
     * Keeps comment terminators and HTML-looking brackets from breaking the Javadoc. A
     * {@code $} becomes {@code &#36;} because JavaPoet reads Javadoc text as a format string.
     */
    static String escape(String text) {
        return text.replace("$", "&#36;").replace("*/", "*&#47;").replace("<", "&lt;").replace(">", "&gt;").replace("@", "&#64;");
    }
}
