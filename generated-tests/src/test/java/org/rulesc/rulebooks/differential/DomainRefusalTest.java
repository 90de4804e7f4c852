package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.RuleViolation;

/**
 * Declared parameter domains in the bundled rulebooks ({@code difference: int in -2..2}): just
 * outside a domain, the interpreter and the generated engine refuse a call alike, down to the
 * violation's rule and message (the differential test compares refusals as such only), and at
 * both ends of it neither refuses for the domain's sake.
 */
class DomainRefusalTest {
    /** Draws of the other arguments per parameter with a domain. */
    private static final int DRAWS = 20;

    static java.util.stream.Stream<String> rulebooks() throws java.io.IOException {
        return DifferentialTest.rulebooks();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulebooks")
    void refusalsOutsideADomainAreTheSameInBothBackEnds(String id) throws Exception {
        Model model = DifferentialTest.models().stream().filter(m -> m.rulebook.id().text().equals(id)).findFirst()
                .orElseThrow();
        Interpreter in = new Interpreter(model);
        JavaSide java = new JavaSide(model);
        Arguments args = new Arguments(model, in, java, id.hashCode());
        Checks checks = new Checks(in);
        int compared = 0;
        int ends = 0;
        int declared = 0;
        for (Decl decl : model.rulebook.declarations()) {
            List<Decl.Param> params;
            Method method;
            Interpreted call;
            if (decl instanceof Decl.Formula f) {
                params = f.params();
                method = JavaSide.method(java.owner(f), JavaNames.member(f.name().text()), params.size());
                call = a -> in.formula(f, a);
            } else if (decl instanceof Decl.Table t) {
                params = t.axes();
                method = JavaSide.method(java.owner(t), JavaNames.member(t.name().text()), params.size());
                call = a -> in.table(t, a);
            } else if (decl instanceof Decl.Modifiers m) {
                params = m.params();
                method = JavaSide.method(java.owner(m), JavaNames.member(m.name().text()), params.size());
                call = a -> in.modifiers(m, a);
            } else if (decl instanceof Decl.Check c) {
                params = c.params();
                method = JavaSide.method(java.checkClass(c.name().text()), "outcomes", params.size());
                call = a -> checks.outcomes(c, a);
            } else {
                continue;
            }
            for (int i = 0; i < params.size(); i++) {
                Decl.Domain domain = params.get(i).domain();
                if (domain == null) {
                    continue;
                }
                declared++;
                for (int draw = 0; draw < DRAWS; draw++) {
                    List<Pair> drawn = args.drawNarrow(params);
                    if (drawn == null) {
                        break;
                    }
                    for (long v : new long[] {domain.lo() - 1, domain.hi() + 1}) {
                        List<Object> mine = new ArrayList<>(drawn.stream().map(Pair::interpreted).toList());
                        List<Object> theirs = new ArrayList<>(drawn.stream().map(Pair::java).toList());
                        mine.set(i, (int) v);
                        theirs.set(i, (int) v);
                        String what = decl.name().text() + mine;
                        RuleViolation interpreted = refusal(() -> call.apply(mine), what);
                        RuleViolation generated = refusal(() -> invoke(method, theirs), what);
                        assertWithMessage(what).that(generated.rule()).isEqualTo(interpreted.rule());
                        assertWithMessage(what).that(generated.getMessage()).isEqualTo(interpreted.getMessage());
                        assertWithMessage(what).that(interpreted.getMessage())
                                .contains(params.get(i).name().text() + " = " + v + " is outside its domain " + domain);
                        compared++;
                    }
                    for (long v : new long[] {domain.lo(), domain.hi()}) {
                        List<Object> mine = new ArrayList<>(drawn.stream().map(Pair::interpreted).toList());
                        List<Object> theirs = new ArrayList<>(drawn.stream().map(Pair::java).toList());
                        mine.set(i, (int) v);
                        theirs.set(i, (int) v);
                        String what = decl.name().text() + mine;
                        RuleViolation interpreted = refusedOrNull(() -> call.apply(mine));
                        RuleViolation generated = refusedOrNull(() -> invoke(method, theirs));
                        // both back ends take the domain's ends alike: both accept, or both refuse for
                        // another reason (a × cell), with the same rule and message, never the domain
                        assertWithMessage(what + " refused by one back end only")
                                .that(generated == null).isEqualTo(interpreted == null);
                        if (interpreted != null) {
                            assertWithMessage(what).that(generated.getMessage()).isEqualTo(interpreted.getMessage());
                            assertWithMessage(what).that(interpreted.getMessage()).doesNotContain("outside its domain");
                        }
                        ends++;
                    }
                }
            }
        }
        System.out.printf("domain refusals %s: %d compared, %d ends taken alike, %d domains%n", id, compared, ends,
                declared);
        // every declared domain was tried: at least one draw, both sides of it and both of its ends
        assertWithMessage(id).that(compared).isAtLeast(2 * declared);
        assertWithMessage(id).that(ends).isAtLeast(2 * declared);
        if (id.equals("battling")) {
            // バトリング結果表 (difference: int in -2..2) is declared from 【9】
            assertThat(compared).isAtLeast(2 * DRAWS);
        }
    }

    private interface Interpreted {
        Object apply(List<Object> args);
    }

    private static Object invoke(Method m, List<Object> args) {
        try {
            return m.invoke(null, args.toArray());
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static RuleViolation refusedOrNull(java.util.function.Supplier<Object> call) {
        try {
            call.get();
            return null;
        } catch (RuleViolation refused) {
            return refused;
        }
    }

    private static RuleViolation refusal(java.util.function.Supplier<Object> call, String what) {
        try {
            Object value = call.get();
            throw new AssertionError(what + ": not refused, gave " + value);
        } catch (RuleViolation refused) {
            return refused;
        }
    }
}
