package org.rulesc.compiler.cli;

import org.rulesc.compiler.cli.RulescTest.Run;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output directories never lose a user's file: the scenarios of the manifest-based writer. */
class OutputDirectoryTest {
    private static final FileTime LONG_AGO = FileTime.fromMillis(1_000_000_000_000L);

    @TempDir Path work;

    @Test
    void userFilesAddedToAnOutputDirectorySurviveARecompile() throws IOException {
        // `rulesc compile -d .` in an empty folder, which later becomes a project
        Path project = Files.createDirectory(work.resolve("project"));
        TreeWriter.write(project, Map.of("main/java/x/A.java", "class A {}", "main/java/x/B.java", "class B {}"));
        Files.writeString(project.resolve("pom.xml"), "<project/>");
        Files.createDirectories(project.resolve("src/main/java"));
        Files.writeString(project.resolve("src/main/java/App.java"), "class App {}");
        Files.writeString(project.resolve("main/java/x/Mine.java"), "class Mine {}");

        TreeWriter.Report report = TreeWriter.write(project, Map.of("main/java/x/A.java", "class A { int a; }"));

        assertThat(report.written()).isEqualTo(1);
        assertThat(report.deleted()).isEqualTo(1);
        assertThat(Files.exists(project.resolve("main/java/x/B.java"))).isFalse();
        assertThat(Files.readString(project.resolve("pom.xml"))).isEqualTo("<project/>");
        assertThat(Files.readString(project.resolve("src/main/java/App.java"))).isEqualTo("class App {}");
        assertThat(Files.readString(project.resolve("main/java/x/Mine.java"))).isEqualTo("class Mine {}");
        assertThat(report.unknown()).containsExactly("main/java/x/Mine.java", "pom.xml", "src/").inOrder();
    }

    @Test
    void theCliWritesIntoTheCurrentDirectoryAndKeepsTheProjectAroundIt() throws IOException {
        Files.writeString(work.resolve("game.rules"), GAME);
        Run first = cli("compile", "game.rules", "-d", "out");
        assertThat(first.code()).isEqualTo(Rulesc.EXIT_OK);
        Path out = work.resolve("out");
        Files.writeString(out.resolve("pom.xml"), "<project/>");
        Files.createDirectories(out.resolve("src"));

        Run again = cli("compile", "game.rules", "-d", "out");

        assertThat(again.code()).isEqualTo(Rulesc.EXIT_OK);
        assertThat(again.err()).contains("out also holds what rulesc did not write (left alone): pom.xml, src/");
        assertThat(Files.readString(out.resolve("pom.xml"))).isEqualTo("<project/>");
        assertThat(Files.isDirectory(out.resolve("src"))).isTrue();
    }

    @Test
    void aDirectoryOfEmptyFoldersAndALinkIsNotEmpty() throws IOException {
        Path dir = Files.createDirectory(work.resolve("dir"));
        Files.createDirectories(dir.resolve("a/b"));
        Path elsewhere = Files.createDirectory(work.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve("keep.txt"), "keep");
        Files.createSymbolicLink(dir.resolve("link"), elsewhere);

        assertThrows(TreeWriter.ForeignDirectoryException.class, () -> TreeWriter.write(dir, Map.of("A.java", "x")));
        assertThrows(TreeWriter.ForeignDirectoryException.class, () -> TreeWriter.remove(dir));

        assertThat(Files.isDirectory(dir.resolve("a/b"))).isTrue();
        assertThat(Files.isSymbolicLink(dir.resolve("link"))).isTrue();
        assertThat(Files.readString(elsewhere.resolve("keep.txt"))).isEqualTo("keep");
        assertThat(Files.exists(dir.resolve("A.java"))).isFalse();
    }

    @Test
    void neverWritesOrDeletesThroughALink() throws IOException {
        Path out = work.resolve("out");
        TreeWriter.write(out, Map.of("a/A.java", "class A {}", "b/B.java", "class B {}"));
        Path elsewhere = Files.createDirectory(work.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve("A.java"), "not yours");
        Files.writeString(elsewhere.resolve("B.java"), "class B {}");
        TreeWriter.deleteTree(out.resolve("a"));
        Files.createSymbolicLink(out.resolve("a"), elsewhere);
        TreeWriter.deleteTree(out.resolve("b"));
        Files.createSymbolicLink(out.resolve("b"), elsewhere);

        FileSystemException e = assertThrows(FileSystemException.class,
                () -> TreeWriter.write(out, Map.of("a/A.java", "class A { int changed; }")));

        assertThat(TreeWriter.describe(e)).contains("is a symbolic link");
        assertThat(Files.readString(elsewhere.resolve("A.java"))).isEqualTo("not yours");
        assertThat(Files.readString(elsewhere.resolve("B.java"))).isEqualTo("class B {}");
    }

