package org.rulesc.compiler.diag;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Diagnostics as rulesc's own JSON document ({@code rulesc check --format json}): one object
 * per diagnostic with its code, name, severity, place, message, hint, arguments and related
 * places, plus the counts. The shape is described in docs/cli.md.
 */
public final class DiagnosticsJson {
    static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private DiagnosticsJson() {}

    public static String render(List<Diagnostic> diagnostics) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("version", 1);
        ArrayNode all = root.putArray("diagnostics");
        long errors = 0;
        for (Diagnostic d : diagnostics) {
            ObjectNode o = all.addObject();
            o.put("code", d.code().code());
            o.put("name", d.code().id());
            o.put("severity", d.severity().word());
            place(o, d.at());
            o.put("message", d.message());
            if (d.hint() != null) {
                o.put("hint", d.hint());
            }
            ArrayNode args = o.putArray("arguments");
            d.arguments().forEach(args::add);
            ArrayNode related = o.putArray("related");
            for (Diagnostic.Related r : d.related()) {
                ObjectNode ro = related.addObject();
                place(ro, r.at());
                ro.put("message", r.message());
            }
            errors += d.severity() == Severity.ERROR ? 1 : 0;
        }
        root.put("errors", errors);
        root.put("warnings", diagnostics.size() - errors);
        return write(root);
    }

    private static void place(ObjectNode o, Diagnostic.Location at) {
        o.put("file", at.file());
        o.put("line", at.line());
        o.put("column", at.column());
        o.put("endColumn", at.column() + at.length());
    }

    static String write(ObjectNode root) {
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always serializes", e);
        }
    }
}
