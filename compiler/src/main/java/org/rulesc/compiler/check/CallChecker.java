package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** Calls: of formulas, tables, modifiers and built-ins, with each argument bound to its parameter. */
final class CallChecker {
    static final Set<String> BUILTINS = Set.of("min", "max", "abs", "clamp", "ceil_div", "size", "distinct",
            "point", "raised", "distance", "within", "hex_distance", "adjacent", "neighbours", "straight",
            "straight_hexes", "hexes_on_line", "hexsides_on_line", "terrain", "on_map", "allowed", "square",
            "square_distance", "within_squares", "squares_on_line", "squares_crossed", "edges_crossed",
            "vertices_passed", "edge", "edge_terrain", "footprint", "interleave",
            "upto", "enters_before", "in_box", "crosses_box", "on_table", "left_of", "right_of", "within_angle");

    private final ExprChecker exprs;
    private final Model model;
    private final Reporter reporter;
    private final Usage usage;

    CallChecker(ExprChecker exprs, Model model, Reporter reporter, Usage usage) {
        this.exprs = exprs;
        this.model = model;
        this.reporter = reporter;
        this.usage = usage;
    }

    Type call(Expr.Call c, Scope scope) {
        String name = c.callee().text();
        Decl decl = model.symbols.lookup(name);
        if (decl instanceof Decl.Formula f) {
            usage.use(f);
            model.facts.callees.put(c, new Callee.Formula(f));
            bind(c, f.params(), scope);
            return exprs.resolveQuietly(f.result());
        } else if (decl instanceof Decl.Table t) {
            usage.use(t);
            model.facts.callees.put(c, new Callee.Table(t));
            bind(c, t.axes(), scope);
            return exprs.resolveQuietly(t.result());
        } else if (decl instanceof Decl.Modifiers m) {
            usage.use(m);
            model.facts.callees.put(c, new Callee.Modifiers(m));
            bind(c, m.params(), scope);
            return Prim.INT;
        } else if (decl instanceof Decl.Order o) {
            usage.use(o);
            reporter.report(Code.ORDER_AS_VALUE, c.span(), name);
            return Type.ERROR;
        } else if (decl instanceof Decl.Check k) {
            usage.use(k);
            reporter.report(Code.CHECK_AS_VALUE, c.span(), name);
            return Type.ERROR;
        }
        if (BUILTINS.contains(name)) {
            model.facts.callees.put(c, new Callee.Builtin(name));
            return Builtins.check(exprs, c, scope, reporter, model);
        }
        List<String> callables = new ArrayList<>(BUILTINS);
        model.symbols.named.forEach((n, d) -> {
            if (d instanceof Decl.Formula || d instanceof Decl.Table || d instanceof Decl.Modifiers) {
                callables.add(n);
            }
        });
        reporter.report(Code.UNKNOWN_FUNCTION, c.callee().span(), name).hint(Suggestions.didYouMean(name, callables));
        for (Expr.Argument a : c.arguments()) {
            exprs.check(a.value(), scope);
        }
        return Type.ERROR;
    }

    /** Matches arguments to parameters (positional first, then by name) and checks each type. */
    void bind(Expr.Call c, List<Decl.Param> params, Scope scope) {
        Expr[] ordered = new Expr[params.size()];
        boolean seenNamed = false;
        for (int i = 0; i < c.arguments().size(); i++) {
            Expr.Argument a = c.arguments().get(i);
            int index;
            if (a.name() == null) {
                if (seenNamed) {
                    reporter.report(Code.POSITIONAL_AFTER_NAMED, a.value().span());
                    continue;
                }
                index = i;
                if (index >= params.size()) {
                    reporter.report(Code.WRONG_ARGUMENT_COUNT, a.value().span(), c.callee().text(), params.size(),
                            (params.size() == 1 ? "" : "s"), c.arguments().size())
                            .hint("parameters: " + Words.describe(params));
                    continue;
                }
            } else {
                seenNamed = true;
                index = indexOf(params, a.name().text());
                if (index < 0) {
                    reporter.report(Code.UNKNOWN_PARAMETER, a.name().span(), c.callee().text(), a.name().text())
                            .hint(Words.hintOr(Suggestions.didYouMean(a.name().text(),
                            params.stream().map(p -> p.name().text()).toList()), "parameters: " + Words.describe(params)));
                    exprs.check(a.value(), scope);
                    continue;
                }
                if (ordered[index] != null) {
                    reporter.report(Code.ARGUMENT_GIVEN_TWICE, a.name().span(), a.name().text());
                    continue;
                }
            }
            ordered[index] = a.value();
            exprs.expect(a.value(), scope, exprs.resolveQuietly(params.get(index).type()),
                    "argument `" + params.get(index).name().text() + "`");
        }
        for (int i = 0; i < params.size(); i++) {
            if (ordered[i] == null) {
                reporter.report(Code.MISSING_ARGUMENT, c.span(), params.get(i).name().text(), c.callee().text(),
                        Words.describe(params));
                model.facts.arguments.put(c, List.of());
                return;
            }
        }
        model.facts.arguments.put(c, Arrays.asList(ordered));
    }

    private static int indexOf(List<Decl.Param> params, String name) {
        for (int i = 0; i < params.size(); i++) {
            if (params.get(i).name().text().equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
