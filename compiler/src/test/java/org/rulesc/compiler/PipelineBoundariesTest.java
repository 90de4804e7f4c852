package org.rulesc.compiler;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The pipeline's boundaries, read from the sources: the checker resolves names and types once,
 * into the model, and the back ends read the model. A back end that looks a name up in the
 * symbol table, or resolves a written type again, would give a second answer to a question the
 * checker has answered (and could answer it differently); these tests name the file and line
 * that does.
 */
class PipelineBoundariesTest {
    private static final Path SOURCES = Path.of("src/main/java/org/rulesc/compiler");

    /** Symbol-table look-ups and re-resolution of written types. */
    private static final Pattern RESOLVING = Pattern.compile(
            "symbols\\.(lookup|kind|named|members|entries|units)\\b|Expressions\\.resolve\\(|\\.resolveQuietly\\(");

    @Test
    void emittersDocsDiffAndTheInterpreterReadResolvedNamesFromTheModel() throws IOException {
        List<String> found = new ArrayList<>();
        // model too: what it derives for the back ends (StateFields, Keys) reads what the checker resolved
        for (String pkg : List.of("emit", "doc", "diff", "interpret", "model")) {
            found.addAll(matches(pkg, RESOLVING));
        }
        assertWithMessage("back ends that resolve names or types again (read Model.decl, part, "
                + "fieldValues, length and type(TypeRef) instead)").that(found).isEmpty();
    }

    /**
     * A written type ({@code TypeRef}) resolved again through the model: {@code ctx.javaType(p.type())},
     * {@code ctx.resolve(f.result())}, {@code model.type(p.type())}. The types of parameters,
     * fields, outputs, results and layers are on each declaration's {@code model.Construct}.
     */
    private static final Pattern TYPE_REF_LOOKUP = Pattern.compile(
            "(javaType|resolve|model\\.type)\\([\\w.()]*\\.(type|result)\\(\\)\\)");

