package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rulesc diff}: files, a house rule against its base, git revisions, formats and exit codes. */
class DiffCommandTest {
    @TempDir Path work;

    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    private static final String V1 = """
            rulebook t "T" version "1" {
              die d6
            }
            check hit "命中" (target: int) roll d6 {
              success when roll >= target
            } cite "【1】"
            """;

    private RulescTest.Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    @Test
    void aChangedConditionShowsTheOddsAndFailsOnBalance() throws IOException {
        Files.writeString(work.resolve("old.rules"), V1);
        Files.writeString(work.resolve("new.rules"), V1.replace("roll >= target", "roll > target"));
        RulescTest.Run r = run("diff", "old.rules", "new.rules");
        assertThat(r.code()).isEqualTo(0);
        assertThat(r.out()).contains("check-condition-changed  check:hit");
        assertThat(r.out()).contains("hit(target: 3): success 2/3 → 1/2 (-16.7 pp), failure 1/3 → 1/2 (+16.7 pp)");
        assertThat(r.out()).contains("verdict: different");
        assertThat(run("diff", "--fail-on", "balance", "old.rules", "new.rules").code()).isEqualTo(1);
        assertThat(run("diff", "--fail-on", "breaking", "old.rules", "new.rules").code()).isEqualTo(0);
        assertThat(run("diff", "--format", "json", "old.rules", "new.rules").out())
                .contains("\"id\": \"check-condition-changed\", \"severity\": \"balance\", \"key\": \"check:hit\"");
        assertThat(run("diff", "--format", "markdown", "old.rules", "new.rules").out())
                .contains("| balance | `odds-changed` | `check:hit` |");
    }

    @Test
    void aHouseRuleIsComparedWithItsBundledBase() throws IOException {
        Files.writeString(work.resolve("ours.rules"), """
                rulebook ours "Ours" version "1" {
                  extends battling
                }
                """);
        RulescTest.Run same = run("diff", "battling", "ours.rules");
        assertThat(same.err()).isEmpty();
        assertThat(same.code()).isEqualTo(0);
        assertThat(same.out()).doesNotContain("balance (");
        assertThat(same.out()).doesNotContain("breaking (");
    }

