package org.rulesc.compiler.model;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.TypeRef;

/**
 * The checker's constructs: one per declaration under the key {@link Keys} gives it, each with
 * the types the checker resolved (compared here with {@link Model#type(TypeRef)}, which reads the
 * checker's own record of each written type).
 */
class ConstructsTest {
    private static List<Model> bundled() throws IOException {
        List<SourceFile> sources = new ArrayList<>();
        try (var files = Files.list(Path.of("..", "rulebooks", "src", "main", "rules"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".rules")).sorted().toList()) {
                sources.add(SourceFile.read(p));
            }
        }
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults()).check(sources);
        assertWithMessage(String.valueOf(result.diagnostics())).that(result.hasErrors()).isFalse();
        assertThat(result.models()).hasSize(5);
        return result.models();
    }

    @Test
    void everyDeclarationOfTheBundledRulebooksHasOneConstructUnderItsKey() throws IOException {
        int total = 0;
        for (Model m : bundled()) {
            List<Decl> decls = m.rulebook.declarations();
            assertWithMessage(m.rulebook.id().text()).that(m.constructs()).hasSize(decls.size());
            List<Construct> inOrder = List.copyOf(m.constructs().values());
            for (int i = 0; i < decls.size(); i++) {
                Decl d = decls.get(i);
                Construct c = inOrder.get(i);
                assertWithMessage("in declaration order").that(c.decl())
                        .isSameInstanceAs(d instanceof Decl.Replace r ? r.replacement() : d);
                if (c.key().contains("/block:")) { // a later entries block of one kind
                    assertThat(c.key()).startsWith(Keys.of(d) + "/block:");
                } else {
                    assertThat(c.key()).isEqualTo(Keys.of(d));
                }
                assertThat(m.construct(d, Construct.class)).isSameInstanceAs(c);
                typesAgree(m, c);
                total++;
            }
        }
        assertWithMessage("constructs checked").that(total).isGreaterThan(500);
    }

    /** Each type a construct holds is the one the checker recorded for the written type. */
    private static void typesAgree(Model m, Construct c) {
        String at = c.key();
        if (c instanceof Construct.Constant k) {
            assertWithMessage(at).that(k.type()).isEqualTo(m.type(k.decl().type()));
        } else if (c instanceof Construct.Kind k) {
            fields(m, at, k.fields(), k.decl().fields().stream().map(Decl.FieldDecl::type).toList());
            assertWithMessage(at).that(k.entries()).isEqualTo(m.entries.getOrDefault(k.decl(), List.of()));
        } else if (c instanceof Construct.Table t) {
            params(m, at, t.axes(), t.decl().axes());
            assertWithMessage(at).that(t.result()).isEqualTo(m.type(t.decl().result()));
        } else if (c instanceof Construct.Formula f) {
            params(m, at, f.params(), f.decl().params());
            assertWithMessage(at).that(f.result()).isEqualTo(m.type(f.decl().result()));
        } else if (c instanceof Construct.Check k) {
            params(m, at, k.params(), k.decl().params());
            List<TypeRef> outputs = new ArrayList<>();
            List<String> grades = new ArrayList<>();
            for (Decl.CheckItem item : k.decl().items()) {
                if (item instanceof Decl.Output o) {
                    outputs.add(o.type());
                } else if (item instanceof Decl.Grade g) {
                    grades.add(g.name().text());
                }
            }
            fields(m, at, k.steps().outputs().stream().map(o -> new Construct.Field(o.name(), o.type())).toList(),
                    outputs);
            assertWithMessage(at).that(k.steps().grades().stream().map(CheckSteps.Grade::name).toList())
                    .containsExactlyElementsIn(grades).inOrder();
            assertWithMessage(at).that(k.steps()).isSameInstanceAs(m.steps(k.decl()));
        } else if (c instanceof Construct.Chain k) {
            params(m, at, k.params(), k.decl().params());
        } else if (c instanceof Construct.Order k) {
            params(m, at, k.params(), k.decl().params());
        } else if (c instanceof Construct.Modifiers k) {
            params(m, at, k.params(), k.decl().params());
        } else if (c instanceof Construct.Build b) {
            fields(m, at, b.fields(), b.decl().fields().stream().map(Decl.BuildField::type).toList());
            fields(m, at, b.derives(), b.decl().derives().stream().map(Decl.Derive::type).toList());
        } else if (c instanceof Construct.Status s) {
            fields(m, at, s.fields(), s.decl().fields().stream().map(Decl.StatusField::type).toList());
            for (int i = 0; i < s.events().size(); i++) {
                params(m, at, s.events().get(i).params(), s.decl().events().get(i).params());
            }
        } else if (c instanceof Construct.Layers l) {
            fields(m, at, l.layers(), l.decl().layers().stream().map(Decl.Layer::type).toList());
        } else if (c instanceof Construct.Notation n) {
            assertWithMessage(at).that(n.formats()).hasSize(n.decl().formats().size());
            for (Construct.Format f : n.formats()) {
                assertThat(f.key()).isEqualTo(at + "/format:" + f.decl().name().text());
                assertWithMessage("format key among Keys.all").that(Keys.all(m)).containsKey(f.key());
                fields(m, f.key(), f.fields(), f.decl().fields().stream().map(Decl.PatternField::type).toList());
            }
            assertWithMessage(at).that(n.spellings()).hasSize(n.decl().spellings().size());
        } else if (c instanceof Construct.HexMap h) {
            assertWithMessage(at).that(h.terrain().name().text()).isEqualTo(h.decl().terrain().text());
        } else if (c instanceof Construct.Entries e) {
            assertWithMessage(at).that(e.kind().name().text()).isEqualTo(e.decl().kind().text());
        }
    }

    private static void params(Model m, String at, List<Construct.Param> params, List<Decl.Param> written) {
        assertWithMessage(at).that(params.stream().map(Construct.Param::name).toList())
                .containsExactlyElementsIn(written.stream().map(p -> p.name().text()).toList()).inOrder();
        fields(m, at, params.stream().map(p -> new Construct.Field(p.name(), p.type())).toList(),
                written.stream().map(Decl.Param::type).toList());
    }

    private static void fields(Model m, String at, List<Construct.Field> fields, List<TypeRef> written) {
        assertWithMessage(at).that(fields).hasSize(written.size());
        for (int i = 0; i < fields.size(); i++) {
            assertWithMessage(at + " " + fields.get(i).name()).that(fields.get(i).type()).isEqualTo(m.type(written.get(i)));
        }
    }

    /**
     * A game's typed view ({@link TypedPlay}) holds, for each expression the game writes, the tree
     * the checker built for it ({@link Model#typed}), in the order written: what the back ends read.
     */
    @Test
    void aGamesTypedViewHoldsTheCheckersTreeOfEachOfItsExpressions() throws IOException {
        int games = 0;
        int effects = 0;
        for (Model m : bundled()) {
            for (Construct.Game g : m.constructs(Construct.Game.class)) {
                games++;
                org.rulesc.compiler.ast.Play play = g.decl().play();
                TypedPlay t = g.typed();
                assertThat(t.fields()).hasSize(play.pieces().get(0).fields().size());
                for (int i = 0; i < t.fields().size(); i++) {
                    var written = play.pieces().get(0).fields().get(i);
                    assertThat(t.fields().get(i).written()).isSameInstanceAs(written);
                    same(m, t.fields().get(i).initial(), written.initial());
                }
                effects += effects(m, t.phaseStart(), play.phaseStart());
                assertThat(t.acts()).hasSize(play.acts().size());
                for (int i = 0; i < t.acts().size(); i++) {
                    TypedPlay.Act a = t.acts().get(i);
                    var written = play.acts().get(i);
                    assertThat(a.written()).isSameInstanceAs(written);
                    assertThat(a.params()).hasSize(written.params().size());
                    for (int j = 0; j < a.params().size(); j++) {
                        TypedPlay.Param p = a.params().get(j);
                        var wp = written.params().get(j);
                        assertThat(p.written()).isSameInstanceAs(wp);
                        assertWithMessage(g.key() + " " + p.name()).that(p.type()).isEqualTo(m.type(wp.type()));
                        same(m, p.lo(), wp.lo());
                        same(m, p.hi(), wp.hi());
                        same(m, p.domain(), wp.domain());
                        same(m, p.reach(), wp.reach());
                        same(m, p.centre(), wp.centre());
                        same(m, p.pool(), wp.pool());
                    }
                    assertThat(a.requires()).hasSize(written.requires().size());
                    int level = 0;
                    for (int j = 0; j < a.requires().size(); j++) {
                        TypedPlay.Requirement r = a.requires().get(j);
                        assertWithMessage("in the order written").that(r.written())
                                .isSameInstanceAs(written.requires().get(j));
                        same(m, r.condition(), r.written().condition());
                        assertWithMessage("never before one written earlier").that(r.level()).isAtLeast(level);
                        assertThat(r.level()).isAtMost(a.params().size());
                        level = r.level();
                    }
                    effects += effects(m, a.effects(), written.effects());
                }
                assertThat(t.invariants()).hasSize(play.invariants().size());
                for (int i = 0; i < t.invariants().size(); i++) {
                    assertThat(t.invariants().get(i).written()).isSameInstanceAs(play.invariants().get(i));
                    same(m, t.invariants().get(i).condition(), play.invariants().get(i).condition());
                }
                assertThat(t.musts()).hasSize(play.musts().size());
                for (int i = 0; i < t.musts().size(); i++) {
                    assertThat(t.musts().get(i).written()).isSameInstanceAs(play.musts().get(i));
                    assertThat(t.musts().get(i).act())
                            .isSameInstanceAs(g.play().links().musts.get(play.musts().get(i)));
                    same(m, t.musts().get(i).when(), play.musts().get(i).when());
                }
                same(m, t.end(), play.end() == null ? null : play.end().value());
                same(m, t.winner(), play.winner() == null ? null : play.winner().value());
            }
        }
        assertWithMessage("games").that(games).isAtLeast(3);
        assertWithMessage("effects").that(effects).isGreaterThan(50);
    }

    /** Each effect mirrors the one written, kind for kind, with its expressions' trees and its body's. */
    private static int effects(Model m, List<TypedPlay.Effect> typed,
            List<org.rulesc.compiler.ast.Play.Effect> written) {
        assertThat(typed).hasSize(written.size());
        int n = typed.size();
        for (int i = 0; i < typed.size(); i++) {
            TypedPlay.Effect e = typed.get(i);
            var w = written.get(i);
            assertThat(e.written()).isSameInstanceAs(w);
            // a set of the game's own state is its own kind, so that a back end cannot forget it
            assertWithMessage("the kind of " + w).that(e.getClass().getSimpleName()).isEqualTo(
                    e instanceof TypedPlay.SetShared ? "SetShared" : w.getClass().getSimpleName());
            if (e instanceof TypedPlay.Set s) {
                same(m, s.value(), s.written().value());
            } else if (e instanceof TypedPlay.SetShared s) {
                assertThat(w).isInstanceOf(org.rulesc.compiler.ast.Play.Set.class);
                same(m, s.value(), s.written().value());
            } else if (e instanceof TypedPlay.Roll r) {
                assertThat(r.call()).isSameInstanceAs(m.call(r.written().call()));
                n += effects(m, r.body(), r.written().body());
            } else if (e instanceof TypedPlay.On o) {
                n += effects(m, o.body(), o.written().body());
            } else if (e instanceof TypedPlay.If f) {
                same(m, f.condition(), f.written().condition());
                n += effects(m, f.then(), f.written().then());
                n += effects(m, f.otherwise(), f.written().otherwise());
            } else if (e instanceof TypedPlay.ForEach f) {
                same(m, f.source(), f.written().source());
                n += effects(m, f.body(), f.written().body());
            } else if (e instanceof TypedPlay.ForRange f) {
                same(m, f.lo(), f.written().lo());
                same(m, f.hi(), f.written().hi());
                n += effects(m, f.body(), f.written().body());
            } else if (e instanceof TypedPlay.UsesKeyed u) {
                same(m, u.key(), u.written().key());
                same(m, u.when(), u.written().when());
                same(m, u.source(), u.written().source());
            } else if (e instanceof TypedPlay.Write x) {
                assertThat(x.fields()).hasSize(x.written().fields().size());
                for (TypedPlay.WriteField f : x.fields()) {
                    assertThat(x.format().fields()).contains(f.field());
                    assertThat(x.written().fields().stream().map(v -> m.typed(v.value())).toList())
                            .contains(f.value());
                }
            }
        }
        return n;
    }

    /** The tree of {@code written} (both null when nothing is written). */
    private static void same(Model m, Typed typed, org.rulesc.compiler.ast.Expr written) {
        if (written == null) {
            assertThat(typed).isNull();
        } else {
            assertThat(typed).isSameInstanceAs(m.typed(written));
        }
    }

    /**
     * The trees the records of maps, layers, sequences, boards, table rows and tests hold are the
     * trees of the written expressions at their places (in order, none left out), and each test
     * assertion has the record of its kind.
     */
    @Test
    void theTreesOfMapsSequencesBoardsRowsAndTestsStandWhereTheyAreWritten() throws IOException {
        List<Model> models = new ArrayList<>(bundled());
        try (var files = Files.list(Path.of("src", "test", "resources", "rules"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".rules") && !f.toString().contains("four-errors"))
                    .sorted().toList()) {
                CompilationResult result = new RulesCompiler(CompilerOptions.defaults()).check(List.of(SourceFile.read(p)));
                assertWithMessage(p + ": " + result.diagnostics()).that(result.hasErrors()).isFalse();
                models.addAll(result.models());
            }
        }
        java.util.Map<String, Integer> seen = new java.util.TreeMap<>();
        for (Model m : models) {
            for (Construct c : m.constructs().values()) {
                String at = m.rulebook.id().text() + " " + c.key();
                if (c instanceof Construct.Table t) {
                    assertWithMessage(at).that(t.rows()).hasSize(t.decl().rows().size());
                    for (int r = 0; r < t.rows().size(); r++) {
                        List<Decl.Cell> cells = t.decl().rows().get(r).cells();
                        assertWithMessage(at).that(t.rows().get(r)).hasSize(cells.size());
                        for (int i = 0; i < cells.size(); i++) {
                            at(at, t.rows().get(r).get(i), cells.get(i).forbidden() ? null : cells.get(i).value());
                        }
                    }
                    seen.merge("table", 1, Integer::sum);
                } else if (c instanceof Construct.Layers l) {
                    assertWithMessage(at).that(l.fallbacks()).hasSize(l.decl().layers().size());
                    for (int i = 0; i < l.fallbacks().size(); i++) {
                        at(at, l.fallbacks().get(i), l.decl().layers().get(i).fallback());
                    }
                    seen.merge("layers", 1, Integer::sum);
                } else if (c instanceof Construct.SquareMap q) {
                    assertWithMessage(at).that(q.defaults()).hasSize(q.decl().defaults().size());
                    for (int i = 0; i < q.defaults().size(); i++) {
                        at(at, q.defaults().get(i), q.decl().defaults().get(i).value());
                    }
                    assertWithMessage(at).that(q.values()).hasSize(q.decl().groups().size());
                    for (int i = 0; i < q.values().size(); i++) {
                        at(at, q.values().get(i), q.decl().groups().get(i).value());
                    }
                    seen.merge("square map", 1, Integer::sum);
                } else if (c instanceof Construct.Sequence q) {
                    assertWithMessage(at).that(q.conditions()).hasSize(q.decl().phases().size());
                    for (int i = 0; i < q.conditions().size(); i++) {
                        at(at, q.conditions().get(i), q.decl().phases().get(i).condition());
                    }
                    seen.merge("sequence", 1, Integer::sum);
                } else if (c instanceof Construct.TableBoard b) {
                    at(at, b.width(), b.decl().width());
                    at(at, b.height(), b.decl().height());
                    at(at, b.grid(), b.decl().grid());
                    at(at, b.border(), b.decl().border());
                    seen.merge("board", 1, Integer::sum);
                } else if (c instanceof Construct.Example e) {
                    expects(at, e.expects(), e.decl().assertions(), seen);
                } else if (c instanceof Construct.Forall f) {
                    expects(at, f.expects(), f.decl().assertions(), seen);
                }
            }
        }
        assertWithMessage("records checked, by kind").that(seen.keySet()).containsAtLeast("table", "layers",
                "square map", "sequence", "board", "Comparison", "Condition", "CheckRoll", "OrderRoll", "Transition");
    }

    private static void expects(String at, List<Expect> expects, List<Decl.Assertion> written,
            java.util.Map<String, Integer> seen) {
        assertWithMessage(at).that(expects).hasSize(written.size());
        for (int i = 0; i < expects.size(); i++) {
            Expect x = expects.get(i);
            Decl.Assertion a = written.get(i);
            assertWithMessage(at).that(x.written()).isSameInstanceAs(a);
            String where = at + " line " + a.span().line();
            if (x instanceof Expect.Comparison c) {
                org.rulesc.compiler.ast.Expr.Binary b =
                        (org.rulesc.compiler.ast.Expr.Binary) ((Decl.ExpectTrue) a).condition();
                assertWithMessage(where).that(c.equal()).isEqualTo(b.op().equals("=="));
                at(where, c.left(), b.left());
                at(where, c.right(), b.right());
            } else if (x instanceof Expect.Condition c) {
                at(where, c.condition(), ((Decl.ExpectTrue) a).condition());
            } else if (x instanceof Expect.CheckRoll r) {
                assertWithMessage(where).that(r.call().callee()).isEqualTo(new Callee.Check(r.check()));
                rolled(where, r.call(), r.faces(), r.outcomes(), (Decl.ExpectRoll) a);
            } else if (x instanceof Expect.OrderRoll r) {
                assertWithMessage(where).that(r.call().callee()).isEqualTo(new Callee.Order(r.order()));
                rolled(where, r.call(), r.faces(), r.outcomes(), (Decl.ExpectRoll) a);
            } else if (x instanceof Expect.Transition t) {
                Decl.ExpectTransition w = (Decl.ExpectTransition) a;
                at(where, t.event(), w.event());
                at(where, t.since(), w.since());
                at(where, t.at(), w.at());
                assertWithMessage(where).that(t.then()).hasSize(w.then().size());
                for (int j = 0; j < t.then().size(); j++) {
                    at(where, t.then().get(j), w.then().get(j).value());
                }
            }
            seen.merge(x.getClass().getSimpleName(), 1, Integer::sum);
        }
    }

    private static void rolled(String where, Typed.Call call, List<Typed> faces, List<Expect.Outcome> outcomes,
            Decl.ExpectRoll r) {
        at(where, call, r.call());
        assertWithMessage(where).that(faces).hasSize(r.faces().size());
        for (int j = 0; j < faces.size(); j++) {
            at(where, faces.get(j), r.faces().get(j));
        }
        assertWithMessage(where).that(outcomes).hasSize(r.outcomes().size());
        for (int j = 0; j < outcomes.size(); j++) {
            assertWithMessage(where).that(outcomes.get(j).written()).isSameInstanceAs(r.outcomes().get(j));
            at(where, outcomes.get(j).value(), r.outcomes().get(j).value());
        }
    }

    /** {@code typed} is the tree of {@code written} (both null where nothing is written). */
    private static void at(String where, Typed typed, org.rulesc.compiler.ast.Expr written) {
        if (written == null) {
            assertWithMessage(where).that(typed).isNull();
        } else {
            assertWithMessage(where + " " + written.span()).that(typed).isNotNull();
            assertWithMessage(where + " " + written.span()).that(typed.written()).isSameInstanceAs(written);
        }
    }

    @Test
    void aHouseRuleHasItsBasesConstructsWithTheReplacementInPlace() throws IOException {
        Path dir = Path.of("..", "maven-plugin", "src", "it", "house-rules");
        SourceFile house = SourceFile.read(dir.resolve("house-rules/src/main/rules/our-skirmish.rules"));
        SourceFile base = SourceFile.read(dir.resolve("base-rules/src/main/rules/skirmish.rules"));
        CompilationResult result = new RulesCompiler(CompilerOptions.defaults()).check(List.of(house, base));
        assertWithMessage(String.valueOf(result.diagnostics())).that(result.hasErrors()).isFalse();
        Model ours = result.models().stream().filter(m -> m.rulebook.id().text().equals("our_skirmish")).findFirst()
                .orElseThrow();
        Model theirs = result.models().stream().filter(m -> m.rulebook.id().text().equals("skirmish")).findFirst()
                .orElseThrow();
        Construct.Constant move = (Construct.Constant) ours.constructs().get("const:base_move");
        assertThat(ours.construct(move.decl(), Construct.Constant.class)).isSameInstanceAs(move);
        assertThat(move.decl().meta().toString()).contains("our table plays faster");
        assertThat(move.type()).isEqualTo(Type.Prim.INT);
        assertThat(theirs.constructs().get("const:base_move").decl()).isNotSameInstanceAs(move.decl());
        assertThat(ours.constructs().keySet()).containsAtLeastElementsIn(theirs.constructs().keySet().stream()
                .filter(k -> !k.startsWith("example:") && !k.startsWith("forall:") && !k.startsWith("probabilities:"))
                .toList());
    }

    @Test
    void aKindFilledByTwoEntriesBlocksHasOneConstructPerBlock() {
        CompilationResult result = Compile.declarations("""
                kind Weapon "W" { judge: int } house "t"
                entries Weapon { pistol { judge: 2 } house "t" }
                entries Weapon { rifle { judge: 4 } house "t" }
                example "e" { expect rifle.judge == 4 }
                """);
        assertWithMessage(String.valueOf(result.diagnostics())).that(result.hasErrors()).isFalse();
        Model m = result.models().get(0);
        List<String> keys = m.constructs().keySet().stream().filter(k -> k.startsWith("entries:")).toList();
        assertThat(keys).hasSize(2);
        assertThat(keys.get(1)).isEqualTo(keys.get(0) + "/block:2");
        Construct.Kind weapon = (Construct.Kind) m.constructs().get("kind:Weapon");
        assertThat(weapon.entries().stream().map(e -> e.name().text()).toList())
                .containsExactly("pistol", "rifle").inOrder();
        for (Decl.Entries block : m.all(Decl.Entries.class)) {
            assertThat(m.construct(block, Construct.Entries.class).kind()).isSameInstanceAs(weapon.decl());
        }
    }

    @Test
    void aRulebookWithErrorsHasNoConstructs() {
        CompilationResult result = Compile.declarations("const a: int = 1\nconst a: int = 2\n");
        assertThat(result.hasErrors()).isTrue();
        assertThat(result.models()).isEmpty();
        SourceFile bad = new SourceFile("t.rules",
                "rulebook t \"T\" version \"1\" {\n  die d6\n}\nconst a: int = 1\nconst a: int = 2\n");
        Model partial = new RulesCompiler(CompilerOptions.defaults()).analyze(List.of(bad)).model(bad);
        assertThat(partial).isNotNull();
        assertThat(partial.constructs()).isEmpty();
    }

    @Test
    void constructsAreReadOnly() throws IOException {
        Model m = bundled().get(0);
        org.junit.jupiter.api.Assertions.assertThrows(UnsupportedOperationException.class,
                () -> m.constructs().clear());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> m.constructs(new java.util.LinkedHashMap<>(m.constructs())));
    }
}
