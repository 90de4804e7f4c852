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

    /** A minimal hex-map header (CCRR labels, even columns down). */
    public static CompilationResult hexDeclarations(String declarations) {
        return text("h.rules", "rulebook h \"H\" version \"1\" {\n  die d6\n  space hex\n  hexes \"CCRR\" even_columns_down\n}\n"
                + declarations);
    }

    /** A minimal square-grid header ({@code space square4}, squares meeting at edges only). */
    public static CompilationResult squareDeclarations(String declarations) {
        return text("s.rules", "rulebook s \"S\" version \"1\" {\n  die d6\n  space square4\n}\n" + declarations);
    }

    /**
     * Compiles the generated engine and tests with javac ({@code -Xlint:all -Werror}) into
     * {@code dir} and returns a class loader for them.
     */
    public static ClassLoader javac(CompilationResult result, java.nio.file.Path dir) throws IOException {
        List<GeneratedFile> all = new java.util.ArrayList<>(result.mainFiles());
        all.addAll(result.testFiles());
        return javac(all, dir);
    }

    /** Compiles generated files (of one or several compilations) with javac, as {@link #javac(CompilationResult, java.nio.file.Path)}. */
    public static ClassLoader javac(List<GeneratedFile> all, java.nio.file.Path dir) throws IOException {
        List<java.nio.file.Path> files = new java.util.ArrayList<>();
        for (GeneratedFile f : all) {
            java.nio.file.Path p = dir.resolve("src").resolve(f.relativePath());
            java.nio.file.Files.createDirectories(p.getParent());
            java.nio.file.Files.writeString(p, f.content());
            files.add(p);
        }
        javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
        // every lint but -path: the test classpath holds jars whose manifests name absent jars (the Nu
        // checker's jing), which says nothing about the generated code
        List<String> args = new java.util.ArrayList<>(List.of("-d", dir.resolve("classes").toString(), "-classpath",
                System.getProperty("java.class.path"), "-Xlint:all,-path", "-Werror", "-proc:none"));
        files.forEach(f -> args.add(f.toString()));
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int status = javac.run(null, out, out, args.toArray(String[]::new));
        if (status != 0) {
            throw new AssertionError("generated code does not compile:\n" + out.toString(StandardCharsets.UTF_8));
        }
        return new java.net.URLClassLoader(new java.net.URL[] {dir.resolve("classes").toUri().toURL()},
                Compile.class.getClassLoader());
    }

    public static String errors(CompilationResult result) {
        StringBuilder out = new StringBuilder();
        result.diagnostics().forEach(d -> out.append(d.render()));
        return out.toString();
    }

    /** Runs a generated test class with the JUnit Platform and returns its summary. */
    public static org.junit.platform.launcher.listeners.TestExecutionSummary runTests(ClassLoader classes, String name)
            throws ClassNotFoundException {
        var listener = new org.junit.platform.launcher.listeners.SummaryGeneratingListener();
        org.junit.platform.launcher.core.LauncherFactory.create().execute(
                org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder.request()
                        .selectors(org.junit.platform.engine.discovery.DiscoverySelectors.selectClass(
                                classes.loadClass(name))).build(), listener);
        return listener.getSummary();
    }

    /** Each failed test of a run as "display name: exception", for an assertion message. */
    public static List<String> failures(org.junit.platform.launcher.listeners.TestExecutionSummary summary) {
        return summary.getFailures().stream()
                .map(f -> f.getTestIdentifier().getDisplayName() + ": " + f.getException()).toList();
    }
}
