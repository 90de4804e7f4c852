package org.rulesc.compiler.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;

/**
 * What must hold for any text, shared by the JUnit replay ({@link CompilerFuzzTest}) and the
 * standalone long run ({@link CompilerFuzzTarget}): no diagnostic is an internal error, and
 * (when asked) a rulebook the compiler accepts yields Java that javac compiles with
 * {@code -Xlint:all -Werror}. An exception escaping the compiler fails the caller by itself.
 */
final class FuzzOracle {
    private FuzzOracle() {}

    /** Throws AssertionError on an internal error; returns whether the rulebook was accepted. */
    static boolean noInternalError(String text, CompilationResult result) {
        for (Diagnostic d : result.diagnostics()) {
            if (d.code() == Code.INTERNAL_ERROR) {
                throw new AssertionError("internal compiler error on:\n" + text + "\n" + d.render());
            }
        }
        return !result.hasErrors();
    }

    /** Compiles the generated Java in a temporary directory; AssertionError with javac's messages if it fails. */
    static void javacCompiles(CompilationResult result) {
        try {
            Path dir = Files.createTempDirectory("rulesc-fuzz");
            try {
                Compile.javac(result, dir);
            } finally {
                try (var walk = Files.walk(dir)) {
                    walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
