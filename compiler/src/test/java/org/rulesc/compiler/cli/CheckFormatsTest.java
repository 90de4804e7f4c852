package org.rulesc.compiler.cli;

import org.rulesc.compiler.cli.RulescTest.Run;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.diag.Code;

/** {@code rulesc check --format text|json|sarif} and {@code --allow}. */
class CheckFormatsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A rulebook with one error (a misspelt name) and one duplicate, with its first declaration. */
    private static final String BROKEN = """
            rulebook broken "Broken" version "1" { die d6 }
            const a: int = 1 cite "1"
            const b: int = a + nope cite "2"
            const a: int = 3 cite "3"
            example "b" { expect b == 1 }
            """;

    /** A clean rulebook but for a rule that cites nothing. */
    private static final String UNCITED = """
            rulebook uncited "Uncited" version "1" { die d6 }
            const a: int = 1
            example "a" { expect a == 1 }
            """;

    @TempDir Path work;

    private Run run(String... args) {
        return RulescTest.Run.of(work, null, args);
    }


    private void write(String path, String text) throws IOException {
        Path p = work.resolve(path);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test
    void textNamesTheCodeInBrackets() throws IOException {
        write("broken.rules", BROKEN);
        Run r = run("check", "broken.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        assertThat(r.err()).contains("broken.rules:3:20: error[E0101]: unknown name `nope`\n"
                + "    const b: int = a + nope cite \"2\"\n"
                + "                       ^~~~\n");
        assertThat(r.err()).contains("broken.rules:4:7: error[E0113]");
        assertThat(r.err()).contains("broken.rules:2:7: note: the first `a` is here");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void jsonCarriesCodesSpansArgumentsAndRelatedPlaces() throws IOException {
        write("broken.rules", BROKEN);
        Run r = run("check", "--format", "json", "broken.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);
        JsonNode doc = JSON.readTree(r.out());
        List<String> codes = new ArrayList<>();
        doc.get("diagnostics").forEach(d -> codes.add(d.get("code").asText()));
        assertThat(doc.get("errors").asInt() + doc.get("warnings").asInt()).isEqualTo(codes.size());
        JsonNode unknown = doc.get("diagnostics").get(codes.indexOf("E0101"));
        assertThat(unknown.get("code").asText()).isEqualTo("E0101");
        assertThat(unknown.get("name").asText()).isEqualTo("unknown-name");
        assertThat(unknown.get("severity").asText()).isEqualTo("error");
        assertThat(unknown.get("file").asText()).isEqualTo("broken.rules");
        assertThat(List.of(unknown.get("line").asInt(), unknown.get("column").asInt(),
                unknown.get("endColumn").asInt())).containsExactly(3, 20, 24).inOrder();
        assertThat(unknown.get("arguments").get(0).asText()).isEqualTo("nope");
        JsonNode duplicate = doc.get("diagnostics").get(codes.indexOf("E0113"));
        assertThat(duplicate.get("code").asText()).isEqualTo("E0113");
        assertThat(duplicate.get("related").get(0).get("line").asInt()).isEqualTo(2);
        assertThat(r.err()).doesNotContain("error[");
    }

    @Test
    void sarifValidatesAgainstTheSarif210Schema() throws IOException {
        write("rules/my game.rules", BROKEN);
        Run r = run("check", "--format", "sarif", "rules/my game.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_RULE_ERRORS);

        assertThat(schemaErrors(r.out())).isEmpty();

        JsonNode run = JSON.readTree(r.out()).get("runs").get(0);
        JsonNode rules = run.get("tool").get("driver").get("rules");
        assertThat(rules.size()).isEqualTo(Code.values().length);
        JsonNode result = run.get("results").get(0);
        assertThat(result.get("ruleId").asText()).isEqualTo("E0101");
        assertThat(rules.get(result.get("ruleIndex").asInt()).get("id").asText()).isEqualTo("E0101");
        assertThat(result.get("level").asText()).isEqualTo("error");
        JsonNode physical = result.get("locations").get(0).get("physicalLocation");
        assertThat(physical.get("artifactLocation").get("uri").asText()).isEqualTo("rules/my%20game.rules");
        JsonNode region = physical.get("region");
        assertThat(List.of(region.get("startLine").asInt(), region.get("startColumn").asInt(),
                region.get("endColumn").asInt())).containsExactly(3, 20, 24).inOrder();
        JsonNode related = run.get("results").get(1).get("relatedLocations").get(0);
        assertThat(related.get("physicalLocation").get("region").get("startLine").asInt()).isEqualTo(2);
    }

    /** The schema check itself can fail: a log without its version or with a bad level is refused. */
    @Test
    void theSchemaCheckRefusesABrokenLog() throws IOException {
        write("broken.rules", BROKEN);
        ObjectNode log = (ObjectNode) JSON.readTree(run("check", "--format", "sarif", "broken.rules").out());
        log.remove("version");
        ((ObjectNode) log.get("runs").get(0).get("results").get(0)).put("level", "fatal");
        assertThat(schemaErrors(JSON.writeValueAsString(log))).hasSize(2);
    }

    @Test
    void aWarningIsSilencedByCodeOrName() throws IOException {
        write("uncited.rules", UNCITED);
        Run plain = run("check", "uncited.rules");
        assertThat(plain.code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(plain.err()).contains("uncited.rules:2:7: warning[W0301]");
        assertThat(plain.out()).contains("1 warning");

        for (String allow : List.of("W0301", "uncited-rule", "w0301")) {
            Run allowed = run("check", "--allow", allow, "uncited.rules");
            assertThat(allowed.code()).isEqualTo(Rulesc.EXIT_OK);
            assertThat(allowed.err()).isEmpty();
            // the same run as without --allow, less the warning: the examples still ran
            assertThat(allowed.out()).isEqualTo("ok: 1 rulebook checked, 1 example case passed\n");
        }
    }

    @Test
    void errorsAndUnknownCodesCannotBeAllowed() throws IOException {
        write("broken.rules", BROKEN);
        Run error = run("check", "--allow", "E0101", "broken.rules");
        assertThat(error.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(error.err()).contains("E0101 (unknown-name) is an error");
        Run unknown = run("check", "--allow", "W9999", "broken.rules");
        assertThat(unknown.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(unknown.err()).contains("unknown diagnostic `W9999`");
    }

    @Test
    void machineFormatsKeepStdoutForTheDocument() throws IOException {
        write("uncited.rules", UNCITED);
        Run r = run("check", "--format", "json", "uncited.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(JSON.readTree(r.out()).get("warnings").asInt()).isEqualTo(1);
        assertThat(r.err()).contains("ok: 1 rulebook checked");
    }

    /**
     * What the official SARIF 2.1.0 schema (OASIS, errata 01, from oasis-tcs/sarif-spec
     * {@code sarif-2.1/schema/sarif-schema-2.1.0.json}) finds wrong with {@code log}.
     */
    static List<String> schemaErrors(String log) throws IOException {
        try (InputStream in = CheckFormatsTest.class.getResourceAsStream("/sarif/sarif-schema-2.1.0.json")) {
            Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4).getSchema(in);
            List<String> problems = new ArrayList<>();
            for (Error e : schema.validate(JSON.readTree(log))) {
                problems.add(e.toString());
            }
            return problems;
        }
    }
}
