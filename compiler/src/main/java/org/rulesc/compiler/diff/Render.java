package org.rulesc.compiler.diff;

import java.util.List;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.interpret.Json;

/** A diff as text (grouped by severity), JSON (schema: docs/diff-schema.json, version 1) or Markdown. */
public final class Render {
    private Render() {}

    /**
     * GitHub Actions workflow commands: an annotation per change on the line it is written
     * ({@code ::error} for breaking, {@code ::warning} for balance, {@code ::notice} for info).
     */
    public static String github(String oldName, String newName, DiffReport r) {
        StringBuilder out = new StringBuilder();
        for (Change c : r.changes()) {
            String level = switch (c.severity()) {
                case BREAKING -> "error";
                case BALANCE -> "warning";
                case INFO -> "notice";
            };
            out.append("::").append(level).append(' ');
            if (c.where() != null) {
                out.append("file=").append(property(c.where().file())).append(",line=").append(c.where().line())
                        .append(',');
            }
            out.append("title=").append(property(c.id() + " " + c.key())).append("::")
                    .append(data(c.message())).append('\n');
        }
        return out.append("::notice title=rulesc diff::").append(data(oldName + " → " + newName + ": " + r.verdict()))
                .append('\n').toString();
    }

    /** Escaping of a workflow command's message. */
    private static String data(String s) {
        return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    /** Escaping of a workflow command's property value. */
    private static String property(String s) {
        return data(s).replace(":", "%3A").replace(",", "%2C");
    }

    public static String text(String oldName, String newName, DiffReport r) {
        StringBuilder out = new StringBuilder("diff " + oldName + " → " + newName + "\n");
        for (Severity s : Severity.values()) {
            List<Change> of = r.changes().stream().filter(c -> c.severity() == s).toList();
            if (of.isEmpty()) {
                continue;
            }
            out.append(s.word()).append(" (").append(of.size()).append(")\n");
            for (Change c : of) {
                out.append("  ").append(c.id()).append("  ").append(c.key())
                        .append(r.accepted().contains(c.fingerprint()) ? "  (accepted in the baseline)" : "")
                        .append("\n      ").append(c.message()).append('\n');
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
                    .append(", \"message\": ").append(Json.string(c.message())).append(", \"fingerprint\": ")
                    .append(Json.string(c.fingerprint())).append(", \"accepted\": ")
                    .append(r.accepted().contains(c.fingerprint()));
            if (c.where() != null) {
                out.append(", \"file\": ").append(Json.string(c.where().file())).append(", \"line\": ")
                        .append(c.where().line());
            }
            out.append('}');
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
