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
            reporter.error(NestingLimits.span(reporter, parser.getCurrentToken()), "expression nested too deeply (over "
                    + NestingLimits.MAX_NESTING + " levels)", "split it into named formulas or `let`s");
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
     * Brackets nested far beyond {@link NestingLimits#MAX_NESTING} are refused before ANTLR,
     * which parses recursively, sees them (declarations and records add a few levels of
     * braces of their own, hence the slack).
     */
    private static boolean bracketsWithinLimit(CommonTokenStream tokens, Reporter reporter) {
        int depth = 0;
        for (Token token : tokens.getTokens()) {
            switch (token.getText()) {
                case "(", "[", "{" -> {
                    if (++depth > NestingLimits.MAX_NESTING + 20) {
                        reporter.error(NestingLimits.span(reporter, token), "expression nested too deeply (over "
                                + NestingLimits.MAX_NESTING + " levels)", "split it into named formulas or `let`s");
                        return false;
                    }
                }
                case ")", "]", "}" -> depth = Math.max(0, depth - 1);
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
            int length = 1;
            String hint = null;
            String text = message;
            if (offending instanceof Token token) {
                String tokenText = token.getType() == Token.EOF ? "end of file"
                        : token.getType() == RulesLexer.ERROR_CHAR && SyntaxHints.isInvisible(token.getText().codePointAt(0))
                        ? "invisible character " + SyntaxHints.describe(token.getText().codePointAt(0))
                        : token.getType() == RulesLexer.ERROR_CHAR && token.getText().codePointAt(0) > 0x7e
                        ? "`" + token.getText() + "` (" + SyntaxHints.describe(token.getText().codePointAt(0)) + ")"
                        : "`" + token.getText() + "`";
                length = token.getType() == Token.EOF ? 1 : Math.max(1, token.getText().length());
                text = "unexpected " + tokenText;
                hint = SyntaxHints.hintFor(message, token);
            }
            reporter.error(new Span(reporter.file().displayPath(), line, charPosition + 1, length), text, hint);
        }
    }
}
