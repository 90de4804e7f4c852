package org.rulesc.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.misc.ParseCancellationException;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.grammar.RulesLexer;
import org.rulesc.grammar.RulesParser;

/**
 * Text to AST. Parses in two stages (fast SLL, then full LL only when SLL gives up) and turns
 * ANTLR's syntax errors into positioned diagnostics with a hint.
 */
public final class RulebookParser {
    private RulebookParser() {}

    /** The AST, or empty when there was a syntax error (already reported). */
    public static Optional<Rulebook> parse(Reporter reporter) {
        String text = reporter.file().text();
        if (text.startsWith("\uFEFF")) {
            // a byte order mark some editors write: the lexer sees a space, columns stay as they are
            text = " " + text.substring(1);
        }
        RulesLexer lexer = new RulesLexer(CharStreams.fromString(text, reporter.file().displayPath()));
        lexer.removeErrorListeners();
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        Limits.check(tokens, reporter);
        if (!bracketsWithinLimit(tokens, reporter)) {
            return Optional.empty();
        }
        RulesParser parser = new RulesParser(tokens);
        parser.removeErrorListeners();
        parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
        parser.setErrorHandler(new BailErrorStrategy());
        RulesParser.FileContext tree;
        try {
            try {
                tree = parser.file();
            } catch (ParseCancellationException slow) {
                tokens.seek(0);
                parser.reset();
                parser.getInterpreter().setPredictionMode(PredictionMode.LL);
                parser.setErrorHandler(new DefaultErrorStrategy());
                SyntaxErrors errors = new SyntaxErrors(reporter);
                parser.addErrorListener(errors);
                tree = parser.file();
            }
        } catch (StackOverflowError deep) {
            // ANTLR parses recursively; where it ran out of stack is where the nesting is
            reporter.report(Code.NESTING_TOO_DEEP, NestingLimits.span(reporter, parser.getCurrentToken()),
                    NestingLimits.MAX_NESTING);
            return Optional.empty();
        }
        if (!NestingLimits.check(tree, reporter)) {
            return Optional.empty();
        }
        // After a syntax error ANTLR has recovered; the declarations it could parse whole still
        // go through the checker, so one run reports every kind of problem.
        if (ErrorNodes.contains(tree.rulebook())) {
            return Optional.empty();
        }
        Rulebook rulebook = new AstBuilder(reporter).build(tree);
        return Optional.of(reporter.hasErrors() ? rulebook.withSyntaxErrors() : rulebook);
    }

    /**
     * One expression written alone (on the command line: {@code rulesc eval my-game.rules 'hit_number(scout, 4)'}),
     * or empty when it has a syntax error (already reported). The whole text must be the expression.
     */
    public static Optional<org.rulesc.compiler.ast.Expr> parseExpression(Reporter reporter) {
        String text = reporter.file().text();
        RulesLexer lexer = new RulesLexer(CharStreams.fromString(text, reporter.file().displayPath()));
        lexer.removeErrorListeners();
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        RulesParser parser = new RulesParser(tokens);
        parser.removeErrorListeners();
        SyntaxErrors errors = new SyntaxErrors(reporter);
        parser.addErrorListener(errors);
        lexer.addErrorListener(errors);
        RulesParser.ExprContext tree = parser.expr();
        if (errors.count > 0) {
            return Optional.empty();
        }
        Token next = tokens.LT(1);
        if (next.getType() != Token.EOF) {
            reporter.report(Code.TEXT_AFTER_EXPRESSION, new Span(reporter.file().displayPath(), next.getLine(),
                    next.getCharPositionInLine() + 1, Math.max(1, next.getText().length())), next.getText());
            return Optional.empty();
        }
        org.rulesc.compiler.ast.Expr e = new ExprBuilder(reporter).expr(tree);
        return reporter.hasErrors() ? Optional.empty() : Optional.of(e);
    }

    /**
     * Brackets nested far beyond {@link NestingLimits#MAX_NESTING} are refused before ANTLR,
     * which parses recursively, sees them (declarations and records add a few levels of
     * braces of their own, hence the slack).
     */
    private static boolean bracketsWithinLimit(CommonTokenStream tokens, Reporter reporter) {
        int depth = 0;
        for (Token token : tokens.getTokens()) {
            // a char, not a String switch: no string compare per token (nor a fuzzer's hook on it)
            String text = token.getText();
            switch (text.length() == 1 ? text.charAt(0) : '\0') {
                case '(', '[', '{' -> {
                    if (++depth > NestingLimits.MAX_NESTING + 20) {
                        reporter.report(Code.NESTING_TOO_DEEP, NestingLimits.span(reporter, token),
                                NestingLimits.MAX_NESTING);
                        return false;
                    }
                }
                case ')', ']', '}' -> depth = Math.max(0, depth - 1);
                default -> { }
            }
        }
        return true;
    }

    /** Reports only the first error of each line: ANTLR's recovery errors after it are noise. */
    private static final class SyntaxErrors extends BaseErrorListener {
        private final Reporter reporter;
        private final List<Integer> linesReported = new ArrayList<>();
        int count;

        SyntaxErrors(Reporter reporter) {
            this.reporter = reporter;
        }

        @Override
        public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int charPosition,
                String message, RecognitionException e) {
            count++;
            // after one error ANTLR's recovery often trips again a line or two later: that is noise
            if (!linesReported.isEmpty() && line <= linesReported.get(linesReported.size() - 1) + 3) {
                return;
            }
            linesReported.add(line);
            if (!(offending instanceof Token token)) {
                // the lexer turns every stray character into ERROR_CHAR, so this is ANTLR's own wording
                reporter.report(Code.UNREADABLE_INPUT, new Span(reporter.file().displayPath(), line, charPosition + 1, 1),
                        message);
                return;
            }
            String tokenText = token.getType() == Token.EOF ? "end of file"
                    : token.getType() == RulesLexer.ERROR_CHAR && SyntaxHints.isInvisible(token.getText().codePointAt(0))
                    ? "invisible character " + SyntaxHints.describe(token.getText().codePointAt(0))
                    : token.getType() == RulesLexer.ERROR_CHAR && token.getText().codePointAt(0) > 0x7e
                    ? "`" + token.getText() + "` (" + SyntaxHints.describe(token.getText().codePointAt(0)) + ")"
                    : "`" + token.getText() + "`";
            int length = token.getType() == Token.EOF ? 1 : Math.max(1, token.getText().length());
            reporter.report(Code.SYNTAX_ERROR, new Span(reporter.file().displayPath(), line, charPosition + 1, length),
                    tokenText).hint(SyntaxHints.hintFor(message, token));
        }
    }
}
