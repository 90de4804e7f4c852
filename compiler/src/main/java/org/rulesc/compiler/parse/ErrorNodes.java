package org.rulesc.compiler.parse;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;

/** Whether a part of the parse tree was touched by syntax-error recovery. */
final class ErrorNodes {
    private ErrorNodes() {}

    static boolean contains(ParseTree tree) {
        if (tree == null || tree instanceof ErrorNode) {
            return true;
        }
        if (tree instanceof ParserRuleContext ctx) {
            if (ctx.exception != null) {
                return true;
            }
            for (int i = 0; i < ctx.getChildCount(); i++) {
                if (contains(ctx.getChild(i))) {
                    return true;
                }
            }
        }
        return false;
    }
}
