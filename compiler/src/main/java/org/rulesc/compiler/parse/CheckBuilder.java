package org.rulesc.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diag.Code;
import org.rulesc.grammar.RulesParser.*;

/** Parse tree to AST for checks: dice, automatic results, faces, grades and outputs. */
final class CheckBuilder {
    private CheckBuilder() {}

    /** {@code d6}, {@code 2d6} or a pool {@code (n)d6}. */
    static Decl.DiceSpec dice(AstBuilder b, DiceExprContext x) {
        ExprBuilder e = b.exprs();
        if (x instanceof FixedDiceContext f) {
            return DiceClauses.checked(b, e.dice(f.DICE().getSymbol()), f.DICE().getSymbol(), false);
        }
        if (x instanceof MixedDiceContext m) {
            return DiceClauses.mixed(b, m);
        }
        PoolDiceContext pool = (PoolDiceContext) x;
        Decl.DiceSpec sides = e.dice(pool.DICE().getSymbol());
        if (pool.DICE().getText().charAt(0) != 'd') {
            b.reporter().report(Code.COUNTED_POOL_DICE, e.span(pool.DICE().getSymbol()));
            sides = new Decl.DiceSpec(null, 1, sides.sides(), sides.span());
        }
        sides = DiceClauses.checked(b, sides, pool.DICE().getSymbol(), true);
        return new Decl.DiceSpec(e.expr(pool.expr()), 0, sides.sides(), b.span(pool), sides.mechanics());
    }

    static Decl.Check check(AstBuilder b, CheckDeclContext x) {
        ExprBuilder e = b.exprs();
        List<Decl.Pool> pools = new ArrayList<>();
        if (x.checkDice() instanceof SingleDiceContext single) {
            pools.add(new Decl.Pool(null, dice(b, single.diceExpr())));
        } else {
            for (DicePoolContext pool : ((NamedPoolsContext) x.checkDice()).dicePool()) {
                pools.add(new Decl.Pool(b.name(pool.name()), dice(b, pool.diceExpr())));
            }
        }
        List<Decl.CheckItem> items = new ArrayList<>();
        List<ParseTree> checkClauses = new ArrayList<>();
        for (CheckItemContext item : x.checkItem()) {
            if (item instanceof CheckLetContext l) {
                items.add(new Decl.CheckLet(b.name(l.name()), e.expr(l.expr())));
            } else if (item instanceof CheckAutomaticContext a) {
                items.add(new Decl.CheckAutomatic(a.outcome.getText().equals("success"), e.expr(a.expr()),
                        a.anyway != null));
            } else if (item instanceof CheckFacesContext f) {
                List<Decl.FaceRange> faces = new ArrayList<>();
                for (FaceContext face : f.faces().face()) {
                    int lo = (int) e.parseLong(face.lo);
                    int hi = face.hi == null ? lo : (int) e.parseLong(face.hi);
                    faces.add(new Decl.FaceRange(lo, hi, b.span(face)));
                }
                items.add(new Decl.CheckFaces(f.outcome.getText().equals("success"), faces));
            } else if (item instanceof CheckSuccessContext s) {
                items.add(new Decl.CheckSuccess(e.expr(s.expr())));
            } else if (item instanceof CheckFollowUpContext f) {
                items.add(new Decl.FollowUp(b.name(f.name()), b.label(f.label()), dice(b, f.diceExpr()),
                        f.expr() == null ? null : e.expr(f.expr())));
            } else if (item instanceof CheckGradeChoiceContext g) {
                items.add(new Decl.GradeChoice(b.span(g)));
            } else if (item instanceof CheckGradeContext g) {
                items.add(new Decl.Grade(b.name(g.name()), b.label(g.label()), e.expr(g.expr()),
                        b.meta(ownLine(g.meta(), g.expr().getStop(), checkClauses))));
            } else if (item instanceof CheckOutputContext o) {
                items.add(new Decl.Output(b.name(o.name()), b.label(o.label()), b.type(o.type()), e.expr(o.expr()),
                        b.meta(ownLine(o.meta(), o.expr().getStop(), checkClauses))));
            } else if (item instanceof CheckCiteContext c) {
                checkClauses.add(c.citation());
            } else if (item instanceof CheckHouseContext h) {
                checkClauses.add(h.houseValue());
            } else if (item instanceof CheckStrayReadingContext r) {
                checkClauses.add(r.strayReading());
            }
        }
        if (x.meta() != null && x.meta().children != null) {
            checkClauses.addAll(x.meta().children);
        }
        return new Decl.Check(b.name(x.name()), b.label(x.label()), b.params(x.param()), pools, items,
                b.meta(checkClauses));
    }

    /**
     * The provenance clauses of a grade or output that start on the line where the item ends;
     * the others (on lines of their own) belong to the check and go to {@code toCheck}. The
     * grammar cannot tell `grade … cite "x"` from a grade followed by the check's own `cite "x"`
     * on the next line, so the lines decide.
     */
    private static List<ParseTree> ownLine(MetaContext meta, Token itemEnd, List<ParseTree> toCheck) {
        List<ParseTree> own = new ArrayList<>();
        if (meta == null || meta.children == null) {
            return own;
        }
        for (ParseTree clause : meta.children) {
            boolean sameLine = itemEnd == null // an item cut short by a syntax error: keep the old reading
                    || clause instanceof ParserRuleContext c && c.getStart().getLine() == itemEnd.getLine();
            (sameLine ? own : toCheck).add(clause);
        }
        return own;
    }
}