    @Test
    void backEndsReadTypesFromTheConstructs() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : List.of("emit", "doc", "diff", "interpret")) {
            found.addAll(matches(pkg, TYPE_REF_LOOKUP));
        }
        assertWithMessage("back ends that resolve a written type again (read the types on model.Construct)")
                .that(found).isEmpty();
    }

    @Test
    void theTypeRefPatternFindsALookUp() {
        assertWithMessage("a parameter's type").that(TYPE_REF_LOOKUP.matcher("ctx.javaType(p.type())").find()).isTrue();
        assertWithMessage("a result").that(TYPE_REF_LOOKUP.matcher("ctx.resolve(t.result())").find()).isTrue();
        assertWithMessage("through the model").that(TYPE_REF_LOOKUP.matcher("Type t = model.type(params.get(i).type());")
                .find()).isTrue();
        assertWithMessage("an expression's type").that(TYPE_REF_LOOKUP.matcher("ctx.model.type(l.value())").find())
                .isFalse();
        assertWithMessage("a construct's type").that(TYPE_REF_LOOKUP.matcher("ctx.types.of(k.type())").find())
                .isFalse();
    }

    /**
     * A check's written items read one by one: which lets a decision before rolling needs, what an
     * {@code always} line decides, the faces, the grades' order, the outputs. The checker decides
     * them once ({@code check.CheckPlanner}, into {@code model.CheckSteps}); the generated check,
     * the interpreter and the checker's tests of examples read that.
     */
    private static final Pattern CHECK_ITEMS = Pattern.compile(
            "Decl\\.(CheckItem|CheckLet|CheckAutomatic|CheckFaces|CheckSuccess|Grade|GradeChoice|Output)\\b"
                    + "|\\.itemsOf\\(|automaticLets|sumFreeLets");

    @Test
    void aChecksStepsAreDecidedOnceByTheChecker() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : List.of("emit", "interpret")) {
            found.addAll(matches(pkg, CHECK_ITEMS));
        }
        matches("check", CHECK_ITEMS).stream().filter(hit -> hit.startsWith("check/TestChecker.java:"))
                .forEach(found::add);
        assertWithMessage("a check's steps worked out again from its items (read model.CheckSteps: "
                + "Construct.Check.steps() or Model.steps)").that(found).isEmpty();
    }

    @Test
    void theCheckItemsPatternFindsAnItemWalk() {
        assertWithMessage("an always line").that(CHECK_ITEMS.matcher("if (item instanceof Decl.CheckAutomatic a) {")
                .find()).isTrue();
        assertWithMessage("the grades").that(CHECK_ITEMS.matcher("check.itemsOf(Decl.Grade.class)").find()).isTrue();
        assertWithMessage("a probability row").that(CHECK_ITEMS.matcher("for (Decl.GradeProbability g : row.grades())")
                .find()).isFalse();
        assertWithMessage("an expected outcome").that(CHECK_ITEMS.matcher("for (Decl.OutcomeExpect o : r.outcomes())")
                .find()).isFalse();
    }

    /**
     * A written literal evaluated again: a hex label parsed ({@code parse(h.label())}), a written
     * probability made a fraction ({@code Rational.of(g.numerator(), …)}). The checker evaluates them
     * once ({@code Model.hex}, {@code Model.probability}, a literal's typed node).
     */
    private static final Pattern LITERAL_EVALUATION = Pattern.compile(
            "\\.parse\\(\\w+\\.label\\(\\)\\)|Rational\\.of\\(\\w+\\.numerator\\(\\)"
                    // a map's corner or cell label ({@code Model.hex(Decl.HexLabel)}, Construct.HexMap)
                    + "|\\.parse\\(\\w+\\.(?:first|last)\\(\\)\\.text\\(\\)\\)|(?:hexLabels|scheme)\\.parse\\(\\w+\\.text\\(\\)\\)");

    @Test
    void writtenLiteralsAreEvaluatedOnceByTheChecker() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : List.of("emit", "doc", "diff", "interpret")) {
            found.addAll(matches(pkg, LITERAL_EVALUATION));
        }
        assertWithMessage("back ends that evaluate a written literal again (read Model.hex, probability, length)")
                .that(found).isEmpty();
        assertWithMessage("a hex label").that(LITERAL_EVALUATION.matcher("in.hexLabels.parse(h.label())").find())
                .isTrue();
        assertWithMessage("a map's corner").that(LITERAL_EVALUATION.matcher("HexGrid.Hex first = scheme.parse(m.first().text());")
                .find()).isTrue();
        assertWithMessage("a map's cell").that(LITERAL_EVALUATION.matcher("map(l -> in.hexLabels.parse(l.text()))").find())
                .isTrue();
        assertWithMessage("a probability").that(LITERAL_EVALUATION
                .matcher("Rational p = Rational.of(g.numerator(), g.denominator());").find()).isTrue();
    }

    @Test
    void emitAndCheckDoNotImportEachOther() throws IOException {
        List<String> found = new ArrayList<>(matches("emit", Pattern.compile("import org\\.rulesc\\.compiler\\.check\\.")));
        found.addAll(matches("check", Pattern.compile("import org\\.rulesc\\.compiler\\.emit\\.")));
        found.addAll(matches("emit", Pattern.compile("org\\.rulesc\\.compiler\\.check\\.[A-Z]")));
        found.addAll(matches("check", Pattern.compile("org\\.rulesc\\.compiler\\.emit\\.[A-Z]")));
        assertWithMessage("the checker and the emitters meet only in the model").that(found).isEmpty();
    }

    /** The pattern finds what it is meant to find (so an empty result above means something). */
    @Test
    void thePatternsFindALookUp() {
        assertWithMessage("a symbol-table look-up").that(RESOLVING.matcher("model.symbols.lookup(n.text())").find())
                .isTrue();
        assertWithMessage("a unit look-up").that(RESOLVING.matcher("ctx.model.symbols.units.get(q.unit())").find())
                .isTrue();
        assertWithMessage("re-resolving a type").that(RESOLVING.matcher("Expressions.resolve(model, p.type())").find())
                .isTrue();
        assertWithMessage("reading the model").that(RESOLVING.matcher("model.decl(m.terrain(), Decl.Enum.class)").find())
                .isFalse();
    }

    /**
     * The checker's per-expression facts read by syntax node: {@code model.callees.get(c)},
     * {@code in.model.arguments.get(r.call())}, {@code model.facts…}. Back ends read the typed
     * trees ({@code Model.typed}, {@code Model.call}: {@code model.Typed}), which carry each
     * expression's type, reference, callee and arguments.
     */
    private static final Pattern EXPRESSION_FACTS = Pattern.compile(
            "\\bmodel(?:\\(\\))?\\.(?:types|refs|callees|arguments|facts)\\b");

    @Test
    void backEndsReadTypedTreesNotTheCheckersFacts() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : List.of("emit", "interpret", "diff", "doc", "lsp", "stats", "format", "cli")) {
            found.addAll(matches(pkg, EXPRESSION_FACTS));
        }
        assertWithMessage("back ends that look an expression's facts up by syntax node (read Model.typed or "
                + "Model.call: the typed tree)").that(found).isEmpty();
        assertWithMessage("a callee").that(EXPRESSION_FACTS.matcher("Callee callee = in.model.callees.get(c);").find())
                .isTrue();
        assertWithMessage("arguments").that(EXPRESSION_FACTS.matcher("for (Expr a : model.arguments.get(r.call())) {")
                .find()).isTrue();
        assertWithMessage("a reference, in the language server").that(EXPRESSION_FACTS
                .matcher("if (o.call() != null && doc.model().callees.get(o.call()) instanceof Callee.Check c)").find())
                .isTrue();
        assertWithMessage("the facts' holder").that(EXPRESSION_FACTS.matcher("model.facts.types.get(e)").find()).isTrue();
        assertWithMessage("a typed call").that(EXPRESSION_FACTS.matcher("ctx.model.call(r.call()).arguments()").find())
                .isFalse();
        assertWithMessage("a style sheet's class").that(EXPRESSION_FACTS.matcher("dl.facts dd{margin:0}").find())
                .isFalse();
    }

    /**
     * A written expression turned into its typed tree by a back end: {@code ctx.model.typed(e)},
     * {@code in.model.call(r.call())}, {@code model.typedIfChecked(e)}. The records back ends read
     * hold the trees themselves: a check's steps ({@code CheckSteps}), the constructs of constants,
     * formulas, tables, modifiers, orders, chains, statuses, builds, maps, layers, sequences, table
     * boards, games ({@code model.TypedPlay}: the pieces' initial values, the acts' choices,
     * requirements, effects, keyed uses, writes and rolls, the musts, invariants, end and winner) and
     * tests (their assertions' sub-expressions), and the typed field values ({@code Model.fieldValues},
     * which gives no written expression). What still turns a written expression into its tree is listed in
     * {@link #STILL_TYPING_WRITTEN_EXPRESSIONS}, with why; a file that starts doing it fails here,
     * and so does a listed file that no longer does (take it off the list).
     */
    private static final Pattern TYPING_WRITTEN = Pattern.compile(
            "\\bmodel(?:\\(\\))?\\.(?:typed|call|typedIfChecked)\\(");

    /** Files of emit, interpret, doc and diff that may type a written expression, and why (issue #9). */
    private static final java.util.Map<String, String> STILL_TYPING_WRITTEN_EXPRESSIONS = java.util.Map.of(
            "interpret/Interpreter.java", "a model with errors, which has no constructs (the language server rolls "
                    + "a check of one for its odds): typedIfChecked in declared() and terms()");

    @Test
    void backEndsReadTypedTreesFromTheRecordsNotFromWrittenExpressions() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : List.of("emit", "interpret", "doc", "diff")) {
            found.addAll(matches(pkg, TYPING_WRITTEN));
        }
        List<String> unlisted = found.stream()
                .filter(f -> !STILL_TYPING_WRITTEN_EXPRESSIONS.containsKey(f.substring(0, f.indexOf(':')))).toList();
        assertWithMessage("back ends that turn a written expression into its typed tree (read the tree the "
                + "record holds: CheckSteps, the Construct, Model.fieldValues)").that(unlisted).isEmpty();
        List<String> listedButClean = STILL_TYPING_WRITTEN_EXPRESSIONS.keySet().stream()
                .filter(file -> found.stream().noneMatch(f -> f.startsWith(file + ":"))).sorted().toList();
        assertWithMessage("files listed as still typing written expressions that no longer do (take them off "
                + "STILL_TYPING_WRITTEN_EXPRESSIONS)").that(listedButClean).isEmpty();
        assertWithMessage("a typed call").that(TYPING_WRITTEN.matcher("ctx.model.call(r.call()).arguments()").find())
                .isTrue();
        assertWithMessage("a typed tree").that(TYPING_WRITTEN.matcher("in.model.typed(e).type()").find()).isTrue();
        assertWithMessage("a record's tree").that(TYPING_WRITTEN.matcher("x.call().arguments()").find()).isFalse();
    }

    /** What the checker keeps by syntax node is its own: nothing of it is public. */
    @Test
    void theCheckersFactsAreNotPublic() {
        Class<?> facts = org.rulesc.compiler.check.ExprFacts.class;
        assertWithMessage("public fields of ExprFacts").that(List.of(facts.getFields())).isEmpty();
        assertWithMessage("public methods of ExprFacts (besides Object's)").that(
                Stream.of(facts.getMethods()).filter(m -> m.getDeclaringClass() == facts).toList()).isEmpty();
        assertWithMessage("public constructors of ExprFacts").that(List.of(facts.getConstructors())).isEmpty();
    }

    private static List<String> matches(String pkg, Pattern pattern) throws IOException {
        Path dir = SOURCES.resolve(pkg);
        assertWithMessage("sources of package " + pkg).that(Files.isDirectory(dir)).isTrue();
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = pattern.matcher(lines.get(i));
                    if (m.find()) {
                        out.add(pkg + "/" + f.getFileName() + ":" + (i + 1) + ": " + lines.get(i).strip());
                    }
                }
            }
        }
        return out;
    }
}
