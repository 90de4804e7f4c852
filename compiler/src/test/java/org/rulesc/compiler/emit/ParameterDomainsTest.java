package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.RuleViolation;

/**
 * Declared parameter domains ({@code judge: int in 0..7}): both back ends refuse a value outside
 * one with the same rule and message, before anything is computed or rolled, and agree inside it;
 * the checker refuses constant arguments outside a domain.
 */
class ParameterDomainsTest {
    @TempDir
    Path dir;

    private static final String RULES = """
            formula twice "二倍" (x: int in 0..7) -> int = 2 * x cite "1"
            table cost (d: int in 1..9) -> int {
              ..4: 1
              5+: 2
            } cite "1"
            modifiers mods (hurt: bool, level: int in -2..2) {
              hurt: -1 when hurt cite "1"
              level: level cite "1"
            }
            check attack "攻撃" (judge: int in 0..7, bonus: int) roll d6 {
              always success on 1
              success when roll <= judge + bonus
              cite "1"
            }
            example "in the domain" {
              expect twice(7) == 14
              expect cost(9) == 2 && allowed(cost(1))
              expect mods(true, -2) == -3
              expect attack(judge: 0, bonus: 9) rolls [6] => success
              expect twice(8) is refused
              expect cost(0) is refused
            } cite "1"
            """;

    @Test
    void bothBackEndsRefuseValuesOutsideADomainAlike() throws Exception {
        CompilationResult result = Compile.declarations(RULES);
        assertThat(Compile.errors(result)).doesNotContain("error");
        Model model = result.models().get(0);
        Interpreter in = new Interpreter(model);
        ClassLoader classes = Compile.javac(result, dir);
        Class<?> main = classes.loadClass("test.gen.t.T");
        Class<?> attack = classes.loadClass("test.gen.t.AttackCheck");

        Decl.Formula twice = decl(model, Decl.Formula.class, "twice");
        Decl.Table cost = decl(model, Decl.Table.class, "cost");
        Decl.Modifiers mods = decl(model, Decl.Modifiers.class, "mods");
        Decl.Check check = decl(model, Decl.Check.class, "attack");
        Method javaTwice = main.getMethod("twice", int.class);
        Method javaCost = main.getMethod("cost", int.class);
        Method javaCostAllowed = main.getMethod("costAllowed", int.class);
        Method javaMods = main.getMethod("mods", boolean.class, int.class);
        Method javaOutcomes = attack.getMethod("outcomes", int.class, int.class);
        Method javaRoll = attack.getMethod("roll", Dice.class, int.class, int.class);

        // inside: the same answers
        for (int x = 0; x <= 7; x++) {
            assertThat(javaTwice.invoke(null, x)).isEqualTo(in.formula(twice, List.of(x)));
        }
        assertThat(javaCost.invoke(null, 9)).isEqualTo(in.table(cost, List.of(9)));
        assertThat(javaMods.invoke(null, true, 2)).isEqualTo(in.modifiers(mods, List.of(true, 2)));

        // outside: the same refusal, rule and message
        RuleViolation refused = refusal(() -> in.formula(twice, List.of(8)));
        assertThat(refused.rule()).isEqualTo("twice");
        assertThat(refused.getMessage()).isEqualTo("二倍: x = 8 is outside its domain 0..7");
        assertSame(refused, javaRefusal(javaTwice, 8));
        assertSame(refusal(() -> in.formula(twice, List.of(-1))), javaRefusal(javaTwice, -1));
        assertSame(refusal(() -> in.table(cost, List.of(0))), javaRefusal(javaCost, 0));
        assertSame(refusal(() -> in.table(cost, List.of(10))), javaRefusal(javaCost, 10));
        // `allowed` asks about a cell; a value outside the domain names no cell at all
        assertSame(refusal(() -> in.tableAllowed(cost, List.of(10))), javaRefusal(javaCostAllowed, 10));
        RuleViolation level = refusal(() -> in.modifiers(mods, List.of(false, 3)));
        assertThat(level.getMessage()).isEqualTo("mods: level = 3 is outside its domain -2..2");
        assertSame(level, javaRefusal(javaMods, false, 3));

        Checks checks = new Checks(in);
        RuleViolation judge = refusal(() -> checks.outcomes(check, List.of(8, 0)));
        assertThat(judge.getMessage()).isEqualTo("攻撃: judge = 8 is outside its domain 0..7");
        assertSame(judge, javaRefusal(javaOutcomes, 8, 0));
        // refused before rolling: the dice are not touched
        RiggedDice noFaces = RiggedDice.ofFaces();
        RiggedDice noFacesEither = RiggedDice.ofFaces();
        RuleViolation beforeRolling = refusal(() -> checks.roll(check, List.of(-1, 0), noFaces));
        assertThat(beforeRolling.getMessage()).isEqualTo("攻撃: judge = -1 is outside its domain 0..7");
        assertSame(beforeRolling, javaRefusal(javaRoll, noFacesEither, -1, 0));
        assertThat(noFaces.used()).isEqualTo(0);
        assertThat(noFacesEither.used()).isEqualTo(0);
        // a parameter without a domain takes any int
        assertThat(checks.outcomes(check, List.of(7, 100)).probability(o -> o.success())).isEqualTo(Rational.ONE);

        assertThat(SquareCodeTest.runExamples(main, "test.gen.t.TRulesTest")).isGreaterThan(0);
    }

