package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TreeWriterTest {
    private static final FileTime LONG_AGO = FileTime.fromMillis(1_000_000_000_000L);

    @TempDir Path parent;

    @Test
    void writesFilesAndMarker() throws IOException {
        Path out = parent.resolve("out");
        TreeWriter.Report report = TreeWriter.write(out, Map.of("a/A.java", "class A {}", "B.java", "class B {}"));
        assertThat(report).isEqualTo(new TreeWriter.Report(2, 0, 0, false));
        assertThat(Files.readString(out.resolve("a/A.java"))).isEqualTo("class A {}");
        assertThat(Files.isRegularFile(out.resolve(TreeWriter.MARKER))).isTrue();
        assertThat(siblings()).containsExactly("out");
        if (out.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            // the usual permissions (umask), not the owner-only ones of a temporary directory
            Path plain = Files.createDirectory(parent.resolve("plain"));
            assertThat(Files.getPosixFilePermissions(out)).isEqualTo(Files.getPosixFilePermissions(plain));
        }
    }

    @Test
    void unchangedContentIsNotRewritten() throws IOException {
        Path out = parent.resolve("out");
        TreeWriter.write(out, Map.of("a/A.java", "class A {}"));
        Files.setLastModifiedTime(out.resolve("a/A.java"), LONG_AGO);

        TreeWriter.Report again = TreeWriter.write(out, Map.of("a/A.java", "class A {}"));
        assertThat(again.untouched()).isTrue();
        assertThat(Files.getLastModifiedTime(out.resolve("a/A.java"))).isEqualTo(LONG_AGO);
    }

    @Test
    void changedFilesAreRewrittenStaleOnesRemovedOthersKeepTheirTime() throws IOException {
        Path out = parent.resolve("out");
        TreeWriter.write(out, Map.of("A.java", "class A {}", "B.java", "class B {}", "old/C.java", "class C {}"));
        Files.setLastModifiedTime(out.resolve("A.java"), LONG_AGO);

        TreeWriter.Report report = TreeWriter.write(out, Map.of("A.java", "class A {}", "B.java", "class B { int x; }"));
        assertThat(report).isEqualTo(new TreeWriter.Report(1, 1, 1, false));
        assertThat(Files.getLastModifiedTime(out.resolve("A.java"))).isEqualTo(LONG_AGO);
        assertThat(Files.readString(out.resolve("B.java"))).isEqualTo("class B { int x; }");
        assertThat(Files.exists(out.resolve("old/C.java"))).isFalse();
        assertThat(siblings()).containsExactly("out");
    }

    @Test
    void emptyFileSetEmptiesTheDirectory() throws IOException {
        Path out = parent.resolve("out");
        TreeWriter.write(out, Map.of("A.java", "class A {}"));
        TreeWriter.Report report = TreeWriter.write(out, Map.of());
        assertThat(report).isEqualTo(new TreeWriter.Report(0, 0, 1, false));
        assertThat(Files.exists(out.resolve("A.java"))).isFalse();
    }

    @Test
    void refusesToReplaceAForeignDirectory() throws IOException {
        Path src = parent.resolve("src");
        Files.createDirectories(src);
        Files.writeString(src.resolve("Mine.java"), "mine");
        assertThrows(TreeWriter.ForeignDirectoryException.class,
                () -> TreeWriter.write(src, Map.of("A.java", "class A {}")));
        assertThrows(TreeWriter.ForeignDirectoryException.class, () -> TreeWriter.remove(src));
        assertThat(Files.readString(src.resolve("Mine.java"))).isEqualTo("mine");
        assertThat(Files.exists(src.resolve("A.java"))).isFalse();
        assertThat(siblings()).containsExactly("src");
    }

    @Test
    void creatingAnEmptyTreeIsAChange() throws IOException {
        Path out = parent.resolve("out");
        assertThat(TreeWriter.write(out, Map.of()).untouched()).isFalse();
        assertThat(Files.isRegularFile(out.resolve(TreeWriter.MARKER))).isTrue();
        assertThat(TreeWriter.write(out, Map.of()).untouched()).isTrue();
    }

    @Test
    void anEmptyExistingDirectoryIsFine() throws IOException {
        Path out = parent.resolve("out");
        Files.createDirectories(out);
        TreeWriter.write(out, Map.of("A.java", "class A {}"));
        assertThat(Files.readString(out.resolve("A.java"))).isEqualTo("class A {}");
    }

    @Test
    void rejectsPathsThatEscape() {
        Path out = parent.resolve("out");
        assertThrows(IllegalArgumentException.class, () -> TreeWriter.write(out, Map.of("../A.java", "x")));
        assertThrows(IllegalArgumentException.class, () -> TreeWriter.write(out, Map.of("/A.java", "x")));
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void removeDeletesOnlyGeneratedDirectories() throws IOException {
        Path out = parent.resolve("out");
        TreeWriter.write(out, Map.of("A.java", "class A {}"));
        assertThat(TreeWriter.remove(out)).isTrue();
        assertThat(Files.exists(out)).isFalse();
        assertThat(TreeWriter.remove(out)).isFalse();
    }

    private java.util.List<String> siblings() throws IOException {
        try (Stream<Path> list = Files.list(parent)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
