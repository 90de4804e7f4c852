package org.rulesc.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.grammar.RulesParser.*;

/** Parse tree to AST for examples, forall properties and probability tables. */
final class TestBuilder {
    private TestBuilder() {}

    static List<Decl.Assertion> assertions(AstBuilder b, List<AssertionContext> list) {
        ExprBuilder e = b.exprs();
        List<Decl.Assertion> out = new ArrayList<>();
        for (AssertionContext a : list) {
            var span = b.span(a);
            if (a instanceof ExpectRollContext r) {
                List<org.rulesc.compiler.ast.Expr> faces = new ArrayList<>();
                for (ExprContext face : r.expr()) {
                    faces.add(e.expr(face));
                }
                List<Decl.OutcomeExpect> outcomes = new ArrayList<>();
                for (OutcomeExpectContext o : r.outcomeExpect()) {
                    var os = b.span(o);
                    if (o instanceof ExpectSuccessContext) {
                        outcomes.add(new Decl.OutcomeExpect("success", null, null, os));
                    } else if (o instanceof ExpectFailureContext) {
                        outcomes.add(new Decl.OutcomeExpect("failure", null, null, os));
                    } else if (o instanceof ExpectOrderContext ord) {
                        outcomes.add(new Decl.OutcomeExpect("order", null, e.expr(ord.expr()), os));
                    } else if (o instanceof ExpectGradesContext g) {
                        outcomes.add(new Decl.OutcomeExpect("grades", null, null, set(b, g.gradeSet()), os));
                    } else if (o instanceof ExpectGradeContext g) {
                        outcomes.add(new Decl.OutcomeExpect("grade", b.name(g.name()), null, os));
                    } else if (o instanceof ExpectNoRollContext) {
                        outcomes.add(new Decl.OutcomeExpect("noroll", null, null, os));
                    } else if (o instanceof ExpectOutputContext out2) {
                        outcomes.add(new Decl.OutcomeExpect("output", b.name(out2.name()), e.expr(out2.expr()), os));
                    }
                }
                out.add(new Decl.ExpectRoll(e.call(r.call()), faces, outcomes, span));
            } else if (a instanceof ExpectParsesContext p) {
                out.add(new Decl.ExpectParses(b.name(p.notation), AstBuilder.unquote(p.text.getText()), b.name(p.format),
                        e.fieldValues(p.fieldValue()), span));
            } else if (a instanceof ExpectFormatsContext f) {
                out.add(new Decl.ExpectFormats(b.name(f.notation), b.name(f.format), e.fieldValues(f.fieldValue()),
                        AstBuilder.unquote(f.text.getText()), span));
            } else if (a instanceof ExpectRejectsContext r) {
                out.add(new Decl.ExpectRejects(b.name(r.notation), AstBuilder.unquote(r.text.getText()),
                        b.exprs().parseLong(r.column), span));
            } else if (a instanceof ExpectChainDoneContext x) {
                out.add(ChainBuilder.done(b, x));
            } else if (a instanceof ExpectChainStepsContext x) {
                out.add(ChainBuilder.steps(b, x));
            } else if (a instanceof ExpectRefusedContext x) {
                out.add(new Decl.ExpectRefused(e.expr(x.expr()), span));
            } else if (a instanceof ExpectTransitionContext t) {
                List<Expr.Argument> args = new ArrayList<>();
                for (ArgumentContext arg : t.argument()) {
                    args.add(new Expr.Argument(arg.name() == null ? null : b.name(arg.name()), e.expr(arg.expr())));
                }
                // `with a = 1, …` comes before `on`, `=> to, a = 2, …` after: split them by position
                List<Expr.FieldValue> with = new ArrayList<>();
                List<Expr.FieldValue> then = new ArrayList<>();
                for (AssignmentContext as : t.assignment()) {
                    Expr.FieldValue fv = new Expr.FieldValue(b.name(as.name()), e.expr(as.expr()));
                    (as.getStart().getTokenIndex() < t.event.getStart().getTokenIndex() ? with : then).add(fv);
                }
                Name event = b.name(t.event);
                out.add(new Decl.ExpectTransition(b.name(t.status), b.name(t.from), t.since == null ? null : e.expr(t.since),
                        with, new Expr.Call(event, args, event.span()), t.at == null ? null : e.expr(t.at),
                        t.to == null ? null : b.name(t.to), then, span));
            } else if (a instanceof ExpectValidContext v) {
                out.add(new Decl.ExpectValid(e.expr(v.expr()), span));
            } else if (a instanceof ExpectViolatesContext v) {
                List<Name> rules = new ArrayList<>();
                for (NameContext n : v.name()) {
                    rules.add(b.name(n));
                }
                out.add(new Decl.ExpectViolates(e.expr(v.expr()), rules, span));
            } else if (a instanceof ExpectTrueContext t) {
                out.add(new Decl.ExpectTrue(e.expr(t.expr()), span));
            }
        }
        return out;
    }

    private static List<Name> set(AstBuilder b, GradeSetContext set) {
        List<Name> out = new ArrayList<>();
        for (NameContext n : set.name()) {
            out.add(b.name(n));
        }
        return out;
    }

    static Decl.Forall forall(AstBuilder b, ForallDeclContext x) {
        List<Decl.Binder> binders = new ArrayList<>();
        for (BinderContext c : x.binder()) {
            if (c instanceof RangeBinderContext r) {
                binders.add(new Decl.Binder(b.name(r.name()), TableBuilder.signed(b, r.lo), TableBuilder.signed(b, r.hi),
                        null));
            } else {
                TypeBinderContext t = (TypeBinderContext) c;
                binders.add(new Decl.Binder(b.name(t.name()), null, null, b.type(t.type())));
            }
        }
        String title = AstBuilder.text(x.STRING());
        return new Decl.Forall(new Name(title, b.span(x.STRING().getSymbol())), title, binders,
                assertions(b, x.assertion()), b.meta(x.meta()));
    }

    static Decl.Probabilities probabilities(AstBuilder b, ProbabilitiesDeclContext x) {
        List<Decl.ProbabilityRow> rows = new ArrayList<>();
        for (ProbabilityRowContext r : x.probabilityRow()) {
            List<Decl.GradeProbability> grades = new ArrayList<>();
            for (GradeProbabilityContext g : r.gradeProbability()) {
                long num = b.exprs().parseLong(g.probability().num);
                long den = g.probability().den == null ? 1 : b.exprs().parseLong(g.probability().den);
                if (g.gradeName() != null && g.gradeName().signedInt() != null) {
                    TableBuilder.signed(b, g.gradeName().signedInt()); // an output value must fit an int
                }
                if (den == 0 && g.probability().den.getText().matches("0+")) {
                    b.reporter().report(Code.ZERO_DENOMINATOR, b.span(g.probability()));
                    den = 1;
                }
                if (g.gradeSet() != null) {
                    grades.add(new Decl.GradeProbability(new Name(g.gradeSet().getText(), b.span(g.gradeSet())),
                            set(b, g.gradeSet()), num, den, b.span(g)));
                } else {
                    grades.add(new Decl.GradeProbability(new Name(g.gradeName().getText(), b.span(g.gradeName())),
                            null, num, den, b.span(g)));
                }
            }
            rows.add(new Decl.ProbabilityRow(b.exprs().call(r.call()), r.output == null ? null : b.name(r.output), grades,
                    b.span(r)));
        }
        String title = AstBuilder.text(x.STRING());
        return new Decl.Probabilities(new Name(title, b.span(x.STRING().getSymbol())), title, rows, b.meta(x.meta()));
    }
}
