package org.rulesc.compiler.format;

import java.util.Map;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.rulesc.grammar.RulesLexer;
import org.rulesc.grammar.RulesParser;

/**
 * The spaces between two tokens written on one line: none inside brackets, before {@code , :}
 * and around {@code . ..}, none after a unary sign, a callee or a type's {@code <}; one
 * everywhere else; two before a trailing {@code //} comment. Only whitespace changes, so the tokens the
 * parser sees stay the same (the formatter re-lexes its output to make sure).
 */
final class Spacing {
    /** The rule context each parser-visible token belongs to, by token index. */
    private final Map<Integer, ParserRuleContext> parents;

    Spacing(Map<Integer, ParserRuleContext> parents) {
        this.parents = parents;
    }

    static boolean isComment(Token t) {
        return t.getType() == RulesLexer.LINE_COMMENT || t.getType() == RulesLexer.BLOCK_COMMENT;
    }

    int between(Token a, Token b) {
        if (isComment(b)) {
            return b.getType() == RulesLexer.LINE_COMMENT ? 2 : 1; // a trailing comment stands off
        }
        if (isComment(a)) {
            return 1; // a block comment in the middle of a line
        }
        String x = a.getText();
        String y = b.getText();
        ParserRuleContext pa = parents.get(a.getTokenIndex());
        ParserRuleContext pb = parents.get(b.getTokenIndex());
        if (x.equals("(") || x.equals("[")) {
            return 0;
        }
        if (y.equals(")") || y.equals("]") || y.equals(",") || y.equals(":")) {
            return 0;
        }
        if (x.equals(".") || y.equals(".") || x.equals("..") || y.equals("..")) {
            return 0;
        }
        if (x.equals("{") && y.equals("}")) {
            return 0;
        }
        if (y.equals("(") && (pb instanceof RulesParser.CallContext
                || pb instanceof RulesParser.AggregateExprContext
                || pb instanceof RulesParser.FoldExprContext
                || pb instanceof RulesParser.ReachableExprContext
                || pb instanceof RulesParser.ExpectTransitionContext
                || pb instanceof RulesParser.ActUsesKeyedContext)) {
            return 0;
        }
        if (y.equals("[") && pb instanceof RulesParser.IndexExprContext) {
            return 0;
        }
        if ((x.equals("-") || x.equals("!")) && (pa instanceof RulesParser.UnaryExprContext
                || pa instanceof RulesParser.SignedIntContext)) {
            return 0;
        }
        boolean typeBracket = pa instanceof RulesParser.ListTypeContext || pa instanceof RulesParser.MapTypeContext;
        if (x.equals("<") && typeBracket) {
            return 0;
        }
        if (y.equals("<") && (pb instanceof RulesParser.ListTypeContext || pb instanceof RulesParser.MapTypeContext)) {
            return 0;
        }
        if (y.equals(">") && (pb instanceof RulesParser.ListTypeContext || pb instanceof RulesParser.MapTypeContext)) {
            return 0;
        }
        if (y.equals("+") && pb instanceof RulesParser.OpenKeyContext) {
            return 0;
        }
        if ((x.equals("/") && pa instanceof RulesParser.ProbabilityContext)
                || (y.equals("/") && pb instanceof RulesParser.ProbabilityContext)) {
            return 0;
        }
        if (x.equals(")") && b.getType() == RulesLexer.DICE) {
            return 0; // (n)d6
        }
        return 1;
    }
}
