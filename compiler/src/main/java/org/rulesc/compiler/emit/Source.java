package org.rulesc.compiler.emit;

import org.rulesc.compiler.ast.Expr;

/** The source text of an expression, for messages and test names. */
final class Source {
    private Source() {}

    static String text(String file, Expr e) {
        var span = e.span();
        String[] lines = file.split("\n", -1);
        if (span.line() < 1 || span.line() > lines.length) {
            return "?";
        }
        String line = lines[span.line() - 1];
        int from = Math.min(line.length(), span.column() - 1);
        int to = Math.min(line.length(), from + span.length());
        return line.substring(from, to);
    }
}
