package org.rulesc.compiler.interpret;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.model.Model;

/** The bundled rulebooks, checked once per test JVM, for tests that interpret them. */
final class Bundled {
    private static List<Model> models;

    private Bundled() {}

    static synchronized List<Model> models() throws IOException {
        if (models == null) {
            Path dir = Path.of("..", "rulebooks", "src", "main", "rules");
            List<SourceFile> sources;
            try (Stream<Path> files = Files.list(dir)) {
                sources = files.filter(p -> p.toString().endsWith(".rules")).sorted().map(p -> {
                    try {
                        return SourceFile.read(p);
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }).toList();
            }
            CompilationResult result = new RulesCompiler(new CompilerOptions("org.rulesc.rulebooks")).check(sources);
            if (result.hasErrors()) {
                throw new AssertionError("bundled rulebooks do not check: " + result.diagnostics());
            }
            models = result.models();
        }
        return models;
    }

    static Model model(String id) throws IOException {
        return models().stream().filter(m -> m.rulebook.id().text().equals(id)).findFirst().orElseThrow();
    }
}
