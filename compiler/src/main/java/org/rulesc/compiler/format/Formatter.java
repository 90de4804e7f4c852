package org.rulesc.compiler.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.parse.RulebookParser;
import org.rulesc.grammar.RulesLexer;
import org.rulesc.grammar.RulesParser;

/**
 * The canonical layout of a rulebook ({@code rulesc fmt}, and git's textconv for {@code rulesc
 * diff}). It works on the token stream with its comments, so it changes whitespace only:
 *
 * <ul>
 *   <li>line breaks stay where the author put them (a long line is left long, never broken at a
 *       place the language would read differently); runs of blank lines become one, and a
 *       declaration that spans several lines is set off from its neighbours by a blank line;
 *   <li>indentation: two spaces per brace; a line that continues an item (a {@code cite} under a
 *       formula, an {@code &&} operand) keeps the offset its author gave it from the item's first
 *       line, at least two spaces; a line inside parentheses (or a record's braces) that its author
 *       lined up with what follows the opening bracket stays lined up, counted in display cells;
 *   <li>spaces inside a line follow {@link Spacing};
 *   <li>tables are aligned in columns as printed ({@link TableLayout});
 *   <li>comments stay on their lines, indented like the code that follows them.
 * </ul>
 *
 * <p>Before returning, the output is lexed again and must give the same tokens and comments as
 * the input: a formatting bug is then an internal error, never a changed rulebook.
 */
public final class Formatter {
    private Formatter() {}

    /**
     * The formatted text, or empty when the rulebook does not parse (its diagnostics are then in
     * {@code reporter}).
     */
    public static Optional<String> format(Reporter reporter) {
        if (RulebookParser.parse(reporter).isEmpty() || reporter.hasErrors()) {
            return Optional.empty();
        }
        String text = reporter.file().text();
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1); // a byte order mark the parser accepts: the formatted text goes without it
        }
        RulesLexer lexer = new RulesLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        CommonTokenStream stream = new CommonTokenStream(lexer);
        RulesParser parser = new RulesParser(stream);
        parser.removeErrorListeners();
        parser.getInterpreter().setPredictionMode(PredictionMode.LL);
        RulesParser.FileContext tree = parser.file();
        if (parser.getNumberOfSyntaxErrors() > 0) {
            throw new IllegalStateException("the rulebook parsed once but not twice");
        }
        List<Token> tokens = new ArrayList<>();
        for (Token t : stream.getTokens()) {
            if (t.getType() != Token.EOF) {
                tokens.add(t);
            }
        }
        Map<Integer, ParserRuleContext> parents = new HashMap<>();
        collectParents(tree, parents);
        String out = new Layout(text, tokens, parents, tree).render();
        requireSameTokens(text, out);
        return Optional.of(out);
    }

    private static void collectParents(ParseTree node, Map<Integer, ParserRuleContext> parents) {
        if (node instanceof TerminalNode leaf) {
            parents.put(leaf.getSymbol().getTokenIndex(), (ParserRuleContext) leaf.getParent());
            return;
        }
        for (int i = 0; i < node.getChildCount(); i++) {
            collectParents(node.getChild(i), parents);
        }
    }

    /** The formatter may change whitespace only: same tokens, same comments, in the same order. */
    private static void requireSameTokens(String before, String after) {
        List<String> a = lexed(before);
        List<String> b = lexed(after);
        if (!a.equals(b)) {
            int i = 0;
            while (i < Math.min(a.size(), b.size()) && a.get(i).equals(b.get(i))) {
                i++;
            }
            throw new IllegalStateException("formatting would change the rulebook's tokens at token " + i + ": "
                    + (i < a.size() ? a.get(i) : "end") + " became " + (i < b.size() ? b.get(i) : "end"));
        }
    }

    private static List<String> lexed(String text) {
        RulesLexer lexer = new RulesLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        List<String> out = new ArrayList<>();
        for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
            String s = t.getText();
            out.add(t.getType() + ":" + (t.getType() == RulesLexer.LINE_COMMENT ? s.stripTrailing() : s));
        }
        return out;
    }
}
