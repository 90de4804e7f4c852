package org.rulesc.compiler.diff;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.diag.Sarif;

/**
 * A diff as a SARIF 2.1.0 log, so code scanning shows a rulebook's changes on their lines: each
 * change id is a rule, breaking changes are errors, balance changes warnings, the rest notes.
 */
public final class DiffSarif {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private DiffSarif() {}

    /** One run with every pair's changes. */
    public static String render(List<DiffReport> reports, String toolVersion) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "rulesc diff");
        if (toolVersion != null) {
            driver.put("version", toolVersion);
        }
        Map<String, Integer> ruleIndex = new LinkedHashMap<>();
        ArrayNode rules = driver.putArray("rules");
        ArrayNode results = run.putArray("results");
        for (DiffReport report : reports) {
            for (Change c : report.changes()) {
                Integer index = ruleIndex.get(c.id());
                if (index == null) {
                    index = ruleIndex.size();
                    ruleIndex.put(c.id(), index);
                    ObjectNode rule = rules.addObject();
                    rule.put("id", c.id());
                    rule.putObject("shortDescription").put("text", c.id().replace('-', ' '));
                    rule.putObject("defaultConfiguration").put("level", level(c.severity()));
                }
                ObjectNode result = results.addObject();
                result.put("ruleId", c.id());
                result.put("ruleIndex", index);
                result.put("level", level(c.severity()));
                result.putObject("message").put("text", c.key() + ": " + c.message());
                result.putObject("partialFingerprints").put("rulescDiff/v1", c.fingerprint());
                if (report.accepted().contains(c.fingerprint())) {
                    result.putArray("suppressions").addObject().put("kind", "external")
                            .put("justification", "accepted in the diff baseline");
                }
                if (c.where() != null) {
                    ObjectNode physical = result.putArray("locations").addObject().putObject("physicalLocation");
                    physical.putObject("artifactLocation").put("uri", Sarif.uri(c.where().file()));
                    physical.putObject("region").put("startLine", Math.max(1, c.where().line()));
                }
            }
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String level(Change.Severity s) {
        return switch (s) {
            case BREAKING -> "error";
            case BALANCE -> "warning";
            case INFO -> "note";
        };
    }
}
