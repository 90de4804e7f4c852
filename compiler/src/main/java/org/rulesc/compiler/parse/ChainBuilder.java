package org.rulesc.compiler.parse;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diag.Code;
import org.rulesc.grammar.RulesParser.ChainDeclContext;
import org.rulesc.grammar.RulesParser.ExpectChainDoneContext;
import org.rulesc.grammar.RulesParser.ExpectChainStepsContext;
import org.rulesc.grammar.RulesParser.ProbabilityContext;

/** Parse tree to AST for chains (questions about repeated checks) and their expectations. */
final class ChainBuilder {
    private ChainBuilder() {}

    static Decl.Chain chain(AstBuilder b, ChainDeclContext x) {
        ExprBuilder e = b.exprs();
        return new Decl.Chain(b.name(x.name(0)), b.label(x.label()), b.params(x.param()), b.name(x.state),
                (int) TableBuilder.signed(b, x.lo), (int) TableBuilder.signed(b, x.hi), e.expr(x.start),
                e.call(x.call()), e.expr(x.next), e.expr(x.done), (int) e.parseLong(x.steps), b.meta(x.meta()));
    }

    static Decl.ExpectChain done(AstBuilder b, ExpectChainDoneContext x) {
        long[] p = probability(b, x.probability());
        return new Decl.ExpectChain(b.exprs().call(x.call()), (int) b.exprs().parseLong(x.by), p[0], p[1], b.span(x));
    }

    static Decl.ExpectChain steps(AstBuilder b, ExpectChainStepsContext x) {
        long[] p = probability(b, x.probability());
        return new Decl.ExpectChain(b.exprs().call(x.call()), null, p[0], p[1], b.span(x));
    }

    private static long[] probability(AstBuilder b, ProbabilityContext p) {
        long num = b.exprs().parseLong(p.num);
        long den = p.den == null ? 1 : b.exprs().parseLong(p.den);
        if (den == 0 && p.den.getText().matches("0+")) {
            b.reporter().report(Code.ZERO_DENOMINATOR, b.span(p));
            den = 1;
        }
        return new long[] {num, den};
    }
}
