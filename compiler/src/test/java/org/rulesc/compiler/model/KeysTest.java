package org.rulesc.compiler.model;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;

class KeysTest {
    private static Model battling() throws IOException {
        Path file = Path.of("..", "rulebooks", "src", "main", "rules", "battling.rules");
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults()).check(List.of(SourceFile.read(file)));
        assertThat(result.hasErrors()).isFalse();
        return result.models().get(0);
    }

    @Test
    void declarationsAndTheirPartsHaveNamePathKeys() throws IOException {
        Map<String, Object> keys = Keys.all(battling());
        assertThat(keys).containsKey("table:hit_number");
        assertThat(keys).containsKey("table:hit_number/row:brutish_dog");
        assertThat(keys).containsKey("table:hp/row:scopedog");
        assertThat(keys.keySet().stream().filter(k -> k.startsWith("notation:")).toList()).isNotEmpty();
        assertThat(keys.keySet().stream().anyMatch(k -> k.matches("notation:[a-z_]+/format:[a-z_]+"))).isTrue();
    }

    @Test
    void keysAreTheSameForTheSameText() throws IOException {
        Map<String, Object> first = Keys.all(battling());
        Map<String, Object> second = Keys.all(battling());
        assertThat(second.keySet()).containsExactlyElementsIn(first.keySet()).inOrder();
    }

    @Test
    void everyBundledRulebookHasOneKeyPerPart() throws IOException {
        List<SourceFile> sources = new java.util.ArrayList<>();
        try (var files = Files.list(Path.of("..", "rulebooks", "src", "main", "rules"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".rules")).sorted().toList()) {
                sources.add(SourceFile.read(p));
            }
        }
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults()).check(sources);
        assertThat(result.models()).hasSize(5);
        for (Model m : result.models()) {
            // Keys.all throws on a collision; every declaration is there under its own key
            Map<String, Object> keys = Keys.all(m);
            for (org.rulesc.compiler.ast.Decl d : m.rulebook.declarations()) {
                assertThat(keys.get(Keys.of(d))).isSameInstanceAs(d);
            }
        }
    }

    @Test
    void aCollisionIsAnError() {
        java.util.Map<String, Object> keys = new java.util.LinkedHashMap<>();
        keys.put("table:t", "x");
        org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> {
            var put = Keys.class.getDeclaredMethod("put", Map.class, String.class, Object.class);
            put.setAccessible(true);
            try {
                put.invoke(null, keys, "table:t", "y");
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }
}
