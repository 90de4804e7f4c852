package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;
import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import nu.validator.validation.SimpleDocumentValidator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.cli.RulescTest.Run;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;

/**
 * Every page {@code rulesc doc} writes passes the Nu Html Checker (the validator behind
 * validator.w3.org/nu), run in-process with the HTML5 schemas bundled in its jar: no network.
 * Its warnings count too (a table without headers, an id used twice, a misused ARIA role are
 * errors or warnings there), so a page that passes reads the same in any browser and screen reader.
 */
class HtmlValidationTest {
    /** The repository root, from the compiler module where the tests run. */
    private static final Path HOME = Path.of("..").toAbsolutePath().normalize();

    @TempDir static Path work;

    /** What the checker said, one line per message, {@code page:line:col: kind: message}. */
    private static final List<String> messages = new ArrayList<>();
    private static String page;

    private static SimpleDocumentValidator validator;

    @BeforeAll
    static void setUpValidator() throws Exception {
        ErrorHandler collect = new ErrorHandler() {
            @Override
            public void warning(SAXParseException e) {
                add("warning", e);
            }

            @Override
            public void error(SAXParseException e) {
                add("error", e);
            }

            @Override
            public void fatalError(SAXParseException e) {
                add("fatal", e);
            }

            private void add(String kind, SAXParseException e) {
                messages.add(page + ":" + e.getLineNumber() + ":" + e.getColumnNumber() + ": " + kind + ": "
                        + e.getMessage());
            }
        };
        validator = new SimpleDocumentValidator(true, false, false);
        validator.setUpMainSchema("http://s.validator.nu/html5-all.rnc", collect);
        validator.setUpValidatorAndParsers(collect, false, false);
    }

    private static List<String> validate(Path site) throws Exception {
        messages.clear();
        List<Path> files;
        try (Stream<Path> s = Files.list(site)) {
            files = s.sorted().toList();
        }
        for (Path f : files) {
            page = f.getFileName().toString();
            InputSource in = new InputSource(new ByteArrayInputStream(Files.readAllBytes(f)));
            in.setEncoding("UTF-8");
            in.setSystemId(f.toUri().toString());
            validator.checkHtmlInputSource(in);
        }
        return List.copyOf(messages);
    }

    private static Run run(String... args) {
        return RulescTest.Run.of(work, HOME, args);
    }

    @Test
    void everyPageOfTheBundledRulebooksIsValidHtml() throws Exception {
        Run r = run("doc", "-d", "site");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_OK);
        Path site = work.resolve("site");
        try (Stream<Path> s = Files.list(site)) {
            assertThat(s.count()).isEqualTo(6);
        }
        assertThat(validate(site)).isEmpty();
    }

    @Test
    void aHouseRulePageIsValidHtml() throws Exception {
        Files.writeString(work.resolve("base.rules"), """
                rulebook base "Base" version "1" { die d6 }
                const hp "HP": int = 6 cite "§1"
                const reach "射程": int = 2 cite "§2"
                example "hp" { expect hp + reach == 8 }
                """, UTF_8);
        Files.writeString(work.resolve("house.rules"), """
                rulebook our_table "House" version "1" { extends base }
                replace const hp "HP": int = 8 house "our table"
                example "tougher" { expect hp == 8 }
                """, UTF_8);
        Run r = run("doc", "-d", "house-site", "house.rules");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(validate(work.resolve("house-site"))).isEmpty();
    }

    @Test
    void theCheckerFindsAnInvalidPage() throws Exception {
        // the test's own control: an id used twice must be reported (the table with an implied row is
        // valid HTML: its tbody and tr start tags may be left out)
        Path bad = Files.createDirectories(work.resolve("bad"));
        Files.writeString(bad.resolve("bad.html"), "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"/>"
                + "<title>x</title></head><body><p id=\"a\">x</p><p id=\"a\">y</p><table><td>1</td></table>"
                + "</body></html>", UTF_8);
        assertThat(String.join("\n", validate(bad))).contains("Duplicate ID");
    }
}