    @Test
    void theGeneratedJavaChecksOnEntryOnlyWhereADomainIsDeclared() {
        CompilationResult result = Compile.declarations(RULES);
        String engine = source(result, "/T.java");
        assertThat(engine).contains("Domain.require(\"twice\", \"二倍\", \"x\", x, 0, 7);");
        // a table's lookups are in the rulebook's tables class
        assertThat(source(result, "/TTables.java")).contains("Domain.require(\"cost\", \"cost\", \"d\", d, 1, 9);");
        assertThat(engine).contains("Domain.require(\"mods\", \"mods\", \"level\", level, -2, 2);");
        assertThat(engine).doesNotContain("\"hurt\", hurt");
        String check = source(result, "/AttackCheck.java");
        assertThat(check).contains("Domain.require(\"attack\", \"攻撃\", \"judge\", judge, 0, 7);");
        assertThat(check).doesNotContain("\"bonus\", bonus");
        // without a domain, nothing is added
        assertThat(source(Compile.declarations("formula f (x: int) -> int = x cite \"1\"\n"
                + "example \"f\" { expect f(1) == 1 }\n"), "/T.java")).doesNotContain("Domain");
    }

    @Test
    void constantArgumentsOutsideADomainAreErrors() {
        String all = Compile.errors(Compile.declarations("""
                const base: int = 4 cite "1"
                formula twice (x: int in 0..7) -> int = 2 * x cite "1"
                formula thrice (x: int) -> int = twice(base + 4) + twice(-1) + twice(x) cite "1"
                example "e" {
                  expect thrice(1) == 0
                  expect twice(base * 2 - 1) == 14
                  expect twice(8) is refused
                  expect twice(9) + 1 is refused
                }
                forall "f" k in 0..8, j in 0..7 {
                  expect twice(k) >= 0
                  expect twice(j) >= 0
                }
                forall "g" k in 1..3 { expect twice(-k) is refused }
                """));
        assertThat(all).contains("t.rules:9:40: error[E0253]: argument `x` of `twice` is 8, outside its domain 0..7");
        assertThat(all).contains("t.rules:9:58: error[E0253]: argument `x` of `twice` is -1");
        assertThat(all).contains("t.rules:17:16: error[E0254]: argument `x` of `twice` ranges over 0..8 here, outside its domain 0..7");
        assertThat(all).doesNotContain("t.rules:9:70"); // twice(x): not known while checking
        assertThat(all).doesNotContain("t.rules:12:"); // base * 2 - 1 = 7: inside
        assertThat(all).doesNotContain("t.rules:13:"); // `is refused`: the refusal is the point
        assertThat(all).doesNotContain("t.rules:14:");
        assertThat(all).doesNotContain("t.rules:18:"); // j in 0..7
        assertThat(all).doesNotContain("t.rules:20:");
        assertThat(all.split("error\\[").length - 1).isEqualTo(3);
    }

