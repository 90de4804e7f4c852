package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.Dice;

/**
 * The compiler's two back ends checked against each other on every bundled rulebook (and the test
 * rulebooks of {@code src/test/rules}, for dice mechanics no bundled rulebook uses): for every
 * constant, formula, table (lookup and {@code allowed}), modifiers block (sum and breakdown) and
 * check ({@code roll} with the same seeded dice, and the exact distribution of whole outcomes) and
 * chain (the exact odds of repeated checks),
 * arguments are drawn from the parameters' domains with a fixed seed ({@link Arguments}) and the
 * interpreter's result must equal the generated engine's exactly, refusals included.
 */
class DifferentialTest {
    /** Draws per formula, table and modifiers block; rolls and exact distributions per check. */
    private static final int CALLS = 800;
    /** Draws per formula that takes a map (ints from -1..12 only). */
    private static final int MAP_CALLS = 150;
    private static final int ROLLS = 400;
    private static final int DISTRIBUTIONS = 12;
    /** Draws per chain (each solves a Markov chain over the check's outcomes in every state). */
    private static final int CHAINS = 60;

    private static final AtomicLong COMPARISONS = new AtomicLong();
    private static List<Model> models;

    static synchronized List<Model> models() throws IOException {
        if (models == null) {
            List<SourceFile> sources = new ArrayList<>();
            // the bundled rulebooks, and test rulebooks for what they do not use (dice mechanics)
            for (Path dir : List.of(Path.of("..", "rulebooks", "src", "main", "rules"), Path.of("src", "test", "rules"))) {
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path p : files.filter(f -> f.toString().endsWith(".rules")).sorted().toList()) {
                        sources.add(SourceFile.read(p));
                    }
                }
            }
            CompilationResult result = new RulesCompiler(new CompilerOptions("org.rulesc.rulebooks")).check(sources);
            assertWithMessage("%s", result.diagnostics()).that(result.hasErrors()).isFalse();
            models = result.models();
        }
        return models;
    }

    /** The bundled rulebooks' ids; {@code -Ddifferential.only=ID} narrows the run to one. */
    static Stream<String> rulebooks() throws IOException {
        String only = System.getProperty("differential.only");
        return models().stream().map(m -> m.rulebook.id().text()).filter(id -> only == null || only.equals(id));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulebooks")
    void interpreterAgreesWithGeneratedEngine(String id) throws Exception {
        Model model = models().stream().filter(m -> m.rulebook.id().text().equals(id)).findFirst().orElseThrow();
        Interpreter in = new Interpreter(model);
        JavaSide java = new JavaSide(model);
        Arguments args = new Arguments(model, in, java, id.hashCode());
        Comparison c = new Comparison(java);
        Map<String, Long> nanos = new java.util.TreeMap<>();
        for (Decl decl : model.rulebook.declarations()) {
            long start = System.nanoTime();
            timed(decl, model, in, java, args, c);
            nanos.put(decl.getClass().getSimpleName() + " " + decl.name().text(), System.nanoTime() - start);
        }
        COMPARISONS.addAndGet(c.count);
        System.out.printf("differential %s: %d comparisons; slowest (ms) %s; skipped %s%n", id, c.count,
                nanos.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(4)
                        .map(e -> e.getKey() + "=" + e.getValue() / 1_000_000).toList(), c.skipped);
        assertWithMessage(String.join("\n", c.mismatches)).that(c.mismatches).isEmpty();
        assertThat(c.count).isGreaterThan(1000L);
    }

    private static void timed(Decl decl, Model model, Interpreter in, JavaSide java, Arguments args, Comparison c)
            throws Exception {
        {
            if (decl instanceof Decl.Const k) {
                c.compare(k.name().text(), () -> java.neutral(in.constant(k)),
                        JavaSide.method(java.owner(k), JavaNames.member(k.name().text()), 0));
            } else if (decl instanceof Decl.Formula f) {
                Method m = JavaSide.method(java.owner(f), JavaNames.member(f.name().text()), f.params().size());
                // a formula over a whole map (areas, sight over every square) costs thousands of lines of sight per call
                boolean onMap = f.params().stream().anyMatch(p -> p.type() instanceof org.rulesc.compiler.ast.TypeRef.MapOf);
                for (int i = 0; i < (onMap ? MAP_CALLS : CALLS); i++) {
                    List<Pair> a = onMap ? args.drawNarrow(f.params()) : args.draw(f.params());
                    if (a == null) {
                        c.skipped.add(f.name().text());
                        break;
                    }
                    c.compare(f.name().text() + show(in, a), () -> java.neutral(in.formula(f, interpreted(a))), m, javas(a));
                }
            } else if (decl instanceof Decl.Table t) {
                Method m = JavaSide.method(java.owner(t), JavaNames.member(t.name().text()), t.axes().size());
                Method allowed = JavaSide.method(java.owner(t), JavaNames.member(t.name().text()) + "Allowed", t.axes().size());
                for (int i = 0; i < CALLS; i++) {
                    List<Pair> a = args.draw(t.axes());
                    c.compare(t.name().text() + show(in, a), () -> java.neutral(in.table(t, interpreted(a))), m, javas(a));
                    c.compare("allowed(" + t.name().text() + show(in, a) + ")", () -> in.tableAllowed(t, interpreted(a)),
                            allowed, javas(a));
                }
            } else if (decl instanceof Decl.Modifiers mod) {
                String name = JavaNames.member(mod.name().text());
                Method sum = JavaSide.method(java.owner(mod), name, mod.params().size());
                Method breakdown = JavaSide.method(java.owner(mod), name + "Breakdown", mod.params().size());
                for (int i = 0; i < CALLS; i++) {
                    List<Pair> a = args.draw(mod.params());
                    if (a == null) {
                        c.skipped.add(mod.name().text());
                        break;
                    }
                    c.compare(mod.name().text() + show(in, a), () -> in.modifiers(mod, interpreted(a)), sum, javas(a));
                    c.compare(mod.name().text() + "Breakdown" + show(in, a),
                            () -> java.neutral(in.modifierBreakdown(mod, interpreted(a))), breakdown, javas(a));
                }
            } else if (decl instanceof Decl.Check check) {
                check(model, in, java, args, c, check);
            } else if (decl instanceof Decl.Chain chain) {
                chain(in, java, args, c, chain);
            }
        }
    }

    private static void check(Model model, Interpreter in, JavaSide java, Arguments args, Comparison c, Decl.Check check)
            throws Exception {
        Checks checks = new Checks(in);
        Class<?> type = java.checkClass(check.name().text());
        int n = check.params().size();
        Method roll = JavaSide.method(type, "roll", n + 1);
        Method outcomes = JavaSide.method(type, "outcomes", n);
        for (int i = 0; i < ROLLS + DISTRIBUTIONS; i++) {
            List<Pair> a = i < ROLLS ? args.draw(check.params()) : args.drawNarrow(check.params());
            if (a == null) {
                c.skipped.add(check.name().text());
                return;
            }
            String what = check.name().text() + show(in, a);
            if (i < ROLLS) {
                long seed = args.random().nextLong();
                List<Object> javaArgs = new ArrayList<>();
                javaArgs.add(Dice.seeded(seed));
                javaArgs.addAll(javas(a));
                c.compare(what + " rolled with seed " + seed,
                        () -> java.neutral(checks.roll(check, interpreted(a), Dice.seeded(seed))), roll, javaArgs.toArray());
            } else {
                c.compare(what + " outcomes", () -> java.neutral(checks.outcomes(check, interpreted(a)),
                        o -> java.neutral((Checks.Outcome) o)), outcomes, javas(a).toArray());
            }
        }
    }

    /** A chain's exact odds (P(done by each step), expected steps, the last state) from both back ends. */
    private static void chain(Interpreter in, JavaSide java, Arguments args, Comparison c, Decl.Chain chain)
            throws Exception {
        org.rulesc.compiler.interpret.Chains chains = new org.rulesc.compiler.interpret.Chains(in);
        Method odds = JavaSide.method(java.chainClass(chain.name().text()), "odds", chain.params().size());
        for (int i = 0; i < CHAINS; i++) {
            List<Pair> a = args.draw(chain.params());
            if (a == null) {
                c.skipped.add(chain.name().text());
                return;
            }
            c.compare(chain.name().text() + show(in, a), () -> chains.run(chain, interpreted(a)), odds, javas(a));
        }
    }

    /** Counts comparisons and keeps the first mismatches with what was called. */
    private static final class Comparison {
        private final JavaSide java;
        long count;
        final List<String> mismatches = new ArrayList<>();
        final Set<String> skipped = new TreeSet<>();

        Comparison(JavaSide java) {
            this.java = java;
        }

        void compare(String what, Supplier<Object> interpreted, Method generated, List<Object> args) {
            compare(what, interpreted, generated, args.toArray());
        }

        void compare(String what, Supplier<Object> interpreted, Method generated, Object... args) {
            count++;
            Object mine;
            try {
                mine = interpreted.get();
            } catch (RuntimeException e) {
                mine = JavaSide.outcomeOf(e);
            }
            Object theirs = java.invoke(generated, args);
            if (theirs instanceof org.rulesc.runtime.Distribution<?> d) {
                theirs = java.neutral(d, o -> java.neutral(o));
            }
            if (!Objects.equals(mine, theirs) && mismatches.size() < 20) {
                mismatches.add(what + ": interpreter " + mine + ", generated " + theirs);
            }
        }
    }

    private static List<Object> interpreted(List<Pair> a) {
        return a.stream().map(Pair::interpreted).toList();
    }

    private static List<Object> javas(List<Pair> a) {
        return a.stream().map(Pair::java).toList();
    }

    private static String show(Interpreter in, List<Pair> a) {
        return "(" + String.join(", ", a.stream().map(p -> in.show(p.interpreted())).toList()) + ")";
    }

    @AfterAll
    static void enough() {
        System.out.printf("differential: %d comparisons in all%n", COMPARISONS.get());
        // five rulebooks: the default build compares the back ends at least 100,000 times
        if (COMPARISONS.get() > 0 && models != null && models.size() == 5) {
            assertThat(COMPARISONS.get()).isAtLeast(100_000L);
        }
    }

}
