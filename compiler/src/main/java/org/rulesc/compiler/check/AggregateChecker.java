package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** Going over a list: aggregates (filter, each, count, all, any, sums) and folds, with their element and index. */
final class AggregateChecker {
    private final ExprChecker exprs;
    private final Reporter reporter;

    AggregateChecker(ExprChecker exprs, Reporter reporter) {
        this.exprs = exprs;
        this.reporter = reporter;
    }

    /**
     * The element type of a list an aggregate or a fold goes over (reported when it is no list).
     * An aggregate over a bare {@code []} is an error (it would give Java that does not compile);
     * a fold over one gives its start.
     */
    private Type element(String function, Expr source, Type t, boolean emptyIsError) {
        if (t instanceof Type.ListType l) {
            return l.element();
        } else if (t instanceof Type.EmptyList) {
            if (emptyIsError) {
                reporter.report(Code.AGGREGATE_OVER_EMPTY_LIST, source.span(), function);
            }
        } else if (!(t instanceof Type.Error)) {
            reporter.report(Code.AGGREGATE_NEEDS_LIST, source.span(), function, Words.article(t));
        }
        return Type.ERROR;
    }

    /** The scope of an aggregate's or a fold's body: its element, and its index when it names one. */
    private Scope iteration(Scope scope, org.rulesc.compiler.ast.Name index, org.rulesc.compiler.ast.Name variable,
            Type element) {
        Scope inner = scope.with(variable.text(), element);
        if (index != null) {
            if (index.text().equals(variable.text())) {
                reporter.report(Code.INDEX_NAMED_LIKE_ELEMENT, index.span(), index.text(), variable.text());
            }
            inner = inner.with(index.text(), Prim.INT);
        }
        return inner;
    }

    Type fold(Expr.Fold f, Scope scope) {
        Type acc = exprs.check(f.init(), scope);
        if (acc instanceof Type.EmptyList) {
            reporter.report(Code.UNTYPED_FOLD_START, f.init().span(), f.function());
            acc = Type.ERROR;
        }
        Type element = element(f.function(), f.source(), exprs.check(f.source(), scope), false);
        if (f.accumulator().text().equals(f.variable().text())) {
            reporter.report(Code.ACCUMULATOR_NAMED_LIKE_ELEMENT, f.accumulator().span(), f.variable().text());
        }
        Scope inner = iteration(scope.with(f.accumulator().text(), acc), f.index(), f.variable(), element);
        exprs.expect(f.body(), inner, acc, "each step of `" + f.function() + "` (the next `" + f.accumulator().text() + "`)");
        if (acc instanceof Type.Error) {
            return Type.ERROR;
        }
        return f.function().equals("scan") ? new Type.ListType(acc) : acc;
    }

    Type aggregate(Expr.Aggregate a, Scope scope) {
        Type source = exprs.check(a.source(), scope);
        Type element = element(a.function(), a.source(), source, true);
        Scope inner = iteration(scope, a.index(), a.variable(), element);
        switch (a.function()) {
            case "filter" -> {
                exprs.expect(a.body(), inner, Prim.BOOL, "the condition of `filter`");
                return ExprChecker.isList(source) ? source : Type.ERROR;
            }
            case "each" -> {
                Type body = exprs.check(a.body(), inner);
                return body instanceof Type.Error ? body : new Type.ListType(body);
            }
            case "count", "all", "any" -> {
                exprs.expect(a.body(), inner, Prim.BOOL, "the condition of `" + a.function() + "`");
                return a.function().equals("count") ? Prim.INT : Prim.BOOL;
            }
            default -> {
                Type body = exprs.check(a.body(), inner);
                if (!Type.isNumeric(body)) {
                    reporter.report(Code.SUM_NEEDS_NUMBERS, a.body().span(), a.function(), Words.article(body));
                    return Type.ERROR;
                }
                return body;
            }
        }
    }
}