    @Test
    void aRevisionWithErrorsExitsFourWithItsDiagnostics() throws IOException {
        Files.writeString(work.resolve("old.rules"), V1);
        Files.writeString(work.resolve("bad.rules"), V1.replace("roll >= target", "roll >= targte"));
        RulescTest.Run r = run("diff", "old.rules", "bad.rules");
        assertThat(r.code()).isEqualTo(4);
        assertThat(r.err()).contains("bad.rules:5:24: error");
        r.assertNoStackTrace();
        assertThat(run("diff", "old.rules", "missing.rules").code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(run("diff", "--fail-on", "everything", "old.rules", "old.rules").code()).isEqualTo(Rulesc.EXIT_USAGE);
    }

    @Test
    void aGitRevisionIsReadWithGitShow() throws Exception {
        Files.writeString(work.resolve("t.rules"), V1);
        git("init", "-q");
        git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", "t.rules");
        git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "v1");
        Files.writeString(work.resolve("t.rules"), V1.replace("roll >= target", "roll > target"));
        RulescTest.Run r = run("diff", "HEAD:t.rules", "t.rules");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("diff HEAD:t.rules → t.rules");
        assertThat(r.out()).contains("odds-changed");
        RulescTest.Run unknown = run("diff", "nope:t.rules", "t.rules");
        assertThat(unknown.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(unknown.err()).contains("cannot read nope:t.rules from git");
    }

    @Test
    void aBaselineAcceptsReviewedChangesUntilTheyChangeAgain() throws IOException {
        Files.writeString(work.resolve("old.rules"), V1);
        Files.writeString(work.resolve("new.rules"), V1.replace("roll >= target", "roll > target"));
        RulescTest.Run written = run("diff", "--write-baseline", "accepted.txt", "old.rules", "new.rules");
        assertThat(written.code()).isEqualTo(0);
        assertThat(Files.readString(work.resolve("accepted.txt"))).contains("odds-changed  check:hit");
        RulescTest.Run accepted = run("diff", "--fail-on", "balance", "--baseline", "accepted.txt", "old.rules",
                "new.rules");
        assertThat(accepted.code()).isEqualTo(0);
        assertThat(accepted.out()).contains("(accepted in the baseline)");
        // a further change moves the odds again: its fingerprint is new
        Files.writeString(work.resolve("newer.rules"), V1.replace("roll >= target", "roll > target + 1"));
        assertThat(run("diff", "--fail-on", "balance", "--baseline", "accepted.txt", "old.rules", "newer.rules")
                .code()).isEqualTo(1);
    }

    @Test
    void githubAnnotationsPointAtTheChangedLine() throws IOException {
        Files.writeString(work.resolve("old.rules"), V1);
        Files.writeString(work.resolve("new.rules"), V1.replace("roll >= target", "roll > target"));
        RulescTest.Run r = run("diff", "--format", "github", "old.rules", "new.rules");
        assertThat(r.out()).contains("::warning file=new.rules,line=4,title=odds-changed check%3Ahit::hit(target: 1)");
        assertThat(r.out()).contains("::notice title=rulesc diff::old.rules → new.rules: different");
    }

    @Test
    void jsonFollowsTheSchemaShippedInDocs() throws IOException {
        Files.writeString(work.resolve("old.rules"), V1);
        Files.writeString(work.resolve("new.rules"), V1.replace("roll >= target", "roll > target"));
        RulescTest.Run r = run("diff", "--format", "json", "old.rules", "new.rules");
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        try (java.io.InputStream schemaText = Files.newInputStream(HOME.resolve("docs/diff-schema.json"))) {
            com.networknt.schema.Schema schema = com.networknt.schema.SchemaRegistry
                    .withDefaultDialect(com.networknt.schema.SpecificationVersion.DRAFT_4).getSchema(schemaText);
            assertThat(schema.validate(json.readTree(r.out()))).isEmpty();
            // the schema can fail: a change without its severity is refused
            com.fasterxml.jackson.databind.node.ObjectNode broken =
                    (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(r.out());
            ((com.fasterxml.jackson.databind.node.ObjectNode) broken.get("changes").get(0)).remove("severity");
            assertThat(schema.validate(broken)).isNotEmpty();
        }
    }

    @Test
    void sarifIsAValidLogWithOneRulePerChangeId() throws IOException {
        Files.writeString(work.resolve("old.rules"), V1);
        Files.writeString(work.resolve("new.rules"), V1.replace("roll >= target", "roll > target"));
        RulescTest.Run r = run("diff", "--format", "sarif", "old.rules", "new.rules");
        assertThat(r.code()).isEqualTo(0);
        assertThat(CheckFormatsTest.schemaErrors(r.out())).isEmpty();
        assertThat(r.out()).contains("\"ruleId\" : \"odds-changed\"");
        assertThat(r.out()).contains("\"level\" : \"warning\"");
        assertThat(r.out()).contains("\"uri\" : \"new.rules\"");
    }

    @Test
    void gitModeDiffsEveryChangedRulebookAgainstARevision() throws Exception {
        Files.writeString(work.resolve("t.rules"), V1);
        Files.writeString(work.resolve("u.rules"), V1.replace("rulebook t", "rulebook u"));
        git("init", "-q");
        git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", "t.rules", "u.rules");
        git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "v1");
        Files.writeString(work.resolve("u.rules"), V1.replace("rulebook t", "rulebook u").replace(">= target", "> target"));
        RulescTest.Run r = run("diff", "--git");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("diff HEAD:u.rules → u.rules");
        assertThat(r.out()).doesNotContain("t.rules");
        assertThat(run("diff", "--git", "HEAD", "t.rules", "u.rules").code()).isEqualTo(Rulesc.EXIT_USAGE);
    }

    private void git(String... args) throws Exception {
        String[] command = new String[args.length + 1];
        command[0] = "git";
        System.arraycopy(args, 0, command, 1, args.length);
        Process p = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        assertThat(p.waitFor()).isEqualTo(0);
    }
}
