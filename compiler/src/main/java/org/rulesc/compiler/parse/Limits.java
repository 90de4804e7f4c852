package org.rulesc.compiler.parse;

import java.nio.charset.StandardCharsets;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Token;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.grammar.RulesLexer;

/**
 * Sizes the class-file format or a file system would refuse, reported at the token before
 * anything is generated: a name whose Java spelling is too long for a class file's name, and a
 * text too long for a Java string constant (65,535 bytes of modified UTF-8, which generated
 * messages share with the expression around the text), and a text holding a Unicode line or
 * paragraph separator.
 */
final class Limits {
    /** Longest text literal, in UTF-8 bytes: well below javac's 65,535 so generated messages around it fit. */
    static final int MAX_TEXT_BYTES = 16_384;

    private Limits() {}

    static void check(CommonTokenStream tokens, Reporter reporter) {
        tokens.fill();
        for (Token t : tokens.getTokens()) {
            if (t.getType() == RulesLexer.ID) {
                int bytes = JavaNames.longestSpelling(t.getText());
                if (bytes > JavaNames.MAX_NAME_BYTES) {
                    reporter.report(Code.NAME_TOO_LONG, span(t, reporter), bytes, JavaNames.MAX_NAME_BYTES);
                }
            } else if (t.getType() == RulesLexer.STRING) {
                lineBreaks(t, reporter);
                int bytes = t.getText().getBytes(StandardCharsets.UTF_8).length - 2;
                if (bytes > MAX_TEXT_BYTES) {
                    reporter.report(Code.TEXT_TOO_LONG, span(t, reporter), bytes, MAX_TEXT_BYTES);
                }
            }
        }
    }

    /**
     * U+2028 and U+2029 end a line for JavaPoet, which would break a generated string literal in
     * two: a text may not hold them (nothing in a rule needs an invisible line break).
     */
    private static void lineBreaks(Token t, Reporter reporter) {
        String text = t.getText();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\u2028' || c == '\u2029') {
                reporter.report(Code.LINE_SEPARATOR_IN_TEXT,
                        new Span(reporter.file().displayPath(), t.getLine(), t.getCharPositionInLine() + 1 + i, 1),
                        String.format("U+%04X", (int) c), Character.getName(c));
                return;
            }
        }
    }

    private static Span span(Token t, Reporter reporter) {
        return new Span(reporter.file().displayPath(), t.getLine(), t.getCharPositionInLine() + 1,
                Math.max(1, Math.min(t.getText().length(), 80)));
    }
}
