package org.rulesc.compiler.lsp;

import java.util.List;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.antlr.v4.runtime.Vocabulary;
import org.rulesc.grammar.RulesLexer;

/**
 * The language's keywords, read from the ANTLR lexer (the words the grammar writes in quotes),
 * so completion and the editor grammar's test follow the grammar as it changes.
 */
public final class Keywords {
    private Keywords() {}

    /** Every keyword, sorted. */
    public static List<String> all() {
        Vocabulary v = RulesLexer.VOCABULARY;
        TreeSet<String> out = new TreeSet<>();
        IntStream.rangeClosed(1, v.getMaxTokenType()).mapToObj(v::getLiteralName)
                .filter(s -> s != null && s.matches("'[A-Za-z_]+'"))
                .forEach(s -> out.add(s.substring(1, s.length() - 1)));
        return List.copyOf(out);
    }
}
