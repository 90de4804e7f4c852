package org.rulesc.compiler.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.GeneratedFile;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.ast.Section;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.parse.RulebookParser;
import org.rulesc.compiler.stats.RulebookStats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rulesc stats [RULEBOOK...]}: how much of its document each rulebook encodes. */
@Command(
        name = "stats",
        description = {
            "Counts how much of its document each rulebook encodes; writes nothing.",
            "Per rulebook: declarations by kind; the provenance of its rules (cite, reading, house) and"
                + " its omits; its examples, forall and probabilities blocks and generated tests; and the"
                + " document sections (declared with `sections` in the header) that no rule cites."
                + " With no RULEBOOK, the bundled rulebooks."
        })
final class StatsCommand implements Callable<Integer> {
    private final Context ctx;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(paramLabel = "RULEBOOK", arity = "0..*",
            description = ".rules files, or directories to search for them")
    List<String> files;

    @Option(names = "--source", paramLabel = "FILE",
            description = "the source document of the (one) rulebook: check that every declared section label occurs in it")
    String source;

    @Option(names = "--source-dir", paramLabel = "DIR",
            description = "check each rulebook's sections against the document its header names (source \"…\") in DIR")
    String sourceDir;

    StatsCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        if (source != null && sourceDir != null) {
            throw new UserError("give --source or --source-dir, not both");
        }
        CompilerRun run = CompilerRun.of(ctx, files, CompilerOptions.DEFAULT_BASE_PACKAGE, RulesCompiler::compile, "");
        if (run.failed()) {
            return Rulesc.EXIT_RULE_ERRORS;
        }
        if (source != null && run.sources().size() != 1) {
            throw new UserError("--source names the document of one rulebook, but " + run.sources().size()
                    + " rulebooks were given (use --source-dir for several)");
        }
        boolean missing = false;
        for (SourceFile file : run.sources()) {
            Rulebook rulebook = RulebookParser.parse(new Reporter(file)).orElseThrow();
            RulebookStats stats = RulebookStats.of(rulebook, testsOf(rulebook, run.result().testFiles()));
            print(file, stats);
            Path document = source != null ? ctx.resolve(source)
                    : sourceDir != null && rulebook.source() != null ? ctx.resolve(sourceDir).resolve(rulebook.source())
                    : null;
            if (document != null) {
                missing |= !sectionsOccurIn(rulebook, document);
            }
        }
        return missing ? Rulesc.EXIT_RULE_ERRORS : Rulesc.EXIT_OK;
    }

    /** The generated test sources in the rulebook's package. */
    private static List<GeneratedFile> testsOf(Rulebook rulebook, List<GeneratedFile> tests) {
        String pkg = rulebook.javaPackage() != null ? rulebook.javaPackage()
                : CompilerOptions.DEFAULT_BASE_PACKAGE + "." + JavaNames.packageSegment(rulebook.id().text());
        String dir = pkg.replace('.', '/') + "/";
        return tests.stream().filter(f -> f.relativePath().startsWith(dir)
                && f.relativePath().indexOf('/', dir.length()) < 0).toList();
    }

    private void print(SourceFile file, RulebookStats s) {
        var out = ctx.out();
        out.println(s.id() + " (" + file.displayPath() + ")");
        int total = s.declarations().values().stream().mapToInt(Integer::intValue).sum();
        out.println("  declarations   " + total + ": " + s.declarations().entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", ")));
        out.println("  provenance     " + s.items() + " items: " + s.cites() + " cite, " + s.readings() + " reading, "
                + s.house() + " house (an item may carry several); " + Report.plural(s.untraced(), "rule")
                + " untraced; " + s.omitted() + " omit");
        out.println("  tests          " + s.examples() + " example, " + s.foralls() + " forall, " + s.probabilities()
                + " probabilities; " + Report.plural(s.generatedTests(), "generated test method"));
        if (s.sections().isEmpty()) {
            out.println("  sections       none declared (add `sections \"…\"` to the header)");
            return;
        }
        int cited = s.sections().size() - s.omittedSections().size() - s.uncitedSections().size();
        out.println("  sections       " + s.sections().size() + " declared: " + cited + " cited by a rule, "
                + s.omittedSections().size() + " only omitted, " + s.uncitedSections().size() + " uncited");
        if (!s.omittedSections().isEmpty()) {
            out.println("  only omitted   " + labels(s.omittedSections()));
        }
        if (!s.uncitedSections().isEmpty()) {
            out.println("  uncited        " + labels(s.uncitedSections()));
        }
    }

    private static String labels(List<Section> sections) {
        return sections.stream().map(Section::label).collect(Collectors.joining(", "));
    }

    /**
     * Whether every declared section label occurs in the document (each heading of a nested
     * label, in order), so that coverage is measured against the document and not against
     * labels the rulebook made up. Reports each missing label.
     */
    private boolean sectionsOccurIn(Rulebook rulebook, Path document) {
        String text = Sources.read(ctx, List.of(document)).get(0).text();
        List<String> missing = new ArrayList<>();
        for (Section section : rulebook.sections()) {
            int at = 0;
            for (String part : section.parts()) {
                at = at < 0 ? at : text.indexOf(part, at);
                at = at < 0 ? at : at + part.length();
            }
            if (at < 0) {
                missing.add(section.label());
            }
        }
        for (String label : missing) {
            ctx.err().println(ctx.display(document) + ": error: section \"" + label + "\" of " + rulebook.id().text()
                    + " does not occur in the document");
        }
        ctx.out().println("  source         " + ctx.display(document) + ": " + (rulebook.sections().size() - missing.size())
                + " of " + rulebook.sections().size() + " section labels found");
        return missing.isEmpty();
    }
}
