package org.rulesc.compiler.parse;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.antlr.v4.runtime.Token;
import org.rulesc.grammar.RulesLexer;

/** Turns ANTLR's "expecting {…}" into a short, human hint. */
final class SyntaxHints {
    private static final Pattern EXPECTING = Pattern.compile("expecting (.*)$");

    private SyntaxHints() {}

    static String hintFor(String antlrMessage, Token token) {
        if (token.getType() == RulesLexer.ERROR_CHAR) {
            return "this character has no meaning here; lengths are written like `15cm`, not-allowed table cells as `×`";
        }
        Matcher m = EXPECTING.matcher(antlrMessage);
        if (m.find()) {
            String expected = m.group(1).replace("{", "").replace("}", "");
            if (expected.length() > 120) {
                return "the text before this point is incomplete; check the line above for a missing `}`, `)` or `:`";
            }
            return "expected " + expected.replace("ID", "a name").replace("STRING", "a \"text\"")
                    .replace("INT", "a number").replace("QUANTITY", "a length like 15cm")
                    .replace("DICE", "dice like d6");
        }
        if (antlrMessage.startsWith("no viable alternative")) {
            return "this does not start a declaration, expression or item that fits here";
        }
        if (antlrMessage.startsWith("extraneous input")) {
            return "remove it, or check for a missing separator before it";
        }
        return null;
    }
}
