package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/** The escaping module: rulebook text stays text in a Java string literal and in a Javadoc comment. */
class JavaTextTest {
    /** Texts that have broken generated code, or would: terminators, escapes, separators, controls, surrogates. */
    static final List<String> HOSTILE = List.of(
            "*/ static { System.exit(1); } /*",
            "\\u002a\\u002f static { System.exit(1); } /\\u002a",
            "\\uuu002a\\u002f",
            "\\u0022 + System.exit(1) + \\u0022",
            "\\\\u002a\\\\u002f",
            "\"; System.exit(1); \"",
            "\\",
            "trailing *",
            "/ leading slash",
            "@deprecated at start",
            "line\n@return injected",
            "<b>bold</b> & &amp; >",
            "$L $S $T $N $$",
            "a\u2028b\u2029c\u0085d",
            "nul\u0000 bell\u0007 del\u007f sub\u001a",
            "\r\n\t\b\f",
            "lone high \ud800 lone low \udc00 pair \ud83d\ude00",
            "bom \ufeff rtl \u202e zw \u200b",
            "日本語のラベル「射撃」");

    @Test
    void literalsCompileBackToTheSameText() throws Exception {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < HOSTILE.size(); i++) {
            body.append("    public static final String S").append(i).append(" = ").append(JavaText.literal(HOSTILE.get(i)))
                    .append(";\n");
        }
        String source = "/** Texts. */\npublic final class Texts {\n    private Texts() {}\n" + body + "}\n";
        assertThat(source).doesNotContain("$");
        Class<?> texts = compile("Texts", source);
        for (int i = 0; i < HOSTILE.size(); i++) {
            assertThat(texts.getDeclaredField("S" + i).get(null)).isEqualTo(HOSTILE.get(i));
        }
    }

    @Test
    void javadocNeverEndsTheCommentNorStartsATag() throws Exception {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < HOSTILE.size(); i++) {
            String doc = JavaText.javadoc(HOSTILE.get(i));
            assertThat(doc).doesNotContain("*/");
            assertThat(doc).doesNotContain("\\");
            assertThat(doc).doesNotContain("$");
            assertThat(doc).doesNotContain("@");
            assertThat(doc).doesNotContain("<");
            assertThat(doc).doesNotMatch("(?s).*[\\n\\r\\u2028\\u2029\\u0000].*");
            body.append("    /**\n     * ").append(doc).append("\n     */\n    static final int F").append(i)
                    .append(" = ").append(i).append(";\n");
        }
        // a closed comment leaves every field in place and no static block behind
        Class<?> docs = compile("Docs", "/** Docs. */\npublic final class Docs {\n    private Docs() {}\n" + body + "}\n");
        assertThat(docs.getDeclaredFields()).hasLength(HOSTILE.size());
    }

    @Test
    void javadocKeepsOrdinaryTextReadable() {
        assertThat(JavaText.javadoc("武器/装備品 (2d6)")).isEqualTo("武器/装備品 (2d6)");
        assertThat(JavaText.javadoc("a*b")).isEqualTo("a*b");
        assertThat(JavaText.javadoc("x */ y")).isEqualTo("x &#42;/ y");
        assertThat(JavaText.javadoc("Maid & Maidens")).isEqualTo("Maid &amp; Maidens");
    }

    @Test
    void literalsKeepOrdinaryTextAsItIs() {
        assertThat(JavaText.literal("攻撃判定 2d6")).isEqualTo("\"攻撃判定 2d6\"");
        assertThat(JavaText.literal("say \"hi\"\n")).isEqualTo("\"say \\\"hi\\\"\\n\"");
    }

    /** Compiles one class with javac ({@code -Xlint:all -Werror}) in memory and loads it (initialising it). */
    static Class<?> compile(String name, String source) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        java.nio.file.Path out = java.nio.file.Files.createTempDirectory("javatext");
        var file = new SimpleJavaFileObject(URI.create("string:///" + name + ".java"), SimpleJavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        var writer = new java.io.PrintWriter(new java.io.OutputStreamWriter(log, StandardCharsets.UTF_8), true);
        // -path off: the test classpath's manifests name absent jars (the Nu checker's jing), not a code matter
        boolean ok = javac.getTask(writer, null, null, List.of("-d", out.toString(), "-Xlint:all,-path", "-Werror",
                "-proc:none"), null, List.of(file)).call();
        if (!ok) {
            throw new AssertionError("does not compile:\n" + log.toString(StandardCharsets.UTF_8) + "\n" + source);
        }
        try (var loader = new java.net.URLClassLoader(new java.net.URL[] {out.toUri().toURL()})) {
            return Class.forName(name, true, loader);
        }
    }
}
