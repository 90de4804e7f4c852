package org.rulesc.compiler.diff;

import java.util.List;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.interpret.Json;

/** A diff as text (grouped by severity), JSON (schema: docs/diff-schema.json, version 1) or Markdown. */
public final class Render {
    private Render() {}

    public static String text(String oldName, String newName, DiffReport r) {
        StringBuilder out = new StringBuilder("diff " + oldName + " → " + newName + "\n");
        for (Severity s : Severity.values()) {
            List<Change> of = r.changes().stream().filter(c -> c.severity() == s).toList();
            if (of.isEmpty()) {
                continue;
            }
            out.append(s.word()).append(" (").append(of.size()).append(")\n");
            for (Change c : of) {
                out.append("  ").append(c.id()).append("  ").append(c.key()).append("\n      ").append(c.message())
                        .append('\n');
            }
        }
        return out.append("verdict: ").append(r.verdict()).append('\n').toString();
    }

    public static String json(String oldName, String newName, DiffReport r) {
        StringBuilder out = new StringBuilder("{\"version\": 1, \"old\": ").append(Json.string(oldName))
                .append(", \"new\": ").append(Json.string(newName)).append(", \"verdict\": ")
                .append(Json.string(r.verdict())).append(", \"inputs\": ").append(r.inputs()).append(", \"changes\": [");
        for (int i = 0; i < r.changes().size(); i++) {
            Change c = r.changes().get(i);
            out.append(i == 0 ? "" : ", ").append("{\"id\": ").append(Json.string(c.id())).append(", \"severity\": ")
                    .append(Json.string(c.severity().word())).append(", \"key\": ").append(Json.string(c.key()))
                    .append(", \"message\": ").append(Json.string(c.message())).append('}');
        }
        return out.append("]}\n").toString();
    }

    public static String markdown(String oldName, String newName, DiffReport r) {
        StringBuilder out = new StringBuilder("### `" + oldName + "` → `" + newName + "`\n\n");
        if (r.changes().isEmpty()) {
            return out.append(r.verdict()).append('\n').toString();
        }
        out.append("| severity | change | where | what |\n|---|---|---|---|\n");
        for (Change c : r.changes()) {
            out.append("| ").append(c.severity().word()).append(" | `").append(c.id()).append("` | `").append(c.key())
                    .append("` | ").append(c.message().replace("|", "\\|")).append(" |\n");
        }
        return out.append("\n").append(r.verdict()).append('\n').toString();
    }
}
