package org.rulesc.compiler;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Test helpers: compile rulebook text or a test resource. */
public final class Compile {
    private Compile() {}

    public static CompilationResult text(String name, String text) {
        return new RulesCompiler(new CompilerOptions("test.gen")).compile(List.of(new SourceFile(name, text)));
    }

    public static String resource(String name) {
        try (InputStream in = Compile.class.getResourceAsStream("/rules/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A minimal header so a test can focus on one declaration. */
    public static CompilationResult declarations(String declarations) {
        return text("t.rules", "rulebook t \"T\" version \"1\" {\n  die d6\n  space continuous\n  unit cm\n  unit step = 15cm\n}\n"
                + declarations);
    }

    public static String errors(CompilationResult result) {
        StringBuilder out = new StringBuilder();
        result.diagnostics().forEach(d -> out.append(d.render()));
        return out.toString();
    }
}
