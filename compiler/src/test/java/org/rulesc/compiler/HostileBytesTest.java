package org.rulesc.compiler;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bytes that are not UTF-8, said with their line, column and byte offset; and files beside a house rule. */
class HostileBytesTest {
    @TempDir Path work;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a lone continuation byte | 6162800a | line 1, column 3 (byte offset 2, byte 0x80)",
        "Latin-1 é on line 3 | 610a620a63e90a | line 3, column 2 (byte offset 5, byte 0xE9)",
        "a truncated sequence at the end | 61e381 | line 1, column 2 (byte offset 1, byte 0xE3)",
        "an overlong slash | 2fc0af | line 1, column 2 (byte offset 1, byte 0xC0)",
        "an encoded surrogate | 61eda080 | line 1, column 2 (byte offset 1, byte 0xED)",
        "0xFF after Japanese text | e694bbe6928320ff | line 1, column 4 (byte offset 7, byte 0xFF)",
        "UTF-16 with a byte order mark | fffe6100 | line 1, column 1 (byte offset 0, byte 0xFF)",
        "a code point above U+10FFFF | f4908080 | line 1, column 1 (byte offset 0, byte 0xF4)",
    })
    void invalidUtf8IsReportedWithLineColumnAndByteOffset(String what, String hex, String where) {
        byte[] bytes = java.util.HexFormat.of().parseHex(hex);
        SourceFile.NotUtf8Exception e = assertThrows(SourceFile.NotUtf8Exception.class, () -> SourceFile.decode(bytes));
        assertThat(e.getMessage()).isEqualTo("not valid UTF-8 at " + where + "; save the file as UTF-8");
    }

    @Test
    void validUtf8DecodesUnchanged() throws IOException {
        String text = "rulebook 攻撃 \"😀\" version \"1\" {}\n";
        assertThat(SourceFile.decode(text.getBytes(StandardCharsets.UTF_8))).isEqualTo(text);
    }

    @Test
    void aFileThatIsNotUtf8BesideAHouseRuleDoesNotStopItsResolution() throws IOException {
        Files.write(work.resolve("junk.rules"), new byte[] {(byte) 0xff, (byte) 0xfe, 'r', 0, 'u', 0});
        Files.writeString(work.resolve("base.rules"), """
                rulebook base_game "B" version "1" {
                  die d6
                  space continuous
                }
                const hp: int = 3 cite "1"
                example "e" { expect hp == 3 }
                """);
        SourceFile house = new SourceFile("house.rules", """
                rulebook our_house "H" version "1" {
                  extends base_game
                }
                replace const hp: int = 4 house "x"
                example "e" { expect hp == 4 }
                """);
        CompilationResult result = new RulesCompiler(new CompilerOptions("t.gen")
                .withResolver(new DirectoryResolver(List.of(work)))).compile(List.of(house));
        assertThat(Compile.errors(result)).isEmpty();
        assertThat(result.mainFiles()).isNotEmpty();
    }

    @Test
    void aBaseThatIsNotUtf8IsAPositionedError() throws IOException {
        Files.write(work.resolve("base.rules"), "rulebook base_game \"B\u00e9\" version \"1\" {}\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        SourceFile house = new SourceFile("house.rules", "rulebook our_house \"H\" version \"1\" {\n  extends base_game\n}\n");
        CompilationResult result = new RulesCompiler(new CompilerOptions("t.gen")
                .withResolver(new DirectoryResolver(List.of(work)))).compile(List.of(house));
        String errors = Compile.errors(result);
        assertThat(errors).contains("house.rules:2:11: error[E0921]: cannot read base rulebook `base_game`");
        assertThat(errors).contains("not valid UTF-8 at line 1, column 22 (byte offset 21, byte 0xE9)");
        assertThat(errors).doesNotContain("internal");
    }

    @Test
    void aMisspeltBaseGetsADidYouMeanFromTheFilesBesideIt() throws IOException {
        Files.writeString(work.resolve("base.rules"), "rulebook base_game \"B\" version \"1\" {\n  die d6\n}\n");
        SourceFile house = new SourceFile("house.rules", "rulebook our_house \"H\" version \"1\" {\n  extends base_gmae\n}\n");
        CompilationResult result = new RulesCompiler(new CompilerOptions("t.gen")
                .withResolver(new DirectoryResolver(List.of(work)))).compile(List.of(house));
        assertThat(Compile.errors(result)).contains("house.rules:2:11: error[E0903]: cannot find rulebook `base_gmae`\n"
                + "      extends base_gmae\n              ^~~~~~~~~\n    hint: did you mean `base_game`?");
    }
}