    @Test
    void aLinkBesideTheGeneratedFilesIsLeftAlone() throws IOException {
        Path out = work.resolve("out");
        TreeWriter.write(out, Map.of("A.java", "class A {}"));
        Path elsewhere = Files.createDirectory(work.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve("keep.txt"), "keep");
        Files.createSymbolicLink(out.resolve("link"), elsewhere);

        TreeWriter.Report report = TreeWriter.write(out, Map.of());
        assertThat(report.deleted()).isEqualTo(1);
        assertThat(report.unknown()).containsExactly("link");
        assertThat(TreeWriter.remove(out)).isTrue();

        assertThat(Files.isSymbolicLink(out.resolve("link"))).isTrue();
        assertThat(Files.readString(elsewhere.resolve("keep.txt"))).isEqualTo("keep");
        // what is left is still the generator's directory: the next build may write into it
        assertThat(TreeWriter.write(out, Map.of("B.java", "class B {}")).written()).isEqualTo(1);
    }

    @Test
    void anEditedFileThatIsNoLongerGeneratedIsKept() throws IOException {
        Path out = work.resolve("out");
        TreeWriter.write(out, Map.of("A.java", "class A {}", "B.java", "class B {}"));
        Files.writeString(out.resolve("B.java"), "class B { /* my notes */ }");

        TreeWriter.Report report = TreeWriter.write(out, Map.of("A.java", "class A {}"));

        assertThat(report.deleted()).isEqualTo(0);
        assertThat(report.unknown()).containsExactly("B.java");
        assertThat(Files.readString(out.resolve("B.java"))).isEqualTo("class B { /* my notes */ }");
    }

    @Test
    void theRootOfTheFileSystemIsRefused() {
        Path root = work.getRoot();
        TreeWriter.RefusedDirectoryException e = assertThrows(TreeWriter.RefusedDirectoryException.class,
                () -> TreeWriter.write(root, Map.of("A.java", "class A {}")));
        assertThat(e.getMessage()).contains("root of a file system");
        assertThat(Files.exists(root.resolve("A.java"))).isFalse();
    }