    @Test
    void aDomainIsDeclaredOnIntParametersOfRulesOnly() {
        String all = Compile.errors(Compile.declarations("""
                formula f (x: bool in 0..1, y: int in 3..2) -> int = 1 cite "1"
                status s {
                  states a, b
                  event hit (n: int in 0..3)
                  a -> b on hit
                }
                example "e" { expect f(true, 3) == 1 }
                """));
        assertThat(all).contains("t.rules:7:23: error[E0250]: parameter `x` declares a domain, but its type is bool");
        assertThat(all).contains("t.rules:7:39: error[E0251]: the domain 3..2 of parameter `y` is empty");
        assertThat(all).contains("t.rules:10:24: error[E0252]: parameter `n` of event `hit` cannot declare a domain");
    }

    @Test
    void aTableKeyedOverADomainShouldCoverItExactly() {
        String all = Compile.errors(Compile.declarations("""
                table hit (shooter: bool, distance: int in 1..12) -> int {
                  columns  1  2  3..4  5..8
                  true:    5  4  3     2
                  false:   4  3  2     1
                } cite "1"
                table power (difference: int in -2..2) -> int {
                  ..-2: 1
                  -1..1: 2
                  2: 3
                  3: 4
                } cite "1"
                example "e" { expect hit(true, 1) == 5 && power(0) == 2 }
                """));
        // 9..12 have no column: looked up, they would be refused
        assertThat(all).contains("t.rules:7:44: warning[W0250]: `distance` = 9 is in its domain 1..12, but no key of"
                + " table `hit` covers it");
        assertThat(all).contains("t.rules:16:3: warning[W0251]: key 3 of table `power` lies outside the domain -2..2"
                + " of `difference`: it is never looked up");
        assertThat(all).doesNotContain("..-2 of table"); // an open band reaching into the domain is used
        assertThat(all).doesNotContain("error");
    }

    @Test
    void theFormatterWritesADomainLikeAForallRange() {
        org.rulesc.compiler.diag.Reporter reporter = new org.rulesc.compiler.diag.Reporter(
                new org.rulesc.compiler.SourceFile("t.rules", """
                        rulebook t "T" version "1" { die d6 }
                        formula f (x:int in -3 .. 7, y : int in 0..1) -> int = x + y cite "1"
                        """));
        assertThat(org.rulesc.compiler.format.Formatter.format(reporter)).hasValue("""
                rulebook t "T" version "1" { die d6 }
                formula f (x: int in -3..7, y: int in 0..1) -> int = x + y cite "1"
                """);
    }

    private static String source(CompilationResult result, String suffix) {
        return result.mainFiles().stream().filter(f -> f.relativePath().endsWith(suffix)).findFirst().orElseThrow()
                .content();
    }

    private static <T extends Decl> T decl(Model model, Class<T> kind, String name) {
        return model.all(kind).stream().filter(d -> d.name().text().equals(name)).findFirst().orElseThrow();
    }

    private static RuleViolation refusal(org.junit.jupiter.api.function.Executable call) {
        return assertThrows(RuleViolation.class, call);
    }

    private static RuleViolation javaRefusal(Method m, Object... args) {
        InvocationTargetException e = assertThrows(InvocationTargetException.class, () -> m.invoke(null, args));
        assertThat(e.getCause()).isInstanceOf(RuleViolation.class);
        return (RuleViolation) e.getCause();
    }

    private static void assertSame(RuleViolation interpreted, RuleViolation generated) {
        assertThat(generated.rule()).isEqualTo(interpreted.rule());
        assertThat(generated.getMessage()).isEqualTo(interpreted.getMessage());
    }
}
