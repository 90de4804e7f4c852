package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class ImportsTest {
    private static final String HEAD = "// generated\npackage a.game;\n\nimport java.util.List;\nimport org.rulesc.runtime.Dice;\n\n";

    @Test
    void qualifiedNamesInCodeBecomeImportsAndSimpleNames() {
        String out = Imports.shorten(HEAD + "class G {\n    org.rulesc.runtime.HexGrid.Hex h = a.game.Rules.start(java.util.List.of());\n}\n",
                "a.game", Set.of("G"));
        assertThat(out).isEqualTo("// generated\npackage a.game;\n\nimport java.util.List;\nimport org.rulesc.runtime.Dice;\n"
                + "import org.rulesc.runtime.HexGrid;\n\nclass G {\n    HexGrid.Hex h = Rules.start(List.of());\n}\n");
    }

    @Test
    void literalsAndCommentsAreCopiedAsTheyAre() {
        String code = "class G {\n    // org.evil.Name stays\n    String s = \"org.evil.Name \\\" org.x.Y\";\n"
                + "    char c = '\"';\n    /* org.z.W */ Object o = org.q.R.of();\n}\n";
        String out = Imports.shorten(HEAD + code, "a.game", Set.of("G"));
        assertThat(out).contains("// org.evil.Name stays");
        assertThat(out).contains("\"org.evil.Name \\\" org.x.Y\"");
        assertThat(out).contains("/* org.z.W */ Object o = R.of();");
        assertThat(out).contains("import org.q.R;\n");
        assertThat(out).doesNotContain("import org.evil");
        assertThat(out).doesNotContain("import org.x");
    }

    @Test
    void aSimpleNameThatMeansSomethingElseStaysQualified() {
        String code = "class G {\n    Object a = a.game.Dice.ONE;\n    Object b = b.other.State.X;\n"
                + "    Object c = java.lang.Math.abs(1);\n    Object d = c.one.Same.A;\n    Object e = d.two.Same.B;\n}\n";
        String out = Imports.shorten(HEAD + code, "a.game", Set.of("G", "State"));
        // Dice is imported from the runtime, State is a nested type
        assertThat(out).contains("a.game.Dice.ONE");
        assertThat(out).contains("b.other.State.X");
        // java.lang needs no import, and no type of the package takes its names (JavaNames)
        assertThat(out).contains("Object c = Math.abs(1);");
        assertThat(out).doesNotContain("import java.lang");
        // unless the caller says the simple name means something else in the file
        assertThat(Imports.shorten(HEAD + code, "a.game", Set.of("G", "State", "Math")))
                .contains("java.lang.Math.abs(1)");
        // of two types with one simple name, the first in order is imported, the other written in full
        assertThat(out).contains("Object d = Same.A;");
        assertThat(out).contains("Object e = d.two.Same.B;");
        assertThat(out).contains("import c.one.Same;\n");
    }
}
