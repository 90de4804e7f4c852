package org.rulesc.compiler.parse;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.grammar.RulesParser;

/**
 * Bounds on how deep expressions and types may nest, checked on the parse tree without
 * recursion before any recursive pass (AST building, checking, emission, javac) sees them.
 *
 * <p>Two things are measured. <em>Nesting</em> is how many expressions (or types) enclose
 * one another: parentheses, {@code if}, {@code let}, unary operators, calls, lists; at most
 * {@value #MAX_NESTING} levels. The bound is javac's, not ours: generated Java nests as the rule
 * does ({@code let} becomes nested lambdas), and javac, run by Maven on a 1 MB stack, overflows
 * on about 100 nested lambdas at 512 KB. A <em>chain</em> is a run of one binary operator such as
 * {@code 1 + 2 + 3 + …}: ANTLR builds it left-deep, but it is flat for a reader, so it does
 * not count as nesting; it may have up to {@value #MAX_CHAIN} operands. Only {@code +}/{@code -},
 * {@code &&} and {@code ||} form such runs (the emitter regroups them, balanced); a run of
 * another operator counts as nesting.
 */
public final class NestingLimits {
    /** Expressions or types inside one another. */
    public static final int MAX_NESTING = 100;
    /** Operands of one run of the same binary operator. */
    public static final int MAX_CHAIN = 10_000;

    private NestingLimits() {}

    private record Visit(ParseTree node, int nesting, int chain) {}

    /** Reports the first place that goes over a bound; true when everything is within them. */
    public static boolean check(ParseTree root, Reporter reporter) {
        Deque<Visit> todo = new ArrayDeque<>();
        todo.push(new Visit(root, 0, 1));
        while (!todo.isEmpty()) {
            Visit v = todo.pop();
            ParseTree node = v.node();
            List<Visit> children = new ArrayList<>();
            for (int i = 0; i < node.getChildCount(); i++) {
                ParseTree child = node.getChild(i);
                if (!(child instanceof ParserRuleContext)) {
                    continue;
                }
                int nesting = v.nesting();
                int chain = 1;
                if (counts(child)) {
                    if (i == 0 && isFlat(node) && child.getClass() == node.getClass()) {
                        chain = v.chain() + 1; // the left operand of the same operator: a flat run
                        if (chain >= MAX_CHAIN) {
                            return tooMuch(reporter, (ParserRuleContext) node, Code.EXPRESSION_TOO_LONG, MAX_CHAIN);
                        }
                    } else {
                        nesting++;
                        if (nesting > MAX_NESTING) {
                            return tooMuch(reporter, (ParserRuleContext) child, Code.NESTING_TOO_DEEP, MAX_NESTING);
                        }
                    }
                }
                children.add(new Visit(child, nesting, chain));
            }
            // depth first, left to right: the first place over a bound is the one reported
            for (int i = children.size() - 1; i >= 0; i--) {
                todo.push(children.get(i));
            }
        }
        return true;
    }

    private static boolean counts(ParseTree t) {
        return t instanceof RulesParser.ExprContext || t instanceof RulesParser.TypeContext;
    }

    /** Runs the emitter writes balanced (see {@code LongChains}); other operators nest. */
    private static boolean isFlat(ParseTree t) {
        return t instanceof RulesParser.AddExprContext || t instanceof RulesParser.AndExprContext
                || t instanceof RulesParser.OrExprContext;
    }

    private static boolean tooMuch(Reporter reporter, ParserRuleContext at, Code code, int limit) {
        reporter.report(code, span(reporter, at.getStart()), limit);
        return false;
    }

    static Span span(Reporter reporter, Token token) {
        int length = token.getType() == Token.EOF ? 1 : Math.max(1, token.getText().length());
        return new Span(reporter.file().displayPath(), token.getLine(), token.getCharPositionInLine() + 1, length);
    }
}
