package org.rulesc.compiler;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The pipeline's boundaries, read from the sources: the checker resolves names and types once,
 * into the model, and the back ends read the model. A back end that looks a name up in the
 * symbol table, or resolves a written type again, would give a second answer to a question the
 * checker has answered (and could answer it differently); these tests name the file and line
 * that does.
 */
class PipelineBoundariesTest {
    private static final Path SOURCES = Path.of("src/main/java/org/rulesc/compiler");

    /** Symbol-table look-ups and re-resolution of written types. */
    private static final Pattern RESOLVING = Pattern.compile(
            "symbols\\.(lookup|kind|named|members|entries|units)\\b|Expressions\\.resolve\\(|\\.resolveQuietly\\(");

    @Test
    void emittersDocsAndDiffReadResolvedNamesFromTheModel() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : List.of("emit", "doc", "diff")) {
            found.addAll(matches(pkg, RESOLVING));
        }
        assertWithMessage("back ends that resolve names or types again (read Model.decl, part, "
                + "fieldValues, length and type(TypeRef) instead)").that(found).isEmpty();
    }

    /**
     * A written type ({@code TypeRef}) resolved again through the model: {@code ctx.javaType(p.type())},
     * {@code ctx.resolve(f.result())}, {@code model.type(p.type())}. The types of parameters,
     * fields, outputs, results and layers are on each declaration's {@code model.Construct}.
     */
    private static final Pattern TYPE_REF_LOOKUP = Pattern.compile(
            "(javaType|resolve|model\\.type)\\([\\w.()]*\\.(type|result)\\(\\)\\)");

    /**
     * The game emitters, left to read a game's types through {@code EmitContext.javaType(TypeRef)}
     * until the game code reads its {@code Construct.Game} (the game code has its own owner).
     */
    private static final List<String> GAME_FILES = List.of("emit/GameEmitter.java", "emit/GameJsonEmitter.java",
            "emit/SceneryEmitter.java");

    @Test
    void emittersDocsAndDiffReadTypesFromTheConstructs() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : List.of("emit", "doc", "diff")) {
            for (String hit : matches(pkg, TYPE_REF_LOOKUP)) {
                if (GAME_FILES.stream().noneMatch(f -> hit.startsWith(f + ":"))) {
                    found.add(hit);
                }
            }
        }
        assertWithMessage("back ends that resolve a written type again (read the types on model.Construct)")
                .that(found).isEmpty();
    }

    @Test
    void theTypeRefPatternFindsALookUp() {
        assertWithMessage("a parameter's type").that(TYPE_REF_LOOKUP.matcher("ctx.javaType(p.type())").find()).isTrue();
        assertWithMessage("a result").that(TYPE_REF_LOOKUP.matcher("ctx.resolve(t.result())").find()).isTrue();
        assertWithMessage("through the model").that(TYPE_REF_LOOKUP.matcher("Type t = model.type(params.get(i).type());")
                .find()).isTrue();
        assertWithMessage("an expression's type").that(TYPE_REF_LOOKUP.matcher("ctx.model.type(l.value())").find())
                .isFalse();
        assertWithMessage("a construct's type").that(TYPE_REF_LOOKUP.matcher("ctx.types.of(k.type())").find())
                .isFalse();
    }

    @Test
    void emitAndCheckDoNotImportEachOther() throws IOException {
        List<String> found = new ArrayList<>(matches("emit", Pattern.compile("import org\\.rulesc\\.compiler\\.check\\.")));
        found.addAll(matches("check", Pattern.compile("import org\\.rulesc\\.compiler\\.emit\\.")));
        found.addAll(matches("emit", Pattern.compile("org\\.rulesc\\.compiler\\.check\\.[A-Z]")));
        found.addAll(matches("check", Pattern.compile("org\\.rulesc\\.compiler\\.emit\\.[A-Z]")));
        assertWithMessage("the checker and the emitters meet only in the model").that(found).isEmpty();
    }

    /** The pattern finds what it is meant to find (so an empty result above means something). */
    @Test
    void thePatternsFindALookUp() {
        assertWithMessage("a symbol-table look-up").that(RESOLVING.matcher("model.symbols.lookup(n.text())").find())
                .isTrue();
        assertWithMessage("a unit look-up").that(RESOLVING.matcher("ctx.model.symbols.units.get(q.unit())").find())
                .isTrue();
        assertWithMessage("re-resolving a type").that(RESOLVING.matcher("Expressions.resolve(model, p.type())").find())
                .isTrue();
        assertWithMessage("reading the model").that(RESOLVING.matcher("model.decl(m.terrain(), Decl.Enum.class)").find())
                .isFalse();
    }

    private static List<String> matches(String pkg, Pattern pattern) throws IOException {
        Path dir = SOURCES.resolve(pkg);
        assertWithMessage("sources of package " + pkg).that(Files.isDirectory(dir)).isTrue();
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = pattern.matcher(lines.get(i));
                    if (m.find()) {
                        out.add(pkg + "/" + f.getFileName() + ":" + (i + 1) + ": " + lines.get(i).strip());
                    }
                }
            }
        }
        return out;
    }
}
