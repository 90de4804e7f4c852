package org.rulesc.compiler.parse;

import java.util.List;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.grammar.RulesParser.DiceTermContext;
import org.rulesc.grammar.RulesParser.MixedDiceContext;
import org.rulesc.runtime.DiceExpression;
import org.rulesc.runtime.DiceSyntaxError;

/**
 * Dice with mechanics in a rulebook ({@code roll 4d6kh3}, {@code roll (n)d10>=8}, {@code roll d8 +
 * d6}): the lexer hands over each die with its mechanics as one token, and the runtime's dice
 * notation reads it, so the rulebook language and the command line read one dialect with one
 * meaning (docs/dice.md). A token the notation refuses is reported at the column it points to.
 */
final class DiceClauses {
    private DiceClauses() {}

    /** The index just past a die's faces ({@code 6} of {@code 4d6kh3}, {@code %} of {@code d%}). */
    static int sidesEnd(String text, int d) {
        int end = d + 1;
        if (end < text.length() && text.charAt(end) == '%') {
            return end + 1;
        }
        while (end < text.length() && Character.isDigit(text.charAt(end))) {
            end++;
        }
        return end;
    }

    /**
     * Checks the mechanics of one dice token ({@code pool}: a pool's dice, written without a count)
     * and returns {@code spec}, or the plain dice when the notation refuses them (reported).
     */
    static Decl.DiceSpec checked(AstBuilder b, Decl.DiceSpec spec, Token token, boolean pool) {
        if (spec.mechanics() == null) {
            return spec;
        }
        try {
            if (pool) {
                DiceExpression.pool(spec.mechanics());
            } else {
                DiceExpression.parse(spec.mechanics());
            }
            return spec;
        } catch (DiceSyntaxError e) {
            report(b, token, e);
            return new Decl.DiceSpec(spec.count(), spec.fixedCount(), spec.sides(), spec.span());
        }
    }

    /** {@code d8 + d6 - 1}: dice of several sizes (each with its mechanics) and whole numbers, added up. */
    static Decl.DiceSpec mixed(AstBuilder b, MixedDiceContext x) {
        ExprBuilder e = b.exprs();
        StringBuilder text = new StringBuilder();
        long dice = 0;
        int sides = 1;
        boolean ok = true;
        List<DiceTermContext> terms = x.diceTerm();
        for (int i = 0; i < terms.size(); i++) {
            if (i > 0) {
                text.append(x.signs.get(i - 1).getText());
            }
            TerminalNode die = terms.get(i).DICE();
            TerminalNode number = terms.get(i).INT();
            if (die == null && number == null) {
                // syntax-error recovery left the term empty (ANTLR adds no error node for a
                // missing token of a set); the syntax error is already reported
                ok = false;
                continue;
            }
            if (die == null) {
                text.append(number.getText());
                continue;
            }
            Decl.DiceSpec spec = e.dice(die.getSymbol());
            Decl.DiceSpec term = checked(b, spec, die.getSymbol(), false);
            ok &= term == spec;
            dice += spec.fixedCount();
            sides = Math.max(sides, spec.sides());
            text.append(spec.mechanics() != null ? spec.mechanics() : die.getText());
        }
        Span span = b.span(x);
        if (ok) {
            try {
                DiceExpression.parse(text.toString());
            } catch (DiceSyntaxError err) {
                b.reporter().report(Code.DICE_MECHANICS_SYNTAX, span, err.reason());
                ok = false;
            }
        }
        return new Decl.DiceSpec(null, Math.max(1, dice), sides, span, ok ? text.toString() : null);
    }

    /** Reports that {@code where} (the die header, an order) takes plain dice only; returns the plain dice. */
    static Decl.DiceSpec plainOnly(AstBuilder b, Decl.DiceSpec spec, String where) {
        if (spec != null && spec.mechanics() != null) {
            b.reporter().report(Code.MECHANICS_NOT_HERE, spec.span(), where, spec.mechanics());
            return new Decl.DiceSpec(spec.count(), spec.fixedCount(), spec.sides(), spec.span());
        }
        return spec;
    }

    private static void report(AstBuilder b, Token token, DiceSyntaxError e) {
        Span whole = b.span(token);
        int column = Math.min(e.column(), token.getText().length());
        b.reporter().report(Code.DICE_MECHANICS_SYNTAX,
                new Span(whole.file(), whole.line(), whole.column() + column - 1, 1), e.reason());
    }
}
