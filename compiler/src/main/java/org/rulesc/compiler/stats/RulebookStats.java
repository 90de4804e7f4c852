package org.rulesc.compiler.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.ast.Section;
import org.rulesc.compiler.check.Traced;

/**
 * How much of its document a rulebook encodes, in numbers anyone can check: its declarations
 * by kind, the provenance of its rules, its tests, and the declared sections of the document
 * that no rule cites.
 *
 * @param declarations top-level declarations by keyword (rules, then tests, then omits)
 * @param items declarations (other than tests and omits) and items inside them that carry a provenance
 * @param cites plain citations among them; {@code readings} and {@code house} likewise (an item may carry several)
 * @param untraced rules (const, table, formula, check, modifiers, limit) with no provenance at all
 * @param omitted {@code omit … because …} declarations
 * @param generatedTests test methods in the generated test class
 * @param omittedSections sections that no rule cites but an {@code omit} names (by its text or a citation)
 * @param uncitedSections sections cited by nothing
 */
public record RulebookStats(
        String id,
        Map<String, Integer> declarations,
        int items,
        int cites,
        int readings,
        int house,
        int untraced,
        int omitted,
        int examples,
        int foralls,
        int probabilities,
        int generatedTests,
        List<Section> sections,
        List<Section> omittedSections,
        List<Section> uncitedSections) {

    /** The numbers of {@code rulebook} (its own declarations, not a base's) and its generated tests. */
    public static RulebookStats of(Rulebook rulebook, List<GeneratedFile> tests) {
        Map<String, Integer> kinds = new LinkedHashMap<>();
        ORDER.forEach(k -> kinds.put(k, 0));
        int items = 0;
        int cites = 0;
        int readings = 0;
        int house = 0;
        int untraced = 0;
        List<String> ruleCitations = new ArrayList<>();
        List<String> omitCitations = new ArrayList<>();
        for (Decl decl : rulebook.declarations()) {
            kinds.merge(keyword(decl), 1, Integer::sum);
            Decl rule = decl instanceof Decl.Replace r ? r.replacement() : decl;
            if (rule instanceof Decl.Omit omit) {
                omitCitations.add(omit.what()); // `omit "【7】C (…)" because …` names what it leaves out
                omitCitations.addAll(omit.meta().citations());
            } else if (!isTest(rule)) {
                for (Meta meta : Provenance.of(rule)) {
                    if (Traced.meta(meta)) {
                        items++;
                        cites += meta.cites().size() - meta.readings().size();
                        readings += meta.readings().size();
                        house += meta.house().size();
                        ruleCitations.addAll(meta.citations());
                    }
                }
                if (Traced.isRule(rule) && !Traced.rule(rule)) {
                    untraced++;
                }
            }
        }
        List<Section> omittedSections = new ArrayList<>();
        List<Section> uncitedSections = new ArrayList<>();
        for (Section section : rulebook.sections()) {
            if (ruleCitations.stream().noneMatch(section::citedBy)) {
                (omitCitations.stream().anyMatch(section::omittedBy) ? omittedSections : uncitedSections).add(section);
            }
        }
        kinds.values().removeIf(n -> n == 0);
        return new RulebookStats(rulebook.id().text(), kinds, items, cites, readings, house, untraced,
                kinds.getOrDefault("omit", 0), kinds.getOrDefault("example", 0), kinds.getOrDefault("forall", 0),
                kinds.getOrDefault("probabilities", 0), testMethods(tests), rulebook.sections(),
                omittedSections, uncitedSections);
    }

    /** Tests, and chains: a chain asks a question about the rules (odds over repeated checks), it is not one. */
    private static boolean isTest(Decl decl) {
        return decl instanceof Decl.Example || decl instanceof Decl.Forall || decl instanceof Decl.Probabilities
                || decl instanceof Decl.Chain;
    }

    /** Methods annotated {@code @Test} or {@code @ParameterizedTest} in the generated test sources. */
    private static int testMethods(List<GeneratedFile> tests) {
        int n = 0;
        for (GeneratedFile f : tests) {
            for (String line : f.content().split("\n")) {
                String t = line.strip();
                if (t.equals("@Test") || t.startsWith("@ParameterizedTest")) {
                    n++;
                }
            }
        }
        return n;
    }

    /** The keyword each kind of declaration is written with. */
    private static final Map<Class<?>, String> KEYWORDS = Map.ofEntries(
            Map.entry(Decl.Const.class, "const"),
            Map.entry(Decl.Enum.class, "enum"),
            Map.entry(Decl.Kind.class, "kind"),
            Map.entry(Decl.Entries.class, "entries"),
            Map.entry(Decl.Table.class, "table"),
            Map.entry(Decl.Formula.class, "formula"),
            Map.entry(Decl.Check.class, "check"),
            Map.entry(Decl.Order.class, "order"),
            Map.entry(Decl.Chain.class, "chain"),
            Map.entry(Decl.Modifiers.class, "modifiers"),
            Map.entry(Decl.Action.class, "action"),
            Map.entry(Decl.ActionFields.class, "actions"),
            Map.entry(Decl.Sequence.class, "sequence"),
            Map.entry(Decl.Status.class, "status"),
            Map.entry(Decl.Limit.class, "limit"),
            Map.entry(Decl.Build.class, "build"),
            Map.entry(Decl.Layers.class, "layers"),
            Map.entry(Decl.HexMap.class, "map"),
            Map.entry(Decl.SquareMap.class, "map"),
            Map.entry(Decl.Notation.class, "notation"),
            Map.entry(Decl.Example.class, "example"),
            Map.entry(Decl.Forall.class, "forall"),
            Map.entry(Decl.Probabilities.class, "probabilities"),
            Map.entry(Decl.Omit.class, "omit"),
            Map.entry(Decl.Part.class, "part"),
            Map.entry(Decl.Replace.class, "replace"),
            Map.entry(Decl.Remove.class, "remove"));

    /** How the kinds are listed: the rules, then the tests, then what is left out. */
    private static final List<String> ORDER = List.of("const", "enum", "kind", "entries", "table", "formula",
            "check", "order", "modifiers", "action", "actions", "sequence", "status", "limit", "build", "layers",
            "map", "notation", "example", "forall", "probabilities", "chain", "omit", "replace", "remove", "part");

    static String keyword(Decl decl) {
        return KEYWORDS.getOrDefault(decl.getClass(), decl.getClass().getSimpleName().toLowerCase());
    }
}
