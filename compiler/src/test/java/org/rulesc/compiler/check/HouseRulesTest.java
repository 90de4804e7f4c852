package org.rulesc.compiler.check;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;

class HouseRulesTest {
    private static final SourceFile BASE = new SourceFile("base.rules", """
            rulebook base "Base" version "1" {
              die d6
              space continuous
              unit cm
            }
            const base_hp "HP": int = 6 cite "【2】"
            const base_sp: int = 3
            kind Weapon { judge: int }
            entries Weapon {
              pistol { judge: 3 }
            }
            formula hp_after (damage: int) -> int = max(0, base_hp - damage)
            example "base" { expect hp_after(2) == 4 }
            example "sp" { expect base_sp == 3 }
            """);

    private static CompilationResult compile(String house) {
        return new RulesCompiler(CompilerOptions.defaults())
                .compile(List.of(BASE, new SourceFile("house.rules", house)));
    }

    @Test
    void replaceChangesTheBaseRuleAndEverythingThatUsesIt() {
        CompilationResult result = compile("""
                rulebook our_table "House" version "1" {
                  extends base
                }
                replace const base_hp "HP (house)": int = 8 house "our table plays tougher dolls"
                entries Weapon {
                  rifle { judge: 4 }
                }
                replace entries Weapon {
                  pistol { judge: 2 }
                }
                remove base_sp
                example "house" {
                  expect hp_after(2) == 6
                  expect pistol.judge == 2
                  expect rifle.judge == 4
                }
                """);
        assertThat(Compile.errors(result)).doesNotContain("error");
        String house = file(result, "rules/generated/our_table/OurTable.java");
        assertThat(house).contains("return 8;");
        assertThat(house).doesNotContain("baseSp");
        // the base's own tests stay with the base; the house tests its merged rules
        String tests = result.testFiles().stream().filter(f -> f.relativePath().contains("/our_table/"))
                .map(GeneratedFile::content).findFirst().orElseThrow();
        assertThat(tests).contains("\"house\"");
        assertThat(tests).doesNotContain("\"base\"");
    }

    @Test
    void aPatchThatNamesNothingIsAnError() {
        String all = Compile.errors(compile("""
                rulebook our_table "House" version "1" {
                  extends base
                }
                replace const base_hpp: int = 8
                remove nothing_here
                example "x" { expect base_hp == 6 }
                """));
        assertThat(all).contains("house.rules:4:15: error[E0908]"); // unknown-base-declaration
        assertThat(all).contains("house.rules:5:8: error[E0908]"); // unknown-base-declaration
    }

    @Test
    void redeclaringABaseRuleWithoutReplaceIsAnError() {
        String all = Compile.errors(compile("""
                rulebook our_table "House" version "1" {
                  extends base
                }
                const base_hp: int = 8
                example "x" { expect base_hp == 8 }
                """));
        assertThat(all).contains("house.rules:4:7: error[E0905]"); // already-in-base
        assertThat(all).contains("write `replace` before it");
    }

    @Test
    void errorsCausedInTheBaseBySomethingTheHouseRemovedPointIntoTheBaseFile() {
        String all = Compile.errors(compile("""
                rulebook our_table "House" version "1" {
                  extends base
                }
                remove base_hp
                example "x" { expect base_sp == 3 }
                """));
        assertThat(all).contains("base.rules:12:48: error[E0101]"); // unknown-name
        assertThat(all).contains("formula hp_after (damage: int) -> int = max(0, base_hp - damage)");
    }

    @Test
    void theBaseIsFoundThroughTheResolverWhenNotCompiledTogether() {
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults()
                .withResolver(id -> id.equals("base") ? Optional.of(BASE) : Optional.empty()))
                .compile(List.of(new SourceFile("house.rules", """
                        rulebook our_table "House" version "1" {
                          extends base
                        }
                        example "x" { expect hp_after(1) == 5 }
                        """)));
        assertThat(Compile.errors(result)).doesNotContain("error");
        assertThat(result.rulebookIds()).containsExactly("our_table");
    }

    @Test
    void aMissingBaseIsReported() {
        String all = Compile.errors(new RulesCompiler(CompilerOptions.defaults()).compile(List.of(
                new SourceFile("house.rules", """
                        rulebook our_table "House" version "1" {
                          extends nowhere
                        }
                        """))));
        assertThat(all).contains("house.rules:2:11: error[E0903]"); // unknown-base-rulebook
    }

    private static String file(CompilationResult result, String path) {
        return result.mainFiles().stream().filter(f -> f.relativePath().equals(path)).findFirst().orElseThrow().content();
    }
}
