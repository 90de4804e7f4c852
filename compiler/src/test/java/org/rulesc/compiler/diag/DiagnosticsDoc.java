package org.rulesc.compiler.diag;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;

/**
 * Writes docs/diagnostics.md from the catalogue ({@link Code}) and its examples
 * ({@link Examples}). {@code DiagnosticsCatalogueTest} fails when the committed page differs;
 * {@link #REGENERATE} is the command that rewrites it.
 */
public final class DiagnosticsDoc {
    static final String REGENERATE = "./mvnw -B -q -pl compiler -am test -Dtest=DiagnosticsCatalogueTest "
            + "-Dsurefire.failIfNoSpecifiedTests=false -Ddiagnostics.write=true";

    /** The page's place, from the compiler module (where Maven runs its tests). */
    static final Path PAGE = Path.of("..", "docs", "diagnostics.md");

    private static final Map<String, String> AREAS = new LinkedHashMap<>();

    static {
        AREAS.put("E00", "Syntax");
        AREAS.put("E01", "Names and declarations");
        AREAS.put("E02", "Types, operators and calls");
        AREAS.put("E03", "Tables");
        AREAS.put("E04", "Checks and orders");
        AREAS.put("E05", "Examples, foralls and probabilities");
        AREAS.put("E06", "Spaces and maps");
        AREAS.put("E07", "Notations");
        AREAS.put("E08", "Statuses, sequences, triggers and limits");
        AREAS.put("E09", "Rulebooks and house rules (E0999: internal error)");
        AREAS.put("E10", "Games: state, actions, records");
        AREAS.put("E11", "Dice mechanics and chains");
        AREAS.put("W01", "Warnings: unused names");
        AREAS.put("W02", "Warnings: the header");
        AREAS.put("W03", "Warnings: provenance");
        AREAS.put("W04", "Warnings: checks and orders");
        AREAS.put("W08", "Warnings: statuses and sequences");
        AREAS.put("W09", "Warnings: the file as a whole");
        AREAS.put("W10", "Warnings: games");
    }

    private DiagnosticsDoc() {}

    public static void main(String[] args) throws IOException {
        Path page = args.length > 0 ? Path.of(args[0]) : PAGE;
        Files.writeString(page, render(), StandardCharsets.UTF_8);
    }

    static String area(Code code) {
        String area = AREAS.get(code.code().substring(0, 3));
        if (area == null) {
            throw new IllegalStateException(code.code() + " is in no area: add its area to DiagnosticsDoc.AREAS");
        }
        return area;
    }

    static String render() {
        StringBuilder out = new StringBuilder();
        out.append("<!-- Generated from compiler/src/main/java/org/rulesc/compiler/diag/Code.java and\n")
                .append("     compiler/src/main/resources/org/rulesc/compiler/diag/examples.txt. Do not edit;\n")
                .append("     regenerate with\n     ").append(REGENERATE).append(" -->\n\n");
        out.append("""
                # Diagnostics

                Every error and warning rulesc reports has a stable **code** (`E0101`: `E` for an
                error, `W` for a warning) and a kebab-case **name** (`unknown-name`). The text form is

                ```
                file:line:col: error[E0101]: message
                    the source line
                    ^~~~ under the problem
                    hint: what to write instead
                file:line:col: note: a related place (the first declaration of a duplicate)
                ```

                in the CLI, in the Maven plugin's log and in these pages alike. `rulesc check --format json`
                and `--format sarif` give the same diagnostics as data (see [cli.md](cli.md)); in SARIF
                the code is the `ruleId`.

                **Silencing warnings.** A rulebook that says `allow W0301 because "…"` in its header,
                `rulesc check --allow W0301` (or `--allow uncited-rule`; repeatable, or comma-separated)
                and the Maven plugin's `<allow>` list leave out warnings with that code. Errors cannot be
                silenced.

                **Codes are grouped by area**, by their first three characters:

                | codes | area |
                |---|---|
                """);
        AREAS.forEach((prefix, name) -> out.append("| ").append(prefix).append("xx | ").append(name).append(" |\n"));
        out.append("""

                A code keeps its meaning once published; a diagnostic that goes away leaves its number
                unused.

                **Examples.** Each section shows a *bad* rulebook, what rulesc reports for it, and a
                *fixed* one that reports no error; the compiler's tests compile both
                (`DiagnosticsCatalogueTest`), so the examples and the reports shown are real. In messages,
                `{0}`, `{1}` … stand for the names and values of the actual case.

                ## Adding a diagnostic

                1. Add an entry to `Code` in its area with the next free number: constant, code, name,
                   message template, hint template (or null).
                2. Report it: `reporter.report(Code.MY_CODE, span, args…)`, adding `.hint(…)` for a
                   computed hint (a "did you mean") and `.related(span, "…")` for another place.
                3. Add its bad and fixed example to
                   `compiler/src/main/resources/org/rulesc/compiler/diag/examples.txt` under
                   `## E0123 bad` and `## E0123 fixed`: declarations below the header
                   `rulebook demo "Demo" version "1" { die d6 }` unless the example has its own, and
                   `=== name.rules` lines between the files of a house rule and its base.
                4. Regenerate this page: `%s`.

                ## Index

                | code | name | message |
                |---|---|---|
                """.formatted(REGENERATE));
        for (Code code : Code.values()) {
            out.append("| [").append(code.code()).append("](#").append(code.code().toLowerCase()).append(") | `")
                    .append(code.id()).append("` | ").append(cell(code.messageTemplate())).append(" |\n");
        }
        String area = null;
        for (Code code : Code.values()) {
            if (!area(code).equals(area)) {
                area = area(code);
                out.append("\n## ").append(area).append("\n");
            }
            out.append("\n### ").append(code.code()).append("\n\n");
            out.append("`").append(code.id()).append("` · ").append(code.severity().word()).append("\n\n");
            out.append("> ").append(code.messageTemplate()).append("\n");
            if (code.hintTemplate() != null) {
                out.append(">\n> hint: ").append(code.hintTemplate()).append("\n");
            }
            Examples.of(code).ifPresentOrElse(example -> {
                out.append("\nBad:\n\n```\n").append(shown(example.bad())).append("```\n");
                out.append("\nreports\n\n```\n").append(reported(code, example.bad())).append("```\n");
                out.append("\nFixed:\n\n```\n").append(shown(example.fixed())).append("```\n");
            }, () -> out.append("\nNo example: ").append(Examples.whyNone(code).orElse("none yet.").strip()
                    .replace('\n', ' ')).append("\n"));
        }
        return out.toString();
    }

    /** The files of an example as compiled: with the header, each file after its name when there are several. */
    private static String shown(String example) {
        List<SourceFile> files = Examples.files(example);
        if (files.size() == 1) {
            return files.get(0).text();
        }
        StringBuilder out = new StringBuilder();
        files.forEach(f -> out.append("// ").append(f.displayPath()).append('\n').append(f.text()));
        return out.toString();
    }

    /** What compiling {@code example} reports with {@code code}, rendered as the CLI prints it. */
    private static String reported(Code code, String example) {
        StringBuilder out = new StringBuilder();
        new RulesCompiler(new CompilerOptions("example")).check(Examples.files(example)).diagnostics().stream()
                .filter(d -> d.code() == code)
                .forEach(d -> out.append(d.render()));
        return out.toString();
    }

    /** A table cell: pipes escaped, the text otherwise as the message reads. */
    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
