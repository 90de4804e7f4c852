package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Source directories as users leave them: links to folders, including links that loop. */
class SourceScannerTest {
    @TempDir
    Path dir;

    private SourceScanner.Scan scan(Path root) throws Exception {
        return SourceScanner.scan(List.of(root.toAbsolutePath().normalize()), List.of(AntPattern.of("**/*.rules")),
                List.of(), Set.of());
    }

    @Test
    void aLinkBackToAnEnclosingFolderIsNotEnteredAndNothingIsLost() throws Exception {
        Path rules = Files.createDirectories(dir.resolve("rules/house"));
        Files.writeString(rules.resolve("a.rules"), "rulebook a \"A\" version \"1\" {\n}\n");
        Files.writeString(dir.resolve("rules/b.rules"), "rulebook b \"B\" version \"1\" {\n}\n");
        // house/up -> rules: walking through it would go round forever
        Files.createSymbolicLink(rules.resolve("up"), dir.resolve("rules"));

        SourceScanner.Scan scan = scan(dir.resolve("rules"));

        assertThat(scan.included().stream().map(RuleInput::relative).toList())
                .containsExactly("b.rules", "house/a.rules").inOrder();
    }

    @Test
    void aLinkToAFolderElsewhereIsFollowed() throws Exception {
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve("c.rules"), "rulebook c \"C\" version \"1\" {\n}\n");
        Path rules = Files.createDirectories(dir.resolve("rules"));
        Files.createSymbolicLink(rules.resolve("shared"), elsewhere);

        assertThat(scan(rules).included().stream().map(RuleInput::relative).toList()).containsExactly("shared/c.rules");
    }
}
