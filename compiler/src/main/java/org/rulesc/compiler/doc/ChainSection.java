package org.rulesc.compiler.doc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Chains;
import org.rulesc.compiler.interpret.Env;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Expect;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.MarkovChain;
import org.rulesc.runtime.Rational;

/**
 * A chain: its definition as written, then, for each set of arguments the rulebook's examples
 * ask about, the exact P(done by step k) over its steps as a chart and the expected number of
 * steps. Every number is the interpreter's ({@link Chains}); nothing is recomputed here.
 */
final class ChainSection {
    private final RulebookPage page;
    private final Interpreter in;
    private final Chains chains;

    ChainSection(RulebookPage page, Interpreter in) {
        this.page = page;
        this.in = in;
        this.chains = new Chains(in);
    }

    void write(Html h, Decl.Chain c) {
        page.declHeading(h, c, "chain", c.label());
        h.raw("<p><code>").text(c.name().text() + "(" + page.params(c.params()) + ")").raw("</code></p>");
        h.raw("<dl class=\"facts\"><dt>state</dt><dd><code>").text(c.state().text() + " in " + c.lo() + ".." + c.hi())
                .raw("</code></dd><dt>starts at</dt><dd><code>").text(page.source(c.start()))
                .raw("</code></dd><dt>each step rolls</dt><dd><code>").text(page.source(c.each()))
                .raw("</code></dd><dt>then moves to</dt><dd><code>").text(page.source(c.next()))
                .raw("</code></dd><dt>done when</dt><dd><code>").text(page.source(c.done()))
                .raw("</code></dd><dt>steps shown</dt><dd>" + c.steps() + "</dd></dl>");
        Map<String, MarkovChain.Result> runs = new LinkedHashMap<>();
        for (Typed.Call call : calls(c)) {
            String label = page.source(call.written());
            if (runs.containsKey(label)) {
                continue;
            }
            try {
                List<Object> args = new ArrayList<>();
                for (Typed a : call.arguments()) {
                    args.add(in.eval(a, Env.empty()));
                }
                runs.put(label, chains.run(c, args));
            } catch (RuntimeException refused) {
                runs.put(label, null);
            }
        }
        if (runs.isEmpty() && c.params().isEmpty()) {
            try {
                runs.put(c.name().text() + "()", chains.run(c, List.of()));
            } catch (RuntimeException refused) {
                runs.put(c.name().text() + "()", null);
            }
        }
        if (!runs.isEmpty()) {
            List<String> xs = new ArrayList<>();
            for (int k = 1; k <= c.steps(); k++) {
                xs.add(String.valueOf(k));
            }
            List<Charts.Series> series = new ArrayList<>();
            h.raw("<ul class=\"expected-steps\">");
            for (Map.Entry<String, MarkovChain.Result> run : runs.entrySet()) {
                MarkovChain.Result r = run.getValue();
                h.raw("<li><code>").text(run.getKey()).raw("</code>: ");
                if (r == null) {
                    h.raw("refused by the rules</li>");
                    continue;
                }
                Rational e = r.expectedSteps();
                h.raw(e == null ? "may never be done" : "expected steps " + Html.escape(e.toString())
                        + (e.denominator().equals(java.math.BigInteger.ONE) ? "" : " (≈ " + Html.num(e.toDouble()) + ")"));
                h.raw("</li>");
                List<Rational> values = new ArrayList<>();
                for (int k = 1; k <= c.steps(); k++) {
                    values.add(r.doneBy(k));
                }
                series.add(new Charts.Series(run.getKey(), values));
            }
            h.raw("</ul>");
            if (!series.isEmpty()) {
                Charts.lines(h, page.chartId(), "P(" + c.name().text() + " done by step k)", "step k", xs, series);
            }
        }
        page.provenance(h, c.meta());
        h.raw("</section>");
    }

    /** The calls of this chain in the rulebook's examples, in order: the arguments its odds are shown at. */
    private List<Typed.Call> calls(Decl.Chain c) {
        List<Typed.Call> out = new ArrayList<>();
        for (Decl.Example e : page.declarations(Decl.Example.class)) {
            for (Expect x : page.model.construct(e, Construct.Example.class).expects()) {
                if (x instanceof Expect.Chain a && page.model.declRefs.get(a.written().call().callee()) == c) {
                    out.add(a.call());
                }
            }
        }
        return out;
    }
}
