package org.rulesc.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.grammar.RulesLexer;

/** Turns ANTLR's "expecting {…}" into a short, human hint. */
final class SyntaxHints {
    private static final Pattern EXPECTING = Pattern.compile("expecting (.*)$");

    /** Every word of the language (the grammar's literal tokens that are words). */
    private static final List<String> KEYWORDS = keywords();

    private SyntaxHints() {}

    private static List<String> keywords() {
        List<String> words = new ArrayList<>();
        Vocabulary vocabulary = RulesLexer.VOCABULARY;
        for (int type = 1; type <= vocabulary.getMaxTokenType(); type++) {
            String literal = vocabulary.getLiteralName(type);
            if (literal != null && literal.matches("'[a-z_]+'")) {
                words.add(literal.substring(1, literal.length() - 1));
            }
        }
        return List.copyOf(words);
    }

    /**
     * Characters a reader cannot see or tell from a space: controls (NUL, …), format
     * characters (zero-width space, byte order mark, direction marks), and the spaces and line
     * separators other than the ones the language allows.
     */
    static boolean isInvisible(int cp) {
        int type = Character.getType(cp);
        return type == Character.CONTROL || type == Character.FORMAT || type == Character.SPACE_SEPARATOR
                || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.UNASSIGNED || type == Character.PRIVATE_USE;
    }

    /** The character as {@code U+200B ZERO WIDTH SPACE}, for a message about it. */
    static String describe(int cp) {
        String name = Character.getName(cp);
        return String.format("U+%04X", cp) + (name == null ? "" : " " + name);
    }

    static String hintFor(String antlrMessage, Token token) {
        if (token.getType() == RulesLexer.ERROR_CHAR) {
            if (token.getText().equals("\"")) {
                return "this text is not closed on its line: end it with `\"` (inside a text, write `\\\"` for a quote)";
            }
            if (isInvisible(token.getText().codePointAt(0))) {
                return "delete it, or type a plain space if one belongs here; such characters come from copying"
                        + " text out of web pages and word processors";
            }
            return "this character has no meaning here; lengths are written like `15cm`, not-allowed table cells as `×`";
        }
        if (token.getType() == RulesLexer.ID) {
            String keyword = Suggestions.closest(token.getText(), KEYWORDS);
            if (keyword != null && !keyword.equals(token.getText())) {
                return "did you mean `" + keyword + "`?";
            }
        }
        Matcher m = EXPECTING.matcher(antlrMessage);
        if (KEYWORDS.contains(token.getText()) && token.getType() != RulesLexer.ID && m.find()
                && m.group(1).matches(".*\\bID\\b.*")) {
            return "`" + token.getText() + "` is a word of the language and cannot be a name here; choose another name";
        }
        m.reset();
        if (m.find()) {
            // ANTLR writes a set as {'a', 'b'}: strip the set's own braces only, so '}' stays
            String expected = m.group(1).replaceAll("^\\{(.*)\\}$", "$1");
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
