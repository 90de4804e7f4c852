package org.rulesc.compiler.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Bounds;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Json;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RuleViolation;

/**
 * {@code rulesc odds RULEBOOK CHECK name=value…}: a check's exact grade distribution and the
 * mean of each int output, computed by the interpreter; an int parameter given as a range
 * ({@code judge=0..7}) gives one row per value, and so does one with a declared domain that is not
 * given (over the whole domain).
 */
final class CheckOdds {
    private static final Pattern RANGE = Pattern.compile("(-?\\d{1,9})\\.\\.(-?\\d{1,9})");
    /** Most rows one command prints: a product of ranges past this is refused. */
    private static final int MAX_ROWS = 10_000;

    private CheckOdds() {}

    static int run(Context ctx, String rulebook, List<String> words, OddsCommand.Format format) {
        if (words.isEmpty()) {
            throw new UserError("name a check of " + rulebook + ": rulesc odds " + rulebook + " CHECK name=value…");
        }
        LoadedRulebook loaded = LoadedRulebook.load(ctx, rulebook);
        if (loaded == null) {
            return Rulesc.EXIT_RULE_ERRORS;
        }
        String name = words.get(0);
        Decl.Chain chain = loaded.model().all(Decl.Chain.class).stream().filter(c -> c.name().text().equals(name))
                .findFirst().orElse(null);
        if (chain != null) {
            return ChainOdds.run(ctx, loaded.model(), chain, words.subList(1, words.size()), format);
        }
        Decl.Check check = loaded.model().all(Decl.Check.class).stream().filter(c -> c.name().text().equals(name))
                .findFirst().orElseThrow(() -> new UserError("no check `" + name + "` in " + rulebook + "; its checks: "
                        + String.join(", ", loaded.model().all(Decl.Check.class).stream().map(c -> c.name().text())
                                .toList())));
        Interpreter in = new Interpreter(loaded.model());
        // a range stands for each of its values: expand the words into one list of words per row
        List<List<String>> rows = new ArrayList<>();
        rows.add(new ArrayList<>());
        List<String> varying = new ArrayList<>();
        for (String w : withDomains(check, words.subList(1, words.size()))) {
            int eq = w.indexOf('=');
            Matcher m = eq > 0 ? RANGE.matcher(w.substring(eq + 1).strip()) : null;
            List<String> values = new ArrayList<>();
            if (m != null && m.matches()) {
                int lo = Integer.parseInt(m.group(1));
                int hi = Integer.parseInt(m.group(2));
                if (hi < lo || (long) rows.size() * (hi - lo + 1) > MAX_ROWS) {
                    throw new UserError("`" + w + "`: a range is low..high, and all ranges together give at most "
                            + MAX_ROWS + " rows");
                }
                varying.add(w.substring(0, eq));
                for (int v = lo; v <= hi; v++) {
                    values.add(w.substring(0, eq) + "=" + v);
                }
            } else {
                values.add(w);
            }
            List<List<String>> next = new ArrayList<>();
            for (List<String> row : rows) {
                for (String v : values) {
                    List<String> r = new ArrayList<>(row);
                    r.add(v);
                    next.add(r);
                }
            }
            rows = next;
        }
        CommandLineValues values = new CommandLineValues(ctx, loaded.model(), in);
        Checks checks = new Checks(in);
        List<String> grades = new ArrayList<>();
        check.items().stream().filter(i -> i instanceof Decl.Grade).forEach(i -> grades.add(((Decl.Grade) i).name().text()));
        grades.add("success");
        grades.add("failure");
        List<String> components = checks.intComponents(check);
        StringBuilder json = new StringBuilder("{\"check\": " + Json.string(name) + ", \"rows\": [");
        if (format == OddsCommand.Format.text) {
            ctx.out().println(name + ": exact odds" + (varying.isEmpty() ? "" : " by " + String.join(", ", varying)));
        } else if (format == OddsCommand.Format.csv) {
            ctx.out().println(String.join(",", header(check, grades, components)));
        }
        for (int r = 0; r < rows.size(); r++) {
            List<Object> args = values.arguments(name, check.params(), rows.get(r));
            if (args == null) {
                return Rulesc.EXIT_RULE_ERRORS;
            }
            Distribution<Checks.Outcome> outcomes;
            try {
                outcomes = in.bounded(() -> checks.outcomes(check, args));
            } catch (RuleViolation refused) {
                ctx.err().println("rulesc: " + String.join(" ", rows.get(r)) + ": the rules refuse it: "
                        + refused.getMessage());
                return Rulesc.EXIT_RULE_ERRORS;
            } catch (ArithmeticException | Bounds.Exceeded x) {
                ctx.err().println("rulesc: " + String.join(" ", rows.get(r)) + ": " + (x instanceof ArithmeticException
                        ? "arithmetic error: " : "") + x.getMessage());
                return Rulesc.EXIT_RULE_ERRORS;
            }
            Map<String, Rational> p = outcomes.map(Checks.Outcome::grade).asMap();
            Map<String, Rational> means = new LinkedHashMap<>();
            for (String c : components) {
                means.put(c, mean(outcomes.map(o -> Checks.component(o, c)).asMap()));
            }
            List<String> shownArgs = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                shownArgs.add(check.params().get(i).name().text() + ": " + in.show(args.get(i)));
            }
            switch (format) {
                case text -> {
                    StringBuilder line = new StringBuilder("  (" + String.join(", ", shownArgs) + ")");
                    for (String g : grades) {
                        Rational q = p.getOrDefault(g, Rational.ZERO);
                        if (q.signum() != 0 || !g.equals("success") && !g.equals("failure")) {
                            line.append("  ").append(g).append(' ').append(q).append(" (").append(percent(q)).append("%)");
                        }
                    }
                    means.forEach((c, m) -> line.append("  ").append(c).append(" mean ").append(m));
                    ctx.out().println(line);
                }
                case csv -> {
                    List<String> cells = new ArrayList<>();
                    args.forEach(a -> cells.add(in.show(a).replace(",", ";")));
                    grades.forEach(g -> cells.add(p.getOrDefault(g, Rational.ZERO).toString()));
                    means.values().forEach(m -> cells.add(m.toString()));
                    ctx.out().println(String.join(",", cells));
                }
                default -> {
                    json.append(r == 0 ? "\n  " : ",\n  ").append("{\"arguments\": {");
                    for (int i = 0; i < args.size(); i++) {
                        json.append(i == 0 ? "" : ", ").append(Json.string(check.params().get(i).name().text()))
                                .append(": ").append(Json.value(in, args.get(i)));
                    }
                    json.append("}, \"grades\": {");
                    for (int i = 0; i < grades.size(); i++) {
                        json.append(i == 0 ? "" : ", ").append(Json.string(grades.get(i))).append(": ")
                                .append(Json.string(p.getOrDefault(grades.get(i), Rational.ZERO).toString()));
                    }
                    json.append("}, \"means\": {");
                    int i = 0;
                    for (Map.Entry<String, Rational> e : means.entrySet()) {
                        json.append(i++ == 0 ? "" : ", ").append(Json.string(e.getKey())).append(": ")
                                .append(Json.string(e.getValue().toString()));
                    }
                    json.append("}}");
                }
            }
        }
        if (format == OddsCommand.Format.json) {
            ctx.out().println(json.append("\n]}"));
        }
        return Rulesc.EXIT_OK;
    }

    /** The words given, then {@code name=lo..hi} for each parameter with a declared domain that is not given. */
    private static List<String> withDomains(Decl.Check check, List<String> given) {
        List<String> out = new ArrayList<>(given);
        for (Decl.Param p : check.params()) {
            String name = p.name().text();
            // a domain too large to print row by row must be given, like a parameter without one
            if (p.domain() != null && p.domain().hi() - p.domain().lo() < MAX_ROWS
                    && given.stream().noneMatch(w -> w.startsWith(name + "="))) {
                out.add(name + "=" + p.domain());
            }
        }
        return out;
    }

    private static List<String> header(Decl.Check check, List<String> grades, List<String> components) {
        List<String> out = new ArrayList<>();
        check.params().forEach(p -> out.add(p.name().text()));
        out.addAll(grades);
        components.forEach(c -> out.add(c + "_mean"));
        return out;
    }

    private static Rational mean(Map<Integer, Rational> d) {
        Rational sum = Rational.ZERO;
        for (Map.Entry<Integer, Rational> e : d.entrySet()) {
            sum = sum.plus(e.getValue().times(Rational.of(e.getKey())));
        }
        return sum;
    }

    private static String percent(Rational p) {
        return new BigDecimal(p.numerator()).multiply(BigDecimal.valueOf(100))
                .divide(new BigDecimal(p.denominator()), new MathContext(12)).setScale(1, RoundingMode.HALF_EVEN)
                .toPlainString();
    }
}