    @Test
    void theCliSaysWhyItRefusesTheRoot() throws IOException {
        Files.writeString(work.resolve("game.rules"), GAME);
        Run r = cli("compile", "game.rules", "-d", "/");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.err()).contains("refusing to write into /: it is the root of a file system");
        r.assertNoStackTrace();
    }

    @Test
    void aFileWhereAFolderShouldBeGivesTheReason() throws IOException {
        Files.writeString(work.resolve("game.rules"), GAME);
        Files.writeString(work.resolve("blocked"), "a file");
        Run r = cli("compile", "game.rules", "-d", "blocked/out");
        assertThat(r.code()).isEqualTo(Rulesc.EXIT_USAGE);
        assertThat(r.err()).contains("cannot write blocked/out: ");
        assertThat(r.err()).contains("blocked/out: Not a directory");
        r.assertNoStackTrace();
    }

    @Test
    void aReadOnlyDirectoryGivesTheReason() throws IOException {
        Path out = work.resolve("out");
        TreeWriter.write(out, Map.of("A.java", "class A {}"));
        assumeTrue(out.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeTrue(!Files.isWritable(out), "running as a user who may write anywhere (root)");
            IOException e = assertThrows(IOException.class, () -> TreeWriter.write(out, Map.of("A.java", "class A { }")));
            assertThat(TreeWriter.describe(e)).contains("permission denied");
            assertThat(TreeWriter.describe(e)).contains(out.toString());
            assertThat(Files.readString(out.resolve("A.java"))).isEqualTo("class A {}");
        } finally {
            Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aKilledRunLeavesOnlyWhatTheNextRunCleansUp() throws IOException {
        Path out = work.resolve("out");
        TreeWriter.write(out, Map.of("a/A.java", "class A {}"));
        // killed after recording its intent and half-writing a new file: the manifest lists it as pending
        Files.writeString(out.resolve(TreeWriter.MARKER), Files.readString(out.resolve(TreeWriter.MARKER))
                + OutputManifest.PENDING + "  b/B.java\n");
        Files.createDirectories(out.resolve("b"));
        Files.writeString(out.resolve("b/B.java"), "class B { // half");
        Files.writeString(out.resolve("b/" + TreeWriter.TEMP_PREFIX + "k1ll3d"), "class B");
        Files.writeString(out.resolve(TreeWriter.TEMP_PREFIX + "m4n1f3st"), "# half a manifest");
        // and an older rulesc's swap directory beside the output
        Files.createDirectories(work.resolve(".out.tmp-0ld5wap/a"));

        TreeWriter.Report report = TreeWriter.write(out, Map.of("a/A.java", "class A {}"));

        assertThat(report.deleted()).isEqualTo(1);
        assertThat(report.unknown()).isEmpty();
        assertThat(files(out)).containsExactly(TreeWriter.MARKER, "a/A.java");
        assertThat(files(work)).doesNotContain(".out.tmp-0ld5wap/a");
    }

    @Test
    void aFirstRunKilledBeforeItsManifestDoesNotLockTheDirectory() throws IOException {
        Path out = Files.createDirectory(work.resolve("out"));
        Files.writeString(out.resolve(TreeWriter.TEMP_PREFIX + "f1r5t"), "# half a manifest");
        TreeWriter.write(out, Map.of("A.java", "class A {}"));
        assertThat(files(out)).containsExactly(TreeWriter.MARKER, "A.java");
    }

    @Test
    void aDirectoryWrittenByAnOlderRulescIsTakenOverWithoutDeletingAnything() throws IOException {
        Path out = Files.createDirectory(work.resolve("out"));
        Files.writeString(out.resolve(TreeWriter.LEGACY_MARKER), "generated");
        Files.writeString(out.resolve("A.java"), "class A {}");
        Files.writeString(out.resolve("Old.java"), "class Old {}");

        TreeWriter.Report report = TreeWriter.write(out, Map.of("A.java", "class A { int a; }"));

        assertThat(report.unknown()).containsExactly("Old.java");
        assertThat(files(out)).containsExactly(TreeWriter.MARKER, "A.java", "Old.java");
        assertThat(Files.readString(out.resolve("A.java"))).isEqualTo("class A { int a; }");
    }

    @Test
    void nothingChangedTouchesNothingNotEvenTheManifest() throws IOException {
        Path out = work.resolve("out");
        TreeWriter.write(out, Map.of("a/A.java", "class A {}"));
        Files.setLastModifiedTime(out.resolve("a/A.java"), LONG_AGO);
        Files.setLastModifiedTime(out.resolve(TreeWriter.MARKER), LONG_AGO);

        assertThat(TreeWriter.write(out, Map.of("a/A.java", "class A {}")).untouched()).isTrue();

        assertThat(Files.getLastModifiedTime(out.resolve("a/A.java"))).isEqualTo(LONG_AGO);
        assertThat(Files.getLastModifiedTime(out.resolve(TreeWriter.MARKER))).isEqualTo(LONG_AGO);
    }

    @Test
    void theManifestListsEachFileWithItsSha256() throws IOException {
        Path out = work.resolve("out");
        TreeWriter.write(out, Map.of("a/A.java", "abc"));
        assertThat(Files.readString(out.resolve(TreeWriter.MARKER))).contains(
                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  a/A.java\n");
    }

    @Test
    void halfACharacterIsAnErrorNotASilentQuestionMark() {
        Path out = work.resolve("out");
        IOException e = assertThrows(IOException.class,
                () -> TreeWriter.write(out, Map.of("A.java", "class A { String s = \"\uD83C\"; }")));
        assertThat(e.getMessage()).isEqualTo("generated file A.java holds half a character (a lone surrogate) at offset"
                + " 22; this is a compiler bug, please report it with the rulebook");
        assertThat(Files.exists(out)).isFalse();
    }

    private static final String GAME = """
            rulebook game "Game" version "1" {
              die d6
              space continuous
            }
            const hp "HP": int = 3 cite "1"
            example "hp" { expect hp == 3 }
            """;

    private static List<String> files(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> !Files.isDirectory(p)).map(p -> dir.relativize(p).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }

    private Run cli(String... args) {
        return RulescTest.Run.of(work, null, args);
    }

}
