package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Model;

/**
 * Integer arithmetic never wraps silently: an overflow in generated code throws
 * {@link ArithmeticException}, as the interpreter does, for the same arguments and no others.
 * Each formula is called on both back ends with arguments at and around the {@code int} limits;
 * either both give the same value or both throw.
 */
class CheckedArithmeticTest {
    private static final String RULES = """
            rulebook arith "Arith" version "1" {
              die d6
            }
            formula add (a: int, b: int) -> int = a + b
            formula sub (a: int, b: int) -> int = a - b
            formula mul (a: int, b: int) -> int = a * b
            formula neg (a: int, b: int) -> int = -a + b * 0
            formula magnitude (a: int, b: int) -> int = abs(a) + b * 0
            formula up (a: int, b: int) -> int = ceil_div(a, 2) + b * 0
            formula total (a: int, b: int) -> int = sum(x in [a, b, 1]: x)
            formula left_to_right (a: int, b: int) -> int = a + b - b + 1 - 1 + 2 - 2 + 3 - 3 + 4 - 4 + 5 - 5 + 6 - 6 + 7 - 7 + 8 - 8
            formula picked (a: int, b: int) -> int = if a > 0 then a + b else 0
            modifiers mods (a: int, b: int) {
              first: a
              second: b when b != 0
            }
            formula modded (a: int, b: int) -> int = mods(a, b)
            """;
    private static final int[] EDGES = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -2, -1, 0, 1, 2,
        Integer.MAX_VALUE - 1, Integer.MAX_VALUE};
    private static final List<String> FORMULAS = List.of("add", "sub", "mul", "neg", "magnitude", "up", "total",
            "left_to_right", "picked", "modded");

    @TempDir
    static Path dir;

    static CompilationResult result;
    static ClassLoader loader;
    static Interpreter interpreter;

    @BeforeAll
    static void compile() throws Exception {
        result = Compile.text("arith.rules", RULES);
        assertThat(Compile.errors(result)).doesNotContain("error");
        loader = Compile.javac(result, dir);
        Model model = result.models().get(0);
        interpreter = new Interpreter(model);
    }

    @Test
    void bothBackEndsThrowOnTheSameOverflowsAndAgreeOtherwise() throws Exception {
        Class<?> main = loader.loadClass("test.gen.arith.Arith");
        Model model = result.models().get(0);
        int overflows = 0;
        int values = 0;
        List<String> mismatches = new ArrayList<>();
        for (String name : FORMULAS) {
            Decl.Formula formula = model.all(Decl.Formula.class).stream()
                    .filter(f -> f.name().text().equals(name)).findFirst().orElseThrow();
            Method generated = main.getMethod(org.rulesc.compiler.model.JavaNames.member(name), int.class, int.class);
            for (int a : EDGES) {
                for (int b : EDGES) {
                    Object fromJava = outcome(() -> call(generated, a, b));
                    Object fromInterpreter = outcome(() -> interpreter.formula(formula, List.of(a, b)));
                    if (!fromJava.equals(fromInterpreter)) {
                        mismatches.add(name + "(" + a + ", " + b + "): generated " + fromJava + ", interpreted "
                                + fromInterpreter);
                    }
                    if (fromJava.equals("overflow")) {
                        overflows++;
                    } else {
                        values++;
                    }
                }
            }
        }
        assertWithMessage("mismatches").that(mismatches).isEmpty();
        // the edges do overflow, and not everywhere: the comparison has both kinds to compare
        assertThat(overflows).isAtLeast(50);
        assertThat(values).isAtLeast(400);
    }

    @Test
    void knownOverflowsThrowInGeneratedCode() throws Exception {
        Class<?> main = loader.loadClass("test.gen.arith.Arith");
        for (Object[] call : new Object[][] {
            {"add", Integer.MAX_VALUE, 1}, {"sub", Integer.MIN_VALUE, 1}, {"mul", 1 << 16, 1 << 16},
            {"neg", Integer.MIN_VALUE, 0}, {"magnitude", Integer.MIN_VALUE, 0}, {"up", Integer.MIN_VALUE, 0},
            {"total", Integer.MAX_VALUE, 0}, {"left_to_right", Integer.MAX_VALUE, 1}, {"picked", 1, Integer.MAX_VALUE},
            {"modded", Integer.MAX_VALUE, 1}}) {
            Method m = main.getMethod(org.rulesc.compiler.model.JavaNames.member((String) call[0]), int.class, int.class);
            Object got = outcome(() -> call(m, (int) call[1], (int) call[2]));
            assertWithMessage("%s", Arrays.toString(call)).that(got).isEqualTo("overflow");
        }
        // a + b - b: the partial sum overflows although the result would fit, on both back ends
        Method chain = main.getMethod("leftToRight", int.class, int.class);
        assertThat(outcome(() -> call(chain, Integer.MAX_VALUE, 1))).isEqualTo("overflow");
        // the branch not taken is not evaluated: no overflow from it
        Method picked = main.getMethod("picked", int.class, int.class);
        assertThat(picked.invoke(null, 0, Integer.MAX_VALUE)).isEqualTo(0);
    }

    @Test
    void generatedArithmeticIsChecked() {
        String source = result.mainFiles().stream().filter(f -> f.relativePath().endsWith("Arith.java")).findFirst()
                .orElseThrow().content();
        assertThat(source).contains("Math.addExact(a, b)");
        assertThat(source).contains("Math.subtractExact(a, b)");
        assertThat(source).contains("Math.multiplyExact(a, b)");
        assertThat(source).contains("Math.negateExact(a)");
        assertThat(source).contains("Math.absExact(a)");
        assertThat(source).contains("reduce(0, Math::addExact)");
        assertThat(source).contains("ExactSums.of(a, b, -(long) (b), 1, -(long) (1)");
    }

    /** A generated formula's result, or what it threw (unwrapped from reflection). */
    private static Object call(Method formula, int a, int b) throws Throwable {
        try {
            return formula.invoke(null, a, b);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private interface Call {
        Object call() throws Throwable;
    }

    /** The value, or "overflow" for an ArithmeticException; anything else fails the test. */
    private static Object outcome(Call call) throws Exception {
        try {
            return call.call();
        } catch (ArithmeticException e) {
            return "overflow";
        } catch (Exception e) {
            throw e;
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }
}
