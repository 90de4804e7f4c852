package org.rulesc.compiler.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.rulesc.runtime.DiceExpression;
import org.rulesc.runtime.IntDistribution;
import org.rulesc.runtime.Rational;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code rulesc odds DICE}: the exact distribution of a dice expression's total, as a table with
 * a bar chart, or as JSON or CSV for other tools.
 */
@Command(
        name = "odds",
        description = {
            "Prints the exact odds of a dice expression (like 4d6kh3, 10d10>=8, 2d6!+1),",
            "or of a rulebook's check: rulesc odds my-game.rules attack judge=0..7 modifier=0,",
            "or of a rulebook's chain (P(done by each step), the expected number of steps).",
            "Every total with its probability as a fraction and a percentage, a bar chart,",
            "the mean and the standard deviation. Exact: counted, never sampled."
        })
final class OddsCommand implements Callable<Integer> {
    private static final int BAR = 40;
    private final Context ctx;

    /** How the distribution is written. */
    enum Format { text, json, csv }

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Parameters(index = "0", paramLabel = "DICE", description = "the dice expression (see docs/dice.md), or a rulebook")
    String dice;

    @Parameters(index = "1..*", paramLabel = "CHECK NAME=VALUE",
            description = "with a rulebook: the check (or chain) and its arguments; for a check, an int given as low..high gives a row per value")
    List<String> checkArguments = new java.util.ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "text, json or csv (default: ${DEFAULT-VALUE})")
    Format format = Format.text;

    @Option(names = "--depth", paramLabel = "N",
            description = "most rerolls (rr) and explosions (!) per die (default: ${DEFAULT-VALUE})")
    int depth = DiceExpression.DEFAULT_DEPTH;

    OddsCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        if (DiceRolls.namesRulebook(ctx, dice)) {
            return CheckOdds.run(ctx, dice, checkArguments, format);
        }
        if (!checkArguments.isEmpty()) {
            throw new UserError("`" + dice + "` names no rulebook; a dice expression takes no further arguments");
        }
        DiceExpression e = DiceRolls.parse(ctx, dice, depth);
        if (e == null) {
            return Rulesc.EXIT_USAGE;
        }
        DiceExpression.Odds odds;
        try {
            odds = e.odds();
        } catch (IllegalArgumentException tooLarge) {
            throw new UserError(tooLarge.getMessage());
        }
        switch (format) {
            case json -> json(e, odds);
            case csv -> csv(odds);
            default -> text(e, odds);
        }
        return Rulesc.EXIT_OK;
    }

    private void text(DiceExpression e, DiceExpression.Odds odds) {
        IntDistribution d = odds.totals();
        Rational most = Rational.ZERO;
        int fractionWidth = 0;
        for (int i = 0; i < d.size(); i++) {
            Rational p = d.probability(d.value(i));
            most = p.compareTo(most) > 0 ? p : most;
            fractionWidth = Math.max(fractionWidth, p.toString().length());
        }
        int valueWidth = Math.max(5, Math.max(String.valueOf(d.min()).length(), String.valueOf(d.max()).length()));
        ctx.out().println(e.text().strip() + ": exact distribution of the total");
        fractionWidth = Math.max(fractionWidth, "probability".length());
        ctx.out().printf(Locale.ROOT, "%" + valueWidth + "s  %-" + fractionWidth + "s  %9s%n", "total", "probability",
                "percent");
        for (int i = 0; i < d.size(); i++) {
            Rational p = d.probability(d.value(i));
            if (p.signum() == 0) {
                continue;
            }
            int bar = (int) Math.round(p.toDouble() / most.toDouble() * BAR);
            ctx.out().println(String.format(Locale.ROOT, "%" + valueWidth + "d  %-" + fractionWidth + "s  %8s%%  %s",
                    d.value(i), p, percent(p), "#".repeat(bar)).stripTrailing());
        }
        ctx.out().println("mean " + decimal(d.mean()) + " (" + d.mean() + "), standard deviation "
                + decimal(Rational.of(Math.round(Math.sqrt(d.variance().toDouble()) * 1e4), 10_000)));
        if (odds.tail().signum() != 0) {
            ctx.out().println("cut at depth " + e.depth() + " (rr or ! still going): " + odds.tail() + " ("
                    + percent(odds.tail()) + "%); those rolls are counted above with the die stopped");
        }
    }

    private void csv(DiceExpression.Odds odds) {
        IntDistribution d = odds.totals();
        ctx.out().println("total,probability,percent");
        for (int i = 0; i < d.size(); i++) {
            Rational p = d.probability(d.value(i));
            if (p.signum() != 0) {
                ctx.out().println(d.value(i) + "," + p + "," + percent(p));
            }
        }
    }

    private void json(DiceExpression e, DiceExpression.Odds odds) {
        IntDistribution d = odds.totals();
        StringBuilder out = new StringBuilder();
        out.append("{\"dice\": ").append(quote(e.text().strip())).append(", \"depth\": ").append(e.depth())
                .append(", \"totals\": [");
        boolean first = true;
        for (int i = 0; i < d.size(); i++) {
            Rational p = d.probability(d.value(i));
            if (p.signum() == 0) {
                continue;
            }
            out.append(first ? "\n  " : ",\n  ");
            first = false;
            out.append("{\"total\": ").append(d.value(i)).append(", \"probability\": \"").append(p)
                    .append("\", \"percent\": ").append(percent(p)).append('}');
        }
        double sd = Math.sqrt(d.variance().toDouble());
        out.append("\n], \"mean\": \"").append(d.mean()).append("\", \"variance\": \"").append(d.variance())
                .append("\", \"sd\": ").append(String.format(Locale.ROOT, "%.6f", sd))
                .append(", \"truncated\": \"").append(odds.tail()).append("\"}");
        ctx.out().println(out);
    }

    /** The percentage: two decimals, or three significant digits below 0.1 %. */
    private static String percent(Rational p) {
        BigDecimal pct = new BigDecimal(p.numerator()).multiply(BigDecimal.valueOf(100))
                .divide(new BigDecimal(p.denominator()), MathContext.DECIMAL64);
        if (pct.signum() == 0 || pct.compareTo(new BigDecimal("0.1")) >= 0) {
            return pct.setScale(2, RoundingMode.HALF_EVEN).toPlainString();
        }
        return pct.round(new MathContext(3, RoundingMode.HALF_EVEN)).toPlainString();
    }

    private static String decimal(Rational r) {
        return new BigDecimal(r.numerator()).divide(new BigDecimal(r.denominator()), MathContext.DECIMAL64)
                .setScale(4, RoundingMode.HALF_EVEN).toPlainString();
    }

    private static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
