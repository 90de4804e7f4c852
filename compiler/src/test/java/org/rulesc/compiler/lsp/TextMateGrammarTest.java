package org.rulesc.compiler.lsp;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The editor grammar (editors/textmate) and the ANTLR lexer cannot drift apart: every keyword
 * of the lexer is highlighted as a keyword, and the keyword patterns name no word the lexer
 * does not have. The VS Code manifest points at files that exist and starts {@code rulesc lsp}.
 */
class TextMateGrammarTest {
    static final Path EDITORS = Path.of("..", "editors");
    static final ObjectMapper JSON = new ObjectMapper();

    private static List<Pattern> keywordPatterns() throws Exception {
        JsonNode grammar = JSON.readTree(EDITORS.resolve("textmate/rules.tmLanguage.json").toFile());
        List<Pattern> out = new ArrayList<>();
        for (JsonNode p : grammar.at("/repository/keywords/patterns")) {
            out.add(Pattern.compile(p.get("match").asText()));
        }
        assertThat(out).isNotEmpty();
        return out;
    }

    @Test
    void everyKeywordOfTheLexerIsAKeywordOfTheGrammar() throws Exception {
        List<Pattern> patterns = keywordPatterns();
        List<String> keywords = Keywords.all();
        assertThat(keywords).containsAtLeast("rulebook", "formula", "check", "cite", "house", "reading", "expect");
        List<String> missing = new ArrayList<>();
        for (String keyword : keywords) {
            boolean matched = patterns.stream().anyMatch(p -> {
                Matcher m = p.matcher(" " + keyword + " ");
                return m.find() && m.group().equals(keyword);
            });
            if (!matched) {
                missing.add(keyword);
            }
        }
        assertWithMessage("keywords of Rules.g4 that editors/textmate/rules.tmLanguage.json does not highlight")
                .that(missing).isEmpty();
    }

    @Test
    void theGrammarNamesNoKeywordTheLexerDoesNotHave() throws Exception {
        TreeSet<String> written = new TreeSet<>();
        Pattern alternatives = Pattern.compile("\\\\b\\(([a-z_|]+)\\)\\\\b");
        for (Pattern p : keywordPatterns()) {
            Matcher m = alternatives.matcher(p.pattern());
            assertWithMessage("a keyword pattern of the form \\b(a|b|c)\\b").that(m.matches()).isTrue();
            written.addAll(List.of(m.group(1).split("\\|")));
        }
        written.removeAll(Keywords.all());
        assertWithMessage("words highlighted as keywords that the lexer reads as names").that(written).isEmpty();
    }

    @Test
    void theExtensionManifestRegistersTheGrammarAndStartsTheServer() throws Exception {
        JsonNode manifest = JSON.readTree(EDITORS.resolve("package.json").toFile());
        JsonNode grammar = manifest.at("/contributes/grammars/0");
        assertThat(grammar.get("language").asText()).isEqualTo("rules");
        assertThat(Files.isRegularFile(EDITORS.resolve(grammar.get("path").asText()))).isTrue();
        JsonNode tm = JSON.readTree(EDITORS.resolve(grammar.get("path").asText()).toFile());
        assertThat(grammar.get("scopeName").asText()).isEqualTo(tm.get("scopeName").asText());
        assertThat(manifest.at("/contributes/languages/0/extensions/0").asText()).isEqualTo(".rules");
        assertThat(Files.isRegularFile(EDITORS.resolve(manifest.at("/contributes/languages/0/configuration").asText())))
                .isTrue();
        String main = Files.readString(EDITORS.resolve(manifest.get("main").asText()));
        assertThat(main).contains("args: ['lsp']");
        assertThat(main).contains("path.join(__dirname, '..', 'rulesc')");
        assertThat(Files.isRegularFile(EDITORS.resolve("../rulesc"))).isTrue();
    }
}
