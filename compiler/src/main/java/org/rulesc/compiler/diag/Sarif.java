package org.rulesc.compiler.diag;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * Diagnostics as a SARIF 2.1.0 log ({@code rulesc check --format sarif}), the format GitHub code
 * scanning reads to show rulebook errors inline. Every catalogue entry is a rule of
 * {@code tool.driver.rules} (so {@code ruleIndex} is the code's position in the catalogue and
 * stays stable); a result's {@code ruleId} is the code. Relative paths stay relative URIs, so
 * a log written in the repository root points into the repository.
 */
public final class Sarif {
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private Sarif() {}

    /**
     * @param diagnostics what to report
     * @param toolVersion the version of rulesc, or null when unknown (a development build)
     */
    public static String render(List<Diagnostic> diagnostics, String toolVersion) {
        ObjectNode root = DiagnosticsJson.MAPPER.createObjectNode();
        root.put("$schema", SCHEMA);
        root.put("version", "2.1.0");
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "rulesc");
        if (toolVersion != null) {
            driver.put("version", toolVersion);
        }
        ArrayNode rules = driver.putArray("rules");
        for (Code code : Code.values()) {
            ObjectNode rule = rules.addObject();
            rule.put("id", code.code());
            rule.put("name", code.id());
            rule.putObject("shortDescription").put("text", code.messageTemplate());
            if (code.hintTemplate() != null) {
                rule.putObject("help").put("text", code.hintTemplate());
            }
            rule.putObject("defaultConfiguration").put("level", level(code.severity()));
        }
        ArrayNode results = run.putArray("results");
        for (Diagnostic d : diagnostics) {
            ObjectNode result = results.addObject();
            result.put("ruleId", d.code().code());
            result.put("ruleIndex", d.code().ordinal());
            result.put("level", level(d.severity()));
            String text = d.hint() == null ? d.message() : d.message() + "\nhint: " + d.hint();
            result.putObject("message").put("text", text);
            location(result.putArray("locations").addObject(), d.at());
            if (!d.related().isEmpty()) {
                ArrayNode related = result.putArray("relatedLocations");
                for (int i = 0; i < d.related().size(); i++) {
                    Diagnostic.Related r = d.related().get(i);
                    ObjectNode loc = related.addObject();
                    loc.put("id", i);
                    location(loc, r.at());
                    loc.putObject("message").put("text", r.message());
                }
            }
        }
        return DiagnosticsJson.write(root);
    }

    private static void location(ObjectNode location, Diagnostic.Location at) {
        ObjectNode physical = location.putObject("physicalLocation");
        physical.putObject("artifactLocation").put("uri", uri(at.file()));
        ObjectNode region = physical.putObject("region");
        region.put("startLine", at.line());
        region.put("startColumn", at.column());
        region.put("endColumn", at.column() + at.length());
    }

    private static String level(Severity severity) {
        return severity == Severity.ERROR ? "error" : "warning";
    }

    /** A relative path as a relative URI with forward slashes; an absolute one as a file URI. */
    public static String uri(String file) {
        Path path;
        try {
            path = Path.of(file);
        } catch (InvalidPathException e) {
            path = null; // not a path of this system: written as given
        }
        if (path != null && path.isAbsolute()) {
            return path.toUri().toASCIIString();
        }
        try {
            return new URI(null, null, file.replace('\\', '/'), null).toASCIIString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a path: " + file, e);
        }
    }
}
