package org.rulesc.compiler.diag;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;

/** The catalogue is well formed, its examples do what they say, and docs/diagnostics.md is current. */
class DiagnosticsCatalogueTest {

    @Test
    void codesAndNamesAreUniqueAndWellFormed() {
        Set<String> codes = new HashSet<>();
        Set<String> names = new HashSet<>();
        for (Code code : Code.values()) {
            assertThat(code.code()).matches("[EW]\\d{4}");
            assertThat(code.id()).matches("[a-z0-9]+(-[a-z0-9]+)*");
            assertThat(code.name()).isEqualTo(code.id().toUpperCase().replace('-', '_'));
            assertWithMessage("code %s twice", code.code()).that(codes.add(code.code())).isTrue();
            assertWithMessage("name %s twice", code.id()).that(names.add(code.id())).isTrue();
            assertThat(DiagnosticsDoc.area(code)).isNotEmpty();
        }
    }

    @Test
    void theCatalogueIsInCodeOrder() {
        List<String> codes = new ArrayList<>();
        for (Code code : Code.values()) {
            codes.add(code.code().charAt(0) == 'E' ? "0" + code.code() : "1" + code.code());
        }
        assertThat(codes).isInStrictOrder();
    }

    @Test
    void aTemplateWithoutItsArgumentsIsAnErrorOfTheCaller() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Code.UNKNOWN_NAME.message());
        assertThat(e).hasMessageThat().contains("E0101");
        assertThat(Code.UNKNOWN_NAME.message("pistl")).isEqualTo("unknown name `pistl`");
    }

    /**
     * Every bad example reports its code (and may report what follows from the same mistake);
     * every fixed one reports neither the code nor any error.
     */
    @Test
    void examplesReportTheirCodeAndTheFixesDoNot() {
        List<String> wrong = new ArrayList<>();
        Examples.all().forEach((code, example) -> {
            List<Diagnostic> bad = check(example.bad());
            Set<Code> badCodes = codes(bad);
            if (!badCodes.contains(code)) {
                wrong.add(code.code() + ": the bad example does not report it, but " + badCodes + "\n" + text(bad));
            }
            List<Diagnostic> fixed = check(example.fixed());
            if (codes(fixed).contains(code) || !errors(fixed).isEmpty()) {
                wrong.add(code.code() + ": the fixed example reports " + codes(fixed) + "\n" + text(fixed));
            }
        });
        assertWithMessage(String.join("\n", wrong)).that(wrong).isEmpty();
    }

    @Test
    void everyCodeHasAnExampleOrSaysWhyNot() {
        List<String> missing = new ArrayList<>();
        for (Code code : Code.values()) {
            if (Examples.of(code).isEmpty() && Examples.whyNone(code).isEmpty()) {
                missing.add(code.code() + " " + code.id());
            }
        }
        assertWithMessage("codes without an example in examples.txt").that(missing).isEmpty();
    }

    @Test
    void theDiagnosticsPageIsCurrent() throws IOException {
        String expected = DiagnosticsDoc.render();
        if (Boolean.getBoolean("diagnostics.write")) {
            Files.writeString(DiagnosticsDoc.PAGE, expected, StandardCharsets.UTF_8);
        }
        String committed = Files.exists(DiagnosticsDoc.PAGE)
                ? Files.readString(DiagnosticsDoc.PAGE, StandardCharsets.UTF_8) : "";
        assertWithMessage("docs/diagnostics.md is out of date with the catalogue; regenerate it with\n  "
                + DiagnosticsDoc.REGENERATE + "\n").that(committed).isEqualTo(expected);
    }

    /** Every code the compiler's sources report is in the catalogue and every entry is reported somewhere. */
    @Test
    void everyEntryIsReportedSomewhere() throws IOException {
        Pattern use = Pattern.compile("Code\\.([A-Z][A-Z0-9_]+)");
        Set<String> used = new HashSet<>();
        try (var files = Files.walk(java.nio.file.Path.of("src", "main", "java"))) {
            for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                if (f.getFileName().toString().equals("Code.java")) {
                    continue;
                }
                Matcher m = use.matcher(Files.readString(f));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        List<String> unused = new ArrayList<>();
        for (Code code : Code.values()) {
            if (!used.contains(code.name())) {
                unused.add(code.code() + " " + code.name());
            }
        }
        assertWithMessage("catalogue entries no source reports").that(unused).isEmpty();
    }

    private static List<Diagnostic> check(String example) {
        CompilationResult result = new RulesCompiler(new CompilerOptions("test.gen")).check(Examples.files(example));
        return result.diagnostics();
    }

    private static Set<Code> codes(List<Diagnostic> diagnostics) {
        Set<Code> codes = new HashSet<>();
        diagnostics.forEach(d -> codes.add(d.code()));
        return codes;
    }

    private static Set<Code> errors(List<Diagnostic> diagnostics) {
        Set<Code> codes = new HashSet<>();
        diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).forEach(d -> codes.add(d.code()));
        return codes;
    }

    private static String text(List<Diagnostic> diagnostics) {
        StringBuilder out = new StringBuilder();
        diagnostics.forEach(d -> out.append(d.render()));
        return out.toString();
    }
}
